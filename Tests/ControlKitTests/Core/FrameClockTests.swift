import ControlKit
import Foundation
import Testing

@MainActor
@Suite struct FrameClockTests {
    @Test func timersFireAtTheirDueTimeInOrder() {
        let clock = FrameClock()
        var fired: [(String, TimeInterval)] = []
        clock.schedule(after: 0.3) { fired.append(("c", clock.now)) }
        clock.schedule(after: 0.1) { fired.append(("a", clock.now)) }
        clock.schedule(after: 0.2) { fired.append(("b", clock.now)) }
        clock.advance(by: 1)
        #expect(fired.map(\.0) == ["a", "b", "c"])
        #expect(fired.map(\.1) == [0.1, 0.2, 0.3])
        #expect(clock.now == 1)
        #expect(clock.isIdle)
    }

    @Test func timersScheduledByTimersFireWithinTheSameAdvance() {
        let clock = FrameClock()
        var times: [TimeInterval] = []
        func repeatEvery() {
            clock.schedule(after: 0.25) {
                times.append(clock.now)
                if times.count < 3 { repeatEvery() }
            }
        }
        repeatEvery()
        clock.advance(by: 1)
        #expect(times == [0.25, 0.5, 0.75])
    }

    @Test func cancelledTimerDoesNotFire() {
        let clock = FrameClock()
        var fired = false
        let token = clock.schedule(after: 0.1) { fired = true }
        #expect(token.isActive)
        token.cancel()
        #expect(!token.isActive)
        clock.advance(by: 1)
        #expect(!fired)
    }

    @Test func timeNeverGoesBackwards() {
        let clock = FrameClock(now: 5)
        clock.advance(to: 4)
        clock.advance(to: .nan)
        clock.advance(by: -1)
        #expect(clock.now == 5)
    }

    @Test func frameObserversRunOncePerTickAfterTimers() {
        let clock = FrameClock()
        var log: [String] = []
        let observer = clock.addFrameObserver { t in log.append("frame \(t)") }
        clock.schedule(after: 0.01) { log.append("timer") }
        clock.advance(by: 1.0 / 60)
        observer.cancel()
        clock.advance(by: 1.0 / 60)
        #expect(log == ["timer", "frame \(1.0 / 60)"])
    }

    @Test func hostIsToldWhenTheClockWakesUp() {
        let clock = FrameClock()
        var wakes = 0
        clock.onBecameActive = { wakes += 1 }
        clock.schedule(after: 1) {}
        clock.schedule(after: 2) {}  // already active
        clock.advance(by: 3)
        clock.addFrameObserver { _ in }
        #expect(wakes == 2)
    }

    /// Frames only while a frame observer waits; while only timers wait, one wake-up at the
    /// earliest; the host hears of every addition.
    @Test func theDemandAsksForFramesOnlyWhileAnObserverWaits() {
        let clock = FrameClock()
        var changes = 0
        clock.onDemandChanged = { changes += 1 }
        #expect(clock.demand == .idle)
        let late = clock.schedule(after: 2) {}
        #expect(clock.demand == .wakeUp(at: 2) && changes == 1)
        clock.schedule(after: 0.5) {}
        #expect(clock.demand == .wakeUp(at: 0.5) && changes == 2, "an earlier timer moves the wake-up")
        let observer = clock.addFrameObserver { _ in }
        #expect(clock.demand == .frames && changes == 3)
        observer.cancel()
        #expect(clock.demand == .wakeUp(at: 0.5))
        clock.advance(by: 0.6)
        #expect(clock.demand == .wakeUp(at: 2))
        late.cancel()
        #expect(clock.demand == .idle && clock.isIdle)
        // An animation is frames; a timer that starts one asks for frames from inside a tick.
        clock.schedule(after: 1) { clock.animate(duration: 0.2, curve: .linear, update: { _ in }) }
        clock.advance(by: 1)
        #expect(clock.demand == .frames)
        clock.advance(by: 0.3)
        #expect(clock.demand == .idle)
    }

    @Test func animationReachesExactlyOneAndCompletes() {
        let clock = FrameClock()
        var values: [Double] = []
        var finished: Bool?
        clock.animate(duration: 0.1, curve: .linear, update: { values.append($0) }, completion: { finished = $0 })
        for _ in 0..<10 { clock.advance(by: 0.025) }
        #expect(values.count == 4)
        #expect(abs(values[0] - 0.25) < 1e-9 && abs(values[1] - 0.5) < 1e-9)
        #expect(values.last == 1)
        #expect(finished == true)
        #expect(clock.isIdle)
    }

    @Test func cancelledAnimationReportsFalse() {
        let clock = FrameClock()
        var finished: Bool?
        let token = clock.animate(duration: 1, update: { _ in }, completion: { finished = $0 })
        clock.advance(by: 0.5)
        token.cancel()
        #expect(finished == false)
        #expect(clock.isIdle)
    }

    @Test func easingCurvesMatchCoreAnimation() {
        #expect(TimingCurve.linear.value(at: 0.3) == 0.3)
        #expect(abs(TimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-6)
        #expect(TimingCurve.easeIn.value(at: 0.5) < 0.5)
        #expect(TimingCurve.easeOut.value(at: 0.5) > 0.5)
        // Core Animation's easeInOut at 25% time is ~12.9% progress.
        #expect(abs(TimingCurve.easeInOut.value(at: 0.25) - 0.1291) < 0.001)
        #expect(TimingCurve.easeOut.value(at: -1) == 0)
        #expect(TimingCurve.easeOut.value(at: 2) == 1)
    }
}
