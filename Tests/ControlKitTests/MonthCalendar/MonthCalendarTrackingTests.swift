import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// 2 December 2026, 09:41 UTC: "today" in these tests.
let calendarToday = Date(timeIntervalSince1970: 1_796_204_460)

/// `day` December 2026 at 09:41 UTC.
func december(_ day: Int, hour: Int = 9, minute: Int = 41) -> Date {
    wallClock(2026, 12, day, hour, minute)
}

/// A 320 × 330 calendar on a manual clock, in UTC and `locale`, choosing 17 December 2026.
@MainActor
func makeMonthCalendar(
    locale: String = "en_US", calendar: Calendar.Identifier = .gregorian, zone: String = "UTC", date: Date = december(17)
) -> (MonthCalendar, EventLog) {
    let control = MonthCalendar(bounds: CGRect(x: 0, y: 0, width: 320, height: 330), now: { calendarToday })
    control.clock = FrameClock()
    control.calendar = Calendar(identifier: calendar)
    control.timeZone = TimeZone(identifier: zone)
    control.locale = Locale(identifier: locale)
    control.date = date
    _ = DisplayList.record { control.render(in: $0) }  // drawn once: animations run from here
    return (control, EventLog(control))
}

/// A host that records announcements.
@MainActor
final class CalendarAnnouncements: ControlHost {
    var said: [String] = []
    func controlNeedsDisplay(_ control: Control) {}
    func controlNeedsLayout(_ control: Control) {}
    func control(_ control: Control, announces text: String) { said.append(text) }
}

