import Foundation

/// How fast a flung wheel or dial slows down: UIScrollView's model, where the velocity is
/// multiplied by ``rate`` every millisecond.
///
/// ```swift
/// DecelerationRate.normal.projectedDistance(forVelocity: 1000)   // ≈ 499 pt
/// ```
public struct DecelerationRate: Hashable, Sendable {
    /// The factor applied to the velocity every millisecond, in `0 < rate < 1`.
    public let rate: Double

    /// A rate; values outside `(0, 1)` or not finite fall back to ``normal``.
    public init(rate: Double) {
        self.rate = rate.isFinite && rate > 0 && rate < 1 ? rate : 0.998
    }

    /// UIScrollView's normal deceleration (0.998).
    public static let normal = DecelerationRate(rate: 0.998)
    /// UIScrollView's fast deceleration (0.99), as a picker wheel uses.
    public static let fast = DecelerationRate(rate: 0.99)

    /// How far a release at `velocity` (units per second) travels before it rests:
    /// `v / 1000 · rate / (1 − rate)`.
    public func projectedDistance(forVelocity velocity: Double) -> Double {
        guard velocity.isFinite else { return 0 }
        return velocity / 1000 * rate / (1 - rate)
    }

    /// The exponential decay constant per second (`−1000 · ln rate`).
    public var decayConstant: Double { -1000 * log(rate) }
}

/// A one-dimensional trajectory over time: a decay, a decay re-solved to land exactly on a
/// target, or a critically damped spring. Pure math, evaluated at any time, so a manual
/// clock reproduces it exactly.
///
/// ```swift
/// let fling = Motion.snapping(from: 0, velocity: 800, rate: .fast, toNearest: { $0.rounded() })
/// fling.target          // the resting position, a whole number
/// fling.position(at: 0.1)
/// ```
public struct Motion: Hashable, Sendable {
    enum Shape: Hashable, Sendable {
        /// `start + distance · (1 − e^(−k t))`, finished once within `tolerance` of the end.
        case decay(distance: Double, k: Double)
        /// `target + (c1 + c2 t) e^(−ω t)`.
        case spring(c1: Double, c2: Double, omega: Double)
    }

    /// Where the motion starts.
    public let start: Double
    /// Where it comes to rest, exactly.
    public let target: Double
    let shape: Shape
    /// Within this distance of ``target`` (in the motion's units) it counts as at rest.
    public let tolerance: Double

    /// The default rest tolerance, in the motion's units: within it the motion counts as
    /// at rest and reports ``target`` exactly.
    public static let restTolerance = 0.001

    /// The longest a motion runs, in seconds, whatever its distance and tolerance (a fling
    /// on a dial of 1e300 points would otherwise coast for minutes): then it rests.
    public static let longestDuration: Double = 30

    /// Where motion on screen stops being visible, in points: a twentieth of a point
    /// (under a tenth of a pixel at 2×). A control passes it in its own units (a dial's
    /// items, a wheel's rows) as the rest tolerance, so a fling never coasts on motion
    /// nobody sees: released at 100 pt/s with UIScrollView's normal rate, it rests in about
    /// 3.45 s, when its speed falls under 0.1 pt/s, as a scroll view's does.
    public static let visibleDistance: Double = 0.05

    /// The rest tolerance for a control whose unit is `points` long on screen: the
    /// ``visibleDistance`` in that unit (the default tolerance when `points` is not a
    /// positive, finite length).
    public static func restTolerance(forUnitLength points: Double) -> Double {
        points.isFinite && points > 0 ? visibleDistance / points : restTolerance
    }

    init(start: Double, target: Double, shape: Shape, tolerance: Double = Motion.restTolerance) {
        self.start = start
        self.target = target
        self.shape = shape
        self.tolerance = tolerance.isFinite && tolerance > 0 ? tolerance : Motion.restTolerance
        duration = Motion.duration(of: shape, tolerance: self.tolerance)
    }

    /// Free deceleration from `start` at `velocity` (units per second), resting where
    /// ``DecelerationRate/projectedDistance(forVelocity:)`` says.
    public static func decay(
        from start: Double, velocity: Double, rate: DecelerationRate = .normal, restTolerance: Double = Motion.restTolerance
    ) -> Motion {
        let v = velocity.isFinite ? velocity : 0
        let distance = rate.projectedDistance(forVelocity: v)
        return Motion(
            start: start, target: start + distance, shape: .decay(distance: distance, k: rate.decayConstant), tolerance: restTolerance)
    }

    /// A fling that lands exactly on a stop: the stop nearest the projected resting point
    /// (`toNearest` maps a position to its stop), reached by re-solving the deceleration
    /// so the release velocity carries over smoothly; a slow release, or one aimed away
    /// from the stop, springs there instead (critically damped, no overshoot wobble).
    /// A release without velocity still settles on the nearest stop.
    public static func snapping(
        from start: Double, velocity: Double, rate: DecelerationRate = .normal, restTolerance: Double = Motion.restTolerance,
        toNearest stop: (Double) -> Double
    ) -> Motion {
        let v = velocity.isFinite ? velocity : 0
        let target = stop(start + rate.projectedDistance(forVelocity: v))
        return landing(from: start, velocity: v, on: target.isFinite ? target : start, rate: rate, restTolerance: restTolerance)
    }

