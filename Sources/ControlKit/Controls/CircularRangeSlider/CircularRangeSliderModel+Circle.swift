import Foundation

/// The circle: values taken around the turn, distances forward, stops, angles and fractions
/// of a turn, finite for turns from 1e-300 to beyond the largest Double.
extension CircularRangeSliderModel {
    /// `value` taken around the turn into `minimumValue..<maximumValue` (the minimum for a
    /// turn of nothing or a value that is not finite).
    public func wrapped(_ value: Double) -> Double {
        guard value.isFinite, maximum > minimum else { return minimum }
        if value >= minimum && value < maximum { return value }
        let span = maximum - minimum, offset = value - minimum
        if span.isFinite, offset.isFinite {
            var r = offset.truncatingRemainder(dividingBy: span)
            if r < 0 { r += span }
            let w = minimum + r
            return w >= minimum && w < maximum ? w : minimum
        }
        return wrapped(half: value / 2)
    }

    /// A value given as its half, taken around (for sums beyond the largest Double).
    fileprivate func wrapped(half h: Double) -> Double {
        let halfTurn = maximum / 2 - minimum / 2
        guard h.isFinite, halfTurn > 0 else { return minimum }
        var r = (h - minimum / 2).truncatingRemainder(dividingBy: halfTurn)
        if r < 0 { r += halfTurn }
        let w = (minimum / 2 + r) * 2
        return w >= minimum && w < maximum ? w : minimum
    }

    /// `value` moved by `delta` and taken around the turn (finite for any finite inputs).
    public func advanced(_ value: Double, by delta: Double) -> Double {
        guard value.isFinite, delta.isFinite else { return wrapped(value) }
        let sum = value + delta
        return sum.isFinite ? wrapped(sum) : wrapped(half: value / 2 + delta / 2)
    }

    /// The distance forward (clockwise) from `a` to `b`, in `0..<turn` (0 for a turn of
    /// nothing or non-finite values; at most the largest Double).
    public func distance(from a: Double, to b: Double) -> Double {
        guard a.isFinite, b.isFinite, maximum > minimum else { return 0 }
        let span = maximum - minimum, d = wrapped(b) - wrapped(a)
        if span.isFinite, d.isFinite { return d < 0 ? min(d + span, span.nextDown) : d }
        let halfTurn = maximum / 2 - minimum / 2
        var r = wrapped(b) / 2 - wrapped(a) / 2
        if r < 0 { r += halfTurn }
        return min(r * 2, .greatestFiniteMagnitude)
    }

    /// `value` taken around the turn and snapped to the nearest stop (the maximum is the
    /// minimum again).
    public func snappedOnCircle(_ value: Double) -> Double {
        let s = grid.snapped(wrapped(value))
        return s < maximum ? s : minimum
    }

    /// How far round the turn `value` sits: 0 at the minimum (the top), up to 1.
    public func turnFraction(for value: Double) -> Double { grid.fraction(for: wrapped(value)) }

    /// What fraction of a turn `duration` is (0...1).
    public func turnFraction(forDuration duration: Double) -> Double {
        guard turn > 0, !duration.isNaN else { return 0 }
        let d = min(max(duration, 0), turn)
        if d >= turn { return 1 }
        let f = grid.span.isFinite ? d / turn : (d / 2) / (maximum / 2 - minimum / 2)
        return min(max(f, 0), 1)
    }

    /// The angle of `value` in radians, clockwise from the top (0 ..< 2π).
    public func angle(for value: Double) -> Double { turnFraction(for: value) * 2 * .pi }

    /// The (unsnapped) value at `angle` radians clockwise from the top, taken around.
    public func value(atAngle angle: Double) -> Double {
        guard angle.isFinite else { return minimum }
        var f = (angle / (2 * .pi)).truncatingRemainder(dividingBy: 1)
        if f < 0 { f += 1 }
        return wrapped(grid.value(atFraction: f))
    }

    /// The distance a fraction of a turn covers (signed; finite for any turn).
    public func distance(forTurnFraction fraction: Double) -> Double {
        guard fraction.isFinite else { return 0 }
        let whole = grid.span.isFinite ? fraction * grid.span : fraction * (maximum / 2 - minimum / 2) * 2
        return min(max(whole, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    }
}
