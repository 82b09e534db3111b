import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// Whether the picker draws `row` of `component` dimmed (a row it will not rest on).
@MainActor
func isDimmed(_ picker: WheelDatePicker, row: Int, component: Int) -> Bool {
    picker.delegate?.pickerView(picker, attributedTitleForRow: row, forComponent: component)?.color != .label
}

/// Records the date at every `valueChanged`, to check each one the user was told.
@MainActor
final class ReportedDates {
    private(set) var dates: [Date] = []
    private var token: ActionToken?
    init(_ picker: WheelDatePicker) {
        token = picker.addAction(for: .valueChanged) { [weak self] picker in self?.dates.append(picker.date) }
    }
}

/// `.yearAndMonth` (iOS 17.4): a month wheel and a year wheel in the locale's order.
@MainActor
@Suite struct YearAndMonthTests {
    func utc(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ min: Int = 0) -> Date {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min))!
    }

    @Test func theWheelsAreAMonthAndAYearInTheLocalesOrder() {
        func columns(_ locale: String) -> [DatePickerLayout.Column] {
            DatePickerLayout(mode: .yearAndMonth, locale: Locale(identifier: locale)).columns
        }
        #expect(columns("en_US") == [.month, .year])  // "December 2026"
        #expect(columns("ru_RU") == [.month, .year])  // "декабрь 2026 г."
        #expect(columns("ja_JP") == [.year, .month])  // "2026年12月"
        #expect(columns("zh_Hans_CN") == [.year, .month])
        #expect(columns("ko_KR") == [.year, .month])  // "2026년 12월"
        #expect(columns("he_IL") == [.month, .year])
        #expect(DatePickerLayout(mode: .yearAndMonth, locale: Locale(identifier: "he_IL")).isRightToLeft)
    }

    @Test func itShowsTheMonthAndYearAsTheLocaleNamesThem() {
        let (picker, log) = makeDatePicker(.yearAndMonth)
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 0) == 12)
        let text = DisplayList.record { picker.render(in: $0) }.drawnText
        #expect(text.contains("November") && text.contains("December") && text.contains("2026") && !text.contains("30"))
        #expect(picker.accessibilityElements.first?.value == "November 2026")
        #expect(picker.accessibilityElements.map(\.label) == ["Date", "Month", "Year"])
        let (ja, _) = makeDatePicker(.yearAndMonth, locale: "ja_JP")
        let jaText = DisplayList.record { ja.render(in: $0) }.drawnText
        #expect(jaText.contains("2026年") && jaText.contains("11月"))
        #expect(ja.accessibilityElements[1].value == "2026年", "the year wheel leads")
        #expect(log.events.isEmpty)
    }

    /// The date keeps its day (clamped to the month's length) and its time of day.
    @Test func aNewMonthKeepsTheDayWhereItCanAndTheTime() {
        let (picker, log) = makeDatePicker(.yearAndMonth)
        let reported = ReportedDates(picker)
        userStep(picker, 0)  // November → December
        #expect(picker.date == utc(2026, 12, 30, 9, 41))
        userStep(picker, 0, by: 2)  // → February (the wheel loops within the year): 28 days
        #expect(picker.date == utc(2026, 2, 28, 9, 41))
        userStep(picker, 1, by: 2)  // 2028, a leap year: still the 28th (the day is not remembered)
        #expect(picker.date == utc(2028, 2, 28, 9, 41))
        #expect(
            reported.dates == [
                utc(2026, 12, 30, 9, 41), utc(2026, 1, 30, 9, 41), utc(2026, 2, 28, 9, 41), utc(2027, 2, 28, 9, 41),
                utc(2028, 2, 28, 9, 41),
            ])
        #expect(log.count(of: .valueChanged) == 5)
    }

    @Test func aDragTurnsTheMonthWheel() {
        let (picker, log) = makeDatePicker(.yearAndMonth)
        let x = picker.rect(forComponent: 0).midX
        Finger(on: picker).drag(from: CGPoint(x: x, y: 150), to: CGPoint(x: x, y: 86), steps: 8, duration: 0.8)
        picker.clock.advance(by: 3)
        #expect(picker.date == utc(2026, 1, 30, 9, 41), "two rows on: November → January of the same year")
        // Lifted exactly on a row: at rest at once, so told before the lift's event (the
        // tracking hook runs first).
        #expect(log.withoutDrags == [.touchDown, .valueChanged, .touchUpInside])
    }

    @Test func monthsOutsideTheLimitsAreDimmedAndTheWheelsRollBack() {
        let (picker, log) = makeDatePicker(.yearAndMonth)
        let reported = ReportedDates(picker)
        picker.minimumDate = utc(2026, 10, 15)
        picker.maximumDate = utc(2027, 3, 10)
        // November 2026: September and earlier are wholly before the minimum.
        #expect(
            isDimmed(picker, row: 8, component: 0) && !isDimmed(picker, row: 9, component: 0) && !isDimmed(picker, row: 11, component: 0))
        #expect(
            isDimmed(picker, row: 2024, component: 1) && !isDimmed(picker, row: 2026, component: 1)
                && isDimmed(picker, row: 2027, component: 1))
        userStep(picker, 0, by: -1)  // October: the 30th is allowed
        #expect(picker.date == utc(2026, 10, 30, 9, 41))
        userStep(picker, 0, by: -1)  // September: rolls back to the first allowed moment
        picker.clock.advance(by: 2)
        #expect(picker.date == utc(2026, 10, 15))
        #expect(picker.accessibilityElements[1].value == "October")
        userStep(picker, 1)  // 2027: 15 October 2027 is after the maximum
        picker.clock.advance(by: 2)
        #expect(picker.date == utc(2027, 3, 10))
        #expect(picker.accessibilityElements[1].value == "March" && picker.accessibilityElements[2].value == "2027")
        for date in reported.dates { #expect(date >= utc(2026, 10, 15) && date <= utc(2027, 3, 10), "\(date)") }
        #expect(log.count(of: .valueChanged) == reported.dates.count && reported.dates.count == 3)
    }

    @Test func aHebrewLeapYearHasThirteenMonthRows() throws {
        let (picker, _) = makeDatePicker(.yearAndMonth, locale: "he_IL", calendar: .hebrew)
        var hebrew = Calendar(identifier: .hebrew)
        hebrew.timeZone = TimeZone(identifier: "UTC")!
        picker.date = try #require(hebrew.date(from: DateComponents(year: 5784, month: 1, day: 10)))  // leap
        let month = try #require(picker.layout.columns.firstIndex(of: .month))
        #expect(picker.numberOfRows(inComponent: month) == 13)
        picker.date = try #require(hebrew.date(from: DateComponents(year: 5785, month: 1, day: 10)))  // common
        #expect(picker.numberOfRows(inComponent: month) == 12)
        #expect(
            picker.rect(forComponent: month).midX > picker.rect(forComponent: 1 - month).maxX,
            "right to left: the month leads, on the right")
    }

    @Test func aTwinSwitchingModesKeepsTheDate() {
        let (picker, log) = makeDatePicker(.dateAndTime)
        picker.datePickerMode = .yearAndMonth
        #expect(picker.date == pickerNow && picker.layout.columns == [.month, .year])
        picker.datePickerMode = .date
        #expect(picker.date == pickerNow && log.events.isEmpty)
    }
}