    /// A motion from `start` at `velocity` that rests exactly on `target`, carrying the
    /// velocity over, with a tail that decays at least at the scroll view's constant for
    /// `rate` (so it never creeps on at a slower one):
    ///
    /// - a target at or short of the projection (the re-solved constant `k' = v / d` is at
    ///   least the rate's `k`): the decay `d · (1 − e^(−k't))`, resting exactly there;
    /// - a target beyond it (`k/4 ≤ k' < k`), where that decay would creep on at the slower
    ///   `k'`: a critically damped motion `d − (d + (ωd − v) t) e^(−ωt)` with
    ///   `ω = max(2k', k)`, which starts at the release velocity, holds it a little longer
    ///   (never speeding up while `k' ≥ k/2`), never overshoots and decays at `ω ≥ k`;
    /// - otherwise (far too slow or too fast for the target, or aimed away from it): a
    ///   critically damped spring.
    public static func landing(
        from start: Double, velocity: Double, on target: Double, rate: DecelerationRate = .normal,
        restTolerance: Double = Motion.restTolerance
    ) -> Motion {
        let v = velocity.isFinite ? velocity : 0
        let distance = target - start
        let k = rate.decayConstant
        if abs(distance) > restTolerance, v != 0, (v > 0) == (distance > 0) {
            let solved = v / distance  // initial velocity of d·(1 − e^(−k't)) is d·k'
            if solved >= k && solved <= k * 8 {
                return Motion(start: start, target: target, shape: .decay(distance: distance, k: solved), tolerance: restTolerance)
            }
            if solved >= k / 4 && solved < k {
                // target + (c1 + c2 t) e^(−ωt) with c1 = −d and c2 = v − ωd: at `start`
                // moving at `v`, at rest on `target`.
                let omega = max(2 * solved, k)
                let shape = Shape.spring(c1: -distance, c2: v - omega * distance, omega: omega)
                return Motion(start: start, target: target, shape: shape, tolerance: restTolerance)
            }
        }
        return spring(from: start, velocity: v, to: target, restTolerance: restTolerance)
    }

    /// A critically damped spring from `start` (moving at `velocity`) to `target`; it
    /// settles in about `response` seconds without oscillating.
    public static func spring(
        from start: Double, velocity: Double = 0, to target: Double, response: Double = 0.35,
        restTolerance: Double = Motion.restTolerance
    ) -> Motion {
        let omega = 2 * Double.pi / (response.isFinite && response > 0 ? response : 0.35)
        let c1 = start - target
        let c2 = (velocity.isFinite ? velocity : 0) + omega * c1
        return Motion(start: start, target: target, shape: .spring(c1: c1, c2: c2, omega: omega), tolerance: restTolerance)
    }

    /// The position `t` seconds after the start (``target`` once at rest).
    public func position(at t: Double) -> Double {
        guard t > 0 else { return start }
        if isAtRest(at: t) { return target }
        return rawPosition(at: t)
    }

    /// The velocity `t` seconds after the start (0 once at rest).
    public func velocity(at t: Double) -> Double {
        if isAtRest(at: t) { return 0 }
        let time = max(t, 0)
        switch shape {
        case .decay(let distance, let k): return distance * k * exp(-k * time)
        case .spring(let c1, let c2, let omega): return (c2 - omega * (c1 + c2 * time)) * exp(-omega * time)
        }
    }

    /// Whether the motion has come to rest by time `t`.
    public func isAtRest(at t: Double) -> Bool {
        guard t > 0 else { return start == target }
        return t >= duration
    }

    /// The time at which the motion rests, found once, when the motion is made (solved
    /// analytically for a decay, by stepping the envelope for a spring): every frame asks.
    public let duration: Double

    private static func duration(of shape: Shape, tolerance: Double) -> Double {
        switch shape {
        case .decay(let distance, let k):
            guard abs(distance) > tolerance, k > 0 else { return 0 }
            return min(log(abs(distance) / tolerance) / k, Motion.longestDuration)
        case .spring(let c1, let c2, let omega):
            guard abs(c1) > tolerance || abs(c2) > tolerance else { return 0 }
            // (|c1| + |c2| t) e^(−ωt) bounds the distance: find where it drops below tolerance.
            var t = 0.0
            while (abs(c1) + abs(c2) * t) * exp(-omega * t) > tolerance && t < Motion.longestDuration { t += 1.0 / 240 }
            return t
        }
    }

    private func rawPosition(at t: Double) -> Double {
        switch shape {
        case .decay(let distance, let k): return start + distance * (1 - exp(-k * t))
        case .spring(let c1, let c2, let omega): return target + (c1 + c2 * t) * exp(-omega * t)
        }
    }
}

