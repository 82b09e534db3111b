import Foundation

/// Hears about a ``ValueStepper``'s value changes: the article's "output".
@MainActor
public protocol ValueStepperDelegate: AnyObject {
    /// The user changed the value (sent together with `valueChanged`).
    func stepper(_ stepper: ValueStepper, didChangeValue value: Double)
}

/// A − / value / + stepper with all of `UIStepper`: limits, steps, wrapping, autorepeat.
///
/// The coffee-shop stepper of the reference article (a − button, a value label and a +
/// button) and `UIStepper` in one control, drawn in code.
///
/// - **Values** follow ``StepperModel``: UIStepper's defaults (0, 0...100, step 1),
///   decimal-exact steps from the minimum, an increment that would overshoot lands on
///   the maximum; with ``wraps`` a step that would pass a limit goes to the opposite
///   limit (UIStepper's rule). Values set from outside (``value``, the article's "input")
///   are clamped and send nothing.
/// - **Pressing** a button steps at once; holding it repeats (``autorepeat``) faster the
///   longer it is held: see ``autorepeatTime(ofRepeat:)``. Sliding off the control stops
///   repeating. A button at its limit (without wrapping) looks disabled and ignores taps.
///   With ``allowsValueLabelDragging`` the label slides sideways too and steps at its
///   edges, as GMStepper's.
/// - **Telling the owner**: `valueChanged` target-action, as every control, and the
///   article's ``delegate`` (``ValueStepperDelegate/stepper(_:didChangeValue:)``), each once
///   per change, in that order. With ``isContinuous`` false they come once at release
///   instead of on every repeat. A press changes the value in the tracking hook, so, as
///   with UIStepper, `valueChanged` comes before the press's `touchDown`.
/// - **Label**: ``showsValueLabel`` shows the value between the buttons through
///   ``valueFormatter`` ("2 cups").
/// - **Feedback**: a selection haptic per step, a medium impact when a limit is reached;
///   one adjustable accessibility element plus the two buttons; arrow keys, Home/End and
///   +/− while focused.
///
/// ```swift
/// let cups = ValueStepper.quantity()                 // starts at 1, never below 1
/// cups.showsValueLabel = true
/// cups.valueFormatter = { "\(Int($0)) cup\($0 == 1 ? "" : "s")" }
/// cups.delegate = self
/// ```
@MainActor
open class ValueStepper: Control, SteppedValueControl {
    /// One of the two buttons, UIStepper's segments (named so as not to shadow the
    /// ``ActionButton`` control).
    public enum Segment: Hashable, Sendable { case decrement, increment }

    /// The value math.
    public internal(set) var model = StepperModel()

    /// Makes a stepper with UIStepper's defaults.
    public override init(bounds: CGRect = .zero) {
        super.init(bounds: bounds)
    }

    /// The article's preset: a quantity from 1 (never below) up to `maximum`, step 1,
    /// showing its value, sized to fit (``Control/sizeToFit()``), so it works at once.
    public static func quantity(maximum: Double = 99) -> ValueStepper {
        let stepper = ValueStepper()
        stepper.minimumValue = 1
        stepper.maximumValue = maximum
        stepper.value = 1
        stepper.showsValueLabel = true
        stepper.sizeToFit()
        return stepper
    }

    // MARK: Values

    /// The value (default 0). Setting it clamps and snaps it and sends nothing.
    public var value: Double {
        get { model.value }
        set { updateModel { $0.setValue(newValue) } }
    }

    /// Whether stepping past a limit goes to the opposite limit (default false).
    public var wraps: Bool {
        get { model.wraps }
        set { updateModel { $0.wraps = newValue } }
    }

    /// How far + moves the value (nil, the default: to the next point of ``stepValue``'s
    /// grid), as KWStepper's `incrementStepValue`: a bid that rises by 10 and falls by 1.
    /// Taps, repeats, keys and VoiceOver all step by it; the limits and ``wraps`` rule as
    /// for any step. A value it reaches stays as it is, off the grid if it falls there
    /// (see ``StepperModel``). 0, negative and non-finite amounts are ignored.
    ///
    /// ```swift
    /// bid.stepValue = 1
    /// bid.incrementStepValue = 10   // + adds 10, − takes 1 away
    /// ```
    public var incrementStepValue: Double? {
        get { model.incrementStepValue }
        set { updateModel { $0.incrementStepValue = newValue } }
    }

