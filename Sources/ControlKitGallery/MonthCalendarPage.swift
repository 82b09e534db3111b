import ControlKit
import Foundation

/// The inline calendar (`MonthCalendar`): UIDatePicker's `.inline` style in several
/// locales and calendars, limits, a range, an alternate calendar, the time row and the
/// month-and-year wheel, light, dark and at the largest text size.
@MainActor
public enum MonthCalendarPage: GalleryPageSource {
    public static let id = "calendar"

    /// 2 December 2026, 09:41 UTC: the page's "now" (today), so the pictures never change.
    public static let now = Date(timeIntervalSince1970: 1_796_204_460)

    /// `day` December 2026 at 09:41 UTC.
    public static func december(_ day: Int) -> Date { now.addingTimeInterval(Double(day - 2) * 86_400) }

    /// A calendar on the fixed clock, in `zone` (UTC), the `calendar` (Gregorian) and
    /// `locale`, choosing 17 December 2026.
    public static func make(
        locale: String = "en_US", calendar: Calendar.Identifier = .gregorian, zone: String = "UTC", date: Date = december(17)
    ) -> MonthCalendar {
        let control = MonthCalendar(now: { MonthCalendarPage.now })
        control.calendar = Calendar(identifier: calendar)
        control.timeZone = TimeZone(identifier: zone)
        control.locale = Locale(identifier: locale)
        control.date = date
        return control
    }

    /// The Hebrew leap year 5787 on Adar I (its sixth month, which common years lack).
    public static func hebrewLeapYear() -> MonthCalendar {
        let control = make(locale: "he_IL", calendar: .hebrew, zone: "Asia/Jerusalem")
        var hebrew = Calendar(identifier: .hebrew)
        hebrew.timeZone = TimeZone(identifier: "Asia/Jerusalem")!
        if let adar = hebrew.date(from: DateComponents(year: 5787, month: 6, day: 12, hour: 10)) { control.date = adar }
        return control
    }

    /// Chinese lunar days under the Gregorian ones.
    public static func alternate() -> MonthCalendar {
        let control = make()
        var lunar = Calendar(identifier: .chinese)
        lunar.locale = Locale(identifier: "zh_CN@numbers=hanidays")
        control.alternateCalendar = lunar
        return control
    }

    /// Decorated days, as an app marks its events: the default grey dot (the 5th), red dots
    /// (the 9th, small; the 17th, the chosen day), a large green one (the 12th), a star image
    /// (the 24th) and an orange dot on today (the 2nd).
    public static func decorations() -> MonthCalendar {
        let control = make()
        let star = DrawingImage(size: CGSize(width: 20, height: 20)) { canvas in
            var path = DrawingPath()
            for i in 0..<10 {
                let r: CGFloat = i % 2 == 0 ? 10 : 4.2
                let a = CGFloat(i) * .pi / 5 - .pi / 2
                let p = CGPoint(x: 10 + r * cos(a), y: 10.5 + r * sin(a))
                if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
            }
            path.closeSubpath()
            canvas.fill(path, with: .color(.black))
        }
        control.decorationProvider = { day in
            switch day.day {
            case 2: .default(color: .systemOrange)
            case 5: .default()
            case 9: .default(color: .systemRed, size: .small)
            case 12: .default(color: .systemGreen, size: .large)
            case 17: .default(color: .systemRed)
            case 19: .dots([.systemRed, .systemBlue, .systemGreen])
            case 24: .image(star, color: .systemIndigo)
            case 26: .dots([.systemOrange, .systemTeal, .systemIndigo, .systemRed])  // four events: three dots
            default: nil
            }
        }
        return control
    }

    /// Several days chosen (the 4th, 11th, 18th and 25th, and today, the 2nd), as
    /// UICalendarView's multi-date selection.
    public static func multiple() -> MonthCalendar {
        let control = make()
        control.selectionMode = .multiple
        control.selectedDates = [2, 4, 11, 18, 25].map { DateComponents(year: 2026, month: 12, day: $0) }
        return control
    }

