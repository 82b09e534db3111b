import Foundation

/// `UIDatePicker` drawn on ``PickerView`` wheels: dates and times right in every locale,
/// calendar and time zone.
///
/// It is a ``PickerView`` whose data source and delegate are its own date columns: the
/// wheels' motion, drawing, keys and accessibility are the picker's, the rows and what
/// they mean are the date's. Its ``PickerView/dataSource``, ``PickerView/delegate`` and
/// ``PickerView/titles`` are its own and cannot be replaced.
///
/// - **Modes** (``datePickerMode``): ``Mode/time``, ``Mode/date``, ``Mode/dateAndTime``
///   (the default), ``Mode/countDownTimer``, ``Mode/yearAndMonth``. The wheels, their order, month and weekday
///   names, the 12- or 24-hour clock and the AM/PM wheel follow ``Control/locale``
///   (``DatePickerLayout``); right-to-left locales mirror the wheels, but hour and minute
///   keep the order of a time, hours left of minutes ("07:45"). Any ``calendar``
///   works (Buddhist, Hebrew, …); ``timeZone`` decides the wall-clock time shown.
/// - **Date.** ``date`` (now by default, from the `now` closure given at init),
///   ``setDate(_:animated:)``; `valueChanged` when the user's wheels settle on a new date,
///   never for programmatic changes. Only real dates are reported: the day wheel has the
///   rows of the calendar's longest month (31) in every month, the days the shown month
///   lacks are dimmed, and a wheel that rests on one rolls back to the month's last day
///   (29 February becomes 28 when the year changes); keys and VoiceOver step over them.
///   Month, day, hour and minute wheels loop, each on its own (30 November → 1 November);
///   in a 12-hour clock the hour wheel carries, as iOS's does: each pass across 11 → 12
///   flips AM/PM (11:59 AM and one row on is 12:59 PM), and in date-and-time mode past
///   midnight the day. Years, the date-and-time day wheel and AM/PM end.
/// - **Limits.** ``minimumDate`` and ``maximumDate``: rows outside are drawn dimmed, and
///   after a release the wheels roll back to the nearest allowed date. When the minimum
///   is after the maximum both are ignored; in countdown mode they are ignored.
/// - **Intervals.** ``minuteInterval``: 1…30 and a divisor of 60, otherwise 1; the date is
///   rounded down to it. ``countDownDuration``: the duration shown, whole minutes on
///   ``minuteInterval``, from one interval to 23:59.
/// - **Time zones.** Daylight-saving gaps and repeats neither skip nor duplicate an hour
///   row: a wall time that does not exist moves forward to the next one that does (as
///   Foundation's calendar does), a repeated hour shows once (its first occurrence when
///   chosen on the wheels; a date set in code keeps its exact instant).
/// - **Access.** One element reads the whole date in the locale; one adjustable element
///   per wheel; arrows move between and along the wheels.
///
/// ```swift
/// let picker = WheelDatePicker(bounds: CGRect(x: 0, y: 0, width: 320, height: 216))
/// picker.datePickerMode = .date
/// picker.locale = Locale(identifier: "ru_RU")
/// picker.minimumDate = Date()
/// picker.addAction(for: .valueChanged) { picker in print(picker.date) }
/// ```
@MainActor
open class WheelDatePicker: PickerView {
    /// What the picker chooses (UIDatePicker.Mode).
    public enum Mode: Hashable, Sendable {
        /// Hours, minutes and (in a 12-hour clock) AM/PM: "6 | 53 | PM".
        case time
        /// Months, days of the month and years, in the locale's order: "November | 15 | 2007".
        case date
        /// Days ("Mon Nov 30", "Today"), hours, minutes and AM/PM.
        case dateAndTime
        /// Hours and minutes of a duration (``WheelDatePicker/countDownDuration``).
        case countDownTimer
        /// Months and years, in the locale's order: "November | 2007" (iOS 17.4's
        /// `UIDatePicker.Mode.yearAndMonth`). The date keeps its day of the month (the
        /// month's last day where the month is shorter) and its time of day.
        case yearAndMonth
    }

