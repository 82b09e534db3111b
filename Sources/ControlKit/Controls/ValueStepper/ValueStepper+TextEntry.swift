import Foundation

/// Typing a value (GMStepper's and ValueStepper's most-asked feature): with the value label
/// shown and ``ValueStepper/allowsValueTextEntry`` on, a tap on the label edits the value as
/// text; Return or leaving commits it through the stepper's limits and step, and text that
/// is not a value within the limits is refused, never clamped silently.
extension ValueStepper {
    /// The text being typed while the value is edited as text; nil when it is not.
    public var valueText: String? { editedText }

    /// Whether the value is being edited as text.
    public var isEditingValueText: Bool { editedText != nil }

    /// Starts editing the value as text (what a tap on the label does): the label empties,
    /// showing the value faded as a placeholder, and the stepper takes the keyboard
    /// (focus, so a host shows its numeric keyboard). Nothing when disabled, without the
    /// label, or when ``allowsValueTextEntry`` is off.
    public func beginValueTextEditing() {
        guard isEnabled, showsValueLabel, allowsValueTextEntry, editedText == nil else { return }
        editedText = ""
        valueTextRefused = false
        if !isFocused { isFocused = true }
        setNeedsDisplay()
        sendActions(for: .editingDidBegin)
    }

    /// Types into the value text: digits, the locale's decimal separator (a "." or "," typed
    /// is taken as it) and a leading minus; anything else is dropped.
    public func insertValueText(_ text: String) {
        guard let current = editedText else { return }
        let separator = Character(locale.decimalSeparator ?? ".")
        var out = current
        for c in text {
            if c.isASCII && c.isNumber {
                out.append(c)
            } else if (c == "." || c == "," || c == separator) && !out.contains(separator) {
                out.append(separator)
            } else if (c == "-" || c == "−") && out.isEmpty && model.minimumValue < 0 {
                out.append("-")
            }
        }
        guard out != current else { return }
        editedText = String(out.prefix(32))
        valueTextRefused = false
        setNeedsDisplay()
    }

    /// Removes the last typed character.
    public func deleteValueTextBackward() {
        guard var text = editedText, !text.isEmpty else { return }
        text.removeLast()
        editedText = text
        valueTextRefused = false
        setNeedsDisplay()
    }

    /// The value `text` stands for in the control's locale, when it is a number within
    /// the limits: snapped to the step grid as every value is. Nil for anything else
    /// (empty, not a number, below the minimum or above the maximum).
    ///
    /// ```swift
    /// stepper.minimumValue = 0; stepper.maximumValue = 10; stepper.stepValue = 0.5
    /// stepper.value(forText: "2,74")   // 2.5 in a comma locale
    /// stepper.value(forText: "11")     // nil: refused, not clamped
    /// ```
    public func value(forText text: String) -> Double? {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty,
            let number = formatter.number(from: trimmed)?.doubleValue ?? Double(trimmed.replacingOccurrences(of: ",", with: ".")),
            number.isFinite, number >= model.minimumValue, number <= model.maximumValue
        else { return nil }
        var copy = model
        copy.setValue(number)
        return copy.value
    }

    /// Commits the typed text (Return): a value within the limits becomes the value (a user
    /// change: `valueChanged` when it differs), and editing ends; empty text ends editing
    /// and keeps the value. Text that is not such a value is refused: editing goes on, the
    /// text turns red, the error haptic plays, VoiceOver hears "Value not accepted", and
    /// false is returned.
    @discardableResult
    public func commitValueText() -> Bool { commitValueText(feedback: true) }

    func commitValueText(feedback: Bool) -> Bool {
        guard let text = editedText else { return false }
        if text.isEmpty {
            endValueTextEditing()
            return true
        }
        guard let value = value(forText: text) else {
            if feedback {
                valueTextRefused = true
                setNeedsDisplay()
                haptics?.play(.notification(.error))
                host?.control(self, announces: localized("Value not accepted"))
            }
            return false
        }
        endValueTextEditing()
        let before = model.value
        updateModel { $0.setValue(value) }
        if model.value != before { notifyChange() }
        return true
    }

    /// Ends editing without changing the value (Escape).
    public func cancelValueTextEditing() { endValueTextEditing() }

    private func endValueTextEditing() {
        guard editedText != nil else { return }
        editedText = nil
        valueTextRefused = false
        setNeedsDisplay()
        sendActions(for: .editingDidEnd)
    }

    /// Keys while the text is edited: typing, Backspace, Return commits, Escape cancels.
    func handleValueTextKey(_ key: Key) -> Bool {
        switch key {
        case .character(let c):
            insertValueText(String(c))
            return true
        case .backspace:
            deleteValueTextBackward()
            return true
        case .enter:
            commitValueText()
            return true
        case .escape:
            cancelValueTextEditing()
            return true
        default:
            return false
        }
    }

    /// Leaving (focus lost) commits; refused text is dropped then, keeping the value.
    func valueTextFocusDidChange(from oldState: State) {
        guard oldState.contains(.focused), !state.contains(.focused), isEditingValueText else { return }
        if !commitValueText(feedback: false) { cancelValueTextEditing() }
    }
}