extension MonthCalendar {
    /// The centre of the cell of `day` (1-based) in the month shown.
    func center(ofDay day: Int) -> CGPoint {
        let frame = accessibilityElement(withID: "day-\(day)")!.frame
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// The centre of element `id`.
    func center(of id: String) -> CGPoint {
        let frame = accessibilityElement(withID: id)!.frame
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// The month shown, as "2026-12".
    var shown: String { "\(visibleDateComponents.year!)-\(visibleDateComponents.month!)" }
}

@MainActor
@Suite struct MonthCalendarTrackingTests {
    @Test func tappingADayChoosesItAndKeepsTheTimeOfDay() {
        let (calendar, log) = makeMonthCalendar()
        let finger = Finger(on: calendar)
        finger.tap(at: calendar.center(ofDay: 24))
        #expect(calendar.date == december(24))
        #expect(log.events == [.touchDown, .valueChanged, .touchUpInside])
        finger.tap(at: calendar.center(ofDay: 24))  // the chosen day again: nothing changes
        #expect(log.count(of: .valueChanged) == 1)
        finger.tap(at: CGPoint(x: calendar.center(ofDay: 1).x - 90, y: calendar.center(ofDay: 1).y))  // an empty cell
        #expect(calendar.date == december(24) && log.count(of: .valueChanged) == 1)
    }

    @Test func dimmedDaysCannotBeChosenAndAChosenDayIsClamped() {
        let (calendar, log) = makeMonthCalendar()
        calendar.minimumDate = december(5, hour: 12)
        calendar.maximumDate = december(20)
        let finger = Finger(on: calendar)
        finger.tap(at: calendar.center(ofDay: 4))
        finger.tap(at: calendar.center(ofDay: 21))
        #expect(calendar.date == december(17) && log.count(of: .valueChanged) == 0)
        finger.tap(at: calendar.center(ofDay: 5))  // 09:41 on the 5th is before the minimum (12:00)
        #expect(calendar.date == december(5, hour: 12) && log.count(of: .valueChanged) == 1)
        // The chevrons stop at the limits' months.
        finger.tap(at: calendar.center(of: "next-month"))
        finger.wait(1)
        #expect(calendar.shown == "2026-12")
        #expect(calendar.accessibilityElement(withID: "next-month")!.traits.contains(.notEnabled))
    }

    @Test func theChevronsPageWithASlideAndAnnounceTheMonth() {
        let (calendar, log) = makeMonthCalendar()
        let host = CalendarAnnouncements()
        calendar.host = host
        let finger = Finger(on: calendar)
        finger.tap(at: calendar.center(of: "next-month"))
        #expect(calendar.isSpinning, "a slide")
        finger.wait(1)
        #expect(!calendar.isSpinning && calendar.shown == "2027-1")
        #expect(host.said == ["January 2027"])
        finger.tap(at: calendar.center(of: "previous-month"))
        finger.wait(1)
        finger.tap(at: calendar.center(of: "previous-month"))
        finger.wait(1)
        #expect(calendar.shown == "2026-11" && host.said == ["January 2027", "December 2026", "November 2026"])
        #expect(calendar.date == december(17) && log.count(of: .valueChanged) == 0, "paging never changes the date")
    }

    @Test func underReduceMotionPagesCrossFade() {
        let (calendar, _) = makeMonthCalendar()
        calendar.reduceMotion = true
        let finger = Finger(on: calendar)
        finger.tap(at: calendar.center(of: "next-month"))
        #expect(calendar.shown == "2027-1" && calendar.isSpinning, "the new month at once, fading in")
        finger.wait(0.1)
        let mid = DisplayList.record { calendar.render(in: $0) }
        let alphas = mid.commands.compactMap { if case .setAlpha(let a) = $0 { a } else { nil } }
        #expect(alphas.contains { $0 > 0 && $0 < 1 }, "both months drawn part transparent")
        finger.wait(0.3)
        #expect(!calendar.isSpinning)
        // A swipe does not slide the grid: its release cross-fades.
        finger.drag(from: CGPoint(x: 280, y: 200), to: CGPoint(x: 80, y: 200), steps: 10, duration: 0.3)
        #expect(calendar.shown == "2027-2")
    }

    @Test func aSwipeFollowsTheFingerAndPagesPastHalfOrOnAFlick() {
        let (calendar, log) = makeMonthCalendar()
        let finger = Finger(on: calendar)
        let saturday = calendar.center(ofDay: 19).x
        // Slowly past half a page to the left: the next month.
        finger.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 100, y: 200), steps: 20, duration: 1, lift: false)
        // 19 December (a Saturday, 290 pt across) has followed the finger 200 pt; 19 January
        // (a Tuesday) has come in from the right.
        let moved = DisplayList.record { calendar.render(in: $0) }
        let nineteens = moved.commands.compactMap { command -> CGFloat? in
            if case .drawText(let run, let rect) = command, run.string == "19" { return rect.midX }
            return nil
        }
        #expect(nineteens.contains { abs($0 - (saturday - 200)) < 0.5 }, "\(nineteens)")
        #expect(nineteens.contains { abs($0 - (8 + 2.5 * 304 / 7 + 120)) < 0.5 }, "\(nineteens)")
        finger.wait(0.2)
        finger.up()
        finger.wait(1)
        #expect(calendar.shown == "2027-1")
        // Slowly less than half a page: back where it was.
        finger.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 220, y: 200), steps: 20, duration: 1, lift: false)
        finger.wait(0.2)
        finger.up()
        finger.wait(1)
        #expect(calendar.shown == "2027-1")
        // A short flick to the right: the previous month.
        finger.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 160, y: 200), steps: 3, duration: 0.05)
        finger.wait(1)
        #expect(calendar.shown == "2026-12")
        #expect(log.count(of: .valueChanged) == 0 && calendar.date == december(17))
    }

    @Test func rightToLeftSwipesPageTheOtherWay() {
        let (calendar, _) = makeMonthCalendar(locale: "he_IL")
        let finger = Finger(on: calendar)
        finger.drag(from: CGPoint(x: 40, y: 200), to: CGPoint(x: 260, y: 200), steps: 10, duration: 0.3)
        finger.wait(1)
        #expect(calendar.shown == "2027-1", "a drag to the right brings the next month")
        #expect(calendar.center(of: "next-month").x < calendar.center(of: "previous-month").x)
        #expect(calendar.center(ofDay: 2).x < calendar.center(ofDay: 1).x, "days run right to left")
    }

    @Test func aTouchCatchesAPageInMotionAndATapThenOnlySettlesIt() {
        let (calendar, log) = makeMonthCalendar()
        let finger = Finger(on: calendar)
        finger.tap(at: calendar.center(of: "next-month"))
        finger.wait(0.06)
        #expect(calendar.isSpinning)
        let day = calendar.center(ofDay: 10)
        finger.down(at: day)
        #expect(!calendar.isSpinning, "caught")
        finger.up(after: 0.05)
        finger.wait(1)
        #expect(log.count(of: .valueChanged) == 0, "the tap chose nothing")
        #expect(["2026-12", "2027-1"].contains(calendar.shown) && !calendar.isSpinning)
    }

    @Test func aHandlerThatDisablesTheControlEndsTheTouchCleanly() {
        let (calendar, log) = makeMonthCalendar()
        calendar.addAction(for: .valueChanged) { $0.isEnabled = false }
        let finger = Finger(on: calendar)
        finger.tap(at: calendar.center(ofDay: 9))
        #expect(calendar.date == december(9) && !calendar.isTracking && !calendar.isEnabled)
        #expect(log.count(of: .valueChanged) == 1)
        finger.tap(at: calendar.center(ofDay: 10))
        #expect(calendar.date == december(9), "disabled: taps do nothing")
        let cancels = makeMonthCalendar()
        cancels.0.addAction(for: .touchDown) { $0.touchCancel() }
        Finger(on: cancels.0).drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 20, y: 200))
        #expect(cancels.0.shown == "2026-12" && !cancels.0.isTracking)
    }

    @Test func inAScrollViewVerticalDragsScrollAndHorizontalOnesPage() {
        let (calendar, _) = makeMonthCalendar()
        let container = ScrollContainer(around: calendar)
        let finger = Finger(on: calendar, in: container)
        finger.drag(from: CGPoint(x: 160, y: 250), to: CGPoint(x: 170, y: 120), steps: 10, duration: 0.3)
        finger.wait(1)
        #expect(container.contentOffset.y > 0 && calendar.shown == "2026-12")
        let scrolled = container.contentOffset
        finger.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 60, y: 210), steps: 10, duration: 0.3)
        finger.wait(1)
        #expect(container.contentOffset == scrolled && calendar.shown == "2027-1")
        #expect(calendar.keepsDrag(from: CGPoint(x: 160, y: 200), translation: CGSize(width: 30, height: 5)))
        #expect(!calendar.keepsDrag(from: CGPoint(x: 160, y: 200), translation: CGSize(width: 5, height: 30)))
        #expect(!calendar.keepsDrag(from: CGPoint(x: 160, y: 20), translation: CGSize(width: 30, height: 0)), "the header is no page")
    }

    @Test func aRangeTakesTwoTapsAndIsReadAsARange() {
        let (calendar, log) = makeMonthCalendar(locale: "en_GB")
        let host = CalendarAnnouncements()
        calendar.host = host
        calendar.selectionMode = .range
        let finger = Finger(on: calendar)
        finger.tap(at: calendar.center(ofDay: 3))
        #expect(calendar.selectedRange == wallClock(2026, 12, 3)...wallClock(2026, 12, 3) && calendar.isSelectingRangeEnd)
        finger.tap(at: calendar.center(ofDay: 7))
        #expect(calendar.selectedRange == wallClock(2026, 12, 3)...wallClock(2026, 12, 7) && !calendar.isSelectingRangeEnd)
        #expect(log.count(of: .valueChanged) == 2 && host.said == ["from 3 to 7 December"])
        #expect(calendar.accessibilityElement(withID: "day-3")?.value == "from 3 to 7 December")
        #expect(calendar.accessibilityElement(withID: "day-5")!.traits.contains(.selected))
        #expect(!calendar.accessibilityElement(withID: "day-8")!.traits.contains(.selected))
        // A new range; a day before its first starts it again from there.
        finger.tap(at: calendar.center(ofDay: 20))
        finger.tap(at: calendar.center(ofDay: 12))
        #expect(calendar.selectedRange == wallClock(2026, 12, 12)...wallClock(2026, 12, 12) && calendar.isSelectingRangeEnd)
        finger.tap(at: calendar.center(of: "next-month"))
        finger.wait(1)
        finger.tap(at: calendar.center(ofDay: 2))
        #expect(calendar.selectedRange == wallClock(2026, 12, 12)...wallClock(2027, 1, 2))
        #expect(host.said.last == "from 12 December 2026 to 2 January 2027")
        calendar.selectedRange = wallClock(2026, 12, 1, 15)...wallClock(2026, 12, 9, 3)
        #expect(calendar.selectedRange == wallClock(2026, 12, 1)...wallClock(2026, 12, 9), "whole days")
    }

    @Test func thePillBeginsTimeEditingAndTheTimeIsSettable() {
        let (calendar, log) = makeMonthCalendar()
        calendar.datePickerMode = .dateAndTime
        calendar.bounds.size = calendar.intrinsicContentSize
        let finger = Finger(on: calendar)
        let time = calendar.accessibilityElement(withID: "time")?.value?.replacingOccurrences(of: "\u{202F}", with: " ")
        #expect(time == "9:41 AM")
        finger.tap(at: calendar.center(of: "time"))
        #expect(calendar.isEditingTime && log.count(of: .editingDidBegin) == 1)
        calendar.selectTime(of: december(1, hour: 18, minute: 5))
        #expect(calendar.date == december(17, hour: 18, minute: 5) && log.count(of: .valueChanged) == 1)
        finger.tap(at: calendar.center(of: "time"))
        #expect(!calendar.isEditingTime && log.count(of: .editingDidEnd) == 1)
        calendar.beginTimeEditing()
        calendar.datePickerMode = .date  // the row goes: editing ends with it
        #expect(!calendar.isEditingTime && log.count(of: .editingDidEnd) == 2)
        calendar.beginTimeEditing()
        #expect(!calendar.isEditingTime && log.count(of: .editingDidBegin) == 2, "no time row, no time editing")
    }
}
