import Foundation

/// Decimal-exact arithmetic on stepped values: `origin + n · step`, rounded to the
/// decimals of the step and origin so 0.1-steps give 0.3, not 0.30000000000000004.
///
/// Every stepped control (range slider, slider, stepper) computes its values here, so
/// they agree to the last bit.
///
/// ```swift
/// StepMath.value(atStep: 3, origin: 0, step: 0.1)        // 0.3
/// StepMath.nearestStepCount(to: 0.26, origin: 0, step: 0.1) // 3
/// ```
public enum StepMath {
    /// Above this, a Double has no fractional part and consecutive step counts are no
    /// longer distinct (2⁵³): every value is already "on the grid".
    public static let exactIntegerLimit = 9_007_199_254_740_992.0

    /// The number of decimals needed to write `value` exactly (0...12): 0.1 → 1, 2.25 → 2,
    /// 1e-8 → 8, 1/3 → 12. Judged relative to the value (a few units in the last place), so
    /// tiny steps keep their digits and long values are never shortened.
    public static func decimals(of value: Double) -> Int {
        guard value.isFinite, value != 0 else { return 0 }
        var scaled = abs(value)
        if scaled >= exactIntegerLimit { return 0 }
        for digits in 0...12 {
            let whole = scaled.rounded()
            // A few units in the last place of slack (0.1 + 0.2 has one decimal), never more:
            // a value with 16 significant digits keeps them all.
            if whole != 0, abs(scaled - whole) <= 1e-13 * scaled { return digits }
            scaled *= 10
        }
        return 12
    }

    /// `value` rounded to `digits` decimals (unchanged for 12 or more, for non-finite
    /// values, and where the Double already has no finer digits); never -0.
    public static func round(_ value: Double, toDecimals digits: Int) -> Double {
        guard digits < 12, value.isFinite else { return value }
        let factor = pow(10, Double(max(digits, 0)))
        let scaled = value * factor
        guard scaled.isFinite, abs(scaled) < exactIntegerLimit else { return value }
        let rounded = scaled.rounded() / factor
        return rounded == 0 ? 0 : rounded  // no negative zero
    }

    /// `origin + n · step`, rounded to the decimals of origin and step (decimal exact).
    ///
    /// `n` is a whole number of steps as a Double, so counts beyond 2³¹ (a step of 1 over
    /// a range of 1e10) are exact up to 2⁵³. Works for ranges wider than the largest
    /// Double difference (±1e308).
    public static func value(atStep n: Double, origin: Double, step: Double) -> Double {
        if n == 0 { return origin == 0 ? 0 : origin }  // the origin is a stop exactly as given (never -0)
        var raw = origin + n * step
        if !raw.isFinite { raw = (origin / 2 + n * (step / 2)) * 2 }
        let digits = max(decimals(of: origin), decimals(of: step))
        return round(raw, toDecimals: digits)
    }

    /// The number of steps from `origin` to `value`, unrounded (finite even when
    /// `value - origin` would overflow; 0 without a step).
    public static func steps(from origin: Double, to value: Double, step: Double) -> Double {
        guard step > 0, step.isFinite else { return 0 }
        let direct = (value - origin) / step
        return direct.isFinite ? direct : (value / 2 - origin / 2) / (step / 2)
    }

    /// The whole number of steps from `origin` nearest to `value` (0 without a step).
    public static func nearestStepCount(to value: Double, origin: Double, step: Double) -> Double {
        steps(from: origin, to: value, step: step).rounded(.toNearestOrAwayFromZero)
    }

    /// `count` as an `Int`, clamped to what an `Int` holds (NaN is 0). For indices and
    /// percentages; step arithmetic stays in Double.
    public static func index(_ count: Double) -> Int {
        guard !count.isNaN else { return 0 }
        return Int(max(min(count, 9.2e18), -9.2e18))
    }

    /// `value` clamped to `range`, then snapped to the nearest `origin + n · step` inside
    /// it; the range's upper bound is a stop too (so the maximum is always reachable).
    /// Without a step (0), or with a step too fine for the Double to tell stops apart,
    /// the clamped value is returned.
    public static func snap(_ value: Double, origin: Double, step: Double, in range: ClosedRange<Double>) -> Double {
        let clamped = min(max(value, range.lowerBound), range.upperBound)
        guard step > 0 else { return clamped }
        var count = nearestStepCount(to: clamped, origin: origin, step: step)
        guard count.isFinite, abs(count) < exactIntegerLimit else { return clamped }
        var snapped = StepMath.value(atStep: count, origin: origin, step: step)
        if snapped > range.upperBound {
            count -= 1
            snapped = StepMath.value(atStep: count, origin: origin, step: step)
        }
        // The top of the range is a stop too: it competes with the grid point below it.
        if StepMath.value(atStep: count + 1, origin: origin, step: step) > range.upperBound,
            abs(range.upperBound - clamped) < abs(clamped - snapped)
        {
            snapped = range.upperBound
        }
        return min(max(snapped, range.lowerBound), range.upperBound)
    }
}
