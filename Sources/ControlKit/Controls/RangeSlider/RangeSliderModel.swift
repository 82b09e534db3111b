import Foundation

/// The value math of a ``RangeSlider``: bounds, the two values, steps and distances.
///
/// A pure value type with no drawing or touch code, so every rule is tested directly.
///
/// **The requested values are kept.** Setting `lowerValue` or `upperValue` stores what
/// was asked for; what the model reports is that request made valid against the current
/// bounds, step and distances. That makes the order of setting properties irrelevant:
/// `upperValue = 50; maximumValue = 100` and `maximumValue = 100; upperValue = 50` both
/// give an upper value of 50. A user's drag or a programmatic set replaces the request.
///
/// The rules, applied in this order every time something changes:
/// 1. Both values are clamped to `minimumValue...maximumValue`.
/// 2. With a `stepValue` above 0 both snap to `minimumValue + n · stepValue` (decimal
///    exact); `maximumValue` is also a stop, so the whole range is reachable.
/// 3. If lower > upper, or they are closer than `minimumDistance`, **the upper value
///    wins** and the lower one moves down (if that hits the minimum, the upper one moves
///    up instead).
/// 4. If they are further apart than `maximumDistance`, the upper value wins again and
///    the lower one moves up. (When the maximum is off the step grid, the two distances
///    may not both fit exactly; the minimum distance wins, and the maximum distance may
///    be exceeded by less than one step.)
///
/// Bad input: NaN and infinities are ignored for every property (the old value stays).
/// Negative steps and distances are ignored; a step of 0 means continuous. Setting the
/// minimum above the maximum raises the maximum to it (and setting the maximum below the
/// minimum lowers the minimum), as `UISlider` does. A minimum distance larger than the
/// range acts as the whole range; a maximum distance below the minimum distance acts as
/// the minimum distance.
///
/// ```swift
/// var model = RangeSliderModel()          // 0...10, values 2 and 8
/// model.stepValue = 0.1
/// model.lowerValue = 0.26                 // lowerValue == 0.3
/// model.upperValue = 0.1                  // upper wins: lower becomes 0.1 as well
/// ```
public struct RangeSliderModel: SteppedValueModel, Hashable, Sendable {
    /// One of the two values.
    public enum Thumb: Hashable, Sendable, CaseIterable {
        case lower, upper
    }

    /// The bounds and step (0...1, continuous, as UISlider's); changing it re-validates the values.
    public var grid = ValueGrid(minimum: 0, maximum: 1) {
        didSet { resolve() }
    }

    /// The lower value (default 0.2), always within the rules above.
    public var lowerValue: Double {
        get { lower }
        set {
            guard newValue.isFinite else { return }
            requestedLower = newValue
            resolve()
        }
    }

    /// The upper value (default 0.8), always within the rules above.
    public var upperValue: Double {
        get { upper }
        set {
            guard newValue.isFinite else { return }
            requestedUpper = newValue
            resolve()
        }
    }

    /// The smallest allowed distance between the values (default 0: they may meet).
    public var minimumDistance: Double {
        get { minDistance }
        set {
            guard newValue.isFinite, newValue >= 0 else { return }
            minDistance = newValue
            resolve()
        }
    }

    /// The largest allowed distance between the values; nil (the default) for none.
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
    private var requestedLower = 0.2, requestedUpper = 0.8
    private var lower = 0.2, upper = 0.8
    private var minDistance = 0.0
    private var maxDistance: Double?

    /// A model with the article's defaults: 0...10, values 2 and 8, continuous.
    public init() {}

    /// A model with the given bounds and values (made valid by the rules above).
    public init(minimumValue: Double, maximumValue: Double, lowerValue: Double, upperValue: Double, stepValue: Double = 0) {
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.stepValue = stepValue
        setValues(lower: lowerValue, upper: upperValue)
    }

    /// Sets both values at once (each NaN or infinite one is ignored).
    public mutating func setValues(lower newLower: Double, upper newUpper: Double) {
        if newLower.isFinite { requestedLower = newLower }
        if newUpper.isFinite { requestedUpper = newUpper }
        resolve()
    }

    /// The value of `thumb`.
    public func value(of thumb: Thumb) -> Double { thumb == .lower ? lower : upper }

    /// Sets the value of `thumb`, as ``lowerValue`` or ``upperValue`` would.
    public mutating func setValue(_ value: Double, of thumb: Thumb) {
        if thumb == .lower { lowerValue = value } else { upperValue = value }
    }

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

    /// Where `thumb` may go while the other one stays put (the other is a hard stop).
    public func allowedRange(for thumb: Thumb) -> ClosedRange<Double> {
        let dMin = effectiveMinimumDistance, dMax = effectiveMaximumDistance
        switch thumb {
        case .lower:
            let low = max(minimum, upper - dMax), high = max(min(upper - dMin, maximum), low)
            return low...high
        case .upper:
            let low = min(max(lower + dMin, minimum), maximum), high = max(min(maximum, lower + dMax), low)
            return low...high
        }
    }

    /// The value `thumb` would take for a user asking for `value`: snapped, then
    /// stopped by the other thumb and the distance rules.
    public func constrained(_ value: Double, for thumb: Thumb) -> Double {
        let allowed = allowedRange(for: thumb)
        var v = snapped(value)
        v = min(max(v, allowed.lowerBound), allowed.upperBound)
        return v
    }

    /// Both values moved together from `start` by `delta`, keeping their distance: the
    /// range a drag on the track between the thumbs gives (``RangeSlider/TrackTouchBehavior/moveRange``).
    /// Stopped at the bounds, and with a step or snap values the lower value lands on a
    /// stop (the upper one follows at the same distance). A non-finite `delta` moves nothing.
    ///
    /// ```swift
    /// let model = RangeSliderModel(minimumValue: 0, maximumValue: 10, lowerValue: 2, upperValue: 5)
    /// model.rangeMoved(from: (2, 5), by: 9)   // (7, 10): stopped at the maximum
    /// ```
    public func rangeMoved(from start: (lower: Double, upper: Double), by delta: Double) -> (lower: Double, upper: Double) {
        let width = start.upper - start.lower
        guard delta.isFinite, width.isFinite, width >= 0 else { return start }
        let highest = max(maximum - width, minimum)
        var lower = min(max(start.lower + delta, minimum), highest)
        if step > 0 || grid.hasActiveStops {
            lower = grid.snapped(lower)
            if lower > highest + 1e-9 * abs(highest) { lower = grid.point(atOrBelow: highest) }
        }
        return (lower, min(lower + width, maximum))
    }

    private mutating func resolve() {
        var lo = snapped(requestedLower)
        var up = snapped(requestedUpper)
        let dMin = effectiveMinimumDistance
        if lo > up || up - lo < dMin - 1e-9 {
            // The upper value wins: the lower one moves down; at the minimum, the upper moves up.
            if up - dMin >= minimum - 1e-9 {
                lo = grid.point(atOrBelow: up - dMin)
            } else {
                lo = minimum
                up = grid.point(atOrAbove: minimum + dMin)
            }
        }
        let dMax = effectiveMaximumDistance
        if up - lo > dMax + 1e-9 {
            lo = grid.point(atOrAbove: up - dMax)
            // With the maximum off the step grid both distances may not fit exactly:
            // the minimum distance wins.
            if lo > up || up - lo < dMin - 1e-9 { lo = grid.point(atOrBelow: up - dMin) }
        }
        lower = min(lo, up)  // whatever rounding did, never crossed
        upper = up
    }
}
