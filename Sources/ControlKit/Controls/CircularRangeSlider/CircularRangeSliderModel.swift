import Foundation

/// The value math of a ``CircularRangeSlider``: a start and an end on a circle, the duration
/// forward from one to the other, steps and duration limits.
///
/// A pure value type with no drawing or touch code, so every rule is tested directly.
///
/// **One turn is `minimumValue...maximumValue`** (0...1 by default, as UISlider's bounds; a
/// clock in minutes is 0...1440 or 0...720). The maximum is the same point as the minimum
/// (midnight, on a clock), so every value lies in `minimumValue..<maximumValue`, and a value
/// outside the turn is taken around it: on a turn of 0...1440, 1500 is 60 and −30 is 1410.
///
/// **The duration runs forward (clockwise) from the start to the end**, so a range may cross
/// the top: start 1350 (22:30) and end 390 (6:30) make a duration of 480. It lies between 0
/// and one turn. An end on the start is an empty range (duration 0); a full turn, the end
/// all the way round on the start again, comes only from a duration
/// (``setDuration(_:keeping:)``, a drag, or a ``minimumDuration`` of a whole turn).
///
/// **The requested values are kept.** Setting ``startValue`` or ``endValue`` stores what was
/// asked for; what the model reports is that request made valid against the current turn,
/// step and durations, so the order properties are set in does not matter.
///
/// The rules, applied in this order every time something changes:
/// 1. The start is taken around the turn and, with a ``stepValue`` above 0, snapped to the
///    stops `minimumValue + n · stepValue` (decimal exact); the maximum is a stop too, which
///    is the minimum again.
/// 2. The end is taken around and snapped the same way, and the duration is the distance
///    forward from the start to it. Of the two stops either side of an end, the one whose
///    duration is nearest the asked one wins: an end asked for just before the start keeps
///    a long range rather than landing on the start.
/// 3. A duration outside ``minimumDuration``...``maximumDuration`` (rounded to whole steps:
///    the minimum up, the maximum down) is brought inside it: **the start wins**, and the
///    end moves. (A step that does not divide the turn leaves the stops after the last
///    whole step short; an end snapped there may make the duration differ from a limit by
///    less than a step.)
///
/// A duration is as precise as the numbers it comes from: beside a start of 1e300, a
/// duration of 900 is below the start's last digit.
///
/// Bad input: NaN and infinities are ignored by every property (the old value stays);
/// negative steps and durations are ignored; a step of 0 is continuous. A minimum above the
/// maximum raises the maximum (UISlider's rule), which leaves a turn of nothing: every value
/// is the minimum. Turns wider than the largest Double (bounds of ±1e308) work: values are
/// taken around with halved operands, and a duration longer than the largest Double reads
/// as the largest Double.
///
/// ```swift
/// var night = CircularRangeSliderModel(minimumValue: 0, maximumValue: 1440, startValue: 1350, endValue: 390, stepValue: 5)
/// night.duration                      // 480: across midnight
/// night.minimumDuration = 600
/// night.endValue                      // 510: the start wins, the end moves on
/// ```
public struct CircularRangeSliderModel: SteppedValueModel, Hashable, Sendable {
    /// One of the two values.
    public enum Thumb: Hashable, Sendable, CaseIterable {
        /// The start of the range (the Clock app's bedtime).
        case start
        /// The end of the range (the wake-up time).
        case end
    }

    /// The turn and step (0...1, continuous, as UISlider's); changing it re-validates the values.
    public var grid = ValueGrid(minimum: 0, maximum: 1) {
        didSet { limitsChanged() }
    }

    /// The start of the range (default 0), always within the rules above.
    public var startValue: Double {
        get { start }
        set {
            guard newValue.isFinite else { return }
            requestedStart = newValue
            resolve()
        }
    }

    /// The end of the range (default 0.25), always within the rules above. An end on the
    /// start asks for an empty range.
    public var endValue: Double {
        get { end }
        set {
            guard newValue.isFinite else { return }
            requestedEnd = newValue
            requestsFullTurn = false
            resolve()
        }
    }

    /// The distance forward (clockwise) from the start to the end, from 0 to one turn
    /// (``turn``); it may cross the top.
    public var duration: Double { resolvedDuration }

    /// The shortest duration allowed (default 0: the thumbs may meet). Negative or
    /// non-finite values are ignored; more than a turn acts as a turn.
    public var minimumDuration: Double {
        get { minDuration }
        set {
            guard newValue.isFinite, newValue >= 0 else { return }
            minDuration = newValue
            limitsChanged()
        }
    }

    /// The longest duration allowed; nil (the default) for a whole turn. Negative or
    /// non-finite values are ignored; less than the minimum acts as the minimum.
    public var maximumDuration: Double? {
        get { maxDuration }
        set {
            if let newValue, !(newValue.isFinite && newValue >= 0) { return }
            maxDuration = newValue
            limitsChanged()
        }
    }

