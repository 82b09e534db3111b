import ControlKit
import ControlKitTesting
import Foundation
import Testing

@Suite struct MotionTests {
    @Test func projectionIsUIScrollViews() {
        #expect(abs(DecelerationRate.normal.projectedDistance(forVelocity: 1000) - 499) < 1e-9)
        #expect(abs(DecelerationRate.fast.projectedDistance(forVelocity: 1000) - 99) < 1e-9)
        #expect(DecelerationRate(rate: 1.5) == .normal && DecelerationRate(rate: .nan) == .normal)
        #expect(DecelerationRate.normal.projectedDistance(forVelocity: .nan) == 0)
    }

    @Test func decayRestsExactlyAtItsProjection() {
        let fling = Motion.decay(from: 10, velocity: 500)
        #expect(fling.target == 10 + DecelerationRate.normal.projectedDistance(forVelocity: 500))
        #expect(abs(fling.velocity(at: 0) - 500) < 1)  // the release velocity carries over (0.1 %)
        var last = 10.0
        for step in 1...200 {
            let p = fling.position(at: Double(step) / 60)
            #expect(p >= last)  // never turns back
            last = p
        }
        #expect(fling.position(at: fling.duration) == fling.target)
        #expect(fling.isAtRest(at: fling.duration) && !fling.isAtRest(at: fling.duration / 2))
    }

    @Test func snappingLandsExactlyOnTheStopNearestTheProjection() {
        for v in [-3000.0, -400, -12, 0, 0.5, 7, 250, 4800] {
            let m = Motion.snapping(from: 3.3, velocity: v, rate: .fast, toNearest: { $0.rounded() })
            let projected = 3.3 + DecelerationRate.fast.projectedDistance(forVelocity: v)
            #expect(m.target == projected.rounded(), "v = \(v)")
            #expect(m.position(at: m.duration) == m.target, "v = \(v)")
            #expect(m.duration < 10, "v = \(v)")
        }
        // A release without velocity still settles on the nearest stop.
        let still = Motion.snapping(from: 6.4, velocity: 0, toNearest: { $0.rounded() })
        #expect(still.target == 6 && still.position(at: 2) == 6)
    }

