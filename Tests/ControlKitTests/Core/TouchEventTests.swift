import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// A control that records its tracking hooks beside the events it sends.
@MainActor
final class ProbeControl: Control {
    var calls: [String] = []
    var acceptsTracking = true
    var keepsTracking = true
    var onBegin: (() -> Void)?

    override func beginTracking(_ touch: Touch) -> Bool {
        calls.append("begin(\(touch.tapCount))")
        onBegin?()
        return acceptsTracking
    }
    override func continueTracking(_ touch: Touch) -> Bool {
        calls.append("continue")
        return keepsTracking
    }
    override func endTracking(_ touch: Touch?) { calls.append("end") }
    override func cancelTracking() { calls.append("cancel") }
}

@MainActor
func makeProbe() -> (ProbeControl, Finger, EventLog) {
    let control = ProbeControl(bounds: CGRect(x: 0, y: 0, width: 100, height: 40))
    let finger = Finger(on: control)
    let log = EventLog(control)
    return (control, finger, log)
}

@MainActor
@Suite struct TouchEventTests {
    @Test func tapInsideSendsTouchDownThenTouchUpInside() {
        let (control, finger, log) = makeProbe()
        finger.tap(at: CGPoint(x: 50, y: 20))
        #expect(log.events == [.touchDown, .touchUpInside])
        #expect(control.calls == ["begin(1)", "end"])
        #expect(!control.isTracking)
        #expect(!control.isHighlighted)
    }

    @Test func trackingHookRunsBeforeEachTouchEvent() {
        let (control, finger, log) = makeProbe()
        var order: [String] = []
        control.addAction(for: .allTouchEvents) { [weak log] _ in order.append("event:\(log?.events.last.map { "\($0)" } ?? "")") }
        control.onBegin = { order.append("hook:begin") }
        finger.down(at: CGPoint(x: 10, y: 10))
        #expect(order == ["hook:begin", "event:touchDown"])
    }

    @Test func moveSendsDragInsideAndCallsContinueTracking() {
        let (control, finger, log) = makeProbe()
        finger.down(at: CGPoint(x: 10, y: 10))
        finger.move(to: CGPoint(x: 20, y: 10))
        finger.move(to: CGPoint(x: 30, y: 10))
        #expect(log.events == [.touchDown, .touchDragInside, .touchDragInside])
        #expect(control.calls == ["begin(1)", "continue", "continue"])
        #expect(control.isTracking)
        #expect(control.isHighlighted)
    }

    @Test func touchStaysInsideWithinSeventyPointSlop() {
        let (control, finger, log) = makeProbe()
        #expect(control.dragSlop == 70)
        finger.down(at: CGPoint(x: 90, y: 20))
        finger.move(to: CGPoint(x: 169, y: 20))  // 69 pt beyond the right edge
        #expect(log.events == [.touchDown, .touchDragInside])
        #expect(control.isTouchInside)
        finger.move(to: CGPoint(x: 171, y: 20))  // 71 pt beyond
        #expect(log.events == [.touchDown, .touchDragInside, .touchDragExit, .touchDragOutside])
        #expect(!control.isTouchInside)
        #expect(!control.isHighlighted)
    }

