import Foundation

/// Which wheels a ``WheelDatePicker`` shows, in which order, for a mode and a locale. Pure.
///
/// The order comes from the locale's own date and time patterns (CLDR): month–day–year in
/// en_US, day–month–year in ru_RU, year–month–day in ja_JP (and month–year or year–month
/// for ``WheelDatePicker/Mode/yearAndMonth``, from the pattern of a month and its year); a
/// 12-hour clock and the position of its AM/PM wheel from the locale's hour pattern
/// ("h:mm a", "H:mm").
///
/// ```swift
/// DatePickerLayout(mode: .date, locale: Locale(identifier: "ja_JP")).columns   // [.year, .month, .day]
/// DatePickerLayout(mode: .yearAndMonth, locale: Locale(identifier: "en_US")).columns   // [.month, .year]
/// ```
public struct DatePickerLayout: Hashable, Sendable {
    /// One wheel.
    public enum Column: Hashable, Sendable {
        /// The English name of the wheel, the key of its localized accessibility label.
        var accessibilityName: String {
            switch self {
            case .year: "Year"
            case .month: "Month"
            case .day, .dayOfEra: "Day"
            case .hour, .countdownHours: "Hours"
            case .minute, .countdownMinutes: "Minutes"
            case .dayPeriod: "AM/PM"
            }
        }

        case year, month, day
        /// Date-and-time mode's day wheel ("Mon Nov 30", "Today").
        case dayOfEra
        case hour, minute, dayPeriod
        case countdownHours, countdownMinutes

        /// Whether the wheel wraps around, as UIDatePicker's do: months, days, hours and
        /// minutes loop (December is followed by January of the same year); years, the
        /// date-and-time day wheel and AM/PM end.
        public var wraps: Bool {
            switch self {
            case .month, .day, .hour, .minute, .countdownHours, .countdownMinutes: true
            case .year, .dayOfEra, .dayPeriod: false
            }
        }
    }

    /// The wheels, leading to trailing in the locale's reading order.
    public let columns: [Column]
    /// Whether hours run 1…12 with an AM/PM wheel.
    public let uses12HourClock: Bool
    /// Whether the locale writes right to left (the wheels are mirrored).
    public let isRightToLeft: Bool

    /// The layout of `mode` in `locale`.
    public init(mode: WheelDatePicker.Mode, locale: Locale) {
        let timePattern = DateFormatter.dateFormat(fromTemplate: "jm", options: 0, locale: locale) ?? "h:mm a"
        let twelve = timePattern.contains("a") || timePattern.contains("h") || timePattern.contains("K")
        uses12HourClock = twelve
        // NSLocale's form of the question, on every iOS the package supports (Locale.Language
        // came in iOS 16); the same CLDR answer.
        let language = NSLocale(localeIdentifier: locale.identifier).object(forKey: .languageCode) as? String ?? "en"
        isRightToLeft = NSLocale.characterDirection(forLanguage: language) == .rightToLeft
        var time: [Column] = [.hour, .minute]
        if twelve {
            let a = timePattern.firstIndex(of: "a"), h = timePattern.firstIndex { "hHkK".contains($0) }
            if let a, let h, a < h { time.insert(.dayPeriod, at: 0) } else { time.append(.dayPeriod) }
        }
        switch mode {
        case .time: columns = time
        case .dateAndTime: columns = [.dayOfEra] + time
        case .countDownTimer: columns = [.countdownHours, .countdownMinutes]
        case .date: columns = DatePickerLayout.order([.year, .month, .day], template: "yMMMMd", fallback: "MMMM d, y", locale: locale)
        case .yearAndMonth: columns = DatePickerLayout.order([.year, .month], template: "yMMMM", fallback: "MMMM y", locale: locale)
        }
    }

    /// `columns` (years, months, days) in the order the locale writes them in its pattern for
    /// `template`.
    private static func order(_ columns: [Column], template: String, fallback: String, locale: Locale) -> [Column] {
        let pattern = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? fallback
        func letters(_ column: Column) -> String { column == .year ? "yY" : column == .month ? "ML" : "d" }
        func position(_ column: Column) -> String.Index { pattern.firstIndex { letters(column).contains($0) } ?? pattern.endIndex }
        return columns.sorted { position($0) < position($1) }
    }
}
