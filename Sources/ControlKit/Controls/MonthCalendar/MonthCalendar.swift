import Foundation

/// `UIDatePicker`'s inline calendar, drawn: a month of days to tap, paged by a swipe or
/// the chevrons, with a month-and-year wheel behind its header, in every calendar, locale
/// and time zone.
///
/// - **Date.** ``date`` (now by default, from the `now` closure given at init),
///   ``setDate(_:animated:)``. Tapping a day chooses it and keeps the time of day of the
///   current date, as UIDatePicker does; `valueChanged` is sent only when the user changes
///   the date, never for programmatic changes.
/// - **Limits.** ``minimumDate`` and ``maximumDate``: days outside are dimmed and cannot be
///   chosen, the chevrons stop at the months with no day to choose, and a chosen day is
///   clamped to the limits (a minimum at 10:00 makes that day's date 10:00). A minimum
///   after the maximum ignores both.
/// - **Months.** ``visibleDateComponents`` is the month shown; paging never changes the
///   date. A horizontal drag follows the finger and pages on a flick or past half a page
///   (mirrored right to left); the chevrons and Page Up/Down page with a slide, or a
///   cross-fade under ``Control/reduceMotion``. A touch catches a page in motion.
/// - **Header.** The month and year ("December 2026") with a chevron: a tap shows a
///   month-and-year wheel in place of the grid (``showsMonthAndYearWheel``); another
///   returns to the grid, on the month the wheel chose.
/// - **Time.** In ``WheelDatePicker/Mode/dateAndTime`` (``datePickerMode``) a "Time" row
///   shows the time in a pill. Tapping it begins time editing: ``isEditingTime`` becomes
///   true and `editingDidBegin` is sent, so a host can present time wheels; they set the
///   time with ``selectTime(of:)`` (a user change) and finish with ``endTimeEditing()``
///   (`editingDidEnd`).
/// - **Beyond UIKit.** ``alternateCalendar`` draws a second calendar's day numbers small
///   under each day (Chinese, Hebrew, Islamic, as iOS Calendar's alternate calendars);
///   ``selectionMode`` ``SelectionMode/range`` chooses a range of days (check-in, check-out:
///   ``selectedRange``), drawn as a band behind the days between.
/// - **Access.** Each day is a button read as its full date ("Tuesday, 1 December 2026"),
///   selected days carry the selected trait and dimmed days are not enabled; the header
///   and chevrons are buttons; a month change is announced. Keys: arrows move the focused
///   day (mirrored right to left), Page Up/Down a month, Home/End the week's ends,
///   Return or Space chooses.
///
/// ```swift
/// let calendar = MonthCalendar(bounds: CGRect(x: 0, y: 0, width: 320, height: 330))
/// calendar.minimumDate = Date()
/// calendar.locale = Locale(identifier: "en_GB")   // weeks start on Monday
/// calendar.addAction(for: .valueChanged) { calendar in print(calendar.date) }
/// ```
@MainActor
open class MonthCalendar: Control {
    /// How days are chosen.
    public enum SelectionMode: Hashable, Sendable {
        /// One day, ``MonthCalendar/date`` (UIDatePicker's).
        case single
        /// A range of days, ``MonthCalendar/selectedRange``: the first tap chooses its first
        /// day, the second its last (a day before the first starts again from there).
        case range
        /// Any number of days, ``MonthCalendar/selectedDates``: each tap adds a day or
        /// removes it (UICalendarView's multi-date selection, SwiftUI's `MultiDatePicker`).
        case multiple
    }

    /// Reads the present (the default date, and which day is today).
    let now: @MainActor () -> Date

    /// Makes a calendar showing the month of `now()`, with that instant as its date.
    ///
    /// - Parameters:
    ///   - bounds: The control's rectangle (hosts usually set it later).
    ///   - now: The clock for the default date and for "today"; tests inject one.
    public init(bounds: CGRect = .zero, now: @escaping @MainActor () -> Date = { Date() }) {
        self.now = now
        let start = now()
        storedDate = start.timeIntervalSinceReferenceDate.isFinite ? start : Date(timeIntervalSinceReferenceDate: 0)
        super.init(bounds: bounds)
        effectiveCalendar = resolvedCalendar()
        storedDate = clampedToLimits(storedDate)
    }

    // MARK: The date

