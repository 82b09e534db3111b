import Foundation

/// The calendar's texts and the formatters that make them, kept: a `DateFormatter` costs
/// tens of microseconds to make and microseconds per date, so a month's day numbers,
/// titles and spoken dates are formatted once per month, never per frame.
@MainActor
final class MonthCalendarTexts {
    private unowned let control: MonthCalendar
    private var formatters: [String: DateFormatter] = [:]
    private var alternateFormatters: [String: DateFormatter] = [:]
    private var dayNumbers: [Date: [String]] = [:]
    private var alternateNumbers: [Date: [String]] = [:]
    private var dayLabels: [Date: [String]] = [:]
    private var titles: [Date: String] = [:]
    private var widths: [String: CGFloat] = [:]
    private var symbols: (short: [String], veryShort: [String])?
    private var direction: ControlLayoutDirection?

    init(calendar: MonthCalendar) {
        control = calendar
    }

    /// The calendar, its time zone or the locale changed: everything is made again.
    func calendarDidChange() {
        formatters = [:]
        dayNumbers = [:]
        dayLabels = [:]
        titles = [:]
        widths = [:]
        symbols = nil
        direction = nil
        alternateDidChange()
    }

    /// The control measures text with another measurer (a host installed its own).
    func measurerDidChange() {
        widths = [:]
    }

    /// The alternate calendar changed.
    func alternateDidChange() {
        alternateFormatters = [:]
        alternateNumbers = [:]
        dayLabels = [:]
    }

    /// Keeps a cache small: months seen long ago are formatted again if they come back.
    private func bounded<V>(_ cache: inout [Date: V]) {
        if cache.count >= 24 { cache.removeAll(keepingCapacity: true) }
    }

    /// A formatter of the calendar in the control's locale, from a template ("yMMMM") or,
    /// with `raw`, a fixed pattern ("d": the day's number alone, in the locale's digits).
    func formatter(_ template: String, raw: Bool = false) -> DateFormatter {
        let key = (raw ? "=" : "") + template
        if let f = formatters[key] { return f }
        let c = control.model.calendar
        let f = DateFormatter()
        f.locale = control.locale
        f.calendar = c
        f.timeZone = c.timeZone
        if raw {
            f.dateFormat = template
        } else {
            DatePickerYears.applyTemplate(template, to: f, calendar: c.identifier)
        }
        formatters[key] = f
        return f
    }

    /// A formatter of the alternate calendar, in its own locale (else the control's), in the
    /// control's time zone; nil without an alternate calendar.
    private func alternateFormatter(_ template: String, raw: Bool = false) -> DateFormatter? {
        guard var alternate = control.alternateCalendar else { return nil }
        let key = (raw ? "=" : "") + template
        if let f = alternateFormatters[key] { return f }
        alternate.timeZone = control.model.calendar.timeZone
        let f = DateFormatter()
        f.locale = alternate.locale ?? control.locale
        f.calendar = alternate
        f.timeZone = alternate.timeZone
        if raw { f.dateFormat = template } else { f.setLocalizedDateFormatFromTemplate(template) }
        alternateFormatters[key] = f
        return f
    }

    // MARK: Days

    /// The number of each day of `month` in the locale's digits ("1", "١", "一").
    func dayNumbers(of month: MonthCalendarModel.Month) -> [String] {
        if let cached = dayNumbers[month.start] { return cached }
        bounded(&dayNumbers)
        let f = formatter("d", raw: true)
        let numbers = month.dayStarts.map { f.string(from: $0) }
        dayNumbers[month.start] = numbers
        return numbers
    }

    /// Each day's number in the alternate calendar (at the middle of the day, clear of
    /// daylight-saving edges), or on the first day of one of its months that month's name,
    /// as iOS Calendar marks a new lunar month; nil without an alternate calendar.
    func alternateDayNumbers(of month: MonthCalendarModel.Month) -> [String]? {
        guard let f = alternateFormatter("d", raw: true), let names = alternateFormatter("MMM", raw: true) else { return nil }
        if let cached = alternateNumbers[month.start] { return cached }
        bounded(&alternateNumbers)
        let numbers = month.dayStarts.indices.map { i -> String in
            let date = middle(ofDay: i, month)
            return f.calendar.component(.day, from: date) == 1 ? names.string(from: date) : f.string(from: date)
        }
        alternateNumbers[month.start] = numbers
        return numbers
    }

    private func middle(ofDay index: Int, _ month: MonthCalendarModel.Month) -> Date {
        guard let day = month.interval(ofDay: index) else { return month.start }
        return day.start.addingTimeInterval(day.duration / 2)
    }

