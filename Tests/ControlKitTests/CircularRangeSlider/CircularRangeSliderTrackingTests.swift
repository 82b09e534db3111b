import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// A 280 × 280 schedule (minutes, 24 hours a turn, 5-minute steps), 22:30 to 6:30: centre
/// (140, 140), the track's centre line 106 pt from it.
@MainActor
func makeSchedule(_ configure: (CircularRangeSlider) -> Void = { _ in }) -> (CircularRangeSlider, Finger, EventLog) {
    let slider = CircularRangeSlider.schedule()
    slider.locale = Locale(identifier: "en_US")
    configure(slider)
    return (slider, Finger(on: slider), EventLog(slider))
}

/// The point at `minutes` on a day's clock face, `radius` from (140, 140).
func onClock(_ minutes: Double, radius: Double = 106) -> CGPoint {
    let a = minutes / 1440 * 2 * .pi
    return CGPoint(x: 140 + radius * sin(a), y: 140 - radius * cos(a))
}

@MainActor
@Suite struct CircularRangeSliderTrackingTests {
    /// Drags along the track from `from` to `to` minutes (signed: through the way it says)
    /// in moves of `every` minutes, 16 ms apart.
    func sweep(_ finger: Finger, from: Double, to: Double, every: Double = 2.5, radius: Double = 106, lift: Bool = true) {
        finger.down(at: onClock(from, radius: radius))
        let steps = max(Int((abs(to - from) / every).rounded(.up)), 1)
        for i in 1...steps { finger.move(to: onClock(from + (to - from) * Double(i) / Double(steps), radius: radius), after: 0.016) }
        if lift { finger.up() }
    }

    @Test func theStartThumbFollowsTheFingerAcrossMidnight() {
        let (slider, finger, log) = makeSchedule()
        #expect(slider.trackRadius == 106 && slider.startThumbCenter.distance(to: onClock(1350)) < 1e-9)
        sweep(finger, from: 1350, to: 1470)  // 22:30 clockwise past midnight to 0:30
        #expect(slider.startValue == 30 && slider.endValue == 390 && slider.duration == 360)
        #expect(log.events.first == .touchDown && log.events.last == .touchUpInside)
        #expect(log.count(of: .valueChanged) == 24)  // one per 5-minute stop passed
    }

    @Test func theEndThumbFollowsTheFingerBackAcrossMidnight() {
        let (slider, finger, _) = makeSchedule()
        sweep(finger, from: 390, to: -30)  // 6:30 counter-clockwise to 23:30
        #expect(slider.startValue == 1350 && slider.endValue == 1410 && slider.duration == 60)
    }

    @Test func eachMoveTellsBeforeItsDragEventInTheOneOrder() {
        let (slider, finger, log) = makeSchedule()
        finger.down(at: slider.endThumbCenter)
        finger.move(to: onClock(400), after: 0.016)
        finger.move(to: onClock(400.5), after: 0.016)  // within the same stop: nothing to tell
        finger.up()
        #expect(log.events == [.touchDown, .valueChanged, .touchDragInside, .touchDragInside, .touchUpInside])
        #expect(slider.endValue == 400)
    }

    @Test func aThumbTouchedOffItsCentreDoesNotJump() {
        let (slider, finger, log) = makeSchedule { $0.stepValue = 0 }
        let grab = onClock(398, radius: 124)  // 8 minutes (2 pt-odd) clockwise of the end, outside its centre line
        #expect(finger.down(at: grab) && slider.isTracking && slider.highlightedThumbs == [.end])
        finger.move(to: onClock(398.2, radius: 120), after: 0.016)
        #expect(abs(slider.endValue - 390.2) < 1e-9)  // moved by the finger's turn, not to the finger
        #expect(log.count(of: .valueChanged) == 1)
    }

