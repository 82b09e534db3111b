#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// A ``Stepper`` in a `UIControl`.
    public final class StepperView: ControlHostView {
        /// The hosted stepper.
        public var stepper: Stepper { control as! Stepper }
        /// Makes a stepper view (a UIStepper-like one by default; `Stepper.quantity()` for the article's).
        public convenience init(stepper: Stepper = Stepper()) { self.init(control: stepper, frame: .zero) }
    }
#endif