    var minimum: Double { grid.minimum }
    var maximum: Double { grid.maximum }
    var step: Double { grid.step }
    private var requestedStart = 0.0, requestedEnd = 0.25
    private var requestsFullTurn = false
    private var start = 0.0, end = 0.25, resolvedDuration = 0.25
    private var minDuration = 0.0
    private var maxDuration: Double?
    /// What the turn, step and limits give, worked out when they change rather than on every
    /// move of a drag: the limits in force, and the decimals a stepped duration is written
    /// with (nil: continuous).
    private var limits = Limits(lower: 0, upper: 1)
    private var durationDigits: Digits?

    private struct Limits: Hashable, Sendable {
        var lower: Double, upper: Double
    }
    private struct Digits: Hashable, Sendable {
        var count: Int, factor: Double
    }

    /// A model with UISlider's bounds: a turn of 0...1, the range from 0 to 0.25, continuous.
    public init() {}

    /// A model with the given turn, values and step (made valid by the rules above).
    public init(minimumValue: Double, maximumValue: Double, startValue: Double, endValue: Double, stepValue: Double = 0) {
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.stepValue = stepValue
        setValues(start: startValue, end: endValue)
    }

    // MARK: Setting values

    /// Sets both values at once (each NaN or infinite one is ignored).
    public mutating func setValues(start newStart: Double, end newEnd: Double) {
        if newStart.isFinite { requestedStart = newStart }
        if newEnd.isFinite {
            requestedEnd = newEnd
            requestsFullTurn = false
        }
        resolve()
    }

    /// The value of `thumb`.
    public func value(of thumb: Thumb) -> Double { thumb == .start ? start : end }

    /// Changes the duration by moving one thumb while the `fixed` one stays exactly where it
    /// is: what a drag of the other thumb does. The duration is snapped to whole steps and
    /// kept within the limits, so the moving thumb stops at them (a hard stop, never a jump
    /// past the fixed thumb); a duration of a turn or more is a full turn when the limits
    /// allow one. NaN is ignored.
    ///
    /// ```swift
    /// night.setDuration(540, keeping: .start)   // the end moves to 7:30
    /// ```
    public mutating func setDuration(_ duration: Double, keeping fixed: Thumb) {
        guard !duration.isNaN else { return }
        let d = allowedDuration(duration)
        switch fixed {
        case .start: setRange(start: start, duration: d)
        case .end: setRange(start: advanced(end, by: -d), duration: d, end: end)
        }
    }

    /// Moves both values so the range starts at `start`, keeping the duration (a full turn
    /// stays one): what a drag of the arc does. NaN and infinities are ignored.
    public mutating func moveRange(toStart newStart: Double) {
        guard newStart.isFinite else { return }
        setRange(start: newStart, duration: resolvedDuration)
    }

    /// Asks for a range of `duration` from `start` (a full turn when it is a turn or more);
    /// with `end`, the end exactly (the start was computed back from it).
    mutating func setRange(start newStart: Double, duration d: Double, end exactEnd: Double? = nil) {
        guard newStart.isFinite, !d.isNaN else { return }
        requestedStart = newStart
        requestsFullTurn = d >= turn && turn > 0
        requestedEnd = exactEnd ?? (requestsFullTurn ? newStart : advanced(newStart, by: d))
        resolve()
    }

    // MARK: Limits

    /// One turn: `maximumValue - minimumValue`, never negative, at most the largest Double.
    public var turn: Double { min(grid.span, .greatestFiniteMagnitude) }

    /// Whether the range is a whole turn (the end all the way round on the start).
    public var isFullTurn: Bool { turn > 0 && resolvedDuration >= turn }

    /// The minimum duration in force: rounded up to whole steps, at most a turn.
    public var effectiveMinimumDuration: Double { limits.lower }

    /// The maximum duration in force: rounded down to whole steps, at least the minimum,
    /// at most a turn.
    public var effectiveMaximumDuration: Double { limits.upper }

    private var computedMinimumDuration: Double {
        var d = min(minDuration, turn)
        if step > 0, d > 0 {
            let n = d / step
            if n.isFinite, n < StepMath.exactIntegerLimit {
                d = min(StepMath.value(atStep: (n - 1e-9).rounded(.up), origin: 0, step: step), turn)
            }
        }
        return d
    }

    private func computedMaximumDuration(atLeast lower: Double) -> Double {
        guard var d = maxDuration else { return turn }
        d = min(d, turn)
        if step > 0, (d / step).isFinite, d / step < StepMath.exactIntegerLimit {
            d = StepMath.value(atStep: (d / step + 1e-9).rounded(.down), origin: 0, step: step)
        }
        return min(max(d, lower), turn)
    }

    /// The turn, step or a limit changed: work out what they give, then the values.
    private mutating func limitsChanged() {
        let lower = computedMinimumDuration
        limits = Limits(lower: lower, upper: computedMaximumDuration(atLeast: lower))
        if step > 0, abs(StepMath.steps(from: minimum, to: maximum, step: step)) < StepMath.exactIntegerLimit {
            let count = max(StepMath.decimals(of: step), StepMath.decimals(of: minimum), StepMath.decimals(of: maximum))
            durationDigits = Digits(count: count, factor: pow(10, Double(count)))
        } else {
            durationDigits = nil  // a step too fine to count from the minimum is continuous
        }
        resolve()
    }

