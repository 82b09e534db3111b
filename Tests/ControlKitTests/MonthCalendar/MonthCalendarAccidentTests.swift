import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// Several days, decorations and the earlier eras tried as an app developer would by
/// accident: 2 pt steps, a touch mid-animation, a handler that disables the control,
/// dates from 1e-300 to 1e308 seconds.
@MainActor
@Suite struct MonthCalendarAccidentTests {
    func december(days calendar: MonthCalendar) -> [Int] { calendar.selectedDates.compactMap(\.day) }

    /// A finger that wanders 6 pt in 2 pt steps before it lifts is still a tap: one day
    /// toggled, one event.
    @Test func aTapThatWandersInSmallStepsTogglesOnce() {
        let (calendar, log) = makeMonthCalendar()
        calendar.selectionMode = .multiple
        let finger = Finger(on: calendar)
        let start = calendar.center(ofDay: 16)
        _ = finger.down(at: start)
        for step in 1...3 { finger.move(to: CGPoint(x: start.x + CGFloat(2 * step), y: start.y), after: 0.01) }
        finger.up(after: 0.01)
        #expect(december(days: calendar) == [16] && log.count(of: .valueChanged) == 1)
    }

    /// A tap on a day while the page still slides after a chevron: the days chosen and the
    /// events told stay in step, and the month lands.
    @Test func aTapMidSlideKeepsTheDaysAndEventsInStep() {
        let (calendar, log) = makeMonthCalendar()
        calendar.selectionMode = .multiple
        let finger = Finger(on: calendar)
        let day = calendar.center(ofDay: 10)
        finger.tap(at: calendar.center(of: "next-month"))
        finger.wait(0.08)  // mid-slide
        #expect(calendar.isSpinning)
        finger.tap(at: day)
        finger.wait(1)
        #expect(!calendar.isSpinning)
        #expect(calendar.selectedDates.count == log.count(of: .valueChanged))
        #expect(calendar.selectedDates.count <= 1)
    }

    /// A handler that disables the calendar at the first day chosen: later taps do nothing.
    @Test func aHandlerThatDisablesStopsFurtherTaps() {
        let (calendar, log) = makeMonthCalendar()
        calendar.selectionMode = .multiple
        calendar.addAction(for: .valueChanged) { control in control.isEnabled = false }
        let finger = Finger(on: calendar)
        finger.tap(at: calendar.center(ofDay: 3))
        finger.tap(at: calendar.center(ofDay: 4))
        #expect(december(days: calendar) == [3] && log.count(of: .valueChanged) == 1 && !calendar.isEnabled)
    }

    /// Dates from 1e-300 to 1e308 seconds: limits, the date and the decorations' provider
    /// stay sane; nothing is chosen outside the days the calendar can count.
    @Test func extremeDatesKeepTheDaysSane() {
        let (calendar, _) = makeMonthCalendar()
        calendar.selectionMode = .multiple
        var asked = 0
        calendar.decorationProvider = { day in
            asked += 1
            return day.date == nil ? nil : .default()
        }
        for seconds in [1e308, -1e308, 1e-300, -1e-300, .infinity, .nan] {
            calendar.date = Date(timeIntervalSinceReferenceDate: seconds)
            calendar.minimumDate = Date(timeIntervalSinceReferenceDate: min(seconds, 0))
            calendar.maximumDate = Date(timeIntervalSinceReferenceDate: 1e308)
            _ = DisplayList.record { calendar.render(in: $0) }
            calendar.selectedDates = [
                DateComponents(year: 2026, month: 12, day: 24), DateComponents(year: 292_277_026_596, month: 12, day: 4),
            ]
            calendar.reloadDecorations(
                forDateComponents: calendar.selectedDates + [DateComponents(year: -9_999_999, month: 1)], animated: false)
            _ = DisplayList.record { calendar.render(in: $0) }
            #expect(calendar.selectedDates.allSatisfy { ($0.year ?? 0) < 1_000_000 }, "\(seconds)")
        }
        #expect(asked > 0)
    }
}

/// The year wheel across an era change, dragged as a person would.
@MainActor
@Suite struct DatePickerEraAccidentTests {
    func utc(_ y: Int, _ m: Int, _ d: Int) -> Date {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c.date(from: DateComponents(year: y, month: m, day: d))!
    }

    /// From Reiwa 1 (May) a drag of one row in 2 pt steps turns the year wheel back to
    /// Heisei 31, whose last month is April: the date and the wheels agree when they rest.
    @Test func aSmallStepDragAcrossAnEraChangeRestsOnADateTheWheelsShow() throws {
        let (picker, log) = makeDatePicker(.date, locale: "en_US", calendar: .japanese)
        picker.date = utc(2019, 5, 10)
        let year = try #require(picker.layout.columns.firstIndex(of: .year))
        let x = picker.accessibilityElements[year + 1].frame.midX
        let finger = Finger(on: picker)
        _ = finger.down(at: CGPoint(x: x, y: 108))
        for step in 1...16 { finger.move(to: CGPoint(x: x, y: 108 + CGFloat(2 * step)), after: 0.03) }
        finger.up(after: 0.03)
        finger.wait(3)
        #expect(picker.date == utc(2019, 4, 10), "\(picker.date)")
        #expect(picker.accessibilityElements[year + 1].value == "31 Heisei")
        #expect(log.count(of: .valueChanged) == 1)
    }

    /// A touch while the wheels spin to a date in another era (an animated setDate) catches
    /// the touched wheel; every wheel comes to rest, on the date they then show.
    @Test func aTouchMidSpinAcrossErasLeavesAConsistentDate() throws {
        let (picker, _) = makeDatePicker(.date, locale: "en_US", calendar: .japanese)
        picker.setDate(utc(1975, 6, 15), animated: true)
        picker.clock.advance(by: 0.05)
        #expect(picker.isSpinning)
        let finger = Finger(on: picker, clock: picker.clock)  // the clock the spin runs on
        let year = try #require(picker.layout.columns.firstIndex(of: .year))
        finger.tap(at: CGPoint(x: picker.accessibilityElements[year + 1].frame.midX, y: 108))
        finger.wait(3)
        #expect(!picker.isSpinning && picker.clock.isIdle)
        var japanese = Calendar(identifier: .japanese)
        japanese.timeZone = TimeZone(identifier: "UTC")!
        let shown = picker.accessibilityElements[year + 1].value
        let era = japanese.dateComponents([.era, .year], from: picker.date)
        #expect(shown?.hasPrefix("\(era.year ?? 0) ") == true, "\(String(describing: shown)) for \(picker.date)")
    }
}
