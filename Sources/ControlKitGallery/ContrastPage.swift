import ControlKit
import Foundation

/// Every control under Increase Contrast (``Control/accessibilityContrast``), light and
/// dark: the system colours they draw by default take the darker light and lighter dark
/// variants Apple lists for them, as UIKit's own controls do.
@MainActor
public enum ContrastPage: GalleryPageSource {
    public static let id = "contrast"

    /// `control` at high contrast.
    static func high<C: Control>(_ control: C) -> C {
        control.accessibilityContrast = .high
        return control
    }

    public static func rangeSlider() -> RangeSlider {
        let slider = high(RangeSlider.outOfTen())
        slider.showsValueLabels = true
        return slider
    }

    public static func slider() -> ValueSlider {
        let slider = high(ValueSlider())
        slider.value = 0.5
        return slider
    }

    static func stepper() -> ValueStepper {
        let stepper = high(ValueStepper())
        stepper.value = 50
        return stepper
    }

    static func dial() -> Dial {
        let dial = high(Dial.hours())
        dial.selectedIndex = 9
        return dial
    }

    static func picker() -> PickerView {
        let picker = high(PickerView(titles: [["Red", "Orange", "Yellow", "Green", "Blue", "Indigo", "Violet"]]))
        picker.selectRow(3, inComponent: 0, animated: false)
        return picker
    }

    public static func calendar() -> MonthCalendar { high(MonthCalendarPage.decorations()) }

    public static func sleep() -> CircularRangeSlider { high(CircularRangeSliderPage.sleep()) }

    static func pin() -> PinCodeField { high(PinCodePage.field("27", focused: true)) }

    public static var page: GalleryPage {
        let calendarSize = calendar().intrinsicContentSize
        var items: [GalleryItem] = []
        for dark in [false, true] {
            items += [
                .control(
                    "Range slider: high-contrast blue range and grey track", size: CGSize(width: 300, height: 66), dark: dark, rangeSlider),
                .control("Slider: value 0.5", size: CGSize(width: 280, height: 34), dark: dark, slider),
                .control("Stepper: value 50", size: CGSize(width: 94, height: 32), dark: dark, stepper),
                .control("PIN field: editing, 2 of 4", size: PinCodePage.size, dark: dark, pin),
                .control("Dial: hours, 9 selected", size: CGSize(width: 220, height: 220), dark: dark, dial),
                .control("Circular range slider: a night's sleep", size: CGSize(width: 280, height: 280), dark: dark, sleep),
                .control("Wheels: Green selected", size: CGSize(width: 320, height: 216), dark: dark, picker),
                .control("Calendar: the 17th chosen, decorated days", size: calendarSize, dark: dark, calendar),
            ]
        }
        return GalleryPage(
            id: id, title: "Increase Contrast",
            summary:
                "Every control with Increase Contrast on, light and dark: system blue, red, green, orange and the greys of tracks and fills take the high-contrast variants Apple lists (#0040DD for blue in light, #409CFF in dark); colours an app sets without such variants are drawn as set.",
            items: items)
    }
}
