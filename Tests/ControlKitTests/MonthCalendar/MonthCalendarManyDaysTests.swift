import ControlKitTesting
import Foundation
import Testing

@testable import ControlKit

/// An app's large set of days (a habit tracker's years), as SwiftUI hands it over at every
/// update and takes it back after every tap: the work is a month's layout per month the
/// days span, once, not per day or per update; and what is kept between updates follows new
/// limits and a new calendar.
@MainActor
@Suite struct MonthCalendarManyDaysTests {
    func configuration(_ days: Set<DateComponents>, minimum: Date? = nil, zone: String = "UTC", calendar: Calendar.Identifier = .gregorian)
        -> MonthCalendar.MultipleConfiguration
    {
        MonthCalendar.MultipleConfiguration(
            selection: days, minimumDate: minimum, locale: Locale(identifier: "en_US"), calendar: Calendar(identifier: calendar),
            timeZone: TimeZone(identifier: zone))
    }

    /// `count` days back from today, named in `identifier`'s calendar, in a set's order.
    func daysBack(_ count: Int, in identifier: Calendar.Identifier) -> Set<DateComponents> {
        var own = Calendar(identifier: identifier)
        own.timeZone = TimeZone(identifier: "UTC")!
        return Set(
            (0..<count).map {
                own.dateComponents([.calendar, .era, .year, .month, .day], from: calendarToday.addingTimeInterval(Double(-$0) * 86_400))
            })
    }

    @Test(arguments: [Calendar.Identifier.gregorian, .chinese])
    func nineHundredDaysLayOutEachMonthOnce(_ identifier: Calendar.Identifier) {
        let (calendar, _) = makeMonthCalendar(calendar: identifier)
        var binding = daysBack(900, in: identifier)
        var laidOut = calendar.monthsLaidOut
        configuration(binding, calendar: identifier).apply(to: calendar)
        #expect(calendar.selectedDates.count == 900)
        // 900 days span 30 or 31 months (Chinese months are shorter: up to 32), a handful
        // more for the neighbours of the month shown: not one per day.
        #expect(calendar.monthsLaidOut - laidOut <= 36, "\(calendar.monthsLaidOut - laidOut) months for 900 days")
        laidOut = calendar.monthsLaidOut
        configuration(binding, calendar: identifier).apply(to: calendar)  // a parent's re-render: nothing new
        #expect(calendar.monthsLaidOut == laidOut)
        calendar.addAction(for: .valueChanged) { control in
            binding = MonthCalendar.MultipleConfiguration.selection(binding, after: control)
        }
        Finger(on: calendar).tap(at: calendar.center(ofDay: 28))  // a day of the month shown, not chosen yet
        laidOut = calendar.monthsLaidOut
        configuration(binding, calendar: identifier).apply(to: calendar)  // the update after the tap
        #expect(calendar.monthsLaidOut == laidOut, "the set written back is known")
        #expect(binding.count == 901 && calendar.selectedDates.count == 901)
    }

    /// The days kept for a set are the days under the limits and in the calendar they were
    /// looked up in: new limits or a new zone look the same set up again.
    @Test func keptDaysFollowNewLimitsAndZones() {
        let (calendar, _) = makeMonthCalendar()
        let binding: Set<DateComponents> = [DateComponents(year: 2026, month: 12, day: 10), DateComponents(year: 2026, month: 12, day: 20)]
        func selected() -> [String] { calendar.accessibilityElements.filter { $0.traits.contains(.selected) }.map(\.id) }
        configuration(binding, minimum: december(15)).apply(to: calendar)
        #expect(selected() == ["day-20"])
        configuration(binding).apply(to: calendar)
        #expect(selected() == ["day-10", "day-20"], "the limit lifted: the 10th may be chosen")
        configuration(binding, zone: "Pacific/Honolulu").apply(to: calendar)  // UTC−10: UTC's midnights are the day before
        #expect(selected() == ["day-10", "day-20"], "the days of the new zone, not the old zone's instants")
        #expect(calendar.selectedDates.map(\.day) == [10, 20])
        Finger(on: calendar).tap(at: calendar.center(ofDay: 10))
        #expect(calendar.selectedDates.map(\.day) == [20], "a tap removes the day it finds chosen")
    }

    /// A day named without an era is read as `Calendar.date(from:)` reads it: in the
    /// calendar's current era, whatever the era of the date shown.
    @Test func aMissingEraIsTheCalendarsCurrentEra() throws {
        let (calendar, _) = makeMonthCalendar(calendar: .japanese, date: wallClock(2000, 6, 1))  // Heisei 12
        calendar.selectionMode = .multiple
        calendar.selectedDates = [DateComponents(year: 5, month: 1, day: 1)]
        let day = try #require(calendar.selectedDates.first)
        #expect(day.era == 236 && day.year == 5, "Reiwa 5: 1 January 2023, not Heisei 5")
        var japanese = Calendar(identifier: .japanese)
        japanese.timeZone = TimeZone(identifier: "UTC")!
        #expect(japanese.date(from: DateComponents(year: 5, month: 1, day: 1)) == wallClock(2023, 1, 1))
    }
}
