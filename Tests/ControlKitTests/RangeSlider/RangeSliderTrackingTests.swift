import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// A 300 × 44 modern slider over 0...10: thumbs are 28 pt, so a value moves
/// 27.2 pt per unit and value v sits at x = 14 + 27.2 v.
@MainActor
func makeSlider(_ configure: (RangeSlider) -> Void = { _ in }) -> (RangeSlider, Finger, EventLog) {
    let slider = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
    configure(slider)
    let finger = Finger(on: slider)
    return (slider, finger, EventLog(slider))
}

func x(_ value: Double) -> CGFloat { 14 + 27.2 * CGFloat(value) }

func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

@MainActor
@Suite struct RangeSliderTrackingTests {
    @Test func thumbCentresFollowTheValues() {
        let (slider, _, _) = makeSlider()
        #expect(slider.lowerThumbCenter == CGPoint(x: x(2), y: 22))
        #expect(abs(slider.upperThumbCenter.x - x(8)) < 1e-9 && slider.upperThumbCenter.y == 22)
    }

    @Test func touchingAThumbOffCentreDoesNotMoveIt() {
        let (slider, finger, log) = makeSlider()
        finger.down(at: CGPoint(x: x(2) + 9, y: 30))
        #expect(slider.lowerValue == 2)
        #expect(slider.isLowerThumbHighlighted && !slider.isUpperThumbHighlighted)
        #expect(log.events == [.touchDown])
    }

    @Test func dragKeepsTheFingersOffset() {
        let (slider, finger, _) = makeSlider()
        finger.down(at: CGPoint(x: x(2) + 9, y: 22))
        finger.move(by: 27.2, 0)
        #expect(near(slider.lowerValue, 3))
        finger.move(by: 27.2 * 2, 0)
        #expect(near(slider.lowerValue, 5))
        finger.up()
        #expect(near(slider.lowerValue, 5) && slider.upperValue == 8)
    }

    @Test func lowerThumbStopsAtUpperThumb() {
        let (slider, finger, _) = makeSlider()
        finger.drag(from: slider.lowerThumbCenter, to: CGPoint(x: 290, y: 22))
        #expect(slider.lowerValue == 8 && slider.upperValue == 8)
    }

    @Test func upperThumbStopsAtLowerThumb() {
        let (slider, finger, _) = makeSlider()
        finger.drag(from: slider.upperThumbCenter, to: CGPoint(x: 0, y: 22))
        #expect(slider.lowerValue == 2 && slider.upperValue == 2)
    }

    @Test func minimumDistanceIsAHardStopWhileDragging() {
        let (slider, finger, _) = makeSlider { $0.minimumDistance = 1.5 }
        finger.drag(from: slider.lowerThumbCenter, to: CGPoint(x: 290, y: 22))
        #expect(slider.lowerValue == 6.5 && slider.upperValue == 8)
    }

    @Test func maximumDistanceStopsTheDraggedThumb() {
        let (slider, finger, _) = makeSlider { $0.maximumDistance = 6 }
        finger.drag(from: slider.upperThumbCenter, to: CGPoint(x: 299, y: 22))
        #expect(slider.lowerValue == 2 && slider.upperValue == 8)
        finger.drag(from: slider.lowerThumbCenter, to: CGPoint(x: 0, y: 22))
        #expect(slider.lowerValue == 2)
    }

    @Test func stackedThumbsAtTheMinimumComeApart() {
        let (slider, finger, _) = makeSlider { $0.setValues(lower: 0, upper: 0) }
        finger.down(at: slider.lowerThumbCenter)
        #expect(slider.isLowerThumbHighlighted && slider.isUpperThumbHighlighted)  // both armed
        finger.move(by: -10, 0)  // toward the minimum: the lower thumb cannot go: still armed
        #expect(slider.isLowerThumbHighlighted && slider.isUpperThumbHighlighted)
        finger.move(by: 10 + 27.2 * 3, 0)
        #expect(slider.lowerValue == 0 && near(slider.upperValue, 3))
        #expect(!slider.isLowerThumbHighlighted && slider.isUpperThumbHighlighted)
        finger.up()
    }

    @Test func stackedThumbsAtTheMaximumComeApart() {
        let (slider, finger, _) = makeSlider { $0.setValues(lower: 10, upper: 10) }
        finger.down(at: slider.upperThumbCenter)
        finger.move(by: 10, 0)  // toward the maximum: nothing can move yet
        finger.move(by: -10 - 27.2 * 4, 0)
        #expect(near(slider.lowerValue, 6) && slider.upperValue == 10)
        finger.up()
        // …and the upper thumb can still be taken off the stack afterwards.
        finger.drag(from: slider.upperThumbCenter, to: CGPoint(x: x(10) + 20, y: 22))
        #expect(slider.upperValue == 10)
    }

