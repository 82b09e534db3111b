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
        /// The hosted control, typed (no casts): a new one, or the one given to
        /// ``init(stepper:frame:)``.
        public private(set) var stepper: ValueStepper

        /// Typing began or ended while the view had the keyboard: the keyboard is swapped
        /// (the decimal pad, or none).
        open override func controlNeedsDisplay(_ control: Control) {
            super.controlNeedsDisplay(control)
            guard stepper.isEditingValueText != wasTyping else { return }
            wasTyping = stepper.isEditingValueText
            if isFirstResponder { reloadInputViews() }
        }

        /// Whether the value was being typed when last drawn.
        var wasTyping = false
        /// An empty input view: no software keyboard while the value is not typed.
        lazy var noKeyboard = UIView(frame: .zero)
        /// The iPad shortcuts bar's groups, kept while the empty keyboard hides them and
        /// given back when a value is typed.
        var keptShortcuts: (leading: [UIBarButtonItemGroup], trailing: [UIBarButtonItemGroup])?
        /// The bar with Done shown above the decimal pad while a value is typed.
        lazy var doneBar: UIToolbar = {
            let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            bar.items = [
                UIBarButtonItem(systemItem: .flexibleSpace),
                UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(doneTyping)),
            ]
            bar.sizeToFit()
            return bar
        }()

        /// A new stepper with `frame`, as `UIStepper(frame:)`. With ``init(coder:)``, the designated
        /// initializer, as on UIKit's controls, so a subclass overrides the two the UIKit way.
        public init(frame: CGRect) {
            let stepper = ValueStepper()
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

        /// A new stepper, made with `init(frame: .zero)`.
        public convenience init() { self.init(frame: .zero) }

        /// Hosts `stepper`, made and configured elsewhere. It runs
        /// `init(frame:)` first and then hosts it, so what a subclass's `init(frame:)` sets on
        /// the control it made is not carried over: configure the given control instead.
        public convenience init(stepper: ValueStepper, frame: CGRect = .zero) {
            self.init(frame: frame)
            self.stepper = stepper
            replaceControl(with: stepper)
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
        /// Whether the value label slides sideways to step, as GMStepper's, beyond
        /// `UIStepper` (``ControlKit/ValueStepper/allowsValueLabelDragging``).
        @IBInspectable open var allowsValueLabelDragging: Bool {
            get { stepper.allowsValueLabelDragging }
            set { stepper.allowsValueLabelDragging = newValue }
        }
        /// How far + moves the value (nil: ``stepValue``), beyond `UIStepper`
        /// (``ControlKit/ValueStepper/incrementStepValue``).
        open var incrementStepValue: Double? {
            get { stepper.incrementStepValue }
            set { stepper.incrementStepValue = newValue }
        }
        /// How far − moves the value (nil: ``stepValue``), beyond `UIStepper`
        /// (``ControlKit/ValueStepper/decrementStepValue``).
        open var decrementStepValue: Double? {
            get { stepper.decrementStepValue }
            set { stepper.decrementStepValue = newValue }
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
        /// Whether a tap on the value label types a value with the decimal pad
        /// (``ControlKit/ValueStepper/allowsValueTextEntry``).
        @IBInspectable open var allowsValueTextEntry: Bool {
            get { stepper.allowsValueTextEntry }
            set { stepper.allowsValueTextEntry = newValue }
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

    /// Typing a value (``ControlKit/ValueStepper/allowsValueTextEntry``): while the value is
    /// typed, the view takes text with the decimal pad and a Done bar; otherwise it shows no
    /// keyboard when it has keyboard focus (an empty `inputView`), as UIStepper does not.
    extension ValueStepperView: UIKeyInput {
        /// Whether text was typed.
        public var hasText: Bool { !(stepper.valueText ?? "").isEmpty }
        /// Types into the value text (filtered to a number by the stepper).
        public func insertText(_ text: String) {
            if text == "\n" { return doneTyping() }
            stepper.insertValueText(text)
        }
        /// Removes the last typed character.
        public func deleteBackward() { stepper.deleteValueTextBackward() }

        /// The decimal pad while typing; no keyboard otherwise.
        open override var inputView: UIView? {
            let shortcuts = inputAssistantItem
            if stepper.isEditingValueText {
                // Typing: the shortcuts (undo, redo, paste) back.
                if let kept = keptShortcuts {
                    shortcuts.leadingBarButtonGroups = kept.leading
                    shortcuts.trailingBarButtonGroups = kept.trailing
                    keptShortcuts = nil
                }
                return nil
            }
            // No shortcuts bar (iPad) over the empty keyboard either. Groups found there are
            // the app's (the ones kept before were cleared here): kept anew.
            if keptShortcuts == nil || !shortcuts.leadingBarButtonGroups.isEmpty || !shortcuts.trailingBarButtonGroups.isEmpty {
                keptShortcuts = (shortcuts.leadingBarButtonGroups, shortcuts.trailingBarButtonGroups)
            }
            shortcuts.leadingBarButtonGroups = []
            shortcuts.trailingBarButtonGroups = []
            return noKeyboard
        }

        /// A Done bar above the decimal pad (which has no Return key) that commits.
        open override var inputAccessoryView: UIView? { stepper.isEditingValueText ? doneBar : nil }

        /// Commits the typed value; refused text keeps editing (the stepper plays the error
        /// haptic), accepted text gives the keyboard back.
        @objc func doneTyping() {
            // Text that will be taken: resigning commits it (focus lost) and the keyboard
            // animates away; refused text is committed here so the stepper says so.
            let text = stepper.valueText ?? ""
            if text.isEmpty || stepper.value(forText: text) != nil {
                if isFirstResponder { _ = resignFirstResponder() } else { stepper.commitValueText() }
            } else {
                stepper.commitValueText()
            }
        }
    }

    extension ValueStepperView: UITextInputTraits {
        /// The decimal pad, or numbers and punctuation when the value may be negative (the
        /// iPhone's decimal pad has no minus key).
        public var keyboardType: UIKeyboardType {
            get { stepper.minimumValue < 0 ? .numbersAndPunctuation : .decimalPad }
            set {}
        }
        /// Values are not words.
        public var autocorrectionType: UITextAutocorrectionType {
            get { .no }
            set {}
        }
    }
#endif
