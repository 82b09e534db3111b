import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// 30 November 2026, 09:41 UTC.
let pickerNow = Date(timeIntervalSince1970: 1_796_031_660)

@MainActor
func makeDatePicker(
    _ mode: WheelDatePicker.Mode, locale: String = "en_US", zone: String = "UTC", calendar: Calendar.Identifier = .gregorian
) -> (WheelDatePicker, EventLog) {
    let picker = WheelDatePicker(bounds: CGRect(x: 0, y: 0, width: 320, height: 216), now: { pickerNow })
    picker.clock = FrameClock()
    picker.calendar = Calendar(identifier: calendar)
    picker.timeZone = TimeZone(identifier: zone)
    picker.locale = Locale(identifier: locale)
    picker.datePickerMode = mode
    picker.date = pickerNow
    return (picker, EventLog(picker))
}

/// Increments (one row down) wheel `component` as a user would, through VoiceOver.
@MainActor
func userStep(_ picker: WheelDatePicker, _ component: Int, by steps: Int = 1) {
    for _ in 0..<abs(steps) { picker.performAccessibilityAction(steps > 0 ? .increment : .decrement, on: "component-\(component)") }
}

@MainActor
@Suite struct DatePickerTests {
    func utc(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ min: Int = 0, zone: String = "UTC") -> Date {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: zone)!
        return c.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min))!
    }

    @Test func wheelsFollowTheModeAndTheLocale() {
        func columns(_ mode: WheelDatePicker.Mode, _ locale: String) -> [DatePickerLayout.Column] {
            DatePickerLayout(mode: mode, locale: Locale(identifier: locale)).columns
        }
        #expect(columns(.date, "en_US") == [.month, .day, .year])
        #expect(columns(.date, "ru_RU") == [.day, .month, .year])
        #expect(columns(.date, "ja_JP") == [.year, .month, .day])
        #expect(columns(.time, "en_US") == [.hour, .minute, .dayPeriod])
        #expect(columns(.time, "ru_RU") == [.hour, .minute])
        #expect(columns(.dateAndTime, "en_US") == [.dayOfEra, .hour, .minute, .dayPeriod])
        #expect(columns(.countDownTimer, "en_US") == [.countdownHours, .countdownMinutes])
        #expect(DatePickerLayout(mode: .date, locale: Locale(identifier: "ar_EG")).isRightToLeft)
        #expect(!DatePickerLayout(mode: .date, locale: Locale(identifier: "ru_RU")).isRightToLeft)
        for identifier in ["he_IL", "fa_IR", "ur_PK", "ar"] {
            #expect(DatePickerLayout(mode: .date, locale: Locale(identifier: identifier)).isRightToLeft, "\(identifier)")
        }
        for identifier in ["ja_JP", "en_GB", "zh_Hans_CN", "", "xx"] {
            #expect(!DatePickerLayout(mode: .date, locale: Locale(identifier: identifier)).isRightToLeft, "\(identifier)")
        }
    }

    @Test func eachModeShowsTheDateAndOnlyTheUserSendsEvents() {
        for mode in [WheelDatePicker.Mode.date, .time, .dateAndTime] {
            let (picker, log) = makeDatePicker(mode)
            #expect(picker.date == pickerNow)
            picker.setDate(utc(2027, 1, 2, 3, 4), animated: true)
            #expect(picker.date == utc(2027, 1, 2, 3, 4) && log.events.isEmpty, "\(mode)")
        }
        let (picker, log) = makeDatePicker(.date)
        userStep(picker, 1)  // the day wheel loops within the month: 30 → 1 November
        #expect(picker.date == utc(2026, 11, 1, 9, 41) && log.count(of: .valueChanged) == 1)
        userStep(picker, 1, by: -1)  // and back: 1 → 30
        #expect(picker.date == pickerNow && log.count(of: .valueChanged) == 2)
        userStep(picker, 0)  // the month wheel: November → December
        #expect(picker.date == utc(2026, 12, 30, 9, 41) && log.count(of: .valueChanged) == 3)
        userStep(picker, 0)  // December → January of the same year (the wheels are independent)
        #expect(picker.date == utc(2026, 1, 30, 9, 41) && log.count(of: .valueChanged) == 4, "\(picker.date)")
        let list = DisplayList.record { picker.render(in: $0) }
        #expect(list.drawnText.contains("December") && list.drawnText.contains("30") && list.drawnText.contains("2026"))
    }

    /// "Today" in the picker's language, as UIKit's wheel reads it: the platform's word,
    /// for every locale (not only the languages the package has tables for).
    @Test func todayIsWrittenInThePickersLanguage() {
        for (locale, word) in [("en_US", "Today"), ("ru_RU", "Сегодня"), ("he_IL", "היום"), ("ja_JP", "今日"), ("de_DE", "Heute")] {
            let (picker, _) = makeDatePicker(.dateAndTime, locale: locale)
            #expect(DisplayList.record { picker.render(in: $0) }.drawnText.contains(word), "\(locale)")
            #expect(picker.accessibilityElements[1].value == word, "\(locale)")  // the day wheel
        }
    }

    @Test func dateAndTimeShowsTodayAndMovesByDaysAndHours() {
        let (picker, log) = makeDatePicker(.dateAndTime)
        let list = DisplayList.record { picker.render(in: $0) }
        #expect(list.drawnText.contains("Today") && list.drawnText.contains("Tue, Dec 1") && list.drawnText.contains("AM"))
        userStep(picker, 0)
        #expect(picker.date == utc(2026, 12, 1, 9, 41))
        userStep(picker, 3)  // AM → PM
        #expect(picker.date == utc(2026, 12, 1, 21, 41) && log.count(of: .valueChanged) == 2)
    }

    @Test func aDragOnTheWheelsChangesTheDate() {
        let (picker, log) = makeDatePicker(.time)
        let finger = Finger(on: picker)
        let minuteX = picker.bounds.width / 2  // the minute wheel is in the middle
        finger.drag(from: CGPoint(x: minuteX, y: 150), to: CGPoint(x: minuteX, y: 118), steps: 4, duration: 0.3)
        finger.wait(0.3)
        finger.wait(2)
        #expect(picker.date == utc(2026, 11, 30, 9, 42) && log.count(of: .valueChanged) == 1)
    }

    @Test func limitsDimRowsAndRollTheWheelsBack() {
        let (picker, log) = makeDatePicker(.date)
        picker.minimumDate = pickerNow
        picker.maximumDate = utc(2027, 1, 15)
        userStep(picker, 1, by: -3)  // 30 → 27 November: before the minimum
        picker.clock.advance(by: 2)
        #expect(picker.date == pickerNow)  // rolled back
        userStep(picker, 2, by: 2)  // 2028: after the maximum
        #expect(picker.date == utc(2027, 1, 15))
        #expect(log.count(of: .valueChanged) == 1)  // only the change that stuck
        picker.minimumDate = utc(2030, 1, 1)  // after the maximum: both ignored
        userStep(picker, 2, by: 3)
        #expect(picker.date > utc(2027, 1, 15))
    }

    @Test func minuteIntervalRules() {
        let (picker, _) = makeDatePicker(.time)
        for bad in [0, -5, 7, 31, 61] {
            picker.minuteInterval = bad
            #expect(picker.minuteInterval == 1, "\(bad)")
        }
        picker.minuteInterval = 15
        #expect(picker.date == utc(2026, 11, 30, 9, 30))  // rounded down
        let list = DisplayList.record { picker.render(in: $0) }
        #expect(list.drawnText.contains("45") && !list.drawnText.contains("41"))
        picker.date = utc(2026, 11, 30, 10, 59)
        #expect(picker.date == utc(2026, 11, 30, 10, 45))
    }

    @Test func countdownRules() {
        let (picker, log) = makeDatePicker(.countDownTimer)
        // The property is what the wheels show: one minute by default, never 0 h 0 min.
        #expect(picker.countDownDuration == 60)
        let list = DisplayList.record { picker.render(in: $0) }
        #expect(list.drawnText.contains("0 h") && list.drawnText.contains("1 min"))
        #expect(picker.accessibilityElements.first?.value == "0 h 1 min")
        picker.countDownDuration = 3_661.5
        #expect(picker.countDownDuration == 3_660)  // seconds dropped
        picker.countDownDuration = 90_000
        #expect(picker.countDownDuration == 86_340)  // at most 23:59
        picker.countDownDuration = -4
        #expect(picker.countDownDuration == 60)
        picker.countDownDuration = .nan
        #expect(picker.countDownDuration == 60)
        picker.countDownDuration = 0
        #expect(picker.countDownDuration == 60)
        picker.minuteInterval = 15
        #expect(picker.countDownDuration == 900, "one interval: the shortest the wheels show")
        picker.countDownDuration = 1_000
        #expect(picker.countDownDuration == 900)
        userStep(picker, 1)
        #expect(picker.countDownDuration == 1_800 && log.count(of: .valueChanged) == 1)
        picker.minimumDate = utc(2099, 1, 1)  // ignored in countdown mode
        #expect(picker.effectiveLimits.minimum == nil)
    }

    /// The month wheel shows the months of the year on the wheels: a Hebrew common year
    /// has twelve (no Adar I), a leap year thirteen; a year change re-counts them.
    @Test func hebrewMonthRowsFollowTheShownYear() throws {
        let (picker, _) = makeDatePicker(.date, locale: "en_US", calendar: .hebrew)
        var hebrew = Calendar(identifier: .hebrew)
        hebrew.timeZone = TimeZone(identifier: "UTC")!
        let monthColumn = try #require(picker.layout.columns.firstIndex(of: .month))
        let yearColumn = try #require(picker.layout.columns.firstIndex(of: .year))
        func monthName() -> String? { picker.accessibilityElements.first { $0.id == "component-\(monthColumn)" }?.value }
        /// The month wheel's rows, counted as VoiceOver would: step until the name repeats.
        func monthRows() -> [String] {
            var names: [String] = []
            while let name = monthName(), !names.contains(name), names.count < 20 {
                names.append(name)
                userStep(picker, monthColumn)
            }
            return names
        }
        picker.date = try #require(hebrew.date(from: DateComponents(year: 5785, month: 1, day: 10)))  // a common year
        let common = monthRows()
        #expect(common.count == 12, "\(common)")
        #expect(common.filter { $0.hasPrefix("Adar") } == ["Adar"])
        picker.date = try #require(hebrew.date(from: DateComponents(year: 5784, month: 1, day: 10)))  // a leap year
        let leap = monthRows()
        #expect(leap.count == 13, "\(leap)")
        #expect(leap.filter { $0.hasPrefix("Adar") } == ["Adar I", "Adar II"])
        // From Adar II of the leap year, the user steps the year on: Adar of 5785, twelve rows.
        picker.date = try #require(hebrew.date(from: DateComponents(year: 5784, month: 7, day: 3)))
        #expect(monthName() == "Adar II")
        userStep(picker, yearColumn)
        #expect(hebrew.component(.year, from: picker.date) == 5785)
        #expect(hebrew.component(.month, from: picker.date) == 7)
        picker.clock.advance(by: 1)  // the month wheel rolls to Adar's row in the new year
        #expect(monthName() == "Adar")
        #expect(monthRows().count == 12)
        // The Islamic calendar has twelve in every year.
        picker.calendar = Calendar(identifier: .islamicUmmAlQura)
        #expect(monthRows().count == 12)
    }

    @Test func daysFollowTheMonthAndYearAcrossLeapYears() {
        let (picker, _) = makeDatePicker(.date)
        picker.date = utc(2028, 2, 29)
        userStep(picker, 2, by: -1)  // 2027: no 29 February
        #expect(picker.date == utc(2027, 2, 28))
        let list = DisplayList.record { picker.render(in: $0) }
        #expect(!list.drawnText.contains("29") || list.drawnText.filter { $0 == "29" }.count <= 1)
        picker.date = utc(2100, 2, 1)
        userStep(picker, 1, by: -1)  // the day wheel loops back to February's last day
        #expect(picker.date == utc(2100, 2, 28))  // 2100 is not a leap year
        picker.date = utc(2000, 1, 31)
        userStep(picker, 0)  // January 31 → February: the last day of February 2000 (leap)
        #expect(picker.date == utc(2000, 2, 29))
    }

    @Test func daylightSavingGapsMoveForwardAndRepeatsShowOnce() {
        let (ny, _) = makeDatePicker(.time, zone: "America/New_York")
        ny.date = utc(2026, 3, 8, 1, 30, zone: "America/New_York")
        userStep(ny, 0)  // 1 → 2 AM, which does not exist that night
        #expect(ny.date == utc(2026, 3, 8, 3, 30, zone: "America/New_York"))
        ny.clock.advance(by: 1)  // the wheels spin on to the hour that exists
        #expect(ny.accessibilityElements[1].value == "3")
        let (berlin, _) = makeDatePicker(.time, locale: "de_DE", zone: "Europe/Berlin")
        let first = utc(2026, 10, 25, 2, 30, zone: "Europe/Berlin")  // the first 02:30 (summer time)
        let second = first.addingTimeInterval(3_600)  // the second 02:30 (standard time)
        berlin.date = second
        #expect(berlin.date == second)  // a date set in code keeps its exact instant
        #expect(berlin.accessibilityElements[1].value == "2")  // one hour row for both 02:30s
        let hourTitles = Set(DisplayList.record { berlin.render(in: $0) }.drawnText.filter { Int($0) != nil && Int($0)! < 24 })
        #expect(hourTitles.contains("1") && hourTitles.contains("2") && hourTitles.contains("3"))
        berlin.date = first
        #expect(berlin.date == first)
    }

    @Test func otherCalendarsAndLocales() {
        let (buddhist, _) = makeDatePicker(.date, calendar: .buddhist)
        let text = DisplayList.record { buddhist.render(in: $0) }.drawnText
        #expect(text.contains { $0.contains("2569") })
        let (ru, _) = makeDatePicker(.date, locale: "ru_RU")
        #expect(DisplayList.record { ru.render(in: $0) }.drawnText.contains("ноябрь"))
        let (ja, _) = makeDatePicker(.date, locale: "ja_JP")
        #expect(DisplayList.record { ja.render(in: $0) }.drawnText.contains("2026年"))
        let (ar, _) = makeDatePicker(.date, locale: "ar_EG")
        let arText = DisplayList.record { ar.render(in: $0) }.drawnText
        #expect(arText.contains("٢٠٢٦") && arText.contains("نوفمبر"))
        #expect(ar.accessibilityElements.count == 4)
        let dayFrame = ar.accessibilityElements[1].frame  // component 0 (day) leads: on the right
        #expect(dayFrame.minX > 160)
    }

    @Test func accessibilityReadsTheWholeDate() {
        let (picker, _) = makeDatePicker(.date)
        let summary = picker.accessibilityElements.first
        #expect(summary?.id == "date" && summary?.value?.contains("November 30, 2026") == true)
        let (ru, _) = makeDatePicker(.dateAndTime, locale: "ru_RU")
        #expect(ru.accessibilityElements.first?.label == "Дата" && ru.accessibilityElements.first?.value?.contains("2026") == true)
        picker.isFocused = true
        #expect(picker.keyDown(.downArrow) && picker.date == utc(2026, 12, 30, 9, 41))
    }

    @Test func wheelsLoopLikeUIDatePickers() {
        let (time, _) = makeDatePicker(.time)
        time.date = utc(2026, 11, 30, 11, 59)
        userStep(time, 0)  // 11 → 12 on the hour wheel carries into PM, as iOS's does
        userStep(time, 1)  // 59 → 00: the minute wheel carries nothing
        #expect(time.date == utc(2026, 11, 30, 12, 0))
        let (date, _) = makeDatePicker(.date)
        date.date = utc(9998, 6, 1)
        userStep(date, 2, by: 3)  // years end: 9999 at most
        #expect(Calendar(identifier: .gregorian).component(.year, from: date.date) == 9999)
        let (countdown, _) = makeDatePicker(.countDownTimer)
        countdown.countDownDuration = 23 * 3_600 + 59 * 60
        userStep(countdown, 1)  // 23:59 → 23:00
        #expect(countdown.countDownDuration == 23 * 3_600)
        let (dateAndTime, _) = makeDatePicker(.dateAndTime)
        dateAndTime.date = utc(1, 1, 1, 9, 41)
        userStep(dateAndTime, 0, by: -1)  // the day wheel ends at the calendar's first day
        #expect(Calendar(identifier: .gregorian).component(.year, from: dateAndTime.date) == 1)
    }

    @Test func drawingDoesNotAskForAnotherFrame() {
        let (picker, _) = makeDatePicker(.dateAndTime)
        picker.font = .system(size: 17, weight: .medium)
        picker.textMeasurer = EstimatingTextMeasurer()
        let list = DisplayList.record { picker.render(in: $0) }
        #expect(!picker.needsDisplay && !picker.needsLayout)
        _ = DisplayList.record { picker.render(in: $0) }  // a host's next frame: nothing new
        #expect(!picker.needsDisplay && !picker.needsLayout)
        let fonts = list.commands.compactMap { if case .drawText(let run, _) = $0 { run.font.size } else { nil } }
        #expect(fonts.contains(17) && !fonts.contains(21))  // the wheels took the font
    }

    @Test func limitsRollBackFromTheMiddleOfTheRange() {
        let (picker, log) = makeDatePicker(.date)
        picker.minimumDate = utc(2026, 11, 10)
        picker.maximumDate = utc(2027, 1, 15)
        picker.date = utc(2026, 11, 20)
        let minute = DatePickerTests.flick  // one user gesture: the day wheel 20 → 5 in one go
        minute(picker, 1, -15)
        #expect(picker.date == utc(2026, 11, 10))  // the nearest allowed day, not the old one
        #expect(log.count(of: .valueChanged) == 1)
        minute(picker, 0, 2)  // November → January 2026: before the minimum
        #expect(picker.date == utc(2026, 11, 10) && log.count(of: .valueChanged) == 1)  // back where it was: no event
        minute(picker, 2, 1)  // 2027: 10 November 2027 is after the maximum
        #expect(picker.date == utc(2027, 1, 15) && log.count(of: .valueChanged) == 2)
    }

    /// Drags wheel `component` by `rows` rows (positive: to later rows) and lets it settle.
    static func flick(_ picker: WheelDatePicker, _ component: Int, _ rows: Int) {
        let x = picker.accessibilityElements[component + 1].frame.midX
        let finger = Finger(on: picker)
        finger.drag(from: CGPoint(x: x, y: 108), to: CGPoint(x: x, y: 108 - CGFloat(rows) * 32), steps: 30, duration: 3)
        finger.wait(3)
    }

    @Test func theFirstAndLastDaysTheCalendarCanShow() {
        let (picker, log) = makeDatePicker(.date)
        picker.date = utc(9999, 12, 31)
        #expect(picker.date == utc(9999, 12, 31))
        userStep(picker, 2)  // no year 10000 row
        userStep(picker, 1)  // the day wheel wraps: 31 → 1 December 9999
        #expect(picker.date == utc(9999, 12, 1) && log.count(of: .valueChanged) == 1)
        picker.date = utc(1, 1, 1)
        userStep(picker, 2, by: -1)  // no year 0
        #expect(picker.date == utc(1, 1, 1))
        let text = DisplayList.record { picker.render(in: $0) }.drawnText
        #expect(text.contains("January") && text.contains("1"))
        picker.date = Date(timeIntervalSinceReferenceDate: 1e300)  // beyond the wheels: their last minute
        #expect(picker.date == utc(9999, 12, 31, 23, 59))
        picker.date = Date(timeIntervalSinceReferenceDate: -1e300)  // and their first
        #expect(picker.date == utc(1, 1, 1))
        picker.date = Date(timeIntervalSinceReferenceDate: 1e-300)  // a hair after 2001: that minute
        #expect(picker.date == utc(2001, 1, 1))
    }

    @Test func aHandlerThatSetsTheDateWinsAndSendsNothingMore() {
        let (picker, log) = makeDatePicker(.date)
        picker.addAction(for: .valueChanged) { $0.setDate(pickerNow, animated: true) }  // "not that day"
        userStep(picker, 1, by: -1)
        picker.clock.advance(by: 2)
        #expect(picker.date == pickerNow && log.count(of: .valueChanged) == 1)
        #expect(picker.accessibilityElements[2].value == "30")
    }

    @Test func todayMovesAtMidnight() {
        final class Clock { var now = pickerNow }
        let clock = Clock()
        let picker = WheelDatePicker(bounds: CGRect(x: 0, y: 0, width: 320, height: 216), now: { clock.now })
        picker.calendar = Calendar(identifier: .gregorian)
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.locale = Locale(identifier: "en_US")
        #expect(DisplayList.record { picker.render(in: $0) }.drawnText.contains("Tue, Dec 1"))
        clock.now = utc(2026, 12, 1, 0, 0)  // midnight passes while the picker is on screen
        let text = DisplayList.record { picker.render(in: $0) }.drawnText
        #expect(!text.contains("Tue, Dec 1") && text.contains("Mon, Nov 30") && text.contains("Today"))
    }

    @Test func badInputIsHarmless() {
        let (picker, log) = makeDatePicker(.date)
        picker.date = Date(timeIntervalSinceReferenceDate: .nan)
        picker.setDate(Date(timeIntervalSinceReferenceDate: .infinity), animated: true)
        #expect(picker.date == pickerNow)
        picker.bounds = .zero
        #expect(DisplayList.record { picker.render(in: $0) }.drawnText.isEmpty, "no area, no rows drawn")
        #expect(!picker.performAccessibilityAction(.increment, on: "component-9"))
        // Years the wheels do not have (Foundation's distant dates are years 4001 and 1 BC
        // in the Gregorian calendar): kept as they are when the wheels have the year, else
        // clamped to the wheels' first minute.
        picker.date = Date.distantFuture
        #expect(picker.date == Date.distantFuture)
        picker.date = Date.distantPast
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = TimeZone(identifier: "UTC")!
        let first = gregorian.date(from: DateComponents(era: 1, year: 1, month: 1, day: 1))!
        #expect(picker.date == first)
        #expect(log.events.isEmpty)
    }
}