/// Estimates a finger's velocity from its last samples, as a scroll view does at release.
///
/// Keeps the samples of the last 100 ms and fits a line through them (least squares); a
/// finger that stopped before lifting (no movement in the last 50 ms) releases at 0.
///
/// ```swift
/// var tracker = VelocityTracker()
/// tracker.add(position: 0, time: 0)
/// tracker.add(position: 10, time: 0.016)
/// tracker.velocity(at: 0.02)   // ≈ 625 units/s
/// ```
public struct VelocityTracker: Hashable, Sendable {
    /// How far back samples count, in seconds.
    public static let window: TimeInterval = 0.1
    /// A finger still for this long before release releases without velocity.
    public static let stillness: TimeInterval = 0.05
    /// At most this many samples are kept (the newest), however fast they come.
    public static let capacity = 16

    private var samples: [Sample] = []
    private struct Sample: Hashable, Sendable {
        var position: Double
        var time: TimeInterval
    }

    /// An empty tracker.
    public init() {}

    /// Forgets every sample (a new touch).
    public mutating func reset() { samples.removeAll(keepingCapacity: true) }

    /// Records where the finger is at `time`; non-finite samples and times going backwards
    /// are ignored.
    public mutating func add(position: Double, time: TimeInterval) {
        guard position.isFinite, time.isFinite else { return }
        if let last = samples.last, time < last.time { return }
        samples.append(Sample(position: position, time: time))
        let oldest = time - VelocityTracker.window
        if samples.first.map({ $0.time < oldest }) == true { samples.removeAll { $0.time < oldest } }
        if samples.count > VelocityTracker.capacity { samples.removeFirst(samples.count - VelocityTracker.capacity) }
    }

    /// The velocity (units per second) at `time`: 0 with fewer than two recent samples or
    /// after the finger stood still.
    public func velocity(at time: TimeInterval) -> Double {
        guard time.isFinite, let last = samples.last else { return 0 }
        // Still since the last movement? The last sample that moved counts, not the last
        // sample (a host may keep reporting the same position).
        let lastMove = samples.lastIndex { $0.position != last.position }.map { samples[$0 + 1].time } ?? samples[0].time
        guard time - lastMove <= VelocityTracker.stillness else { return 0 }
        let recent = samples.filter { $0.time >= time - VelocityTracker.window }
        guard recent.count >= 2, let t0 = recent.first?.time else { return 0 }
        let n = Double(recent.count)
        let meanT = recent.reduce(0) { $0 + ($1.time - t0) } / n
        let meanX = recent.reduce(0) { $0 + $1.position } / n
        var num = 0.0, den = 0.0
        for s in recent {
            let dt = s.time - t0 - meanT
            num += dt * (s.position - meanX)
            den += dt * dt
        }
        guard den > 1e-12 else { return 0 }
        let v = num / den
        return v.isFinite ? v : 0
    }
}

/// Runs a ``Motion`` on a ``FrameClock``: the one driver of every fling, snap and spring.
///
/// ```swift
/// animator.run(.spring(from: 0, to: 3), on: clock) { position in dial.position = position }
/// ```
@MainActor
public final class MotionAnimator {
    private var token: ClockToken?
    private var motion: Motion?
    private var startTime: TimeInterval = 0
    private var clock: FrameClock?
    /// Counts runs and stops: an `update` may start another run or stop this one (a wheel
    /// whose new row makes its picker re-aim it), and the older run must then leave the
    /// animator alone.
    private var generation = 0

    /// A stopped animator.
    public init() {}

    /// Whether a motion is running.
    public var isRunning: Bool { token != nil }

    /// The running motion's target (where it will rest), or nil.
    public var target: Double? { motion?.target }

    /// The running motion's velocity now (0 when stopped).
    public var currentVelocity: Double {
        guard let motion, let clock else { return 0 }
        return motion.velocity(at: clock.currentTime - startTime)
    }

    /// Starts `motion` now (replacing a running one); `update` gets the position on every
    /// tick, `completion` runs once when it rests (not when stopped).
    public func run(
        _ motion: Motion, on clock: FrameClock, update: @escaping @MainActor (Double) -> Void,
        completion: (@MainActor () -> Void)? = nil
    ) {
        stop()
        let run = generation
        guard !motion.isAtRest(at: 0) || motion.start != motion.target else {
            update(motion.target)  // may start another run: this one never ran
            if generation == run { completion?() }
            return
        }
        self.motion = motion
        self.clock = clock
        startTime = clock.currentTime
        var observer: ClockToken?
        observer = clock.addFrameObserver { [weak self] time in
            // An animator that is gone (its control freed mid-fling), or that has been
            // stopped or run again since, must not leave the clock busy for ever: the
            // observer removes itself.
            guard let self, self.generation == run, let motion = self.motion else {
                observer?.cancel()
                return
            }
            let t = time - self.startTime
            update(motion.position(at: t))
            guard self.generation == run else { return }  // `update` stopped it or ran another
            if motion.isAtRest(at: t) {
                self.stop()
                completion?()
            }
        }
        token = observer
    }

    /// Stops where it is; returns the position it had reached (nil when not running).
    @discardableResult
    public func stop() -> Double? {
        defer {
            token?.cancel()
            token = nil
            motion = nil
            generation &+= 1
        }
        guard let motion, let clock, token != nil else { return nil }
        return motion.position(at: clock.currentTime - startTime)
    }
}
