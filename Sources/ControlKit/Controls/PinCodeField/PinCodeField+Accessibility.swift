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
        var value = isSecureTextEntry || storage.isEmpty ? count : "\(storage.map(String.init).joined(separator: " ")), \(count)"
        if isInvalid { value += ", " + localized("Incorrect code") }
        let traits: AccessibilityElement.Traits = [.textEntry, .updatesFrequently]
        return AccessibilityElement(
            id: "pin", label: localized("PIN code"), value: value, hint: isFocused ? nil : localized("Double-tap to enter the code"),
            traits: isEnabled ? traits : traits.union(.notEnabled), frame: bounds,
            customActions: canPaste ? [pasteActionName] : [],
            text: isSecureTextEntry ? String(repeating: "•", count: storage.count) : String(storage),
            isSecureTextEntry: isSecureTextEntry)
    }

    /// The name of the assistive action that pastes ("Paste", in the field's locale),
    /// offered while ``pasteboardText`` has text and the field is enabled.
    public var pasteActionName: String { localized("Paste") }

    /// Whether a paste has something to paste: the host says its pasteboard has text
    /// (``pasteboardHasText``; the text itself is not read).
    public var canPaste: Bool { isEnabled && pasteboardText != nil && (pasteboardHasText?() ?? false) }

    /// Pastes the host's pasteboard text (``pasteboardText``, read now and only now) by
    /// ``paste(_:)``'s rules; returns whether there was text. The assistive "Paste" action
    /// and a host's edit menu both come here.
    @discardableResult
    public func pasteFromPasteboard() -> Bool {
        guard canPaste, let text = pasteboardText?(), !text.isEmpty else { return false }
        paste(text)
        return true
    }

    func performPinAction(_ action: AccessibilityAction, on id: String) -> Bool {
        if case .custom(let name) = action, name == pasteActionName { return pasteFromPasteboard() }
        return super.performAccessibilityAction(action, on: id)
    }
}
