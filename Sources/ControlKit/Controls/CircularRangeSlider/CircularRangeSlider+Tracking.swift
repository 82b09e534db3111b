import Foundation

/// Touch tracking: a thumb or the arc follows the finger's angle around the centre, added
/// up from touch-down (so it never jumps and crosses the top, and any number of turns, in
/// one piece); a thumb stops at the duration's limits while the other stays put.
extension CircularRangeSlider {
    func beginCircularTracking(_ touch: Touch) -> Bool {
        let on = touchTargets(at: touch.location)
        guard on.start || on.end || on.arc else { return false }  // a miss leaves an animation running
        valuesAtTouchDown = (model.startValue, model.endValue)
        pendingValueChanged = false
        isHighlighted = true
        settleAnimation()
        // A valueChanged handler may have cancelled the touch or disabled the control
        // (finishDrag then cleared the highlight): nothing more to begin.
        guard isHighlighted else { return false }
        dragOrigin = (model.startValue, model.duration)
        dragRotation = 0
        lastDragAngle = CircleGeometry.angle(of: touch.location, around: faceCenter)
        switch (on.start, on.end) {
        case (true, true):
            // Both under the finger: the first movement picks the one that can go that way.
            drag = .armed
            highlightedThumbs = [.start, .end]
        case (true, false):
            drag = .thumb(.start)
            highlightedThumbs = [.start]
        case (false, true):
            drag = .thumb(.end)
            highlightedThumbs = [.end]
        case (false, false):
            drag = .range
            highlightedThumbs = [.start, .end]
        }
        return true
    }

    /// A touch caught the arc mid-animation: stop there. The values become what is drawn
    /// (made valid), a user change told like any other.
    private func settleAnimation() {
        guard let shown = glide.stop() else { return }
        var copy = model
        copy.setRange(start: shown.0, duration: shown.1)
        guard copy != model else { return }
        model = copy
        setNeedsDisplay()
        if isContinuous { sendActions(for: .valueChanged) } else { pendingValueChanged = true }
    }

    func continueCircularTracking(_ touch: Touch) -> Bool {
        guard drag != .none else { return false }
        let p = touch.location
        // Over the centre the finger has no angle: wait for it to come out.
        guard p.isFinite, p.distance(to: faceCenter) >= CircleGeometry.centerDeadZone else { return true }
        let angle = CircleGeometry.angle(of: p, around: faceCenter)
        if let last = lastDragAngle { dragRotation += CircleGeometry.signedAngle(from: last, to: angle) }
        lastDragAngle = angle
        switch drag {
        case .none:
            return false
        case .armed:
            guard dragRotation != 0 else { return true }
            let clockwise = dragRotation > 0
            // Clockwise the end lengthens the range (or the start shortens it); the other
            // way round the start lengthens it (or the end shortens it).
            let order: [Thumb] = clockwise ? [.end, .start] : [.start, .end]
            guard let thumb = order.first(where: { canMove($0, clockwise: clockwise) }) else { return true }
            drag = .thumb(thumb)
            highlightedThumbs = [thumb]
            moveThumb(thumb)
        case .thumb(let thumb):
            moveThumb(thumb)
        case .range:
            // Around the circle: whole turns of the finger change nothing.
            let turns = dragRotation / (2 * .pi)
            let delta = model.distance(forTurnFraction: turns - turns.rounded(.down))
            let start = model.snappedOnCircle(model.advanced(dragOrigin.start, by: delta))
            applyUserChange { $0.setRange(start: start, duration: dragOrigin.duration) }
        }
        return true
    }

    /// The thumb follows the finger's turn since touch-down; the other one stays put.
    private func moveThumb(_ thumb: Thumb) {
        let delta = model.distance(forTurnFraction: dragRotation / (2 * .pi))
        switch thumb {
        case .start: applyUserChange { $0.setDuration(dragOrigin.duration - delta, keeping: .end) }
        case .end: applyUserChange { $0.setDuration(dragOrigin.duration + delta, keeping: .start) }
        }
    }

    /// Whether `thumb` can move clockwise (or back) from where it is: the duration it would
    /// make is still allowed.
    func canMove(_ thumb: Thumb, clockwise: Bool) -> Bool {
        let lengthens = (thumb == .end) == clockwise
        return lengthens ? model.duration < model.effectiveMaximumDuration : model.duration > model.effectiveMinimumDuration
    }

    /// Applies a user change; returns whether a value changed. `immediately` sends
    /// `valueChanged` now even when not continuous (keys, assistive actions: no release).
    @discardableResult
    func applyUserChange(immediately: Bool = false, _ change: (inout CircularRangeSliderModel) -> Void) -> Bool {
        let before = model
        var copy = model
        change(&copy)
        guard (copy.startValue, copy.endValue, copy.duration) != (before.startValue, before.endValue, before.duration) else { return false }
        model = copy
        setNeedsDisplay()
        playHaptics(before: before)
        if isContinuous || immediately { sendActions(for: .valueChanged) } else { pendingValueChanged = true }
        return true
    }

    /// A light impact when the duration reaches a limit it was not at; else a selection
    /// tick when a stepped value changed.
    private func playHaptics(before: CircularRangeSliderModel) {
        guard let haptics else { return }
        let resized = model.duration != before.duration
        if resized && model.isDurationAtLimit && !before.isDurationAtLimit {
            haptics.play(.impact(.light))
        } else if model.stepValue > 0 {
            haptics.play(.selection)
        }
    }

    /// Ends a drag (lifted or cancelled): unhighlights and sends a pending valueChanged.
    func finishDrag() {
        drag = .none
        lastDragAngle = nil
        highlightedThumbs = []
        isHighlighted = false
        if pendingValueChanged, isEnabled {
            pendingValueChanged = false
            if (model.startValue, model.endValue) != valuesAtTouchDown { sendActions(for: .valueChanged) }
        }
    }
}
