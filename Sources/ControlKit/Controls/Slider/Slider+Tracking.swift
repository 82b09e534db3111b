import Foundation

/// Tracking, keyboard and accessibility.
extension Slider {
    /// The smallest touch target of the thumb, in points.
    public static let minimumTouchTarget: CGFloat = 44

    func beginThumbTracking(_ touch: Touch) -> Bool {
        stopAnimation()
        let p = parts(value: model.value)
        guard p.axis.length > 0, p.axis.thickness > 0 else { return false }
        let location = p.axis.fromControl.apply(to: touch.location)
        let target = p.thumb.insetBy(
            dx: -max(Slider.minimumTouchTarget - p.thumb.width, 0) / 2, dy: -max(Slider.minimumTouchTarget - p.thumb.height, 0) / 2)
        guard target.contains(location) else { return false }  // the track alone does nothing (UISlider)
        grabOffset = location.x - p.thumb.midX
        valueAtTouchDown = model.value
        pendingValueChanged = false
        isHighlighted = true
        return true
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

    /// One accessibility or keyboard adjustment: a step, or a tenth of the range.
    public var accessibilityAdjustment: Double {
        stepValue > 0 ? stepValue : (maximumValue - minimumValue) / 10
    }

    var sliderAccessibilityElement: AccessibilityElement {
        let percent = StepMath.index((model.fraction(for: model.value) * 100).rounded())
        return AccessibilityElement(
            id: "slider", label: "Slider", value: "\(percent)%",
            traits: isEnabled ? .adjustable : [.adjustable, .notEnabled], frame: bounds)
    }

    func adjust(_ action: AccessibilityAction, on id: String) -> Bool {
        guard isEnabled, id == "slider" else { return false }
        switch action {
        case .increment: applyUserValue(model.value + accessibilityAdjustment, continuous: true)
        case .decrement: applyUserValue(model.value - accessibilityAdjustment, continuous: true)
        default: return false
        }
        return true
    }

    /// Arrows move by ``accessibilityAdjustment`` (toward the maximum: right, or left in
    /// right-to-left layout, and up); Home and End go to the ends.
    func handleSliderKey(_ key: Key) -> Bool {
        guard isEnabled else { return false }
        let forward: Key = layoutDirection == .rightToLeft ? .leftArrow : .rightArrow
        let backward: Key = layoutDirection == .rightToLeft ? .rightArrow : .leftArrow
        switch key {
        case forward, .upArrow: applyUserValue(model.value + accessibilityAdjustment, continuous: true)
        case backward, .downArrow: applyUserValue(model.value - accessibilityAdjustment, continuous: true)
        case .home: applyUserValue(model.minimumValue, continuous: true)
        case .end: applyUserValue(model.maximumValue, continuous: true)
        default: return false
        }
        return true
    }
}
