#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// A ``PinCodeField`` in a `UIControl` that takes the keyboard: a tap begins editing,
    /// typing goes to the field, Return ends editing and gives the keyboard back.
    ///
    /// The view is a `UITextInput`, the protocol Apple documents for custom views that take
    /// Password and one-time-code AutoFill (besides `UITextField` and `UITextView`), so with
    /// `.oneTimeCode` iOS offers a code from Messages and Mail above the number pad. Every
    /// answer comes from the field's text model: positions are character offsets, the
    /// selection is ``PinCodeField/selectedRange``, an edit is
    /// ``PinCodeField/replaceCharacters(in:with:)`` (filtered and truncated like typing) and
    /// the caret and text rectangles are the cells'. Marked text (a keyboard's composition)
    /// is entered as it is composed, since a code has no composed characters. Made in code
    /// or in Interface Builder (custom class `PinCodeFieldView`).
    ///
    /// ```swift
    /// let pin = PinCodeFieldView()
    /// pin.field.addAction(for: .primaryActionTriggered) { field in print("entered", field.text) }
    /// ```
    open class PinCodeFieldView: ControlHostView, UITextInput {
        /// The hosted field, typed (no casts): a new one, or the one given to
        /// ``init(field:frame:)``.
        public private(set) var field: PinCodeField

        /// A new field with `frame`. With ``init(coder:)``, the designated initializer, as on
        /// UIKit's controls, so a subclass overrides the two the UIKit way.
        public init(frame: CGRect) {
            let field = PinCodeField()
            self.field = field
            super.init(control: field, frame: frame)
            setUpField()
        }

        /// Decodes the view from a storyboard or nib with a new field.
        public required init?(coder: NSCoder) {
            let field = PinCodeField()
            self.field = field
            super.init(coder: coder, control: field)
            setUpField()
        }

        /// A new field, made with `init(frame: .zero)`.
        public convenience init() { self.init(frame: .zero) }

        /// Hosts `field`, made and configured elsewhere. It runs
        /// `init(frame:)` first and then hosts it, so what a subclass's `init(frame:)` sets on
        /// the control it made is not carried over: configure the given control instead.
        public convenience init(field: PinCodeField, frame: CGRect = .zero) {
            self.init(frame: frame)
            self.field = field
            replaceControl(with: field)
            bindField()
        }

        private func setUpField() {
            addAction(UIAction { [weak self] _ in _ = self?.becomeFirstResponder() }, for: .touchUpInside)
            bindField()
            pasteboardHasStrings = UIPasteboard.general.hasStrings
            for name in [UIPasteboard.changedNotification, UIApplication.didBecomeActiveNotification] {
                NotificationCenter.default.addObserver(self, selector: #selector(pasteboardMayHaveChanged), name: name, object: nil)
            }
            // A UIPasteControl (iOS 16) aimed at the field pastes text without the paste notice.
            pasteConfiguration = UIPasteConfiguration(forAccepting: NSString.self)
            addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(showEditMenu(_:))))
            if #available(iOS 16.0, *) {
                // The edit menu from the start, so a pointer's secondary click finds it too.
                let interaction = UIEditMenuInteraction(delegate: nil)
                addInteraction(interaction)
                editMenu = interaction
            }
        }

        /// Paste: the field's "Paste" (VoiceOver's action, the edit menu) reads the general
        /// pasteboard, only when asked (iOS shows its paste notice then, not before).
        private func bindField() {
            textTheKeyboardKnows = field.text
            field.pasteboardHasText = { [weak self] in self?.pasteboardHasStrings ?? false }
            field.pasteboardText = { UIPasteboard.general.string }  // only when pasting
        }

        /// `UIPasteboard.general.hasStrings` (which reads nothing and shows no paste notice),
        /// asked again only when the pasteboard may have changed: it is a question to another
        /// process, and VoiceOver reads the field's actions often.
        private var pasteboardHasStrings = false

        /// `UIPasteboard.changedNotification` comes on the thread that changed the
        /// pasteboard, which may not be the main one (an SDK writing it in the background):
        /// nonisolated, so Swift 6's isolation check cannot trap, and read on the main thread.
        @objc private nonisolated func pasteboardMayHaveChanged() {
            if Thread.isMainThread {
                ControlAccessibilityElement.onMainThread { pasteboardChanged() }
            } else {
                DispatchQueue.main.async { self.pasteboardChanged() }
            }
        }

        private func pasteboardChanged() {
            let has = UIPasteboard.general.hasStrings
            guard has != pasteboardHasStrings else { return }
            pasteboardHasStrings = has
            field.setNeedsDisplay()  // the Paste action comes or goes
        }

        /// A long press shows the edit menu with Paste, as a text field's does.
        @objc private func showEditMenu(_ recognizer: UILongPressGestureRecognizer) {
            guard recognizer.state == .began, field.isEnabled else { return }
            if !isFirstResponder { _ = becomeFirstResponder() }
            let point = recognizer.location(in: self)
            if #available(iOS 16.0, *) {
                let interaction: UIEditMenuInteraction
                if let kept = editMenu as? UIEditMenuInteraction {
                    interaction = kept
                } else {
                    interaction = UIEditMenuInteraction(delegate: nil)
                    addInteraction(interaction)
                    editMenu = interaction
                }
                interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: point))
            } else {
                UIMenuController.shared.showMenu(from: self, rect: CGRect(origin: point, size: .zero))
            }
        }

        /// The edit menu of iOS 16 and later (made at the first long press).
        private var editMenu: AnyObject?

        /// A view shown above the keyboard while the code is typed (nil, the default),
        /// settable as `UITextField`'s: the number pad has no Return key, so an app whose
        /// code may be shorter than the cells puts a bar with Done here. (Return on a
        /// keyboard that has one, software or hardware, ends editing.)
        open override var inputAccessoryView: UIView? {
            get { accessoryView }
            set {
                accessoryView = newValue
                if isFirstResponder { reloadInputViews() }
            }
        }
        private var accessoryView: UIView?

        /// Paste is offered while the pasteboard has text (the menu asks this).
        open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            if action == #selector(paste(_:)) { return field.isEnabled && UIPasteboard.general.hasStrings }
            return super.canPerformAction(action, withSender: sender)
        }

        /// Pastes the pasteboard's text by the field's rules (filtered, truncated, one change).
        /// The pasteboard is read now, whatever was last known of it (text copied on another
        /// device, or in another app beside this one, arrives without a notice).
        open override func paste(_ sender: Any?) {
            guard field.isEnabled, let text = UIPasteboard.general.string, !text.isEmpty else { return }
            field.paste(text)
        }

        /// Pastes what a `UIPasteControl` or a drop gives, by the field's rules (the first
        /// text among the items).
        /// A `UIPasteControl` is offered text only while the field takes it.
        open override func canPaste(_ itemProviders: [NSItemProvider]) -> Bool {
            field.isEnabled && itemProviders.contains { $0.canLoadObject(ofClass: NSString.self) }
        }

        open override func paste(itemProviders: [NSItemProvider]) {
            guard field.isEnabled, let provider = itemProviders.first(where: { $0.canLoadObject(ofClass: NSString.self) }) else { return }
            _ = provider.loadObject(ofClass: NSString.self) { [weak self] object, _ in
                guard let text = (object as? NSString).map(String.init) else { return }
                DispatchQueue.main.async { self?.field.paste(text) }  // told to the keyboard as any outside change
            }
        }

        /// Says the entered code is wrong after a check of the app's own (a server's answer):
        /// red cells, the error haptic and the shake (see ``PinCodeField/reject()``).
        open func reject() { field.reject() }

        // MARK: Interface Builder attributes (forwarded to the field)

        /// The number of cells (see ``PinCodeField/length``).
        @IBInspectable open var length: Int {
            get { field.length }
            set { field.length = newValue }
        }

        // MARK: Text input traits

        /// The number pad, as for any numeric code.
        public var keyboardType: UIKeyboardType = .numberPad
        /// `.oneTimeCode`: iOS offers a code that arrived by message above the keyboard.
        public var textContentType: UITextContentType! = .oneTimeCode
        /// Codes are not words: no autocorrection.
        public var autocorrectionType: UITextAutocorrectionType = .no
        /// Whether the cells show dots (the field's ``PinCodeField/isSecureTextEntry``), and
        /// the keyboard offers no suggestions. The cells are drawn by this view, not by a
        /// secure text field: a screenshot or a screen recording shows what they show (dots,
        /// and the last character for ``PinCodeField/revealDuration`` unless
        /// ``PinCodeField/revealsLastCharacter`` is off).
        @IBInspectable open var isSecureTextEntry: Bool {
            get { field.isSecureTextEntry }
            set { field.isSecureTextEntry = newValue }
        }

        // MARK: UIKeyInput

        /// Whether a character was entered.
        public var hasText: Bool { field.hasText }
        /// Types into the field in place of the selection (filtered and truncated by its rules).
        public func insertText(_ text: String) { keyboardEdit { field.insertText(text) } }
        /// Deletes the selection or the character before the caret.
        public func deleteBackward() { keyboardEdit { field.deleteBackward() } }

        // MARK: UITextInput: the field's text model, in UIKit's types

        /// The system's text observer (the keyboard, AutoFill), told of every edit.
        public weak var inputDelegate: (any UITextInputDelegate)?

        /// The text as the keyboard last knew it; while it makes an edit, the texts the field
        /// went through (the first is the keyboard's own, later ones a handler's).
        private var textTheKeyboardKnows = ""
        private var textsDuringKeyboardEdit: [String]?

        /// An edit the keyboard (the text system: typing, AutoFill, dictation) makes itself:
        /// it knows of it, so it is not told, unless a handler changed the text again meanwhile
        /// (a `primaryActionTriggered` handler that clears a rejected code).
        private func keyboardEdit(keepsMarkedText: Bool = false, _ change: () -> Void) {
            textsDuringKeyboardEdit = []
            change()
            let texts = textsDuringKeyboardEdit ?? []
            textsDuringKeyboardEdit = nil
            if !keepsMarkedText { markedRange = nil }
            if texts.count > 1 {
                tellTextSystem()
            } else {
                textTheKeyboardKnows = field.text
            }
        }

        /// A change the keyboard did not make (the edit menu's or VoiceOver's Paste, the app's
        /// `text`, a shorter `length`) is told to the text system, as UITextInput asks, so it
        /// does not go on from an old picture of the text.
        open override func controlNeedsDisplay(_ control: Control) {
            super.controlNeedsDisplay(control)
            if textsDuringKeyboardEdit != nil {
                if field.text != (textsDuringKeyboardEdit?.last ?? textTheKeyboardKnows) { textsDuringKeyboardEdit?.append(field.text) }
                return
            }
            if field.text != textTheKeyboardKnows { tellTextSystem() }
        }

        /// Tells the input delegate the text and selection are new (after the fact: the
        /// field's changes are not announced beforehand), so it reads them again.
        private func tellTextSystem() {
            markedRange = nil
            inputDelegate?.selectionWillChange(self)
            inputDelegate?.textWillChange(self)
            textTheKeyboardKnows = field.text
            inputDelegate?.textDidChange(self)
            inputDelegate?.selectionDidChange(self)
        }

        /// Characters and Backspace from a hardware keyboard go to the text system, which
        /// types them through `insertText(_:)` and `deleteBackward()` (so it knows of them);
        /// the other keys (Return, Escape) are the field's.
        open override func handlesKey(_ key: Key) -> Bool {
            switch key {
            case .character, .backspace: return false
            default: return true
            }
        }

        /// The characters at `range`, nil when it is not a range of this view.
        public func text(in range: UITextRange) -> String? {
            guard let range = range as? PinCodeTextRange else { return nil }
            return String(Array(field.text)[clamped(range.offsets)])
        }

        /// Replaces the characters at `range` by the field's rules (AutoFill writes a code so).
        public func replace(_ range: UITextRange, withText text: String) {
            guard let range = range as? PinCodeTextRange else { return }
            keyboardEdit { field.replaceCharacters(in: range.offsets, with: text) }
        }

        /// The field's selection; setting it selects characters for the next edit.
        public var selectedTextRange: UITextRange? {
            get { PinCodeTextRange(field.selectedRange) }
            set {
                guard let range = newValue as? PinCodeTextRange else { return }
                field.selectedRange = range.offsets
            }
        }

        /// The characters the keyboard is composing (entered as they come).
        private var markedRange: Range<Int>?
        public var markedTextRange: UITextRange? { markedRange.map { PinCodeTextRange(clamped($0)) } }
        public var markedTextStyle: [NSAttributedString.Key: Any]?

        /// Enters composed text in place of the text composed so far (or the selection).
        public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
            let target = markedRange.map(clamped) ?? field.selectedRange
            var inserted = 0..<0
            keyboardEdit(keepsMarkedText: true) { inserted = field.replaceCharacters(in: target, with: markedText ?? "") }
            markedRange = inserted.isEmpty ? nil : inserted
        }

        /// Ends composing; the composed characters stay.
        public func unmarkText() { markedRange = nil }

        public var beginningOfDocument: UITextPosition { PinCodeTextPosition(0) }
        public var endOfDocument: UITextPosition { PinCodeTextPosition(field.text.count) }

        public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
            guard let from = fromPosition as? PinCodeTextPosition, let to = toPosition as? PinCodeTextPosition else { return nil }
            return PinCodeTextRange(min(from.offset, to.offset)..<max(from.offset, to.offset))
        }

        public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
            guard let position = position as? PinCodeTextPosition else { return nil }
            let (moved, overflow) = position.offset.addingReportingOverflow(offset)
            return !overflow && (0...field.text.count).contains(moved) ? PinCodeTextPosition(moved) : nil
        }

        /// Codes read left to right in every layout direction (as the cells are drawn).
        public func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
            switch direction {
            case .right: return self.position(from: position, offset: offset)
            case .left: return self.position(from: position, offset: -offset)
            default: return position as? PinCodeTextPosition  // one line: up and down stay
            }
        }

        public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
            let a = (position as? PinCodeTextPosition)?.offset ?? 0, b = (other as? PinCodeTextPosition)?.offset ?? 0
            return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
        }

        public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
            ((toPosition as? PinCodeTextPosition)?.offset ?? 0) - ((from as? PinCodeTextPosition)?.offset ?? 0)
        }

        public lazy var tokenizer: any UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)

        public func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
            guard let range = range as? PinCodeTextRange else { return nil }
            return direction == .left || direction == .up ? range.start : range.end
        }

        public func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
            guard let position = position as? PinCodeTextPosition else { return nil }
            let offset = min(max(position.offset, 0), field.text.count)  // a position from before a deletion
            return direction == .left || direction == .up
                ? PinCodeTextRange(max(offset - 1, 0)..<offset) : PinCodeTextRange(offset..<min(offset + 1, field.text.count))
        }

        public func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
            .leftToRight
        }

        /// Codes are left to right whatever is asked.
        public func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}

        public func firstRect(for range: UITextRange) -> CGRect {
            guard let range = range as? PinCodeTextRange else { return .null }
            return field.textRect(forCharactersIn: range.offsets)
        }

        public func caretRect(for position: UITextPosition) -> CGRect {
            field.caretRect(atOffset: (position as? PinCodeTextPosition)?.offset ?? field.text.count)
        }

        /// No selection is drawn: the cells show the code.
        public func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }

        public func closestPosition(to point: CGPoint) -> UITextPosition? {
            PinCodeTextPosition(field.characterOffset(closestTo: point))
        }

        public func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
            guard let range = range as? PinCodeTextRange else { return nil }
            let offset = field.characterOffset(closestTo: point)
            return PinCodeTextPosition(min(max(offset, range.offsets.lowerBound), range.offsets.upperBound))
        }

        public func characterRange(at point: CGPoint) -> UITextRange? {
            let offset = field.characterOffset(closestTo: point)
            return PinCodeTextRange(offset..<min(offset + 1, field.text.count))
        }

        /// `range` within the text as it is now.
        private func clamped(_ range: Range<Int>) -> Range<Int> {
            let count = field.text.count
            let lower = min(max(range.lowerBound, 0), count)
            return lower..<min(max(range.upperBound, lower), count)
        }

        // MARK: Appearance, in UIKit's types

        /// The code entered so far (UITextField's `text`); setting it filters and truncates
        /// it by the field's rules.
        open var text: String? {
            get { field.text }
            set { field.text = newValue ?? "" }
        }
        /// The characters' font (scaled with Dynamic Type by the host).
        open var font: UIFont {
            get { UIFont(field.font) }
            set { field.font = DrawingFont(newValue) }
        }
        /// The characters' colour.
        open var textColor: UIColor {
            get { field.textColor.uiColor }
            set { field.textColor = DrawingColor(newValue) }
        }
        /// The cells' border colour.
        open var cellBorderColor: UIColor {
            get { field.cellBorderColor.uiColor }
            set { field.cellBorderColor = DrawingColor(newValue) }
        }
        /// How cells are drawn: boxes or underlines (``PinCodeField/cellStyle``).
        open var cellStyle: PinCodeField.CellStyle {
            get { field.cellStyle }
            set { field.cellStyle = newValue }
        }
        /// Characters shown in the empty cells, one per cell (``PinCodeField/placeholder``).
        @IBInspectable open var placeholder: String? {
            get { field.placeholder }
            set { field.placeholder = newValue }
        }
        /// The placeholder's colour.
        open var placeholderColor: UIColor {
            get { field.placeholderColor.uiColor }
            set { field.placeholderColor = DrawingColor(newValue) }
        }
        /// The glyph secure cells show (nil: a dot; ``PinCodeField/secureTextGlyph``).
        open var secureTextGlyph: Character? {
            get { field.secureTextGlyph }
            set { field.secureTextGlyph = newValue }
        }
        /// Draws each cell's background and border with Core Graphics instead of the
        /// ``cellStyle`` (the field draws the character on top; ``PinCodeField/cellDrawer``).
        open var cellDrawingHandler: (@MainActor (PinCodeField.Cell, CGContext) -> Void)? {
            didSet {
                guard let handler = cellDrawingHandler else { return field.cellDrawer = nil }
                field.cellDrawer = { cell, canvas in
                    // Under the dark style's colour resolver too; in a state of its own.
                    guard let context = (canvas.innermostCanvas as? CoreGraphicsCanvas)?.context else { return }
                    context.saveGState()
                    handler(cell, context)
                    context.restoreGState()
                }
            }
        }

        /// The cells' fill colour.
        open var cellFillColor: UIColor {
            get { field.cellFillColor.uiColor }
            set { field.cellFillColor = DrawingColor(newValue) }
        }
    }

    /// A place in a PIN field's text: a character offset.
    final class PinCodeTextPosition: UITextPosition {
        let offset: Int
        init(_ offset: Int) { self.offset = offset }
    }

    /// A run of a PIN field's characters, as offsets.
    final class PinCodeTextRange: UITextRange {
        let offsets: Range<Int>
        init(_ offsets: Range<Int>) { self.offsets = offsets }
        override var start: UITextPosition { PinCodeTextPosition(offsets.lowerBound) }
        override var end: UITextPosition { PinCodeTextPosition(offsets.upperBound) }
        override var isEmpty: Bool { offsets.isEmpty }
    }
#endif
