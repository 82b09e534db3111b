import ControlKit
import Foundation
import Testing

extension RangeSliderModel {
    /// The reference article's model, which these tests count in: 0...10, values 2 and 8.
    static var outOfTen: RangeSliderModel { RangeSliderModel(minimumValue: 0, maximumValue: 10, lowerValue: 2, upperValue: 8) }
}

@Suite struct RangeSliderModelTests {
    @Test func defaultsAreUISlidersBoundsWithTheThumbsAtAFifthFromEachEnd() {
        let model = RangeSliderModel()
        #expect(model.minimumValue == 0 && model.maximumValue == 1)
        #expect(model.lowerValue == 0.2 && model.upperValue == 0.8)
        #expect(model.stepValue == 0 && model.minimumDistance == 0 && model.maximumDistance == nil)
    }

    @MainActor
    @Test func theOutOfTenPresetIsTheArticles() {
        let slider = RangeSlider.outOfTen()
        #expect(slider.minimumValue == 0 && slider.maximumValue == 10)
        #expect(slider.lowerValue == 2 && slider.upperValue == 8)
        #expect(RangeSlider().maximumValue == ValueSlider().maximumValue, "one default range for the sliders")
    }

    @Test func valuesAreClampedToTheBounds() {
        var model = RangeSliderModel.outOfTen
        model.setValues(lower: -5, upper: 50)
        #expect(model.lowerValue == 0 && model.upperValue == 10)
    }

    @Test func requestsAreKeptSoOrderDoesNotMatter() {
        var a = RangeSliderModel.outOfTen
        a.upperValue = 50
        a.maximumValue = 100
        var b = RangeSliderModel.outOfTen
        b.maximumValue = 100
        b.upperValue = 50
        #expect(a == b)
        #expect(a.upperValue == 50)
    }

    @Test func anyOrderOfSettersGivesTheSameResult() {
        // Every permutation of six setters on a consistent configuration.
        typealias Setter = (inout RangeSliderModel) -> Void
        let setters: [Setter] = [
            { $0.minimumValue = -100 }, { $0.maximumValue = 250 }, { $0.lowerValue = 120 },
            { $0.upperValue = 180 }, { $0.stepValue = 2.5 }, { $0.minimumDistance = 10 },
        ]
        func permutations(_ items: [Int]) -> [[Int]] {
            items.count <= 1
                ? [items]
                : items.indices.flatMap { i in
                    permutations(Array(items[..<i] + items[(i + 1)...])).map { [items[i]] + $0 }
                }
        }
        var results = Set<RangeSliderModel>()
        for order in permutations(Array(setters.indices)) {
            var model = RangeSliderModel.outOfTen
            for i in order { setters[i](&model) }
            results.insert(model)
        }
        #expect(results.count == 1)
        let model = results.first!
        #expect(model.lowerValue == 120 && model.upperValue == 180)
    }

    @Test func minimumAboveMaximumRaisesTheMaximum() {
        var model = RangeSliderModel.outOfTen
        model.minimumValue = 15
        #expect(model.minimumValue == 15 && model.maximumValue == 15)
        #expect(model.lowerValue == 15 && model.upperValue == 15)
        model.maximumValue = 12  // below the minimum: lowers the minimum
        #expect(model.minimumValue == 12 && model.maximumValue == 12)
    }

    @Test func nonFiniteInputIsIgnored() {
        var model = RangeSliderModel.outOfTen
        for bad in [Double.nan, .infinity, -.infinity] {
            model.minimumValue = bad
            model.maximumValue = bad
            model.lowerValue = bad
            model.upperValue = bad
            model.stepValue = bad
            model.minimumDistance = bad
            model.maximumDistance = bad
            model.setValues(lower: bad, upper: bad)
        }
        #expect(model == RangeSliderModel.outOfTen)
    }

    @Test func negativeStepsAndDistancesAreIgnored() {
        var model = RangeSliderModel.outOfTen
        model.stepValue = -1
        model.minimumDistance = -3
        model.maximumDistance = -2
        #expect(model == RangeSliderModel.outOfTen)
    }

    @Test func stepsCountFromTheMinimumNotFromZero() {
        var model = RangeSliderModel(minimumValue: 1, maximumValue: 10, lowerValue: 1, upperValue: 10, stepValue: 2)
        model.lowerValue = 3.9
        #expect(model.lowerValue == 3)
        model.lowerValue = 4.1
        #expect(model.lowerValue == 5)
    }

