import Foundation

/// Tracking: the thumb follows the finger, keeping the finger's offset.
extension ValueSlider {
    /// The smallest touch target of the thumb, in points.
    public static let minimumTouchTarget: CGFloat = 44

    /// The thumb's touch target in canonical coordinates, where the thumb is drawn now.
    private func canonicalThumbTarget(_ p: Parts) -> CGRect {
        p.thumb.insetBy(
            dx: -max(ValueSlider.minimumTouchTarget - p.thumb.width, 0) / 2,
            dy: -max(ValueSlider.minimumTouchTarget - p.thumb.height, 0) / 2)
    }

    /// Whether `point` (control coordinates) is on the thumb's touch target, as drawn now.
    func thumbTargetContains(_ point: CGPoint) -> Bool {
        let p = parts(value: displayedValue)
        guard p.axis.length > 0, p.axis.thickness > 0, point.isFinite else { return false }
        return canonicalThumbTarget(p).contains(p.axis.fromControl.apply(to: point))
    }

    func beginThumbTracking(_ touch: Touch) -> Bool {
        // Hit-test where the thumb is drawn (mid-animation that is not yet the value).
        let shown = parts(value: displayedValue)
        guard shown.axis.length > 0, shown.axis.thickness > 0 else { return false }
        let location = shown.axis.fromControl.apply(to: touch.location)
        guard canonicalThumbTarget(shown).contains(location) else { return false }  // the track alone does nothing (UISlider)
        valueAtTouchDown = model.value
        pendingValueChanged = false
        isHighlighted = true
        settleAnimation()
        // A valueChanged handler may have cancelled the touch (cancelTracking then cleared
        // the highlight): nothing more to begin.
        guard isHighlighted else { return false }
        grabOffset = location.x - parts(value: model.value).thumb.midX
        return true
    }

    /// A touch caught the thumb mid-animation: stop there; the value becomes what is
    /// drawn (made valid), a user change told like any other.
    private func settleAnimation() {
        guard let shown = glide.stop() else { return }
        applyUserValue(shown)
    }

    func continueThumbTracking(_ touch: Touch) -> Bool {
        guard let grab = grabOffset else { return false }
        let p = parts(value: model.value)
        let x = p.axis.fromControl.apply(to: touch.location).x - grab
        if let v = value(forAlong: x, in: p) { applyUserValue(v) }
        return true
    }

    func finishDrag() {
        grabOffset = nil
        isHighlighted = false
        if pendingValueChanged, isEnabled {
            pendingValueChanged = false
            if model.value != valueAtTouchDown { sendActions(for: .valueChanged) }
        }
        pendingValueChanged = false
    }
}
