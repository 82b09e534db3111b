import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// ``ValueStepper/incrementStepValue`` and ``ValueStepper/decrementStepValue``: + and − by
/// amounts of their own (KWStepper's), by the same limit and wrapping rules.
@MainActor
@Suite struct SeparateStepsTests {
    @Test func eachButtonMovesByItsOwnAmount() {
        var bid = StepperModel(minimumValue: 0, maximumValue: 1_000, value: 100)
        bid.incrementStepValue = 10
        #expect(bid.increment() && bid.value == 110)
        #expect(bid.decrement() && bid.value == 109)  // − keeps the step's grid
        #expect(bid.increment() && bid.value == 119)  // kept off nothing: 109 + 10
        bid.decrementStepValue = 0.25
        #expect(bid.decrement() && bid.value == 118.75)
        #expect(bid.incrementStepValue == 10 && bid.decrementStepValue == 0.25)
    }

    @Test func amountsAreDecimalExact() {
        var m = StepperModel(minimumValue: 0, maximumValue: 10, value: 0)
        m.incrementStepValue = 0.1
        for tenth in 1...30 {
            m.increment()
            #expect(m.value == Double(tenth) / 10)
        }
        m.decrementStepValue = 0.2
        m.decrement()
        #expect(m.value == 2.8)
    }

    @Test func anAmountThatPassesALimitLandsOnItOrWraps() {
        var m = StepperModel(minimumValue: 0, maximumValue: 100, value: 95)
        m.incrementStepValue = 10
        #expect(m.increment() && m.value == 100)
        #expect(!m.canIncrement && !m.increment())
        m.decrementStepValue = 30
        #expect(m.decrement() && m.value == 70)
        m.decrement()
        m.decrement()
        #expect(m.decrement() && m.value == 0)  // 10 − 30 lands on the minimum
        m.wraps = true
        #expect(m.decrement() && m.value == 100)  // at the minimum: to the other limit
        #expect(m.increment() && m.value == 0)
    }

    @Test func aSteppedValueIsClampedNotSnappedWhenTheBoundsChange() {
        var m = StepperModel(minimumValue: 0, maximumValue: 10, value: 0, stepValue: 1)
        m.incrementStepValue = 0.5
        m.increment()
        m.increment()
        m.increment()
        #expect(m.value == 1.5)
        m.maximumValue = 20
        #expect(m.value == 1.5)  // kept where the step left it
        m.maximumValue = 1.2
        #expect(m.value == 1.2)
        m.maximumValue = 10
        #expect(m.value == 1.5)  // the request comes back, as any value's does
        m.setValue(1.5)  // from outside: the step's grid rules
        #expect(m.value == 2)
        m.maximumValue = 20
        #expect(m.value == 2)
    }

    @Test func badAmountsAreIgnoredAndNilGoesBackToTheStep() {
        var m = StepperModel(minimumValue: 0, maximumValue: 100, value: 50)
        m.incrementStepValue = 5
        for bad: Double in [0, -1, .nan, .infinity, -.infinity] {
            m.incrementStepValue = bad
            m.decrementStepValue = bad
        }
        #expect(m.incrementStepValue == 5 && m.decrementStepValue == nil)
        m.incrementStepValue = nil
        #expect(m.increment() && m.value == 51)
    }

    @Test func hugeAndTinyMagnitudesStillMove() {
        var huge = StepperModel(minimumValue: -1e308, maximumValue: 1e308, value: 1e308 - 1e300 * 10)
        huge.incrementStepValue = 1e308
        #expect(huge.increment() && huge.value == 1e308)  // the sum overflows: lands on the maximum
        huge.decrementStepValue = 1e308
        #expect(huge.decrement() && huge.value.isFinite && huge.value < 1e308)
        var tiny = StepperModel(minimumValue: 0, maximumValue: 1, value: 0.5, stepValue: 0.5)
        tiny.incrementStepValue = 1e-300
        let before = tiny.value
        #expect(tiny.increment() && tiny.value == before.nextUp)  // too small to add: the next Double up
        var zero = StepperModel(minimumValue: 0, maximumValue: 1, value: 0)
        zero.incrementStepValue = 1e-300
        #expect(zero.increment() && zero.value == 1e-300)
    }

    @Test func tapsHoldsKeysAndVoiceOverUseTheAmounts() {
        let (stepper, finger, log) = makeStepper {
            $0.maximumValue = 1_000
            $0.value = 100
            $0.incrementStepValue = 10
            $0.decrementStepValue = 1
        }
        finger.tap(at: plus)
        #expect(stepper.value == 110)
        finger.tap(at: minus)
        #expect(stepper.value == 109)
        #expect(log.count(of: .valueChanged) == 2)
        finger.down(at: plus)
        finger.wait(1.2)  // the press and the repeats at 0.5 and 1.0 s
        finger.up()
        #expect(stepper.value == 139)
        stepper.isFocused = true
        #expect(stepper.keyDown(.downArrow) && stepper.value == 138)
        #expect(stepper.performAccessibilityAction(.increment, on: "stepper") && stepper.value == 148)
        #expect(stepper.performAccessibilityAction(.activate, on: "decrement") && stepper.value == 147)
        #expect(log.count(of: .valueChanged) == 8)
    }

    @Test func changingTheAmountMidHoldTakesTheNextRepeat() {
        let (stepper, finger, _) = makeStepper {
            $0.maximumValue = 1_000
            $0.incrementStepValue = 10
        }
        finger.down(at: plus)
        #expect(stepper.value == 10)
        stepper.incrementStepValue = 100  // a handler or the app, while held
        finger.wait(0.5)
        #expect(stepper.value == 110)
        #expect(stepper.isTracking)
        finger.up()
    }
}
