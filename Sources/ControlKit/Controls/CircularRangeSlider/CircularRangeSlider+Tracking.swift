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
        // In place: this runs on every move of a drag, and the model is not small.
        let before = (model.startValue, model.endValue, model.duration)
        let wasAtLimit = haptics != nil && model.isDurationAtLimit
        change(&model)
        guard (model.startValue, model.endValue, model.duration) != before else { return false }
        setNeedsDisplay(changingFrom: (before.0, before.2))
        playHaptics(resized: model.duration != before.2, wasAtLimit: wasAtLimit)
        if isContinuous || immediately { sendActions(for: .valueChanged) } else { pendingValueChanged = true }
        return true
    }

    /// Marks what moving the values from `old` (start and duration) changes: around each
    /// thumb that moved, where it was and where it is (its shadow and focus ring with it),
    /// and the centre text; everything when a thumb jumped further than its own size (the
    /// arc between changed too) or a whole turn came or went. A drag then redraws two
    /// small squares and the text, not the ring, face and arc.
    func setNeedsDisplay(changingFrom old: (start: Double, duration: Double)) {
        let turn = model.turn
        guard hasBeenDrawn, old.duration < turn, model.duration < turn else { return setNeedsDisplay() }
        let side = thumbDiameter + 40  // the disc, its shadow (blur 8, 3 pt down) and the focus ring
        var stale = CGRect.null
        func moved(_ was: Double, _ now: Double) -> Bool {
            guard was != now else { return true }
            let a = point(for: was), b = point(for: now)
            guard a.distance(to: b) <= thumbDiameter else { return false }
            stale = stale.union(CGRect(center: a, size: CGSize(width: side, height: side)))
            stale = stale.union(CGRect(center: b, size: CGSize(width: side, height: side)))
            return true
        }
        let near =
            moved(old.start, model.startValue) && moved(model.advanced(old.start, by: old.duration), model.endValue)
        guard near else { return setNeedsDisplay() }
        if old.duration != model.duration, durationFormatter != nil {
            let height = CGFloat(drawnFont.size) * 1.5 * 2
            stale = stale.union(CGRect(center: faceCenter, size: CGSize(width: 2 * tickOuterRadius, height: height)))
        }
        setNeedsDisplay(stale)
    }

    /// A light impact when the duration reaches a limit it was not at; else a selection
    /// tick when a stepped value changed.
    private func playHaptics(resized: Bool, wasAtLimit: Bool) {
        guard let haptics else { return }
        if resized && model.isDurationAtLimit && !wasAtLimit {
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
