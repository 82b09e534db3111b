import Foundation

/// `UIDatePicker` whole, drawn: the wheels, the inline calendar or the compact button,
/// in every mode, calendar, locale and time zone.
///
/// It is UIDatePicker's behaviour over ControlKit's parts: ``WheelDatePicker`` for the
/// wheels (every mode, the countdown and year-and-month included) and ``MonthCalendar``
/// for the calendar, embedded (``EmbeddedControl``), and two pills of its own for the
/// compact style. One date holds them together: set it (``date``, ``setDate(_:animated:)``)
/// and every part shows it, rounded to ``minuteInterval`` and kept within the limits as
/// the wheels keep it.
///
/// - **Styles.** ``preferredDatePickerStyle`` is asked for; ``datePickerStyle`` is the
///   style shown, never ``Style/automatic`` (``resolvedStyle(_:for:)``, UIKit's rule):
///   automatic is compact, except for the countdown and year-and-month, which have only
///   the wheels, as an inline countdown does.
/// - **Compact.** A date pill ("2 Dec 2026") and, with the time, a time pill ("9:41 AM"),
///   at the trailing edge. A tap on one presents its editor over the picker
///   (``presentedControl``: ``dateEditor``, a calendar, or ``timeEditor``, time wheels) and
///   sends `editingDidBegin`; a tap outside (the host calls ``dismissPresentation()``) or
///   on the pill again closes it and sends `editingDidEnd`. Choosing a day leaves the
///   calendar open, as UIKit's compact picker does. Each date the person chooses sends
///   `valueChanged`, as UIKit does.
/// - **Inline.** The calendar; in ``WheelDatePicker/Mode/dateAndTime`` its time row's pill
///   presents the time editor the same way. An inline time is its pill alone.
/// - **Events.** `valueChanged` only for the person's changes, never for values set in code.
///
/// ```swift
/// let arrival = CalendarDatePicker(bounds: CGRect(x: 0, y: 0, width: 320, height: 34))
/// arrival.datePickerMode = .date
/// arrival.minimumDate = Date()
/// arrival.addAction(for: .valueChanged) { arrival in print(arrival.date) }
/// // A host presents arrival.presentedControl when told (ControlHost.controlDidChangePresentation).
/// ```
@MainActor
open class CalendarDatePicker: Control {
    /// How the picker is shown (UIDatePickerStyle).
    public enum Style: Hashable, Sendable {
        /// The platform's choice for the mode: ``compact``, or ``wheels`` for the countdown
        /// and year-and-month.
        case automatic
        /// Spinning wheels, edited in place.
        case wheels
        /// A pill for the date (and one for the time) that presents its editor when tapped.
        case compact
        /// The calendar, edited in place (with a time row in date-and-time mode).
        case inline
    }

    /// A compact picker's editors: what a pill presents.
    public enum Editor: Hashable, Sendable {
        /// The calendar (``CalendarDatePicker/dateEditor``).
        case date
        /// The time wheels (``CalendarDatePicker/timeEditor``).
        case time
    }

    /// Reads the present (the default date, "Today" and today's circle).
    let now: @MainActor () -> Date
    /// The wheels, shown in the wheels style; they also keep the date valid in every style.
    lazy var wheelsPart = EmbeddedControl(WheelDatePicker(now: now), in: self, id: "wheels")
    /// The calendar, shown in the inline style.
    lazy var calendarPart = EmbeddedControl(MonthCalendar(now: now), in: self, id: "calendar")

    /// The calendar a compact picker's date pill presents. Configure the picker, not the
    /// editor: every property of the picker is copied to it.
    public let dateEditor: MonthCalendar
    /// The time wheels the time pill (compact) or the calendar's time row (inline) present.
    public let timeEditor: WheelDatePicker

