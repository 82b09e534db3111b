import ControlKit
import Foundation
import Testing

@Suite struct StepperModelTests {
    @Test func defaultsAreUISteppers() {
        let m = StepperModel()
        #expect(m.value == 0 && m.minimumValue == 0 && m.maximumValue == 100 && m.stepValue == 1 && !m.wraps)
    }

    @Test func decimalStepsAreExact() {
        var m = StepperModel(minimumValue: 1.1, maximumValue: 5, value: 1.1, stepValue: 0.1)
        m.increment()
        #expect(m.value == 1.2)
        var n = StepperModel(minimumValue: 0, maximumValue: 10, value: 4.8, stepValue: 0.4)
        n.decrement()
        #expect(n.value == 4.4)
        var walk = StepperModel(minimumValue: 0, maximumValue: 1, value: 0, stepValue: 0.1)
        for tenth in 1...10 {
            walk.increment()
            #expect(walk.value == Double(tenth) / 10)
        }
    }

    @Test func stepsCountFromTheMinimum() {
        var m = StepperModel(minimumValue: 1, maximumValue: 20, value: 1, stepValue: 5)
        m.increment()
        #expect(m.value == 6)
        m.setValue(8)  // from outside: snapped to the grid 1, 6, 11…
        #expect(m.value == 6)
    }

    @Test func overshootingIncrementLandsOnTheMaximum() {
        var m = StepperModel(minimumValue: 0, maximumValue: 10, value: 9, stepValue: 3)
        let up = m.increment()
        #expect(up && m.value == 10)
        let again = m.increment()
        #expect(!m.canIncrement && !again)
        let down = m.decrement()
        #expect(down && m.value == 9)  // back onto the grid
    }

    @Test func decrementStopsAtTheMinimum() {
        var m = StepperModel(minimumValue: 1, maximumValue: 99, value: 1)
        let down = m.decrement()
        #expect(!m.canDecrement && !down)
        #expect(m.value == 1)
    }

    @Test func wrappingStepThatWouldPassALimitGoesStraightToTheOtherOne() {
        // 0...10 by 3: 9 → 0 (not 9 → 10 → 0), and 1 → 10 (not 1 → 0 → 10).
        var up = StepperModel(minimumValue: 0, maximumValue: 10, value: 9, stepValue: 3, wraps: true)
        up.increment()
        #expect(up.value == 0)
        var down = StepperModel(minimumValue: 0, maximumValue: 10, value: 1, stepValue: 3, wraps: true)
        down.decrement()
        #expect(down.value == 10)
        // Without wrapping the same steps land on the limits.
        var stop = StepperModel(minimumValue: 0, maximumValue: 10, value: 9, stepValue: 3)
        stop.increment()
        #expect(stop.value == 10)
        // An exact landing on the limit is a normal step, not a wrap.
        var exact = StepperModel(minimumValue: 0, maximumValue: 9, value: 6, stepValue: 3, wraps: true)
        exact.increment()
        #expect(exact.value == 9)
    }

    @Test func wrappingGoesToTheOppositeLimit() {
        var m = StepperModel(minimumValue: 0, maximumValue: 10, value: 10, stepValue: 3, wraps: true)
        #expect(m.canIncrement)
        m.increment()
        #expect(m.value == 0)
        m.decrement()
        #expect(m.value == 10)
        m.decrement()
        #expect(m.value == 9)
    }

    @Test func valueFromOutsideIsClamped() {
        var m = StepperModel()
        m.setValue(500)
        #expect(m.value == 100)
        m.setValue(-3)
        #expect(m.value == 0)
    }

    @Test func orderDoesNotMatter() {
        var a = StepperModel()
        a.setValue(150)
        a.maximumValue = 200
        a.stepValue = 50
        var b = StepperModel()
        b.stepValue = 50
        b.maximumValue = 200
        b.setValue(150)
        #expect(a == b && a.value == 150)
    }

    @Test func badInputIsIgnored() {
        var m = StepperModel(minimumValue: 0, maximumValue: 10, value: 5)
        m.stepValue = 0
        m.stepValue = -1
        m.stepValue = .nan
        m.setValue(.nan)
        m.minimumValue = .infinity
        m.maximumValue = .nan
        #expect(m == StepperModel(minimumValue: 0, maximumValue: 10, value: 5))
    }

    @Test func minimumAboveMaximumRaisesTheMaximum() {
        var m = StepperModel()
        m.minimumValue = 150
        #expect(m.maximumValue == 150 && m.value == 150)
        #expect(!m.canIncrement && !m.canDecrement)
        m.wraps = true
        #expect(!m.canIncrement)  // a single value cannot wrap anywhere
    }
}
