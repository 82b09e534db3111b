import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// The one keyboard and adjustment path: one rule for every control.
@MainActor
@Suite struct KeyboardTests {
    @Test func arrowsMapByAxisAndDirection() {
        let h = ControlOrientation.horizontal, v = ControlOrientation.vertical
        #expect(Key.rightArrow.adjustment(along: h, direction: .leftToRight) == .increment)
        #expect(Key.leftArrow.adjustment(along: h, direction: .leftToRight) == .decrement)
        #expect(Key.rightArrow.adjustment(along: h, direction: .rightToLeft) == .decrement)
        #expect(Key.leftArrow.adjustment(along: h, direction: .rightToLeft) == .increment)
        for direction in [ControlLayoutDirection.leftToRight, .rightToLeft] {
            for axis in [h, v] {
                #expect(Key.upArrow.adjustment(along: axis, direction: direction) == .increment)
                #expect(Key.downArrow.adjustment(along: axis, direction: direction) == .decrement)
                #expect(Key.pageUp.adjustment(along: axis, direction: direction) == .increment)
                #expect(Key.home.adjustment(along: axis, direction: direction) == .toMinimum)
                #expect(Key.end.adjustment(along: axis, direction: direction) == .toMaximum)
                #expect(Key.tab.adjustment(along: axis, direction: direction) == nil)
                #expect(Key.character("a").adjustment(along: axis, direction: direction) == nil)
            }
            // Vertical: the minimum is at the bottom whatever the text direction.
            #expect(Key.rightArrow.adjustment(along: v, direction: direction) == .increment)
            #expect(Key.leftArrow.adjustment(along: v, direction: direction) == .decrement)
        }
    }

    @Test func everyControlIgnoresKeysUntilFocused() {
        let controls: [Control] = [
            ValueSlider(bounds: CGRect(x: 0, y: 0, width: 200, height: 34)),
            RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 300, height: 44)),
            ValueStepper(bounds: CGRect(x: 0, y: 0, width: 94, height: 32)),
            PinCodeField(bounds: CGRect(x: 0, y: 0, width: 240, height: 64)),
        ]
        for control in controls {
            let log = EventLog(control)
            #expect(!control.keyDown(.upArrow) && !control.keyDown(.character("1")), "\(type(of: control))")
            control.isFocused = true
            control.isEnabled = false
            #expect(!control.keyDown(.upArrow) && !control.keyDown(.character("1")), "\(type(of: control))")
            #expect(log.count(of: .valueChanged) == 0)
            control.isEnabled = true
            #expect(!control.isFocused, "disabling took the focus: \(type(of: control))")
            control.isFocused = true
            #expect(control.keyDown(.upArrow) || control.keyDown(.character("1")), "\(type(of: control))")
        }
    }

    @Test func verticalSliderFollowsItsAxisNotTheTextDirection() {
        let slider = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 34, height: 200))
        slider.orientation = .vertical
        slider.layoutDirection = .rightToLeft
        slider.value = 0.5
        slider.isFocused = true
        slider.keyDown(.rightArrow)
        #expect(abs(slider.value - 0.6) < 1e-12)  // right still goes up on a vertical slider
        slider.keyDown(.leftArrow)
        slider.keyDown(.leftArrow)
        #expect(abs(slider.value - 0.4) < 1e-12)
    }

    @Test func horizontalRightToLeftMirrorsTheArrowsInEveryLinearControl() {
        let slider = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 200, height: 34))
        let range = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        let stepper = ValueStepper(bounds: CGRect(x: 0, y: 0, width: 94, height: 32))
        for control in [slider, range, stepper] as [Control] {
            control.layoutDirection = .rightToLeft
            control.isFocused = true
            #expect(control.keyDown(.leftArrow))
        }
        #expect(abs(slider.value - 0.1) < 1e-12)
        #expect(range.lowerValue == 3)
        #expect(stepper.value == 1)
    }

    @Test func keyAdjustmentsTellAtOnceWithoutTouchingIsContinuous() {
        let (slider, _, log) = makeSlider { $0.isContinuous = false }
        var seenContinuous: [Bool] = []
        slider.addAction(for: .valueChanged) { control in seenContinuous.append(control.isContinuous) }
        slider.isFocused = true
        slider.keyDown(.rightArrow)
        slider.performAccessibilityAction(.increment, on: "upper")
        #expect(log.count(of: .valueChanged) == 2)
        #expect(seenContinuous == [false, false])  // never flipped behind the app's back
    }

    @Test func tabWalksThroughTheThumbsAndThenLeaves() {
        let (slider, _, _) = makeSlider()
        slider.isFocused = true
        #expect(slider.keyboardThumb == .lower)
        #expect(slider.keyDown(.tab) && slider.keyboardThumb == .upper)
        #expect(!slider.keyDown(.tab))  // the host moves focus on
        #expect(slider.keyDown(.shiftTab) && slider.keyboardThumb == .lower)
        #expect(!slider.keyDown(.shiftTab))
        let stepper = ValueStepper(bounds: CGRect(x: 0, y: 0, width: 94, height: 32))
        stepper.isFocused = true
        #expect(!stepper.keyDown(.tab))
        let pin = PinCodeField(bounds: CGRect(x: 0, y: 0, width: 240, height: 64))
        pin.isFocused = true
        #expect(!pin.keyDown(.tab) && pin.text.isEmpty)
    }

    @Test func rangeSliderStartsOnTheLowerThumbEachTimeFocusArrives() {
        let (slider, _, _) = makeSlider()
        slider.isFocused = true
        slider.keyDown(.tab)
        slider.isFocused = false  // Tab left the control from the upper thumb
        slider.isFocused = true
        #expect(slider.keyboardThumb == .lower)
    }

    @Test func homeAndEndReachTheLimitsOfEveryAdjustableControl() {
        let stepper = ValueStepper(bounds: CGRect(x: 0, y: 0, width: 94, height: 32))
        let log = EventLog(stepper)
        stepper.isFocused = true
        stepper.keyDown(.end)
        #expect(stepper.value == 100)
        stepper.keyDown(.home)
        #expect(stepper.value == 0 && log.count(of: .valueChanged) == 2)
        let slider = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 200, height: 34))
        slider.isFocused = true
        slider.keyDown(.end)
        #expect(slider.value == 1)
    }
}
