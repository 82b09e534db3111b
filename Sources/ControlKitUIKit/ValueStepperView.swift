#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// `UIStepper`, drawn by ControlKit: the same API with UIKit's types, so a screen
    /// switches by renaming the class.
    ///
    /// Every member of `UIStepper` is here with its type (`Double` values, `UIImage`s per
    /// `UIControl.State`; checked against Apple's SDK by `scripts/ios-check.sh`). Each
    /// forwards to the hosted ``ValueStepper``, where the behaviour lives; ``stepper`` has
    /// what UIStepper lacks (a value label, colours). Events are `UIControl`'s:
    /// `.valueChanged` on each step (and each repeat while held, with ``autorepeat``).
    ///
    /// Images keep what UIKit gives them (``DrawingImage/init(_:symbolPointSize:)``):
    /// template images and symbols take the stepper's `tintColor`; resizable background
    /// images keep their caps.
    ///
    /// ```swift
    /// final class SettingsViewController: UIViewController {
    ///     let quantity = ValueStepperView()  // was: UIStepper()
    ///
    ///     override func viewDidLoad() {
    ///         super.viewDidLoad()
    ///         quantity.maximumValue = 10
    ///         quantity.setIncrementImage(UIImage(systemName: "plus.circle"), for: .normal)
    ///         quantity.addTarget(self, action: #selector(changed(_:)), for: .valueChanged)
    ///         view.addSubview(quantity)
    ///     }
    ///
    ///     @objc func changed(_ sender: ValueStepperView) { print(sender.value) }
    /// }
    /// ```
    open class ValueStepperView: ControlHostView {
        /// The hosted control, typed (no casts).
        public let stepper: ValueStepper

        /// Hosts `stepper` (a new one by default).
        public init(stepper: ValueStepper = ValueStepper(), frame: CGRect = .zero) {
            self.stepper = stepper
            super.init(control: stepper, frame: frame)
        }

        /// A new stepper with `frame`, as `UIStepper(frame:)`.
        public convenience init(frame: CGRect) { self.init(stepper: ValueStepper(), frame: frame) }

        /// A new stepper, as `UIStepper()`.
        public convenience init() { self.init(stepper: ValueStepper(), frame: .zero) }

        /// Decodes the view from a storyboard or nib with a new control; the inspectable
        /// properties are set afterwards, as Interface Builder's attributes.
        public required init?(coder: NSCoder) {
            let stepper = ValueStepper()
            self.stepper = stepper
            super.init(coder: coder, control: stepper)
        }

        // MARK: Interface Builder attributes (forwarded to the control)

        @IBInspectable open var minimumValue: Double {
            get { stepper.minimumValue }
            set { stepper.minimumValue = newValue }
        }
        @IBInspectable open var maximumValue: Double {
            get { stepper.maximumValue }
            set { stepper.maximumValue = newValue }
        }
        @IBInspectable open var value: Double {
            get { stepper.value }
            set { stepper.value = newValue }
        }
        @IBInspectable open var stepValue: Double {
            get { stepper.stepValue }
            set { stepper.stepValue = newValue }
        }
        @IBInspectable open var wraps: Bool {
            get { stepper.wraps }
            set { stepper.wraps = newValue }
        }
        @IBInspectable open var autorepeat: Bool {
            get { stepper.autorepeat }
            set { stepper.autorepeat = newValue }
        }
        @IBInspectable open var isContinuous: Bool {
            get { stepper.isContinuous }
            set { stepper.isContinuous = newValue }
        }
        @IBInspectable open var showsValueLabel: Bool {
            get { stepper.showsValueLabel }
            set { stepper.showsValueLabel = newValue }
        }

        // MARK: Images (UIStepper's)

        /// Sets the background image for `state`; each button is drawn with its own
        /// state's image (`.highlighted` while held, `.disabled` at its limit), falling back
        /// to `.normal`.
        open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
            stepper.setBackgroundImage(image.map { DrawingImage($0, symbolPointSize: stepper.font.size) }, for: Control.State(state))
        }
        /// The background image set for exactly `state`.
        open func backgroundImage(for state: UIControl.State) -> UIImage? { stepper.backgroundImage(for: Control.State(state))?.uiImage }

        /// Sets the image between the buttons for this pair of button states.
        open func setDividerImage(
            _ image: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State
        ) {
            stepper.setDividerImage(
                image.map { DrawingImage($0, symbolPointSize: stepper.font.size) }, forLeftSegmentState: Control.State(leftState),
                rightSegmentState: Control.State(rightState))
        }
        /// The divider image set for exactly this pair of button states.
        open func dividerImage(forLeftSegmentState state: UIControl.State, rightSegmentState rightState: UIControl.State) -> UIImage? {
            stepper.dividerImage(forLeftSegmentState: Control.State(state), rightSegmentState: Control.State(rightState))?.uiImage
        }

        /// Sets the + button's image for `state`; nil draws the default glyph.
        open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
            stepper.setIncrementImage(image.map { DrawingImage($0, symbolPointSize: stepper.font.size) }, for: Control.State(state))
        }
        /// The + image set for exactly `state`.
        open func incrementImage(for state: UIControl.State) -> UIImage? { stepper.incrementImage(for: Control.State(state))?.uiImage }

        /// Sets the − button's image for `state`; nil draws the default glyph.
        open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
            stepper.setDecrementImage(image.map { DrawingImage($0, symbolPointSize: stepper.font.size) }, for: Control.State(state))
        }
        /// The − image set for exactly `state`.
        open func decrementImage(for state: UIControl.State) -> UIImage? { stepper.decrementImage(for: Control.State(state))?.uiImage }
    }
#endif
