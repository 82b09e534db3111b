import Foundation

/// The wheels' data source and delegate: rows and titles of each column, the date the
/// selected rows make, limits and roll-back. Only visible rows are ever formatted.
@MainActor
final class DatePickerColumns: PickerViewDataSource, PickerViewDelegate {
    unowned let picker: WheelDatePicker
    private(set) var layout: DatePickerLayout
    var formatters: [String: DateFormatter] = [:]
    var numbers = NumberFormatter()
    var twoDigits = NumberFormatter()
    /// The year wheel's rows (eras and years).
    var years = DatePickerYears(calendar: Calendar(identifier: .gregorian), now: Date())
    /// Day 0 of the date-and-time day wheel: the first day of the year wheel's first year
    /// (1 January of year 1 in most calendars).
    var eraStart = Date.distantPast
    private var eraDays = 0

    /// Formatted titles of recently drawn rows: formatting a date costs microseconds, and
    /// a spinning wheel draws the same few rows frame after frame.
    var titleCache: [TitleKey: String] = [:]
    /// The months of the last year asked about (see `months(inYearOf:)`), by era and year,
    /// and the longest of them: its month number and days.
    var monthsCache: (key: Int, months: [DatePickerMonth], longest: (month: DatePickerMonth, days: Int))?
    /// The year and month of the date shown and the month's days, worked out once per
    /// date (not per row).
    var yearAndMonth: (date: Date, year: Int, month: Int, days: Int)?
    /// The day wheel's row for today, worked out once per day: counting the days since
    /// year 1 costs the calendar most of a millisecond.
    var today: (day: DateInterval, row: Int)?
    /// The hour wheel's resting position (a whole row, not taken around) that shows the
    /// stored date's hour: in a 12-hour clock a turn of the wheel is counted from it, and
    /// each twelve rows it passes carry AM/PM (see `hour(at:isPM:base:)`).
    var hourBase: Double?

    init(picker: WheelDatePicker) {
        self.picker = picker
        layout = DatePickerLayout(mode: picker.datePickerMode, locale: picker.locale)
    }

    var calendar: Calendar { picker.effectiveCalendar }

    /// Recomputes the layout and formatters (mode, locale, calendar or interval changed).
    func rebuild() {
        layout = DatePickerLayout(mode: picker.datePickerMode, locale: picker.locale)
        formatters = [:]
        titleCache = [:]
        yearAndMonth = nil
        monthsCache = nil
        today = nil
        numbers = NumberFormatter()
        numbers.locale = picker.locale
        numbers.usesGroupingSeparator = false
        twoDigits = NumberFormatter()
        twoDigits.locale = picker.locale
        twoDigits.minimumIntegerDigits = 2
        let c = calendar
        years = DatePickerYears(calendar: c, now: picker.now())
        eraStart = years.start
        let last = years.eraAndYear(atRow: years.count - 1)
        // The last row's last day: its year's end less a day (a Chinese year has no 31st of
        // its twelfth month).
        let end =
            years.firstDay(era: last.era, year: last.year, in: c).flatMap { c.dateInterval(of: .year, for: $0)?.end }
            .flatMap { c.date(byAdding: .day, value: -1, to: $0) } ?? Date.distantFuture
        eraDays = (c.dateComponents([.day], from: eraStart, to: end).day ?? 0) + 1
        eraEnd = c.date(byAdding: .minute, value: 24 * 60 - 1, to: end) ?? end
    }

    /// The last minute the wheels can show: 23:59 on the last day of the last row's year
    /// (31 December 9999 of today's era in most calendars).
    private var eraEnd = Date.distantFuture

    /// `date` kept within the years the wheels have rows for (see ``DatePickerYears``).
    func withinWheels(_ date: Date) -> Date { min(max(date, eraStart), eraEnd) }

    func formatter(_ template: String) -> DateFormatter {
        if let f = formatters[template] { return f }
        let f = DateFormatter()
        f.locale = picker.locale
        f.calendar = calendar
        f.timeZone = calendar.timeZone
        DatePickerYears.applyTemplate(template, to: f, calendar: calendar.identifier)
        formatters[template] = f
        return f
    }

    // MARK: Rows

