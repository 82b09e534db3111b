import Foundation

/// The package's built-in texts, read from `Resources/<language>.lproj/Localizable.strings`.
///
/// Looked up by the control's own `locale` rather than the process's preferred languages,
/// so one screen can show controls in different languages and tests are deterministic.
/// A language without a table reads English; a key missing from a table reads the key.
enum LocalizedStrings {
    /// The text for `key` in `locale`'s language.
    static func string(_ key: String, locale: Locale) -> String {
        table(for: languageCode(of: locale))[key] ?? table(for: "en")[key] ?? key
    }

    /// "Today" as `locale` writes it at the start of a sentence ("Today", "Сегодня",
    /// "היום", "今日"): the platform's relative-date formatting, which knows every locale
    /// (UIKit's date picker reads the same word); the package's table when it has no word
    /// (an empty answer, or the numeric fallback: "in 0 days"). Worked out once per locale
    /// and calendar: a calendar's elements are built again at every redraw while VoiceOver
    /// runs.
    static func today(locale: Locale, calendar: Calendar) -> String {
        let key = "\(locale.identifier)|\(calendar.identifier)"
        todayLock.lock()
        let known = todayWords[key]
        todayLock.unlock()
        if let known { return known }
        let named = relativeDay(locale: locale, calendar: calendar, named: true)
        let word =
            named.isEmpty || named == relativeDay(locale: locale, calendar: calendar, named: false)
            ? string("Today", locale: locale) : named
        todayLock.lock()
        todayWords[key] = word
        todayLock.unlock()
        return word
    }

    /// The words for "no days from now": named ("Today") or numeric ("in 0 days").
    private static func relativeDay(locale: Locale, calendar: Calendar, named: Bool) -> String {
        #if canImport(Darwin)
            // Apple's Foundation: a relative date of no days.
            let formatter = RelativeDateTimeFormatter()
            formatter.dateTimeStyle = named ? .named : .numeric
            formatter.unitsStyle = .full
            formatter.formattingContext = .beginningOfSentence
            formatter.locale = locale
            formatter.calendar = calendar
            return formatter.localizedString(from: DateComponents(day: 0))
        #else
            // swift-foundation (Linux has no RelativeDateTimeFormatter): now, in days.
            var style = Date.RelativeFormatStyle(
                presentation: named ? .named : .numeric, unitsStyle: .wide, locale: locale, calendar: calendar,
                capitalizationContext: .beginningOfSentence)
            style.allowedFields = [.day]
            return Date().formatted(style)
        #endif
    }

    private static let todayLock = NSLock()
    nonisolated(unsafe) private static var todayWords: [String: String] = [:]

    /// The languages that ship with the package.
    static let languages = ["en", "ru"]

    private static func languageCode(of locale: Locale) -> String {
        let identifier = locale.identifier.lowercased()
        let code = String(identifier.prefix { $0 != "_" && $0 != "-" && $0 != "@" })
        return languages.contains(code) ? code : "en"
    }

    /// Where the strings files are: SwiftPM's resource bundle, or the `ControlKit.bundle`
    /// the CocoaPods podspec builds next to the code.
    private static var resources: Bundle {
        #if SWIFT_PACKAGE
            return Bundle.module
        #else
            let code = Bundle(for: BundleToken.self)
            return code.url(forResource: "ControlKit", withExtension: "bundle").flatMap { Bundle(url: $0) } ?? code
        #endif
    }

    private final class BundleToken {}

    private static let tables: [String: [String: String]] = {
        var result: [String: [String: String]] = [:]
        for language in languages {
            guard
                let url = resources.url(
                    forResource: "Localizable", withExtension: "strings", subdirectory: "\(language).lproj")
                    ?? resources.url(
                        forResource: "Localizable", withExtension: "strings", subdirectory: nil, localization: language),
                let text = try? String(contentsOf: url, encoding: .utf8)
            else { continue }
            result[language] = parse(text)
        }
        return result
    }()

    private static func table(for language: String) -> [String: String] { tables[language] ?? [:] }

    /// Parses the `"key" = "value";` lines of a strings file (comments and blank lines
    /// skipped; `\"`, `\\` and `\n` escapes).
    static func parse(_ text: String) -> [String: String] {
        var result: [String: String] = [:]
        var strings: [String] = []
        var current: String?
        var escaped = false
        for ch in text {
            if var s = current {
                if escaped {
                    s.append(ch == "n" ? "\n" : ch)
                    escaped = false
                    current = s
                } else if ch == "\\" {
                    escaped = true
                } else if ch == "\"" {
                    strings.append(s)
                    current = nil
                } else {
                    s.append(ch)
                    current = s
                }
            } else if ch == "\"" {
                current = ""
            } else if ch == ";" {
                if strings.count == 2 { result[strings[0]] = strings[1] }
                strings = []
            }
        }
        return result
    }
}
