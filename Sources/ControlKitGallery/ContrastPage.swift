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
            let style = dark ? "dark" : "light"
            func item<C: Control>(_ caption: String, _ size: CGSize, _ make: @escaping @MainActor () -> C) -> GalleryItem {
                dark ? .darkControl("\(caption), \(style)", size: size, make) : .control("\(caption), \(style)", size: size, make)
            }
            items += [
                item("Range slider: high-contrast blue range and grey track", CGSize(width: 300, height: 66), rangeSlider),
                item("Slider: value 0.5", CGSize(width: 280, height: 34), slider),
                item("Stepper: value 50", CGSize(width: 94, height: 32), stepper),
                item("PIN field: editing, 2 of 4", PinCodePage.size, pin),
                item("Dial: hours, 9 selected", CGSize(width: 220, height: 220), dial),
                item("Circular range slider: a night's sleep", CGSize(width: 280, height: 280), sleep),
                item("Wheels: Green selected", CGSize(width: 320, height: 216), picker),
                item("Calendar: the 17th chosen, decorated days", calendarSize, calendar),
            ]
        }
        return GalleryPage(
            id: id, title: "Increase Contrast",
            summary:
                "Every control with Increase Contrast on, light and dark: system blue, red, green, orange and the greys of tracks and fills take the high-contrast variants Apple lists (#0040DD for blue in light, #409CFF in dark); colours an app sets without such variants are drawn as set.",
            items: items)
    }
}
