import Foundation

/// The year wheel's rows: every year the wheels span, in time order, each an era and a
/// year of that era. Pure; made again when the calendar changes.
///
/// Most calendars count their years in one era, and the wheel shows years 1…9999 of the era
/// in force today (row `n` is year `n + 1`). Two calendars count through eras a date
/// picker must show: the Japanese calendar starts a new era with each reign, and the
/// Republic of China's counts the years before 1912 down to 1 in an era of their own.
/// There the wheel runs through every earlier era to today's, as UIDatePicker's does:
/// "Shōwa 64", "Heisei 1" … "Heisei 31", "Reiwa 1", from the start of the first year of
/// the Common Era (or, in the Japanese calendar, whose eras begin with Taika in 645, from
/// Taika 1) to year 9999 of today's era. A year two eras share (1989, 2019) has a row in
/// each, and the month wheel of each has the months of that era alone.
///
/// The Chinese and Korean (dangi) calendars count years in cycles of sixty, each an era to
/// Foundation: there the wheel runs through every cycle from the year of the Common Era's
/// first day to the year in which the Gregorian 9999 ends, and each year is named as the
/// locale names years of that calendar ("2026(bing-wu)", "丙午年", "2026년(병오년)":
/// ``formattingLocale(_:for:)``), not by its number in the cycle.
struct DatePickerYears {
    /// The rows of one era: `count` years from `firstYear`, counting up (`step` 1) or down
    /// (−1, the years before the Republic of China).
    struct Segment: Equatable {
        let era: Int
        let firstYear: Int
        let step: Int
        let count: Int
        let firstRow: Int
        /// The first instant of the segment's first row: the start of that year, or the
        /// era's first day when the era began within it.
        let start: Date
    }

    /// The eras in time order; never empty.
    let segments: [Segment]
    /// Each era's segment, by era.
    private let index: [Int: Int]
    /// The first instant the wheels show: the start of their first year.
    var start: Date { segments[0].start }
    /// The number of rows.
    var count: Int { segments[segments.count - 1].firstRow + segments[segments.count - 1].count }
    /// Whether the rows span more than one era, so each row's title names its era.
    var showsEras: Bool { segments.count > 1 }

    /// The calendars whose year wheel runs through earlier eras.
    static func countsThroughEras(_ identifier: Calendar.Identifier) -> Bool {
        identifier == .japanese || identifier == .republicOfChina
    }

    /// The calendars that count years in cycles of sixty, each cycle an era.
    static func countsInCycles(_ identifier: Calendar.Identifier) -> Bool {
        // (`.dangi` is matched by name: Apple's SDKs before iOS 26 do not declare it.)
        identifier == .chinese || String(describing: identifier) == "dangi"
    }

    /// Gives `formatter` (whose locale and calendar are set) the pattern of `template` in
    /// its locale: ``template(_:naming:)``'s, and in a cyclic calendar the locale's pattern
    /// for that calendar, resolved with ``formattingLocale(_:for:)`` (a template's "y" is
    /// "r(U)" in English for the Chinese calendar, "2026(bing-wu)", where the locale's
    /// Gregorian patterns give the year of the cycle, "43"). The formatter keeps the
    /// person's own locale, so a template of a time alone still follows their settings (a
    /// 24-hour clock); one that mixes a date and a time takes the locale's clock.
    static func applyTemplate(_ template: String, to formatter: DateFormatter, calendar identifier: Calendar.Identifier) {
        let template = DatePickerYears.template(template, naming: identifier)
        if countsInCycles(identifier), template.contains(where: { "yMLdEUrG".contains($0) }),
            let pattern = DateFormatter.dateFormat(
                fromTemplate: template, options: 0, locale: formattingLocale(formatter.locale ?? .current, for: identifier))
        {
            formatter.dateFormat = pattern
        } else {
            formatter.setLocalizedDateFormatFromTemplate(template)
        }
    }

