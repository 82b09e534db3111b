import Foundation

/// The date math of a ``MonthCalendar``: its months, their days, and where each day sits
/// in a week grid, in any `Calendar` and time zone. Pure: no drawing, no `Control`.
///
/// Months are found with the calendar's own answers (`dateInterval(of: .month, for:)`), so
/// a Hebrew leap year has its thirteen months (Adar I and Adar II), an Islamic month its 29
/// or 30 days and a Chinese year its leap month; the month before or after is the one
/// containing the instant just before this month's start or at its end. Each day is the
/// span from its first instant (01:00 on a day whose midnight a daylight-saving change
/// skips) to the next day's.
///
/// ```swift
/// var calendar = Calendar(identifier: .gregorian)
/// calendar.locale = Locale(identifier: "ru_RU")   // weeks start on Monday
/// let model = MonthCalendarModel(calendar: calendar)
/// let december = model.month(containing: Date())!
/// december.grid.numberOfRows   // 4…6
/// ```
public struct MonthCalendarModel: Sendable {
    /// The calendar, with its time zone and locale (which decides the first weekday).
    public let calendar: Calendar

    /// A model of `calendar`'s months.
    public init(calendar: Calendar) {
        self.calendar = calendar
    }

    /// One month: its first instant, its days and its place in a week grid.
    public struct Month: Hashable, Sendable {
        /// The month's era, year and month number in the calendar (a Hebrew leap year's Adar I
        /// is month 6).
        public let era: Int, year: Int, month: Int
        /// The month's first instant.
        public let start: Date
        /// The next month's first instant.
        public let end: Date
        /// The first instant of each day, in order; a month with no days has none.
        public let dayStarts: [Date]
        /// The column of the first day: 0 is the calendar's first weekday.
        public let firstColumn: Int

        /// A month of these parts (a negative or too large first column is taken modulo 7).
        public init(era: Int, year: Int, month: Int, start: Date, end: Date, dayStarts: [Date], firstColumn: Int) {
            self.era = era
            self.year = year
            self.month = month
            self.start = start
            self.end = max(end, start)
            self.dayStarts = dayStarts
            self.firstColumn = ((firstColumn % 7) + 7) % 7
        }

        /// The number of days.
        public var numberOfDays: Int { dayStarts.count }

        /// Where the days sit in a week grid.
        public var grid: WeekGrid { WeekGrid(numberOfDays: numberOfDays, firstColumn: firstColumn) }

        /// The day (0-based) that contains `date`, or nil when it is outside the month.
        public func day(containing date: Date) -> Int? {
            guard date >= start, date < end, let first = dayStarts.first, date >= first else { return nil }
            // The last day start at or before the date (binary search over at most a few dozen).
            var lo = 0, hi = dayStarts.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if dayStarts[mid] <= date { lo = mid } else { hi = mid - 1 }
            }
            return lo
        }

