import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// A clock a test moves past midnight.
@MainActor
private final class WallClock {
    var now: Date
    init(_ now: Date) { self.now = now }
}

/// What the date controls do when the host tells them the day, the clock or the user's
/// time zone changed (UIKit's `significantTimeChangeNotification`).
@MainActor
@Suite struct SignificantTimeChangeTests {
    /// 1 December 2026, 23:59 UTC: a minute before midnight.
    static let lateEvening = Date(timeIntervalSince1970: 1_796_169_540)

    private func utcGregorian() -> Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }

    private func wheels(_ clock: WallClock) -> (WheelDatePicker, RecordingHost, EventLog) {
        let picker = WheelDatePicker(bounds: CGRect(x: 0, y: 0, width: 320, height: 216), now: { clock.now })
        picker.clock = FrameClock()
        picker.calendar = Calendar(identifier: .gregorian)
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.locale = Locale(identifier: "en_US")
        picker.datePickerMode = .dateAndTime
        picker.date = clock.now
        let host = RecordingHost()
        picker.host = host
        _ = DisplayList.record { picker.render(in: $0) }
        return (picker, host, EventLog(picker))
    }

    /// The pickers follow the user's calendar and time zone unless the app sets its own,
    /// as UIKit's do with a nil calendar and time zone.
    @Test func theDefaultCalendarIsTheUsersAndFollowsIt() {
        let wheels = WheelDatePicker()
        let grid = MonthCalendar()
        let picker = CalendarDatePicker()
        #expect(wheels.calendar == .autoupdatingCurrent && wheels.timeZone == nil)
        #expect(grid.calendar == .autoupdatingCurrent && grid.timeZone == nil)
        #expect(picker.calendar == .autoupdatingCurrent && picker.timeZone == nil)
        #expect(picker.dateEditor.calendar == .autoupdatingCurrent && picker.timeEditor.calendar == .autoupdatingCurrent)
        for calendar in [wheels.effectiveCalendar, grid.effectiveCalendar, picker.wheels.effectiveCalendar] {
            #expect(calendar.timeZone == TimeZone.current && calendar.identifier == Calendar.current.identifier)
        }
        wheels.locale = Locale(identifier: "ru_RU")
        #expect(wheels.effectiveCalendar.locale == Locale(identifier: "ru_RU"))
    }

    /// Past midnight the wheel's "Today" row is the next day's, and the host hears of it
    /// (so VoiceOver reads the new values); the date stays and no event is sent.
    @Test func aNewDayTellsTheHostAndTodayMoves() {
        let clock = WallClock(Self.lateEvening)
        let (picker, host, log) = wheels(clock)
        #expect(picker.accessibilityElements[1].value == "Today")
        clock.now = Self.lateEvening.addingTimeInterval(90)  // 2 December, 00:00:30
        let displays = host.displays
        picker.handleSignificantTimeChange()
        #expect(host.displays > displays)
        #expect(picker.accessibilityElements[1].value == "Tue, Dec 1")
        let text = DisplayList.record { picker.render(in: $0) }.drawnText
        #expect(text.contains("Today") && text.contains("Tue, Dec 1") && !text.contains("Wed, Dec 2"))
        #expect(picker.date == Self.lateEvening && log.events.isEmpty)
    }

    /// The change never ends a drag: the finger goes on turning the wheel, and the events
    /// are the ones a drag without it sends.
    @Test func aChangeDuringADragLeavesTheDragAlone() {
        func drag(interrupted: Bool) -> (Date, [Control.Event]) {
            let clock = WallClock(Self.lateEvening)
            let (picker, _, log) = wheels(clock)
            let finger = Finger(on: picker)
            let x = picker.bounds.width * 0.62  // the hour wheel
            _ = finger.down(at: CGPoint(x: x, y: 108))
            finger.move(to: CGPoint(x: x, y: 98), after: 0.05)
            finger.move(to: CGPoint(x: x, y: 88), after: 0.05)
            if interrupted {
                clock.now = Self.lateEvening.addingTimeInterval(90)
                picker.handleSignificantTimeChange()
                #expect(picker.isTracking)
            }
            for y in stride(from: 78, through: 38, by: -10) { finger.move(to: CGPoint(x: x, y: CGFloat(y)), after: 0.05) }
            finger.up(after: 0.05)
            finger.wait(3)
            return (picker.date, log.events)
        }
        let plain = drag(interrupted: false)
        let interrupted = drag(interrupted: true)
        #expect(plain.0 != Self.lateEvening, "the drag moved the date")
        #expect(interrupted.0 == plain.0 && interrupted.1 == plain.1)
    }

    /// The calendar's today mark moves to the new day.
    @Test func aNewDayMovesTheCalendarsTodayMark() throws {
        let clock = WallClock(Self.lateEvening)
        let grid = MonthCalendar(bounds: CGRect(x: 0, y: 0, width: 320, height: 330), now: { clock.now })
        grid.clock = FrameClock()
        grid.calendar = utcGregorian()
        grid.locale = Locale(identifier: "en_US")
        let host = RecordingHost()
        grid.host = host
        _ = DisplayList.record { grid.render(in: $0) }
        #expect(try #require(grid.accessibilityElement(withID: "day-1")).value?.contains("Today") == true)
        clock.now = Self.lateEvening.addingTimeInterval(90)
        let displays = host.displays
        grid.handleSignificantTimeChange()
        #expect(host.displays > displays)
        let day1 = try #require(grid.accessibilityElement(withID: "day-1"))
        #expect(day1.value?.contains("Today") != true, "\(day1)")
        #expect(try #require(grid.accessibilityElement(withID: "day-2")).value?.contains("Today") == true)
        #expect(grid.date == Self.lateEvening)
    }

    /// The compact picker passes the change to its parts and its editors, and redraws.
    @Test func theDatePickerPassesItOn() {
        let clock = WallClock(Self.lateEvening)
        let picker = CalendarDatePicker(bounds: CGRect(x: 0, y: 0, width: 320, height: 44), now: { clock.now })
        picker.clock = FrameClock()
        picker.calendar = Calendar(identifier: .gregorian)
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.locale = Locale(identifier: "en_US")
        picker.date = clock.now
        let host = RecordingHost(), editorHost = RecordingHost()
        picker.host = host
        picker.dateEditor.host = editorHost
        clock.now = Self.lateEvening.addingTimeInterval(90)
        let (displays, editorDisplays) = (host.displays, editorHost.displays)
        picker.handleSignificantTimeChange()
        #expect(host.displays > displays && editorHost.displays > editorDisplays)
        #expect(picker.date == Self.lateEvening)
    }
}