    /// The date chosen (UIDatePicker's `date`); every day's look depends on it.
    var storedDate: Date {
        didSet { if storedDate != oldValue { setNeedsDisplay() } }
    }

    /// The date. Setting it is programmatic (no event): kept within the limits, and the
    /// calendar shows its month. Non-finite dates are ignored.
    public var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }

    /// Shows `date` (kept within the limits), paging to its month with a slide (a
    /// neighbouring month) or a cross-fade (a farther one, or under Reduce Motion) when
    /// animated. Sends no event.
    public func setDate(_ date: Date, animated: Bool) {
        guard date.timeIntervalSinceReferenceDate.isFinite else { return }
        storedDate = clampedToLimits(date)
        keyboardDay = nil
        show(month(containing: storedDate), animated: animated)
    }

    /// The earliest date the user may choose; nil for none. Ignored when after ``maximumDate``.
    public var minimumDate: Date? {
        didSet { if minimumDate != oldValue { limitsDidChange() } }
    }

    /// The latest date the user may choose; nil for none. Ignored when before ``minimumDate``.
    public var maximumDate: Date? {
        didSet { if maximumDate != oldValue { limitsDidChange() } }
    }

    /// The limits in force: both nil when the minimum is after the maximum, and non-finite
    /// dates left out.
    public var effectiveLimits: (minimum: Date?, maximum: Date?) {
        let lo = minimumDate.flatMap { $0.timeIntervalSinceReferenceDate.isFinite ? $0 : nil }
        let hi = maximumDate.flatMap { $0.timeIntervalSinceReferenceDate.isFinite ? $0 : nil }
        if let lo, let hi, lo > hi { return (nil, nil) }
        return (lo, hi)
    }

    // MARK: Calendar, time zone, mode

    /// The calendar of the grid: its months, weeks and first weekday; nil (the default) for
    /// the user's, followed when it changes, as UIDatePicker's `nil` calendar: the grid
    /// takes the user's calendar and time zone again at each
    /// ``Control/handleSignificantTimeChange()`` and ``Control/handleCurrentLocaleChange()``,
    /// which the UIKit host calls. Its time zone is replaced by ``timeZone`` when set, its
    /// locale by ``Control/locale`` (so the locale decides the first weekday: Sunday in
    /// en_US, Monday in en_GB and ru_RU, unless the calendar sets its own).
    public var calendar: Calendar? {
        didSet { if CalendarResolution.signature(calendar) != CalendarResolution.signature(oldValue) { calendarSettingsDidChange() } }
    }

    /// The time zone days begin and end in; nil (the default) for the calendar's (with the
    /// user's calendar, the user's time zone, followed).
    public var timeZone: TimeZone? {
        didSet { if timeZone != oldValue { calendarSettingsDidChange() } }
    }

    /// The calendar in use: ``calendar`` with ``timeZone`` and ``Control/locale``, made
    /// when any of them last changed or the last significant time change came (a fixed
    /// calendar, so the grid never mixes two time zones). A change made while a finger is
    /// on the grid or a page moves is taken when it stands still: until then this and
    /// ``visibleDateComponents`` are in the old calendar.
    public internal(set) var effectiveCalendar = Calendar.current

    /// The user's calendar now (tests give another).
    var userCalendar: @MainActor () -> Calendar = { Calendar.current }

    /// Waits for the grid to stand still before new settings lay it out again.
    var calendarWait: ClockToken?

    /// A new day moves the today mark (and the value VoiceOver reads for it); the user's
    /// new time zone (with the user's calendar, or no ``timeZone``) lays the days out again
    /// in it, keeping the month shown.
    open override func handleSignificantTimeChange() {
        guard calendarIsStale else { return setNeedsDisplay() }
        calendarSettingsDidChange(keepingShownMonth: true)
    }

    /// The user's region settings changed (a first weekday, digits, the calendar): the
    /// grid is laid out again, keeping the month shown.
    open override func handleCurrentLocaleChange() { calendarSettingsDidChange(keepingShownMonth: true) }

    /// The calendar, time zone or locale changed: the grid is laid out again at once, or,
    /// while a finger is on it or a page moves, once it stands still; the month the person
    /// paged to then stays, whoever made the change.
    private func calendarSettingsDidChange(keepingShownMonth: Bool = false) {
        whenStill { grid, waited in grid.calendarDidChange(keepingShownMonth: keepingShownMonth || waited) }
    }

    /// Month names, weekdays, digits, the first weekday and the direction follow the locale.
    open override var locale: Locale {
        didSet { if locale != oldValue { calendarSettingsDidChange() } }
    }

    /// Texts measured with another measurer are measured again.
    open override var textMeasurer: any TextMeasurer {
        didSet { texts.measurerDidChange() }
    }

    /// What is chosen (UIDatePicker's mode): ``WheelDatePicker/Mode/dateAndTime`` adds the
    /// time row under the grid; every other mode shows the grid alone (UIKit's inline style
    /// is for dates; a host shows wheels for times and countdowns). Default
    /// ``WheelDatePicker/Mode/date``.
    public var datePickerMode: WheelDatePicker.Mode = .date {
        didSet {
            guard datePickerMode != oldValue else { return }
            if !showsTime { endTimeEditing() }
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// Whether the time row is shown.
    public var showsTime: Bool { datePickerMode == .dateAndTime }

    /// A second calendar whose day numbers are drawn small under each day, as iOS
    /// Calendar's alternate calendars (nil: none, the default). Its own locale, when set,
    /// numbers its days (`zh_CN@numbers=hanidays` writes Chinese days as 初五); otherwise
    /// ``Control/locale`` does. Its days are also read with each day's date.
    ///
    /// ```swift
    /// var lunar = Calendar(identifier: .chinese)
    /// lunar.locale = Locale(identifier: "zh_CN@numbers=hanidays")
    /// calendar.alternateCalendar = lunar
    /// ```
    public var alternateCalendar: Calendar? {
        didSet {
            guard alternateCalendar != oldValue else { return }
            texts.alternateDidChange()
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// Gives each day's decoration: a dot or a small image under its number (an event that
    /// day), or nil for none, as UICalendarView's `calendarView(_:decorationFor:)`.
    ///
    /// It is called with the day's era, year, month and day (with ``effectiveCalendar``
    /// and its time zone) the first time the day is drawn, and the answer is kept until
    /// ``reloadDecorations(forDateComponents:animated:)`` forgets it, the provider is
    /// replaced, or the calendar changes: so it is not called for every frame of a page
    /// sliding, and a provider whose answers change must say so by reloading. Decorations
    /// are drawn only; VoiceOver reads the days as without them. Nil (the default): no
    /// decorations.
    ///
    /// ```swift
    /// calendar.decorationProvider = { day in
    ///     guard let date = day.date, store.hasEvents(on: date) else { return nil }
    ///     return .default(color: .systemRed, size: .small)
    /// }
    /// ```
    public var decorationProvider: ((DateComponents) -> Decoration?)? {
        didSet {
            forgetDecorations()
            setNeedsDisplay()
        }
    }

    /// Whether the person may choose a day (a night already booked, a closed day may not
    /// be), as UICalendarView's `dateSelection(_:canSelectDate:)`: asked with the day's
    /// era, year, month and day, as ``decorationProvider`` is, the first time the day is
    /// drawn or acted on, and kept until ``reloadDecorations(forDateComponents:animated:)``
    /// is called, the closure is replaced, or the calendar changes.
    ///
    /// A day it refuses is drawn dimmed as a day outside the limits is, VoiceOver reads it
    /// as not enabled, and a tap, Return or VoiceOver's activate on it does nothing (no
    /// event). Keys still move over it, and days set in code are not asked about (a booking
    /// shown as chosen). In range mode only the tapped days are asked: a range may span a
    /// refused day; an app that must not allow that refuses the range in its handler or
    /// binding. Nil (the default): every day within the limits may be chosen.
    ///
    /// ```swift
    /// calendar.canSelectDate = { day in
    ///     guard let date = day.date else { return false }
    ///     return !Calendar.current.isDateInWeekend(date)
    /// }
    /// ```
    public var canSelectDate: ((DateComponents) -> Bool)? {
        didSet {
            choosableDays = [:]
            setNeedsDisplay()
        }
    }

    /// ``canSelectDate``'s kept answers, by day start.
    var choosableDays: [Date: Bool] = [:]

    // MARK: The month shown

    /// The era, year and month shown (UICalendarView's name), with the calendar. Setting it
    /// shows that month at once, kept within the limits; it never changes ``date``.
    public var visibleDateComponents: DateComponents {
        get {
            var parts = effectiveCalendar.dateComponents([.era, .year, .month], from: anchor.start)  // and isLeapMonth
            if parts.month == nil { parts = DateComponents(era: anchor.era, year: anchor.year, month: anchor.month) }
            parts.calendar = effectiveCalendar
            parts.timeZone = effectiveCalendar.timeZone
            return parts
        }
        set { setVisibleDateComponents(newValue, animated: false) }
    }

    /// Shows the month of `components` (era, year and month in ``effectiveCalendar``; a
    /// missing era or year is the shown month's), animated or at once. Components the
    /// calendar cannot make are ignored; the month is kept within the limits.
    public func setVisibleDateComponents(_ components: DateComponents, animated: Bool) {
        var parts = DateComponents(era: components.era ?? anchor.era, year: components.year ?? anchor.year, month: components.month, day: 1)
        if parts.month == nil { parts.month = anchor.month }
        parts.isLeapMonth = components.isLeapMonth  // a Chinese leap month shares its number
        guard var first = model.calendar.date(from: parts) else { return }
        // A leap month the year lacks is its ordinary month, not the next one.
        if parts.isLeapMonth == true, model.calendar.component(.month, from: first) != parts.month {
            parts.isLeapMonth = nil
            guard let ordinary = model.calendar.date(from: parts) else { return }
            first = ordinary
        }
        show(month(containing: clampedToLimits(first)), animated: animated)
    }

    /// Whether the month shown is moving on its own: a page sliding or cross-fading after
    /// a chevron, a key or a swipe's release.
    public var isSpinning: Bool { pageAnimator.isRunning || fadeToken != nil }

    // MARK: The month-and-year wheel

    /// Whether the month-and-year wheel is shown in place of the grid (the header's tap
    /// toggles it). Setting it is programmatic: no event. Hiding it shows the month the
    /// wheel was on.
    public var showsMonthAndYearWheel = false {
        didSet {
            guard showsMonthAndYearWheel != oldValue else { return }
            monthAndYearWheelDidToggle()
        }
    }

    // MARK: Time

    /// Whether the time is being edited: the pill was tapped (or ``beginTimeEditing()``
    /// called) and editing has not ended. The pill's text is drawn in the tint meanwhile.
    public private(set) var isEditingTime = false {
        didSet { if isEditingTime != oldValue { setNeedsDisplay() } }
    }

    /// Begins editing the time (what a tap on the pill does): ``isEditingTime`` becomes true
    /// and `editingDidBegin` is sent. Ignored without the time row or while disabled.
    public func beginTimeEditing() {
        guard showsTime, isEnabled, !isEditingTime else { return }
        isEditingTime = true
        sendActions(for: .editingDidBegin)
    }

    /// Ends editing the time (a host's time wheels closed; a second tap on the pill):
    /// `editingDidEnd` is sent if it was editing.
    public func endTimeEditing() {
        guard isEditingTime else { return }
        isEditingTime = false
        sendActions(for: .editingDidEnd)
    }

    /// Sets the time of day of ``date`` to that of `time` (its hours, minutes and seconds in
    /// the calendar's time zone) as a user change: what a host's time wheels call. The date
    /// is kept within the limits; `valueChanged` when it changed. Non-finite times are ignored.
    public func selectTime(of time: Date) {
        guard time.timeIntervalSinceReferenceDate.isFinite, let day = monthWithDays(containing: storedDate) else { return }
        guard let index = day.day(containing: storedDate), let interval = day.interval(ofDay: index) else { return }
        let chosen = model.date(onDayStartingAt: interval.start, end: interval.end, keepingTimeOf: time)
        userSetDate(chosen)
    }

    // MARK: Ranges

    /// How days are chosen (default ``SelectionMode/single``). Changing it clears
    /// ``selectedRange``, and leaving ``SelectionMode/multiple`` clears ``selectedDates``.
    public var selectionMode: SelectionMode = .single {
        didSet {
            guard selectionMode != oldValue else { return }
            storedRange = nil
            if oldValue == .multiple { storedDays = [] }
            deferredDays = nil
            isSelectingRangeEnd = false
            setNeedsDisplay()
        }
    }

    /// The range of days chosen in ``SelectionMode/range`` mode: from the first instant of
    /// its first day to the first instant of its last day (one day: both the same); nil when
    /// none. Setting it is programmatic (no event): its ends become their days' first
    /// instants, in order, kept within the limits.
    public var selectedRange: ClosedRange<Date>? {
        get { storedRange.map { $0.start...$0.end } }
        set {
            isSelectingRangeEnd = false
            guard let newValue, let a = dayStart(of: clampedToLimits(newValue.lowerBound)),
                let b = dayStart(of: clampedToLimits(newValue.upperBound))
            else {
                storedRange = nil
                return
            }
            storedRange = (min(a, b), max(a, b))
        }
    }

    /// Whether the next chosen day ends the range (its first day is chosen).
    public internal(set) var isSelectingRangeEnd = false

    /// The range as day starts.
    var storedRange: (start: Date, end: Date)? {
        didSet { setNeedsDisplay() }
    }

    /// The days chosen in ``SelectionMode/multiple`` mode, each its era, year, month and day
    /// (and `isLeapMonth`) in the calendar in use, carrying ``calendar`` as the app gave it
    /// (when nil, the user's calendar as it is now, not an autoupdating one) and no time zone, as SwiftUI's
    /// `MultiDatePicker` hands them back, in order: the type and name of UICalendarView's
    /// multi-date selection (`UICalendarSelectionMultiDate`). A set of them can be compared
    /// with `Calendar.current.dateComponents([.calendar, .era, .year, .month, .day], from:)`.
    ///
    /// Setting it is programmatic (no event), in any mode (days set before switching to
    /// ``SelectionMode/multiple`` are kept): each component names a day in the calendar it
    /// carries, or else in ``effectiveCalendar`` (a missing era is read as `Calendar`'s
    /// `date(from:)` reads it: the calendar's current era, Reiwa in the Japanese calendar);
    /// components without a year, month and day, days the calendar cannot make and days
    /// outside the limits are left out, and a day named twice is chosen once. New
    /// limits drop the days outside them; a new calendar or time zone keeps the days.
    ///
    /// ```swift
    /// calendar.selectionMode = .multiple
    /// calendar.selectedDates = [DateComponents(year: 2026, month: 12, day: 24), DateComponents(year: 2026, month: 12, day: 31)]
    /// ```
    public var selectedDates: [DateComponents] {
        get { storedDays.sorted().map(components(ofDay:)) }
        set {
            deferredDays = nil
            storedDays = days(from: newValue)
        }
    }

    /// The day that starts at `day` as ``selectedDates`` gives it.
    func components(ofDay day: Date) -> DateComponents {
        var parts = effectiveCalendar.dateComponents([.era, .year, .month, .day], from: day)
        parts.calendar = calendar ?? userCalendar()  // a fixed calendar: an autoupdating one equals only its like
        return parts
    }

    /// The first instants of the days `components` name that may be chosen (see
    /// ``selectedDates``).
    func days(from components: some Sequence<DateComponents>) -> Set<Date> {
        Set(selectableDayStarts(of: Array(components)).compactMap { $0 })
    }

    /// The first instant of each day the elements of `set` name that may be chosen, by
    /// element (``selectableDayStarts(of:)``). The last answer is kept while the calendar
    /// and the limits stand: SwiftUI hands the same set over at every update and takes it
    /// back after every tap, and looking up a set of many days in the Chinese calendar takes
    /// tens of milliseconds.
    func selectableDays(namedBy set: Set<DateComponents>) -> [DateComponents: Date] {
        let (lower, upper) = navigableRange
        if let kept = namedDays, kept.lower == lower, kept.upper == upper, kept.set == set { return kept.days }
        let elements = Array(set)
        var days: [DateComponents: Date] = [:]
        for (parts, day) in zip(elements, selectableDayStarts(of: elements)) { days[parts] = day }
        keepSelectableDays(days, namedBy: set)
        return days
    }

    /// Keeps `days` as ``selectableDays(namedBy:)``'s answer for `set` under the limits now.
    func keepSelectableDays(_ days: [DateComponents: Date], namedBy set: Set<DateComponents>) {
        let (lower, upper) = navigableRange
        namedDays = (set, lower, upper, days)
    }

    /// For each element of `components`, the first instant of the day it names when that
    /// day may be chosen, else nil. The days are looked up in date order, so each month is
    /// laid out once however the elements come: an app's set of 900 days spread over 30
    /// months, in a set's order, laid out a month for nearly every element. A day named
    /// outside the limits is not looked up at all (past bookings).
    func selectableDayStarts(of components: [DateComponents]) -> [Date?] {
        let noons = components.map(noon(ofDayNamedBy:))
        var starts = [Date?](repeating: nil, count: components.count)
        let (lower, upper) = navigableRange
        let order = noons.indices.filter { noons[$0] != nil }.sorted { noons[$0]! < noons[$1]! }
        for i in order {
            guard let noon = noons[i], noon >= lower.addingTimeInterval(-86_400), noon <= upper.addingTimeInterval(86_400),
                let start = dayStart(of: noon), let interval = dayInterval(startingAt: start), isSelectable(interval)
            else { continue }
            starts[i] = start
        }
        return starts
    }

    /// Noon of the day `parts` names (its year, month and day, and era if any: without one,
    /// the calendar's current era), in the
    /// calendar it carries or else ``effectiveCalendar``, in this control's time zone, so
    /// that a day named in another calendar (a Gregorian date in a Buddhist or Japanese
    /// one) is that day here. Nil without a year, month and day, or for a day the calendar
    /// would carry elsewhere (31 April).
    func noon(ofDayNamedBy parts: DateComponents) -> Date? {
        guard let y = parts.year, let m = parts.month, let d = parts.day else { return nil }
        var c = parts.calendar ?? model.calendar
        c.timeZone = model.calendar.timeZone
        var noon = DateComponents(era: parts.era, year: y, month: m, day: d, hour: 12)
        noon.isLeapMonth = parts.isLeapMonth  // a Chinese leap month shares its number
        guard let date = c.date(from: noon) else { return nil }
        let made = c.dateComponents([.year, .month, .day], from: date)
        let sameLeap = parts.isLeapMonth == nil || made.isLeapMonth == nil || made.isLeapMonth == parts.isLeapMonth
        return made.day == d && made.month == m && made.year == y && sameLeap ? date : nil
    }

    /// The last set ``selectableDays(namedBy:)`` looked up, under the limits then, and its
    /// days (forgotten when the calendar changes).
    var namedDays: (set: Set<DateComponents>, lower: Date, upper: Date, days: [DateComponents: Date])?

    /// Days a declarative update gave while a finger was down, taken in when the tap ends
    /// (``MultipleConfiguration``).
    var deferredDays: Set<Date>?

    /// The chosen days as their first instants.
    var storedDays: Set<Date> = [] {
        didSet { if storedDays != oldValue { setNeedsDisplay() } }
    }

    // MARK: Looks

    /// The days' font (default 20 pt, as iOS); it grows with the text size but never past
    /// what fits a day's cell.
    public var font = DrawingFont.system(size: 20) {
        didSet { setNeedsLayout(); setNeedsDisplay() }
    }

    /// The days' colour.
    public var textColor = DrawingColor.label {
        didSet { setNeedsDisplay() }
    }

    /// A calendar of 320 × 326 pt (378 pt high with the time row); taller, and a little
    /// wider, at larger text sizes.
    open override var intrinsicContentSize: CGSize { naturalSize }

    /// True: as iOS's calendar, its text grows with the user's text size (up to
    /// ``Control/maximumContentSizeScale``), and its rows with it.
    open override var scalesWithContentSize: Bool { true }

    /// False: a tap chooses a day; the control is never highlighted as a whole.
    open override var highlightsOnTouch: Bool { false }

    // MARK: State (see the MonthCalendar+… files)

    /// The date math of ``effectiveCalendar``.
    lazy var model = MonthCalendarModel(calendar: effectiveCalendar)
    /// Months worked out, by their first instant (a few; see `month(containing:)`).
    var monthCache: [Date: MonthCalendarModel.Month] = [:]
    /// How many months were laid out (``month(containing:)`` found none kept): what tests
    /// count to see that work does not grow with the days chosen.
    var monthsLaidOut = 0
    /// The month at page 0 (the one shown at rest).
    lazy var anchor: MonthCalendarModel.Month = month(containing: storedDate)
    /// The page shown now, in pages from ``anchor`` (fractional while moving).
    var pagePosition: Double = 0
    let pageAnimator = MotionAnimator()
    /// Reduce Motion's cross-fade: the month fading out and how far the fade is.
    var fade: (month: MonthCalendarModel.Month, progress: Double)?
    var fadeToken: ClockToken?
    /// The day the keys act on (its first instant); nil: the selected day.
    var keyboardDay: Date? {
        didSet { if keyboardDay != oldValue { setNeedsDisplay() } }
    }
    /// Formatters and the texts they made.
    lazy var texts = MonthCalendarTexts(calendar: self)
    /// The decorations asked of ``decorationProvider``, by month (its first instant) and day.
    var decorations: [Date: [KeptDecoration]] = [:]
    /// Layout worked out from the bounds and text size.
    var geometry = MonthCalendarGeometry()
    /// What the current touch began on, and the drag's start.
    var touchPart: MonthCalendarPart?
    var drag: (x: CGFloat, position: Double, moved: Bool)?
    /// Where the finger has dragged the pages, before resistance (what Reduce Motion's
    /// release reads, the grid not following the finger then).
    var fingerPosition: Double = 0
    var velocity = VelocityTracker()
    /// The part drawn pressed (a touch on it, inside).
    var pressedPart: MonthCalendarPart? {
        didSet { if pressedPart != oldValue { setNeedsDisplay() } }
    }
    /// The part the keys act on: the days (``keyboardDay``), a button, the pill or the wheel.
    var keyboardPart = MonthCalendarPart.grid {
        didSet { if keyboardPart != oldValue { setNeedsDisplay() } }
    }
    /// The month-and-year wheel, made when first shown.
    var monthAndYearWheel: EmbeddedControl<WheelDatePicker>?

    // MARK: Overrides (the work is in the MonthCalendar+… files)

    /// Works out where the parts go.
    open override func layout() { layoutParts() }
    /// A touch on a day, a button, the pill, the grid (a swipe) or the wheel.
    open override func beginTracking(_ touch: Touch) -> Bool { beginCalendarTouch(touch) }
    /// The grid follows a horizontal drag.
    open override func continueTracking(_ touch: Touch) -> Bool { continueCalendarTouch(touch) }
    /// A tap chooses; a drag's release pages or springs back.
    open override func endTracking(_ touch: Touch?) { endCalendarTouch(touch) }
    /// Springs back to the nearest page.
    open override func cancelTracking() { endCalendarTouch(nil) }
    /// True: a trackpad's or mouse wheel's scroll moves it as a drag would (as UIKit's
    /// scroll-view-based original).
    open override var handlesPointerScrolling: Bool { true }
    /// A mouse wheel over the month turns a page a notch (down or towards the later months:
    /// the next), as the chevrons do; over the month-and-year wheel it turns the wheel.
    open override func scrollWheelSteps(_ steps: CGSize, at point: CGPoint, perform: Bool) -> Bool {
        scrollCalendarWheel(steps, at: point, perform: perform)
    }
    /// Keeps horizontal drags on the grid (they page) and the wheel's own; the rest scroll.
    open override func ownsDrag(from start: CGPoint, translation: CGSize) -> Bool {
        ownsCalendarDrag(from: start, translation: translation)
    }
    /// Draws the header, weekdays, grid (or wheel) and time row.
    open override func draw(in canvas: DrawingCanvas) { drawCalendar(in: canvas) }
    /// The header, the chevrons, each day, the time; the wheel's when shown.
    open override func makeAccessibilityElements() -> [AccessibilityElement] { calendarAccessibilityElements }
    /// Arrows, Page Up/Down, Home/End, Return and Space.
    open override func handleKey(_ key: Key) -> Bool { handleCalendarKey(key) }
    /// The focused day's element (or the wheel's).
    open override var keyboardElementID: String? { calendarKeyboardElementID }
    /// A day's element moves the keys to that day; the wheel's to the wheel.
    @discardableResult
    open override func focusElement(_ id: String) -> Bool { focusCalendarElement(id) }
    /// Activating a day chooses it; a chevron pages; the header toggles the wheel; the
    /// pill begins time editing.
    @discardableResult
    open override func performAccessibilityAction(_ action: AccessibilityAction, on id: String) -> Bool {
        performCalendarAction(action, on: id)
    }
}
