import Foundation

/// A field for a short secret code: one cell per character, styled entirely by state.
///
/// The PIN-code control of the state article. Text comes in through the shape of
/// `UIKeyInput` (``insertText(_:)``, ``deleteBackward()``, ``hasText``) and ``paste(_:)``,
/// by the rules of ``PinCodeModel``: filtered first (characters not in
/// ``allowedCharacters`` are dropped, never a crash), then truncated to the room left
/// ("12-34-56" into 6 cells is "123456"; "123456789" into 4 is "1234").
///
/// Three custom states are registered from Boolean properties: ``filled`` (every cell
/// has a character), ``valid`` and ``invalid`` (filled, and the ``validator`` accepts or
/// rejects the code, or ``reject()`` was called). They take bits 16, 17 and 18 of
/// ``Control/State/application``; an app's own states on a PIN field use bits 19–23. A
/// code the validator rejects still completes: `primaryActionTriggered` is sent for it as
/// for any full code, since the rule is advice shown to the user and the app decides. The cells' border, fill and text colours are set per state through
/// the state engine in `init`, so you restyle the field with the same call, no subclass:
///
/// ```swift
/// let pin = PinCodeField()
/// pin.isSecureTextEntry = true
/// pin.addAction(for: .primaryActionTriggered) { pin in verify(pin.text) }
/// pin.setValue(DrawingColor.systemPurple, for: pin, keyPath: \.cellBorderColor, when: .containing(all: .focused))
/// submit.isEnabled = false
/// pin.setValue(true, for: submit, keyPath: \.isEnabled, when: .containing(all: [PinCodeField.filled, PinCodeField.valid]))
/// ```
///
/// Events: `editingDidBegin`/`editingDidEnd` from ``beginEditing()``/``endEditing()``
/// (a tap begins editing), and for every change the user makes, `editingChanged` then
/// `valueChanged`, delivered after the new state is applied. Filling the last cell is
/// the field's primary action: `primaryActionTriggered` is sent exactly once each time
/// the user completes the code (after that change's `valueChanged`), the way a text
/// field sends it for Return. Setting ``text`` from code is filtered and truncated the
/// same way and sends nothing.
///
/// Security: the code never appears in ``description``, ``debugDescription``, the mirror
/// (`dump`) or, when ``isSecureTextEntry`` is on, in accessibility, which reads
/// "2 of 4 digits entered".
@MainActor
open class PinCodeField: Control, @preconcurrency CustomStringConvertible, @preconcurrency CustomDebugStringConvertible,
    @preconcurrency CustomReflectable
{
    /// Every cell holds a character.
    public nonisolated static let filled = State(rawValue: 1 << 16, name: "filled")
    /// Filled, and the validator accepts the code.
    public nonisolated static let valid = State(rawValue: 1 << 17, name: "valid")
    /// Filled, and the validator rejects the code.
    public nonisolated static let invalid = State(rawValue: 1 << 18, name: "invalid")

    /// Makes a four-digit field.
    public override init(bounds: CGRect = .zero) {
        super.init(bounds: bounds)
        register(PinCodeField.filled, forBoolKeyPath: \PinCodeField.isFilled)
        register(PinCodeField.valid, forBoolKeyPath: \PinCodeField.isValid)
        register(PinCodeField.invalid, forBoolKeyPath: \PinCodeField.isInvalid)
        installDefaultLooks()
    }

    // MARK: Content

    /// The text rules; ``length``, ``allowedCharacters`` and ``text`` read and write it.
    public internal(set) var model = PinCodeModel() {
        didSet { if model != oldValue { setNeedsDisplay() } }
    }

    /// The number of cells (default 4), 1...12; other values are ignored. Shortening
    /// it truncates the text (sending nothing).
    public var length: Int {
        get { model.length }
        set {
            guard newValue != model.length else { return }
            model.length = newValue
            stateFactorDidChange()
            setNeedsLayout()
        }
    }

    /// The characters accepted (default the ASCII digits 0–9). Changing it removes
    /// characters no longer allowed from the text (sending nothing).
    public var allowedCharacters: Set<Character> {
        get { model.allowedCharacters }
        set {
            model.allowedCharacters = newValue
            stateFactorDidChange()
        }
    }

    /// Decides whether a full code is acceptable; nil accepts every code. The default,
    /// ``rejectsWeakCodes(_:)``, refuses codes anyone would guess.
    public var validator: ((String) -> Bool)? = PinCodeField.rejectsWeakCodes {
        didSet {
            validation = nil
            stateFactorDidChange()
        }
    }

    /// The validator's verdict on the last full code (the state asks for it often).
    private var validation: (code: String, accepted: Bool)?

    private var fullCodeAccepted: Bool {
        if let validation, validation.code == storage { return validation.accepted }
        let accepted = validator?(storage) ?? true
        validation = (storage, accepted)
        return accepted
    }

    /// Whether the host's pasteboard has text, asked whenever a paste might be offered
    /// (the UIKit host answers with `UIPasteboard.general.hasStrings`, which reads nothing
    /// and shows no paste prompt); nil, the default, offers no paste.
    public var pasteboardHasText: (@MainActor () -> Bool)?

    /// The text on the host's pasteboard, read only when a paste is made (the UIKit host
    /// reads `UIPasteboard.general.string`, where iOS may ask the user). Pasting goes
    /// through ``paste(_:)``: filtered and truncated like typing, one change.
    public var pasteboardText: (@MainActor () -> String?)?

    /// The entered characters (the model's text).
    var storage: String { model.text }

    /// The code entered so far. Setting it filters and truncates like input and sends no
    /// event (not `primaryActionTriggered` either).
    public var text: String {
        get { model.text }
        set {
            stopReveal()
            selection = nil
            model.setText(newValue)
            stateFactorDidChange()
        }
    }

    /// The selection a host set (``selectedRange``); nil is the caret after the text.
    var selection: Range<Int>?

    /// Whether any character was entered (`UIKeyInput.hasText`).
    public var hasText: Bool { !storage.isEmpty }
    /// Whether every cell holds a character (the ``filled`` state).
    public var isFilled: Bool { model.isFilled }
    /// Filled and accepted by the validator, and not rejected since (the ``valid`` state).
    public var isValid: Bool { isFilled && fullCodeAccepted && rejectedCode != storage }
    /// Filled and rejected by the validator or by ``reject()`` (the ``invalid`` state).
    public var isInvalid: Bool { isFilled && (!fullCodeAccepted || rejectedCode == storage) }

    /// The code ``reject()`` was last called for; its rejection lasts while it is entered.
    var rejectedCode: String?

    /// The default validator: rejects codes of two or more digits that are all the same
    /// ("1111"), or that run up or down by one ("1234", "0123", "9876", "4321"), in any
    /// script's digits ("١١١١" is as weak as "1111"). Codes with other characters, and
    /// one-digit codes, pass.
    public nonisolated static func rejectsWeakCodes(_ code: String) -> Bool {
        let digits = code.compactMap { $0.isNumber ? $0.wholeNumberValue : nil }
        guard digits.count == code.count, digits.count >= 2 else { return true }
        let steps = zip(digits, digits.dropFirst()).map { $1 - $0 }
        if steps.allSatisfy({ $0 == 0 }) || steps.allSatisfy({ $0 == 1 }) || steps.allSatisfy({ $0 == -1 }) { return false }
        return true
    }

    // MARK: Secure entry

    /// Whether characters show as dots (default false).
    public var isSecureTextEntry = false { didSet { stopReveal(); setNeedsDisplay() } }
    /// Whether, in secure entry, the character just typed shows briefly (default true).
    public var revealsLastCharacter = true
    /// How long a typed character shows in secure entry, in seconds (default 1).
    public var revealDuration: TimeInterval = 1 {
        didSet { if !revealDuration.isFinite || revealDuration < 0 { revealDuration = oldValue } }
    }

    /// The index of the character shown in clear during secure entry, if any.
    public internal(set) var revealedIndex: Int? { didSet { if revealedIndex != oldValue { setNeedsDisplay() } } }
    var revealToken: ClockToken?

    func stopReveal() {
        revealToken?.cancel()
        revealToken = nil
        revealedIndex = nil
    }

    // MARK: Editing

    /// Whether the field is taking input (it has focus).
    public var isEditing: Bool { isFocused }

    // MARK: Looks (set per state by the engine; see installDefaultLooks)

    /// The cells' border colour (per state: grey, green when valid, red when invalid).
    public var cellBorderColor = DrawingColor(light: DrawingColor(white: 0.8), dark: DrawingColor(white: 0.35)) {
        didSet { setNeedsDisplay() }
    }
    /// The cells' fill.
    public var cellFillColor = DrawingColor.systemGray6 { didSet { setNeedsDisplay() } }
    /// The characters' (and dots') colour (per state: red when invalid, grey when disabled).
    /// The cell that takes the next character while editing is outlined in
    /// ``Control/tintColor``, with the caret.
    public var textColor = DrawingColor.label { didSet { setNeedsDisplay() } }
    /// The cells' border width.
    public var cellBorderWidth: CGFloat = 1.5 {
        didSet { if !cellBorderWidth.isFinite || cellBorderWidth < 0 { cellBorderWidth = oldValue }; setNeedsDisplay() }
    }
    /// A cell's size when there is room; cells shrink to fit narrower bounds. A size
    /// with a side that is not finite or not positive is ignored; sides above
    /// ``maximumCellMetric`` are clamped to it.
    public var cellSize = CGSize(width: 44, height: 52) {
        didSet {
            let ok = cellSize.width.isFinite && cellSize.height.isFinite && cellSize.width > 0 && cellSize.height > 0
            if !ok { cellSize = oldValue }
            let m = PinCodeField.maximumCellMetric
            if cellSize.width > m || cellSize.height > m {
                cellSize = CGSize(width: min(cellSize.width, m), height: min(cellSize.height, m))
            }
            setNeedsLayout()
            setNeedsDisplay()
        }
    }
    /// The largest cell side, spacing and corner radius (10,000 pt), so the intrinsic size
    /// of 12 cells stays finite.
    public nonisolated static let maximumCellMetric: CGFloat = 10_000

    /// The gap between cells; negative or non-finite values are ignored, values above
    /// ``maximumCellMetric`` clamped.
    public var cellSpacing: CGFloat = 10 {
        didSet {
            if !cellSpacing.isFinite || cellSpacing < 0 { cellSpacing = oldValue }
            if cellSpacing > PinCodeField.maximumCellMetric { cellSpacing = PinCodeField.maximumCellMetric }
            setNeedsLayout()
            setNeedsDisplay()
        }
    }
    /// The cells' corner radius; negative or non-finite values are ignored, values above
    /// ``maximumCellMetric`` clamped.
    public var cellCornerRadius: CGFloat = 10 {
        didSet {
            if !cellCornerRadius.isFinite || cellCornerRadius < 0 { cellCornerRadius = oldValue }
            if cellCornerRadius > PinCodeField.maximumCellMetric { cellCornerRadius = PinCodeField.maximumCellMetric }
            setNeedsDisplay()
        }
    }
    /// The characters' font.
    public var font = DrawingFont.monospacedDigitSystem(size: 24, weight: .semibold) { didSet { setNeedsDisplay() } }

    /// The horizontal offset of the shake played when the code turns out invalid.
    public internal(set) var shakeOffset: CGFloat = 0

    // MARK: Cell looks

    /// How a cell is drawn.
    public enum CellStyle: Hashable, Sendable {
        /// A rounded box, filled and outlined (the default).
        case box
        /// A line under each character, in the border colour, as many code screens draw it.
        case underline
    }

    /// How cells are drawn (default ``CellStyle/box``); ``cellDrawer`` replaces both.
    public var cellStyle = CellStyle.box { didSet { if cellStyle != oldValue { setNeedsDisplay() } } }

    /// Characters shown in the empty cells, one per cell ("000000", "YYMMDD"), in
    /// ``placeholderColor``; nil or a shorter text leaves cells empty. Never read aloud as the
    /// code: accessibility says how many characters are entered.
    public var placeholder: String? { didSet { if placeholder != oldValue { setNeedsDisplay() } } }

    /// The placeholder's colour (default: the system's tertiary label grey).
    public var placeholderColor = DrawingColor(light: DrawingColor(white: 0.24, alpha: 0.3), dark: DrawingColor(white: 0.92, alpha: 0.3)) {
        didSet { setNeedsDisplay() }
    }

    /// The glyph a secure cell shows instead of its character (`"*"`, `"•"`); nil (the
    /// default) draws a filled dot.
    public var secureTextGlyph: Character? { didSet { if secureTextGlyph != oldValue { setNeedsDisplay() } } }

    /// What ``cellDrawer`` is given for each cell, each time the field is drawn.
    public struct Cell: Sendable {
        /// The cell's position, 0 at the left.
        public var index: Int
        /// Its rectangle (control coordinates; the shake is applied to the canvas).
        public var rect: CGRect
        /// Whether a character is in it (the character itself is not given: a secure code
        /// stays inside the field).
        public var isFilled: Bool
        /// Whether the next character goes here and the field is editing.
        public var isActive: Bool
        /// The field's state (``PinCodeField/valid``, ``PinCodeField/invalid``,
        /// `.disabled`, `.focused`, …).
        public var state: State
    }

    /// Draws each cell's background and border instead of the ``cellStyle`` (the field
    /// still draws the character, dot or caret on top); nil, the default, uses the style.
    /// Called for every cell whenever the field is drawn, so keep it to drawing.
    ///
    /// ```swift
    /// pin.cellDrawer = { cell, canvas in
    ///     let colour: DrawingColor = cell.state.contains(PinCodeField.invalid) ? .systemRed : cell.isActive ? .systemBlue : .systemGray3
    ///     canvas.fill(DrawingPath(ellipseIn: cell.rect.insetBy(dx: 4, dy: 4)), with: .color(colour.withAlpha(0.2)))
    /// }
    /// ```
    public var cellDrawer: (@MainActor (Cell, DrawingCanvas) -> Void)? { didSet { setNeedsDisplay() } }
    var shakeToken: ClockToken?

    /// False: the cells show focus, not touch.
    open override var highlightsOnTouch: Bool { false }

    /// True: editing is typing, so its end (Return, a full code) gives the keyboard back.
    open override var resignsFocusWhenEditingEnds: Bool { true }

    /// The cells at their natural size and spacing, at the user's text size, with room on
    /// each side for the rejection's shake (``shakeAmplitude``), so a field laid out at this
    /// size never shakes its cells out of its bounds.
    open override var intrinsicContentSize: CGSize {
        let cell = drawnCellSize
        let cells = CGFloat(length) * cell.width + CGFloat(length - 1) * drawnCellSpacing
        return CGSize(width: cells + 2 * shakeAmplitude, height: cell.height)
    }

    /// How far the rejection's shake moves the cells each way: 10 pt at the user's text size.
    public var shakeAmplitude: CGFloat { 10 * effectiveContentSizeScale }

    /// True: a PIN field has no UIKit twin, so its digits and cells grow with the user's
    /// text size (up to ``Control/maximumContentSizeScale``).
    open override var scalesWithContentSize: Bool { true }

    // MARK: Safe descriptions

    /// Describes the field without the code.
    public var description: String {
        "PinCodeField(length: \(length), entered: \(storage.count), state: \(state))"
    }
    /// Describes the field without the code.
    public var debugDescription: String { description }
    /// A mirror without the code, so `dump` and debuggers do not show it.
    public var customMirror: Mirror {
        Mirror(self, children: ["length": length, "entered": storage.count, "isSecureTextEntry": isSecureTextEntry], displayStyle: .class)
    }

    // MARK: Overrides (the work is in the PinCodeField+… files)

    /// Accepts a touch while enabled; a tap begins editing.
    open override func beginTracking(_ touch: Touch) -> Bool { isEnabled }
    /// A tap (lifted inside) begins editing.
    open override func endTracking(_ touch: Touch?) {
        if let touch, bounds.contains(touch.location) { beginEditing() }
    }
    /// Draws the cells, characters or dots, and the caret.
    open override func draw(in canvas: DrawingCanvas) { drawCells(in: canvas) }
    /// Typing, Backspace, Return and Escape while editing.
    open override func handleKey(_ key: Key) -> Bool { handlePinKey(key) }
    /// One element reading how many characters are entered (never the code when secure).
    open override func makeAccessibilityElements() -> [AccessibilityElement] { [pinAccessibilityElement] }
    /// The "Paste" action (``pasteFromPasteboard()``), then the default actions.
    @discardableResult
    open override func performAccessibilityAction(_ action: AccessibilityAction, on id: String) -> Bool {
        performPinAction(action, on: id)
    }
    /// Redraws, sends editing events when focus changed, and plays the invalid feedback
    /// when the code turns invalid.
    open override func stateDidChange(from oldState: State) {
        super.stateDidChange(from: oldState)
        sendEditingEvents(from: oldState)
        if state.contains(PinCodeField.invalid) && !oldState.contains(PinCodeField.invalid) { playInvalidFeedback() }
    }
}
