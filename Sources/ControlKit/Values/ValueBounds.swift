import Foundation

/// A minimum and a maximum kept in order with UISlider's rule: setting the minimum above
/// the maximum raises the maximum to it, and setting the maximum below the minimum lowers
/// the minimum. NaN and infinities are ignored. Every value model keeps its bounds here.
///
/// ```swift
/// var bounds = ValueBounds(minimum: 0, maximum: 1)
/// bounds.minimum = 5     // maximum becomes 5 too
/// ```
public struct ValueBounds: Hashable, Sendable {
    /// The lower bound (NaN and infinities ignored; above the maximum raises it).
    public var minimum: Double {
        didSet {
            guard minimum.isFinite else { minimum = oldValue; return }
            if maximum < minimum { maximum = minimum }
        }
    }

    /// The upper bound (NaN and infinities ignored; below the minimum lowers it).
    public var maximum: Double {
        didSet {
            guard maximum.isFinite else { maximum = oldValue; return }
            if minimum > maximum { minimum = maximum }
        }
    }

    /// Makes bounds; a non-finite side becomes 0, and the maximum is raised to the minimum.
    public init(minimum: Double, maximum: Double) {
        let lo = minimum.isFinite ? minimum : 0
        let hi = maximum.isFinite ? maximum : 0
        self.minimum = lo
        self.maximum = max(hi, lo)
    }

    /// `maximum - minimum`, never negative; `+infinity` when the difference overflows
    /// (bounds further apart than the largest Double, e.g. ±1e308). Use
    /// ``distance(forFraction:)``, ``fraction(for:)`` and ``value(atFraction:)``, which
    /// stay finite for such bounds.
    public var span: Double { maximum - minimum }

    /// The bounds as a closed range.
    public var range: ClosedRange<Double> { minimum...maximum }

    /// `fraction` (clamped to 0...1) of the span, computed so it stays finite for bounds
    /// further apart than the largest Double.
    public func distance(forFraction fraction: Double) -> Double {
        guard fraction.isFinite else { return 0 }
        let f = min(max(fraction, 0), 1)
        return span.isFinite ? span * f : (maximum / 2 - minimum / 2) * f * 2
    }

    /// Where `value` sits between the bounds: 0 at the minimum, 1 at the maximum, clamped;
    /// 0 when the bounds are equal or `value` is NaN.
    public func fraction(for value: Double) -> Double {
        guard maximum > minimum, !value.isNaN else { return 0 }
        let f = span.isFinite ? (value - minimum) / span : (value / 2 - minimum / 2) / (maximum / 2 - minimum / 2)
        return f.isNaN ? 0 : min(max(f, 0), 1)
    }

    /// The value at `fraction` (clamped to 0...1) of the way from minimum to maximum;
    /// exactly the minimum at 0 and the maximum at 1, finite for any finite bounds.
    public func value(atFraction fraction: Double) -> Double {
        guard fraction.isFinite else { return minimum }
        let f = min(max(fraction, 0), 1)
        if f == 1 { return maximum }
        let v = span.isFinite ? minimum + f * span : (minimum / 2 + f * (maximum / 2 - minimum / 2)) * 2
        return min(max(v, minimum), maximum)
    }
}
