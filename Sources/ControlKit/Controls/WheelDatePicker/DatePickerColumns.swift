import Foundation

/// The wheels' data source and delegate: rows and titles of each column, the date the
/// selected rows make, limits and roll-back. Only visible rows are ever formatted.
@MainActor
final class DatePickerColumns: PickerViewDataSource, PickerViewDelegate {
    private unowned let picker: WheelDatePicker
    private(set) var layout: DatePickerLayout
    private var formatters: [String: DateFormatter] = [:]
    private var numbers = NumberFormatter()
    private var twoDigits = NumberFormatter()
    /// Day 0 of the date-and-time day wheel: 1 January of year 1 in the calendar.
    private var eraStart = Date.distantPast
    private var eraDays = 0

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
        eraStart = c.date(from: DateComponents(year: 1, month: 1, day: 1)) ?? .distantPast
        let end = c.date(from: DateComponents(year: 9999, month: 12, day: 31)) ?? Date.distantFuture
        eraDays = (c.dateComponents([.day], from: eraStart, to: end).day ?? 0) + 1
        eraEnd = c.date(byAdding: .minute, value: 24 * 60 - 1, to: end) ?? end
    }

    /// The last minute the wheels can show: 23:59 on 31 December of year 9999.
    private var eraEnd = Date.distantFuture

    /// `date` kept within the years the wheels have rows for (1…9999 of the calendar).
    func withinWheels(_ date: Date) -> Date { min(max(date, eraStart), eraEnd) }

    private func formatter(_ template: String) -> DateFormatter {
        if let f = formatters[template] { return f }
        let f = DateFormatter()
        f.locale = picker.locale
        f.calendar = calendar
        f.timeZone = calendar.timeZone
        f.setLocalizedDateFormatFromTemplate(template)
        formatters[template] = f
        return f
    }

    // MARK: Rows

    /// The month numbers the year of `date` has, in order: 1…12 in the Gregorian calendar;
    /// in the Hebrew calendar 1…13 in a leap year and 1…13 without 6 (Adar I) in a common
    /// one, as UIDatePicker's month wheel shows them.
    func months(inYearOf date: Date) -> [Int] {
        let c = calendar
        let parts = c.dateComponents([.era, .year], from: date)
        let key = (parts.era ?? 0) * 100_000 + (parts.year ?? 0)
        if let cached = monthsCache, cached.key == key { return cached.months }
        let range = c.range(of: .month, in: .year, for: date) ?? 1..<13
        let months = range.filter { month in
            guard let first = c.date(from: DateComponents(era: parts.era, year: parts.year, month: month, day: 1)) else { return false }
            return c.component(.month, from: first) == month && c.component(.year, from: first) == parts.year
        }
        monthsCache = (key, months.isEmpty ? Array(range) : months)
        return monthsCache?.months ?? Array(range)
    }

    func numberOfComponents(in pickerView: PickerView) -> Int { layout.columns.count }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        guard layout.columns.indices.contains(component) else { return 0 }
        let c = calendar, date = picker.storedDate
        switch layout.columns[component] {
        case .year: return 9999
        case .month: return months(inYearOf: date).count
        case .day: return c.range(of: .day, in: .month, for: date)?.count ?? 31
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
        let parts = c.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let hour = parts.hour ?? 0, minute = parts.minute ?? 0
        let shown = Int(picker.countDownDuration / 60)
        return layout.columns.map { column in
            switch column {
            case .year: return (parts.year ?? 1) - 1
            case .month: return months(inYearOf: date).firstIndex(of: parts.month ?? 1) ?? 0
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
            picker.reloadComponent(component)  // the month's length, the year's months
        }
        for (component, row) in rows(for: date).enumerated() {
            picker.selectRow(row, inComponent: component, animated: animated)
        }
    }

    /// The date the rows `rows` make, keeping what the wheels do not show from `base`;
    /// nil when the calendar cannot make it.
    func date(from rows: [Int], base: Date) -> Date? {
        let c = calendar
        var parts = c.dateComponents([.era, .year, .month, .day, .hour, .minute], from: base)
        parts.second = 0
        var hour12: Int?, isPM: Bool?
        var dayOffset: Int?, monthRow: Int?
        for (column, row) in zip(layout.columns, rows) where row >= 0 {
            switch column {
            case .year: parts.year = row + 1
            case .month: monthRow = row
            case .day: parts.day = row + 1
            case .dayOfEra: dayOffset = row
            case .hour: if layout.uses12HourClock { hour12 = row } else { parts.hour = row }
            case .minute: parts.minute = row * picker.minuteInterval
            case .dayPeriod: isPM = row == 1
            case .countdownHours, .countdownMinutes: break
            }
        }
        // The month row is one of the months the wheel shows (those of the base date's
        // year); in the chosen year the same month, or the next one it has (a Hebrew
        // common year has Adar, not Adar I).
        if let monthRow {
            let shown = months(inYearOf: base)
            let month = shown[min(max(monthRow, 0), shown.count - 1)]
            if let first = c.date(from: DateComponents(era: parts.era, year: parts.year, month: 1, day: 1)) {
                let months = months(inYearOf: first)
                parts.month = months.first { $0 >= month } ?? months.last ?? month
            } else {
                parts.month = month
            }
        }
        if let hour12 {
            parts.hour = hour12 + ((isPM ?? ((parts.hour ?? 0) >= 12)) ? 12 : 0)
        } else if let isPM, let h = parts.hour {
            parts.hour = h % 12 + (isPM ? 12 : 0)
        }
        if let dayOffset, let day = c.date(byAdding: .day, value: dayOffset, to: eraStart) {
            let d = c.dateComponents([.era, .year, .month, .day], from: day)
            (parts.era, parts.year, parts.month, parts.day) = (d.era, d.year, d.month, d.day)
        }
        // A day past the month's end (31 in a 30-day month) becomes the month's last day.
        if let y = parts.year, let m = parts.month, let day = parts.day,
            let first = c.date(from: DateComponents(era: parts.era, year: y, month: m, day: 1)),
            let length = c.range(of: .day, in: .month, for: first)?.count, day > length
        {
            parts.day = length
        }
        return c.date(from: parts)
    }

    /// Widths in proportion to what each wheel shows ("Wed, Dec 2" needs more room than "41").
    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat {
        func weight(_ column: DatePickerLayout.Column) -> CGFloat {
            switch column {
            case .dayOfEra: return 2.3
            case .month: return 1.7
            case .year: return 1.1
            case .countdownHours, .countdownMinutes: return 1.4
            case .day, .hour, .minute, .dayPeriod: return 0.8
            }
        }
        guard layout.columns.indices.contains(component) else { return -1 }
        let total = layout.columns.map(weight).reduce(0, +)
        return max(pickerView.bounds.width - 16, 0) * weight(layout.columns[component]) / total
    }

    // MARK: Titles

    func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int) -> TextRun? {
        guard layout.columns.indices.contains(component) else { return nil }
        let title = title(row, column: layout.columns[component])
        let dimmed = isOutOfRange(row: row, component: component)
        return TextRun(title, font: picker.font, color: dimmed ? DrawingColor.secondaryLabel.withAlpha(0.35) : .label, alignment: .center)
    }

    /// Formatted titles of recently drawn rows: formatting a date costs microseconds, and
    /// a spinning wheel draws the same few rows frame after frame.
    private var titleCache: [TitleKey: String] = [:]
    /// The months of the last year asked about (see `months(inYearOf:)`), by era and year.
    private var monthsCache: (key: Int, months: [Int])?
    private struct TitleKey: Hashable {
        var column: DatePickerLayout.Column
        var row: Int
        /// The month the row is formatted in (month and day wheels depend on it).
        var context: Int
    }

    /// The year and month of the date shown, worked out once per date (not per row).
    private var yearAndMonth: (date: Date, year: Int, month: Int)?
    private func shownYearAndMonth() -> (Int, Int) {
        let date = picker.storedDate
        if let cached = yearAndMonth, cached.date == date { return (cached.year, cached.month) }
        let parts = calendar.dateComponents([.year, .month], from: date)
        yearAndMonth = (date, parts.year ?? 0, parts.month ?? 0)
        return (parts.year ?? 0, parts.month ?? 0)
    }

    /// The day wheel's row for today, worked out once per day: counting the days since
    /// year 1 costs the calendar most of a millisecond.
    private var today: (day: DateInterval, row: Int)?
    private func todayRow() -> Int {
        let now = picker.now()
        if let today, now >= today.day.start, now < today.day.end { return today.row }
        let c = calendar
        guard let day = c.dateInterval(of: .day, for: now) else { return 0 }
        let row = c.dateComponents([.day], from: eraStart, to: day.start).day ?? 0
        today = (day, row)
        return row
    }

    func title(_ row: Int, column: DatePickerLayout.Column) -> String {
        var context = 0
        if column == .month || column == .day {
            let (year, month) = shownYearAndMonth()
            context = year * 100 + (column == .day ? month : 0)
        }
        if column == .dayOfEra { context = todayRow() }  // "Today" moves at midnight
        let key = TitleKey(column: column, row: row, context: context)
        if let cached = titleCache[key] { return cached }
        if titleCache.count > 512 { titleCache.removeAll(keepingCapacity: true) }
        let text = formatTitle(row, column: column)
        titleCache[key] = text
        return text
    }

    private func formatTitle(_ row: Int, column: DatePickerLayout.Column) -> String {
        let c = calendar, date = picker.storedDate
        switch column {
        case .year:
            let d = c.date(from: DateComponents(year: row + 1, month: 1, day: 1)) ?? date
            return formatter("y").string(from: d)
        case .month:
            let months = months(inYearOf: date)
            guard months.indices.contains(row) else { return "" }
            let parts = c.dateComponents([.era, .year], from: date)
            let d = c.date(from: DateComponents(era: parts.era, year: parts.year, month: months[row], day: 1)) ?? date
            return formatter("LLLL").string(from: d)
        case .day:
            let parts = c.dateComponents([.year, .month], from: date)
            let d = c.date(from: DateComponents(year: parts.year, month: parts.month, day: row + 1)) ?? date
            return formatter("d").string(from: d)
        case .dayOfEra:
            guard let d = c.date(byAdding: .day, value: row, to: eraStart) else { return "" }
            if c.isDate(d, inSameDayAs: picker.now()) { return picker.localized("Today") }
            return formatter("EEEMMMd").string(from: d)
        case .hour:
            let h = layout.uses12HourClock ? (row == 0 ? 12 : row) : row
            return numbers.string(from: NSNumber(value: h)) ?? String(h)
        case .minute: return twoDigits.string(from: NSNumber(value: row * picker.minuteInterval)) ?? String(row)
        case .dayPeriod: return row == 0 ? formatter("a").amSymbol : formatter("a").pmSymbol
        case .countdownHours: return picker.localized("%1$ld hours", row)
        case .countdownMinutes: return picker.localized("%1$ld min", row * picker.minuteInterval)
        }
    }

    /// Whether a row shows a date outside the limits (with the other wheels as they are).
    func isOutOfRange(row: Int, component: Int) -> Bool {
        let (lo, hi) = picker.effectiveLimits
        guard lo != nil || hi != nil else { return false }
        var rows = (0..<layout.columns.count).map { picker.selectedRow(inComponent: $0) }
        guard rows.indices.contains(component) else { return false }
        rows[component] = row
        guard let d = date(from: rows, base: picker.storedDate) else { return false }
        let c = calendar
        let column = layout.columns[component]
        let isDayColumn = [.year, .month, .day, .dayOfEra].contains(column)
        let start: Date, end: Date
        if isDayColumn {
            let unit: Calendar.Component = column == .year ? .year : column == .month ? .month : .day
            guard let interval = c.dateInterval(of: unit, for: d) else { return false }
            (start, end) = (interval.start, interval.end.addingTimeInterval(-1))
        } else {
            (start, end) = (d, d)
        }
        if let lo, end < lo { return true }
        if let hi, start > hi { return true }
        return false
    }

    /// The whole date (or the countdown) in the locale, for assistive technologies.
    var summaryElement: AccessibilityElement {
        let text: String
        switch picker.datePickerMode {
        case .date: text = formatter("yMMMMEEEEd").string(from: picker.storedDate)
        case .time: text = formatter("jm").string(from: picker.storedDate)
        case .dateAndTime: text = formatter("yMMMMEEEEdjm").string(from: picker.storedDate)
        case .yearAndMonth: text = formatter("yMMMM").string(from: picker.storedDate)
        case .countDownTimer:
            let minutes = Int(picker.countDownDuration / 60)
            text = picker.localized("%1$ld hours", minutes / 60) + " " + picker.localized("%1$ld min", minutes % 60)
        }
        return AccessibilityElement(
            id: "date", label: picker.localized("Date"), value: text, traits: .staticText, frame: picker.bounds)
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
        // The month's length follows the month and year, and the year's months its year.
        if [.month, .year].contains(layout.columns[component]) {
            for (i, column) in layout.columns.enumerated() where column == .day { wheels.reloadComponent(i) }
        }
        if layout.columns[component] == .year {
            for (i, column) in layout.columns.enumerated() where column == .month { wheels.reloadComponent(i) }
        }
        let rows = (0..<layout.columns.count).map { wheels.selectedRow(inComponent: $0) }
        guard let chosen = date(from: rows, base: picker.storedDate) else { return }
        let allowed = picker.clampedToLimits(picker.rounded(chosen))
        let before = picker.storedDate
        picker.storedDate = allowed
        if rows != self.rows(for: allowed) { show(allowed, animated: true) }  // roll back, or a DST gap moved it
        if allowed != before { picker.sendActions(for: .valueChanged) }
    }
}