    /// The duration a user asking for `duration` gets: within 0...a turn, snapped to whole
    /// steps, then within the limits. NaN gives the current duration.
    public func allowedDuration(_ duration: Double) -> Double {
        guard !duration.isNaN else { return resolvedDuration }
        var d = min(max(duration, 0), turn)
        if step > 0, d < turn {
            let n = (d / step).rounded()
            if let digits = durationDigits, digits.count < 12, (n * step * digits.factor).isFinite,
                abs(n * step * digits.factor) < StepMath.exactIntegerLimit
            {
                // StepMath.value(atStep:origin:step:) from 0, with the decimals kept.
                d = min((n * step * digits.factor).rounded() / digits.factor, turn)
            } else if n.isFinite, n < StepMath.exactIntegerLimit {
                d = min(StepMath.value(atStep: n, origin: 0, step: step), turn)
            }
        }
        return min(max(d, effectiveMinimumDuration), effectiveMaximumDuration)
    }

    // MARK: Resolving

    /// How far from a limit a duration computed from `start` and `end` may be and still be
    /// at it: a few units in the last place of the largest of them.
    func durationTolerance(start: Double, end: Double, duration: Double) -> Double {
        max(abs(start), abs(end), duration) * 1e-12
    }

    /// The stop for an end at `target` (taken around): of the stops either side of it, the
    /// one whose duration from `start` is nearest the asked one and within `limits` (else the
    /// nearest). So an end asked for just before the start keeps a long range, where the
    /// stop nearest it would be the start itself and an empty one; continuous: `target`.
    private func end(near target: Double, from start: Double, within limits: Limits) -> Double {
        guard step > 0 || grid.hasActiveStops else { return target }
        let wanted = distance(from: start, to: target)
        let tolerance = durationTolerance(start: start, end: target, duration: wanted)
        func onCircle(_ stop: Double) -> Double { stop < maximum ? stop : minimum }
        func allowed(_ stop: Double) -> Bool {
            let d = distance(from: start, to: stop)
            return d >= limits.lower - tolerance && d <= limits.upper + tolerance
        }
        func miss(_ stop: Double) -> Double { abs(distance(from: start, to: stop) - wanted) }
        // The nearest stop, unless it left the limits or wrapped past the start (then it is
        // further from the asked duration than a step).
        let nearest = onCircle(grid.snapped(target))
        if allowed(nearest), step == 0 || miss(nearest) <= step / 2 + tolerance { return nearest }
        let below = onCircle(grid.point(atOrBelow: target)), above = onCircle(grid.point(atOrAbove: target))
        var best = nearest
        var bestAllowed = allowed(nearest)
        for stop in [below, above] {
            let ok = allowed(stop)
            if (ok && !bestAllowed) || (ok == bestAllowed && miss(stop) < miss(best)) {
                best = stop
                bestAllowed = ok
            }
        }
        return best
    }

    /// Whether the duration is at its shortest or longest.
    public var isDurationAtLimit: Bool {
        let tolerance = durationTolerance(start: start, end: end, duration: resolvedDuration)
        return resolvedDuration <= limits.lower + tolerance || resolvedDuration >= limits.upper - tolerance
    }

    private mutating func resolve() {
        let s = snappedOnCircle(requestedStart)
        let (lo, hi) = (limits.lower, limits.upper)
        var e = requestsFullTurn ? s : end(near: wrapped(requestedEnd), from: s, within: limits)
        var d = requestsFullTurn ? turn : distance(from: s, to: e)
        // Relative to the numbers the duration was computed from, so ends that rounding put
        // an ulp off a limit stay put (and a duration of 900 on a turn of 1e308 still counts).
        let tolerance = durationTolerance(start: s, end: e, duration: d)
        if d < lo - tolerance || d > hi + tolerance {
            d = min(max(d, lo), hi)
            if d >= turn {
                e = s
            } else {
                e = end(near: advanced(s, by: d), from: s, within: limits)
                d = distance(from: s, to: e)
                // No end short of the start is long enough (a minimum within a step of the
                // turn, or numbers too large to tell an end from the start): the whole turn is.
                let slack = durationTolerance(start: s, end: e, duration: lo)
                if d < lo - slack, hi >= turn - slack {
                    d = turn
                    e = s
                }
            }
        }
        if let digits = durationDigits, d < turn, digits.count < 12 {
            // A difference of stops, written with their decimals: 2.3 to 0.3 on a turn of
            // 2.4 lasts 0.4, not 0.3999999999999999 (StepMath.round, with the factor kept).
            let scaled = d * digits.factor
            if scaled.isFinite, abs(scaled) < StepMath.exactIntegerLimit { d = scaled.rounded() / digits.factor }
        }
        start = s
        end = e
        resolvedDuration = turn > 0 ? d : 0
    }
}