    @Test func stackedThumbsInTheMiddleFollowTheFirstMovement() {
        let (slider, finger, _) = makeSlider { $0.setValues(lower: 5, upper: 5) }
        finger.drag(from: slider.lowerThumbCenter, to: CGPoint(x: x(3), y: 22))
        #expect(near(slider.lowerValue, 3) && slider.upperValue == 5)
        slider.setValues(lower: 5, upper: 5)
        finger.drag(from: slider.lowerThumbCenter, to: CGPoint(x: x(7), y: 22))
        #expect(slider.lowerValue == 5 && near(slider.upperValue, 7))
    }

    @Test func overlappingTouchTargetsArmBoth() {
        // 4.9 and 5.2 are 8 pt apart: both 44 pt targets hold the point between them.
        let (slider, finger, _) = makeSlider { $0.setValues(lower: 4.9, upper: 5.2) }
        finger.down(at: CGPoint(x: (x(4.9) + x(5.2)) / 2, y: 22))
        #expect(slider.isLowerThumbHighlighted && slider.isUpperThumbHighlighted)
        finger.move(by: 30, 0)
        #expect(slider.lowerValue == 4.9 && slider.upperValue > 5.2)
    }

    @Test func dragContinuesOutsideTheBounds() {
        let (slider, finger, log) = makeSlider()
        finger.down(at: slider.upperThumbCenter)
        finger.move(to: CGPoint(x: x(9), y: 400))  // far below the control
        #expect(near(slider.upperValue, 9))
        finger.move(to: CGPoint(x: 900, y: 400))
        #expect(slider.upperValue == 10)
        finger.up()
        #expect(log.withoutDrags == [.touchDown, .valueChanged, .touchDragExit, .valueChanged, .touchUpOutside])
    }

    @Test func eventsArriveInOrder() {
        let (slider, finger, log) = makeSlider()
        finger.down(at: slider.lowerThumbCenter)
        finger.move(by: 10, 0)
        finger.move(by: 10, 0)
        finger.up()
        #expect(log.events == [.touchDown, .valueChanged, .touchDragInside, .valueChanged, .touchDragInside, .touchUpInside])
    }

    @Test func valueChangedOnlyWhenAValueReallyChanged() {
        let (slider, finger, log) = makeSlider { $0.stepValue = 1 }
        finger.down(at: slider.lowerThumbCenter)
        finger.move(by: 5, 0)  // less than half a step
        finger.move(by: -3, 0)
        #expect(log.count(of: .valueChanged) == 0)
        finger.move(by: 25, 0)  // now past half a step: 3
        finger.move(by: 2, 0)
        finger.up()
        #expect(log.count(of: .valueChanged) == 1)
        #expect(slider.lowerValue == 3)
    }

    @Test func notContinuousSendsValueChangedOnceAtRelease() {
        let (slider, finger, log) = makeSlider { $0.isContinuous = false }
        finger.drag(from: slider.lowerThumbCenter, to: CGPoint(x: x(4), y: 22), steps: 8)
        #expect(log.withoutDrags == [.touchDown, .valueChanged, .touchUpInside])
        #expect(near(slider.lowerValue, 4))
    }

    @Test func notContinuousSendsNothingWhenTheValueEndsWhereItStarted() {
        let (slider, finger, log) = makeSlider { $0.isContinuous = false }
        finger.down(at: slider.lowerThumbCenter)
        finger.move(by: 30, 0)
        finger.move(by: -30, 0)
        finger.up()
        #expect(log.count(of: .valueChanged) == 0)
    }

    @Test func cancelKeepsTheValuesAndSendsThePendingChange() {
        let (slider, finger, log) = makeSlider { $0.isContinuous = false }
        finger.down(at: slider.lowerThumbCenter)
        finger.move(by: 27.2, 0)
        finger.cancel()
        #expect(near(slider.lowerValue, 3))
        #expect(log.withoutDrags == [.touchDown, .valueChanged, .touchCancel])
        #expect(!slider.isLowerThumbHighlighted && !slider.isHighlighted)
    }

    @Test func programmaticChangesSendNothing() {
        let (slider, _, log) = makeSlider()
        slider.lowerValue = 1
        slider.upperValue = 9
        slider.setValues(lower: 3, upper: 4, animated: true)
        slider.minimumValue = -5
        slider.stepValue = 1
        #expect(log.events.isEmpty)
    }

