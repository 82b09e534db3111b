import Foundation

/// Accessibility: two adjustable elements, "Minimum" and "Maximum".
extension RangeSlider {
    /// The amount one accessibility increment moves a thumb: one step, or a tenth of the
    /// range when continuous.
    public var accessibilityAdjustment: Double {
        stepValue > 0 ? stepValue : model.span / 10
    }

    var thumbAccessibilityElements: [AccessibilityElement] {
        let traits: AccessibilityElement.Traits = isEnabled ? .adjustable : [.adjustable, .notEnabled]
        let g = geometry
        return RangeSliderModel.Thumb.allCases.map { thumb in
            AccessibilityElement(
                id: thumb == .lower ? "lower" : "upper",
                label: thumb == .lower ? "Minimum" : "Maximum",
                value: valueFormatter(model.value(of: thumb)),
                traits: traits,
                frame: g.toControl.apply(to: canonicalTouchTarget(value: model.value(of: thumb), in: g)))
        }
    }

    /// Increments or decrements a thumb by ``accessibilityAdjustment``; the thumbs never
    /// cross. Sends `valueChanged` when a value changed (an assistive adjustment is a
    /// user change, as with `UISlider`).
    func adjustThumb(_ action: AccessibilityAction, on id: String) -> Bool {
        guard isEnabled else { return false }
        let thumb: RangeSliderModel.Thumb
        switch id {
        case "lower": thumb = .lower
        case "upper": thumb = .upper
        default: return false
        }
        let sign: Double
        switch action {
        case .increment: sign = 1
        case .decrement: sign = -1
        default: return false
        }
        stopAnimation()
        let target = model.value(of: thumb) + sign * accessibilityAdjustment
        let wasContinuous = isContinuous
        isContinuous = true  // send at once: there is no release to wait for
        applyUserValue(target, to: thumb)
        isContinuous = wasContinuous
        return true
    }

    /// Keys while focused: arrows move the keyboard thumb (``keyboardThumb``) by
    /// ``accessibilityAdjustment`` (toward the maximum: right — left in right-to-left
    /// layout — and up), Home and End send it to its limits, Tab switches thumbs.
    func handleThumbKey(_ key: Key) -> Bool {
        guard isEnabled, isFocused else { return false }
        let forward: Key = layoutDirection == .rightToLeft && orientation == .horizontal ? .leftArrow : .rightArrow
        let backward: Key = layoutDirection == .rightToLeft && orientation == .horizontal ? .rightArrow : .leftArrow
        let thumb = keyboardThumb
        let allowed = model.allowedRange(for: thumb)
        let target: Double
        switch key {
        case forward, .upArrow: target = model.value(of: thumb) + accessibilityAdjustment
        case backward, .downArrow: target = model.value(of: thumb) - accessibilityAdjustment
        case .home: target = allowed.lowerBound
        case .end: target = allowed.upperBound
        case .tab:
            keyboardThumb = thumb == .lower ? .upper : .lower
            return true
        default: return false
        }
        stopAnimation()
        let wasContinuous = isContinuous
        isContinuous = true
        applyUserValue(target, to: thumb)
        isContinuous = wasContinuous
        return true
    }
}
