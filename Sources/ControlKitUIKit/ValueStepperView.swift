#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// A ``ValueStepper`` in a `UIControl`: a stepper for UIKit screens, sending the core's events
    /// as `UIControl.Event`s (target-action, `UIAction`).
    ///
    /// Made in code or in Interface Builder (set a view's custom class to `ValueStepperView`; the
    /// inspectable properties below appear in the Attributes inspector and forward to
    /// ``stepper``). Everything else is set on ``stepper``.
    ///
    /// ```swift
    /// final class SettingsViewController: UIViewController {
    ///     let quantity = ValueStepperView()
    ///
    ///     override func viewDidLoad() {
    ///         super.viewDidLoad()
    ///         quantity.addTarget(self, action: #selector(changed(_:)), for: .valueChanged)
    ///         view.addSubview(quantity)
    ///     }
    ///
    ///     @objc func changed(_ sender: ValueStepperView) { print(sender.value) }
    /// }
    /// ```
    public final class ValueStepperView: ControlHostView {
        /// The hosted control, typed (no casts).
        public let stepper: ValueStepper

        /// Hosts `stepper` (a new one by default).
        public init(stepper: ValueStepper = ValueStepper(), frame: CGRect = .zero) {
            self.stepper = stepper
            super.init(control: stepper, frame: frame)
        }

        /// Decodes the view from a storyboard or nib with a new control; the inspectable
        /// properties are set afterwards, as Interface Builder's attributes.
        public required init?(coder: NSCoder) {
            let stepper = ValueStepper()
            self.stepper = stepper
            super.init(coder: coder, control: stepper)
        }

        // MARK: Interface Builder attributes (forwarded to the control)

        @IBInspectable public var minimumValue: Double {
            get { stepper.minimumValue }
            set { stepper.minimumValue = newValue }
        }
        @IBInspectable public var maximumValue: Double {
            get { stepper.maximumValue }
            set { stepper.maximumValue = newValue }
        }
        @IBInspectable public var value: Double {
            get { stepper.value }
            set { stepper.value = newValue }
        }
        @IBInspectable public var stepValue: Double {
            get { stepper.stepValue }
            set { stepper.stepValue = newValue }
        }
        @IBInspectable public var wraps: Bool {
            get { stepper.wraps }
            set { stepper.wraps = newValue }
        }
        @IBInspectable public var autorepeat: Bool {
            get { stepper.autorepeat }
            set { stepper.autorepeat = newValue }
        }
        @IBInspectable public var isContinuous: Bool {
            get { stepper.isContinuous }
            set { stepper.isContinuous = newValue }
        }
        @IBInspectable public var showsValueLabel: Bool {
            get { stepper.showsValueLabel }
            set { stepper.showsValueLabel = newValue }
        }
    }
#endif