/// The date picker is a picker whose rows are dates: no forwarding layer, so what it is
/// given (a tint, the keyboard's focus) is what its wheels draw with.
@MainActor
@Suite struct DatePickerCompositionTests {
    @Test func theFocusRingTakesTheDatePickersTint() {
        let (picker, _) = makeDatePicker(.date)
        picker.tintColor = .systemOrange
        picker.setFocused(true, byKeyboard: true)
        let rings = DisplayList.record { picker.render(in: $0) }.commands.compactMap { command -> DrawingColor? in
            if case .stroke(_, .color(let color), let style) = command, style.lineWidth == 2, color.alpha == 0.6 { return color }
            return nil
        }
        #expect(rings == [DrawingColor.systemOrange.withAlpha(0.6)])
    }

    @Test func itsDataSourceAndDelegateAreItsOwn() {
        let (picker, log) = makeDatePicker(.date)
        let titles = PickerView(titles: [["a"]])
        picker.dataSource = titles.dataSource
        picker.delegate = titles.delegate
        picker.titles = [["x", "y"]]
        #expect(picker.numberOfComponents == 3 && picker.titles == nil)
        #expect(picker.numberOfRows(inComponent: picker.layout.columns.firstIndex(of: .year) ?? 0) == 9999)
        // A wheel that settles tells the date once, not the row as well.
        userStep(picker, 0)
        #expect(log.count(of: .valueChanged) == 1)
    }
}
