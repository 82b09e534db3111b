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

    /// `maximum - minimum` (never negative).
    public var span: Double { maximum - minimum }

    /// The bounds as a closed range.
    public var range: ClosedRange<Double> { minimum...maximum }

    /// Where `value` sits between the bounds, 0...1 (0 when they are equal or for NaN).
    public func fraction(for value: Double) -> Double {
        guard span > 0, value.isFinite else { return 0 }
        return min(max((value - minimum) / span, 0), 1)
    }

    /// The value at `fraction` (clamped to 0...1) of the way from minimum to maximum.
    public func value(atFraction fraction: Double) -> Double {
        guard fraction.isFinite else { return minimum }
        return minimum + min(max(fraction, 0), 1) * span
    }
}
