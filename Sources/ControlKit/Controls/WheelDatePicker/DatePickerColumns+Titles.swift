import Foundation

/// Titles: what each row reads, formatted only for visible rows and kept for the frames
/// after; which rows are dimmed (outside the limits, or days the shown month lacks); the
/// whole date read by assistive technologies.
extension DatePickerColumns {
    struct TitleKey: Hashable {
        var column: DatePickerLayout.Column
        var row: Int
        /// The month the row is formatted in (month and day wheels depend on it).
        var context: Int
    }

    func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int) -> TextRun? {
        guard layout.columns.indices.contains(component) else { return nil }
        let column = layout.columns[component]
        let title = title(row, column: column)
        let dimmed = (column == .day && row >= shownYearAndMonth().days) || isOutOfRange(row: row, component: component)
        return TextRun(title, font: picker.font, color: dimmed ? DrawingColor.secondaryLabel.withAlpha(0.35) : .label, alignment: .center)
    }

    /// The year and month of the date shown, and the number of days of that month; the
    /// year as a key of its era and number (every Japanese era has a year 1, each with its
    /// own months).
    func shownYearAndMonth() -> (year: Int, month: Int, days: Int) {
        let date = picker.storedDate
        if let cached = yearAndMonth, cached.date == date { return (cached.year, cached.month, cached.days) }
        let parts = calendar.dateComponents([.era, .year, .month], from: date)
        let days = calendar.range(of: .day, in: .month, for: date)?.count ?? 31
        let year = (parts.era ?? 0) * 100_000 + (parts.year ?? 0)
        yearAndMonth = (date, year, parts.month ?? 0, days)
        return (year, parts.month ?? 0, days)
    }

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
            let (year, month, _) = shownYearAndMonth()
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
            let (era, year) = years.eraAndYear(atRow: row)
            let d = years.firstDay(era: era, year: year, in: c) ?? date
            return formatter("y").string(from: d)
        case .month:
            let months = months(inYearOf: date)
            guard months.indices.contains(row) else { return "" }
            let parts = c.dateComponents([.era, .year], from: date)
            let d = c.date(from: months[row].components(era: parts.era, year: parts.year, day: 1)) ?? date
            return formatter("LLLL").string(from: d)
        case .day:
            // A day the shown month lacks (30 February) is written as in the year's
            // longest month, so it reads as a day number in the locale's digits.
            let parts = c.dateComponents([.era, .year, .month], from: date)
            let month = row < shownYearAndMonth().days ? DatePickerMonth(of: parts) : longestMonth(inYearOf: date).month
            let d = c.date(from: month.components(era: parts.era, year: parts.year, day: row + 1)) ?? date
            return formatter("d").string(from: d)
        case .dayOfEra:
            guard let d = c.date(byAdding: .day, value: row, to: eraStart) else { return "" }
            if c.isDate(d, inSameDayAs: picker.now()) { return LocalizedStrings.today(locale: picker.locale, calendar: c) }
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

    /// Whether a row shows a date outside the limits (with the other wheels where they
    /// will rest).
    func isOutOfRange(row: Int, component: Int) -> Bool {
        let (lo, hi) = picker.effectiveLimits
        guard lo != nil || hi != nil else { return false }
        var rows = restingRows()
        guard rows.indices.contains(component) else { return false }
        rows[component] = row
        guard let d = date(from: rows, base: picker.storedDate) else { return false }
        let c = calendar
        let column = layout.columns[component]
        let isDayColumn = [.year, .month, .day, .dayOfEra].contains(column)
        var start: Date, end: Date
        if isDayColumn {
            let unit: Calendar.Component = column == .year ? .year : column == .month ? .month : .day
            guard let interval = c.dateInterval(of: unit, for: d) else { return false }
            (start, end) = (interval.start, interval.end.addingTimeInterval(-1))
            if column == .year, years.showsEras {
                // A year two eras share is the era's part of it (Heisei 31 ends on 30 April).
                let parts = c.dateComponents([.era, .year], from: d)
                let next = years.row(era: parts.era, year: parts.year) + 1
                if let first = years.firstDay(era: parts.era, year: parts.year, in: c) { start = max(start, first) }
                if next < years.count {
                    let (era, year) = years.eraAndYear(atRow: next)
                    if let following = years.firstDay(era: era, year: year, in: c) { end = min(end, following.addingTimeInterval(-1)) }
                }
            }
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
}
