import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// The wheels as iOS turns them: a day wheel of 31 rows in every month, an hour wheel that
/// carries AM/PM (and the day), times that read hour-then-minute in right-to-left locales.
@MainActor
@Suite struct DatePickerWheelTurnTests {
    func utc(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ min: Int = 0) -> Date {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min))!
    }

    /// Drags wheel `component` by `rows` rows (positive: to later rows), slowly enough
    /// not to fling, and lets everything settle; returns the rows the wheel rested on or
    /// passed, frame by frame, after the lift.
    @discardableResult
    func turn(_ picker: WheelDatePicker, _ component: Int, by rows: Int) -> [Int] {
        let x = picker.rect(forComponent: component).midX
        let finger = Finger(on: picker)
        let start: CGFloat = rows > 0 ? 200 : 16  // on the wheel; the finger may leave it
        finger.drag(
            from: CGPoint(x: x, y: start), to: CGPoint(x: x, y: start - CGFloat(rows) * 32), steps: max(abs(rows) * 8, 8),
            duration: Double(max(abs(rows), 1)))
        var seen: [Int] = []
        for _ in 0..<180 {
            finger.wait(1.0 / 60)
            seen.append(picker.selectedRow(inComponent: component))
        }
        return seen
    }

    // MARK: The day wheel

    @Test func theDayWheelHasTheLongestMonthsRowsInEveryMonthAndDimsTheDaysTheMonthLacks() {
        let (picker, _) = makeDatePicker(.date)
        picker.date = utc(2018, 2, 28)
        #expect(picker.numberOfRows(inComponent: 1) == 31)
        #expect(!isDimmed(picker, row: 27, component: 1))
        #expect(
            isDimmed(picker, row: 28, component: 1) && isDimmed(picker, row: 29, component: 1) && isDimmed(picker, row: 30, component: 1))
        let text = DisplayList.record { picker.render(in: $0) }.drawnText
        #expect(text.contains("29") && text.contains("30"), "the missing days are drawn, dimmed")
        picker.date = utc(2020, 2, 28)
        #expect(!isDimmed(picker, row: 28, component: 1) && isDimmed(picker, row: 29, component: 1))
        picker.date = utc(2026, 11, 30)
        #expect(!isDimmed(picker, row: 29, component: 1) && isDimmed(picker, row: 30, component: 1))
        let (hebrew, _) = makeDatePicker(.date, calendar: .hebrew)
        #expect(hebrew.numberOfRows(inComponent: hebrew.layout.columns.firstIndex(of: .day) ?? 0) == 30)
    }

    /// The case: one row past 28 February 2018 used to land on 1 February and
    /// report it. It is the dimmed 29, the wheel rolls back to 28, and the date, which did
    /// not change, is not reported.
    @Test func oneRowPastTheTwentyEighthOfFebruaryRollsBackAndReportsNothing() {
        let (picker, log) = makeDatePicker(.date)
        picker.date = utc(2018, 2, 28)
        let reported = ReportedDates(picker)
        let seen = turn(picker, 1, by: 1)
        #expect(seen.first == 28, "the wheel rests on the dimmed 29 first")
        #expect(seen.last == 27 && picker.selectedRow(inComponent: 1) == 27, "and rolls back to 28")
        #expect(!picker.isSpinning)
        #expect(picker.date == utc(2018, 2, 28) && log.count(of: .valueChanged) == 0 && reported.dates.isEmpty)
        #expect(picker.accessibilityElements[2].value == "28")
    }

    @Test func everyDayTheWheelReportsIsReal() {
        let (picker, log) = makeDatePicker(.date)
        picker.date = utc(2018, 2, 20)
        let reported = ReportedDates(picker)
        for rows in [5, 3, -2, 4, 1, -9, 12, -1] { turn(picker, 1, by: rows) }
        let gregorian = Calendar(identifier: .gregorian)
        for date in reported.dates + [picker.date] {
            var c = gregorian
            c.timeZone = TimeZone(identifier: "UTC")!
            #expect(c.component(.month, from: date) == 2 && c.component(.year, from: date) == 2018, "\(date)")
        }
        #expect(log.count(of: .valueChanged) == reported.dates.count && !reported.dates.isEmpty)
        #expect(picker.selectedRow(inComponent: 1) < 28, "at rest on a day February has")
    }

    @Test func keysAndVoiceOverStepOverTheDaysTheMonthLacks() {
        let (picker, log) = makeDatePicker(.date)
        picker.date = utc(2018, 2, 28)
        userStep(picker, 1)  // 28 → 1 February, as the 28-row wheel did
        #expect(picker.date == utc(2018, 2, 1))
        userStep(picker, 1, by: -1)  // and back to 28
        #expect(picker.date == utc(2018, 2, 28) && log.count(of: .valueChanged) == 2)
        picker.isFocused = true
        #expect(picker.keyDown(.rightArrow) && picker.keyDown(.end))  // the last day February has
        #expect(picker.date == utc(2018, 2, 28))
    }

    @Test func aMonthWithoutTheDayRollsTheDayWheelBackToItsLastDay() {
        let (picker, log) = makeDatePicker(.date)
        picker.date = utc(2018, 1, 31)
        userStep(picker, 0)  // January → February: 31 → 28
        #expect(picker.date == utc(2018, 2, 28) && log.count(of: .valueChanged) == 1)
        #expect(picker.accessibilityElements[2].value == "31", "the wheel still shows 31 (dimmed)…")
        picker.clock.advance(by: 1)
        #expect(picker.accessibilityElements[2].value == "28", "…and rolls back")
    }

    // MARK: The hour wheel

    /// 11:59 AM and one row on the hour wheel read 12:59 AM: the AM/PM wheel did not move.
    @Test func elevenFiftyNineAMAndOneHourRowIsTwelveFiftyNinePM() {
        let (picker, log) = makeDatePicker(.time)
        picker.date = utc(2026, 11, 30, 11, 59)
        turn(picker, 0, by: 1)
        #expect(picker.date == utc(2026, 11, 30, 12, 59) && log.count(of: .valueChanged) == 1)
        #expect(picker.accessibilityElements[1].value == "12" && picker.accessibilityElements[3].value == "PM")
        turn(picker, 0, by: -1)  // and back across: AM again
        #expect(picker.date == utc(2026, 11, 30, 11, 59) && picker.accessibilityElements[3].value == "AM")
    }

    /// A whole turn of twelve rows comes back to the same row, which used to tell nothing
    /// and leave six AM; it passed 11 → 12 once.
    @Test func sixAMAndAWholeTurnIsSixPM() {
        let (picker, log) = makeDatePicker(.time)
        picker.date = utc(2026, 11, 30, 6, 15)
        turn(picker, 0, by: 12)
        #expect(picker.date == utc(2026, 11, 30, 18, 15))
        #expect(picker.selectedRow(inComponent: 0) == 6 && picker.accessibilityElements[3].value == "PM")
        // Told once, when the wheel rests (at the lift: it is lifted on a row, 384 pt up,
        // outside the picker).
        #expect(log.withoutDrags == [.touchDown, .touchDragExit, .valueChanged, .touchUpOutside])
        turn(picker, 0, by: -24)  // two turns back: 6 PM → 6 AM → 6 PM, the same time: nothing to tell
        #expect(picker.date == utc(2026, 11, 30, 18, 15) && log.count(of: .valueChanged) == 1)
    }

    @Test func inDateAndTimeTheHourWheelCarriesTheDayPastMidnight() {
        let (picker, log) = makeDatePicker(.dateAndTime)
        let reported = ReportedDates(picker)
        picker.date = utc(2026, 11, 30, 23, 30)
        turn(picker, 1, by: 1)  // 11 PM → 12 AM of the next day
        #expect(picker.date == utc(2026, 12, 1, 0, 30))
        #expect(picker.accessibilityElements[1].value == "Tue, Dec 1" && picker.accessibilityElements[4].value == "AM")
        turn(picker, 1, by: -1)  // back across midnight: 11 PM of the 30th
        #expect(picker.date == utc(2026, 11, 30, 23, 30) && picker.accessibilityElements[1].value == "Today")
        userStep(picker, 1)  // VoiceOver carries the same way
        #expect(picker.date == utc(2026, 12, 1, 0, 30))
        #expect(reported.dates == [utc(2026, 12, 1, 0, 30), utc(2026, 11, 30, 23, 30), utc(2026, 12, 1, 0, 30)])
        #expect(log.count(of: .valueChanged) == 3)
    }

    @Test func inTimeModeMidnightKeepsTheDay() {
        let (picker, _) = makeDatePicker(.time)
        picker.date = utc(2026, 11, 30, 23, 30)
        userStep(picker, 0)  // 11 PM → 12 AM: the time mode has no day to carry
        #expect(picker.date == utc(2026, 11, 30, 0, 30))
    }

    @Test func aTwentyFourHourWheelCarriesNothing() {
        let (picker, _) = makeDatePicker(.dateAndTime, locale: "ru_RU")
        picker.date = utc(2026, 11, 30, 23, 30)
        userStep(picker, 1)  // 23 → 0: every hour of the day has its row
        #expect(picker.date == utc(2026, 11, 30, 0, 30))
    }

    @Test func aCarryBeyondTheLimitsRollsBack() {
        let (picker, log) = makeDatePicker(.time)
        picker.date = utc(2026, 11, 30, 11, 10)
        picker.maximumDate = utc(2026, 11, 30, 11, 40)
        #expect(isDimmed(picker, row: 0, component: 0), "12 on the hour wheel is 12 PM: after the maximum")
        #expect(!isDimmed(picker, row: 10, component: 0))
        turn(picker, 0, by: 1)
        #expect(picker.date == utc(2026, 11, 30, 11, 40) && picker.accessibilityElements[3].value == "AM")
        #expect(log.count(of: .valueChanged) == 1)
    }

    @Test func theAMPMWheelStillMovesTwelveHoursWithinTheDay() {
        let (picker, _) = makeDatePicker(.dateAndTime)
        picker.date = utc(2026, 11, 30, 23, 30)
        userStep(picker, 3, by: -1)  // PM → AM
        #expect(picker.date == utc(2026, 11, 30, 11, 30))
        userStep(picker, 1)  // 11 → 12: PM again, the same day
        #expect(picker.date == utc(2026, 11, 30, 12, 30))
    }

    // MARK: Right to left

    /// In he_IL and ar the date columns mirror, but a time reads hours left of minutes
    /// ("07:45"): the minute wheel used to be mirrored to the left of the hour.
    @Test func timesReadHourThenMinuteInRightToLeftLocales() {
        let (hebrew, _) = makeDatePicker(.dateAndTime, locale: "he_IL")
        #expect(hebrew.layout.columns == [.dayOfEra, .hour, .minute])
        let (day, hour, minute) = (hebrew.rect(forComponent: 0), hebrew.rect(forComponent: 1), hebrew.rect(forComponent: 2))
        #expect(day.minX > minute.minX && day.minX > hour.minX, "the day leads: on the right")
        #expect(hour.maxX <= minute.minX, "hours left of minutes")
        let (arabic, _) = makeDatePicker(.dateAndTime, locale: "ar")
        #expect(arabic.layout.columns == [.dayOfEra, .hour, .minute, .dayPeriod])
        let order = (0..<4).sorted { arabic.rect(forComponent: $0).midX < arabic.rect(forComponent: $1).midX }
        #expect(order == [3, 1, 2, 0], "AM/PM, hour, minute, day from the left")
        let (time, _) = makeDatePicker(.time, locale: "he_IL")
        #expect(time.rect(forComponent: 0).maxX <= time.rect(forComponent: 1).minX)
        // The date columns still mirror: the day of the month leads on the right.
        let (date, _) = makeDatePicker(.date, locale: "he_IL")
        #expect((0..<3).sorted { date.rect(forComponent: $0).midX > date.rect(forComponent: $1).midX } == [0, 1, 2])
    }

    @Test func aFingerAndTheArrowKeysFindTheWheelsWhereTheyAreDrawn() {
        let (picker, _) = makeDatePicker(.dateAndTime, locale: "ar")
        picker.date = utc(2026, 11, 30, 9, 41)
        turn(picker, 2, by: 1)  // the minute wheel, right of the hour
        #expect(picker.date == utc(2026, 11, 30, 9, 42))
        picker.isFocused = true
        picker.keyboardComponent = 1  // the hour
        #expect(picker.keyDown(.rightArrow) && picker.keyboardComponent == 2, "right of the hour: the minute")
        #expect(picker.keyDown(.rightArrow) && picker.keyboardComponent == 0, "then the day")
        #expect(picker.keyDown(.rightArrow) && picker.keyboardComponent == 0, "the rightmost")
        #expect(picker.keyDown(.leftArrow) && picker.keyDown(.leftArrow) && picker.keyDown(.leftArrow) && picker.keyboardComponent == 3)
        // VoiceOver reads in the date's own order: the date, the day, the hour, the minute.
        #expect(picker.accessibilityElements.map(\.id) == ["date", "component-0", "component-1", "component-2", "component-3"])
    }
}