    /// The date's columns: the wheels' data source and delegate.
    lazy var columns = DatePickerColumns(picker: self)
    /// Reads the present (for the default date and "Today").
    let now: @MainActor () -> Date

    /// Makes a date picker showing `now()` in date-and-time mode.
    ///
    /// - Parameters:
    ///   - bounds: The control's rectangle (hosts usually set it later).
    ///   - now: The clock for the default date and for "Today"; tests inject one.
    public init(bounds: CGRect = .zero, now: @escaping @MainActor () -> Date = { Date() }) {
        self.now = now
        storedDate = now()
        super.init(bounds: bounds)
        effectiveCalendar = resolvedCalendar()
        storedDate = rounded(storedDate)
        rebuild()
    }

    /// The date columns; another data source cannot be set.
    open override var dataSource: (any PickerViewDataSource)? {
        get { columns }
        set {}
    }

    /// The date columns; another delegate cannot be set.
    open override var delegate: (any PickerViewDelegate)? {
        get { columns }
        set {}
    }

    /// Nil: the rows are dates, not title lists; setting lists does nothing.
    open override var titles: [[String]]? {
        get { nil }
        set {}
    }

    /// Right-to-left locales mirror the wheels, whatever the host's direction.
    override var componentDirection: ControlLayoutDirection { layout.isRightToLeft ? .rightToLeft : layoutDirection }

    /// Hour and minute read as a time does in every script, hours left of minutes
    /// ("07:45"): in a mirrored layout the date columns and AM/PM move, the time does not
    /// turn around.
    override var leftToRightRuns: [Range<Int>] {
        guard let hour = layout.columns.firstIndex(of: .hour), layout.columns.indices.contains(hour + 1),
            layout.columns[hour + 1] == .minute
        else { return [] }
        return [hour..<(hour + 2)]
    }

    /// The date columns decide what a settled wheel means (and send `valueChanged` only
    /// when the date changes).
    override func wheelDidSettle(on row: Int, inComponent component: Int) {
        columns.pickerView(self, didSelectRow: row, inComponent: component)
    }

    /// A 12-hour wheel back on its row after whole turns has news too: each turn carried
    /// AM/PM.
    override func hasNews(_ row: Int, inComponent component: Int) -> Bool {
        guard !super.hasNews(row, inComponent: component) else { return true }
        guard component == columns.hourComponent, let base = columns.hourBase else { return false }
        return restingPosition(inComponent: component) != base
    }

    /// A key or VoiceOver step on the day wheel steps over the days the shown month lacks,
    /// so it always lands on a real date (28 February → 1 February).
    @discardableResult
    open override func adjust(_ adjustment: Adjustment, element id: String) -> Bool {
        if let component = component(forElementID: id), let day = columns.dayRow(after: adjustment, inComponent: component) {
            return super.adjust(to: Double(day), element: id)
        }
        return super.adjust(adjustment, element: id)
    }

    // MARK: The date

    /// The date; every wheel's titles depend on it (days out of range are dimmed), so a
    /// change redraws them all.
    var storedDate: Date {
        didSet { if storedDate != oldValue { setNeedsDisplay() } }
    }

