import ControlKitTesting
import Foundation
import Testing

@testable import ControlKit

/// A clock a test moves past midnight.
@MainActor
private final class WallClock {
    var now: Date
    init(_ now: Date) { self.now = now }
}

/// The user's calendar as Settings would change it.
@MainActor
private final class UserSettings {
    var calendar: Calendar
    init(_ calendar: Calendar) { self.calendar = calendar }
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

    private func gregorian(_ zone: String) -> Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: zone)!
        return c
    }

    /// Wheels in `mode` that follow `user`'s calendar (made in it: the locale is set after
    /// it), on a manual clock, in en_US, a minute before midnight.
    private func userWheels(_ user: UserSettings, _ mode: WheelDatePicker.Mode) -> WheelDatePicker {
        let picker = WheelDatePicker(bounds: CGRect(x: 0, y: 0, width: 320, height: 216), now: { Self.lateEvening })
        picker.clock = FrameClock()
        picker.userCalendar = { user.calendar }
        picker.locale = Locale(identifier: "en_US")
        picker.datePickerMode = mode
        return picker
    }

    /// A grid that follows `user`'s calendar, on a manual clock, in en_US.
    private func userGrid(_ user: UserSettings) -> MonthCalendar {
        let grid = MonthCalendar(bounds: CGRect(x: 0, y: 0, width: 320, height: 330), now: { Self.lateEvening })
        grid.clock = FrameClock()
        grid.userCalendar = { user.calendar }
        grid.locale = Locale(identifier: "en_US")
        return grid
    }

    /// The pickers follow the user's calendar and time zone unless the app sets its own,
    /// as UIKit's do with a nil calendar and time zone.
    @Test func theDefaultCalendarIsTheUsers() {
        let wheels = WheelDatePicker()
        let grid = MonthCalendar()
        let picker = CalendarDatePicker()
        #expect(wheels.calendar == nil && wheels.timeZone == nil && grid.calendar == nil && grid.timeZone == nil)
        #expect(picker.calendar == nil && picker.timeZone == nil)
        #expect(picker.dateEditor.calendar == nil && picker.timeEditor.calendar == nil)
        for calendar in [wheels.effectiveCalendar, grid.effectiveCalendar, picker.wheels.effectiveCalendar] {
            #expect(calendar.timeZone.identifier == TimeZone.current.identifier && calendar.identifier == Calendar.current.identifier)
        }
        wheels.locale = Locale(identifier: "ru_RU")
        #expect(wheels.effectiveCalendar.locale == Locale(identifier: "ru_RU"))
    }

    /// The calendar in use is a fixed one made by the picker, even from the user's
    /// autoupdating calendar and a locale equal to the current one (Foundation may leave a
    /// copy of an autoupdating calendar live, so it would move to a new zone under the
    /// wheels' formatters and rows).
    @Test func theCalendarInUseIsNeverAutoupdating() {
        let picker = WheelDatePicker()
        picker.locale = Locale.current
        picker.calendar = .autoupdatingCurrent
        #expect(picker.effectiveCalendar != .autoupdatingCurrent)
        picker.timeZone = TimeZone.current
        #expect(picker.effectiveCalendar != .autoupdatingCurrent)
        let grid = MonthCalendar()
        grid.locale = Locale.current
        grid.calendar = .autoupdatingCurrent
        #expect(grid.effectiveCalendar != .autoupdatingCurrent)
    }

    /// A calendar an app derives from the user's (its own first weekday) is taken, and its
    /// first weekday kept over the locale's.
    @Test func aDerivedCalendarIsTakenWithItsFirstWeekday() {
        let grid = MonthCalendar(bounds: CGRect(x: 0, y: 0, width: 320, height: 330))
        grid.locale = Locale(identifier: "en_US")  // weeks start on Sunday
        #expect(grid.effectiveCalendar.firstWeekday == 1)
        var derived = Calendar.autoupdatingCurrent
        let own = Calendar.current.firstWeekday % 7 + 1  // not the user's locale's
        derived.firstWeekday = own
        grid.calendar = derived
        #expect(grid.effectiveCalendar.firstWeekday == own)
        var fixed = Calendar(identifier: .gregorian)
        fixed.locale = Locale(identifier: "en_US")
        fixed.firstWeekday = 2
        grid.calendar = fixed
        #expect(grid.effectiveCalendar.firstWeekday == 2)
        grid.calendar = Calendar(identifier: .gregorian)  // the locale's again
        #expect(grid.effectiveCalendar.firstWeekday == 1)
    }

    /// The user moves from Tokyo to New York: the wheels show the same instant's New York
    /// time, the date stays, nothing is sent, and the next turn of a wheel moves the date by
    /// its own step (not by the 14 hours between the zones).
    @Test func theUsersNewTimeZoneMovesTheWallClock() throws {
        let user = UserSettings(gregorian("Asia/Tokyo"))
        let picker = userWheels(user, .time)
        picker.date = Self.lateEvening  // 08:59 in Tokyo, 18:59 the day before in New York
        let log = EventLog(picker)
        #expect(picker.accessibilityElements.first?.value?.contains("8:59") == true)
        user.calendar = gregorian("America/New_York")
        #expect(picker.effectiveCalendar.timeZone.identifier == "Asia/Tokyo", "nothing moves before the change is told")
        picker.handleSignificantTimeChange()
        #expect(picker.effectiveCalendar.timeZone.identifier == "America/New_York")
        #expect(picker.accessibilityElements.first?.value?.contains("6:59") == true, "\(picker.accessibilityElements.first?.value ?? "")")
        #expect(picker.date == Self.lateEvening && log.events.isEmpty)
        let minute = try #require(picker.accessibilityElements.firstIndex { $0.label == "Minutes" })
        #expect(picker.performAccessibilityAction(.decrement, on: picker.accessibilityElements[minute].id))
        #expect(picker.date == Self.lateEvening.addingTimeInterval(-60) && log.count(of: .valueChanged) == 1, "\(picker.date)")
        // An app's own zone is kept whatever the user's.
        picker.timeZone = TimeZone(identifier: "Europe/Paris")
        user.calendar = gregorian("Asia/Tokyo")
        picker.handleSignificantTimeChange()
        #expect(picker.effectiveCalendar.timeZone.identifier == "Europe/Paris")
    }

    /// A new zone that arrives under a finger waits: the wheel goes on under the finger in
    /// the old zone, settles, and only then do the wheels show the new zone's time (the
    /// settled instant, with the drag's one `valueChanged`).
    @Test func aNewZoneWaitsForTheWheelsToStandStill() {
        let user = UserSettings(gregorian("Asia/Tokyo"))
        let picker = userWheels(user, .time)
        picker.date = Self.lateEvening
        let log = EventLog(picker)
        let finger = Finger(on: picker, clock: picker.clock)
        let x = picker.bounds.width / 2  // the minute wheel
        _ = finger.down(at: CGPoint(x: x, y: 108))
        finger.move(to: CGPoint(x: x, y: 98), after: 0.05)
        user.calendar = gregorian("America/New_York")
        picker.handleSignificantTimeChange()
        #expect(picker.isTracking && picker.effectiveCalendar.timeZone.identifier == "Asia/Tokyo")
        for y in stride(from: 88, through: 48, by: -10) { finger.move(to: CGPoint(x: x, y: CGFloat(y)), after: 0.05) }
        finger.up(after: 0.05)
        #expect(picker.effectiveCalendar.timeZone.identifier == "Asia/Tokyo", "not while the wheel coasts")
        finger.wait(3)  // the wheel comes to rest
        finger.wait(1.0 / 60)  // the next frame finds it still
        #expect(!picker.isSpinning && picker.effectiveCalendar.timeZone.identifier == "America/New_York")
        #expect(picker.date != Self.lateEvening && log.count(of: .valueChanged) == 1)
        let minutes = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "America/New_York")!, from: picker.date)
            .minute
        #expect(picker.accessibilityElements.first?.value?.contains(":\(String(format: "%02d", minutes ?? -1))") == true)
    }

    /// A control freed while it waits to stand still (a wheel held when the zone changed,
    /// the screen then closed) leaves its clock idle: a host's display link stops.
    @Test func aFreedControlDoesNotKeepTheClockBusy() {
        let user = UserSettings(gregorian("Asia/Tokyo"))
        let clock = FrameClock()
        var picker: WheelDatePicker? = WheelDatePicker(bounds: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker?.clock = clock
        picker?.userCalendar = { user.calendar }
        picker?.datePickerMode = .time
        _ = picker?.touchDown(at: CGPoint(x: 160, y: 108), time: clock.currentTime)
        user.calendar = gregorian("America/New_York")
        picker?.handleSignificantTimeChange()
        #expect(!clock.isIdle)
        weak let gone = picker
        picker = nil
        #expect(gone == nil)
        clock.advance(by: 1.0 / 60)
        #expect(clock.isIdle)
    }

    /// The month-and-year wheel behind the grid's header works in the grid's own calendar:
    /// after the user's new zone or calendar both show the same thing.
    @Test func theMonthAndYearWheelFollowsTheGrid() throws {
        let user = UserSettings(gregorian("UTC"))
        let grid = userGrid(user)
        grid.date = Self.lateEvening
        grid.showsMonthAndYearWheel = true
        let wheel = try #require(grid.monthAndYearWheel?.control)
        #expect(wheel.effectiveCalendar.timeZone.secondsFromGMT() == 0)
        user.calendar = gregorian("Asia/Tokyo")
        grid.handleSignificantTimeChange()
        #expect(wheel.effectiveCalendar.timeZone.identifier == "Asia/Tokyo")
        user.calendar = Calendar(identifier: .japanese)
        user.calendar.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        grid.handleCurrentLocaleChange()
        #expect(grid.effectiveCalendar.identifier == .japanese && wheel.effectiveCalendar.identifier == .japanese)
    }

    /// New region settings, or the user's new zone, keep the month the person browsed to.
    @Test func theUsersChangesKeepTheMonthShown() {
        let user = UserSettings(gregorian("UTC"))
        let grid = userGrid(user)
        grid.date = Self.lateEvening
        grid.setVisibleDateComponents(DateComponents(year: 2027, month: 5), animated: false)
        grid.handleCurrentLocaleChange()
        #expect(grid.visibleDateComponents.year == 2027 && grid.visibleDateComponents.month == 5)
        user.calendar = gregorian("Asia/Tokyo")
        grid.handleSignificantTimeChange()
        #expect(grid.visibleDateComponents.year == 2027 && grid.visibleDateComponents.month == 5)
        grid.calendar = gregorian("Europe/Paris")  // the app's own: the chosen date's month
        #expect(grid.visibleDateComponents.year == 2026 && grid.visibleDateComponents.month == 12)
    }

    /// A range of days stays the same days when the user's zone moves west (the instants
    /// that began them would fall on the days before).
    @Test func aRangeKeepsItsDaysInTheNewZone() throws {
        let user = UserSettings(gregorian("UTC"))
        let grid = userGrid(user)
        grid.selectionMode = .range
        grid.selectedRange =
            gregorian("UTC").date(from: DateComponents(year: 2026, month: 12, day: 10))!...gregorian("UTC").date(
                from: DateComponents(year: 2026, month: 12, day: 12))!
        user.calendar = gregorian("America/New_York")
        grid.handleSignificantTimeChange()
        let range = try #require(grid.selectedRange)
        let york = gregorian("America/New_York")
        #expect(york.component(.day, from: range.lowerBound) == 10 && york.component(.day, from: range.upperBound) == 12)
        #expect(york.dateComponents([.hour, .minute], from: range.lowerBound) == DateComponents(hour: 0, minute: 0))
    }

    /// A new calendar system keeps the range's days (10–12 December 2026 stay those days in
    /// the Japanese calendar, not the Japanese year 2026).
    @Test func aRangeKeepsItsDaysInANewCalendarSystem() throws {
        let user = UserSettings(gregorian("UTC"))
        let grid = userGrid(user)
        grid.selectionMode = .range
        let utc = gregorian("UTC")
        grid.selectedRange =
            utc.date(from: DateComponents(year: 2026, month: 12, day: 10))!...utc.date(
                from: DateComponents(year: 2026, month: 12, day: 12))!
        for identifier in [Calendar.Identifier.japanese, .buddhist, .hebrew] {
            user.calendar = Calendar(identifier: identifier)
            user.calendar.timeZone = TimeZone(identifier: "UTC")!
            grid.handleCurrentLocaleChange()
            let range = try #require(grid.selectedRange, "\(identifier)")
            #expect(utc.dateComponents([.year, .month, .day], from: range.lowerBound) == DateComponents(year: 2026, month: 12, day: 10))
            #expect(utc.dateComponents([.year, .month, .day], from: range.upperBound) == DateComponents(year: 2026, month: 12, day: 12))
        }
    }

    /// Rounded again in a new zone, the date stays within the limits: on the first
    /// interval at or after the minimum.
    @Test func theRoundedDateStaysWithinTheLimits() {
        let user = UserSettings(gregorian("UTC"))
        let picker = userWheels(user, .time)
        picker.minuteInterval = 30
        let ten = gregorian("UTC").date(from: DateComponents(year: 2026, month: 12, day: 2, hour: 10))!
        picker.minimumDate = ten
        picker.date = ten
        user.calendar = gregorian("Asia/Kathmandu")  // 15:45 there: rounds down below the minimum
        picker.handleSignificantTimeChange()
        #expect(picker.date >= ten && gregorian("Asia/Kathmandu").component(.minute, from: picker.date) % 30 == 0, "\(picker.date)")
    }

    /// A mode set while a new zone waits for the finger does not bring the zone in under it.
    @Test func aModeChangeUnderAFingerKeepsTheWaitingZoneWaiting() {
        let user = UserSettings(gregorian("Asia/Tokyo"))
        let picker = userWheels(user, .time)
        #expect(picker.effectiveCalendar.timeZone.identifier == "Asia/Tokyo")
        _ = picker.touchDown(at: CGPoint(x: 160, y: 108), time: picker.clock.currentTime)
        user.calendar = gregorian("America/New_York")
        picker.handleSignificantTimeChange()
        picker.datePickerMode = .dateAndTime
        #expect(picker.isTracking && picker.effectiveCalendar.timeZone.identifier == "Asia/Tokyo")
        picker.touchCancel()
        picker.clock.advance(by: 1.0 / 60)
        #expect(picker.effectiveCalendar.timeZone.identifier == "America/New_York")
    }

    /// A zone a quarter hour off the old one: the date is rounded to the minute interval
    /// again, as the wheels show it, without an event.
    @Test func theDateStaysOnTheMinuteIntervalInTheNewZone() {
        let user = UserSettings(gregorian("UTC"))
        let picker = userWheels(user, .time)
        picker.minuteInterval = 30
        picker.date = Self.lateEvening  // 23:30 UTC
        let log = EventLog(picker)
        user.calendar = gregorian("Asia/Kathmandu")  // UTC+05:45: 05:15 there
        picker.handleSignificantTimeChange()
        let minute = gregorian("Asia/Kathmandu").component(.minute, from: picker.date)
        #expect(minute == 0 && log.events.isEmpty, "\(picker.date)")
    }

    /// The app's new calendar, set while the person pages, does not take them back to the
    /// chosen date's month.
    @Test func aChangeDuringAPageKeepsThePagedMonth() {
        let grid = MonthCalendar(bounds: CGRect(x: 0, y: 0, width: 320, height: 330), now: { Self.lateEvening })
        grid.clock = FrameClock()
        grid.calendar = gregorian("UTC")
        grid.locale = Locale(identifier: "en_US")
        grid.date = Self.lateEvening
        _ = DisplayList.record { grid.render(in: $0) }
        let finger = Finger(on: grid, clock: grid.clock)
        _ = finger.down(at: CGPoint(x: 260, y: 200))
        for x in stride(from: 240, through: 60, by: -20) { finger.move(to: CGPoint(x: CGFloat(x), y: 200), after: 0.016) }
        grid.calendar = gregorian("Europe/Paris")
        finger.up(after: 0.016)
        finger.wait(1)
        finger.wait(1.0 / 60)
        #expect(grid.effectiveCalendar.timeZone.identifier == "Europe/Paris")
        #expect(grid.visibleDateComponents.year == 2027 && grid.visibleDateComponents.month == 1, "\(grid.visibleDateComponents)")
    }

    /// The Coptic calendar's thirteenth month (five or six days) stays shown.
    @Test func aShortThirteenthMonthStaysShown() {
        var coptic = Calendar(identifier: .coptic)
        coptic.timeZone = TimeZone(identifier: "UTC")!
        let user = UserSettings(coptic)
        let grid = userGrid(user)
        grid.date = coptic.date(from: DateComponents(year: 1742, month: 13, day: 3))!
        #expect(grid.visibleDateComponents.month == 13)
        grid.handleCurrentLocaleChange()
        #expect(grid.visibleDateComponents.month == 13 && grid.visibleDateComponents.year == 1742)
    }

    /// The month-and-year wheel, shown, shows the grid's month after the user's new zone.
    @Test func theShownWheelShowsTheGridsMonthInTheNewZone() throws {
        let user = UserSettings(gregorian("UTC"))
        let grid = userGrid(user)
        grid.date = gregorian("UTC").date(from: DateComponents(year: 2027, month: 2, day: 1, hour: 0, minute: 30))!
        grid.showsMonthAndYearWheel = true
        user.calendar = gregorian("America/New_York")
        grid.handleSignificantTimeChange()
        let wheel = try #require(grid.monthAndYearWheel?.control)
        let shown = wheel.effectiveCalendar.dateComponents([.year, .month], from: wheel.date)
        #expect(shown.month == grid.visibleDateComponents.month && shown.year == grid.visibleDateComponents.year)
    }

    /// Dates at the wheels' ends and a hair past the reference date survive a new zone:
    /// finite, within the years 1…9999, on the minute interval, and no event is sent.
    @Test func extremeDatesSurviveANewZone() {
        for seconds in [1e308, -1e308, 1e-300, -1e-300] {
            let user = UserSettings(gregorian("UTC"))
            let picker = userWheels(user, .dateAndTime)
            picker.minuteInterval = 30
            picker.date = Date(timeIntervalSinceReferenceDate: seconds)
            let log = EventLog(picker)
            user.calendar = gregorian("Asia/Kathmandu")
            picker.handleSignificantTimeChange()
            let year = gregorian("Asia/Kathmandu").component(.year, from: picker.date)
            let minute = gregorian("Asia/Kathmandu").component(.minute, from: picker.date)
            #expect(picker.date.timeIntervalSinceReferenceDate.isFinite && (1...9999).contains(year), "\(seconds)")
            #expect(minute % 30 == 0 && log.events.isEmpty, "\(seconds): \(picker.date)")
            let grid = userGrid(user)
            grid.date = Date(timeIntervalSinceReferenceDate: seconds)
            user.calendar = gregorian("America/New_York")
            grid.handleSignificantTimeChange()
            #expect(grid.date.timeIntervalSinceReferenceDate.isFinite, "\(seconds)")
        }
    }

    /// A control disabled while a new zone waits for its finger (an app's handler that
    /// disables it) lets go of the touch, and the zone comes in at the next frame.
    @Test func disablingWhileAZoneWaitsLetsItIn() {
        let user = UserSettings(gregorian("Asia/Tokyo"))
        let picker = userWheels(user, .time)
        let log = EventLog(picker)
        _ = picker.touchDown(at: CGPoint(x: 160, y: 108), time: picker.clock.currentTime)
        picker.touchMove(to: CGPoint(x: 160, y: 106), time: picker.clock.currentTime + 0.016)  // a 2 pt step
        user.calendar = gregorian("America/New_York")
        picker.handleSignificantTimeChange()
        #expect(picker.effectiveCalendar.timeZone.identifier == "Asia/Tokyo")
        picker.isEnabled = false
        picker.clock.advance(by: 3)
        picker.clock.advance(by: 1.0 / 60)
        #expect(!picker.isTracking && picker.effectiveCalendar.timeZone.identifier == "America/New_York")
        #expect(log.count(of: .valueChanged) == 0)
    }

    /// An app's zone of a seconds offset is kept exactly (its name rounds it to a minute).
    @Test func aSecondsOffsetZoneIsKept() throws {
        let picker = WheelDatePicker()
        let odd = try #require(TimeZone(secondsFromGMT: 3_630))
        picker.timeZone = odd
        #expect(picker.effectiveCalendar.timeZone.secondsFromGMT() == 3_630)
        picker.timeZone = TimeZone(identifier: "GMT+0530")
        #expect(picker.effectiveCalendar.timeZone.secondsFromGMT() == 19_800)
    }

    /// The user's new calendar (Settings › General › Language & Region) arrives with the
    /// region-settings notice.
    @Test func theUsersNewCalendarArrivesWithTheLocaleNotice() {
        let user = UserSettings(gregorian("UTC"))
        let picker = userWheels(user, .date)
        #expect(picker.effectiveCalendar.identifier == .gregorian)
        user.calendar = Calendar(identifier: .japanese)
        user.calendar.timeZone = TimeZone(identifier: "UTC")!
        picker.handleCurrentLocaleChange()
        #expect(picker.effectiveCalendar.identifier == .japanese)
    }

    /// The grid lays the days out in the user's new zone: the chosen instant falls on the
    /// next day in Tokyo.
    @Test func theGridFollowsTheUsersNewTimeZone() throws {
        let user = UserSettings(gregorian("UTC"))
        let grid = userGrid(user)
        grid.date = Self.lateEvening
        _ = DisplayList.record { grid.render(in: $0) }
        #expect(try #require(grid.accessibilityElement(withID: "day-1")).traits.contains(.selected))
        user.calendar = gregorian("Asia/Tokyo")
        grid.handleSignificantTimeChange()
        _ = DisplayList.record { grid.render(in: $0) }
        #expect(try #require(grid.accessibilityElement(withID: "day-2")).traits.contains(.selected))
        #expect(grid.date == Self.lateEvening)
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
