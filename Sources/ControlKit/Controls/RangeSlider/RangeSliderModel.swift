import Foundation

/// The value math of a ``RangeSlider``: bounds, the thumbs' values, steps and distances.
///
/// A pure value type with no drawing or touch code, so every rule is tested directly. It
/// holds any number of values (two by default; MultiSlider's `value: [CGFloat]`), one per
/// thumb, in thumb order: ``values``. ``lowerValue`` is the first and ``upperValue`` the last.
///
/// **The requested values are kept.** Setting a value stores what was asked for; what the
/// model reports is that request made valid against the current bounds, step and
/// distances. That makes the order of setting properties irrelevant:
/// `upperValue = 50; maximumValue = 100` and `maximumValue = 100; upperValue = 50` both
/// give an upper value of 50. A user's drag or a programmatic set replaces the request.
///
/// The rules, applied in this order every time something changes:
/// 1. Every value is clamped to `minimumValue...maximumValue`.
/// 2. With a `stepValue` above 0 each snaps to `minimumValue + n · stepValue` (decimal
///    exact); `maximumValue` is also a stop, so the whole range is reachable. With
///    ``ValueGrid/stops`` (snap values) inside the bounds, those are the only stops.
/// 3. If a value is above the next one, or closer to it than `minimumDistance`, **the
///    later value wins** and the earlier one moves down (if that hits the minimum, the
///    later ones move up instead). With two values: the upper value wins.
/// 4. If neighbours are further apart than `maximumDistance`, the later value wins again
///    and the earlier one moves up. (When the maximum is off the step grid, the two
///    distances may not both fit exactly; the minimum distance wins, and the maximum
///    distance may be exceeded by less than one step.)
///
/// Bad input: NaN and infinities are ignored for every property (the old value stays).
/// Negative steps and distances are ignored; a step of 0 means continuous. Setting the
/// minimum above the maximum raises the maximum to it (and setting the maximum below the
/// minimum lowers the minimum), as `UISlider` does. A minimum distance larger than the
/// range acts as the whole range; a maximum distance below the minimum distance acts as
/// the minimum distance. An empty ``values`` is ignored: there is always a thumb.
///
/// ```swift
/// var model = RangeSliderModel()          // 0...1, values 0.2 and 0.8
/// model.stepValue = 0.1
/// model.lowerValue = 0.26                 // lowerValue == 0.3
/// model.upperValue = 0.1                  // upper wins: lower becomes 0.1 as well
/// model.values = [0.1, 0.5, 0.9]          // three thumbs
/// ```
public struct RangeSliderModel: SteppedValueModel, Hashable, Sendable {
    /// One end of the thumbs: the first (``lower``) or the last (``upper``). Any thumb,
    /// the ends included, is also named by its index in ``RangeSliderModel/values``.
    public enum Thumb: Hashable, Sendable, CaseIterable {
        case lower, upper

        /// The index of this end among `count` thumbs: 0, or `count - 1`.
        public func index(among count: Int) -> Int { self == .lower ? 0 : max(count - 1, 0) }
    }

    /// The bounds and step (0...1, continuous, as UISlider's); changing it re-validates the values.
    public var grid = ValueGrid(minimum: 0, maximum: 1) {
        didSet { resolve() }
    }

    /// The values, one per thumb in thumb order, always within the rules above (default
    /// `[0.2, 0.8]`). Setting it keeps the request: a new count adds or removes thumbs
    /// (non-finite entries are dropped; an empty list is ignored); the same count replaces
    /// each request, and a NaN or infinite entry keeps that thumb's request.
    public var values: [Double] {
        get { resolved }
        set {
            if newValue.count == requested.count {
                for i in newValue.indices where newValue[i].isFinite { requested[i] = newValue[i] }
            } else {
                let finite = newValue.filter(\.isFinite)
                guard !finite.isEmpty else { return }
                requested = finite
                resolved = finite
            }
            resolve()
        }
    }

    /// How many thumbs there are (at least one).
    public var numberOfThumbs: Int { resolved.count }

    /// The first value (default 0.2), always within the rules above.
    public var lowerValue: Double {
        get { resolved[0] }
        set { setValue(newValue, ofThumbAt: 0) }
    }

    /// The last value (default 0.8), always within the rules above.
    public var upperValue: Double {
        get { resolved[resolved.count - 1] }
        set { setValue(newValue, ofThumbAt: resolved.count - 1) }
    }

    /// The smallest allowed distance between neighbouring values (default 0: they may meet).
    public var minimumDistance: Double {
        get { minDistance }
        set {
            guard newValue.isFinite, newValue >= 0 else { return }
            minDistance = newValue
            resolve()
        }
    }

