import Foundation

/// Whole stops on a ring or a line: a dial's items, a picker wheel's rows. Positions are
/// fractional stop indices; a wrapping ring takes them around (position `count` is stop 0
/// again), a non-wrapping one clamps them to the first…last stop. The shared arithmetic of
/// ``DialModel`` and ``WheelModel``.
struct Ring: Hashable, Sendable {
    /// The number of stops (0 or more).
    var count: Int
    /// Whether the last stop is followed by the first.
    var wraps: Bool

    /// The stop a position rounds to, taken around the ring when wrapping; −1 when there
    /// are no stops or the position is not finite.
    func index(at p: Double) -> Int {
        guard count > 0, p.isFinite else { return -1 }
        let r = p.rounded()
        guard wraps else { return Int(min(max(r, 0), Double(count - 1))) }
        let n = Double(count)
        let m = r.truncatingRemainder(dividingBy: n)
        return min(max(Int(m < 0 ? m + n : m), 0), count - 1)
    }

    /// `p` clamped to the first…last stop, or `p` itself when wrapping.
    func limited(_ p: Double) -> Double {
        guard !wraps else { return p }
        return min(max(p, 0), Double(max(count - 1, 0)))
    }

    /// The resting position nearest `p` (a whole stop within the limits); `current`
    /// rounded when `p` is not finite.
    func nearestStop(to p: Double, from current: Double) -> Double {
        guard p.isFinite else { return current.rounded() }
        return limited(p.rounded())
    }

    /// The position showing stop `index` (clamped to the stops) by the shortest way from
    /// `current` when wrapping, or the index itself; 0 without stops.
    func position(showing index: Int, from current: Double) -> Double {
        guard count > 0 else { return 0 }
        let i = Double(min(max(index, 0), count - 1))
        guard wraps else { return i }
        let n = Double(count)
        var delta = (i - current.rounded()).truncatingRemainder(dividingBy: n)
        if delta > n / 2 { delta -= n } else if delta < -n / 2 { delta += n }
        return current.rounded() + delta
    }

    /// The stop an adjustment from stop `current` goes to: one on or back (around the
    /// ring when wrapping, stopping at the ends otherwise), or the first or last stop.
    /// The stop `steps` stops on from `current` (back when negative): around the ring when
    /// wrapping, stopping at the ends otherwise (a mouse wheel's clicks).
    func index(movedBy steps: Int, from current: Int) -> Int {
        guard count > 0 else { return -1 }
        guard wraps else { return min(max(current + steps, 0), count - 1) }
        return ((current + steps % count) % count + count) % count
    }

    func index(after adjustment: Control.Adjustment, from current: Int) -> Int {
        guard count > 0 else { return -1 }
        switch adjustment {
        case .increment: return wraps ? (current + 1) % count : min(current + 1, count - 1)
        case .decrement: return wraps ? (current - 1 + count) % count : max(current - 1, 0)
        case .toMinimum: return 0
        case .toMaximum: return count - 1
        }
    }
}