    /// The months the year of `date` has, in order: 1…12 in the Gregorian calendar;
    /// in the Hebrew calendar 1…13 in a leap year and 1…13 without 6 (Adar I) in a common
    /// one, as UIDatePicker's month wheel shows them; in the Chinese and Korean calendars
    /// the year's leap month too, after the month whose number it shares (2025's leap sixth
    /// month after its sixth).
    func months(inYearOf date: Date) -> [DatePickerMonth] {
        let c = calendar
        let parts = c.dateComponents([.era, .year], from: date)
        let key = (parts.era ?? 0) * 100_000 + (parts.year ?? 0)
        if let cached = monthsCache, cached.key == key { return cached.months }
        let range = c.range(of: .month, in: .year, for: date) ?? 1..<13
        var longest = (month: DatePickerMonth(range.lowerBound), days: 0)
        // A month is the year's when its first or last day is (an era that began on 8
        // January has that January; one that began in May has no January).
        func isThisYears(_ day: Date, month: Int) -> Bool {
            let q = c.dateComponents([.era, .year, .month], from: day)
            return q.month == month && q.year == parts.year && q.era == parts.era
        }
        var months = range.filter { month in
            guard let first = c.date(from: DateComponents(era: parts.era, year: parts.year, month: month, day: 1)) else { return false }
            let days = c.range(of: .day, in: .month, for: first)?.count ?? 0
            guard
                isThisYears(first, month: month)
                    || (days > 1 && c.date(byAdding: .day, value: days - 1, to: first).map { isThisYears($0, month: month) } == true)
            else { return false }
            if days > longest.days { longest = (DatePickerMonth(month), days) }
            return true
        }.map { DatePickerMonth($0) }
        if months.isEmpty { months = range.map { DatePickerMonth($0) } }
        if DatePickerYears.countsInCycles(c.identifier), let leap = leapMonth(ofYear: parts, in: c) {
            if let i = months.firstIndex(where: { $0.number == leap.month.number }) { months.insert(leap.month, at: i + 1) }
            if leap.days > longest.days { longest = leap }
        }
        monthsCache = (key, months, longest.days > 0 ? longest : (DatePickerMonth(range.lowerBound), 31))
        return months
    }

    /// The leap month of a Chinese or Korean year and its days, found by walking the
    /// year's months (a leap month shares its number with the month before); nil when the
    /// year has none.
    private func leapMonth(ofYear parts: DateComponents, in c: Calendar) -> (month: DatePickerMonth, days: Int)? {
        guard var day = c.date(from: DateComponents(era: parts.era, year: parts.year, month: 1, day: 1)) else { return nil }
        for _ in 0..<14 {
            guard let month = c.dateInterval(of: .month, for: day) else { return nil }
            let here = c.dateComponents([.era, .year, .month], from: month.start)
            guard here.year == parts.year, here.era == parts.era, let number = here.month else { return nil }
            if here.isLeapMonth == true {
                let days = c.range(of: .day, in: .month, for: month.start)?.count ?? 0
                return (DatePickerMonth(number, isLeap: true), days)
            }
            day = month.end
        }
        return nil
    }

    /// The month of the year of `date` with the most days, and its days: the day wheel's
    /// row count (31 in the Gregorian calendar, 30 in the Hebrew and Islamic ones).
    func longestMonth(inYearOf date: Date) -> (month: DatePickerMonth, days: Int) {
        _ = months(inYearOf: date)
        return monthsCache?.longest ?? (DatePickerMonth(1), 31)
    }

