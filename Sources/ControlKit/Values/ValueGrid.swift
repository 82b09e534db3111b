import Foundation

/// The bounds and step a value model works in: the part every value model shares.
///
/// A grid is ``ValueBounds`` (a minimum never above the maximum, finite) and a step
/// counted from the minimum, decimal exact (``StepMath``); the maximum is always a stop
/// too, even off the grid. Whether a step of 0 (continuous) is allowed is fixed when the
/// grid is made: sliders allow it, a stepper does not.
///
/// ```swift
/// var grid = ValueGrid(minimum: 0, maximum: 1, step: 0.1)
/// grid.snapped(0.26)            // 0.3
/// grid.point(atOrBelow: 0.26)   // 0.2
/// ```
public struct ValueGrid: Hashable, Sendable {
    /// The minimum and maximum.
    public var bounds: ValueBounds
    /// The step; 0 is continuous (only when ``allowsContinuous``).
    public private(set) var step: Double
    /// Whether a step of 0 (continuous) is accepted.
    public let allowsContinuous: Bool

    /// Makes a grid, setting the minimum, then the maximum, then the step, by the
    /// properties' rules (so a minimum above the maximum ends with both at the maximum);
    /// an invalid step falls back to 0 (continuous) or 1.
    public init(minimum: Double, maximum: Double, step: Double = 0, allowsContinuous: Bool = true) {
        bounds = ValueBounds(minimum: 0, maximum: 0)
        bounds.minimum = minimum
        bounds.maximum = maximum
        self.allowsContinuous = allowsContinuous
        self.step = allowsContinuous ? 0 : 1
        stepValue = step
    }

    /// The smallest value. NaN and infinities are ignored; above the maximum it raises it.
    public var minimum: Double {
        get { bounds.minimum }
        set { bounds.minimum = newValue }
    }

    /// The largest value. NaN and infinities are ignored; below the minimum it lowers it.
    public var maximum: Double {
        get { bounds.maximum }
        set { bounds.maximum = newValue }
    }

    /// The step. Negative, NaN or infinite steps are ignored, and so is 0 unless
    /// ``allowsContinuous``.
    public var stepValue: Double {
        get { step }
        set {
            guard newValue.isFinite, newValue > 0 || (newValue == 0 && allowsContinuous) else { return }
            step = newValue
        }
    }

    /// Values to snap to instead of the step (MultiSlider's `snapValues`): when some lie
    /// within the bounds, those are the only stops, and the step is not used for snapping.
    /// Kept sorted, without duplicates; NaN and infinities are dropped. Empty (the
    /// default): the step decides.
    ///
    /// ```swift
    /// var grid = ValueGrid(minimum: 0, maximum: 100)
    /// grid.stops = [0, 10, 25, 50, 100]
    /// grid.snapped(30)   // 25
    /// ```
    public var stops: [Double] {
        get { stopList }
        set { stopList = Array(Set(newValue.filter(\.isFinite))).sorted() }
    }
    private var stopList: [Double] = []

    /// The stops within the bounds (empty: the step decides).
    public var activeStops: [Double] { Array(stopList[activeStopRange]) }

    /// Where the stops within the bounds are in the sorted list: found by binary search,
    /// so snapping costs the logarithm of the number of stops and allocates nothing.
    private var activeStopRange: Range<Int> {
        guard !stopList.isEmpty else { return 0..<0 }
        let lower = firstIndex(ofStopAtOrAbove: minimum), upper = firstIndex(ofStopAbove: maximum)
        return lower..<max(lower, upper)
    }

