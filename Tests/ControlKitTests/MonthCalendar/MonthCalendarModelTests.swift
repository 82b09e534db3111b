import ControlKit
import Foundation
import Testing

/// A model of `identifier` in `locale` and `zone`.
func calendarModel(_ identifier: Calendar.Identifier = .gregorian, locale: String = "en_US", zone: String = "UTC") -> MonthCalendarModel {
    var c = Calendar(identifier: identifier)
    c.timeZone = TimeZone(identifier: zone)!
    c.locale = Locale(identifier: locale)
    return MonthCalendarModel(calendar: c)
}

/// An instant in `zone`'s Gregorian wall-clock time.
func wallClock(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ min: Int = 0, zone: String = "UTC") -> Date {
    var c = Calendar(identifier: .gregorian)
    c.timeZone = TimeZone(identifier: zone)!
    return c.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min))!
}

@Suite struct MonthCalendarModelTests {
    @Test func aMonthStartsInTheColumnOfItsFirstWeekdayInTheLocale() throws {
        // December 2026 begins on a Tuesday.
        let us = try #require(calendarModel(locale: "en_US").month(containing: wallClock(2026, 12, 17)))
        #expect(us.numberOfDays == 31 && us.firstColumn == 2 && us.grid.numberOfRows == 5)
        #expect((us.era, us.year, us.month) == (1, 2026, 12))
        for locale in ["ru_RU", "en_GB"] {
            let monday = try #require(calendarModel(locale: locale).month(containing: wallClock(2026, 12, 17)))
            #expect(monday.firstColumn == 1, "\(locale): weeks start on Monday")
        }
        let japan = calendarModel(locale: "ja_JP")
        #expect(japan.firstWeekday == 1 && japan.inColumnOrder(japan.calendar.veryShortStandaloneWeekdaySymbols).first == "日")
        let russia = calendarModel(locale: "ru_RU")
        #expect(russia.inColumnOrder(["S", "M", "T", "W", "T", "F", "S"]) == ["M", "T", "W", "T", "F", "S", "S"])
        #expect(russia.inColumnOrder(["one", "two"]) == ["one", "two"], "a list that is not seven days is left as it is")
    }

    @Test func monthsTakeFourToSixRows() throws {
        let sunday = calendarModel(locale: "en_US"), monday = calendarModel(locale: "en_GB")
        // February 2026: 28 days from a Sunday.
        #expect(try #require(sunday.month(containing: wallClock(2026, 2, 10))).grid.numberOfRows == 4)
        #expect(try #require(monday.month(containing: wallClock(2026, 2, 10))).grid.numberOfRows == 5)
        // August 2026: 31 days from a Saturday.
        #expect(try #require(sunday.month(containing: wallClock(2026, 8, 10))).grid.numberOfRows == 6)
    }

    @Test func hebrewLeapYearsHaveAdarIAndAdarII() throws {
        let model = calendarModel(.hebrew, locale: "he_IL", zone: "Asia/Jerusalem")
        let c = model.calendar
        func months(ofYear year: Int) throws -> [(Int, Int)] {
            var month = try #require(model.month(containing: c.date(from: DateComponents(year: year, month: 1, day: 1))!))
            var found: [(Int, Int)] = []
            while month.year == year {
                found.append((month.month, month.numberOfDays))
                month = try #require(model.month(month, offsetBy: 1))
            }
            return found
        }
        let leap = try months(ofYear: 5787)
        #expect(leap.count == 13)
        #expect(leap.map(\.0).contains(6) && leap.map(\.0).contains(7), "Adar I and Adar II")
        #expect(leap.first { $0.0 == 6 }?.1 == 30 && leap.first { $0.0 == 7 }?.1 == 29)
        let common = try months(ofYear: 5786)
        #expect(common.count == 12 && !common.map(\.0).contains(6), "a common year has Adar alone")
        // Stepping back from Nisan 5787 goes through Adar II, then Adar I.
        let nisan = try #require(model.month(containing: c.date(from: DateComponents(year: 5787, month: 8, day: 3))!))
        #expect(model.month(nisan, offsetBy: -1)?.month == 7 && model.month(nisan, offsetBy: -2)?.month == 6)
    }

    @Test func islamicMonthsHave29Or30Days() throws {
        let model = calendarModel(.islamicUmmAlQura, locale: "ar_SA", zone: "Asia/Riyadh")
        var month = try #require(model.month(containing: model.calendar.date(from: DateComponents(year: 1448, month: 1, day: 1))!))
        var total = 0
        for _ in 0..<12 {
            #expect([29, 30].contains(month.numberOfDays), "\(month.month)")
            total += month.numberOfDays
            month = try #require(model.month(month, offsetBy: 1))
        }
        #expect([354, 355].contains(total))
        #expect(month.year == 1449 && month.month == 1)
    }