    /// `locale` with the calendar `identifier` names, for resolving templates in a cyclic
    /// calendar (``applyTemplate(_:to:calendar:)``); other calendars' locales as they are.
    static func formattingLocale(_ locale: Locale, for identifier: Calendar.Identifier) -> Locale {
        guard countsInCycles(identifier) else { return locale }
        let keyword = "calendar=" + (identifier == .chinese ? "chinese" : "dangi")
        let id = locale.identifier
        if id.contains("calendar=") { return locale }
        return Locale(identifier: id.contains("@") ? id + ";" + keyword : id + "@" + keyword)
    }

    /// `template` with the era added where the calendar counts through eras and the
    /// template has a year ("y" → "Gy": "Heisei 2", "平成2年", not a bare "2"), for every
    /// text that names a year in such a calendar.
    static func template(_ template: String, naming identifier: Calendar.Identifier) -> String {
        countsThroughEras(identifier) && template.contains("y") && !template.contains("G") ? "G" + template : template
    }

    /// The rows of `calendar`, whose era in force at `now` is the last.
    @MainActor init(calendar c: Calendar, now: Date) {
        let current = c.component(.era, from: now)
        let firstYear = c.date(from: DateComponents(era: current, year: 1, month: 1, day: 1)) ?? .distantPast
        let single = [Segment(era: current, firstYear: 1, step: 1, count: 9999, firstRow: 0, start: firstYear)]
        if DatePickerYears.countsThroughEras(c.identifier) {
            segments = DatePickerYears.eras(of: c, upTo: current) ?? single
        } else if DatePickerYears.countsInCycles(c.identifier) {
            segments = DatePickerYears.cycles(of: c) ?? single
        } else {
            segments = single
        }
        var index: [Int: Int] = [:]
        for (i, s) in segments.enumerated() where index[s.era] == nil { index[s.era] = i }
        self.index = index
    }

    /// The eras already walked, by calendar, zone and today's era: the walk through the
    /// Japanese calendar's 236 eras takes milliseconds, and every picker in that calendar
    /// has the same rows.
    @MainActor private static var walked: [String: [Segment]] = [:]

    /// The eras from the Common Era's first year (or the first era's year 1 after it) to
    /// `current`; nil when the walk does not reach `current`.
    @MainActor private static func eras(of c: Calendar, upTo current: Int) -> [Segment]? {
        let key = "\(c.identifier) \(c.timeZone.identifier) \(c.timeZone.secondsFromGMT()) \(current)"
        if let known = walked[key] { return known }
        let segments = walk(c, upTo: current)
        if let segments { walked[key] = segments }
        return segments
    }

    private static func walk(_ c: Calendar, upTo current: Int) -> [Segment]? {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = c.timeZone
        guard let commonEra = gregorian.date(from: DateComponents(era: 1, year: 1, month: 1, day: 1)) else { return nil }
        let there = c.dateComponents([.era, .year], from: commonEra)
        // Before Taika the Japanese calendar counts years of 0 and less: begin at Taika 1.
        var day =
            (there.year ?? 0) < 1
            ? c.date(from: DateComponents(era: there.era, year: 1, month: 1, day: 1))
            : c.dateInterval(of: .year, for: commonEra)?.start
        var segments: [Segment] = []
        var row = 0
        while let here = day, segments.count < 1_000 {
            let parts = c.dateComponents([.era, .year], from: here)
            guard let era = parts.era, let year = parts.year else { return nil }
            if era == current {
                guard year >= 1, year <= 9999 else { return nil }
                segments.append(Segment(era: era, firstYear: year, step: 1, count: 9999 - year + 1, firstRow: row, start: here))
                return segments
            }
            // Foundation's interval of an early Japanese era does not end where the next
            // era's dates begin, so the next era is found from the eras of the days.
            guard let next = nextEra(after: here, era: era, in: c), next > here,
                let lastYear = c.dateComponents([.year], from: next.addingTimeInterval(-43_200)).year
            else { return nil }
            let step = lastYear >= year ? 1 : -1
            let count = abs(lastYear - year) + 1
            segments.append(Segment(era: era, firstYear: year, step: step, count: count, firstRow: row, start: here))
            row += count
            day = next
        }
        return nil
    }