    /// Check-in on the 3rd, check-out on the 7th.
    public static func range() -> MonthCalendar {
        let control = make(locale: "en_GB")
        control.selectionMode = .range
        control.selectedRange = december(3)...december(7)
        return control
    }

    /// A stay to choose around booked nights: the 10th to the 12th and the 24th and 25th
    /// cannot be chosen (dimmed, as days outside the limits), marked with a red dot; the
    /// 5th chosen.
    public static func bookedNights() -> MonthCalendar {
        let control = make()
        control.selectionMode = .range
        let booked: Set<Int> = [10, 11, 12, 24, 25]
        control.canSelectDate = { day in !booked.contains(day.day ?? 0) }
        control.decorationProvider = { day in booked.contains(day.day ?? 0) ? .default(color: .systemRed, size: .small) : nil }
        control.selectedRange = december(5)...december(5)
        return control
    }

    /// Days from 2 to 20 December only.
    public static func limits() -> MonthCalendar {
        let control = make()
        control.minimumDate = december(2)
        control.maximumDate = december(20)
        return control
    }

    public static func dateAndTime() -> MonthCalendar {
        let control = make()
        control.datePickerMode = .dateAndTime
        return control
    }

    public static func wheel() -> MonthCalendar {
        let control = make()
        control.showsMonthAndYearWheel = true
        return control
    }

    public static func largest() -> MonthCalendar {
        let control = make()
        control.contentSizeScale = TextSizePage.largest
        return control
    }

    /// The size of a calendar as made by `make` (its natural size).
    static func size(_ make: @MainActor () -> MonthCalendar) -> CGSize { make().intrinsicContentSize }

    public static var page: GalleryPage {
        let date = size { make() }
        let withTime = size(dateAndTime)
        let large = size(largest)
        return GalleryPage(
            id: id, title: "MonthCalendar",
            summary:
                "UIDatePicker's inline calendar: today in the tint, the chosen day in a circle, weeks from the locale's first weekday, any calendar, limits, a range of days, an alternate calendar's days, the time row and the month-and-year wheel.",
            items: [
                .control("December 2026 (en_US: Sunday first), the 17th chosen, today the 2nd", size: date, { make() }),
                .control("Today chosen: a filled circle, bold", size: date, { make(date: now) }),
                .control("Monday first (en_GB)", size: date, { make(locale: "en_GB") }),
                .control("Russian (ru_RU)", size: date, { make(locale: "ru_RU") }),
                .control("Right to left (he_IL)", size: date, { make(locale: "he_IL") }),
                .control("Hebrew leap year 5787: Adar I", size: date, hebrewLeapYear),
                .control("Islamic (Umm al-Qura, ar_SA)", size: date, { make(locale: "ar_SA", calendar: .islamicUmmAlQura) }),
                .control("Japanese (ja_JP)", size: date, { make(locale: "ja_JP") }),
                .control("Japanese calendar (ja_JP): the month's era, 令和", size: date, { make(locale: "ja_JP", calendar: .japanese) }),
                .control("Limits: 2 to 20 December", size: date, limits),
                .control(
                    "Decorations: an app's event dots (one, or one per event), and an image, on today and on the chosen day", size: date,
                    decorations),
                .control("Range: check-in 3, check-out 7 December", size: date, range),
                .control("Several days: each tap adds or removes one", size: date, multiple),
                .control("Booked nights can't be chosen (canSelectDate): dimmed, with the app's dots", size: date, bookedNights),
                .control("Alternate calendar: Chinese lunar days", size: date, alternate),
                .control("Date and time: the time row", size: withTime, dateAndTime),
                .control("The month-and-year wheel", size: date, wheel),
                .darkControl("Dark style", size: date, { make() }),
                .darkControl("Dark style: range", size: date, range),
                .darkControl("Dark style: decorations", size: date, decorations),
                .control("Largest text size", size: large, largest),
                .control("Disabled", size: date, { make() }) { $0.isEnabled = false },
            ])
    }
}
