import ControlKit
import Foundation
import Testing

/// A day in minutes: 22:30 to 6:30 in 5-minute steps.
func night(_ configure: (inout CircularRangeSliderModel) -> Void = { _ in }) -> CircularRangeSliderModel {
    var model = CircularRangeSliderModel(minimumValue: 0, maximumValue: 1440, startValue: 1350, endValue: 390, stepValue: 5)
    configure(&model)
    return model
}

@Suite struct CircularRangeSliderModelTests {
    @Test func aRangeAcrossTheTopMeasuresForwardFromStartToEnd() {
        let model = night()
        #expect(model.startValue == 1350 && model.endValue == 390 && model.duration == 480)
        var day = night { $0.setValues(start: 390, end: 1350) }
        #expect(day.duration == 960)  // the same points the other way: the rest of the day
        day.endValue = 390
        #expect(day.duration == 0 && !day.isFullTurn)  // an end on the start is an empty range
        #expect(model.distance(from: 1350, to: 390) == 480 && model.distance(from: 390, to: 1350) == 960)
    }

    @Test func valuesOutsideTheTurnAreTakenAroundIt() {
        var model = night()
        model.setValues(start: 1500, end: -30)
        #expect(model.startValue == 60 && model.endValue == 1410 && model.duration == 1350)
        model.startValue = 1440  // the maximum is midnight again
        #expect(model.startValue == 0)
        model.startValue = 3 * 1440 + 15
        #expect(model.startValue == 15)
        #expect(model.wrapped(-1440 * 1e6 - 1) == 1439)
    }

    @Test func requestsAreKeptSoTheOrderOfSettingDoesNotMatter() {
        var first = CircularRangeSliderModel()  // 0...1
        first.startValue = 1350
        first.endValue = 390
        first.maximumValue = 1440
        first.stepValue = 5
        var second = CircularRangeSliderModel()
        second.stepValue = 5
        second.maximumValue = 1440
        second.endValue = 390
        second.startValue = 1350
        #expect(first.startValue == second.startValue && first.endValue == second.endValue && first.startValue == 1350)
        #expect(first.endValue == 390 && first.duration == 480)
    }

    @Test func valuesSnapToTheStepsAroundTheCircle() {
        var model = night()
        model.setValues(start: 1352, end: 393)
        #expect(model.startValue == 1350 && model.endValue == 395)
        model.endValue = 1438  // nearer the top than 1435: midnight
        #expect(model.endValue == 0 && model.duration == 90)
        // A step that does not divide the turn: stops run from the minimum, the top is one.
        var odd = CircularRangeSliderModel(minimumValue: 0, maximumValue: 1440, startValue: 100, endValue: 200, stepValue: 7)
        #expect(odd.startValue == 98 && odd.endValue == 203)
        odd.endValue = 1438
        #expect(odd.endValue == 0)
        odd.endValue = 1436
        #expect(odd.endValue == 1435)
        // An end just before a start at the top keeps the long range the request asks for,
        // rather than landing on the start (an empty range).
        odd.setValues(start: 0, end: 1438)
        #expect(odd.endValue == 1435 && odd.duration == 1435)
        // Decimal steps stay exact.
        var tenths = CircularRangeSliderModel(minimumValue: 0, maximumValue: 2.4, startValue: 2.26, endValue: 0.31, stepValue: 0.1)
        #expect(tenths.startValue == 2.3 && tenths.endValue == 0.3 && tenths.duration == 0.4)
        tenths.startValue = 2.36
        #expect(tenths.startValue == 0)
    }

    @Test func aDurationOutsideItsLimitsMovesTheEnd() {
        var model = night { $0.minimumDuration = 600 }
        #expect(model.startValue == 1350 && model.endValue == 510 && model.duration == 600)  // the start wins
        model.minimumDuration = 0
        #expect(model.endValue == 390)  // the request is kept
        model.maximumDuration = 300
        #expect(model.endValue == 210 && model.duration == 300)
        model.maximumDuration = 299  // rounded down to whole steps
        #expect(model.duration == 295 && model.effectiveMaximumDuration == 295)
        model.maximumDuration = nil
        model.minimumDuration = 601  // rounded up
        #expect(model.duration == 605 && model.effectiveMinimumDuration == 605)
        model.maximumDuration = 100  // below the minimum: acts as the minimum
        #expect(model.duration == 605 && model.effectiveMaximumDuration == 605)
    }

