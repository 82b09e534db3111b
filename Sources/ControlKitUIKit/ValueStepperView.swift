#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// A ``ValueStepper`` in a `UIControl`.
    public final class ValueStepperView: ControlHostView {
        /// The hosted stepper.
        public var stepper: ValueStepper { control as! ValueStepper }
        /// Makes a stepper view (a UIStepper-like one by default; `ValueStepper.quantity()` for the article's).
        public convenience init(stepper: ValueStepper = ValueStepper()) { self.init(control: stepper, frame: .zero) }
    }
#endif
