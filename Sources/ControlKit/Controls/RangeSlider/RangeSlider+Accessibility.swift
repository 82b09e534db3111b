import Foundation

/// Keyboard and accessibility: an adjustable element per thumb, "Minimum", "Value 2"…,
/// "Maximum", moved by the shared adjustment path (``Control/adjust(_:element:)``).
extension RangeSlider {
    /// The amount one accessibility increment moves a thumb: one step, or a tenth of the
    /// range when continuous.
    public var accessibilityAdjustment: Double {
        stepValue > 0 ? stepValue : model.grid.distance(forFraction: 0.1)
    }

    /// The accessibility element id of the first or last thumb: `"lower"` or `"upper"`.
    public nonisolated static func elementID(of thumb: RangeSliderModel.Thumb) -> String {
        thumb == .lower ? "lower" : "upper"
    }

    /// The accessibility element id of the thumb at `index`: `"lower"` for the first,
    /// `"upper"` for the last, `"thumb-1"`, `"thumb-2"`… for those between.
    public func elementID(ofThumbAt index: Int) -> String {
        index <= 0 ? "lower" : index >= numberOfThumbs - 1 ? "upper" : "thumb-\(index)"
    }

    /// The thumb of element `id`, or nil.
    func thumbIndex(forElementID id: String) -> Int? {
        switch id {
        case "lower": return 0
        case "upper": return numberOfThumbs - 1
        default:
            guard id.hasPrefix("thumb-"), let i = Int(id.dropFirst(6)), i > 0, i < numberOfThumbs - 1 else { return nil }
            return i
        }
    }

    var thumbAccessibilityElements: [AccessibilityElement] {
        let g = geometry
        let count = numberOfThumbs
        return (0..<count).map { i in
            let label =
                i == count - 1 && count > 1
                ? localized("Maximum") : i == 0 ? localized("Minimum") : localized("Value %1$ld", i + 1)
            return AccessibilityElement(
                id: elementID(ofThumbAt: i),
                label: label,
                value: valueFormatter(model.value(ofThumbAt: i)),
                traits: isEnabled && isEnabledForThumb(at: i) ? .adjustable : [.adjustable, .notEnabled],
                frame: g.toControl.apply(to: canonicalThumbTarget(forThumbAt: i, in: g.travel)),
                numericValue: .init(
                    current: model.value(ofThumbAt: i), minimum: model.minimumValue, maximum: model.maximumValue,
                    step: accessibilityAdjustment))
        }
    }

    /// A screen reader's value for a thumb: kept inside what the thumb may take now (the
    /// thumbs never cross) and snapped to the step, as a drag would be.
    func setThumbValue(_ value: Double, element id: String) -> Bool {
        guard isEnabled, value.isFinite, let i = thumbIndex(forElementID: id), isEnabledForThumb(at: i) else { return false }
        stopAnimation()
        applyUserValue(value, toThumbAt: i, immediately: true)
        return true
    }

    /// Moves a thumb by ``accessibilityAdjustment`` (with snap values, to the next one) or
    /// to its allowed limit; the thumbs never cross and a fixed thumb does not move. Sends
    /// `valueChanged` at once when a value changed (an assistive or key adjustment is a
    /// user change with no release to wait for, as with `UISlider`).
    func adjustThumb(_ adjustment: Adjustment, element id: String) -> Bool {
        guard isEnabled, let i = thumbIndex(forElementID: id), isEnabledForThumb(at: i) else { return false }
        let current = model.value(ofThumbAt: i)
        let target: Double
        switch adjustment {
        case .increment:
            target = !model.grid.hasActiveStops ? current + accessibilityAdjustment : model.grid.nextGridPoint(after: current)
        case .decrement:
            target = !model.grid.hasActiveStops ? current - accessibilityAdjustment : model.grid.previousGridPoint(before: current)
        case .toMinimum: target = model.allowedRange(forThumbAt: i).lowerBound
        case .toMaximum: target = model.allowedRange(forThumbAt: i).upperBound
        }
        stopAnimation()
        applyUserValue(target, toThumbAt: i, immediately: true)
        return true
    }

    /// Tab moves to the next enabled thumb and, after the last, is left to the host (focus
    /// leaves the control); Shift-Tab the other way. Everything else: the shared path.
    func handleThumbKey(_ key: Key) -> Bool {
        switch key {
        case .tab, .shiftTab:
            guard let next = firstEnabledThumb(from: keyboardThumbIndex + (key == .tab ? 1 : -1), by: key == .tab ? 1 : -1) else {
                return false
            }
            keyboardThumbIndex = next
            return true
        default:
            return handleAdjustmentKey(key)
        }
    }
}