    /// How far − moves the value (nil, the default: to the previous point of
    /// ``stepValue``'s grid). The rules of ``incrementStepValue`` apply.
    public var decrementStepValue: Double? {
        get { model.decrementStepValue }
        set { updateModel { $0.decrementStepValue = newValue } }
    }

    /// Whether holding a button repeats (default true).
    public var autorepeat = true

    /// Whether the owner hears of every step while a button is held (true, default) or
    /// once when it is released.
    public var isContinuous = true

    /// Told once per change the user makes (held weakly).
    public weak var delegate: (any ValueStepperDelegate)?

    /// Changes the model in one step as a programmatic change (no event): stops an
    /// animation, redraws.
    public func updateModel(_ change: (inout StepperModel) -> Void) {
        var copy = model
        change(&copy)
        guard copy != model else { return }
        model = copy
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: Press state (see ValueStepper+Tracking.swift)

    /// The button being held, if any.
    public internal(set) var pressedButton: Segment? {
        didSet { if pressedButton != oldValue { setNeedsDisplay() } }
    }
    var repeatToken: ClockToken?
    var repeatCount = 0
    var pressStart: TimeInterval = 0
    var valueAtPress = 0.0
    var pendingChange = false

    // MARK: Appearance

    /// Whether a tap on the value label edits the value as text (default false; needs
    /// ``showsValueLabel``). Typing, Return and Escape work from the keyboard; see
    /// ``beginValueTextEditing()``.
    public var allowsValueTextEntry = false {
        didSet { if !allowsValueTextEntry { cancelValueTextEditing() } }
    }

    /// Whether the value label can be dragged sideways to step, as GMStepper's sliding
    /// label (default false; needs ``showsValueLabel``).
    ///
    /// The label follows the finger up to ``valueLabelSlideDistance`` either way; at that
    /// edge it steps once towards the button it moves to (highlighted as if held), and,
    /// with ``autorepeat``, repeats on the held button's timeline while it stays there.
    /// Moving back off the edge stops the repeats; lifting the finger slides the label
    /// back (at once under Reduce Motion). The finger may leave the control. With
    /// ``allowsValueTextEntry`` as well, a tap on the label still types a value. Inside a
    /// scroll view, a sideways drag that starts on the label stays the stepper's.
    ///
    /// ```swift
    /// let cups = ValueStepper.quantity()
    /// cups.allowsValueLabelDragging = true
    /// ```
    public var allowsValueLabelDragging = false {
        didSet { if !allowsValueLabelDragging { endLabelDrag() } }
    }

    /// How far the value label is slid from the middle now (while dragged, or sliding
    /// back), in points: positive towards the right.
    public internal(set) var valueLabelOffset: CGFloat = 0
    var labelDrag: LabelDrag?
    var labelReturnToken: ClockToken?

    /// The typed text while the value is edited as text.
    var editedText: String?
    /// Whether the typed text was just refused (drawn red until it changes).
    var valueTextRefused = false

    /// Whether the value is shown between the buttons (default false: UIStepper's look).
    public var showsValueLabel = false {
        didSet {
            if showsValueLabel != oldValue { setNeedsLayout(); setNeedsDisplay() }
            if !showsValueLabel {
                cancelValueTextEditing()
                endLabelDrag()
            }
        }
    }

    /// Turns the value into the label's text and the accessibility value. The default
    /// shows up to two decimals without trailing zeros.
    public var valueFormatter: (Double) -> String = ValueFormat.plain {
        didSet { setNeedsLayout(); setNeedsDisplay() }
    }

    /// The label's font.
    public var font = DrawingFont.monospacedDigitSystem(size: 17, weight: .medium) { didSet { setNeedsLayout(); setNeedsDisplay() } }
    /// The label's colour.
    public var textColor = DrawingColor.label { didSet { setNeedsDisplay() } }
    /// The rounded background's fill (iOS's tertiary fill on white by default).
    public var backgroundColor: DrawingColor = .tertiarySystemFill {
        didSet { setNeedsDisplay() }
    }
    /// The background's corner radius (default 8, as UIStepper).
    public var cornerRadius: CGFloat = 8 {
        didSet { if !cornerRadius.isFinite || cornerRadius < 0 { cornerRadius = oldValue }; setNeedsDisplay() }
    }
    /// The colour of the thin lines between the parts; nil draws none.
    public var dividerColor: DrawingColor? = DrawingColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29) {
        didSet { setNeedsDisplay() }
    }
    /// The default glyphs' colour; disabled glyphs draw it at 30 % opacity.
    public var glyphColor = DrawingColor.label { didSet { setNeedsDisplay() } }

