import Foundation

/// How a date control turns its ``WheelDatePicker/calendar`` (nil: the user's), its time
/// zone (nil: the calendar's, the user's for the user's calendar) and its locale into the
/// one calendar it works in, and tells whether that calendar changed.
///
/// The result is always a fixed calendar made here, never a copy of the user's
/// autoupdating one: Foundation does not always turn a copy of
/// `Calendar.autoupdatingCurrent` into a fixed value (a locale equal to the current one is
/// not even written), and autoupdating calendars compare equal to one another whatever
/// their time zones. A calendar is compared by what it computes with (``Signature``), never
/// by `Calendar ==`.
enum CalendarResolution {
    /// What a calendar computes with: identifier, time zone, locale, first weekday and the
    /// minimum days of a first week.
    struct Signature: Equatable {
        var identifier: Calendar.Identifier
        var timeZone: String
        var secondsFromGMT: Int
        var locale: String?
        var firstWeekday: Int
        var minimumDaysInFirstWeek: Int

        init(_ calendar: Calendar) {
            identifier = calendar.identifier
            timeZone = calendar.timeZone.identifier
            secondsFromGMT = calendar.timeZone.secondsFromGMT()
            locale = calendar.locale?.identifier
            firstWeekday = calendar.firstWeekday
            minimumDaysInFirstWeek = calendar.minimumDaysInFirstWeek
        }
    }

    /// The signature of an app's calendar setting; nil for the user's calendar.
    static func signature(_ calendar: Calendar?) -> Signature? { calendar.map(Signature.init) }

    /// The calendar in use.
    ///
    /// - Parameters:
    ///   - calendar: The app's calendar, or nil for the user's (`user()` now).
    ///   - timeZone: The app's time zone, or nil for the calendar's.
    ///   - locale: The control's locale: month names, digits and, unless the calendar sets
    ///     its own, the first weekday.
    ///   - user: The user's calendar now (`Calendar.current`; tests give another).
    static func resolve(_ calendar: Calendar?, timeZone: TimeZone?, locale: Locale, user: () -> Calendar) -> Calendar {
        let base = calendar ?? user()
        var resolved = Calendar(identifier: base.identifier)
        resolved.locale = locale
        // The first weekday and a first week's minimum: the calendar's own when it sets them
        // (they differ from its locale's), otherwise as Foundation gives them for this
        // locale. (Foundation keeps a fixed calendar's own when the locale is replaced, but
        // not one set on a copy of the autoupdating calendar.)
        var weeks = base
        weeks.locale = locale
        var plain = Calendar(identifier: base.identifier)
        plain.locale = base.locale
        let firstWeekday = base.firstWeekday != plain.firstWeekday ? base.firstWeekday : weeks.firstWeekday
        let minimumDays =
            base.minimumDaysInFirstWeek != plain.minimumDaysInFirstWeek ? base.minimumDaysInFirstWeek : weeks.minimumDaysInFirstWeek
        // Written through another value first: Foundation skips a value equal to the one it
        // reads, and would go on reading it from the (autoupdating) locale.
        resolved.firstWeekday = firstWeekday % 7 + 1
        resolved.firstWeekday = firstWeekday
        resolved.minimumDaysInFirstWeek = minimumDays % 7 + 1
        resolved.minimumDaysInFirstWeek = minimumDays
        // The zone made again from its name, so an autoupdating one cannot change under
        // the control; a zone its name does not give back (a seconds offset such as
        // GMT+01:00:30) is kept as it is.
        let zone = timeZone ?? base.timeZone
        if let named = TimeZone(identifier: zone.identifier), named.secondsFromGMT() == zone.secondsFromGMT() {
            resolved.timeZone = named
        } else {
            resolved.timeZone = zone
        }
        return resolved
    }
}

/// A date control that follows the user's calendar (``WheelDatePicker``, ``MonthCalendar``):
/// the one place that makes its calendar in use and waits for it to stand still before a
/// new one is taken.
@MainActor
protocol CalendarFollowingControl: Control {
    var calendar: Calendar? { get }
    var timeZone: TimeZone? { get }
    /// The calendar in use (``CalendarResolution``).
    var effectiveCalendar: Calendar { get }
    /// The user's calendar now (tests give another).
    var userCalendar: @MainActor () -> Calendar { get }
    /// Whether the control moves on its own (a coasting wheel, a sliding page).
    var isSpinning: Bool { get }
    /// The wait for the control to stand still, while one runs.
    var calendarWait: ClockToken? { get set }
}

extension CalendarFollowingControl {
    /// The calendar in use as it would be made now.
    func resolvedCalendar() -> Calendar {
        CalendarResolution.resolve(calendar, timeZone: timeZone, locale: locale, user: userCalendar)
    }

    /// Whether the calendar in use is no longer the one that would be made now (the user's
    /// zone or calendar changed).
    var calendarIsStale: Bool {
        CalendarResolution.Signature(resolvedCalendar()) != CalendarResolution.Signature(effectiveCalendar)
    }

    /// Runs `apply` at once, or, while a finger is on the control or it moves on its own,
    /// at the first frame it stands still (a wheel is not moved under a finger, a swipe not
    /// undone); one wait at a time: while one is pending, a later `apply` is dropped (each
    /// control passes the same action every time). `apply` is told whether it waited.
    func whenStill(_ apply: @escaping @MainActor (Self, _ waited: Bool) -> Void) {
        guard isTracking || isSpinning else {
            calendarWait?.cancel()
            calendarWait = nil
            return apply(self, false)
        }
        guard calendarWait == nil else { return }
        calendarWait = clock.atFirstFrame(of: self, where: { !$0.isTracking && !$0.isSpinning }) {
            $0.calendarWait = nil
            apply($0, true)
        }
    }
}

extension WheelDatePicker: CalendarFollowingControl {}
extension MonthCalendar: CalendarFollowingControl {}