    @Test func dragExitThenEnterAreSentOncePerCrossing() {
        let (_, finger, log) = makeProbe()
        finger.down(at: CGPoint(x: 50, y: 20))
        finger.move(to: CGPoint(x: 50, y: 200))
        finger.move(to: CGPoint(x: 50, y: 210))
        finger.move(to: CGPoint(x: 50, y: 30))
        finger.move(to: CGPoint(x: 50, y: 35))
        #expect(
            log.events == [
                .touchDown, .touchDragExit, .touchDragOutside, .touchDragOutside,
                .touchDragEnter, .touchDragInside, .touchDragInside,
            ])
    }

    @Test func liftingOutsideSlopSendsTouchUpOutside() {
        let (control, finger, log) = makeProbe()
        finger.down(at: CGPoint(x: 50, y: 20))
        finger.up(at: CGPoint(x: -80, y: 20))
        #expect(log.events == [.touchDown, .touchUpOutside])
        #expect(control.calls == ["begin(1)", "end"])
    }

    @Test func liftingWithinSlopSendsTouchUpInside() {
        let (_, finger, log) = makeProbe()
        finger.down(at: CGPoint(x: 50, y: 20))
        finger.up(at: CGPoint(x: 50, y: 100))
        #expect(log.events == [.touchDown, .touchUpInside])
    }

    @Test func quickSecondTapSendsTouchDownRepeat() {
        let (control, finger, log) = makeProbe()
        finger.tap(at: CGPoint(x: 50, y: 20))
        finger.wait(0.1)
        finger.tap(at: CGPoint(x: 55, y: 22))
        finger.wait(0.1)
        finger.tap(at: CGPoint(x: 52, y: 20))
        #expect(
            log.events == [
                .touchDown, .touchUpInside,
                .touchDown, .touchDownRepeat, .touchUpInside,
                .touchDown, .touchDownRepeat, .touchUpInside,
            ])
        #expect(control.calls.filter { $0.hasPrefix("begin") } == ["begin(1)", "begin(2)", "begin(3)"])
    }

    @Test func slowOrDistantSecondTapIsASingleTap() {
        let (_, finger, log) = makeProbe()
        finger.tap(at: CGPoint(x: 20, y: 20))
        finger.wait(0.36)
        finger.tap(at: CGPoint(x: 20, y: 20))
        finger.wait(0.05)
        finger.tap(at: CGPoint(x: 60, y: 20))  // 40 pt away
        #expect(log.count(of: .touchDownRepeat) == 0)
        #expect(log.count(of: .touchDown) == 3)
    }

    @Test func cancelCallsCancelTrackingThenSendsTouchCancel() {
        let (control, finger, log) = makeProbe()
        finger.down(at: CGPoint(x: 50, y: 20))
        finger.move(by: 5, 0)
        finger.cancel()
        #expect(log.events == [.touchDown, .touchDragInside, .touchCancel])
        #expect(control.calls == ["begin(1)", "continue", "cancel"])
        #expect(!control.isTracking && !control.isHighlighted)
        finger.up()  // the touch is gone: nothing more
        #expect(log.events.count == 3)
    }

    @Test func disabledControlGetsNoTouchesAndSendsNothing() {
        let (control, finger, log) = makeProbe()
        control.isEnabled = false
        #expect(!finger.down(at: CGPoint(x: 50, y: 20)))
        finger.move(by: 10, 0)
        finger.up()
        #expect(log.events.isEmpty)
        #expect(control.calls.isEmpty)
        #expect(control.state == .disabled)
    }

    @Test func disablingMidDragCancelsTrackingWithoutEvents() {
        let (control, finger, log) = makeProbe()
        finger.down(at: CGPoint(x: 50, y: 20))
        control.isEnabled = false
        finger.move(by: 10, 0)
        finger.up()
        #expect(log.events == [.touchDown])
        #expect(control.calls == ["begin(1)", "cancel"])
        #expect(!control.isTracking && !control.isHighlighted)
        control.isEnabled = true
        finger.tap(at: CGPoint(x: 50, y: 20))  // a new touch works again
        #expect(log.events == [.touchDown, .touchDown, .touchUpInside])
    }

    @Test func refusingToTrackStillSendsTouchEvents() {
        let (control, finger, log) = makeProbe()
        control.acceptsTracking = false
        finger.down(at: CGPoint(x: 50, y: 20))
        finger.move(by: 10, 0)
        finger.up()
        #expect(control.calls == ["begin(1)"])
        #expect(log.events == [.touchDown, .touchDragInside, .touchUpInside])
    }

    @Test func stoppingInContinueTrackingEndsTrackingButNotTheTouch() {
        let (control, finger, log) = makeProbe()
        control.keepsTracking = false
        finger.down(at: CGPoint(x: 50, y: 20))
        finger.move(by: 10, 0)
        #expect(!control.isTracking)
        finger.move(by: 10, 0)
        finger.up()
        #expect(control.calls == ["begin(1)", "continue"])
        #expect(log.events == [.touchDown, .touchDragInside, .touchDragInside, .touchUpInside])
    }

    @Test func secondTouchWhileDownIsIgnored() {
        let (control, finger, log) = makeProbe()
        finger.down(at: CGPoint(x: 50, y: 20))
        #expect(!control.touchDown(at: CGPoint(x: 10, y: 10)))
        #expect(log.events == [.touchDown])
    }

    @Test func nonFiniteLocationsAreIgnored() {
        let (control, finger, log) = makeProbe()
        #expect(!control.touchDown(at: CGPoint(x: CGFloat.nan, y: 0)))
        finger.down(at: CGPoint(x: 50, y: 20))
        control.touchMove(to: CGPoint(x: CGFloat.infinity, y: 0))
        finger.up()
        #expect(log.events == [.touchDown, .touchUpInside])
    }

    @Test func touchTimestampsComeFromTheClock() {
        final class TimeProbe: Control {
            var times: [TimeInterval] = []
            override func beginTracking(_ touch: Touch) -> Bool { times.append(touch.timestamp); return true }
            override func continueTracking(_ touch: Touch) -> Bool { times.append(touch.timestamp); return true }
        }
        let control = TimeProbe(bounds: CGRect(x: 0, y: 0, width: 100, height: 40))
        let finger = Finger(on: control)
        finger.drag(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 40, y: 0), steps: 4, duration: 0.4)
        #expect(control.times.map { ($0 * 1000).rounded() / 1000 } == [0, 0.1, 0.2, 0.3, 0.4])
    }
}