    @Test func decimalStepsNeverDrift() {
        var model = RangeSliderModel(minimumValue: 0, maximumValue: 1, lowerValue: 0, upperValue: 1, stepValue: 0.1)
        model.lowerValue = 0.29
        #expect(model.lowerValue == 0.3)  // not 0.30000000000000004
        for tenths in 0...10 {
            model.setValues(lower: 0, upper: Double(tenths) / 10 + 0.01)
            #expect(model.upperValue == Double(tenths) / 10)
        }
        var offset = RangeSliderModel(minimumValue: 0.05, maximumValue: 1, lowerValue: 0.05, upperValue: 1, stepValue: 0.1)
        offset.lowerValue = 0.36
        #expect(offset.lowerValue == 0.35)
    }

    @Test func maximumIsAStopEvenOffTheGrid() {
        var model = RangeSliderModel(minimumValue: 0, maximumValue: 10, lowerValue: 0, upperValue: 0, stepValue: 3)
        model.upperValue = 9.8
        #expect(model.upperValue == 10)
        model.upperValue = 9.4
        #expect(model.upperValue == 9)
    }

    @Test func upperWinsWhenTheValuesCross() {
        var model = RangeSliderModel.outOfTen
        model.lowerValue = 9
        #expect(model.lowerValue == 8 && model.upperValue == 8)
        model.upperValue = 9.5  // the lower request (9) is kept and now fits
        #expect(model.lowerValue == 9 && model.upperValue == 9.5)
    }

    @Test func minimumDistanceKeepsThumbsApart() {
        var model = RangeSliderModel.outOfTen
        model.minimumDistance = 3
        model.setValues(lower: 5, upper: 6)
        #expect(model.lowerValue == 3 && model.upperValue == 6)
        model.setValues(lower: 0, upper: 1)  // no room below: the upper moves up
        #expect(model.lowerValue == 0 && model.upperValue == 3)
    }

    @Test func minimumDistanceLargerThanTheRangeActsAsTheRange() {
        var model = RangeSliderModel.outOfTen
        model.minimumDistance = 50
        #expect(model.effectiveMinimumDistance == 10)
        #expect(model.lowerValue == 0 && model.upperValue == 10)
    }

    @Test func minimumDistanceRoundsUpToWholeSteps() {
        var model = RangeSliderModel(minimumValue: 0, maximumValue: 10, lowerValue: 0, upperValue: 10, stepValue: 2)
        model.minimumDistance = 3
        #expect(model.effectiveMinimumDistance == 4)
        model.setValues(lower: 6, upper: 8)
        #expect(model.lowerValue == 4 && model.upperValue == 8)
    }

    @Test func maximumDistanceMovesTheLowerValueUp() {
        var model = RangeSliderModel.outOfTen
        model.maximumDistance = 4
        #expect(model.lowerValue == 4 && model.upperValue == 8)
        model.maximumDistance = nil
        #expect(model.lowerValue == 2)  // the request was kept
    }

    @Test func maximumDistanceBelowMinimumDistanceActsAsTheMinimum() {
        var model = RangeSliderModel.outOfTen
        model.minimumDistance = 3
        model.maximumDistance = 1
        #expect(model.effectiveMaximumDistance == 3)
        #expect(model.upperValue - model.lowerValue == 3)
    }

    @Test func allowedRangeStopsAtTheOtherThumb() {
        var model = RangeSliderModel.outOfTen
        model.minimumDistance = 1
        #expect(model.allowedRange(for: .lower) == 0...7)
        #expect(model.allowedRange(for: .upper) == 3...10)
        model.maximumDistance = 5  // lower moves up to 3
        #expect(model.lowerValue == 3)
        #expect(model.allowedRange(for: .lower) == 3...7)
        #expect(model.allowedRange(for: .upper) == 4...8)
    }

    @Test func fractionAndValueAreInverse() {
        let model = RangeSliderModel(minimumValue: -50, maximumValue: 150, lowerValue: 0, upperValue: 100)
        #expect(model.fraction(for: 50) == 0.5)
        #expect(model.value(atFraction: 0.25) == 0)
        #expect(model.fraction(for: .nan) == 0)
        let flat = RangeSliderModel(minimumValue: 3, maximumValue: 3, lowerValue: 3, upperValue: 3)
        #expect(flat.fraction(for: 3) == 0)
    }

