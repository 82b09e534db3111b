import Foundation

/// The values of a slider's thumbs as the slider family's engine reads and writes them:
/// ``SliderModel`` has one thumb, ``RangeSliderModel`` any number.
protocol ThumbValueModel: SteppedValueModel, Equatable {
    /// How many thumbs there are (at least one).
    var numberOfThumbs: Int { get }
    /// Every thumb's value, in thumb order.
    var values: [Double] { get }
    /// The value of the thumb at `index`.
    func value(ofThumbAt index: Int) -> Double
    /// Where the thumb at `index` may go while the others stay put.
    func allowedRange(forThumbAt index: Int) -> ClosedRange<Double>
    /// The value the thumb at `index` takes for a user asking for `value`.
    func constrained(_ value: Double, forThumbAt index: Int) -> Double
    /// Asks for `value` on the thumb at `index`.
    mutating func setValue(_ value: Double, ofThumbAt index: Int)
    /// Makes the values shown the requests of every thumb (a user's change starts there).
    mutating func adoptValues()
    /// The pair at `index` and `index + 1` moved together by `delta` from `start`.
    func segmentMoved(at index: Int, from start: (lower: Double, upper: Double), by delta: Double) -> (lower: Double, upper: Double)
    /// Whether the thumb at `index` sits at the smallest distance from a neighbour.
    func meetsNeighbour(ofThumbAt index: Int) -> Bool
}

extension SliderModel: ThumbValueModel {
    var numberOfThumbs: Int { 1 }
    var values: [Double] { [value] }
    func value(ofThumbAt index: Int) -> Double { value }
    func allowedRange(forThumbAt index: Int) -> ClosedRange<Double> { minimumValue...maximumValue }
    func constrained(_ value: Double, forThumbAt index: Int) -> Double { snapped(value) }
    mutating func setValue(_ value: Double, ofThumbAt index: Int) { setValue(value) }
    mutating func adoptValues() { setValue(value) }
    func segmentMoved(at index: Int, from start: (lower: Double, upper: Double), by delta: Double) -> (lower: Double, upper: Double) {
        start
    }
    func meetsNeighbour(ofThumbAt index: Int) -> Bool { false }
}

extension RangeSliderModel: ThumbValueModel {
    func meetsNeighbour(ofThumbAt index: Int) -> Bool {
        let v = value(ofThumbAt: index), gap = effectiveMinimumDistance + 1e-9
        return (index > 0 && v - value(ofThumbAt: index - 1) <= gap)
            || (index + 1 < numberOfThumbs && value(ofThumbAt: index + 1) - v <= gap)
    }
}

/// Where a slider's thumbs travel, in its canonical space (``AxisLayout``: x along the
/// values from the minimum, y across): what the engine hit-tests and maps values with.
struct ThumbTravel {
    /// The canonical space and its maps to and from the control.
    var axis: AxisLayout
    /// The canonical x of a thumb's centre at the minimum and at the maximum.
    var start: CGFloat, end: CGFloat
    /// The canonical y range where a touch counts as on the track.
    var trackBand: ClosedRange<CGFloat>

    /// The canonical x of a thumb's centre at `fraction` (0...1) of the range.
    func along(forFraction fraction: Double) -> CGFloat { start + CGFloat(fraction) * (end - start) }
}

/// A drag in progress on a slider: which thumbs it holds and how.
enum ThumbDrag: Equatable {
    case none
    /// Several thumbs under the finger; the first useful movement picks the first of them
    /// (toward the minimum) or the last (toward the maximum).
    case armed(ClosedRange<Int>, startAlong: CGFloat)
    /// One thumb, following the finger at the offset it was grabbed with.
    case thumb(Int, grabOffset: CGFloat)
    /// The pair at the index and the next, dragged from `startAlong` with the values they had.
    case segment(Int, startAlong: CGFloat, lower: Double, upper: Double)
}

/// A slider's touch state between touch-down and the end of the touch.
struct ThumbTracking {
    var drag = ThumbDrag.none
    /// The thumbs the finger holds (highlighted), by index.
    var held: Range<Int> = 0..<0
    /// A `valueChanged` owed at release (``ThumbTrackControl/isContinuous`` false).
    var pendingValueChanged = false
    var valuesAtTouchDown: [Double] = []
}

