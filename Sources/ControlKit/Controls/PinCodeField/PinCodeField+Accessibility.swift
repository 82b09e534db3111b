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

    /// "PIN code": a text entry whose value counts the characters entered (and spells
    /// them, spaced, when not secure) and whose text is bullets when secure.
    var pinAccessibilityElement: AccessibilityElement {
        let format = model.isNumeric ? "%1$ld of %2$ld digits entered" : "%1$ld of %2$ld characters entered"
        let count = localized(format, storage.count, length)
        let value = isSecureTextEntry || storage.isEmpty ? count : "\(storage.map(String.init).joined(separator: " ")), \(count)"
        let traits: AccessibilityElement.Traits = [.textEntry, .updatesFrequently]
        return AccessibilityElement(
            id: "pin", label: localized("PIN code"), value: value, hint: isFocused ? nil : localized("Double-tap to enter the code"),
            traits: isEnabled ? traits : traits.union(.notEnabled), frame: bounds,
            text: isSecureTextEntry ? String(repeating: "•", count: storage.count) : String(storage),
            isSecureTextEntry: isSecureTextEntry)
    }
}
