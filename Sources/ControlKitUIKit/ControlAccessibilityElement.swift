#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// One of a hosted control's accessibility elements; its actions go back to the control.
    final class ControlAccessibilityElement: UIAccessibilityElement {
        weak var host: ControlHostView?
        var elementID = ""
        private var control: Control? { host?.control }

        /// Binds the element to the control's element `id`. Every text, trait, frame and
        /// action is read live from the host's control (below).
        func bind(to id: String, of host: ControlHostView) {
            self.host = host
            elementID = id
        }

        /// The custom actions the element offers now (a PIN field's Paste comes and goes
        /// with the pasteboard), kept while their names stay the same.
        private var keptActions: (names: [String], actions: [UIAccessibilityCustomAction]) = ([], [])

        nonisolated override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
            get {
                Self.onMainThread(otherwise: []) {
                    let names = current?.customActions ?? []
                    if names != keptActions.names {
                        let id = elementID
                        keptActions = (
                            names,
                            names.map { name in
                                UIAccessibilityCustomAction(name: name) { [weak control] _ in
                                    control?.performAccessibilityAction(.custom(name), on: id) ?? false
                                }
                            }
                        )
                    }
                    return keptActions.actions
                }
            }
            set {}
        }

        // Live: each read answers from the control's element as it is now
        // (Control.accessibilityElement(withID:)), so VoiceOver never reads an old value,
        // frame or state. UIKit reads these on the main thread.

        /// The element as it is now (nil once the control or the element is gone, and when
        /// asked off the main thread, where the control cannot be read).
        private nonisolated var current: AccessibilityElement? {
            Self.onMainThread(otherwise: nil) { host?.currentAccessibilityElement(withID: elementID) }
        }

        /// True while the control has this element. UIAccessibilityElement's documented
        /// default is false (only UIKit's controls default to true), and VoiceOver, Switch
        /// Control and Voice Control skip an element that says false.
        nonisolated override var isAccessibilityElement: Bool {
            get { Self.onMainThread(otherwise: true) { host?.currentAccessibilityElement(withID: elementID) != nil } }
            set {}
        }

        nonisolated override var accessibilityLabel: String? {
            get { current?.label }
            set {}
        }
        nonisolated override var accessibilityValue: String? {
            get { current?.value }
            set {}
        }
        nonisolated override var accessibilityHint: String? {
            get { current?.hint }
            set {}
        }
        nonisolated override var accessibilityTraits: UIAccessibilityTraits {
            get { Self.onMainThread(otherwise: UIAccessibilityTraits()) { ControlHostView.traits(of: current) } }
            set {}
        }
        /// The names Voice Control accepts: the core's (a part of a control named as a
        /// group answers to "Minimum" and "Price Minimum"); empty, UIKit's default, for the label.
        nonisolated override var accessibilityUserInputLabels: [String]! {
            get {
                Self.onMainThread(otherwise: []) { current?.userInputLabels ?? [] }
            }
            set {}
        }
        nonisolated override var accessibilityFrameInContainerSpace: CGRect {
            get { current?.frame ?? .zero }
            set {}
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
        /// ``onMainThread(_:)`` for a property read, which some code (a view-hierarchy
        /// capturing SDK) makes off the main thread: `fallback` there, instead of trapping.
        nonisolated static func onMainThread<T>(otherwise fallback: T, _ body: @MainActor () -> T) -> T {
            guard Thread.isMainThread else { return fallback }
            return onMainThread(body)
        }

        nonisolated static func onMainThread<T>(_ body: @MainActor () -> T) -> T {
            dispatchPrecondition(condition: .onQueue(.main))
            return withoutActuallyEscaping(body) { body in
                unsafeBitCast(body, to: (() -> T).self)()
            }
        }
    }
#endif