    var incrementImages = StateValues<DrawingImage?>(normal: nil)
    var decrementImages = StateValues<DrawingImage?>(normal: nil)

    /// Sets the + image for a button state (`.normal`, `.highlighted` when held,
    /// `.disabled` at the limit); falls back to `.normal`, then to the drawn glyph.
    public func setIncrementImage(_ image: DrawingImage?, for state: State) {
        incrementImages[state] = image
        setNeedsDisplay()
    }
    /// Sets the − image for a button state.
    public func setDecrementImage(_ image: DrawingImage?, for state: State) {
        decrementImages[state] = image
        setNeedsDisplay()
    }
    /// The + image set for exactly `state`.
    public func incrementImage(for state: State) -> DrawingImage? { incrementImages[state] ?? nil }
    /// The − image set for exactly `state`.
    public func decrementImage(for state: State) -> DrawingImage? { decrementImages[state] ?? nil }

    var backgroundImages = StateValues<DrawingImage?>(normal: nil)
    var dividerImages: [DividerKey: DrawingImage] = [:]

    struct DividerKey: Hashable {
        var left: State.RawValue
        var right: State.RawValue
    }

    /// Sets the background image for a state (UIStepper's `setBackgroundImage(_:for:)`).
    ///
    /// Each part is drawn with the image of its own state (a held button with its
    /// `.highlighted` image, a button at its limit with `.disabled`), falling back to
    /// `.normal`; with no image the rounded ``backgroundColor`` is drawn. Make the image
    /// resizable (``DrawingImage/withCapInsets(_:)``) to keep its corners.
    public func setBackgroundImage(_ image: DrawingImage?, for state: State) {
        backgroundImages[state] = image
        setNeedsDisplay()
    }
    /// The background image set for exactly `state`.
    public func backgroundImage(for state: State) -> DrawingImage? { backgroundImages[state] ?? nil }

    /// Sets the image drawn between the two buttons when the left one is in `leftState`
    /// and the right one in `rightState` (UIStepper's `setDividerImage`); the
    /// `.normal`/`.normal` image stands in for pairs without one. It replaces the
    /// ``dividerColor`` line, centred on the boundary at its own size.
    public func setDividerImage(_ image: DrawingImage?, forLeftSegmentState leftState: State, rightSegmentState rightState: State) {
        dividerImages[DividerKey(left: leftState.rawValue, right: rightState.rawValue)] = image
        setNeedsDisplay()
    }
    /// The divider image set for exactly this pair of states.
    public func dividerImage(forLeftSegmentState leftState: State, rightSegmentState rightState: State) -> DrawingImage? {
        dividerImages[DividerKey(left: leftState.rawValue, right: rightState.rawValue)]
    }