        /// The span of day `index` (0-based), or nil outside the month.
        public func interval(ofDay index: Int) -> DateInterval? {
            guard dayStarts.indices.contains(index) else { return nil }
            let next = index + 1 < dayStarts.count ? dayStarts[index + 1] : end
            return DateInterval(start: dayStarts[index], end: max(next, dayStarts[index]))
        }
    }

    /// The month that contains `date`, or nil when the calendar cannot say (a non-finite date).
    public func month(containing date: Date) -> Month? {
        guard date.timeIntervalSinceReferenceDate.isFinite, let interval = calendar.dateInterval(of: .month, for: date),
            interval.duration > 0
        else { return nil }
        return makeMonth(interval)
    }

    /// The month `offset` months after `month` (before it when negative), stepping one month
    /// at a time through the calendar's own months (at most 240 of them); nil when the
    /// calendar has none there.
    public func month(_ month: Month, offsetBy offset: Int) -> Month? {
        var current = month
        for _ in 0..<min(abs(offset), 240) {
            let probe = offset > 0 ? current.end : current.start.addingTimeInterval(-1)
            guard let next = self.month(containing: probe), next.start != current.start else { return nil }
            current = next
        }
        return current
    }

    /// The column of `weekday` (1 is Sunday) in a grid that starts on the calendar's first
    /// weekday.
    public func column(ofWeekday weekday: Int) -> Int {
        (((weekday - firstWeekday) % 7) + 7) % 7
    }

    /// The calendar's first weekday (1 is Sunday), 1…7 whatever the calendar says.
    public var firstWeekday: Int { (1...7).contains(calendar.firstWeekday) ? calendar.firstWeekday : 1 }

    /// `symbols` (Sunday first, as Foundation gives them) in column order; a list without
    /// seven symbols is given as it is.
    public func inColumnOrder(_ symbols: [String]) -> [String] {
        guard symbols.count == 7 else { return symbols }
        return (0..<7).map { symbols[(firstWeekday - 1 + $0) % 7] }
    }

    /// The instant on the day that starts at `dayStart` at the wall-clock time of `time`
    /// (hours, minutes, seconds and the fraction of a second), as UIDatePicker keeps the
    /// time when a day is chosen. A time the day does not have (a daylight-saving gap: 00:30
    /// on a day that begins at 01:00) moves forward by the gap, as Foundation's calendar
    /// does (01:30); a result outside the day becomes its first instant.
    public func date(onDayStartingAt dayStart: Date, end dayEnd: Date, keepingTimeOf time: Date) -> Date {
        guard time.timeIntervalSinceReferenceDate.isFinite, dayStart.timeIntervalSinceReferenceDate.isFinite else { return dayStart }
        let clock = calendar.dateComponents([.hour, .minute, .second], from: time)
        let t = time.timeIntervalSinceReferenceDate
        let fraction = t - t.rounded(.down)
        func inside(_ date: Date?) -> Date? {
            guard let date = date?.addingTimeInterval(fraction), date >= dayStart, date < dayEnd else { return nil }
            return date
        }
        var parts = calendar.dateComponents([.era, .year, .month, .day], from: dayStart)
        (parts.hour, parts.minute, parts.second) = (clock.hour, clock.minute, clock.second)
        // A leap month (the Chinese calendar's) is not told apart by these components: the
        // day's own hours are the fallback.
        let setOnDay = calendar.date(
            bySettingHour: clock.hour ?? 0, minute: clock.minute ?? 0, second: clock.second ?? 0, of: dayStart,
            matchingPolicy: .nextTime, repeatedTimePolicy: .first, direction: .forward)
        return inside(calendar.date(from: parts)) ?? inside(setOnDay) ?? dayStart
    }

    /// The month of `interval` with its days. Days are counted by the calendar's
    /// `range(of: .day, in: .month)`; when it says nothing (or nonsense), by walking the
    /// month day by day, so no calendar leaves a month without its days.
    func makeMonth(_ interval: DateInterval) -> Month {
        let parts = calendar.dateComponents([.era, .year, .month], from: interval.start)
        var starts: [Date] = []
        let days = calendar.range(of: .day, in: .month, for: interval.start)
        let counted = days?.count ?? 0
        if let days, counted > 0, counted <= 62 {
            let first = days.lowerBound
            for day in days {
                let d: Date?
                if day == first {
                    d = interval.start
                } else {
                    d = calendar.date(byAdding: .day, value: day - first, to: interval.start).map { calendar.startOfDay(for: $0) }
                }
                guard let d, d >= interval.start, interval.end > d, d > (starts.last ?? .distantPast) else { break }
                starts.append(d)
            }
        }
        if starts.count != counted || starts.isEmpty { starts = walkDays(interval) }
        let weekday = calendar.component(.weekday, from: interval.start)
        return Month(
            era: parts.era ?? 0, year: parts.year ?? 0, month: parts.month ?? 0, start: interval.start, end: interval.end,
            dayStarts: starts, firstColumn: column(ofWeekday: weekday))
    }

    /// The month's days found one after another by the calendar's day intervals (at most 62).
    private func walkDays(_ interval: DateInterval) -> [Date] {
        var starts: [Date] = []
        var probe = interval.start
        while probe < interval.end, starts.count < 62, let day = calendar.dateInterval(of: .day, for: probe), day.end > probe {
            starts.append(max(day.start, interval.start))
            probe = day.end
        }
        return starts
    }
}

/// Where the days of a month sit in a grid of weeks: seven columns, as many rows as the
/// month needs (4 to 6 for real months). Pure arithmetic.
///
/// ```swift
/// let grid = WeekGrid(numberOfDays: 31, firstColumn: 2)   // December 2026, Sunday first
/// grid.numberOfRows                // 5
/// grid.position(ofDay: 0)          // (row: 0, column: 2)
/// grid.day(atRow: 4, column: 4)    // 30: the 31st
/// ```
public struct WeekGrid: Hashable, Sendable {
    /// The days in the month (negative counts are 0).
    public let numberOfDays: Int
    /// The column of the first day, 0…6.
    public let firstColumn: Int

    /// A grid of `numberOfDays` days starting in column `firstColumn` (taken modulo 7).
    public init(numberOfDays: Int, firstColumn: Int) {
        self.numberOfDays = max(numberOfDays, 0)
        self.firstColumn = ((firstColumn % 7) + 7) % 7
    }

    /// The rows the days fill; 0 without days.
    public var numberOfRows: Int {
        numberOfDays == 0 ? 0 : (firstColumn + numberOfDays + 6) / 7
    }

    /// The row and column of day `index` (0-based), or nil outside the month.
    public func position(ofDay index: Int) -> (row: Int, column: Int)? {
        guard index >= 0, index < numberOfDays else { return nil }
        let cell = firstColumn + index
        return (cell / 7, cell % 7)
    }

    /// The day (0-based) in a cell, or nil for an empty cell.
    public func day(atRow row: Int, column: Int) -> Int? {
        guard row >= 0, (0..<7).contains(column) else { return nil }
        let index = row * 7 + column - firstColumn
        return index >= 0 && index < numberOfDays ? index : nil
    }
}