    @Test func theOtherThumbIsAHardStopAndTheFingerCanComeBack() {
        let (slider, finger, _) = makeSchedule { $0.minimumDuration = 60 }
        sweep(finger, from: 390, to: -400, lift: false)  // the end dragged back past the start, and on
        #expect(slider.endValue == 1410 && slider.duration == 60)  // it stopped an hour after the start
        for i in 1...30 { finger.move(to: onClock(-400 + Double(i) * 10), after: 0.016) }
        #expect(slider.endValue == 1410)  // coming back, the finger has not yet reached where the thumb stopped
        for i in 1...40 { finger.move(to: onClock(-100 + Double(i) * 2.5), after: 0.016) }
        #expect(slider.endValue == 0 && slider.duration == 90)  // past it, the thumb follows again, to midnight
    }

    @Test func theLongestDurationStopsTheThumbToo() {
        let (slider, finger, _) = makeSchedule { $0.maximumDuration = 10 * 60 }
        sweep(finger, from: 1350, to: 1000)  // the start dragged back from 22:30 toward 16:40
        #expect(slider.startValue == 1350 - 120 && slider.duration == 600)
    }

    @Test func draggingTheArcMovesBothAndKeepsTheDuration() {
        let (slider, finger, log) = makeSchedule()
        sweep(finger, from: 1440 + 60, to: 1440 + 60 + 180)  // from 1:00 on the arc, three hours on
        #expect(slider.startValue == 90 && slider.endValue == 570 && slider.duration == 480)  // 1:30 to 9:30
        #expect(log.count(of: .valueChanged) == 36)
        // Twice around and a quarter: only where it ends counts.
        sweep(finger, from: 300, to: 300 + 2 * 1440 + 360, every: 20)
        #expect(slider.startValue == 450 && slider.endValue == 930)
    }

    @Test func aTouchOffTheThumbsAndTheArcDoesNothing() {
        let (slider, finger, log) = makeSchedule()
        for point in [CGPoint(x: 140, y: 140), onClock(720), onClock(100, radius: 60), CGPoint(x: 2, y: 2)] {
            finger.down(at: point)
            #expect(!slider.isTracking, "\(point)")
            finger.move(by: 20, 20, after: 0.016)
            finger.up()
        }
        #expect(slider.startValue == 1350 && slider.endValue == 390 && log.count(of: .valueChanged) == 0)
    }

    @Test func stackedThumbsTheFirstMovementChooses() {
        let (slider, finger, _) = makeSchedule { $0.setValues(start: 600, end: 600) }
        #expect(slider.duration == 0)
        finger.down(at: onClock(600))
        #expect(slider.highlightedThumbs == [.start, .end])
        finger.move(to: onClock(640), after: 0.016)  // clockwise: the end lengthens the range
        #expect(slider.highlightedThumbs == [.end] && slider.startValue == 600 && slider.endValue == 640)
        finger.up()
        let (back, backFinger, _) = makeSchedule { $0.setValues(start: 600, end: 600) }
        backFinger.down(at: onClock(600))
        backFinger.move(to: onClock(560), after: 0.016)  // counter-clockwise: the start
        #expect(back.highlightedThumbs == [.start] && back.startValue == 560 && back.endValue == 600)
        // Close but apart, either could go: clockwise is the end's way, as toward the
        // maximum is a linear slider's upper thumb's.
        let (close, closeFinger, _) = makeSchedule { $0.setValues(start: 600, end: 610) }
        closeFinger.down(at: onClock(605))
        closeFinger.move(to: onClock(645), after: 0.016)
        #expect(close.highlightedThumbs == [.end] && close.startValue == 600 && close.endValue == 650)
        // A whole turn stacked: clockwise can only shorten it, which the start does.
        let (full, fullFinger, _) = makeSchedule { $0.updateModel { $0.setDuration(1440, keeping: .start) } }
        #expect(full.model.isFullTurn)
        fullFinger.down(at: onClock(1350))
        fullFinger.move(to: onClock(1380), after: 0.016)
        #expect(full.highlightedThumbs == [.start] && full.startValue == 1380 && full.endValue == 1350 && full.duration == 1410)
    }

