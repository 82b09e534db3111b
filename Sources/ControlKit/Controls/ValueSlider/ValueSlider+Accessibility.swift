import Foundation

/// Keyboard and accessibility: one adjustable element moved by the shared adjustment path.
extension ValueSlider {
    /// One accessibility or keyboard adjustment: a step, or a tenth of the range.
    public var accessibilityAdjustment: Double {
        stepValue > 0 ? stepValue : model.grid.distance(forFraction: 0.1)
    }

    var sliderAccessibilityElement: AccessibilityElement {
        let percent = StepMath.index((model.fraction(for: model.value) * 100).rounded())
        return AccessibilityElement(
            id: "slider", label: localized("Slider"), value: localized("%1$ld%%", percent),
            traits: isEnabled ? .adjustable : [.adjustable, .notEnabled], frame: bounds,
            numericValue: .init(
                current: model.value, minimum: model.minimumValue, maximum: model.maximumValue, step: accessibilityAdjustment))
    }

    /// A screen reader's value: clamped and snapped like a drag, told at once.
    func setSliderValue(_ value: Double, element id: String) -> Bool {
        guard isEnabled, value.isFinite, id == "slider" else { return false }
        stopAnimation()
        applyUserValue(value, toThumbAt: 0, immediately: true)
        return true
    }

    /// Moves the value by ``accessibilityAdjustment`` or to a limit, as a user change
    /// told at once.
    func adjustValue(_ adjustment: Adjustment, element id: String) -> Bool {
        guard isEnabled, id == "slider" else { return false }
        stopAnimation()
        switch adjustment {
        case .increment: applyUserValue(model.value + accessibilityAdjustment, toThumbAt: 0, immediately: true)
        case .decrement: applyUserValue(model.value - accessibilityAdjustment, toThumbAt: 0, immediately: true)
        case .toMinimum: applyUserValue(model.minimumValue, toThumbAt: 0, immediately: true)
        case .toMaximum: applyUserValue(model.maximumValue, toThumbAt: 0, immediately: true)
        }
        return true
    }
}