    /// Makes a date-and-time picker in the automatic (compact) style, showing `now()`.
    ///
    /// - Parameters:
    ///   - bounds: The control's rectangle (hosts usually set it later).
    ///   - now: The clock for the default date and for today; tests inject one.
    public init(bounds: CGRect = .zero, now: @escaping @MainActor () -> Date = { Date() }) {
        self.now = now
        dateEditor = MonthCalendar(now: now)
        timeEditor = WheelDatePicker(now: now)
        super.init(bounds: bounds)
        dateEditor.datePickerMode = .date
        timeEditor.datePickerMode = .time
        listenToParts()
        configureParts()
        showParts()
    }

    /// The wheels part (shown in the wheels style). Configure the picker, not the part.
    public var wheels: WheelDatePicker { wheelsPart.control }
    /// The calendar part (shown in the inline style). Configure the picker, not the part.
    public var monthCalendar: MonthCalendar { calendarPart.control }

    // MARK: UIDatePicker's values

    /// The date (now by default), rounded down to ``minuteInterval`` when
    /// ``roundsToMinuteInterval`` and kept within the limits. Setting it sends no event.
    /// Non-finite dates are ignored.
    public var date: Date {
        get { wheels.date }
        set { setDate(newValue, animated: false) }
    }

    /// Shows `date`, spinning the wheels or paging the calendar there when `animated`.
    /// Sends no event.
    public func setDate(_ date: Date, animated: Bool) {
        wheels.setDate(date, animated: animated && datePickerStyle == .wheels)
        propagateDate(animated: animated)
    }

    /// The earliest date the person may choose; nil for none (ignored when after
    /// ``maximumDate``).
    public var minimumDate: Date? {
        get { wheels.minimumDate }
        set { if newValue != minimumDate { updateParts { $0.wheels.minimumDate = newValue } } }
    }

    /// The latest date the person may choose; nil for none.
    public var maximumDate: Date? {
        get { wheels.maximumDate }
        set { if newValue != maximumDate { updateParts { $0.wheels.maximumDate = newValue } } }
    }

    /// What is chosen (default ``WheelDatePicker/Mode/dateAndTime``). Changing it closes a
    /// presented editor.
    public var datePickerMode: WheelDatePicker.Mode {
        get { wheels.datePickerMode }
        set { if newValue != datePickerMode { updateParts { $0.wheels.datePickerMode = newValue } } }
    }

    /// The style asked for (default ``Style/automatic``); ``datePickerStyle`` is the one shown.
    public var preferredDatePickerStyle: Style = .automatic {
        didSet { if preferredDatePickerStyle != oldValue { updateParts { _ in } } }
    }

    /// The style shown: ``preferredDatePickerStyle`` as ``resolvedStyle(_:for:)`` resolves it
    /// for the mode; never ``Style/automatic``.
    public var datePickerStyle: Style { CalendarDatePicker.resolvedStyle(preferredDatePickerStyle, for: datePickerMode) }

    /// UIKit's rule for the style a picker shows: automatic is compact, except that the
    /// countdown and year-and-month have only the wheels (UIKit throws for the others; here
    /// they show the wheels).
    ///
    /// ```swift
    /// CalendarDatePicker.resolvedStyle(.automatic, for: .date)            // .compact
    /// CalendarDatePicker.resolvedStyle(.inline, for: .countDownTimer)     // .wheels
    /// ```
    public nonisolated static func resolvedStyle(_ preferred: Style, for mode: WheelDatePicker.Mode) -> Style {
        switch mode {
        case .countDownTimer, .yearAndMonth: return .wheels
        case .date, .time, .dateAndTime: return preferred == .automatic ? .compact : preferred
        }
    }

    /// The calendar of the date; nil (the default) for the user's, followed when it
    /// changes (see ``WheelDatePicker/calendar``).
    public var calendar: Calendar? {
        get { wheels.calendar }
        set {
            guard CalendarResolution.signature(newValue) != CalendarResolution.signature(calendar) else { return }
            updateParts { $0.wheels.calendar = newValue }
        }
    }

    /// The time zone of the time shown; nil (default) uses the calendar's.
    public var timeZone: TimeZone? {
        get { wheels.timeZone }
        set { if newValue != timeZone { updateParts { $0.wheels.timeZone = newValue } } }
    }

