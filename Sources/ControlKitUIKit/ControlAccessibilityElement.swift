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

        // UIKit declares the UIAccessibilityAction methods on NSObject without an isolation
        // (before iOS 17's SDK) and calls them on the main thread, as all of UIAccessibility.
        override func accessibilityIncrement() { perform(.increment) }
        override func accessibilityDecrement() { perform(.decrement) }
        override func accessibilityActivate() -> Bool { perform(.activate) }

        @discardableResult
        private nonisolated func perform(_ action: AccessibilityAction) -> Bool {
            Self.onMainThread { control?.performAccessibilityAction(action, on: elementID) ?? false }
        }

        /// Runs `body` on the main actor, where UIKit already is when it calls an accessibility
        /// action: `MainActor.assumeIsolated`'s check and call, written here because the
        /// concurrency library of the oldest SDKs the package supports does not have it.
        private nonisolated static func onMainThread<T>(_ body: @MainActor () -> T) -> T {
            dispatchPrecondition(condition: .onQueue(.main))
            return withoutActuallyEscaping(body) { body in
                unsafeBitCast(body, to: (() -> T).self)()
            }
        }
    }
#endif
