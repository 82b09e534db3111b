import Foundation

/// Keyboard and accessibility: three adjustable elements, "Start", "End" and "Range",
/// moved by the shared adjustment path (``Control/adjust(_:element:)``). Increment is
/// clockwise (later), decrement counter-clockwise.
extension CircularRangeSlider {
    /// The amount one key press or accessibility increment moves a part: one step, or a
    /// 24th of a turn when continuous (an hour of a day).
    public var accessibilityAdjustment: Double {
        stepValue > 0 ? stepValue : model.distance(forTurnFraction: 1.0 / 24)
    }

    /// The accessibility element id of `part`: `"start"`, `"end"` or `"range"`.
    public nonisolated static func elementID(of part: Part) -> String {
        switch part {
        case .start: return "start"
        case .end: return "end"
        case .range: return "range"
        }
    }

    /// The part of element `id`, or nil.
    nonisolated static func part(forElementID id: String) -> Part? {
        Part.allCases.first { elementID(of: $0) == id }
    }

    var partAccessibilityElements: [AccessibilityElement] {
        let traits: AccessibilityElement.Traits = isEnabled ? .adjustable : [.adjustable, .notEnabled]
        func numeric(_ value: Double) -> AccessibilityElement.NumericValue {
            .init(current: value, minimum: model.minimumValue, maximum: model.maximumValue, step: accessibilityAdjustment)
        }
        let (start, end) = (model.startValue, model.endValue)
        let ring = CGRect(center: faceCenter, size: CGSize(width: 2 * faceRadius, height: 2 * faceRadius))
        return [
            AccessibilityElement(
                id: "start", label: localized("Start"), value: valueFormatter(start), traits: traits, frame: touchTarget(of: .start),
                numericValue: numeric(start)),
            AccessibilityElement(
                id: "end", label: localized("End"), value: valueFormatter(end), traits: traits, frame: touchTarget(of: .end),
                numericValue: numeric(end)),
            AccessibilityElement(
                id: "range", label: localized("Range"), value: rangeText, traits: traits, frame: ring, numericValue: numeric(start)),
        ]
    }

    /// "10:30 PM to 6:30 AM, 8 h 30 min": both values, then the duration when there is a
    /// ``durationFormatter``.
    var rangeText: String {
        let span = localized("%1$@ to %2$@")
            .replacingOccurrences(of: "%1$@", with: valueFormatter(model.startValue))
            .replacingOccurrences(of: "%2$@", with: valueFormatter(model.endValue))
        guard let formatter = durationFormatter else { return span }
        return "\(span), \(formatter(model.duration))"
    }

    /// A screen reader's value: a thumb goes there (its duration snapped and kept within
    /// the limits, the other thumb staying); the range starts there.
    func setPartValue(_ value: Double, element id: String) -> Bool {
        guard isEnabled, value.isFinite, let part = CircularRangeSlider.part(forElementID: id) else { return false }
        stopAnimation()
        let target = model.snappedOnCircle(value)
        applyUserChange(immediately: true) { m in
            switch part {
            case .start: m.setDuration(m.distance(from: target, to: m.endValue), keeping: .end)
            case .end: m.setDuration(m.distance(from: m.startValue, to: target), keeping: .start)
            case .range: m.moveRange(toStart: target)
            }
        }
        return true
    }

    /// Moves a part by ``accessibilityAdjustment`` (clockwise for an increment) or, for Home
    /// and End, as far as it may go: a thumb counter-clockwise or clockwise to the
    /// duration's limit, the range to start at the top or to end there. Sends
    /// `valueChanged` at once when a value changed.
    func adjustPart(_ adjustment: Adjustment, element id: String) -> Bool {
        guard isEnabled, let part = CircularRangeSlider.part(forElementID: id) else { return false }
        stopAnimation()
        let step = accessibilityAdjustment
        applyUserChange(immediately: true) { m in
            let (shortest, longest) = (m.effectiveMinimumDuration, m.effectiveMaximumDuration)
            switch (part, adjustment) {
            case (.start, .increment): m.setDuration(m.duration - step, keeping: .end)
            case (.start, .decrement): m.setDuration(m.duration + step, keeping: .end)
            case (.start, .toMinimum): m.setDuration(longest, keeping: .end)
            case (.start, .toMaximum): m.setDuration(shortest, keeping: .end)
            case (.end, .increment): m.setDuration(m.duration + step, keeping: .start)
            case (.end, .decrement): m.setDuration(m.duration - step, keeping: .start)
            case (.end, .toMinimum): m.setDuration(shortest, keeping: .start)
            case (.end, .toMaximum): m.setDuration(longest, keeping: .start)
            case (.range, .increment): m.moveRange(toStart: m.snappedOnCircle(m.advanced(m.startValue, by: step)))
            case (.range, .decrement): m.moveRange(toStart: m.snappedOnCircle(m.advanced(m.startValue, by: -step)))
            case (.range, .toMinimum): m.moveRange(toStart: m.minimumValue)
            case (.range, .toMaximum): m.moveRange(toStart: m.snappedOnCircle(m.advanced(m.minimumValue, by: -m.duration)))
            }
        }
        return true
    }

    /// Tab moves from the start to the end to the range and is then left to the host (focus
    /// leaves the control); Shift-Tab the other way. Everything else: the shared path.
    func handlePartKey(_ key: Key) -> Bool {
        let order = Part.allCases
        guard let index = order.firstIndex(of: keyboardPart) else { return false }
        switch key {
        case .tab:
            guard index + 1 < order.count else { return false }
            keyboardPart = order[index + 1]
            return true
        case .shiftTab:
            guard index > 0 else { return false }
            keyboardPart = order[index - 1]
            return true
        default:
            return handleAdjustmentKey(key)
        }
    }
}