    @Test func daysBeginAtTheirFirstInstantAcrossDaylightSavingGaps() throws {
        // São Paulo, 4 November 2018: clocks went from 00:00 to 01:00, so the day began at 01:00.
        let zone = "America/Sao_Paulo"
        let model = calendarModel(locale: "pt_BR", zone: zone)
        let november = try #require(model.month(containing: wallClock(2018, 11, 20, zone: zone)))
        #expect(november.numberOfDays == 30)
        let gap = try #require(november.interval(ofDay: 3))
        #expect(gap.start == wallClock(2018, 11, 4, 1, 0, zone: zone) && gap.duration == 23 * 3600)
        #expect(november.interval(ofDay: 4)?.start == wallClock(2018, 11, 5, zone: zone))
        #expect(november.day(containing: wallClock(2018, 11, 4, 12, zone: zone)) == 3)
        // Choosing that day at 00:30 (a time it lacks) moves forward by the gap; 09:41 is kept.
        let night = wallClock(2018, 11, 20, 0, 30, zone: zone)
        #expect(model.date(onDayStartingAt: gap.start, end: gap.end, keepingTimeOf: night) == wallClock(2018, 11, 4, 1, 30, zone: zone))
        let morning = wallClock(2018, 11, 20, 9, 41, zone: zone).addingTimeInterval(0.25)
        #expect(
            model.date(onDayStartingAt: gap.start, end: gap.end, keepingTimeOf: morning)
                == wallClock(2018, 11, 4, 9, 41, zone: zone).addingTimeInterval(0.25))
        #expect(
            model.date(onDayStartingAt: gap.start, end: gap.end, keepingTimeOf: Date(timeIntervalSinceReferenceDate: .nan)) == gap.start)
    }

    @Test func theMonthsAroundOneAreTheCalendarsOwn() throws {
        let model = calendarModel()
        let december = try #require(model.month(containing: wallClock(2026, 12, 17)))
        #expect(model.month(december, offsetBy: 1)?.start == wallClock(2027, 1, 1))
        #expect(model.month(december, offsetBy: -11)?.start == wallClock(2026, 1, 1))
        #expect(model.month(december, offsetBy: 0)?.start == december.start)
        #expect(december.day(containing: wallClock(2026, 12, 31, 23, 59)) == 30)
        #expect(december.day(containing: wallClock(2027, 1, 1)) == nil && december.day(containing: wallClock(2026, 11, 30)) == nil)
        #expect(december.interval(ofDay: 31) == nil && december.interval(ofDay: -1) == nil)
    }

    @Test func badDatesMakeNoMonthAndExtremeOnesMakeReal() {
        let model = calendarModel()
        #expect(model.month(containing: Date(timeIntervalSinceReferenceDate: .nan)) == nil)
        #expect(model.month(containing: Date(timeIntervalSinceReferenceDate: .infinity)) == nil)
        for date in [Date.distantPast, .distantFuture] {
            let month = model.month(containing: date)
            #expect(month.map { $0.numberOfDays >= 28 } == true, "\(date)")
        }
    }

    @Test func weekGridArithmetic() {
        let december = WeekGrid(numberOfDays: 31, firstColumn: 2)
        #expect(december.numberOfRows == 5)
        #expect(december.position(ofDay: 0)! == (0, 2) && december.position(ofDay: 30)! == (4, 4))
        #expect(december.day(atRow: 0, column: 1) == nil && december.day(atRow: 0, column: 2) == 0)
        #expect(december.day(atRow: 4, column: 5) == nil && december.day(atRow: -1, column: 0) == nil)
        #expect(december.day(atRow: 1, column: 7) == nil && december.day(atRow: 1, column: -1) == nil)
        #expect(december.position(ofDay: 31) == nil && december.position(ofDay: -1) == nil)
        // A month of no days (a calendar that says so) has no rows and no cells.
        let empty = WeekGrid(numberOfDays: 0, firstColumn: 3)
        #expect(empty.numberOfRows == 0 && empty.position(ofDay: 0) == nil && empty.day(atRow: 0, column: 3) == nil)
        #expect(WeekGrid(numberOfDays: -5, firstColumn: 0).numberOfDays == 0)
        #expect(WeekGrid(numberOfDays: 7, firstColumn: -1).firstColumn == 6 && WeekGrid(numberOfDays: 7, firstColumn: 9).firstColumn == 2)
        #expect(
            WeekGrid(numberOfDays: 28, firstColumn: 0).numberOfRows == 4 && WeekGrid(numberOfDays: 31, firstColumn: 6).numberOfRows == 6)
    }

    @Test func aMonthWithoutDaysAnswersNothing() {
        let start = wallClock(2026, 12, 1)
        let month = MonthCalendarModel.Month(era: 1, year: 2026, month: 12, start: start, end: start, dayStarts: [], firstColumn: 10)
        #expect(month.numberOfDays == 0 && month.grid.numberOfRows == 0 && month.firstColumn == 3)
        #expect(month.day(containing: start) == nil && month.interval(ofDay: 0) == nil)
        let backwards = MonthCalendarModel.Month(
            era: 1, year: 2026, month: 12, start: start, end: start.addingTimeInterval(-86_400), dayStarts: [], firstColumn: 0)
        #expect(backwards.end == backwards.start, "an end before the start is the start")
    }
}