    /// The largest allowed distance between neighbouring values; nil (the default) for none.
    public var maximumDistance: Double? {
        get { maxDistance }
        set {
            if let newValue, !(newValue.isFinite && newValue >= 0) { return }
            maxDistance = newValue
            resolve()
        }
    }

    private var minimum: Double { grid.minimum }
    private var maximum: Double { grid.maximum }
    private var step: Double { grid.step }
    private var requested = [0.2, 0.8]
    private var resolved = [0.2, 0.8]
    private var minDistance = 0.0
    private var maxDistance: Double?

    /// A model with UISlider's bounds: 0...1, values 0.2 and 0.8, continuous.
    public init() {}

    /// A model with the given bounds and two values (made valid by the rules above).
    public init(minimumValue: Double, maximumValue: Double, lowerValue: Double, upperValue: Double, stepValue: Double = 0) {
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.stepValue = stepValue
        setValues(lower: lowerValue, upper: upperValue)
    }

    /// A model with the given bounds and values, one per thumb (made valid by the rules above).
    public init(minimumValue: Double, maximumValue: Double, values: [Double], stepValue: Double = 0) {
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.stepValue = stepValue
        self.values = values
    }

    /// Sets the first and last values at once (each NaN or infinite one is ignored).
    public mutating func setValues(lower newLower: Double, upper newUpper: Double) {
        if newLower.isFinite { requested[0] = newLower }
        if newUpper.isFinite { requested[requested.count - 1] = newUpper }
        resolve()
    }

    /// The value of the first or last thumb.
    public func value(of thumb: Thumb) -> Double { resolved[thumb.index(among: resolved.count)] }

    /// Sets the value of the first or last thumb, as ``lowerValue`` or ``upperValue`` would.
    public mutating func setValue(_ value: Double, of thumb: Thumb) {
        setValue(value, ofThumbAt: thumb.index(among: resolved.count))
    }

    /// The value of the thumb at `index` (clamped to the thumbs there are).
    public func value(ofThumbAt index: Int) -> Double { resolved[clampedIndex(index)] }

    /// Asks for `value` on the thumb at `index` (an index out of range or a non-finite
    /// value is ignored); the request is kept and made valid.
    public mutating func setValue(_ value: Double, ofThumbAt index: Int) {
        guard value.isFinite, requested.indices.contains(index) else { return }
        requested[index] = value
        resolve()
    }

    /// Makes the values as they are now the requests of every thumb: what a user's change
    /// starts from, so moving one thumb never brings back another's old request.
    public mutating func adoptValues() {
        for i in resolved.indices where requested[i] != resolved[i] { requested[i] = resolved[i] }
    }

    private func clampedIndex(_ index: Int) -> Int { min(max(index, 0), resolved.count - 1) }

    /// The minimum distance in force: rounded up to whole steps, at most the span.
    public var effectiveMinimumDistance: Double {
        var d = min(minDistance, span)
        if step > 0, d > 0 {
            let n = d / step
            if n.isFinite, n < StepMath.exactIntegerLimit {
                d = min(StepMath.value(atStep: (n - 1e-9).rounded(.up), origin: 0, step: step), span)
            }
        }
        return d
    }

    /// The maximum distance in force: rounded down to whole steps, at least the minimum.
    public var effectiveMaximumDistance: Double {
        guard var d = maxDistance else { return span }
        if step > 0, (d / step).isFinite, d / step < StepMath.exactIntegerLimit {
            d = StepMath.value(atStep: (d / step + 1e-9).rounded(.down), origin: 0, step: step)
        }
        return min(max(d, effectiveMinimumDistance), span)
    }

    /// Where the first or last thumb may go while the others stay put (they are hard stops).
    public func allowedRange(for thumb: Thumb) -> ClosedRange<Double> {
        allowedRange(forThumbAt: thumb.index(among: resolved.count))
    }

    /// Where the thumb at `index` may go while its neighbours stay put: between them, kept
    /// the minimum distance away from each and no further than the maximum distance.
    public func allowedRange(forThumbAt index: Int) -> ClosedRange<Double> {
        let i = clampedIndex(index)
        let dMin = effectiveMinimumDistance, dMax = effectiveMaximumDistance
        var low = minimum, high = maximum
        if i > 0 {
            low = max(low, resolved[i - 1] + dMin)
            high = min(high, resolved[i - 1] + dMax)
        }
        if i < resolved.count - 1 {
            low = max(low, resolved[i + 1] - dMax)
            high = min(high, resolved[i + 1] - dMin)
        }
        low = min(low, maximum)
        return low...max(high, low)
    }

    /// The value the first or last thumb would take for a user asking for `value`.
    public func constrained(_ value: Double, for thumb: Thumb) -> Double {
        constrained(value, forThumbAt: thumb.index(among: resolved.count))
    }