/// The slider family's one engine: ``ValueSlider`` (one thumb) and ``RangeSlider`` (any
/// number) share their touch tracking, their user changes and their events here, and
/// keep only their geometry, drawing and public surface.
///
/// The rules, for every slider: a thumb answers in at least 44 × 44 pt where it is drawn
/// (also mid-animation: the touch stops the animation where the thumbs are) and never
/// jumps under the finger (the grab offset is kept); several thumbs under the finger are
/// all armed and the first movement picks one; a disabled thumb takes no touch and is a
/// hard stop; the drag goes on outside the bounds; `valueChanged` is sent when a value
/// really changed, before the touch event of the same input, or once at release when not
/// continuous.
@MainActor
protocol ThumbTrackControl: SteppedValueControl where Model: ThumbValueModel {
    var model: Model { get set }
    var thumbTracking: ThumbTracking { get set }
    var isContinuous: Bool { get }
    var trackTouchBehavior: RangeSlider.TrackTouchBehavior { get }
    /// The smallest touch target of a thumb, in points (44: Apple's guidance).
    static var minimumTouchTarget: CGFloat { get }
    /// Where the thumbs travel now; nil when the slider has no room.
    var thumbTravel: ThumbTravel? { get }
    /// The canonical rectangle of the thumb at `index` drawn at `value`.
    func canonicalThumbRect(forThumbAt index: Int, value: Double, in travel: ThumbTravel) -> CGRect
    /// Where the thumb at `index` is drawn now (mid-animation, not yet its value).
    func displayedValue(ofThumbAt index: Int) -> Double
    /// Whether the thumb at `index` takes touches, keys and assistive adjustments.
    func isEnabledForThumb(at index: Int) -> Bool
    /// Stops an animated set; the values drawn when it stopped, if one was running.
    func stopGlide() -> [Double]?
    /// Marks for drawing what thumbs moved from the values `before` to `after` change (a
    /// pair: two thumbs, or one thumb given twice); `travel` is where they travel when the
    /// caller has it. A control that cannot tell draws itself whole, as the default does.
    func setNeedsDisplay(afterMoving before: (Double, Double), to after: (Double, Double), in travel: ThumbTravel?)
}

extension ThumbTrackControl {
    func setNeedsDisplay(afterMoving before: (Double, Double), to after: (Double, Double), in travel: ThumbTravel?) {
        setNeedsDisplay()
    }

    /// The canonical x of a thumb's centre at `value`.
    func along(forValue value: Double, in travel: ThumbTravel) -> CGFloat {
        travel.along(forFraction: model.fraction(for: value))
    }

    /// The (unsnapped, clamped) value under a thumb centred at canonical `x`; nil when the
    /// thumbs have no room to travel.
    func value(forAlong x: CGFloat, in travel: ThumbTravel) -> Double? {
        let span = travel.end - travel.start
        guard span > 0 else { return nil }
        return model.value(atFraction: Double((x - travel.start) / span))
    }

    /// The canonical touch target of the thumb at `index` where it is drawn now: its
    /// rectangle grown to at least 44 × 44 pt.
    func canonicalThumbTarget(forThumbAt index: Int, in travel: ThumbTravel) -> CGRect {
        let rect = canonicalThumbRect(forThumbAt: index, value: displayedValue(ofThumbAt: index), in: travel)
        let side = Self.minimumTouchTarget
        return rect.insetBy(dx: -max(side - rect.width, 0) / 2, dy: -max(side - rect.height, 0) / 2)
    }

    /// The enabled thumbs whose targets hold canonical `p`, first to last (a run: the
    /// thumbs are in value order).
    func thumbsHit(at p: CGPoint, in travel: ThumbTravel) -> ClosedRange<Int>? {
        var first: Int?, last = 0
        for i in 0..<model.numberOfThumbs
        where isEnabledForThumb(at: i) && canonicalThumbTarget(forThumbAt: i, in: travel).contains(p) {
            if first == nil { first = i }
            last = i
        }
        return first.map { $0...last }
    }

    /// The pair whose track segment holds canonical `p` (``RangeSlider/TrackTouchBehavior/moveRange``),
    /// where the thumbs are drawn now; both must be enabled.
    func segmentHit(at p: CGPoint, in travel: ThumbTravel) -> Int? {
        guard trackTouchBehavior == .moveRange, travel.trackBand.contains(p.y) else { return nil }
        for i in 0..<(model.numberOfThumbs - 1) {
            let low = along(forValue: displayedValue(ofThumbAt: i), in: travel)
            let high = along(forValue: displayedValue(ofThumbAt: i + 1), in: travel)
            if p.x > low && p.x < high { return isEnabledForThumb(at: i) && isEnabledForThumb(at: i + 1) ? i : nil }
        }
        return nil
    }