    func numberOfComponents(in pickerView: PickerView) -> Int { layout.columns.count }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        guard layout.columns.indices.contains(component) else { return 0 }
        let date = picker.storedDate
        switch layout.columns[component] {
        case .year: return years.count
        case .month: return months(inYearOf: date).count
        case .day: return longestMonth(inYearOf: date).days  // every month: the days it lacks are dimmed
        case .dayOfEra: return eraDays
        case .hour: return layout.uses12HourClock ? 12 : 24
        case .minute, .countdownMinutes: return 60 / picker.minuteInterval
        case .dayPeriod: return 2
        case .countdownHours: return 24
        }
    }

    /// The row each column shows for `date` (countdown columns: the duration).
    func rows(for date: Date) -> [Int] {
        let c = calendar
        let parts = c.dateComponents([.era, .year, .month, .day, .hour, .minute], from: date)
        let hour = parts.hour ?? 0, minute = parts.minute ?? 0
        let shown = Int(picker.countDownDuration / 60)
        return layout.columns.map { column in
            switch column {
            case .year: return years.row(era: parts.era, year: parts.year)
            case .month: return months(inYearOf: date).firstIndex(of: DatePickerMonth(of: parts)) ?? 0
            case .day: return (parts.day ?? 1) - 1
            case .dayOfEra: return c.dateComponents([.day], from: eraStart, to: c.startOfDay(for: date)).day ?? 0
            case .hour: return layout.uses12HourClock ? hour % 12 : hour
            case .minute: return minute / picker.minuteInterval
            case .dayPeriod: return hour < 12 ? 0 : 1
            case .countdownHours: return shown / 60
            case .countdownMinutes: return (shown % 60) / picker.minuteInterval
            }
        }
    }

    /// Turns the wheels to show `date`.
    func show(_ date: Date, animated: Bool) {
        for (component, column) in layout.columns.enumerated() where column == .day || column == .month {
            picker.reloadComponent(component)  // the year's months and its longest month
        }
        for (component, row) in rows(for: date).enumerated() {
            picker.selectRow(row, inComponent: component, animated: animated)
        }
        hourBase = hourComponent.flatMap { picker.restingPosition(inComponent: $0) }
    }

    /// The 12-hour clock's hour wheel, whose turns carry AM/PM; nil without one.
    var hourComponent: Int? { layout.uses12HourClock ? layout.columns.firstIndex(of: .hour) : nil }

    /// The row each wheel will rest on: a wheel turning back to a date (a roll-back, a
    /// carried AM/PM) counts as there already.
    func restingRows() -> [Int] { (0..<layout.columns.count).map { picker.restingRow(inComponent: $0) } }

    /// The day a key or VoiceOver step on the day wheel goes to when the next row is a day
    /// the shown month lacks: on to the 1st, or back to the month's last day (28 February
    /// → 1 February, 1 → 28); nil otherwise, when the step is the wheel's own.
    func dayRow(after adjustment: Control.Adjustment, inComponent component: Int) -> Int? {
        guard layout.columns.indices.contains(component), layout.columns[component] == .day else { return nil }
        let days = shownYearAndMonth().days
        let ring = Ring(count: picker.numberOfRows(inComponent: component), wraps: true)
        guard ring.index(after: adjustment, from: picker.selectedRow(inComponent: component)) >= days else { return nil }
        return adjustment == .increment ? 0 : days - 1
    }

    /// The date the rows `rows` make, keeping what the wheels do not show from `base`;
    /// nil when the calendar cannot make it.
    func date(from rows: [Int], base: Date) -> Date? {
        let c = calendar
        var parts = c.dateComponents([.era, .year, .month, .day, .hour, .minute], from: base)
        parts.second = 0
        var hour12: (row: Int, component: Int)?, isPM: Bool?
        var dayOffset: Int?, monthRow: Int?
        for (component, (column, row)) in zip(layout.columns, rows).enumerated() where row >= 0 {
            switch column {
            case .year: (parts.era, parts.year) = years.eraAndYear(atRow: row)
            case .month: monthRow = row
            case .day: parts.day = row + 1
            case .dayOfEra: dayOffset = row
            case .hour: if layout.uses12HourClock { hour12 = (row, component) } else { parts.hour = row }
            case .minute: parts.minute = row * picker.minuteInterval
            case .dayPeriod: isPM = row == 1
            case .countdownHours, .countdownMinutes: break
            }
        }
        // The month row is one of the months the wheel shows (those of the base date's
        // year); in the chosen year the same month, or else the month of its number, or the
        // next one it has (a Hebrew common year has Adar, not Adar I; a Chinese year without
        // a leap sixth month has the sixth).
        if let monthRow {
            let shown = months(inYearOf: base)
            var month = shown[min(max(monthRow, 0), shown.count - 1)]
            if let first = years.firstDay(era: parts.era, year: parts.year, in: c) {
                let months = months(inYearOf: first)
                month = months.first { $0 == month } ?? months.first { $0.number >= month.number } ?? months.last ?? month
            }
            parts.month = month.number
            parts.isLeapMonth = month.isLeap
        }
        if let hour12 {
            let (hour, days) = self.hour(at: hour12, isPM: isPM, base: parts.hour ?? 0)
            parts.hour = hour
            if picker.datePickerMode == .dateAndTime, let offset = dayOffset { dayOffset = offset + days }
        } else if let isPM, let h = parts.hour {
            parts.hour = h % 12 + (isPM ? 12 : 0)
        }
        if let dayOffset, let day = c.date(byAdding: .day, value: dayOffset, to: eraStart) {
            let d = c.dateComponents([.era, .year, .month, .day], from: day)
            (parts.era, parts.year, parts.month, parts.day) = (d.era, d.year, d.month, d.day)
        }
        // A day past the month's end (31 in a 30-day month) becomes the month's last day.
        if let y = parts.year, let m = parts.month, let day = parts.day,
            let first = c.date(from: DatePickerMonth(of: parts).components(era: parts.era, year: y, month: m, day: 1)),
            let length = c.range(of: .day, in: .month, for: first)?.count, day > length
        {
            parts.day = length
        }
        return c.date(from: parts)
    }

    /// The hour of the day (0…23) that a 12-hour wheel's `row` makes, and the days it
    /// carries, from the base date's hour `base`. The wheel carries as iOS's does: the rows
    /// it turned since it last showed the base hour (`hourBase`) move the time by as many
    /// hours, so each pass across 11 → 12 flips AM/PM (11:59 AM and one row on is 12:59 PM;
    /// twelve rows on from 6 AM is 6 PM) and past midnight carries a day, which only the
    /// date-and-time mode keeps. An AM/PM wheel the user turned (`isPM` other than the base
    /// hour's) moves the time twelve hours within the day.
    private func hour(at hour12: (row: Int, component: Int), isPM: Bool?, base: Int) -> (hour: Int, days: Int) {
        var total: Int
        if let hourBase, let turned = picker.restingPosition(showing: hour12.row, inComponent: hour12.component),
            let hours = Int(exactly: turned - hourBase)
        {
            total = base + hours
        } else {
            total = hour12.row + (base >= 12 ? 12 : 0)
        }
        if let isPM, isPM != (base >= 12) { total += isPM ? 12 : -12 }
        let days = Int((Double(total) / 24).rounded(.down))
        return (total - days * 24, days)
    }

    /// Widths in proportion to what each wheel shows ("Wed, Dec 2" needs more room than "41").
    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat {
        func weight(_ column: DatePickerLayout.Column) -> CGFloat {
            switch column {
            case .dayOfEra: return 2.3
            // Years that name their era ("平成31年", "31 Heisei") take room from the months.
            case .month: return years.showsEras ? 1.5 : 1.7
            case .year: return years.showsEras ? 1.8 : 1.1
            case .countdownHours, .countdownMinutes: return 1.4
            case .day, .hour, .minute, .dayPeriod: return 0.8
            }
        }
        guard layout.columns.indices.contains(component) else { return -1 }
        let total = layout.columns.map(weight).reduce(0, +)
        return max(pickerView.bounds.width - 16, 0) * weight(layout.columns[component]) / total
    }

    // MARK: The user's choice

    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        let wheels: PickerView = picker
        if picker.datePickerMode == .countDownTimer {
            var minutes = 0
            for (i, column) in layout.columns.enumerated() {
                let r = wheels.selectedRow(inComponent: i)
                if column == .countdownHours { minutes += r * 60 }
                if column == .countdownMinutes { minutes += r * picker.minuteInterval }
            }
            if minutes == 0 {
                // 0:00 is not a countdown: back to the smallest step.
                minutes = picker.minuteInterval
                show(picker.storedDate, animated: true)
            }
            let before = picker.countDownDuration
            picker.countDownDuration = Double(minutes * 60)
            if picker.countDownDuration != before { picker.sendActions(for: .valueChanged) }
            return
        }
        // The wheels as they will rest (a wheel rolling back counts as back), and the date
        // they make; the hour wheel's turn is counted from here on.
        let rows = restingRows()
        guard let chosen = date(from: rows, base: picker.storedDate) else { return }
        hourBase = hourComponent.flatMap { picker.restingPosition(inComponent: $0) }
        // Only a real date within the limits is kept: a day the month lacks (30 February)
        // became its last day, and the wheels roll back to show what was kept.
        let allowed = picker.clampedToLimits(picker.rounded(withinWheels(chosen)))
        let before = picker.storedDate
        picker.storedDate = allowed
        if rows != self.rows(for: allowed) { show(allowed, animated: true) }  // roll back, or a DST gap moved it
        if allowed != before { picker.sendActions(for: .valueChanged) }
    }
}

/// A row of the month wheel: a month's number in its calendar, and whether it is the leap
/// month that shares the number (the Chinese and Korean calendars insert one in some
/// years, after the month of its number).
struct DatePickerMonth: Equatable {
    var number: Int
    var isLeap = false

    init(_ number: Int, isLeap: Bool = false) {
        self.number = number
        self.isLeap = isLeap
    }

    /// The month `parts` name (its month and `isLeapMonth`).
    init(of parts: DateComponents) { self.init(parts.month ?? 1, isLeap: parts.isLeapMonth ?? false) }

    /// Components naming `day` of this month (`month` as given, leap or not as this one).
    func components(era: Int?, year: Int?, month: Int? = nil, day: Int) -> DateComponents {
        var parts = DateComponents(era: era, year: year, month: month ?? number, day: day)
        parts.isLeapMonth = isLeap
        return parts
    }
}
