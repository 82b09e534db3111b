import Foundation

/// Keyboard and accessibility: the shown part's own (its ids prefixed, `"wheels/…"`,
/// `"calendar/…"`), or a button per pill, `"date"` and `"time"`, read as "Date, 2 Dec
/// 2026" and activated to present the editor.
extension CalendarDatePicker {
    var pickerAccessibilityElements: [AccessibilityElement] {
        switch shownPart {
        case .wheels: return wheelsPart.accessibilityElements
        case .calendar: return calendarPart.accessibilityElements
        case nil:
            return pillEditors.map { editor in
                var traits: AccessibilityElement.Traits = .button
                if presentedEditor == editor { traits.insert(.selected) }
                if !isEnabled { traits.insert(.notEnabled) }
                return AccessibilityElement(
                    id: CalendarDatePicker.elementID(of: editor), label: localized(editor == .date ? "Date" : "Time"),
                    value: pillText(editor), traits: traits, frame: pillRect(editor) ?? .zero)
            }
        }
    }

    /// A pill's element id: `"date"` or `"time"`.
    public nonisolated static func elementID(of editor: Editor) -> String { editor == .date ? "date" : "time" }

    private func editor(forElementID id: String) -> Editor? {
        switch id {
        case "date": return .date
        case "time": return .time
        default: return nil
        }
    }

    func performPickerAction(_ action: AccessibilityAction, on id: String) -> Bool {
        if let handled = wheelsPart.performAccessibilityAction(action, on: id) { return handled }
        if let handled = calendarPart.performAccessibilityAction(action, on: id) { return handled }
        guard isEnabled, action == .activate, let editor = editor(forElementID: id), pillEditors.contains(editor) else { return false }
        if presentedEditor == editor { closeEditor() } else { presentEditor(editor) }
        return true
    }

    var pickerKeyboardElementID: String? {
        switch shownPart {
        case .wheels: return wheels.keyboardElementID.map { wheelsPart.id + "/" + $0 }
        case .calendar: return monthCalendar.keyboardElementID.map { calendarPart.id + "/" + $0 }
        case nil: return pillEditors.contains(keyboardPill) ? CalendarDatePicker.elementID(of: keyboardPill) : nil
        }
    }

    func focusPickerElement(_ id: String) -> Bool {
        if let focused = wheelsPart.focusElement(id) { return focused }
        if let focused = calendarPart.focusElement(id) { return focused }
        guard let editor = editor(forElementID: id), pillEditors.contains(editor) else { return false }
        keyboardPill = editor
        return true
    }

    /// Keys go to the shown part. On pills: Tab and Shift-Tab move between them (then out),
    /// Return, Space and Down present the focused pill's editor, Escape closes it.
    func handlePickerKey(_ key: Key) -> Bool {
        switch shownPart {
        case .wheels: return wheelsPart.keyDown(key)
        case .calendar: return calendarPart.keyDown(key)
        case nil: break
        }
        let editors = pillEditors
        guard !editors.isEmpty else { return false }
        if !editors.contains(keyboardPill) { keyboardPill = editors[0] }
        let index = editors.firstIndex(of: keyboardPill) ?? 0
        switch key {
        case .tab:
            guard index + 1 < editors.count else { return false }
            keyboardPill = editors[index + 1]
        case .shiftTab:
            guard index > 0 else { return false }
            keyboardPill = editors[index - 1]
        case .enter, .space, .downArrow:
            presentEditor(keyboardPill)
        case .escape:
            guard presentedEditor != nil else { return false }
            closeEditor()
        default:
            return false
        }
        return true
    }
}
