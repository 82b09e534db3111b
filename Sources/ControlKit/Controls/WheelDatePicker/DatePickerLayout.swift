import Foundation

/// Which wheels a ``WheelDatePicker`` shows, in which order, for a mode and a locale. Pure.
///
/// The order comes from the locale's own date and time patterns (CLDR): month–day–year in
/// en_US, day–month–year in ru_RU, year–month–day in ja_JP; a 12-hour clock and the
/// position of its AM/PM wheel from the locale's hour pattern ("h:mm a", "H:mm").
///
/// ```swift
/// DatePickerLayout(mode: .date, locale: Locale(identifier: "ja_JP")).columns   // [.year, .month, .day]
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
        case .date:
            let pattern = DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale) ?? "MMMM d, y"
            func position(_ letters: String) -> String.Index {
                pattern.firstIndex { letters.contains($0) } ?? pattern.endIndex
            }
            let order: [(Column, String.Index)] = [(.year, position("yY")), (.month, position("ML")), (.day, position("d"))]
            columns = order.sorted { $0.1 < $1.1 }.map(\.0)
        }
    }
}
