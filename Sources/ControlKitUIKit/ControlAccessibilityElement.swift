#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// One of a hosted control's accessibility elements; its actions go back to the control.
    final class ControlAccessibilityElement: UIAccessibilityElement {
        weak var control: Control?
        var elementID = ""

        override func accessibilityIncrement() { control?.performAccessibilityAction(.increment, on: elementID) }
        override func accessibilityDecrement() { control?.performAccessibilityAction(.decrement, on: elementID) }
        override func accessibilityActivate() -> Bool { control?.performAccessibilityAction(.activate, on: elementID) ?? false }
    }
#endif
