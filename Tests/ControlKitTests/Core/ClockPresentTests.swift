import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// A host like GTK's or UIKit's: it ticks the clock once a frame only while the clock has
/// work, and otherwise leaves it standing while the wall clock runs on. It never brings
/// the clock up to date before an input: the core must cope with a stale ``FrameClock/now``.
@MainActor
final class IdleHostDriver {
    var wall: TimeInterval = 1_000
    let clock = FrameClock()

    init() {
        clock.timeSource = { [unowned self] in self.wall }
    }

    /// Time passes with no frames (the app sits idle, the clock stands still).
    func idle(for seconds: TimeInterval) { wall += seconds }

    /// Frames of 1/60 s for `seconds`, ticking the clock only while it has work.
    func runFrames(for seconds: TimeInterval) {
        let end = wall + seconds
        while wall < end {
            wall = min(wall + 1.0 / 60, end)
            if !clock.isIdle { clock.advance(to: wall) }
        }
    }
}

/// An animation or timer starts from the present, whatever the host did before.
@MainActor
@Suite struct ClockPresentTests {
    @Test func idleClockWithASourceSchedulesFromThePresent() {
        let host = IdleHostDriver()
        host.idle(for: 50)
        var fired = false
        host.clock.schedule(after: 0.5) { fired = true }
        host.runFrames(for: 0.4)
        #expect(!fired)
        host.runFrames(for: 0.2)
        #expect(fired)
        #expect(host.clock.currentTime == host.wall)
    }

    @Test func manualClockIgnoresTheWallAndSourceReadingsNeverGoBack() {
        final class Wall { var reading = 3.0 }
        let wall = Wall()
        let clock = FrameClock(now: 5)
        #expect(clock.currentTime == 5)
        clock.timeSource = { wall.reading }
        #expect(clock.currentTime == 5)  // a reading before now counts as now
        wall.reading = .nan
        #expect(clock.currentTime == 5)
        wall.reading = 9
        #expect(clock.currentTime == 9 && clock.now == 5)
    }

    @Test func pinRevealRunsItsFullLengthAfterAnIdleSpell() {
        let host = IdleHostDriver()
        let pin = PinCodeField(bounds: CGRect(x: 0, y: 0, width: 240, height: 64))
        pin.clock = host.clock
        pin.isSecureTextEntry = true
        host.idle(for: 100)
        pin.insertText("1")
        host.runFrames(for: 0.9)
        #expect(pin.revealedIndex == 0)  // still shown: the reveal counts from the key press
        host.runFrames(for: 0.2)
        #expect(pin.revealedIndex == nil)
    }

    @Test func invalidShakeRunsAfterAnIdleSpell() {
        let host = IdleHostDriver()
        let pin = PinCodeField(bounds: CGRect(x: 0, y: 0, width: 240, height: 64))
        pin.clock = host.clock
        host.idle(for: 100)
        pin.insertText("1111")  // weak: invalid, shakes
        host.runFrames(for: 0.05)
        #expect(pin.shakeOffset != 0)
        host.runFrames(for: 0.5)
        #expect(pin.shakeOffset == 0 && host.clock.isIdle)
    }

    @Test func animatedRangeSliderSetGlidesAfterAnIdleSpell() {
        let host = IdleHostDriver()
        let slider = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        slider.clock = host.clock
        host.idle(for: 100)
        let start = slider.lowerThumbCenter.x
        slider.setValues(lower: 6, upper: 8, animated: true)
        host.runFrames(for: 0.1)
        let mid = slider.lowerThumbCenter.x
        #expect(mid > start + 5 && mid < slider.point(for: 6).x - 5)
        host.runFrames(for: 0.2)
        #expect(slider.lowerThumbCenter.x == slider.point(for: 6).x)
    }

    @Test func animatedSliderSetGlidesAfterAnIdleSpell() {
        let host = IdleHostDriver()
        let slider = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 300, height: 34))
        slider.clock = host.clock
        host.idle(for: 100)
        slider.setValue(1, animated: true)
        host.runFrames(for: 0.1)
        #expect(slider.displayedValue > 0.05 && slider.displayedValue < 0.95)
        host.runFrames(for: 0.2)
        #expect(slider.displayedValue == 1)
    }

    @Test func stepperAutorepeatCountsFromThePressAfterAnIdleSpell() {
        let host = IdleHostDriver()
        let stepper = ValueStepper(bounds: CGRect(x: 0, y: 0, width: 94, height: 32))
        stepper.clock = host.clock
        host.idle(for: 100)
        let plus = stepper.rect(for: .increment).center
        stepper.touchDown(at: plus)  // no time given: the host did not catch the clock up
        #expect(stepper.value == 1)
        host.runFrames(for: 0.45)
        #expect(stepper.value == 1)  // no burst of stale repeats
        host.runFrames(for: 0.1)
        #expect(stepper.value == 2)
        stepper.touchUp()
    }
}