    /// Whether a touch at `location` (control coordinates) would start a drag.
    func startsThumbDrag(at location: CGPoint) -> Bool {
        guard let travel = thumbTravel, location.isFinite else { return false }
        let p = travel.axis.fromControl.apply(to: location)
        return thumbsHit(at: p, in: travel) != nil || segmentHit(at: p, in: travel) != nil
            || (trackTouchBehavior == .moveNearestThumb && travel.trackBand.contains(p.y))
    }

    /// Whether `point` (control coordinates) is on a thumb's touch target, as drawn now.
    func thumbTargetsContain(_ point: CGPoint) -> Bool {
        guard let travel = thumbTravel, point.isFinite else { return false }
        let p = travel.axis.fromControl.apply(to: point)
        return (0..<model.numberOfThumbs).contains { canonicalThumbTarget(forThumbAt: $0, in: travel).contains(p) }
    }

    // MARK: Tracking

    func beginThumbDrag(_ touch: Touch) -> Bool {
        guard let travel = thumbTravel, touch.location.isFinite else { return false }
        let p = travel.axis.fromControl.apply(to: touch.location)
        let hit = thumbsHit(at: p, in: travel)
        // The thumbs' own targets win; between them (and off them) a segment is dragged.
        let segment = hit == nil ? segmentHit(at: p, in: travel) : nil
        let onTrack = trackTouchBehavior == .moveNearestThumb && travel.trackBand.contains(p.y)
        guard hit != nil || segment != nil || onTrack else { return false }  // a miss leaves an animation running

        thumbTracking.valuesAtTouchDown = model.values
        thumbTracking.pendingValueChanged = false
        isHighlighted = true
        settleGlide()
        // A valueChanged handler may have cancelled the touch (cancelTracking then ended
        // the drag and cleared the highlight): nothing more to begin.
        guard isHighlighted else { return false }

        if let segment {
            let (lower, upper) = (model.value(ofThumbAt: segment), model.value(ofThumbAt: segment + 1))
            thumbTracking.drag = .segment(segment, startAlong: p.x, lower: lower, upper: upper)
            holdThumbs(segment..<segment + 2)
        } else if let hit, hit.count > 1 {
            // Several under the finger: arm them; the first movement decides, and the thumb
            // it picks keeps its own offset from the finger, so it never jumps.
            thumbTracking.drag = .armed(hit, startAlong: p.x)
            holdThumbs(hit.lowerBound..<hit.upperBound + 1)
        } else if let hit {
            let i = hit.lowerBound
            thumbTracking.drag = .thumb(i, grabOffset: p.x - along(forValue: model.value(ofThumbAt: i), in: travel))
            holdThumbs(i..<i + 1)
        } else if let i = nearestEnabledThumb(to: p.x, in: travel) {
            thumbTracking.drag = .thumb(i, grabOffset: 0)
            holdThumbs(i..<i + 1)
            if let value = value(forAlong: p.x, in: travel) { applyUserValue(value, toThumbAt: i, in: travel) }
        } else {
            finishThumbDrag()
            return false
        }
        return isHighlighted  // false when a handler of the track touch's valueChanged cancelled it
    }

    /// The enabled thumb nearest canonical `x` (on a tie, the one the finger is below).
    private func nearestEnabledThumb(to x: CGFloat, in travel: ThumbTravel) -> Int? {
        var best: Int?, bestDistance = CGFloat.infinity
        for i in 0..<model.numberOfThumbs where isEnabledForThumb(at: i) {
            let centre = along(forValue: model.value(ofThumbAt: i), in: travel)
            let d = abs(x - centre)
            if d < bestDistance || (d == bestDistance && x > centre) { (best, bestDistance) = (i, d) }
        }
        return best
    }

    private func holdThumbs(_ thumbs: Range<Int>) {
        guard thumbTracking.held != thumbs else { return }
        thumbTracking.held = thumbs
        setNeedsDisplay()
    }

    /// A touch caught the thumbs mid-animation: stop there. The values become what is
    /// drawn (made valid), a user change told like any other.
    private func settleGlide() {
        guard let shown = stopGlide(), shown.count == model.numberOfThumbs else { return }
        let before = model
        model.adoptValues()
        for i in shown.indices { model.setValue(shown[i], ofThumbAt: i) }
        guard model != before else { return }
        setNeedsDisplay()
        tellValueChanged(immediately: false)
    }

