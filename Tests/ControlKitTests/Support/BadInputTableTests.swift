import ControlKit
import Foundation
import Testing

/// Walks docs/BAD-INPUT.md: every numeric property there, fed NaN, ±infinity, negative,
/// zero, tiny and huge values, does what its row says (and the page names every row).
@MainActor
@Suite struct BadInputTableTests {
    /// One row: how to make the control, read and write the property, and the rule.
    struct Row {
        let name: String
        let make: @MainActor () -> AnyObject
        let get: @MainActor (AnyObject) -> Double
        let set: @MainActor (AnyObject, Double) -> Void
        /// The value expected after writing `input` over `before`.
        let rule: (_ input: Double, _ before: Double) -> Double
    }

    static let inputs: [Double] = [.nan, .infinity, -.infinity, -1, 0, 1e-300, 0.5, 3, 1e308]

    // The rules of the page.
    nonisolated static func ignoresNonFinite(_ x: Double, _ before: Double) -> Double { x.isFinite ? x : before }
    nonisolated static func ignoresNonFiniteAndNegative(_ x: Double, _ before: Double) -> Double { x.isFinite && x >= 0 ? x : before }
    nonisolated static func ignoresNonFiniteAndNonPositive(_ x: Double, _ before: Double) -> Double { x.isFinite && x > 0 ? x : before }
    nonisolated static func clampedToUnit(_ x: Double, _ before: Double) -> Double { x.isNaN ? before : min(max(x, 0), 1) }
    nonisolated static func pinMetric(_ x: Double, _ before: Double) -> Double { x.isFinite && x >= 0 ? min(x, 10_000) : before }
    nonisolated static func oneWhenNonFiniteOrNonPositive(_ x: Double, _ before: Double) -> Double { x.isFinite && x > 0 ? x : 1 }

    /// A row for a `Double` property of `C`.
    static func row<C: AnyObject>(
        _ name: String, _ make: @escaping @MainActor () -> C, _ keyPath: ReferenceWritableKeyPath<C, Double>,
        _ rule: @escaping (Double, Double) -> Double
    ) -> Row {
        Row(name: name, make: make, get: { ($0 as! C)[keyPath: keyPath] }, set: { ($0 as! C)[keyPath: keyPath] = $1 }, rule: rule)
    }

    /// A row for a `CGFloat` property of `C`.
    static func row<C: AnyObject>(
        _ name: String, _ make: @escaping @MainActor () -> C, _ keyPath: ReferenceWritableKeyPath<C, CGFloat>,
        _ rule: @escaping (Double, Double) -> Double
    ) -> Row {
        Row(
            name: name, make: make, get: { Double(($0 as! C)[keyPath: keyPath]) },
            set: { ($0 as! C)[keyPath: keyPath] = CGFloat($1) }, rule: rule)
    }

    static let rows: [Row] = [
        row("minimumValue", { RangeSlider.outOfTen() }, \.minimumValue, ignoresNonFinite),
        row("maximumValue", { ValueSlider() }, \.maximumValue, ignoresNonFinite),
        row("stepValue", { RangeSlider.outOfTen() }, \.stepValue, ignoresNonFiniteAndNegative),
        row("stepValue", { ValueSlider() }, \.stepValue, ignoresNonFiniteAndNegative),
        row("stepValue", { ValueStepper() }, \.stepValue, ignoresNonFiniteAndNonPositive),
        row("minimumDistance", { RangeSlider.outOfTen() }, \.minimumDistance, ignoresNonFiniteAndNegative),
        row("curvaceousness", { RangeSlider.outOfTen() }, \.curvaceousness, clampedToUnit),
        row("valueImageSpacing", { ValueSlider() }, \.valueImageSpacing, ignoresNonFiniteAndNegative),
        row("cornerRadius", { ValueStepper() }, \.cornerRadius, ignoresNonFiniteAndNegative),
        row("cellSpacing", { PinCodeField() }, \.cellSpacing, pinMetric),
        row("cellCornerRadius", { PinCodeField() }, \.cellCornerRadius, pinMetric),
        row("cellBorderWidth", { PinCodeField() }, \.cellBorderWidth, ignoresNonFiniteAndNegative),
        row("revealDuration", { PinCodeField() }, \.revealDuration, ignoresNonFiniteAndNegative),
        row("contentSizeScale", { PinCodeField() }, \.contentSizeScale, oneWhenNonFiniteOrNonPositive),
        row("minimumDuration", { CircularRangeSlider.schedule() }, \.minimumDuration, ignoresNonFiniteAndNegative),
        row("trackWidth", { CircularRangeSlider() }, \.trackWidth, ignoresNonFiniteAndNegative),
    ]

    @Test func everyRowFollowsItsRule() {
        for row in Self.rows {
            for input in Self.inputs {
                let control = row.make()
                let before = row.get(control)
                row.set(control, input)
                let after = row.get(control)
                let expected = row.rule(input, before)
                #expect(after == expected, "\(row.name) = \(input): \(after), page says \(expected)")
                #expect(after.isFinite, "\(row.name) stores only finite values")
            }
        }
    }

    @Test func valuesAreClampedToTheirBoundsAndNonFiniteOnesIgnored() {
        for input in Self.inputs {
            let slider = ValueSlider()
            slider.value = 0.25
            slider.value = input
            #expect(slider.value == (input.isFinite ? min(max(input, 0), 1) : 0.25), "value = \(input)")
            let range = RangeSlider.outOfTen()
            range.upperValue = input
            #expect(range.upperValue == (input.isFinite ? min(max(input, 0), 10) : 8), "upperValue = \(input)")  // the upper value wins
            #expect(range.lowerValue <= range.upperValue)
        }
    }

    @Test func thePageNamesEveryRow() throws {
        let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent()  // Support
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()  // the package
            .appendingPathComponent("docs/BAD-INPUT.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        for row in Self.rows { #expect(text.contains(row.name), "\(row.name) is not on the page") }
        #expect(text.contains("BadInputTableTests"))
    }
}
