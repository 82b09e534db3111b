import ControlKit
import Foundation

/// Every control at iOS's largest accessibility text size, light and dark: the controls
/// without a UIKit twin grow their text and cells (to twice their size, the cap), and so does
/// a stepper's value label; the twins of UIKit's slider, stepper and wheels keep their
/// size, as UIKit's own do.
@MainActor
public enum TextSizePage: GalleryPageSource {
    public static let id = "text-size"

    /// iOS's largest accessibility size: the body style at 53 pt instead of 17.
    public static let largest: CGFloat = 53.0 / 17

    static func large<C: Control>(_ control: C) -> C {
        control.contentSizeScale = largest
        return control
    }

    public static func rangeSlider() -> RangeSlider {
        let slider = large(RangeSlider.outOfTen())
        slider.showsValueLabels = true
        return slider
    }

    public static func pin() -> PinCodeField { large(PinCodePage.field("27", focused: true)) }

    public static func dial() -> Dial { large(Dial()) }

    static func stepper() -> ValueStepper {
        let stepper = large(ValueStepper.quantity(maximum: 10))
        stepper.value = 2
        stepper.valueFormatter = { "\(Int($0)) cups" }
        return stepper
    }

    static func plainStepper() -> ValueStepper {
        let stepper = large(ValueStepper())
        stepper.value = 2
        return stepper
    }

    static func picker() -> PickerView { large(PickerView(titles: [["Small", "Medium", "Large", "Extra large"]])) }

    public static var page: GalleryPage {
        let slider = CGSize(width: 320, height: rangeSlider().intrinsicContentSize.height)
        let field = pin().intrinsicContentSize
        let round = CGSize(width: 220, height: 220)
        let stepperSize = stepper().intrinsicContentSize
        let plainStepperSize = CGSize(width: 94, height: 32)
        let wheels = CGSize(width: 320, height: 216)
        var items: [GalleryItem] = []
        for dark in [false, true] {
            items += [
                .control("Range slider: labels twice their size", size: slider, dark: dark, rangeSlider),
                .control("PIN field: cells and digits twice their size", size: field, dark: dark, pin),
                .control("Dial: larger labels, thinned out", size: round, dark: dark, dial),
                .control("Stepper with a value label: the label twice its size", size: stepperSize, dark: dark, stepper),
                .control("Stepper (UIStepper's twin, no label): its size kept", size: plainStepperSize, dark: dark, plainStepper),
                .control("Wheels (UIPickerView's twin): their size kept", size: wheels, dark: dark, picker),
            ]
        }
        return GalleryPage(
            id: id, title: "Largest text size",
            summary:
                "Every control at the largest accessibility text size, light and dark: the range slider, PIN field, dial and a stepper's value label grow their text and cells to twice their size; the twins of UIKit's controls keep theirs, as UIKit's do.",
            items: items)
    }
}
