import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// Bad input that once broke a control, one test each (A–H); bitmap sizes are in the
/// snapshot tests (cairo), the GTK host's in its own tests.
@MainActor
@Suite struct BadInputTests {
    // A. Step counts beyond 2³¹.
    @Test func stepCountsBeyondTwoToTheThirtyFirstStayExact() {
        let slider = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 300, height: 34))
        slider.maximumValue = 1e10
        slider.stepValue = 1
        slider.value = 5e9
        #expect(slider.value == 5e9)
        let stepper = ValueStepper()
        stepper.maximumValue = 1e10
        stepper.value = 3e9
        stepper.isFocused = true
        stepper.keyDown(.upArrow)
        #expect(stepper.value == 3e9 + 1)
        let wide = ValueStepper()
        wide.minimumValue = -1e10
        wide.maximumValue = 1e10
        wide.value = 0
        wide.isFocused = true
        wide.keyDown(.upArrow)
        #expect(wide.value == 1)
        wide.keyDown(.downArrow)
        wide.keyDown(.downArrow)
        #expect(wide.value == -1)
    }

    // B. Steps below 1e-7.
    @Test func tinyStepsKeepTheirDigits() {
        let slider = ValueSlider()
        slider.maximumValue = 1e-6
        slider.stepValue = 1e-8
        slider.value = 5e-7
        #expect(slider.value == 5e-7)
        slider.value = 5.004e-7
        #expect(slider.value == 5e-7)  // snapped to the 1e-8 grid, not to whole numbers
        let stepper = ValueStepper()
        stepper.maximumValue = 1e-6
        stepper.stepValue = 1e-8
        stepper.isFocused = true
        #expect(stepper.model.canIncrement)
        stepper.keyDown(.upArrow)
        #expect(stepper.value == 1e-8)
        #expect(StepMath.decimals(of: 1e-8) == 8 && StepMath.decimals(of: 0.1 + 0.2) == 1)
    }

    // C. Bounds further apart than the largest Double.
    @Test func boundsWiderThanTheLargestDoubleStillDrawAndTrack() {
        let slider = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        slider.minimumValue = -1e308
        slider.maximumValue = 1e308
        slider.setValues(lower: 5e307, upper: 5e307)
        let expected = slider.point(for: 5e307).x
        #expect(expected > 200 && expected < 220)  // 3/4 of the way, not at the minimum end
        #expect(slider.lowerThumbCenter.x == expected)
        let huge = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        huge.minimumValue = -.greatestFiniteMagnitude
        huge.maximumValue = .greatestFiniteMagnitude
        huge.setValues(lower: -1e300, upper: 1e300)
        let finger = Finger(on: huge)
        finger.drag(from: huge.upperThumbCenter, to: CGPoint(x: 250, y: 22))
        #expect(huge.upperValue.isFinite && huge.upperValue > 0 && huge.upperValue < .greatestFiniteMagnitude)
        #expect(huge.upperThumbCenter.x.isFinite && abs(huge.upperThumbCenter.x - 250) < 0.5)
        huge.isFocused = true
        huge.keyDown(.tab)
        let before = huge.upperValue
        huge.keyDown(.leftArrow)  // a tenth of a span that overflows is still finite
        #expect(huge.upperValue.isFinite && huge.upperValue < before)
        let plain = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 300, height: 34))
        plain.minimumValue = -.greatestFiniteMagnitude
        plain.maximumValue = .greatestFiniteMagnitude
        plain.value = 0
        #expect(abs(plain.currentThumbRect.midX - 150) < 0.5)
        #expect(plain.accessibilityElements.first?.value == "50%")
    }

    // D. Huge values in labels.
    @Test func hugeValuesFormatInScientificNotation() {
        #expect(ValueFormat.plain(1e307) == "1e+307")
        #expect(ValueFormat.plain(-1.5e20) == "-1.5e+20")
        #expect(ValueFormat.plain(123_456_789_012) == "123456789012")
        #expect(ValueFormat.plain(1e-300) == "0" && ValueFormat.plain(-0.001) == "0")
    }

    // E. Touch times that are NaN or far in the past.
    @Test func nanTouchTimeOnAWrappingStepperCannotHangTheClock() {
        let stepper = ValueStepper(bounds: CGRect(x: 0, y: 0, width: 94, height: 32))
        let clock = FrameClock(now: 10)
        stepper.clock = clock
        stepper.wraps = true
        stepper.touchDown(at: CGPoint(x: 70, y: 16), time: .nan)
        clock.advance(by: 0.02)  // returned: the test would hang otherwise
        #expect(stepper.value == 1)
        clock.advance(by: 0.5)
        #expect(stepper.value == 2)  // the timeline counts from the present
    }

    @Test func touchTimeFarInThePastFiresNoBurst() {
        let stepper = ValueStepper(bounds: CGRect(x: 0, y: 0, width: 94, height: 32))
        let clock = FrameClock(now: 1_000)
        stepper.clock = clock
        stepper.touchDown(at: CGPoint(x: 70, y: 16), time: 0)
        clock.advance(by: 0.02)
        #expect(stepper.value == 1)
    }

    @Test func aTimerThatReschedulesItselfNowWaitsForTheNextTick() {
        let clock = FrameClock()
        var count = 0
        func again(_ clock: FrameClock?) {
            count += 1
            clock?.schedule(at: clock?.now ?? 0) { [weak clock] in again(clock) }
        }
        clock.schedule(after: 0) { [weak clock] in again(clock) }
        clock.advance(by: 0.01)
        #expect(count == 1)
        clock.advance(by: 0.01)
        #expect(count == 2)
    }

    // F. Handlers that cancel the touch or disable the control.
    @Test(arguments: ["cancel", "disable"])
    func handlerThatEndsTheTouchLeavesNoTrackingBehind(_ what: String) {
        let (slider, finger, _) = makeSlider()
        slider.addAction(for: .valueChanged) { slider in
            if what == "cancel" { slider.touchCancel() } else { slider.isEnabled = false }
        }
        finger.down(at: slider.lowerThumbCenter)
        finger.move(by: 10, 0)
        #expect(!slider.isTracking && !slider.isTouchInside && slider.highlightedThumbs.isEmpty)
        finger.move(by: 10, 0)  // the finger goes on: nothing happens
        #expect(!slider.isTracking)
        let stepper = ValueStepper(bounds: CGRect(x: 0, y: 0, width: 94, height: 32))
        stepper.addAction(for: .valueChanged) { stepper in
            if what == "cancel" { stepper.touchCancel() } else { stepper.isEnabled = false }
        }
        let press = Finger(on: stepper)
        press.down(at: CGPoint(x: 70, y: 16))  // the press steps inside beginTracking
        #expect(!stepper.isTracking && stepper.pressedButton == nil)
        press.wait(1)
        #expect(stepper.value == 1)  // no autorepeat left behind
        // A range slider's track touch changes the value inside beginTracking too.
        let (track, trackFinger, _) = makeSlider { $0.trackTouchBehavior = .moveNearestThumb }
        track.addAction(for: .valueChanged) { slider in
            if what == "cancel" { slider.touchCancel() } else { slider.isEnabled = false }
        }
        trackFinger.down(at: CGPoint(x: x(5), y: 22))
        #expect(!track.isTracking && !track.isHighlighted && track.highlightedThumbs.isEmpty)
    }

    // G. PIN cell geometry.
    @Test func pinCellGeometryIgnoresNonFiniteAndNegativeValues() {
        let pin = PinCodeField()
        for bad in [CGFloat.nan, .infinity, -.infinity, -1, 0] {
            pin.cellSize = CGSize(width: bad, height: 52)
            pin.cellSpacing = bad
            pin.cellCornerRadius = bad
        }
        #expect(pin.cellSize == CGSize(width: 44, height: 52))
        #expect(pin.cellSpacing == 0 && pin.cellCornerRadius == 0)  // 0 is a valid spacing and radius
        pin.cellSpacing = -.infinity
        #expect(pin.cellSpacing == 0)
        let size = pin.intrinsicContentSize
        #expect(size.width.isFinite && size.height.isFinite)
        pin.bounds = CGRect(x: 0, y: 0, width: 240, height: 64)
        #expect(pin.cellRects.allSatisfy { $0.origin.x.isFinite && $0.width.isFinite })
    }

    // H. Digits of every script.
    @Test func weakCodesAreWeakInEveryScript() {
        #expect(!PinCodeField.rejectsWeakCodes("1111"))
        #expect(!PinCodeField.rejectsWeakCodes("١١١١"))  // Arabic-Indic
        #expect(!PinCodeField.rejectsWeakCodes("१२३४"))  // Devanagari 1234
        #expect(PinCodeField.rejectsWeakCodes("٢٥٨٠"))
        #expect(PinCodeField.rejectsWeakCodes("2580"))
    }

    // README: handlers get the control; the example does not leak.
    @Test func typedHandlersDoNotKeepTheControlAlive() {
        weak var gone: RangeSlider?
        do {
            let price = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 320, height: 66))
            var seen: [Double] = []
            price.addAction(for: .valueChanged) { price in seen.append(price.upperValue) }
            price.observeState { price, _, _ in seen.append(price.lowerValue) }
            gone = price
            Finger(on: price).drag(from: price.upperThumbCenter, to: CGPoint(x: 300, y: 44))
            #expect(!seen.isEmpty)
        }
        #expect(gone == nil)
    }
}