    /// The cycles of sixty years from the one holding the Common Era's first day to the one
    /// holding the last day of Gregorian 9999, each a segment of its years (the first from
    /// that day's year); nil when the calendar cannot make them. Worked out from the eras'
    /// numbers, one date a cycle (the Chinese calendar's arithmetic is slow), and kept.
    @MainActor private static func cycles(of c: Calendar) -> [Segment]? {
        let key = "cycles \(c.identifier) \(c.timeZone.identifier) \(c.timeZone.secondsFromGMT())"
        if let known = walked[key] { return known }
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = c.timeZone
        guard let commonEra = gregorian.date(from: DateComponents(era: 1, year: 1, month: 1, day: 1)),
            let last = gregorian.date(from: DateComponents(era: 1, year: 9999, month: 12, day: 31)),
            let first = c.dateInterval(of: .year, for: commonEra)?.start
        else { return nil }
        let from = c.dateComponents([.era, .year], from: first)
        let to = c.dateComponents([.era, .year], from: last)
        guard let firstEra = from.era, let firstYear = from.year, let lastEra = to.era, let lastYear = to.year,
            (1...60).contains(firstYear), (1...60).contains(lastYear), lastEra >= firstEra, lastEra - firstEra < 1_000
        else { return nil }
        var segments: [Segment] = []
        var row = 0
        for era in firstEra...lastEra {
            let year = era == firstEra ? firstYear : 1
            let count = (era == lastEra ? lastYear : 60) - year + 1
            guard count > 0, let start = era == firstEra ? first : c.date(from: DateComponents(era: era, year: 1, month: 1, day: 1))
            else { return nil }
            segments.append(Segment(era: era, firstYear: year, step: 1, count: count, firstRow: row, start: start))
            row += count
        }
        walked[key] = segments
        return segments
    }

    /// The first day after `here` (a day's first instant) in a later era than `era`: a year
    /// at a time, then the day by halving (eras only follow one another, so "a later era"
    /// holds from one day on). Days are probed at their middle, reached in seconds rather
    /// than with the calendar's day arithmetic, which would double the calendar's work.
    private static func nextEra(after here: Date, era: Int, in c: Calendar) -> Date? {
        func middle(_ days: Int) -> Date { here.addingTimeInterval((Double(days) + 0.5) * 86_400) }
        func isLater(_ days: Int) -> Bool { (c.dateComponents([.era], from: middle(days)).era ?? era) > era }
        var low = 0  // `here` + low days is in `era`
        while !isLater(low + 366) {
            low += 366
            if low > 20_000 * 366 { return nil }
        }
        var high = low + 366  // + high days is not
        while high - low > 1 {
            let mid = (low + high) / 2
            if isLater(mid) { high = mid } else { low = mid }
        }
        return c.startOfDay(for: middle(high))
    }

    /// The segment that holds `row` (clamped to the rows).
    private func segment(holding row: Int) -> Segment {
        var low = 0, high = segments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if segments[middle].firstRow <= row { low = middle } else { high = middle - 1 }
        }
        return segments[low]
    }

    /// The era and year of `row` (clamped to the rows).
    func eraAndYear(atRow row: Int) -> (era: Int, year: Int) {
        let row = min(max(row, 0), count - 1)
        let s = segment(holding: row)
        return (s.era, s.firstYear + (row - s.firstRow) * s.step)
    }

    /// The row of `year` of `era`: the first or last row when the era is before or after
    /// the wheel's, or the year outside its era's rows.
    func row(era: Int?, year: Int?) -> Int {
        let year = year ?? 1
        guard let i = era.map({ index[$0] }) ?? 0 else { return (era ?? 0) < segments[0].era ? 0 : count - 1 }
        let s = segments[i]
        return s.firstRow + min(max((year - s.firstYear) * s.step, 0), s.count - 1)
    }

    /// The first instant of `year` of `era` in `calendar`: its 1 January, or the era's first
    /// day when the era began later in that year. Nil when the calendar cannot make it.
    func firstDay(era: Int?, year: Int?, in calendar: Calendar) -> Date? {
        guard let day = calendar.date(from: DateComponents(era: era, year: year, month: 1, day: 1)) else { return nil }
        guard let i = era.flatMap({ index[$0] }), segments[i].firstYear == year else { return day }
        let s = segments[i]
        return max(day, s.start)
    }
}