    /// Month names, the order of the wheels, the clock, the first weekday and the direction
    /// follow the locale.
    open override var locale: Locale {
        didSet { if locale != oldValue { updateParts { _ in } } }
    }

    /// Texts measured with another measurer are measured again.
    open override var textMeasurer: any TextMeasurer {
        didSet { texts.measured = [:] }
    }

    /// The minute wheel's interval: 1…30 and a divisor of 60, otherwise 1.
    public var minuteInterval: Int {
        get { wheels.minuteInterval }
        set { if newValue != minuteInterval { updateParts { $0.wheels.minuteInterval = newValue } } }
    }

    /// The countdown in seconds in ``WheelDatePicker/Mode/countDownTimer`` mode.
    public var countDownDuration: TimeInterval {
        get { wheels.countDownDuration }
        set { wheels.countDownDuration = newValue }
    }

    /// Beyond UIKit: a second calendar whose day numbers the calendars (inline, and the
    /// compact pill's) draw small under each day (Chinese, Hebrew, Islamic, as iOS
    /// Calendar's alternate calendars); nil (the default) for none.
    public var alternateCalendar: Calendar? {
        didSet {
            guard alternateCalendar != oldValue else { return }
            monthCalendar.alternateCalendar = alternateCalendar
            dateEditor.alternateCalendar = alternateCalendar
        }
    }

    /// Whether dates set in code are rounded down to ``minuteInterval`` (default true).
    public var roundsToMinuteInterval: Bool {
        get { wheels.roundsToMinuteInterval }
        set { if newValue != roundsToMinuteInterval { updateParts { $0.wheels.roundsToMinuteInterval = newValue } } }
    }

    // MARK: Presentation (compact, and the inline calendar's time)

    /// The editor presented now, or nil.
    public internal(set) var presentedEditor: Editor? {
        didSet {
            guard presentedEditor != oldValue else { return }
            if let editor = presentedEditor { lastPresentedEditor = editor }
            setNeedsDisplay()
            host?.controlDidChangePresentation(self)
        }
    }

    /// The editor's control while one is presented: ``dateEditor`` or ``timeEditor``.
    open override var presentedControl: Control? {
        switch presentedEditor {
        case .date: return dateEditor
        case .time: return timeEditor
        case nil: return nil
        }
    }

    /// The pill the presented editor belongs to (the calendar's time pill inline).
    open override var presentationSourceRect: CGRect { sourceRect(of: presentedEditor ?? .date) }

    /// The editor presented now, or last: its pill gets VoiceOver's focus back.
    var lastPresentedEditor: Editor?

    /// The element of the pill the presented (or last presented) editor opened from:
    /// `"date"` or `"time"`, or inline the calendar's time pill, `"calendar/time"`.
    open override var presentationSourceElementID: String? {
        guard let editor = presentedEditor ?? lastPresentedEditor else { return nil }
        if editor == .time, shownPart == .calendar { return calendarPart.id + "/" + MonthCalendar.timeID }
        return shownPart == nil ? CalendarDatePicker.elementID(of: editor) : nil
    }

    /// Closes the presented editor (the person tapped outside it); sends `editingDidEnd`.
    open override func dismissPresentation() { closeEditor() }

    /// Passes the change to the wheels, the calendar and both editors (a new day, or the
    /// user's new time zone when the picker follows it), then writes the pills again.
    open override func handleSignificantTimeChange() {
        for part: Control in [wheels, monthCalendar, dateEditor, timeEditor] { part.handleSignificantTimeChange() }
        updateParts { _ in }
    }

    /// Passes the change to the parts and editors, and writes the pills again in the
    /// user's new formats.
    open override func handleCurrentLocaleChange() {
        for part: Control in [wheels, monthCalendar, dateEditor, timeEditor] { part.handleCurrentLocaleChange() }
        texts.invalidate()
        updateParts { _ in }
    }

    // MARK: Looks

    /// The pills' font (compact; 17 pt, UIKit's body size), grown with the text size.
    public var font = DrawingFont.system(size: 17) {
        didSet { if font != oldValue { setNeedsLayout(); setNeedsDisplay() } }
    }

