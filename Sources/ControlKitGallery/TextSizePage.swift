import ControlKit
import Foundation

/// Every control at iOS's largest accessibility text size, light and dark: the controls
/// without a UIKit twin grow their text and cells (to twice their size, the cap); the twins
/// of UIKit's slider, stepper and wheels keep their size, as UIKit's own do.
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

    static func picker() -> PickerView { large(PickerView(titles: [["Small", "Medium", "Large", "Extra large"]])) }

    public static var page: GalleryPage {
        let slider = CGSize(width: 320, height: rangeSlider().intrinsicContentSize.height)
        let field = pin().intrinsicContentSize
        let round = CGSize(width: 220, height: 220)
        let stepperSize = CGSize(width: 180, height: 32)
        let wheels = CGSize(width: 320, height: 216)
        var items: [GalleryItem] = []
        for dark in [false, true] {
            let style = dark ? "dark" : "light"
            func item<C: Control>(_ caption: String, _ size: CGSize, _ make: @escaping @MainActor () -> C) -> GalleryItem {
                dark ? .darkControl("\(caption), \(style)", size: size, make) : .control("\(caption), \(style)", size: size, make)
            }
            items += [
                item("Range slider: labels twice their size", slider, rangeSlider),
                item("PIN field: cells and digits twice their size", field, pin),
                item("Dial: larger labels, thinned out", round, dial),
                item("Stepper (UIStepper's twin): its size kept", stepperSize, stepper),
                item("Wheels (UIPickerView's twin): their size kept", wheels, picker),
            ]
        }
        return GalleryPage(
            id: id, title: "Largest text size",
            summary:
                "Every control at the largest accessibility text size, light and dark: the range slider, PIN field and dial grow their text and cells to twice their size; the twins of UIKit's controls keep theirs, as UIKit's do.",
            items: items)
    }
}