    /// What a screen reader says for each day: the full date ("Tuesday, 1 December 2026"),
    /// with the alternate calendar's date after it when there is one.
    func dayLabels(of month: MonthCalendarModel.Month) -> [String] {
        if let cached = dayLabels[month.start] { return cached }
        bounded(&dayLabels)
        let f = formatter("yMMMMEEEEd")
        let alternate = alternateFormatter("yMMMMd")
        let labels = month.dayStarts.indices.map { i -> String in
            let date = middle(ofDay: i, month)
            let text = f.string(from: date)
            guard let alternate else { return text }
            return text + ", " + alternate.string(from: date)
        }
        dayLabels[month.start] = labels
        return labels
    }

    // MARK: Header, weekdays, time, ranges

    /// The month and year ("December 2026").
    func title(of month: MonthCalendarModel.Month) -> String {
        if let cached = titles[month.start] { return cached }
        bounded(&titles)
        let formatted = month.numberOfDays > 0 ? formatter("yMMMM").string(from: month.start) : ""
        // A title begins with a capital ("Декабрь 2026 г."), as iOS writes it.
        let text = formatted.prefix(1).uppercased(with: control.locale) + formatted.dropFirst()
        titles[month.start] = text
        return text
    }

    /// The width of `text` in `font`, measured once per text and font size.
    func width(of text: String, font: DrawingFont) -> CGFloat {
        let key = "\(font.size)|\(font.weight.rawValue)|" + text
        if let w = widths[key] { return w }
        if widths.count > 256 { widths.removeAll(keepingCapacity: true) }
        let w = control.textMeasurer.size(of: text, font: font).width
        widths[key] = w
        return w
    }

    /// The weekday symbols in column order: the locale's short ones in capitals ("SUN",
    /// "ПН"), as iOS's calendar heads its columns, or the very short ones ("S", "א׳") when a
    /// short one would not fit `columnWidth` with room to spare or is two words.
    func weekdaySymbols(fitting columnWidth: CGFloat, font: DrawingFont) -> [String] {
        let model = control.model
        if symbols == nil {
            let c = model.calendar
            let short = model.inColumnOrder(c.shortStandaloneWeekdaySymbols).map { $0.uppercased(with: control.locale) }
            symbols = (short, model.inColumnOrder(c.veryShortStandaloneWeekdaySymbols))
        }
        guard let symbols else { return [] }
        // A short symbol of two words ("יום א׳") reads as a phrase, not a column head.
        let fits = symbols.short.allSatisfy { !$0.contains(" ") && width(of: $0, font: font) <= columnWidth - 6 }
        return fits ? symbols.short : symbols.veryShort
    }

    /// The time of `date` in the locale's clock ("9:41 AM", "09:41").
    func timeText(_ date: Date) -> String { formatter("jm").string(from: date) }

    /// A range as a screen reader says it: "from 3 to 7 December" (the month and year only
    /// where the ends differ in them).
    func rangeText(from start: Date, to end: Date) -> String {
        let c = control.model.calendar
        let a = c.dateComponents([.era, .year, .month], from: start), b = c.dateComponents([.era, .year, .month], from: end)
        let first: String
        if a.era != b.era || a.year != b.year {
            first = formatter("yMMMMd").string(from: start)
        } else if a.month != b.month {
            first = formatter("MMMMd").string(from: start)
        } else {
            first = formatter("d", raw: true).string(from: start)
        }
        let last = formatter(a.era != b.era || a.year != b.year ? "yMMMMd" : "MMMMd").string(from: end)
        return control.localizedText("from %1$@ to %2$@", first, last)
    }

    /// Whether the locale writes right to left (its language's direction, as the date
    /// picker's wheels ask it).
    var localeIsRightToLeft: Bool {
        if let direction { return direction == .rightToLeft }
        let language = NSLocale(localeIdentifier: control.locale.identifier).object(forKey: .languageCode) as? String ?? "en"
        let d: ControlLayoutDirection = NSLocale.characterDirection(forLanguage: language) == .rightToLeft ? .rightToLeft : .leftToRight
        direction = d
        return d == .rightToLeft
    }
}

extension MonthCalendar {
    /// A built-in format with string arguments (`%1$@`) in the control's locale.
    func localizedText(_ key: String, _ arguments: String...) -> String {
        var text = localized(key)
        for (i, argument) in arguments.enumerated() { text = text.replacingOccurrences(of: "%\(i + 1)$@", with: argument) }
        return text
    }
}
