#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// A ``PinCodeField`` in a `UIControl` that takes the keyboard (`UIKeyInput`): a tap
    /// begins editing, typing goes to the field, Return ends editing and gives the keyboard
    /// back.
    public final class PinCodeFieldView: ControlHostView, UIKeyInput {
        /// The hosted field, typed (no casts).
        public let field: PinCodeField

        /// Hosts `field` (a new one by default).
        public init(field: PinCodeField = PinCodeField(), frame: CGRect = .zero) {
            self.field = field
            super.init(control: field, frame: frame)
            addAction(UIAction { [weak self] _ in _ = self?.becomeFirstResponder() }, for: .touchUpInside)
        }

        @available(*, unavailable)
        public required init?(coder: NSCoder) { fatalError("PinCodeFieldView is made in code") }

        /// The number pad, as for any numeric code.
        public var keyboardType: UIKeyboardType = .numberPad
        /// Whether a character was entered.
        public var hasText: Bool { field.hasText }
        /// Types into the field (filtered and truncated by its rules).
        public func insertText(_ text: String) { field.insertText(text) }
        /// Deletes the last character.
        public func deleteBackward() { field.deleteBackward() }
    }
#endif
