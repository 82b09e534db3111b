import Foundation

/// How an animation's progress maps to time: UIKit's curves, or any cubic Bézier.
///
/// ```swift
/// TimingCurve.easeInOut.value(at: 0.5)   // 0.5
/// ```
public struct TimingCurve: Hashable, Sendable {
    /// The two control points of a CSS/Core Animation cubic Bézier from (0,0) to (1,1).
    public let x1: Double, y1: Double, x2: Double, y2: Double

    /// A cubic Bézier timing curve; x values are clamped to `0...1`.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        func unit(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        self.x1 = unit(x1)
        self.y1 = y1.isFinite ? y1 : 0
        self.x2 = unit(x2)
        self.y2 = y2.isFinite ? y2 : 1
    }

    /// Constant speed.
    public static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    /// Core Animation's ease-in: starts slow.
    public static let easeIn = TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// Core Animation's ease-out: ends slow.
    public static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// Core Animation's ease-in-ease-out: slow at both ends.
    public static let easeInOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// The eased progress for linear progress `t` (clamped to `0...1`).
    public func value(at t: Double) -> Double {
        guard t.isFinite else { return 1 }
        let t = min(max(t, 0), 1)
        if self == .linear || t == 0 || t == 1 { return t }
        // Solve x(s) = t for s by Newton's method, falling back to bisection.
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        var s = t
        for _ in 0..<8 {
            let dx = bezier(s, x1, x2) - t
            if abs(dx) < 1e-7 { return bezier(s, y1, y2) }
            let d = slope(s, x1, x2)
            if abs(d) < 1e-6 { break }
            s -= dx / d
        }
        var lo = 0.0, hi = 1.0
        s = t
        for _ in 0..<40 {
            let x = bezier(s, x1, x2)
            if abs(x - t) < 1e-7 { break }
            if x < t { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return bezier(s, y1, y2)
    }
}

extension FrameClock {
    /// Animates a progress value from 0 to 1 over `duration` seconds on this clock.
    ///
    /// `update` gets the eased progress on every tick (the last call gets exactly 1);
    /// `completion` gets `true` when it ran to the end, `false` when the token was
    /// cancelled. A zero, negative or non-finite duration finishes on the next tick. The
    /// animation starts at the present (``currentTime``), however long the clock stood
    /// idle before.
    ///
    /// ```swift
    /// let from = value
    /// animation = clock.animate(duration: 0.25, curve: .easeOut) { p in
    ///     self.value = from + (target - from) * p
    /// }
    /// ```
    @discardableResult
    public func animate(
        duration: TimeInterval, curve: TimingCurve = .easeInOut,
        update: @escaping @MainActor (Double) -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) -> ClockToken {
        let start = currentTime
        let length = duration.isFinite ? max(duration, 0) : 0
        var observer: ClockToken?
        var finished = false
        observer = addFrameObserver { time in
            guard !finished else { return }
            let progress = length > 0 ? min(max((time - start) / length, 0), 1) : 1
            update(curve.value(at: progress))
            if progress >= 1 {
                finished = true
                observer?.cancel()
                completion?(true)
            }
        }
        let inner = observer!
        return ClockToken {
            guard !finished else { return }
            finished = true
            inner.cancel()
            completion?(false)
        }
    }
}