    /// The divider image drawn for the buttons' current states.
    var currentDividerImage: DrawingImage? {
        guard !dividerImages.isEmpty else { return nil }
        let decrementOnLeft = rect(for: .decrement).midX < rect(for: .increment).midX
        let left = state(of: decrementOnLeft ? .decrement : .increment)
        let right = state(of: decrementOnLeft ? .increment : .decrement)
        return dividerImage(forLeftSegmentState: left, rightSegmentState: right)
            ?? dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal)
    }

    /// The state of one button: disabled at its limit or when the control is disabled,
    /// highlighted while held, otherwise normal.
    public func state(of button: Segment) -> State {
        let enabled = isEnabled && (button == .increment ? model.canIncrement : model.canDecrement)
        if !enabled { return .disabled }
        return pressedButton == button ? .highlighted : .normal
    }

    /// False: the control highlights itself only while a thumb or button is held.
    open override var highlightsOnTouch: Bool { false }

    /// True: its editing is typing a value, so committing it gives the keyboard back.
    open override var resignsFocusWhenEditingEnds: Bool { true }

    /// The natural size: UIKit's height for the control, any length.
    open override var intrinsicContentSize: CGSize {
        guard showsValueLabel else { return CGSize(width: 94, height: 32) }
        // A larger text size needs a taller label: its line plus UIStepper's margins.
        let line = textMeasurer.size(of: "0", font: drawnFont).height
        return CGSize(width: 2 * ValueStepper.buttonWidth + labelWidth, height: max(32, (line + 10).rounded(.up)))
    }

    /// With its value label shown (the article's stepper, which UIKit does not have), the
    /// label follows the text size, as a `UILabel` with Dynamic Type does; the plain
    /// `UIStepper` twin keeps UIStepper's size at every text size.
    open override var scalesWithContentSize: Bool { showsValueLabel }

    // MARK: Overrides (the work is in the ValueStepper+… files)

    /// Presses the button under the touch: one step at once, then autorepeat.
    open override func beginTracking(_ touch: Touch) -> Bool {
        if startsLabelDrag(at: touch.location) {
            beginLabelDrag(touch)
            return true
        }
        if allowsValueTextEntry, showsValueLabel, isEnabled, labelRect.contains(touch.location) {
            return true  // a tap on the label: editing begins when it is lifted inside
        }
        // A button pressed while a value is typed: the typed value first (or, refused, dropped).
        if isEditingValueText, [Segment.decrement, .increment].contains(where: { rect(for: $0).contains(touch.location) }) {
            if !commitValueText(feedback: false) { cancelValueTextEditing() }
        }
        return beginPress(touch)
    }
    /// Sliding off the control stops the press and its repeating.
    open override func continueTracking(_ touch: Touch) -> Bool {
        guard labelDrag == nil else {
            continueLabelDrag(touch)
            return true
        }
        return continuePress(touch)
    }
    /// Ends the press, sending a pending change when not continuous.
    open override func endTracking(_ touch: Touch?) {
        if labelDrag != nil {
            let tapped = endLabelDrag()
            if tapped, let touch, allowsValueTextEntry, labelRect.contains(touch.location) { beginValueTextEditing() }
            return
        }
        if pressedButton == nil, let touch, allowsValueTextEntry, labelRect.contains(touch.location) {
            beginValueTextEditing()
            return
        }
        endPress()
    }
    /// Ends the press like a release; the value stays.
    open override func cancelTracking() {
        if labelDrag != nil { endLabelDrag() } else { endPress() }
    }
    /// A sideways drag that starts on a draggable label (``allowsValueLabelDragging``).
    open override func ownsDrag(from start: CGPoint, translation: CGSize) -> Bool {
        ownsLabelDrag(from: start, translation: translation)
    }
    /// Draws the buttons, divider and label from the current value and state.
    open override func draw(in canvas: DrawingCanvas) { drawStepper(in: canvas) }
    /// One adjustable element (`"stepper"`) and the two buttons (`"decrement"`, `"increment"`).
    open override func makeAccessibilityElements() -> [AccessibilityElement] { stepperAccessibilityElements }
    /// Buttons' activate and the custom actions; increment/decrement through ``adjust(_:element:)``.
    @discardableResult
    open override func performAccessibilityAction(_ action: AccessibilityAction, on id: String) -> Bool {
        performStepperAction(action, on: id)
    }
    /// "+" and "−" besides the shared arrows, Home and End.
    open override func handleKey(_ key: Key) -> Bool {
        isEditingValueText ? handleValueTextKey(key) || handleStepperKey(key) : handleStepperKey(key)
    }
    /// Leaving while the value is typed commits it.
    open override func stateDidChange(from oldState: State) {
        super.stateDidChange(from: oldState)
        valueTextFocusDidChange(from: oldState)
    }
    /// The `"stepper"` element.
    open override var keyboardElementID: String? { "stepper" }
    /// Steps (increment/decrement) or goes to a limit, as a user change.
    @discardableResult
    open override func adjust(_ adjustment: Adjustment, element id: String) -> Bool { adjustStepper(adjustment, element: id) }
    /// Sets the value from a screen reader (clamped and snapped by the model).
    @discardableResult
    open override func adjust(to value: Double, element id: String) -> Bool { setStepperValue(value, element: id) }
}