    @Test func disabledSliderIgnoresTouches() {
        let (slider, finger, log) = makeSlider { $0.isEnabled = false }
        finger.drag(from: slider.lowerThumbCenter, to: CGPoint(x: 200, y: 22))
        #expect(slider.lowerValue == 2)
        #expect(log.events.isEmpty)
        #expect(slider.state == .disabled)
    }

    @Test func disablingMidDragStopsTheDragSilently() {
        let (slider, finger, log) = makeSlider { $0.isContinuous = false }
        finger.down(at: slider.lowerThumbCenter)
        finger.move(by: 27.2, 0)
        slider.isEnabled = false
        finger.move(by: 27.2, 0)
        finger.up()
        #expect(near(slider.lowerValue, 3))
        #expect(log.events == [.touchDown, .touchDragInside])
        #expect(!slider.isLowerThumbHighlighted)
    }

    @Test func touchOnTheTrackDoesNothingByDefault() {
        let (slider, finger, log) = makeSlider()
        finger.tap(at: CGPoint(x: x(5), y: 22))
        #expect(slider.lowerValue == 2 && slider.upperValue == 8)
        #expect(!slider.isTracking)
        #expect(log.events == [.touchDown, .touchUpInside])
    }

    @Test func touchOnTheTrackCanMoveTheNearestThumb() {
        let (slider, finger, log) = makeSlider { $0.trackTouchBehavior = .moveNearestThumb }
        finger.down(at: CGPoint(x: x(6), y: 22))
        #expect(near(slider.upperValue, 6) && slider.lowerValue == 2)
        finger.move(to: CGPoint(x: x(7), y: 22))
        #expect(near(slider.upperValue, 7))
        finger.up()
        finger.tap(at: CGPoint(x: x(0.5), y: 22))
        #expect(near(slider.lowerValue, 0.5))
        #expect(log.withoutDrags.prefix(2) == [.valueChanged, .touchDown])
    }

