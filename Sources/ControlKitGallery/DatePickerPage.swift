import ControlKit
import Foundation

/// The date picker: UIDatePicker's four modes, several locales, limits.
@MainActor
public enum DatePickerPage: GalleryPageSource {
    public static let id = "date-picker"

    /// 30 November 2026, 09:41 UTC: the gallery's "now", so the pictures never change.
    public static let now = Date(timeIntervalSince1970: 1_796_031_660)

    /// A picker on a fixed clock, in UTC, the Gregorian calendar and `locale`.
    public static func make(_ mode: WheelDatePicker.Mode, locale: String = "en_US") -> WheelDatePicker {
        let picker = WheelDatePicker(now: { DatePickerPage.now })
        picker.calendar = Calendar(identifier: .gregorian)
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.locale = Locale(identifier: locale)
        picker.datePickerMode = mode
        picker.date = DatePickerPage.now
        return picker
    }

    /// Year and month in Hebrew, in the Hebrew calendar, on Adar I of the leap year 5784
    /// (13 months, Adar I and Adar II), right to left.
    public static func hebrewLeapYear() -> WheelDatePicker {
        let picker = make(.yearAndMonth, locale: "he_IL")
        var hebrew = Calendar(identifier: .hebrew)
        hebrew.timeZone = TimeZone(identifier: "UTC") ?? hebrew.timeZone
        picker.calendar = hebrew
        picker.date = hebrew.date(from: DateComponents(year: 5784, month: 6, day: 10)) ?? now
        return picker
    }

    /// The date mode in the Japanese calendar (ja_JP) on 30 April 2019, the last day of
    /// Heisei: the year wheel's rows name their eras (Heisei 30, Heisei 31, then Reiwa's
    /// first year, 令和元年), and the month wheel has Heisei 31's four months.
    public static func japaneseEraChange() -> WheelDatePicker {
        let picker = make(.date, locale: "ja_JP")
        var japanese = Calendar(identifier: .japanese)
        japanese.timeZone = TimeZone(identifier: "UTC") ?? japanese.timeZone
        picker.calendar = japanese
        picker.date = japanese.date(from: DateComponents(era: 235, year: 31, month: 4, day: 30, hour: 9, minute: 41)) ?? now
        return picker
    }

    /// The date mode in the Chinese calendar, in Chinese, on a day of 2025's leap sixth
    /// month (闰六月): the month wheel has that month after the sixth, and each year is named
    /// in the sixty-year cycle (乙巳年), the wheel running through the cycles before and
    /// after this one.
    public static func chineseLeapMonth() -> WheelDatePicker {
        let picker = make(.date, locale: "zh_CN")
        var chinese = Calendar(identifier: .chinese)
        chinese.timeZone = TimeZone(identifier: "UTC") ?? chinese.timeZone
        picker.calendar = chinese
        var day = DateComponents(era: 78, year: 42, month: 6, day: 8, hour: 9, minute: 41)
        day.isLeapMonth = true
        picker.date = chinese.date(from: day) ?? now
        return picker
    }

    /// The date mode on 28 February 2018: the day wheel's 31 rows with the days February
    /// lacks dimmed.
    public static func february2018() -> WheelDatePicker {
        let picker = make(.date)
        picker.date = picker.effectiveCalendar.date(from: DateComponents(year: 2018, month: 2, day: 28, hour: 9, minute: 41)) ?? now
        return picker
    }

    /// The whole UIDatePicker (``CalendarDatePicker``) in `style`, on the same clock, zone
    /// and calendar.
    public static func picker(
        _ style: CalendarDatePicker.Style, _ mode: WheelDatePicker.Mode = .dateAndTime, locale: String = "en_US"
    ) -> CalendarDatePicker {
        let picker = CalendarDatePicker(now: { DatePickerPage.now })
        picker.calendar = Calendar(identifier: .gregorian)
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.locale = Locale(identifier: locale)
        picker.datePickerMode = mode
        picker.preferredDatePickerStyle = style
        picker.date = DatePickerPage.now.addingTimeInterval(86_400 * 17)
        return picker
    }

