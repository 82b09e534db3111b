import Foundation

/// Decimal-exact arithmetic on stepped values: `origin + n · step`, rounded to the
/// decimals of the step and origin so 0.1-steps give 0.3, not 0.30000000000000004.
///
/// Every stepped control (range slider, slider, stepper) computes its values here, so
/// they agree to the last bit.
///
/// ```swift
/// StepMath.value(atStep: 3, origin: 0, step: 0.1)        // 0.3
/// StepMath.nearestStepIndex(to: 0.26, origin: 0, step: 0.1) // 3
/// ```
public enum StepMath {
    /// How many decimal digits `value` needs (at most 12); 0 for integers.
    public static func decimals(of value: Double) -> Int {
        guard value.isFinite else { return 0 }
        var scaled = abs(value)
        for digits in 0...12 {
            if abs(scaled - scaled.rounded()) < 1e-7 { return digits }
            if scaled > 1e15 { return 12 }
            scaled *= 10
        }
        return 12
    }

    /// Rounds `value` to `digits` decimal places (no-op for 12 or more).
    public static func round(_ value: Double, toDecimals digits: Int) -> Double {
        guard digits < 12, value.isFinite else { return value }
        let factor = pow(10, Double(digits))
        let rounded = (value * factor).rounded() / factor
        return rounded == 0 ? 0 : rounded  // no negative zero
    }

    /// `origin + index · step`, rounded to the decimals of `origin` and `step`.
    public static func value(atStep index: Int, origin: Double, step: Double) -> Double {
        let digits = max(decimals(of: origin), decimals(of: step))
        return round(origin + Double(index) * step, toDecimals: digits)
    }

    /// The index of the step nearest to `value` (ties round away from the origin).
    public static func nearestStepIndex(to value: Double, origin: Double, step: Double) -> Int {
        guard step > 0 else { return 0 }
        return index(((value - origin) / step).rounded(.toNearestOrAwayFromZero))
    }

    /// A step count as an `Int`, never trapping: NaN becomes 0 and anything beyond ±2³¹
    /// (a step far too small for its range) is clamped.
    public static func index(_ count: Double) -> Int {
        guard !count.isNaN else { return 0 }
        return Int(max(min(count, Double(Int32.max)), Double(Int32.min)))
    }

    /// `value` snapped to the nearest step from `origin`, kept within `range`; the upper
    /// end of the range counts as a stop even when it is not on the grid, so the whole
    /// range stays reachable. A `step` of 0 (or less) returns `value` clamped.
    public static func snap(_ value: Double, origin: Double, step: Double, in range: ClosedRange<Double>) -> Double {
        let clamped = min(max(value, range.lowerBound), range.upperBound)
        guard step > 0 else { return clamped }
        var index = nearestStepIndex(to: clamped, origin: origin, step: step)
        var snapped = StepMath.value(atStep: index, origin: origin, step: step)
        if snapped > range.upperBound + 1e-12 {
            index -= 1
            snapped = StepMath.value(atStep: index, origin: origin, step: step)
        }
        // The top of the range is a stop too: it competes with the grid point below it.
        if StepMath.value(atStep: index + 1, origin: origin, step: step) > range.upperBound + 1e-12,
            abs(range.upperBound - clamped) < abs(clamped - snapped)
        {
            snapped = range.upperBound
        }
        if snapped < range.lowerBound { snapped = range.lowerBound }
        if snapped > range.upperBound { snapped = range.upperBound }
        return snapped
    }
}
