import ControlKit
import Foundation
import Testing

@Suite struct SliderModelTests {
    @Test func defaultsAreUISlidersDefaults() {
        let model = SliderModel()
        #expect(model.minimumValue == 0 && model.maximumValue == 1 && model.value == 0 && model.stepValue == 0)
    }

    @Test func valueIsPinnedToTheBoundsAndTheRequestKept() {
        var model = SliderModel()
        model.setValue(5)
        #expect(model.value == 1)
        model.maximumValue = 10
        #expect(model.value == 5)
    }

    @Test func orderOfSettersDoesNotMatter() {
        var a = SliderModel()
        a.setValue(30)
        a.maximumValue = 100
        a.minimumValue = 20
        a.stepValue = 5
        var b = SliderModel()
        b.stepValue = 5
        b.minimumValue = 20
        b.maximumValue = 100
        b.setValue(30)
        #expect(a == b && a.value == 30)
    }

    @Test func minimumAboveMaximumMovesTheOtherBound() {
        var model = SliderModel()
        model.minimumValue = 3
        #expect(model.maximumValue == 3 && model.value == 3)
        model.maximumValue = -1
        #expect(model.minimumValue == -1 && model.value == -1)
    }

    @Test func badInputIsIgnored() {
        var model = SliderModel(minimumValue: 0, maximumValue: 10, value: 4)
        model.setValue(.nan)
        model.setValue(.infinity)
        model.minimumValue = .nan
        model.maximumValue = -.infinity
        model.stepValue = -2
        model.stepValue = .nan
        #expect(model == SliderModel(minimumValue: 0, maximumValue: 10, value: 4))
    }

    @Test func stepsAreDecimalExactFromTheMinimum() {
        var model = SliderModel(minimumValue: 0.5, maximumValue: 2, value: 0.5, stepValue: 0.1)
        model.setValue(0.84)
        #expect(model.value == 0.8)
        model.setValue(1.99)
        #expect(model.value == 2)
    }
}
