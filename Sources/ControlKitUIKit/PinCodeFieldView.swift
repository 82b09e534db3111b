#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// A ``PinCodeField`` in a `UIControl` that takes text from the keyboard (`UIKeyInput`).
    public final class PinCodeFieldView: ControlHostView, UIKeyInput {
        /// The hosted field.
        public var field: PinCodeField { control as! PinCodeField }
        /// Makes a PIN field view; a tap brings up the keyboard.
        public convenience init() {
            self.init(control: PinCodeField(), frame: .zero)
            addAction(UIAction { [weak self] _ in _ = self?.becomeFirstResponder() }, for: .touchUpInside)
        }

        public var keyboardType: UIKeyboardType = .numberPad
        public var hasText: Bool { field.hasText }
        public func insertText(_ text: String) { field.insertText(text) }
        public func deleteBackward() { field.deleteBackward() }
    }
#endif