    func continueThumbDrag(_ touch: Touch) -> Bool {
        guard let travel = thumbTravel, touch.location.isFinite else { return thumbTracking.drag != .none }
        let x = travel.axis.fromControl.apply(to: touch.location).x
        switch thumbTracking.drag {
        case .none:
            return false
        case .armed(let thumbs, let start):
            let delta = x - start
            guard delta != 0 else { return true }
            // Toward the minimum → the first, toward the maximum → the last; but only
            // once that thumb can actually move that way.
            let i = delta < 0 ? thumbs.lowerBound : thumbs.upperBound
            let allowed = model.allowedRange(forThumbAt: i), current = model.value(ofThumbAt: i)
            guard delta < 0 ? allowed.lowerBound < current : allowed.upperBound > current else { return true }
            let grab = start - along(forValue: current, in: travel)
            thumbTracking.drag = .thumb(i, grabOffset: grab)
            holdThumbs(i..<i + 1)
            if let value = value(forAlong: x - grab, in: travel) { applyUserValue(value, toThumbAt: i, in: travel) }
        case .thumb(let i, let grab):
            if let value = value(forAlong: x - grab, in: travel) { applyUserValue(value, toThumbAt: i, in: travel) }
        case .segment(let i, let start, let lower, let upper):
            // Signed: the grid's distance is for 0...1, so the sign is put back.
            let span = travel.end - travel.start
            let fraction = span > 0 ? Double((x - start) / span) : 0
            let delta = fraction.isFinite ? model.grid.distance(forFraction: abs(fraction)) * (fraction < 0 ? -1 : 1) : 0
            applyUserSegment(i, model.segmentMoved(at: i, from: (lower, upper), by: delta), in: travel)
        }
        return true
    }

    /// Ends a drag (lifted or cancelled): lets go of the thumbs and sends a pending
    /// `valueChanged`. The values stay where the finger left them.
    func finishThumbDrag() {
        thumbTracking.drag = .none
        holdThumbs(0..<0)
        isHighlighted = false
        if thumbTracking.pendingValueChanged, isEnabled {
            thumbTracking.pendingValueChanged = false
            if model.values != thumbTracking.valuesAtTouchDown { sendActions(for: .valueChanged) }
        }
        thumbTracking.pendingValueChanged = false
    }

    // MARK: User changes

    /// Applies a user's value to the thumb at `index` (snapped, stopped by its neighbours);
    /// returns whether it changed. `immediately` sends `valueChanged` now even when not
    /// continuous (keys and assistive actions have no release to wait for). `travel` is
    /// where the thumbs travel when the caller has it (a drag), so a move lays out once.
    @discardableResult
    func applyUserValue(_ value: Double, toThumbAt index: Int, immediately: Bool = false, in travel: ThumbTravel? = nil) -> Bool {
        guard index >= 0, index < model.numberOfThumbs else { return false }
        let target = model.constrained(value, forThumbAt: index)
        let old = model.value(ofThumbAt: index)
        guard target != old else { return false }
        let metBefore = model.meetsNeighbour(ofThumbAt: index)
        model.adoptValues()
        model.setValue(target, ofThumbAt: index)
        // A constrained value moves no neighbour: only this thumb's old and new places change.
        setNeedsDisplay(afterMoving: (old, old), to: (model.value(ofThumbAt: index), model.value(ofThumbAt: index)), in: travel)
        if let haptics {
            if model.meetsNeighbour(ofThumbAt: index) && !metBefore {
                haptics.play(.impact(.light))
            } else if isStepped {
                haptics.play(.selection)
            }
        }
        tellValueChanged(immediately: immediately)
        return true
    }

    /// Applies a dragged segment (the pair at `index` and `index + 1`) at once.
    @discardableResult
    func applyUserSegment(_ index: Int, _ pair: (lower: Double, upper: Double), in travel: ThumbTravel? = nil) -> Bool {
        guard index >= 0, index + 1 < model.numberOfThumbs else { return false }
        let before = (model.value(ofThumbAt: index), model.value(ofThumbAt: index + 1))
        guard pair != before else { return false }
        model.adoptValues()
        // The model resolves from the requests, so the order of the two sets is immaterial.
        model.setValue(pair.lower, ofThumbAt: index)
        model.setValue(pair.upper, ofThumbAt: index + 1)
        let after = (model.value(ofThumbAt: index), model.value(ofThumbAt: index + 1))
        guard after != before else { return false }
        setNeedsDisplay(afterMoving: before, to: after, in: travel)
        if isStepped { haptics?.play(.selection) }
        tellValueChanged(immediately: false)
        return true
    }

    /// Whether values land on stops (a step or snap values): a tick per change.
    private var isStepped: Bool { model.stepValue > 0 || model.grid.hasActiveStops }

    private func tellValueChanged(immediately: Bool) {
        if isContinuous || immediately {
            sendActions(for: .valueChanged)
        } else {
            thumbTracking.pendingValueChanged = true
        }
    }
}
