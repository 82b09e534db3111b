import Foundation

/// Touch tracking: which thumb moves, keeping the finger's offset, the hard stop at the
/// other thumb, and separating stacked thumbs by the first movement's direction.
extension RangeSlider {
    /// What a touch at `location` (control coordinates) lands on: either thumb's target,
    /// where the thumbs are drawn now (mid-animation that is not yet the values), and the
    /// track when a track touch moves the nearest thumb.
    func touchTargets(at location: CGPoint, in g: Geometry) -> (lower: Bool, upper: Bool, track: Bool) {
        guard g.length > 0, g.thickness > 0, location.isFinite else { return (false, false, false) }
        let p = g.fromControl.apply(to: location)
        let (shownLower, shownUpper) = displayed
        return (
            canonicalTouchTarget(value: shownLower, in: g).contains(p),
            canonicalTouchTarget(value: shownUpper, in: g).contains(p),
            trackTouchBehavior == .moveNearestThumb && p.y >= 0 && p.y <= g.thickness
        )
    }

    /// Whether a touch at `location` would start dragging a thumb or the range.
    func startsThumbDrag(at location: CGPoint) -> Bool {
        let on = touchTargets(at: location, in: geometry)
        return on.lower || on.upper || on.track || isBetweenThumbs(location, in: geometry)
    }

    /// Whether `location` is on the track between the thumbs (as drawn now), where a drag
    /// moves the range when ``trackTouchBehavior`` is ``TrackTouchBehavior/moveRange``.
    func isBetweenThumbs(_ location: CGPoint, in g: Geometry) -> Bool {
        guard trackTouchBehavior == .moveRange, g.length > 0, g.thickness > 0, location.isFinite else { return false }
        let p = g.fromControl.apply(to: location)
        let (shownLower, shownUpper) = displayed
        let lowerX = g.along(forFraction: model.fraction(for: shownLower))
        let upperX = g.along(forFraction: model.fraction(for: shownUpper))
        return p.y >= 0 && p.y <= g.thickness && p.x > lowerX && p.x < upperX
    }

    func beginThumbTracking(_ touch: Touch) -> Bool {
        let g = geometry
        guard g.length > 0, g.thickness > 0 else { return false }
        let p = g.fromControl.apply(to: touch.location)
        let (onLower, onUpper, onTrack) = touchTargets(at: touch.location, in: g)
        // The thumbs' own targets win; between them (and off them) the range is dragged.
        let onRange = !onLower && !onUpper && isBetweenThumbs(touch.location, in: g)
        guard onLower || onUpper || onTrack || onRange else { return false }  // a miss leaves an animation running

        valuesAtTouchDown = (model.lowerValue, model.upperValue)
        pendingValueChanged = false
        isHighlighted = true
        settleAnimation()
        // A valueChanged handler may have cancelled the touch (cancelTracking then ended
        // the drag and cleared the highlight): nothing more to begin.
        guard isHighlighted else { return false }
        let lowerX = g.along(forFraction: model.fraction(for: model.lowerValue))
        let upperX = g.along(forFraction: model.fraction(for: model.upperValue))

        if onRange {
            drag = .range(startAlong: p.x, lower: model.lowerValue, upper: model.upperValue)
            highlightedThumbs = [.lower, .upper]
            return isHighlighted
        }
        switch (onLower, onUpper) {
        case (true, true):
            // Both under the finger: arm both; the first movement decides, and the thumb
            // it picks keeps its own offset from the finger, so it never jumps.
            drag = .armed(lowerGrab: p.x - lowerX, upperGrab: p.x - upperX, startAlong: p.x)
            highlightedThumbs = [.lower, .upper]
        case (true, false):
            drag = .thumb(.lower, grabOffset: p.x - lowerX)
            highlightedThumbs = [.lower]
        case (false, true):
            drag = .thumb(.upper, grabOffset: p.x - upperX)
            highlightedThumbs = [.upper]
        case (false, false):
            let thumb: RangeSliderModel.Thumb =
                abs(p.x - lowerX) < abs(p.x - upperX) || (abs(p.x - lowerX) == abs(p.x - upperX) && p.x < lowerX)
                ? .lower : .upper
            drag = .thumb(thumb, grabOffset: 0)
            highlightedThumbs = [thumb]
            applyUserValue(value(forAlong: p.x, in: g), to: thumb, in: g)
        }
        return isHighlighted  // false when a handler of the track touch's valueChanged cancelled it
    }

    /// A touch caught the thumbs mid-animation: stop there. The values become what is
    /// drawn (made valid), a user change told like any other.
    private func settleAnimation() {
        guard let shown = glide.stop() else { return }
        var copy = model
        copy.setValues(lower: shown.0, upper: shown.1)
        guard copy != model else { return }
        model = copy
        setNeedsDisplay()
        if isContinuous { sendActions(for: .valueChanged) } else { pendingValueChanged = true }
    }

    func continueThumbTracking(_ touch: Touch) -> Bool {
        let g = geometry
        let p = g.fromControl.apply(to: touch.location)
        switch drag {
        case .none:
            return false
        case .armed(let lowerGrab, let upperGrab, let start):
            let delta = p.x - start
            guard delta != 0 else { return true }
            // Toward the minimum → lower thumb, toward the maximum → upper thumb; but
            // only commit when that thumb can actually move that way.
            let thumb: RangeSliderModel.Thumb = delta < 0 ? .lower : .upper
            let allowed = model.allowedRange(for: thumb)
            let current = model.value(of: thumb)
            let canMove = delta < 0 ? allowed.lowerBound < current : allowed.upperBound > current
            guard canMove else { return true }
            let grab = thumb == .lower ? lowerGrab : upperGrab
            drag = .thumb(thumb, grabOffset: grab)
            highlightedThumbs = [thumb]
            applyUserValue(value(forAlong: p.x - grab, in: g), to: thumb, in: g)
        case .thumb(let thumb, let grab):
            applyUserValue(value(forAlong: p.x - grab, in: g), to: thumb, in: g)
        case .range(let start, let lower, let upper):
            // Signed: the grid's distance is for 0...1, so the sign is put back.
            let fraction = g.usableLength > 0 ? Double((p.x - start) / g.usableLength) : 0
            let delta = fraction.isFinite ? model.grid.distance(forFraction: abs(fraction)) * (fraction < 0 ? -1 : 1) : 0
            applyUserRange(model.rangeMoved(from: (lower, upper), by: delta))
        }
        return true
    }

    /// Ends a drag (lifted or cancelled): unhighlights and sends a pending valueChanged.
    func finishDrag() {
        drag = .none
        highlightedThumbs = []
        isHighlighted = false
        if pendingValueChanged, isEnabled {
            pendingValueChanged = false
            if (model.lowerValue, model.upperValue) != valuesAtTouchDown { sendActions(for: .valueChanged) }
        }
    }

    /// A selection tick when a stepped value changed; a light impact when the thumbs meet.
    func playHaptics(before: (Double, Double)) {
        guard let haptics else { return }
        let minimumGap = model.effectiveMinimumDistance
        let metBefore = before.1 - before.0 <= minimumGap + 1e-9
        let metNow = model.upperValue - model.lowerValue <= minimumGap + 1e-9
        if metNow && !metBefore {
            haptics.play(.impact(.light))
        } else if model.stepValue > 0 {
            haptics.play(.selection)
        }
    }
}
