import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// What an app developer does by accident to this round's additions: the Chinese calendar's
/// wheels (cycles, leap months) and the days an app refuses (`canSelectDate`).
@MainActor
@Suite struct CyclesAndRefusalAccidentTests {
    /// 1 August 2025: the 8th day of 2025's leap sixth month.
    func leapDay() -> DateComponents {
        var day = DateComponents(era: 78, year: 42, month: 6, day: 8)
        day.isLeapMonth = true
        return day
    }

    /// From the leap sixth month a drag of one row in 2 pt steps turns the month wheel back
    /// to the sixth month: one event, and the date and the wheel agree at rest.
    @Test func aSmallStepDragOffTheLeapMonthRestsWhereTheWheelShows() {
        let (picker, log) = makeDatePicker(.date, locale: "en_US", calendar: .chinese)
        picker.date = picker.effectiveCalendar.date(from: leapDay())!
        let x = picker.accessibilityElements[1].frame.midX  // the month wheel (en_US: month, day, year)
        let finger = Finger(on: picker)
        _ = finger.down(at: CGPoint(x: x, y: 108))
        for step in 1...16 { finger.move(to: CGPoint(x: x, y: 108 + CGFloat(2 * step)), after: 0.03) }
        finger.up(after: 0.03)
        finger.wait(3)
        #expect(picker.date == wallClock(2025, 7, 2), "\(picker.date)")
        #expect(picker.accessibilityElement(withID: "component-0")?.value == "Sixth Month")
        #expect(log.count(of: .valueChanged) == 1)
    }

    /// A touch while the wheels spin from 1984 to the leap month catches them; every wheel
    /// rests, and the month wheel shows the month of the date it rests on.
    @Test func aTouchMidSpinIntoALeapMonthLeavesAConsistentDate() {
        let (picker, _) = makeDatePicker(.date, locale: "en_US", calendar: .chinese)
        picker.date = wallClock(1984, 3, 1)
        picker.setDate(picker.effectiveCalendar.date(from: leapDay())!, animated: true)
        picker.clock.advance(by: 0.05)
        #expect(picker.isSpinning)
        let finger = Finger(on: picker, clock: picker.clock)
        finger.tap(at: CGPoint(x: picker.accessibilityElements[1].frame.midX, y: 108))
        finger.wait(3)
        #expect(!picker.isSpinning && picker.clock.isIdle)
        var chinese = Calendar(identifier: .chinese)
        chinese.timeZone = TimeZone(identifier: "UTC")!
        let month = chinese.dateComponents([.month], from: picker.date)
        let shown = picker.accessibilityElement(withID: "component-0")?.value ?? ""
        #expect(shown.hasSuffix("bis") == (month.isLeapMonth == true), "\(shown) for \(picker.date)")
    }

    /// A handler that disables the picker on the first change: the change stands, later
    /// steps do nothing, nothing is left spinning.
    @Test func aHandlerThatDisablesThePickerOnALeapMonth() {
        let (picker, log) = makeDatePicker(.date, locale: "en_US", calendar: .chinese)
        picker.date = wallClock(2025, 7, 2)  // the sixth month's 8th
        picker.addAction(for: .valueChanged) { control in control.isEnabled = false }
        userStep(picker, 0, by: 1)  // into the leap month
        userStep(picker, 0, by: 1)  // disabled: ignored
        picker.clock.advance(by: 2)
        #expect(picker.date == wallClock(2025, 8, 1) && log.count(of: .valueChanged) == 1 && !picker.isEnabled)
        #expect(picker.clock.isIdle)
    }

    /// Dates from 1e-300 s to ±1e308 s and NaN: kept within the wheels' years (from the
    /// Chinese year holding 1 January of year 1, which began in the year before, to the one
    /// holding 31 December 9999) or ignored, never a crash or an empty title.
    @Test func extremeDatesStayWithinTheCycles() {
        let (picker, _) = makeDatePicker(.date, locale: "zh_CN", calendar: .chinese)
        for seconds in [1e-300, 1e308, -1e308, .nan, .infinity] {
            picker.date = Date(timeIntervalSinceReferenceDate: seconds)
            let t = picker.date.timeIntervalSinceReferenceDate
            #expect(t.isFinite && t >= wallClock(1, 1, 1).timeIntervalSinceReferenceDate - 86_400 * 400)
            #expect(t <= wallClock(9999, 12, 31).timeIntervalSinceReferenceDate + 86_400 * 60)
            #expect(picker.accessibilityElements.allSatisfy { !($0.value ?? "x").isEmpty }, "\(seconds)")
        }
    }

    /// A rule that disables the calendar, or replaces itself, while it is asked: no crash,
    /// no event, and the new rule is the one asked next.
    @Test func aRuleThatChangesTheCalendarWhileAsked() {
        let (calendar, log) = makeMonthCalendar()
        calendar.canSelectDate = { [unowned calendar] _ in
            calendar.isEnabled = false
            return true
        }
        _ = DisplayList.record { calendar.render(in: $0) }
        Finger(on: calendar).tap(at: calendar.center(ofDay: 9))
        #expect(!calendar.isEnabled && log.count(of: .valueChanged) == 0)
        calendar.isEnabled = true
        var asked = 0
        calendar.canSelectDate = { [unowned calendar] day in
            calendar.canSelectDate = { _ in
                asked += 1
                return false
            }
            return (day.day ?? 0) != 9
        }
        _ = DisplayList.record { calendar.render(in: $0) }
        Finger(on: calendar).tap(at: calendar.center(ofDay: 9))
        #expect(calendar.date == december(17) && log.count(of: .valueChanged) == 0, "the replacing rule refused nothing new")
        #expect(asked > 0)
    }

    /// A tap on a refused day of the next month while the page still slides there chooses
    /// nothing; the page comes to rest on that month.
    @Test func aTapOnARefusedDayMidSlide() {
        let (calendar, log) = makeMonthCalendar()
        calendar.canSelectDate = { day in !(day.month == 1 && day.day == 14) }
        let finger = Finger(on: calendar)
        finger.tap(at: calendar.center(of: "next-month"))
        finger.wait(0.08)  // mid-slide
        finger.tap(at: calendar.center(ofDay: 14))
        finger.wait(1)
        #expect(calendar.visibleDateComponents.month == 1 && !calendar.isSpinning)
        #expect(calendar.date == december(17) && log.count(of: .valueChanged) == 0)
    }

    /// Limits far apart (±1e308 s) with a rule: the rule is asked for the days drawn only.
    @Test func extremeLimitsWithARule() {
        let (calendar, _) = makeMonthCalendar()
        var asked = 0
        calendar.canSelectDate = { _ in
            asked += 1
            return true
        }
        calendar.minimumDate = Date(timeIntervalSinceReferenceDate: -1e308)
        calendar.maximumDate = Date(timeIntervalSinceReferenceDate: 1e308)
        _ = DisplayList.record { calendar.render(in: $0) }
        #expect(asked >= 28 && asked <= 31 * 3)
        Finger(on: calendar).tap(at: calendar.center(ofDay: 9))
        #expect(calendar.date == december(9, hour: 9, minute: 41))
    }
}
