import Foundation

/// Keyboard and accessibility: typing while editing, one element that never reads a
/// secure code.
extension PinCodeField {
    /// Characters type, Backspace deletes, Return and Escape end editing (``Control/keyDown(_:)``
    /// delivers keys only while editing, that is focused).
    func handlePinKey(_ key: Key) -> Bool {
        switch key {
        case .character(let c):
            insertText(String(c))
            return true
        case .backspace:
            deleteBackward()
            return true
        case .enter:
            sendActions(for: .editingDidEndOnExit)
            endEditing()
            return true
        case .escape:
            endEditing()
            return true
        default:
            return false
        }
    }

    /// "PIN code", reading the count entered (and the characters, spaced, when not secure).
    var pinAccessibilityElement: AccessibilityElement {
        let format = model.isNumeric ? "%1$ld of %2$ld digits entered" : "%1$ld of %2$ld characters entered"
        let count = localized(format, storage.count, length)
        let value = isSecureTextEntry || storage.isEmpty ? count : "\(storage.map(String.init).joined(separator: " ")), \(count)"
        return AccessibilityElement(
            id: "pin", label: localized("PIN code"), value: value, hint: isFocused ? nil : localized("Double-tap to enter the code"),
            traits: isEnabled ? .updatesFrequently : [.updatesFrequently, .notEnabled], frame: bounds)
    }
}
