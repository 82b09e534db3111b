#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// A ``ValueStepper`` in a `UIControl`: a stepper for UIKit screens, sending the core's events
    /// as `UIControl.Event`s (target-action, `UIAction`).
    public final class ValueStepperView: ControlHostView {
        /// The hosted stepper, typed (no casts).
        public let stepper: ValueStepper

        /// Hosts `stepper` (a new one by default).
        public init(stepper: ValueStepper = ValueStepper(), frame: CGRect = .zero) {
            self.stepper = stepper
            super.init(control: stepper, frame: frame)
        }

        @available(*, unavailable)
        public required init?(coder: NSCoder) { fatalError("ValueStepperView is made in code") }
    }
#endif
