import Foundation

/// Keyboard and accessibility: two adjustable elements, "Minimum" and "Maximum", moved by
/// the shared adjustment path (``Control/adjust(_:element:)``).
extension RangeSlider {
    /// The amount one accessibility increment moves a thumb: one step, or a tenth of the
    /// range when continuous.
    public var accessibilityAdjustment: Double {
        stepValue > 0 ? stepValue : model.grid.distance(forFraction: 0.1)
    }

    /// The accessibility element id of `thumb`: `"lower"` or `"upper"`.
    public nonisolated static func elementID(of thumb: RangeSliderModel.Thumb) -> String {
        thumb == .lower ? "lower" : "upper"
    }

    var thumbAccessibilityElements: [AccessibilityElement] {
        let traits: AccessibilityElement.Traits = isEnabled ? .adjustable : [.adjustable, .notEnabled]
        let g = geometry
        return RangeSliderModel.Thumb.allCases.map { thumb in
            AccessibilityElement(
                id: RangeSlider.elementID(of: thumb),
                label: localized(thumb == .lower ? "Minimum" : "Maximum"),
                value: valueFormatter(model.value(of: thumb)),
                traits: traits,
                frame: g.toControl.apply(to: canonicalTouchTarget(value: model.value(of: thumb), in: g)),
                numericValue: .init(
                    current: model.value(of: thumb), minimum: model.minimumValue, maximum: model.maximumValue,
                    step: accessibilityAdjustment))
        }
    }

    /// A screen reader's value for a thumb: kept inside what the thumb may take now (the
    /// thumbs never cross) and snapped to the step, as a drag would be.
    func setThumbValue(_ value: Double, element id: String) -> Bool {
        guard isEnabled, value.isFinite, let thumb = RangeSlider.thumb(forElementID: id) else { return false }
        stopAnimation()
        applyUserValue(value, to: thumb, immediately: true)
        return true
    }

    /// The thumb of element `id` ("lower" or "upper"), or nil.
    nonisolated static func thumb(forElementID id: String) -> RangeSliderModel.Thumb? {
        switch id {
        case "lower": return .lower
        case "upper": return .upper
        default: return nil
        }
    }

    /// Moves a thumb by ``accessibilityAdjustment`` or to its allowed limit; the thumbs
    /// never cross. Sends `valueChanged` at once when a value changed (an assistive or
    /// key adjustment is a user change with no release to wait for, as with `UISlider`).
    func adjustThumb(_ adjustment: Adjustment, element id: String) -> Bool {
        guard isEnabled, let thumb = RangeSlider.thumb(forElementID: id) else { return false }
        let current = model.value(of: thumb)
        let target: Double
        switch adjustment {
        case .increment:
            // With snap values, the next one (however far); else the adjustment.
            target = !model.grid.hasActiveStops ? current + accessibilityAdjustment : model.grid.nextGridPoint(after: current)
        case .decrement:
            target = !model.grid.hasActiveStops ? current - accessibilityAdjustment : model.grid.previousGridPoint(before: current)
        case .toMinimum: target = model.allowedRange(for: thumb).lowerBound
        case .toMaximum: target = model.allowedRange(for: thumb).upperBound
        }
        stopAnimation()
        applyUserValue(target, to: thumb, immediately: true)
        return true
    }

    /// Tab moves from the lower thumb to the upper and is then left to the host (focus
    /// leaves the control); Shift-Tab the other way. Everything else: the shared path.
    func handleThumbKey(_ key: Key) -> Bool {
        switch key {
        case .tab:
            guard keyboardThumb == .lower else { return false }
            keyboardThumb = .upper
            return true
        case .shiftTab:
            guard keyboardThumb == .upper else { return false }
            keyboardThumb = .lower
            return true
        default:
            return handleAdjustmentKey(key)
        }
    }
}
