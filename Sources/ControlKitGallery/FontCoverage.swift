import CProjectFonts
import ControlKit
import ControlKitCairo
import Foundation

/// Whether the fonts in use can draw every character that the gallery and the snapshot
/// tests show.
///
/// Text is drawn with the project's fonts only (`scripts/fonts/fonts.conf`, set as
/// `FONTCONFIG_FILE` before `main` by the `CProjectFonts` target). A character none of
/// them has is drawn as a missing-glyph box, which a snapshot would record as if it were
/// right. `controlkit-gallery --check-fonts` (run by `scripts/gallery.sh` and
/// `scripts/test.sh` right after the build) fails instead, naming the Debian package that
/// has the character.
///
/// ```swift
/// for glyph in FontCoverage.missingGlyphs() { print(glyph) }
/// ```
@MainActor
public enum FontCoverage {
    /// The locales whose date and time names the gallery and the tests draw.
    public static let locales = ["en_US", "ru_RU", "ja_JP", "ar_EG", "ar", "he_IL"]

    /// The fontconfig file in use: the project's, unless the process did not link
    /// `CProjectFonts`.
    public static var configurationFile: String {
        ProcessInfo.processInfo.environment["FONTCONFIG_FILE"] ?? "(fontconfig's default)"
    }

    /// The project's own fontconfig file (`scripts/fonts/fonts.conf` of this checkout).
    public static var projectConfigurationFile: String { String(cString: controlkit_project_fonts_file()) }

    /// A character that no configured font can draw.
    public struct MissingGlyph: Equatable, CustomStringConvertible {
        /// The character.
        public var character: Unicode.Scalar
        /// Where it was met: a locale ("ja_JP") or a gallery page ("date-picker").
        public var source: String
        /// A text it appears in.
        public var sample: String
        /// The Debian package whose font has it, if one of the project's packages does.
        public var package: String?

        public var description: String {
            let code = "U+" + String(character.value, radix: 16, uppercase: true)
            let fix =
                package.map { "install \($0) (scripts/setup.sh does)" }
                ?? "no font package of scripts/setup.sh has it: add one there and to scripts/fonts/fonts.conf"
            return "\(source): '\(Character(character))' (\(code)) in \"\(sample)\" has no glyph; \(fix)"
        }
    }

    /// Every text to check, by where it comes from: each gallery page's drawn strings, and
    /// for each of ``locales`` the names a date picker can show (every month, weekday,
    /// AM/PM, years, days, hours, minutes), not only the rows a picture happens to show.
    public static func texts() -> [(source: String, strings: [String])] {
        var result: [(source: String, strings: [String])] = []
        for page in Gallery.pages {
            let canvas = RecordingCanvas(measurer: PangoTextMeasurer())
            for item in page.items { item.draw(canvas) }
            result.append((page.id, Array(Set(canvas.displayList.drawnText)).sorted()))
        }
        for identifier in locales {
            result.append((identifier, dateNames(locale: Locale(identifier: identifier))))
        }
        return result
    }

    /// The characters of `texts` (by default ``texts()``) that no configured font has, each
    /// once per source.
    public static func missingGlyphs(in texts: [(source: String, strings: [String])] = texts()) -> [MissingGlyph] {
        let measurer = PangoTextMeasurer()
        let font = DrawingFont.system(size: 17)
        var missing: [MissingGlyph] = []
        for (source, strings) in texts {
            var seen = Set<Unicode.Scalar>()
            for string in strings where measurer.unknownGlyphCount(in: string, font: font) > 0 {
                for scalar in string.unicodeScalars where !seen.contains(scalar) {
                    guard measurer.unknownGlyphCount(in: String(scalar), font: font) > 0 else { continue }
                    seen.insert(scalar)
                    missing.append(MissingGlyph(character: scalar, source: source, sample: string, package: package(for: scalar)))
                }
            }
        }
        return missing
    }

    /// The Debian package (of those `scripts/setup.sh` installs) whose font covers the
    /// scalar's script, or nil.
    public static func package(for scalar: Unicode.Scalar) -> String? {
        scripts.first { $0.ranges.contains { $0.contains(scalar.value) } }?.package
    }

    /// Which package draws which blocks; keep in step with `scripts/fonts/fonts.conf`.
    static let scripts: [(package: String, ranges: [ClosedRange<UInt32>])] = [
        // Latin, Greek, Cyrillic, Hebrew, Arabic (with its presentation forms), punctuation.
        (
            "fonts-dejavu-core",
            [0x0000...0x052F, 0x0590...0x06FF, 0x0750...0x077F, 0x1E00...0x1FFF, 0x2000...0x206F, 0xFB1D...0xFDFF, 0xFE70...0xFEFF]
        ),
        // Han, kana, Hangul, CJK punctuation and full-width forms.
        (
            "fonts-noto-cjk",
            [0x1100...0x11FF, 0x2E80...0x2FDF, 0x3000...0x318F, 0x31F0...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF]
        ),
    ]

    /// What a date picker in `locale` can show, in the Gregorian calendar.
    static func dateNames(locale: Locale) -> [String] {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = TimeZone(identifier: "UTC")
        var names: [String] = []
        names += formatter.monthSymbols + formatter.standaloneMonthSymbols + formatter.shortMonthSymbols
        names += formatter.weekdaySymbols + formatter.shortWeekdaySymbols
        names += [formatter.amSymbol, formatter.pmSymbol]
        // Every digit in the locale's numbering system and its year, day and hour suffixes.
        let templates = ["y", "d", "MMMd", "yMMMMd", "EEEMMMd", "j", "jm", "Hm", "mm"]
        let instants = (0..<10).map { Date(timeIntervalSince1970: 1_796_031_660 + Double($0) * 90_061) }
        for template in templates {
            formatter.setLocalizedDateFormatFromTemplate(template)
            names += instants.map(formatter.string(from:))
        }
        return names
    }
}