    @Test func twoPointMovesTickOnceForEachStop() {
        let (slider, finger, log) = makeSchedule()
        let haptics = RecordingHaptics()
        slider.haptics = haptics
        finger.down(at: slider.endThumbCenter)
        var values: [Double] = [slider.endValue]
        for i in 1...60 {
            // 2 pt along the track's circle each move.
            finger.move(to: onClock(390 + Double(i) * 2 / 106 * 1440 / (2 * .pi)), after: 0.016)
            if slider.endValue != values.last { values.append(slider.endValue) }
        }
        #expect(values.allSatisfy { $0.truncatingRemainder(dividingBy: 5) == 0 })
        #expect(haptics.played == Array(repeating: .selection, count: values.count - 1))
        #expect(log.count(of: .valueChanged) == values.count - 1 && values.count > 40)
        #expect(haptics.preparations == 1)
    }

    @Test func reachingALimitPlaysAnImpact() {
        let (slider, finger, _) = makeSchedule { $0.minimumDuration = 420 }
        let haptics = RecordingHaptics()
        slider.haptics = haptics
        sweep(finger, from: 390, to: 320, lift: false)  // stopped at 7 hours, 5:30
        #expect(slider.endValue == 330 && slider.duration == 420 && haptics.played.last == .impact(.light))
        let played = haptics.played.count
        finger.move(to: onClock(300), after: 0.016)  // further back
        #expect(haptics.played.count == played)  // held at the limit: nothing more
    }

    @Test func aTouchMidAnimationCatchesTheArcWhereItIsDrawn() {
        let (slider, finger, log) = makeSchedule()
        slider.setValues(start: 0, end: 480, animated: true)  // the short way: clockwise 90 minutes
        #expect(slider.startValue == 0 && log.events.isEmpty)
        finger.wait(0.1)
        let drawn = slider.startThumbCenter
        #expect(drawn.distance(to: onClock(1350)) > 5 && drawn.distance(to: onClock(0)) > 5)
        #expect(finger.down(at: drawn) && slider.isTracking)
        let caught = slider.startValue
        #expect(slider.startThumbCenter.distance(to: drawn) < 3 && caught != 0)  // the values are what was drawn
        #expect(caught > 1350 && caught.truncatingRemainder(dividingBy: 5) == 0)
        #expect(log.events == [.valueChanged, .touchDown])  // a user change, told first
        finger.wait(1)
        #expect(slider.startValue == caught)  // the animation stays stopped
    }

    @Test func aHandlerThatDisablesTheControlEndsTheDragCleanly() {
        let (slider, finger, log) = makeSchedule()
        slider.addAction(for: .valueChanged) { slider in slider.isEnabled = false }
        finger.down(at: slider.endThumbCenter)
        finger.move(to: onClock(420), after: 0.016)
        #expect(!slider.isEnabled && !slider.isTracking && !slider.isHighlighted && slider.highlightedThumbs.isEmpty)
        let end = slider.endValue
        finger.move(to: onClock(500), after: 0.016)
        finger.up()
        #expect(slider.endValue == end && log.events == [.touchDown, .valueChanged])
    }

    @Test func aHandlerThatCancelsTheTouchEndsTheDrag() {
        let (slider, finger, log) = makeSchedule()
        slider.addAction(for: .valueChanged) { slider in slider.touchCancel() }
        finger.down(at: slider.startThumbCenter)
        finger.move(to: onClock(1400), after: 0.016)
        #expect(!slider.isTracking && slider.highlightedThumbs.isEmpty && slider.startValue == 1400)
        #expect(log.events == [.touchDown, .valueChanged, .touchCancel])
    }