    @Test func invariantsHoldUnderRandomAbuse() {
        forAllSeeds(300) { rng, seed in
            var model = RangeSliderModel.outOfTen
            for _ in 0..<40 {
                switch Int.random(in: 0..<8, using: &rng) {
                case 0: model.minimumValue = rng.nastyDouble()
                case 1: model.maximumValue = rng.nastyDouble()
                case 2: model.lowerValue = rng.nastyDouble()
                case 3: model.upperValue = rng.nastyDouble()
                case 4: model.stepValue = [0, 0.1, 0.25, 1, 3, -1, .nan].randomElement(using: &rng)!
                case 5: model.minimumDistance = rng.nastyDouble(in: -2...8)
                case 6: model.maximumDistance = Bool.random(using: &rng) ? nil : rng.nastyDouble(in: -2...12)
                default: model.setValues(lower: rng.nastyDouble(), upper: rng.nastyDouble())
                }
                // Doubles near 1e12 resolve only ~1e-4: compare distances relatively.
                let eps = 1e-9 * max(1, abs(model.minimumValue), abs(model.maximumValue))
                let ok =
                    model.minimumValue <= model.lowerValue && model.lowerValue <= model.upperValue
                    && model.upperValue <= model.maximumValue
                    && model.upperValue - model.lowerValue >= model.effectiveMinimumDistance - eps
                    && model.upperValue - model.lowerValue <= model.effectiveMaximumDistance + model.stepValue + eps
                    && [model.minimumValue, model.maximumValue, model.lowerValue, model.upperValue].allSatisfy(\.isFinite)
                #expect(ok, "seed \(seed): \(model)")
                if !ok { return }
            }
        }
    }
}

@Suite struct StepMathTests {
    @Test func decimalsAreCounted() {
        #expect(StepMath.decimals(of: 1) == 0)
        #expect(StepMath.decimals(of: 0.1) == 1)
        #expect(StepMath.decimals(of: 0.25) == 2)
        #expect(StepMath.decimals(of: .nan) == 0)
    }

    @Test func steppedValuesAreExact() {
        #expect(StepMath.value(atStep: 3, origin: 0, step: 0.1) == 0.3)
        #expect(StepMath.value(atStep: 1, origin: 1.1, step: 0.1) == 1.2)
        #expect(StepMath.value(atStep: -1, origin: 4.8, step: 0.4) == 4.4)
        #expect(StepMath.value(atStep: 0, origin: -0.0, step: 1).sign == .plus)
    }
}

@Suite struct ValueBoundsTests {
    @Test func boundsStayOrderedLikeUISlider() {
        var b = ValueBounds(minimum: 0, maximum: 1)
        b.minimum = 5
        #expect(b.range == 5...5)
        b.maximum = 2
        #expect(b.range == 2...2)
        b.minimum = .nan
        b.maximum = .infinity
        #expect(b.range == 2...2)
        #expect(ValueBounds(minimum: 3, maximum: 1).range == 3...3)
        #expect(ValueBounds(minimum: .nan, maximum: 4).range == 0...4)
        #expect(ValueBounds(minimum: 0, maximum: 4).fraction(for: 1) == 0.25)
    }
}

@Suite struct ValueFormatTests {
    @Test func plainFormatting() {
        #expect(ValueFormat.plain(2) == "2")
        #expect(ValueFormat.plain(2.5) == "2.5")
        #expect(ValueFormat.plain(0.1 + 0.2) == "0.3")
        #expect(ValueFormat.plain(-0.001) == "0")
        #expect(ValueFormat.plain(1e20) == "1e+20")  // 10¹⁵ and up: scientific, never 21 digits
        #expect(ValueFormat.plain(.nan) == "–" && ValueFormat.plain(.infinity) == "∞")
        #expect(ValueFormat.plain(-2.05) == "-2.05" && ValueFormat.plain(0.07) == "0.07" && ValueFormat.plain(-0.5) == "-0.5")
        // Magnitudes from 1e-300 to 1e308, and both sides of the integer path's 10¹² edge.
        #expect(ValueFormat.plain(1e-300) == "0" && ValueFormat.plain(-1e-300) == "0")
        #expect(ValueFormat.plain(1e308) == "1e+308" && ValueFormat.plain(-1.7e308) == "-1.7e+308")
        #expect(ValueFormat.plain(999_999_999_999.25) == "999999999999.25")
        #expect(ValueFormat.plain(1_000_000_000_000.25) == "1000000000000.25")
        for halfway in [0.005, -0.995, 0.125, 2.675, -1e-3, 999_999_999_999.995] {
            #expect(ValueFormat.plain(halfway) == Self.printfPlain(halfway), "\(halfway)")
        }
    }

    /// The integer formatting gives exactly what `String(format: "%.2f")` with trailing
    /// zeros trimmed gave, over random values of every size below 10¹⁵.
    @Test func plainFormattingMatchesPrintf() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let magnitude = pow(10, Double.random(in: -4...14.9, using: &generator))
            let value = Bool.random(using: &generator) ? -magnitude : magnitude
            #expect(ValueFormat.plain(value) == Self.printfPlain(value), "\(value)")
        }
    }

    /// What `ValueFormat.plain` gave before it formatted with integers (below 10¹⁵):
    /// printf's `%.2f` of the value rounded to hundredths, trailing zeros trimmed.
    static func printfPlain(_ value: Double) -> String {
        let rounded = StepMath.round(value, toDecimals: 2)
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
