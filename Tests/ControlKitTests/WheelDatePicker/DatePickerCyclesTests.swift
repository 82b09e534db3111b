import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// The Chinese and Korean calendars: years counted in cycles of sixty (each an era to
/// Foundation) and leap months that share a number with the month before. The year wheel
/// runs through every cycle, each year named as the locale names it; the month wheel has
/// a year's leap month after the month of its number.
@MainActor
@Suite struct DatePickerCyclesTests {
    func chinese(_ locale: String = "en_US", on day: DateComponents? = nil) -> (WheelDatePicker, EventLog) {
        let (picker, log) = makeDatePicker(.date, locale: locale, calendar: .chinese)
        if let day { picker.date = picker.effectiveCalendar.date(from: day)! }
        return (picker, log)
    }

    func value(_ picker: WheelDatePicker, _ id: String) -> String? { picker.accessibilityElement(withID: id)?.value }

    /// A date before this cycle (which began in February 1984) is shown, not clamped to the
    /// cycle's first day, and the year wheel steps back into the cycle before.
    @Test func yearsBeforeThisCycleCanBeChosen() {
        let (picker, log) = chinese()
        picker.date = wallClock(1970, 1, 1)
        #expect(picker.date == wallClock(1970, 1, 1))
        #expect(value(picker, "component-2") == "1969(ji-you)", "the year of the cycle before, by its Gregorian year and name")
        userStep(picker, 2, by: -1)
        #expect(value(picker, "date") == "Sunday, Eleventh Month 24, 1968(wu-shen)")
        #expect(log.count(of: .valueChanged) == 1)
        picker.date = wallClock(1, 6, 1)  // the wheel's first year: the Common Era's first
        #expect(picker.date == wallClock(1, 6, 1))
        picker.date = wallClock(9999, 12, 31)
        #expect(picker.date == wallClock(9999, 12, 31))
        #expect(picker.numberOfRows(inComponent: 2) > 9_990, "every year from 1 to 9999, through some 166 cycles")
    }

    /// Years are named as the locale names years of the calendar: by the cycle's name in
    /// Chinese, with the Gregorian year in English and Korean, never by the number within
    /// the cycle ("43").
    @Test func yearsAreNamedByTheLocalesPatterns() {
        let (zh, _) = chinese("zh_CN")
        #expect(value(zh, "component-0") == "丙午年")
        #expect(value(zh, "date") == "2026丙午年十月22星期一")
        let (ko, _) = makeDatePicker(.date, locale: "ko_KR", calendar: .chinese)
        #expect(ko.accessibilityElements.contains { $0.value == "2026년(병오년)" })
        // (Korea's own dangi calendar gets the same rows; Foundation on Linux formats its
        // dates as Gregorian ones, so its names are not checked here.)
        let (dangi, _) = makeDatePicker(.date, locale: "ko_KR", calendar: .dangi)
        dangi.date = wallClock(1970, 1, 1)
        #expect(dangi.date == wallClock(1970, 1, 1))
    }

    /// 2025 has a leap sixth month (25 July to 22 August): its row follows the sixth, its
    /// days are on the wheel, and turning the wheel through it stops there.
    @Test func aLeapMonthHasItsOwnRow() {
        var leap = DateComponents(era: 78, year: 42, month: 6, day: 8)
        leap.isLeapMonth = true
        let (picker, _) = chinese(on: leap)
        #expect(picker.date == wallClock(2025, 8, 1))
        #expect(picker.numberOfRows(inComponent: 0) == 13)
        #expect(picker.selectedRow(inComponent: 0) == 6)
        #expect(value(picker, "component-0") == "Sixth Monthbis")
        #expect(picker.title(forRow: 5, inComponent: 0) == "Sixth Month" && picker.title(forRow: 7, inComponent: 0) == "Seventh Month")
        userStep(picker, 0, by: -1)  // to the sixth month
        #expect(picker.date == wallClock(2025, 7, 2) && value(picker, "component-0") == "Sixth Month")
        userStep(picker, 0, by: 1)  // back into the leap month, not on to the seventh
        #expect(picker.date == wallClock(2025, 8, 1))
        // A year without a leap sixth month keeps the sixth; it has twelve rows, and the
        // month wheel turns back a row to show it.
        userStep(picker, 2, by: 1)
        picker.clock.advance(by: 1)
        #expect(picker.date == wallClock(2026, 7, 21))
        #expect(value(picker, "component-0") == "Sixth Month" && picker.numberOfRows(inComponent: 0) == 12)
    }
}