    /// The index of the first stop ≥ `value` (the count when none).
    private func firstIndex(ofStopAtOrAbove value: Double) -> Int {
        var low = 0, high = stopList.count
        while low < high {
            let mid = (low + high) / 2
            if stopList[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The index of the first stop > `value` (the count when none).
    private func firstIndex(ofStopAbove value: Double) -> Int {
        var low = 0, high = stopList.count
        while low < high {
            let mid = (low + high) / 2
            if stopList[mid] <= value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Whether some stops lie within the bounds (and so replace the step).
    public var hasActiveStops: Bool { !activeStopRange.isEmpty }

    /// `maximum - minimum` (never negative).
    public var span: Double { bounds.span }

    /// `value` clamped to the bounds and snapped to the nearest stop.
    public func snapped(_ value: Double) -> Double {
        let stops = activeStopRange
        guard !stops.isEmpty else { return StepMath.snap(value, origin: bounds.minimum, step: step, in: bounds.range) }
        guard !value.isNaN else { return stopList[stops.lowerBound] }
        let v = min(max(value, minimum), maximum)
        let above = min(max(firstIndex(ofStopAtOrAbove: v), stops.lowerBound), stops.upperBound - 1)
        let below = max(above - 1, stops.lowerBound)
        return abs(stopList[below] - v) <= abs(stopList[above] - v) ? stopList[below] : stopList[above]
    }

    /// The largest stop at or below `value` (never below the minimum).
    public func point(atOrBelow value: Double) -> Double {
        let stops = activeStopRange
        if !stops.isEmpty {
            let i = firstIndex(ofStopAbove: value + 1e-12 * abs(value)) - 1
            return stopList[min(max(i, stops.lowerBound), stops.upperBound - 1)]
        }
        guard let n = count(atOrBelow: value) else { return max(unsnapped(value), minimum) }
        return max(StepMath.value(atStep: n, origin: minimum, step: step), minimum)
    }

    /// The smallest stop at or above `value` (a grid point or the maximum).
    public func point(atOrAbove value: Double) -> Double {
        let stops = activeStopRange
        if !stops.isEmpty {
            let i = firstIndex(ofStopAtOrAbove: value - 1e-12 * abs(value))
            return stopList[min(max(i, stops.lowerBound), stops.upperBound - 1)]
        }
        guard let n = count(atOrAbove: value) else { return min(unsnapped(value), maximum) }
        return min(StepMath.value(atStep: n, origin: minimum, step: step), maximum)
    }

    /// The grid point one step above the last grid point at or below `value` (it may
    /// pass the maximum: the caller decides what passing means). Where the step is too
    /// fine for the Double to count, the next representable value above `value + step`.
    public func nextGridPoint(after value: Double) -> Double {
        let stops = activeStopRange
        if !stops.isEmpty {
            let i = max(firstIndex(ofStopAbove: value + 1e-12 * abs(value)), stops.lowerBound)
            return i < stops.upperBound ? stopList[i] : max(maximum, value).nextUp
        }
        guard let n = count(atOrBelow: value) else { return max(value + step, value.nextUp) }
        return StepMath.value(atStep: n + 1, origin: minimum, step: step)
    }

    /// The grid point one step below the first grid point at or above `value` (it may
    /// pass the minimum); see ``nextGridPoint(after:)``.
    public func previousGridPoint(before value: Double) -> Double {
        let stops = activeStopRange
        if !stops.isEmpty {
            let i = min(firstIndex(ofStopAtOrAbove: value - 1e-12 * abs(value)), stops.upperBound) - 1
            return i >= stops.lowerBound ? stopList[i] : min(minimum, value).nextDown
        }
        guard let n = count(atOrAbove: value) else { return min(value - step, value.nextDown) }
        return StepMath.value(atStep: n - 1, origin: minimum, step: step)
    }

    /// `value` rounded to its own decimals (what "continuous" snapping does).
    private func unsnapped(_ value: Double) -> Double {
        StepMath.round(value, toDecimals: StepMath.decimals(of: value))
    }

    /// Whole steps from the minimum to the last grid point at or below `value`, with a
    /// tolerance relative to the count so 0.3 / 0.1 counts as 3; nil without a step or
    /// when the count is beyond what a Double counts exactly (2⁵³: a step of 1e-300).
    private func count(atOrBelow value: Double) -> Double? {
        guard let raw = rawCount(to: value) else { return nil }
        return (raw + max(1e-9, abs(raw) * 1e-12)).rounded(.down)
    }

    private func count(atOrAbove value: Double) -> Double? {
        guard let raw = rawCount(to: value) else { return nil }
        return (raw - max(1e-9, abs(raw) * 1e-12)).rounded(.up)
    }

    private func rawCount(to value: Double) -> Double? {
        guard step > 0 else { return nil }
        let raw = StepMath.steps(from: minimum, to: value, step: step)
        return raw.isFinite && abs(raw) < StepMath.exactIntegerLimit ? raw : nil
    }

    /// `fraction` of the span (finite even when the span itself overflows).
    public func distance(forFraction fraction: Double) -> Double { bounds.distance(forFraction: fraction) }

    /// Where `value` sits between the bounds: 0 at the minimum, 1 at the maximum.
    public func fraction(for value: Double) -> Double { bounds.fraction(for: value) }

    /// The (unsnapped, clamped) value at `fraction` of the way from minimum to maximum.
    public func value(atFraction fraction: Double) -> Double { bounds.value(atFraction: fraction) }
}

/// A value model over a ``ValueGrid``: the bounds and step properties every model shares.
///
/// A conforming model stores its grid with a `didSet` that makes its values valid
/// again, so these properties, written once here, keep every model's rules.
public protocol SteppedValueModel {
    /// The bounds and step.
    var grid: ValueGrid { get set }
}

extension SteppedValueModel {
    /// The smallest value. NaN and infinities are ignored; a minimum above the maximum
    /// raises the maximum to it.
    public var minimumValue: Double {
        get { grid.minimum }
        set { grid.minimum = newValue }
    }

    /// The largest value. NaN and infinities are ignored; a maximum below the minimum
    /// lowers the minimum to it.
    public var maximumValue: Double {
        get { grid.maximum }
        set { grid.maximum = newValue }
    }

    /// The distance between allowed values, counted from the minimum (see
    /// ``ValueGrid/stepValue`` for what is ignored).
    public var stepValue: Double {
        get { grid.stepValue }
        set { grid.stepValue = newValue }
    }

    /// The range `maximumValue - minimumValue` (never negative).
    public var span: Double { grid.span }

    /// `value` snapped to the step grid (if any) and clamped to the bounds.
    public func snapped(_ value: Double) -> Double { grid.snapped(value) }

    /// Where `value` sits between the bounds: 0 at the minimum, 1 at the maximum
    /// (0 when the bounds are equal).
    public func fraction(for value: Double) -> Double { grid.fraction(for: value) }

    /// The (unsnapped, clamped) value at `fraction` of the way from minimum to maximum.
    public func value(atFraction fraction: Double) -> Double { grid.value(atFraction: fraction) }
}