    /// A stop beyond the projection: the re-solved decay `k' = v / d` is slower than the
    /// rate's, and coasted on at it (4.4 times as long at k' = k/4). The landing keeps the
    /// release velocity, never turns back, never speeds up while k' ≥ k/2, and its tail
    /// decays at least at the rate's constant.
    @Test func aStopBeyondTheProjectionIsReachedWithoutCreeping() {
        for rate in [DecelerationRate.normal, .fast] {
            let k = rate.decayConstant
            for ratio in [0.26, 0.4, 0.5, 0.6, 0.75, 0.9, 0.99] {
                let d = 1.0, v = ratio * k * d, tolerance = 0.05 / 60
                let m = Motion.landing(from: 0, velocity: v, on: d, rate: rate, restTolerance: tolerance)
                #expect(abs(m.velocity(at: 0) - v) < 1e-9 * k, "ratio \(ratio)")
                var last = 0.0, lastSpeed = v
                for step in 1...Int(m.duration * 240) {
                    let t = Double(step) / 240
                    let p = m.position(at: t), speed = m.velocity(at: t)
                    #expect(p >= last && p <= d, "ratio \(ratio) at \(t) s")
                    if ratio >= 0.5 { #expect(speed <= lastSpeed + 1e-12, "ratio \(ratio) speeds up at \(t) s") }
                    (last, lastSpeed) = (p, speed)
                }
                #expect(m.position(at: m.duration) == d)
                // About as long as a decay at the rate's own constant over the same
                // distance: the held start, (d + ct) over d, adds under ln 9 / k.
                let atRate = log(d / tolerance) / k
                #expect(m.duration < atRate + log(9) / k, "ratio \(ratio): \(m.duration) s against \(atRate) s")
                #expect(m.duration < log(d / tolerance) / (ratio * k) * 0.8, "faster than the re-solved decay's creep")
            }
        }
    }

    @Test func aFastFlingKeepsItsVelocityWhenReSolved() {
        let m = Motion.landing(from: 0, velocity: 300, on: 150, rate: .normal)
        #expect(abs(m.velocity(at: 0) - 300) < 1e-9)  // smooth hand-off from the finger
        let aimedAway = Motion.landing(from: 0, velocity: -300, on: 2)
        #expect(aimedAway.position(at: aimedAway.duration) == 2)  // a spring brings it back
    }

    @Test func springSettlesWithoutOvershootFromRest() {
        let m = Motion.spring(from: 0, to: 10)
        var last = 0.0
        for step in 1...120 {
            let p = m.position(at: Double(step) / 60)
            #expect(p >= last - 1e-9 && p <= 10)
            last = p
        }
        #expect(m.position(at: m.duration) == 10 && m.duration < 1.5)
    }

    @Test func velocityTrackerIgnoresAFingerThatStoppedBeforeLifting() {
        var tracker = VelocityTracker()
        for i in 0...10 { tracker.add(position: Double(i) * 10, time: Double(i) * 0.01) }
        #expect(abs(tracker.velocity(at: 0.1) - 1000) < 1e-6)
        #expect(tracker.velocity(at: 0.2) == 0)  // still for 100 ms before the release
        tracker.add(position: 100, time: 0.12)  // reported again without moving
        tracker.add(position: 100, time: 0.18)
        #expect(tracker.velocity(at: 0.18) == 0)
        tracker.add(position: .nan, time: 0.2)
        tracker.add(position: 5, time: 0.1)  // backwards in time: ignored
        #expect(tracker.velocity(at: .nan) == 0)
        var single = VelocityTracker()
        single.add(position: 3, time: 1)
        #expect(single.velocity(at: 1) == 0)
    }

    @Test @MainActor func animatorRunsAMotionOnTheClockAndStopsWhereItIs() {
        let clock = FrameClock()
        let animator = MotionAnimator()
        var seen: [Double] = []
        var done = 0
        animator.run(.spring(from: 0, to: 1), on: clock, update: { seen.append($0) }) { done += 1 }
        clock.advance(by: 0.1)
        let caught = animator.stop()
        #expect(caught != nil && caught! > 0 && caught! < 1 && !animator.isRunning && clock.isIdle)
        animator.run(.spring(from: 0, to: 1), on: clock, update: { seen.append($0) }) { done += 1 }
        for _ in 0..<120 { clock.advance(by: 1.0 / 60) }
        #expect(seen.last == 1 && done == 1 && clock.isIdle)
    }
}

@MainActor
@Suite struct MotionAnimatorLifetimeTests {
    /// An `update` that runs the animator again (a wheel whose new row makes its picker
    /// re-aim it): the new run runs to its end, and the animator is not left "running"
    /// with no motion (its motion was cleared after the update, so it reported running for
    /// ever with nothing on the clock).
    @Test func anUpdateThatRunsAgainLeavesOneRunThatEnds() {
        let clock = FrameClock()
        let animator = MotionAnimator()
        var positions: [Double] = []
        var completions: [String] = []
        // Already at rest: its one update starts a spring, which must run to its end.
        animator.run(.spring(from: 5, to: 5), on: clock) { p in
            positions.append(p)
            if positions.count == 1 {
                animator.run(.spring(from: 5, to: 8), on: clock, update: { positions.append($0) }) { completions.append("second") }
            }
        } completion: {
            completions.append("first")
        }
        #expect(animator.isRunning && animator.target == 8)
        for _ in 0..<200 { clock.advance(by: 1.0 / 60) }
        #expect(!animator.isRunning && clock.isIdle && positions.last == 8)
        #expect(completions == ["second"], "the first was replaced before it ran")
        // An update that runs again mid-motion, and one that stops it: no completion for the
        // replaced or stopped run, the clock idle at the end.
        var hops = 0
        completions = []
        animator.run(.spring(from: 0, to: 3), on: clock) { p in
            if p > 1, hops == 0 {
                hops += 1
                animator.run(.spring(from: p, to: 6), on: clock, update: { positions.append($0) }) { completions.append("re-aimed") }
            }
        } completion: {
            completions.append("first")
        }
        for _ in 0..<200 { clock.advance(by: 1.0 / 60) }
        #expect(completions == ["re-aimed"] && !animator.isRunning && clock.isIdle && positions.last == 6)
        completions = []
        animator.run(.spring(from: 0, to: 3), on: clock) { p in
            if p > 1 { animator.stop() }
        } completion: {
            completions.append("stopped")
        }
        for _ in 0..<200 { clock.advance(by: 1.0 / 60) }
        #expect(completions.isEmpty && !animator.isRunning && clock.isIdle)
    }

    @Test func anAnimatorFreedMidMotionLeavesTheClockIdle() {
        let clock = FrameClock()
        do {
            let animator = MotionAnimator()
            animator.run(.spring(from: 0, to: 100), on: clock, update: { _ in })
            #expect(!clock.isIdle)
        }
        clock.advance(by: 1.0 / 60)
        #expect(clock.isIdle)  // before: the orphaned observer kept the clock (and a host's ticks) busy for ever
        do {
            let picker = PickerView(titles: [["a", "b", "c"]], bounds: CGRect(x: 0, y: 0, width: 320, height: 216))
            picker.clock = clock
            picker.selectRow(2, inComponent: 0, animated: true)
        }
        clock.advance(by: 1.0 / 60)
        #expect(clock.isIdle)
    }
}