    public static var page: GalleryPage {
        let size = CGSize(width: 320, height: 216)
        let compact = CGSize(width: 320, height: 44)
        return GalleryPage(
            id: id, title: "DatePicker",
            summary:
                "UIDatePicker whole: the compact pills that present a calendar or time wheels, the inline calendar, and the wheels in their five modes, in the locale's order, names and clock.",
            items: [
                .control("Compact: date and time (en_US), the automatic style", size: compact, { DatePickerPage.picker(.automatic) }),
                .control(
                    "Compact: the date pill's calendar presented (its pill tinted)", size: compact, { DatePickerPage.picker(.compact) }
                ) {
                    $0.presentEditor(.date)
                },
                .control("Compact: date (ru_RU)", size: compact, { DatePickerPage.picker(.compact, .date, locale: "ru_RU") }),
                .control("Compact: right to left (he_IL)", size: compact, { DatePickerPage.picker(.compact, locale: "he_IL") }),
                .darkControl("Compact: dark style", size: compact, { DatePickerPage.picker(.compact) }),
                .control("Compact: the largest text size", size: CGSize(width: 320, height: 76), { DatePickerPage.picker(.compact, .time) })
                {
                    $0.contentSizeScale = 3.1
                },
                .control("Compact: disabled", size: compact, { DatePickerPage.picker(.compact) }) { $0.isEnabled = false },
                .control(
                    "Inline: date and time (the calendar and its time row)", size: CGSize(width: 320, height: 378),
                    { DatePickerPage.picker(.inline) }),
                .control("Inline: time (its pill)", size: compact, { DatePickerPage.picker(.inline, .time) }),
                .control("Date and time (en_US)", size: size, { DatePickerPage.make(.dateAndTime) }),
                .control("Date (en_US: month, day, year)", size: size, { DatePickerPage.make(.date) }),
                .control("Time (en_US: 12-hour with AM/PM)", size: size, { DatePickerPage.make(.time) }),
                .control("Countdown, 1 h 30 min", size: size, { DatePickerPage.make(.countDownTimer) }) { $0.countDownDuration = 5_400 },
                .control("Date (ru_RU: day, month, year)", size: size, { DatePickerPage.make(.date, locale: "ru_RU") }),
                .control("Date (ja_JP: year, month, day)", size: size, { DatePickerPage.make(.date, locale: "ja_JP") }),
                .control(
                    "Date (ja_JP, Japanese calendar: the eras' years, on Heisei's last day)", size: size,
                    { DatePickerPage.japaneseEraChange() }),
                .control(
                    "Date (zh_CN, Chinese calendar: 2025's leap sixth month, years named in the cycle)", size: size,
                    { DatePickerPage.chineseLeapMonth() }),
                .control("Time (ru_RU: 24-hour)", size: size, { DatePickerPage.make(.time, locale: "ru_RU") }),
                .control("Date (ar_EG: right to left)", size: size, { DatePickerPage.make(.date, locale: "ar_EG") }),
                .control(
                    "Date and time (he_IL: the day mirrored, the time read hour then minute)", size: size,
                    {
                        DatePickerPage.make(.dateAndTime, locale: "he_IL")
                    }),
                .control("Time (ar: AM/PM mirrored, hour then minute)", size: size, { DatePickerPage.make(.time, locale: "ar") }),
                .control("Limits: days before today dimmed", size: size, { DatePickerPage.make(.date) }) {
                    $0.minimumDate = DatePickerPage.now
                    $0.maximumDate = DatePickerPage.now.addingTimeInterval(86_400 * 60)
                },
                .control("Time, every 15 minutes", size: size, { DatePickerPage.make(.time) }) { $0.minuteInterval = 15 },
                .control("Date: 28 February 2018 (31 day rows, 29 to 31 dimmed)", size: size, { DatePickerPage.february2018() }),
                .darkControl("Dark style: date and time", size: size, { DatePickerPage.make(.dateAndTime) }),
                .control("Year and month (en_US: month, year)", size: size, { DatePickerPage.make(.yearAndMonth) }),
                .control("Year and month (ja_JP: year first)", size: size, { DatePickerPage.make(.yearAndMonth, locale: "ja_JP") }),
                .control(
                    "Year and month (he_IL, Hebrew leap year: Adar I and II, right to left)", size: size,
                    { DatePickerPage.hebrewLeapYear() }),
                .control("Year and month, limits: months before October dimmed", size: size, { DatePickerPage.make(.yearAndMonth) }) {
                    $0.minimumDate = DatePickerPage.now.addingTimeInterval(-86_400 * 45)
                },
                .darkControl("Dark style: year and month", size: size, { DatePickerPage.make(.yearAndMonth) }),
            ])
    }
}