    @Test func thumbsHaveAtLeastAFortyFourPointTarget() {
        let slider = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 300, height: 20))
        slider.style = .classic  // 20 pt thumbs
        let finger = Finger(on: slider)
        let c = slider.lowerThumbCenter
        finger.down(at: CGPoint(x: c.x + 21, y: c.y + 21))
        #expect(slider.isLowerThumbHighlighted)
        finger.up()
        finger.down(at: CGPoint(x: c.x + 23, y: c.y))
        #expect(!slider.isLowerThumbHighlighted)
    }

    @Test func verticalSliderHasTheMinimumAtTheBottom() {
        let slider = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 44, height: 300))
        slider.orientation = .vertical
        let finger = Finger(on: slider)
        #expect(slider.lowerThumbCenter == CGPoint(x: 22, y: 300 - x(2)))
        finger.drag(from: slider.upperThumbCenter, to: CGPoint(x: 22, y: slider.upperThumbCenter.y - 27.2))
        #expect(near(slider.upperValue, 9))
    }

    @Test func rightToLeftPutsTheMinimumOnTheRight() {
        let (slider, finger, _) = makeSlider { $0.layoutDirection = .rightToLeft }
        #expect(slider.lowerThumbCenter.x == 300 - x(2))
        finger.drag(from: slider.lowerThumbCenter, to: CGPoint(x: slider.lowerThumbCenter.x - 27.2, y: 22))
        #expect(near(slider.lowerValue, 3))
    }

    @Test func stackedThumbsInRightToLeftStillSeparate() {
        let (slider, finger, _) = makeSlider {
            $0.layoutDirection = .rightToLeft
            $0.setValues(lower: 0, upper: 0)
        }
        finger.drag(from: slider.lowerThumbCenter, to: CGPoint(x: slider.lowerThumbCenter.x - 27.2 * 2, y: 22))
        #expect(slider.lowerValue == 0 && near(slider.upperValue, 2))
    }

    @Test func reloadDuringADragIsSafe() {
        let (slider, finger, _) = makeSlider()
        finger.down(at: slider.lowerThumbCenter)
        finger.move(by: 27.2, 0)
        slider.setValues(lower: 0, upper: 1)  // the app reloads mid-drag
        slider.maximumValue = 5
        slider.bounds = CGRect(x: 0, y: 0, width: 0, height: 0)
        finger.move(by: 27.2, 0)
        slider.bounds = CGRect(x: 0, y: 0, width: 300, height: 44)
        finger.move(by: 1, 0)
        finger.up()
        #expect(slider.lowerValue <= slider.upperValue && slider.upperValue <= 5)
        #expect(!slider.isTracking)
    }

    @Test func zeroSizedSliderRefusesTracking() {
        let slider = RangeSlider.outOfTen(bounds: .zero)
        let finger = Finger(on: slider)
        let log = EventLog(slider)
        finger.down(at: .zero)
        #expect(!slider.isTracking && slider.highlightedThumbs.isEmpty)  // asked while the finger is down
        finger.move(to: CGPoint(x: 100, y: 0))
        finger.up()
        #expect(slider.lowerValue == 2 && slider.upperValue == 8 && log.count(of: .valueChanged) == 0)
        // The same gesture on a sized slider does track: the check above can fail.
        slider.bounds = CGRect(x: 0, y: 0, width: 300, height: 44)
        finger.down(at: slider.lowerThumbCenter)
        #expect(slider.isTracking)
    }

    @Test func animatedSetGlidesOnTheClock() {
        let (slider, finger, _) = makeSlider()
        slider.setValues(lower: 6, upper: 8, animated: true)
        #expect(slider.lowerValue == 6)  // the value is the target at once
        #expect(slider.lowerThumbCenter.x == x(2))  // the thumb has not moved yet
        finger.wait(0.125)
        #expect(abs(slider.lowerThumbCenter.x - x(4)) < 0.01)  // half way (easeInOut is symmetric)
        finger.wait(0.2)
        #expect(slider.lowerThumbCenter.x == x(6))
        #expect(finger.clock.isIdle)
    }

    /// Bounds further apart than the largest Double: both thumbs glide through the track and
    /// their labels read finite values, never "inf" or a thumb parked at an end.
    @Test func aGlideAcrossTheWholeDoubleRangeStaysFinite() {
        let (slider, finger, _) = makeSlider {
            $0.minimumValue = -.greatestFiniteMagnitude
            $0.maximumValue = .greatestFiniteMagnitude
            $0.setValues(lower: -1e308, upper: -1e308)
            $0.showsValueLabels = true
            $0.valueFormatter = { String(format: "%.0e", $0) }
        }
        slider.setValues(lower: 1e308, upper: 1e308, animated: true)
        finger.wait(0.125)
        #expect(abs(slider.lowerThumbCenter.x - 150) < 1 && abs(slider.upperThumbCenter.x - 150) < 1)
        #expect(slider.valueLabels.allSatisfy { !$0.text.contains("inf") })
        finger.wait(0.2)
        #expect(slider.valueLabels.map(\.text) == ["1e+308", "1e+308"] && finger.clock.isIdle)
    }

    @Test func touchOnAMovingThumbCatchesItWhereItIsDrawn() {
        let (slider, finger, log) = makeSlider()
        slider.setValues(lower: 6, upper: 8, animated: true)
        finger.wait(0.1)
        let drawn = slider.lowerThumbCenter
        #expect(drawn.x > x(2) + 10 && drawn.x < x(6) - 10)  // really mid-flight
        finger.down(at: drawn)
        #expect(slider.isLowerThumbHighlighted && slider.isTracking)  // hit where it is drawn
        #expect(abs(slider.lowerThumbCenter.x - drawn.x) < 0.01)  // and it stays there: no snap
        #expect(finger.clock.isIdle)
        #expect(slider.lowerValue < 6 && slider.upperValue == 8)
        // The value left the app's target because of the touch: told, before touchDown.
        #expect(log.events == [.valueChanged, .touchDown])
        finger.move(by: 2, 0)
        #expect(abs(slider.lowerThumbCenter.x - (drawn.x + 2)) < 0.01)  // follows 2 pt exactly
    }

    @Test func touchMissingTheThumbsLeavesAnAnimationRunning() {
        let (slider, finger, log) = makeSlider()
        slider.setValues(lower: 6, upper: 8, animated: true)
        finger.wait(0.1)
        #expect(!finger.down(at: CGPoint(x: 2, y: 2)) || !slider.isTracking)
        #expect(!finger.clock.isIdle)
        finger.up()
        finger.wait(0.2)
        #expect(slider.lowerThumbCenter.x == x(6) && log.count(of: .valueChanged) == 0)
    }

    @Test func trackTouchThatMovesAThumbSendsValueChangedBeforeTouchDown() {
        let (slider, finger, log) = makeSlider { $0.trackTouchBehavior = .moveNearestThumb }
        finger.tap(at: CGPoint(x: x(5), y: 22))
        #expect(slider.lowerValue == 5 || slider.upperValue == 5)
        #expect(log.events == [.valueChanged, .touchDown, .touchUpInside])
    }

    @Test func thumbTargetsCountForHitTestingPastTheBounds() {
        let slider = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 300, height: 30))
        slider.style = .classic
        let c = slider.lowerThumbCenter
        #expect(slider.point(inside: CGPoint(x: c.x, y: c.y + 20)))
        #expect(!slider.point(inside: CGPoint(x: (c.x + slider.upperThumbCenter.x) / 2, y: c.y + 20)))
    }
}