    @Test func aStepThatDoesNotDivideTheTurnNeverCollapsesALongRange() {
        // A turn of 480.5 in steps of 1: 480 after the start is the stop half a step before
        // it, and the nearest stop to that is the start itself (an empty range).
        var model = CircularRangeSliderModel(minimumValue: 0, maximumValue: 480.5, startValue: 100, endValue: 200, stepValue: 1)
        model.maximumDuration = 480
        model.setDuration(10_000, keeping: .start)
        #expect(model.endValue == 99 && model.duration == 479.5, "\(model.endValue) \(model.duration)")  // within a step of the longest
        model.minimumDuration = 470
        model.setValues(start: 100, end: 100)  // too short: the stop at or above 470 after the start
        #expect(model.endValue == 90 && model.duration == 470.5)
    }

    @Test func aMinimumOfATurnOrMoreIsAFullTurn() {
        var model = night { $0.minimumDuration = 5000 }
        #expect(model.isFullTurn && model.duration == 1440 && model.endValue == model.startValue)
        model.minimumDuration = 0
        #expect(!model.isFullTurn && model.duration == 480)
    }

    @Test func movingOneThumbKeepsTheOtherExactlyAndStopsAtTheLimits() {
        var model = night {
            $0.minimumDuration = 60
            $0.maximumDuration = 720
        }
        model.setDuration(541, keeping: .start)
        #expect(model.startValue == 1350 && model.endValue == 450 && model.duration == 540)
        model.setDuration(10, keeping: .start)  // the end stops an hour after the start
        #expect(model.endValue == 1410 && model.duration == 60)
        model.setDuration(2000, keeping: .end)  // the start stops twelve hours before the end
        #expect(model.endValue == 1410 && model.startValue == 690 && model.duration == 720)
        model.setDuration(.nan, keeping: .end)
        #expect(model.duration == 720)
        model.maximumDuration = nil
        model.setDuration(.infinity, keeping: .start)  // a whole turn, when allowed
        #expect(model.isFullTurn && model.duration == 1440 && model.endValue == 690)
        model.setDuration(1440 - 5, keeping: .start)
        #expect(!model.isFullTurn && model.endValue == 685)
    }

    @Test func continuousThumbsKeepTheOtherThumbToTheBit() {
        var model = CircularRangeSliderModel(minimumValue: 0, maximumValue: 1, startValue: 0.7, endValue: 0.1)
        for d in stride(from: 0.05, through: 0.95, by: 0.0731) {
            model.setDuration(d, keeping: .end)
            #expect(model.endValue == 0.1, "duration \(d)")
            #expect(abs(model.duration - d) < 1e-12)
        }
        model.setDuration(0.3, keeping: .start)
        let start = model.startValue
        model.setDuration(0.61, keeping: .start)
        #expect(model.startValue == start)
    }

    @Test func movingTheRangeAcrossTheTopKeepsItsDuration() {
        var model = night()
        model.moveRange(toStart: 1430)
        #expect(model.startValue == 1430 && model.endValue == 470 && model.duration == 480)
        model.moveRange(toStart: -1)  // taken around and snapped
        #expect(model.startValue == 0 && model.endValue == 480)
        var full = night { $0.minimumDuration = 1440 }
        full.minimumDuration = 0
        full.setDuration(1440, keeping: .start)
        full.moveRange(toStart: 100)
        #expect(full.isFullTurn && full.startValue == 100 && full.endValue == 100)
        full.moveRange(toStart: .nan)
        #expect(full.startValue == 100)
    }

    @Test func aTurnOfTwelveHours() {
        var model = CircularRangeSliderModel(minimumValue: 0, maximumValue: 720, startValue: 1350, endValue: 390, stepValue: 5)
        #expect(model.startValue == 630 && model.endValue == 390 && model.duration == 480)
        model.setDuration(700, keeping: .start)
        #expect(model.endValue == 610)
        #expect(model.angle(for: 180) == .pi / 2 && model.value(atAngle: .pi) == 360)
    }

