#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// One of a hosted control's accessibility elements; its actions go back to the control.
    final class ControlAccessibilityElement: UIAccessibilityElement {
        weak var control: Control?
        var elementID = ""

        /// Takes the element's current texts, traits, frame and custom actions.
        func update(from element: AccessibilityElement, of control: Control) {
            self.control = control
            elementID = element.id
            accessibilityLabel = element.label
            accessibilityValue = element.value
            accessibilityHint = element.hint
            accessibilityFrameInContainerSpace = element.frame
            accessibilityTraits = ControlHostView.traits(element.traits)
            let id = element.id
            accessibilityCustomActions = element.customActions.map { name in
                UIAccessibilityCustomAction(name: name) { [weak control] _ in
                    control?.performAccessibilityAction(.custom(name), on: id) ?? false
                }
            }
        }

        override func accessibilityIncrement() { control?.performAccessibilityAction(.increment, on: elementID) }
        override func accessibilityDecrement() { control?.performAccessibilityAction(.decrement, on: elementID) }
        override func accessibilityActivate() -> Bool { control?.performAccessibilityAction(.activate, on: elementID) ?? false }
    }
#endif