    /// The date shown. Setting it is programmatic (no event): rounded down to
    /// ``minuteInterval`` and kept within the limits. Non-finite dates are ignored; dates
    /// outside the years the wheels show (1…9999 of the calendar's current era, and in the
    /// Japanese and Republic of China calendars their earlier eras too; e.g. 1e300 seconds)
    /// are clamped to the first or last minute of that range.
    public var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }

    /// Whether a date set in code is rounded down to ``minuteInterval`` (default true, as
    /// UIDatePicker). When false, ``date`` keeps the minutes it was given and the minute
    /// wheel shows the interval's row at or before them; dates chosen on the wheels are
    /// always on the interval.
    public var roundsToMinuteInterval = true

    /// Shows `date` (rounded down to ``minuteInterval``, kept within the limits), spinning
    /// the wheels there when animated. Sends no event.
    public func setDate(_ date: Date, animated: Bool) {
        guard date.timeIntervalSinceReferenceDate.isFinite else { return }
        let within = columns.withinWheels(date)
        storedDate = clampedToLimits(roundsToMinuteInterval ? rounded(within) : within)  // a new date redraws (didSet)
        columns.show(storedDate, animated: animated)
    }

    /// The earliest date the user may choose; nil for none. Ignored when after
    /// ``maximumDate`` and in countdown mode.
    public var minimumDate: Date? {
        didSet { if minimumDate != oldValue { limitsDidChange() } }
    }

    /// The latest date the user may choose; nil for none. Ignored when before
    /// ``minimumDate`` and in countdown mode.
    public var maximumDate: Date? {
        didSet { if maximumDate != oldValue { limitsDidChange() } }
    }

    /// The limits in force: both nil in countdown mode or when the minimum is after the maximum.
    public var effectiveLimits: (minimum: Date?, maximum: Date?) {
        guard datePickerMode != .countDownTimer else { return (nil, nil) }
        if let minimumDate, let maximumDate, minimumDate > maximumDate { return (nil, nil) }
        return (minimumDate, maximumDate)
    }

    // MARK: Mode, intervals, countdown

    /// The mode (default ``Mode/dateAndTime``).
    public var datePickerMode: Mode = .dateAndTime {
        didSet { if datePickerMode != oldValue { rebuild() } }
    }

    /// The minute wheel's interval: 1…30 and a divisor of 60; anything else counts as 1
    /// (UIKit's rule). The date and countdown are rounded down to it.
    public var minuteInterval = 1 {
        didSet {
            if !(1...30).contains(minuteInterval) || 60 % minuteInterval != 0 { minuteInterval = 1 }
            if minuteInterval != oldValue {
                if roundsToMinuteInterval { storedDate = rounded(storedDate) }
                countDownDuration = shownCountDown(countDownDuration)
                rebuild()
            }
        }
    }

    /// The countdown in seconds: always the duration the wheels show (default 60, one
    /// minute). Seconds are dropped, it is rounded down to ``minuteInterval`` and kept
    /// between one interval (the wheels have no "0 h 0 min") and 23:59 (86,340 s);
    /// negative or non-finite values count as 0, so they become one interval.
    public var countDownDuration: TimeInterval = 60 {
        didSet {
            let shown = shownCountDown(countDownDuration)
            if shown != countDownDuration { countDownDuration = shown }  // runs didSet once more
            if datePickerMode == .countDownTimer { columns.show(storedDate, animated: false) }
        }
    }

    /// `duration` as the wheels show it (see ``countDownDuration``).
    func shownCountDown(_ duration: TimeInterval) -> TimeInterval {
        let step = Double(60 * minuteInterval)
        let d = duration.isFinite ? min(max(duration, 0), 86_340) : 0
        return max((d / step).rounded(.down) * step, step)
    }

    // MARK: Calendar and time zone

    /// The calendar of the wheels; nil (the default) for the user's, followed when it
    /// changes, as UIDatePicker's `nil` calendar: the picker takes the user's calendar and
    /// time zone again at each ``Control/handleSignificantTimeChange()`` and
    /// ``Control/handleCurrentLocaleChange()``, which the UIKit host calls. Its time zone is
    /// replaced by ``timeZone`` when set; its locale by ``Control/locale``.
    public var calendar: Calendar? {
        didSet { if CalendarResolution.signature(calendar) != CalendarResolution.signature(oldValue) { calendarSettingsDidChange() } }
    }

    /// The time zone of the wall-clock time shown; nil (the default) for the calendar's
    /// (with the user's calendar, the user's time zone, followed).
    public var timeZone: TimeZone? {
        didSet { if timeZone != oldValue { calendarSettingsDidChange() } }
    }

    /// The calendar in use: ``calendar`` with ``timeZone`` and ``Control/locale``, made
    /// when any of them last changed or the last significant time change came. Every
    /// wheel, title and limit is worked out in this one fixed calendar, so a time zone
    /// that changes under the picker never shows two zones at once. A change made while a
    /// finger holds a wheel or one coasts is taken when they stand still: until then this
    /// and ``layout`` are the old ones.
    public private(set) var effectiveCalendar = Calendar.current

    /// The user's calendar now (tests give another).
    var userCalendar: @MainActor () -> Calendar = { Calendar.current }

    /// Waits for the wheels to stand still before new settings make them again.
    var calendarWait: ClockToken?

    /// A new day shows its "Today" row; the user's new time zone (with the user's calendar,
    /// or no ``timeZone``) moves the wheels to the same instant's wall-clock time there.
    open override func handleSignificantTimeChange() {
        guard calendarIsStale else { return setNeedsDisplay() }
        calendarSettingsDidChange()
    }

    /// The user's region settings changed (a 24-hour clock, a first weekday, the calendar):
    /// the wheels are made again.
    open override func handleCurrentLocaleChange() { calendarSettingsDidChange() }

    /// The calendar, time zone or locale changed: the wheels are made again at once, or,
    /// while a finger holds a wheel or one coasts, once they stand still (a wheel is not
    /// moved under a finger).
    private func calendarSettingsDidChange() { whenStill { picker, _ in picker.rebuildInNewCalendar() } }

    /// The wheels made again in the new calendar; the date is rounded down to the minute
    /// interval again, as the new zone counts minutes (a zone a quarter hour off the old
    /// one), without an event, as a date set in code.
    private func rebuildInNewCalendar() {
        effectiveCalendar = resolvedCalendar()
        rebuild()
        // Within the wheels and the limits as a date set in code is.
        let kept = clampedToLimits(roundsToMinuteInterval ? rounded(columns.withinWheels(storedDate)) : storedDate)
        if kept != storedDate {
            storedDate = kept
            columns.show(storedDate, animated: false)
        }
    }

    /// Rebuilds the wheels when the locale changes (order, names, clock).
    open override var locale: Locale {
        didSet { if locale != oldValue { calendarSettingsDidChange() } }
    }

    /// The wheels in use, for this mode and locale.
    public var layout: DatePickerLayout { columns.layout }

    // MARK: Internals

    /// `date` rounded down to whole ``minuteInterval`` minutes, by subtracting the extra
    /// minutes and seconds from the instant itself (so the second 02:30 of a night that
    /// repeats an hour stays the second).
    func rounded(_ date: Date) -> Date {
        let parts = effectiveCalendar.dateComponents([.minute, .second], from: date)
        let t = date.timeIntervalSinceReferenceDate
        let fraction = t - t.rounded(.down)  // exact, where nanoseconds would lose 1e-300
        let extra = Double((parts.minute ?? 0) % minuteInterval * 60 + (parts.second ?? 0)) + fraction
        return date.addingTimeInterval(-extra)
    }

    func clampedToLimits(_ date: Date) -> Date {
        let (lo, hi) = effectiveLimits
        if let lo, date < lo { return rounded(lo) < lo ? rounded(lo.addingTimeInterval(Double(60 * minuteInterval))) : rounded(lo) }
        if let hi, date > hi { return rounded(hi) }
        return date
    }

    /// New limits move the wheels only when they move the date, and never under the finger
    /// or while a wheel coasts: a SwiftUI parent passing `Date()...` gives new limits at
    /// every render, a few milliseconds apart. (The date the user settles on is clamped then.)
    private func limitsDidChange() {
        let clamped = clampedToLimits(storedDate)
        if clamped != storedDate {
            storedDate = clamped
            if !isTracking && !isSpinning { columns.show(storedDate, animated: false) }
        }
        setNeedsDisplay()
    }

    /// Recomputes the wheels for the mode, locale, calendar and interval.
    func rebuild() {
        columns.rebuild()
        wrappingComponents = Set(layout.columns.indices.filter { layout.columns[$0].wraps })
        reloadAllComponents()
        columns.show(storedDate, animated: false)
        setNeedsDisplay()
    }

    /// The whole date, then one adjustable element per wheel, named for what it holds
    /// ("Month", "Hour", …).
    open override func makeAccessibilityElements() -> [AccessibilityElement] {
        var wheelElements = super.makeAccessibilityElements()
        let kinds = columns.layout.columns
        for i in wheelElements.indices where kinds.indices.contains(i) { wheelElements[i].label = localized(kinds[i].accessibilityName) }
        return [columns.summaryElement] + wheelElements
    }
}