    /// True: like UIKit's compact picker and calendar, the pills and the calendar grow with
    /// the person's text size (the wheels keep theirs).
    open override var scalesWithContentSize: Bool { true }

    /// The natural size of the style shown: the wheels' (320 × 216), the calendar's, or the
    /// pills'.
    open override var intrinsicContentSize: CGSize { naturalSize }

    /// True while the wheels are shown: they share whatever width a layout gives, as a
    /// ``PickerView``'s do. The calendar and the pills keep their natural width.
    open override var isHorizontallyCompressible: Bool { shownPart == .wheels }

    /// The pills' texts and their widths, kept.
    let texts = CalendarDatePickerTexts()
    /// The pill a touch went down on, and the one drawn pressed (the same while the finger
    /// stays on it).
    var touchedPill: Editor?
    var pressedPill: Editor? {
        didSet { if pressedPill != oldValue { setNeedsDisplay() } }
    }
    /// The pills' size when the natural size was last given (a new width lays out again).
    var lastPillsSize = CGSize.zero
    /// Waits for the time wheels to rest before `editingDidEnd` (``closeEditor()``).
    var editingEndWait: ClockToken?
    /// The pill the keys act on (compact).
    var keyboardPill: Editor = .date {
        didSet { if keyboardPill != oldValue { setNeedsDisplay() } }
    }

    // MARK: Overrides (the work is in the CalendarDatePicker+… files)

    /// Lays the shown part over the bounds.
    open override func layout() { layoutParts() }
    /// A touch on the shown part, or on a pill.
    open override func beginTracking(_ touch: Touch) -> Bool { beginPickerTouch(touch) }
    /// The part follows; a pill stays pressed while the finger is on it.
    open override func continueTracking(_ touch: Touch) -> Bool { continuePickerTouch(touch) }
    /// A pill's tap presents its editor.
    open override func endTracking(_ touch: Touch?) { endPickerTouch(touch) }
    /// Lets go.
    open override func cancelTracking() { cancelPickerTouch() }
    /// True: a trackpad's or mouse wheel's scroll moves it as a drag would (as UIKit's
    /// scroll-view-based original).
    open override var handlesPointerScrolling: Bool { true }
    /// A mouse wheel turns the part shown (the wheels a row a notch, the calendar a month);
    /// over the pills it is the page's.
    open override func scrollWheelSteps(_ steps: CGSize, at point: CGPoint, perform: Bool) -> Bool {
        switch shownPart {
        case .wheels: return wheelsPart.scrollWheel(steps, at: point, perform: perform)
        case .calendar: return calendarPart.scrollWheel(steps, at: point, perform: perform)
        case nil: return false
        }
    }
    /// The part's drags (a wheel's turn, the calendar's paging); a pill keeps none.
    open override func ownsDrag(from start: CGPoint, translation: CGSize) -> Bool { ownsPickerDrag(from: start, translation: translation) }
    /// Draws the part shown, or the pills.
    open override func draw(in canvas: DrawingCanvas) { drawPicker(in: canvas) }
    /// The shown part's elements, or a button per pill.
    open override func makeAccessibilityElements() -> [AccessibilityElement] { pickerAccessibilityElements }
    /// Keys go to the shown part; on pills, Tab moves between them and Return or Space presents.
    open override func handleKey(_ key: Key) -> Bool { handlePickerKey(key) }
    /// The element the keys act on.
    open override var keyboardElementID: String? { pickerKeyboardElementID }
    /// Moves the keys to element `id`.
    @discardableResult
    open override func focusElement(_ id: String) -> Bool { focusPickerElement(id) }
    /// A pill's activation presents its editor; the parts' actions go to them.
    @discardableResult
    open override func performAccessibilityAction(_ action: AccessibilityAction, on id: String) -> Bool {
        performPickerAction(action, on: id)
    }
    /// Disabling closes a presented editor.
    open override func stateDidChange(from oldState: State) {
        super.stateDidChange(from: oldState)
        if !isEnabled, presentedEditor != nil { closeEditor() }
    }
}

extension CalendarDatePicker: TextDrawingControl {}