    @Test func anglesRunClockwiseFromTheTop() {
        let model = night()
        #expect(model.angle(for: 0) == 0 && model.angle(for: 360) == .pi / 2 && model.angle(for: 1440) == 0)
        #expect(model.value(atAngle: 3 * .pi / 2) == 1080 && model.value(atAngle: -.pi / 2) == 1080)
        #expect(model.turnFraction(forDuration: 480) == 1.0 / 3 && model.turnFraction(forDuration: 5000) == 1)
    }

    @Test func nonFiniteAndNegativeInputIsIgnored() {
        var model = night { $0.minimumDuration = 30 }
        let before = model
        for bad in [Double.nan, .infinity, -.infinity] {
            model.startValue = bad
            model.endValue = bad
            model.setValues(start: bad, end: bad)
            model.minimumValue = bad
            model.maximumValue = bad
            model.stepValue = bad
            model.minimumDuration = bad
            model.maximumDuration = bad
        }
        model.stepValue = -5
        model.minimumDuration = -1
        model.maximumDuration = -1
        #expect(model == before)
        model.setValues(start: .nan, end: 420)  // the finite one is taken
        #expect(model.startValue == 1350 && model.endValue == 420)
    }

    @Test func aMinimumAboveTheMaximumLeavesATurnOfNothing() {
        var model = night()
        model.minimumValue = 2000  // raises the maximum, as UISlider
        #expect(model.maximumValue == 2000 && model.turn == 0)
        #expect(model.startValue == 2000 && model.endValue == 2000 && model.duration == 0 && !model.isFullTurn)
        var moved = model
        moved.setDuration(100, keeping: .start)
        #expect(moved.duration == 0 && moved.startValue == 2000)
        model.maximumValue = 3440
        #expect(model.startValue == 2790 && model.endValue == 3270)  // the requests come back, taken around
    }

    @Test func hugeTurnsKeepEveryValueFinite() {
        var model = CircularRangeSliderModel(minimumValue: -1e308, maximumValue: 1e308, startValue: 9e307, endValue: -9e307)
        #expect(model.startValue == 9e307 && model.endValue == -9e307)
        #expect(model.turn == .greatestFiniteMagnitude && model.duration.isFinite)
        #expect(abs(model.duration - 2e307) <= 2e307 * 1e-12)
        #expect(abs(model.wrapped(1.7e308) - -3e307) <= 3e307 * 1e-12)
        model.setDuration(.greatestFiniteMagnitude, keeping: .start)
        #expect(model.endValue.isFinite && model.duration.isFinite)
        model.moveRange(toStart: 1.7e308)
        #expect(model.startValue.isFinite && model.endValue.isFinite && model.startValue < 1e308)
        let fraction = model.turnFraction(for: 0)
        #expect(abs(fraction - 0.5) < 1e-12)
        // And tiny ones.
        var tiny = CircularRangeSliderModel(minimumValue: 0, maximumValue: 1e-300, startValue: 0.9e-300, endValue: 0.1e-300)
        #expect(abs(tiny.duration - 0.2e-300) <= 0.2e-300 * 1e-9)
        tiny.stepValue = 1e-302
        #expect(abs(tiny.endValue - 1e-301) <= 1e-301 * 1e-9 && abs(tiny.startValue - 9e-301) <= 9e-301 * 1e-9)
    }

    /// Found by the fuzz soak: a minimum duration within a step of the turn, or on a turn
    /// so large that no end short of the start can be told from it, is the whole turn, not
    /// an empty range.
    @Test func aMinimumNoEndCanReachIsTheWholeTurn() {
        var model = CircularRangeSliderModel()
        model.minimumValue = -4.675859184295376
        model.maximumValue = 1e12
        model.stepValue = 1e10
        model.minimumDuration = 1e12
        model.setValues(start: 149_999_999_995.32413, end: 149_999_999_995.32413)
        #expect(model.isFullTurn && model.duration == model.turn)
        var huge = CircularRangeSliderModel()
        huge.minimumValue = -1e308
        huge.maximumValue = 565
        huge.minimumDuration = 9.999999999999998e307
        huge.setValues(start: -1e12, end: -1e308)
        #expect(huge.duration >= huge.effectiveMinimumDuration && huge.duration.isFinite)
    }
}
