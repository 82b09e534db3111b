#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// A ``PinCodeField`` in a `UIControl` that takes the keyboard (`UIKeyInput`): a tap
    /// begins editing, typing goes to the field, Return ends editing and gives the keyboard
    /// back.
    ///
    /// The keyboard is the number pad, and the field offers codes from Messages and Mail
    /// as `.oneTimeCode` autofill (iOS fills the whole code in one `insertText(_:)`, which
    /// the field filters and truncates like any typing). Made in code or in Interface
    /// Builder (custom class `PinCodeFieldView`).
    ///
    /// ```swift
    /// let pin = PinCodeFieldView()
    /// pin.field.addAction(for: .primaryActionTriggered) { field in print("entered", field.text) }
    /// ```
    open class PinCodeFieldView: ControlHostView, UIKeyInput {
        /// The hosted field, typed (no casts).
        public let field: PinCodeField

        /// Hosts `field` (a new one by default).
        public init(field: PinCodeField = PinCodeField(), frame: CGRect = .zero) {
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

        private func setUpField() {
            addAction(UIAction { [weak self] _ in _ = self?.becomeFirstResponder() }, for: .touchUpInside)
            // Paste: the field's "Paste" (VoiceOver's action, the edit menu) reads the general
            // pasteboard, only when asked (iOS shows its paste notice then, not before).
            field.pasteboardHasText = { UIPasteboard.general.hasStrings }  // reads nothing, asks no one
            field.pasteboardText = { UIPasteboard.general.string }  // only when pasting
            addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(showEditMenu(_:))))
            if #available(iOS 16.0, *) {
                // The edit menu from the start, so a pointer's secondary click finds it too.
                let interaction = UIEditMenuInteraction(delegate: nil)
                addInteraction(interaction)
                editMenu = interaction
            }
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

        /// Paste is offered while the pasteboard has text (the menu asks this).
        open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            if action == #selector(paste(_:)) { return field.isEnabled && UIPasteboard.general.hasStrings }
            return super.canPerformAction(action, withSender: sender)
        }

        /// Pastes the pasteboard's text by the field's rules (filtered, truncated, one change).
        open override func paste(_ sender: Any?) { field.pasteFromPasteboard() }

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
        /// Whether the cells show dots (the field's ``PinCodeField/isSecureTextEntry``);
        /// iOS also keeps a secure field out of screen recordings and the QuickType bar's
        /// suggestions.
        @IBInspectable open var isSecureTextEntry: Bool {
            get { field.isSecureTextEntry }
            set { field.isSecureTextEntry = newValue }
        }

        // MARK: UIKeyInput

        /// Whether a character was entered.
        public var hasText: Bool { field.hasText }
        /// Types into the field (filtered and truncated by its rules).
        public func insertText(_ text: String) { field.insertText(text) }
        /// Deletes the last character.
        public func deleteBackward() { field.deleteBackward() }

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
        /// The cells' fill colour.
        open var cellFillColor: UIColor {
            get { field.cellFillColor.uiColor }
            set { field.cellFillColor = DrawingColor(newValue) }
        }
    }
#endif