    @Test func notContinuousTellsOnceAtRelease() {
        let (slider, finger, log) = makeSchedule { $0.isContinuous = false }
        sweep(finger, from: 390, to: 480)
        #expect(slider.endValue == 480 && log.count(of: .valueChanged) == 1 && log.events.suffix(2) == [.valueChanged, .touchUpInside])
        log.clear()
        sweep(finger, from: 480, to: 480.5)  // no stop passed: nothing to tell
        #expect(log.count(of: .valueChanged) == 0)
    }

    @Test func aFingerOverTheCentreWaitsForItToComeOut() {
        let (slider, finger, _) = makeSchedule()
        finger.down(at: slider.endThumbCenter)
        finger.move(to: CGPoint(x: 141, y: 141), after: 0.016)  // in the dead zone: no angle
        #expect(slider.endValue == 390)
        finger.move(to: onClock(420), after: 0.016)
        #expect(slider.endValue == 420)
    }

    @Test func insideAScrollViewTheThumbsAndArcKeepTheirDragsAndTheFaceScrolls() {
        let slider = CircularRangeSlider.schedule()
        #expect(slider.keepsDrag(from: slider.endThumbCenter, translation: CGSize(width: 0, height: 12)))  // any direction
        #expect(slider.keepsDrag(from: onClock(60), translation: CGSize(width: 12, height: 3)))  // the arc
        #expect(!slider.keepsDrag(from: CGPoint(x: 140, y: 140), translation: CGSize(width: 0, height: 12)))  // the face
        #expect(!slider.keepsDrag(from: onClock(720), translation: CGSize(width: 0, height: 12)))  // the ring off the arc
        let form = ScrollContainer(around: slider)
        let finger = Finger(on: slider, in: form)
        finger.drag(from: slider.endThumbCenter, to: onClock(470), steps: 6, duration: 0.05)  // a quick swipe on the thumb
        #expect(slider.endValue > 420 && !form.isScrolling)
        finger.down(at: CGPoint(x: 140, y: 150))
        finger.move(by: 0, 20)
        finger.move(by: 0, 40)
        #expect(form.isScrolling && form.contentOffset.y == -40)
        finger.up()
    }

    @Test func aDragMarksOnlyAroundTheThumbsThatMovedAndTheCentreText() {
        let (slider, finger, _) = makeSchedule()
        slider.render(in: RecordingCanvas())
        finger.down(at: slider.endThumbCenter)
        slider.render(in: RecordingCanvas())  // the held thumb's highlight
        finger.move(to: onClock(400), after: 0.016)
        let stale = slider.invalidRect
        #expect(stale.contains(onClock(390)) && stale.contains(onClock(400)) && stale.contains(slider.faceCenter))
        #expect(!stale.contains(slider.startThumbCenter) && stale.width * stale.height < slider.bounds.width * slider.bounds.height / 2)
        slider.render(in: RecordingCanvas())
        finger.up()
        slider.render(in: RecordingCanvas())
        // The arc dragged: both ends (one rectangle holds them, as UIKit's marks add up).
        finger.down(at: onClock(120))
        slider.render(in: RecordingCanvas())
        finger.move(to: onClock(130), after: 0.016)
        #expect(slider.invalidRect.contains(slider.startThumbCenter) && slider.invalidRect.contains(slider.endThumbCenter))
        finger.up()
        slider.render(in: RecordingCanvas())
        // A jump further than a thumb's size changes the arc between: everything.
        slider.performAccessibilityAction(.setValue(900), on: "end")
        #expect(slider.invalidRect == slider.bounds)
    }

    @Test func programmaticChangesSendNothingAndReduceMotionLandsAtOnce() {
        let (slider, finger, log) = makeSchedule()
        slider.setValues(start: 60, end: 120, animated: true)
        #expect(!finger.clock.isIdle)
        finger.wait(1)
        slider.reduceMotion = true
        slider.setValues(start: 600, end: 700, animated: true)
        #expect(finger.clock.isIdle && slider.startThumbCenter.distance(to: onClock(600)) < 1e-9)
        slider.startValue = 10
        slider.minimumDuration = 30
        #expect(log.events.isEmpty)
    }
}
