import Foundation

/// Keyboard and accessibility: one adjustable element and the two buttons.
extension ValueStepper {
    /// "+" (and "=", the unshifted key) increments and "-"/"−" decrements; arrows, Home
    /// and End go through the shared path (``Control/adjust(_:element:)``).
    func handleStepperKey(_ key: Key) -> Bool {
        switch key {
        case .character("+"), .character("="): return userStep(.increment)
        case .character("-"), .character("−"): return userStep(.decrement)
        default: return handleAdjustmentKey(key)
        }
    }

    /// One step, or the value to a limit (Home/End), as a user change told at once.
    func adjustStepper(_ adjustment: Adjustment, element id: String) -> Bool {
        guard isEnabled, id == "stepper" else { return false }
        switch adjustment {
        case .increment: return userStep(.increment)
        case .decrement: return userStep(.decrement)
        case .toMinimum: return setStepperValue(model.minimumValue, element: id)
        case .toMaximum: return setStepperValue(model.maximumValue, element: id)
        }
    }

    /// A value set at once (a screen reader's, Home, End): clamped and snapped to the steps
    /// by the model, with a haptic and `valueChanged` when it changed.
    func setStepperValue(_ value: Double, element id: String) -> Bool {
        guard isEnabled, value.isFinite, id == "stepper" else { return false }
        let before = model.value
        updateModel { $0.setValue(value) }
        if model.value != before {
            haptics?.play(.impact(.medium))
            notifyChange()
        }
        return true
    }

    private func userStep(_ button: Segment) -> Bool {
        guard state(of: button) != .disabled else { return true }  // handled, nothing to do
        step(button)
        return true
    }

    var stepperAccessibilityElements: [AccessibilityElement] {
        let value = editedText.map { $0.isEmpty ? valueFormatter(model.value) : $0 } ?? valueFormatter(model.value)
        let typable = allowsValueTextEntry && showsValueLabel && isEnabled
        func buttonElement(_ button: Segment) -> AccessibilityElement {
            let disabled = state(of: button) == .disabled
            return AccessibilityElement(
                id: button == .increment ? "increment" : "decrement", label: localized(button == .increment ? "Increment" : "Decrement"),
                value: value, traits: disabled ? [.button, .notEnabled] : .button, frame: rect(for: button))
        }
        return [
            AccessibilityElement(
                id: "stepper", label: localized("Stepper"), value: value,
                traits: isEnabled ? (typable ? [.adjustable, .textEntry] : .adjustable) : [.adjustable, .notEnabled],
                frame: bounds, customActions: [localized("Increment"), localized("Decrement")],
                numericValue: .init(current: model.value, minimum: model.minimumValue, maximum: model.maximumValue, step: model.stepValue)),
            buttonElement(.decrement), buttonElement(.increment),
        ]
    }

    func performStepperAction(_ action: AccessibilityAction, on id: String) -> Bool {
        guard isEnabled else { return false }
        switch (id, action) {
        case ("increment", .activate): return userStep(.increment)
        case ("decrement", .activate): return userStep(.decrement)
        case ("stepper", .activate):
            // A double-tap types a value when that is allowed; otherwise it does nothing
            // (handled, so VoiceOver does not tap the element's centre, a button).
            if allowsValueTextEntry && showsValueLabel { beginValueTextEditing() }
            return true
        case ("stepper", .custom(let name)) where name == localized("Increment") || name == "Increment": return userStep(.increment)
        case ("stepper", .custom(let name)) where name == localized("Decrement") || name == "Decrement": return userStep(.decrement)
        case (_, .increment): return adjust(.increment, element: id)
        case (_, .decrement): return adjust(.decrement, element: id)
        case (_, .setValue(let value)): return adjust(to: value, element: id)
        default: return false
        }
    }
}