    /// The value the thumb at `index` would take for a user asking for `value`: snapped,
    /// then stopped by its neighbours and the distance rules.
    public func constrained(_ value: Double, forThumbAt index: Int) -> Double {
        let allowed = allowedRange(forThumbAt: index)
        return min(max(snapped(value), allowed.lowerBound), allowed.upperBound)
    }

    /// Both values of a two-value range moved together from `start` by `delta`, keeping
    /// their distance, with no other thumb in the way: stopped at the bounds, and with a
    /// step or snap values the lower value lands on a stop (the upper one follows at the
    /// same distance). A non-finite `delta` moves nothing. With more thumbs, see
    /// ``segmentMoved(at:from:by:)``.
    ///
    /// ```swift
    /// let model = RangeSliderModel(minimumValue: 0, maximumValue: 10, lowerValue: 2, upperValue: 5)
    /// model.rangeMoved(from: (2, 5), by: 9)   // (7, 10): stopped at the maximum
    /// ```
    public func rangeMoved(from start: (lower: Double, upper: Double), by delta: Double) -> (lower: Double, upper: Double) {
        moved(start, by: delta, lowest: minimum, highest: maximum)
    }

    /// The thumbs at `index` and `index + 1` moved together from `start` by `delta`,
    /// keeping their distance: the segment a drag on the track between them moves
    /// (``RangeSlider/TrackTouchBehavior/moveRange``). Stopped at the bounds and by the
    /// thumbs beyond the pair (by the minimum and maximum distances to them), landing on
    /// a stop as ``rangeMoved(from:by:)`` does. An index without a pair moves nothing.
    public func segmentMoved(
        at index: Int, from start: (lower: Double, upper: Double), by delta: Double
    ) -> (lower: Double, upper: Double) {
        guard index >= 0, index + 1 < resolved.count else { return start }
        let dMin = effectiveMinimumDistance, dMax = effectiveMaximumDistance
        let width = start.upper - start.lower
        var lowest = minimum, highest = maximum
        if index > 0 {
            lowest = max(lowest, resolved[index - 1] + dMin)
            highest = min(highest, resolved[index - 1] + dMax + width)
        }
        if index + 2 < resolved.count {
            highest = min(highest, resolved[index + 2] - dMin)
            lowest = max(lowest, resolved[index + 2] - dMax - width)
        }
        return moved(start, by: delta, lowest: lowest, highest: highest)
    }

    /// A pair moved by `delta` with its lower value in `lowest...highest - width`.
    private func moved(
        _ start: (lower: Double, upper: Double), by delta: Double, lowest: Double, highest: Double
    ) -> (lower: Double, upper: Double) {
        let width = start.upper - start.lower
        guard delta.isFinite, width.isFinite, width >= 0 else { return start }
        let top = max(highest - width, lowest)
        var lower = min(max(start.lower + delta, lowest), top)
        if step > 0 || grid.hasActiveStops {
            lower = grid.snapped(lower)
            if lower > top + 1e-9 * abs(top) { lower = grid.point(atOrBelow: top) }
            if lower < lowest - 1e-9 * abs(lowest) { lower = grid.point(atOrAbove: lowest) }
        }
        return (lower, min(lower + width, maximum))
    }

    /// Makes every request valid, in place (a touch move allocates nothing).
    private mutating func resolve() {
        let n = requested.count
        for i in 0..<n { resolved[i] = snapped(requested[i]) }
        guard n > 1 else { return }
        let dMin = effectiveMinimumDistance
        func tooClose(_ i: Int) -> Bool { resolved[i] > resolved[i + 1] || resolved[i + 1] - resolved[i] < dMin - 1e-9 }
        // The later value wins: walk down from the last, moving each earlier one below the
        // next; one that would pass the minimum stays there, and the walk up moves the
        // later ones above it.
        for i in stride(from: n - 2, through: 0, by: -1) where tooClose(i) {
            let target = resolved[i + 1] - dMin
            resolved[i] = target >= minimum - 1e-9 ? grid.point(atOrBelow: target) : minimum
        }
        for i in 0..<(n - 1) where tooClose(i) {
            resolved[i + 1] = grid.point(atOrAbove: resolved[i] + dMin)
        }
        let dMax = effectiveMaximumDistance
        for i in stride(from: n - 2, through: 0, by: -1) where resolved[i + 1] - resolved[i] > dMax + 1e-9 {
            resolved[i] = grid.point(atOrAbove: resolved[i + 1] - dMax)
            // With the maximum off the step grid both distances may not fit exactly:
            // the minimum distance wins.
            if tooClose(i) { resolved[i] = grid.point(atOrBelow: resolved[i + 1] - dMin) }
        }
        // Whatever rounding did, never crossed.
        for i in stride(from: n - 2, through: 0, by: -1) where resolved[i] > resolved[i + 1] { resolved[i] = resolved[i + 1] }
    }
}
