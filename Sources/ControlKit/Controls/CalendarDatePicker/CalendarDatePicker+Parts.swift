import Foundation

/// The parts: one date, and one set of properties, held by the wheels (which round and
/// limit the date as UIDatePicker does) and copied to the calendar and the two editors;
/// which part the style shows; the editors a pill presents.
extension CalendarDatePicker {
    /// Changes the wheels (the properties' home), then copies what changed to the others,
    /// shows the style's part and closes an editor the new style or mode has no pill for.
    func updateParts(_ change: (CalendarDatePicker) -> Void) {
        change(self)
        configureParts()
        showParts()
        if let editor = presentedEditor, !canPresent(editor) { closeEditor() }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Copies the wheels' calendar, time zone, limits and rounding, and the locale, to the
    /// calendar and the editors (each ignores a value equal to its own), then the date.
    func configureParts() {
        let w = wheels
        // The embedding gives a shown part the picker's locale when it draws; hidden parts
        // and the editors are given it here (the pills' direction reads the wheels').
        w.locale = locale
        let calendars = [monthCalendar, dateEditor]
        for c in calendars {
            c.calendar = w.calendar
            c.timeZone = w.timeZone
            c.minimumDate = w.minimumDate
            c.maximumDate = w.maximumDate
            c.locale = locale
        }
        monthCalendar.datePickerMode = datePickerMode == .dateAndTime ? .dateAndTime : .date
        let t = timeEditor
        t.calendar = w.calendar
        t.timeZone = w.timeZone
        t.minimumDate = w.minimumDate
        t.maximumDate = w.maximumDate
        t.minuteInterval = w.minuteInterval
        t.roundsToMinuteInterval = w.roundsToMinuteInterval
        t.locale = locale
        texts.invalidate()
        propagateDate(animated: false)
    }

    /// Shows the wheels' date on the calendar and the editors (the calendar pages there
    /// when `animated` and shown) and on the pills.
    func propagateDate(animated: Bool) {
        let d = wheels.date
        if monthCalendar.date != d { monthCalendar.setDate(d, animated: animated && datePickerStyle == .inline) }
        if dateEditor.date != d { dateEditor.setDate(d, animated: false) }
        if timeEditor.date != d, !timeEditor.isSpinningFromUser { timeEditor.setDate(d, animated: false) }
        setNeedsDisplay()
        // The pills' text sets their width, and so the natural size hosts lay out with.
        if showsPills, pillsSize != lastPillsSize {
            lastPillsSize = pillsSize
            setNeedsLayout()
        }
    }

    /// Which part the style shows: the wheels, the calendar, or neither (the pills).
    func showParts() {
        let style = datePickerStyle
        wheelsPart.isHidden = style != .wheels
        calendarPart.isHidden = !(style == .inline && datePickerMode != .time)
    }

    /// Whether the style shows pills (compact, and an inline time).
    var showsPills: Bool { wheelsPart.isHidden && calendarPart.isHidden }

    /// The shown part, or nil when pills are shown.
    var shownPart: ShownPart? {
        if !wheelsPart.isHidden { return .wheels }
        if !calendarPart.isHidden { return .calendar }
        return nil
    }

    /// The embedded part the style shows.
    enum ShownPart { case wheels, calendar }

    /// Lays the shown part over the bounds.
    func layoutParts() {
        wheelsPart.frame = bounds
        calendarPart.frame = bounds
    }

    /// The natural size of the style shown.
    var naturalSize: CGSize {
        switch shownPart {
        case .wheels: return wheels.intrinsicContentSize
        case .calendar: return monthCalendar.intrinsicContentSize
        case nil: return pillsSize
        }
    }

    // MARK: The person's changes

    /// Listens to the parts: each date the person chooses in one becomes the picker's.
    func listenToParts() {
        wheels.addAction(for: .valueChanged) { [weak self] _ in self?.personChoseDate(nil) }
        monthCalendar.addAction(for: .valueChanged) { [weak self] calendar in self?.personChoseDate(calendar.date) }
        monthCalendar.addAction(for: .editingDidBegin) { [weak self] calendar in
            if calendar.isEditingTime { self?.presentEditor(.time) }
        }
        // A day chosen leaves the calendar open, as UIKit's compact picker does (the
        // person may pick again; a tap outside closes it).
        dateEditor.addAction(for: .valueChanged) { [weak self] calendar in self?.personChoseDate(calendar.date) }
        timeEditor.addAction(for: .valueChanged) { [weak self] wheels in self?.personChoseDate(wheels.date) }
    }

    /// A part's date (nil: the wheels', already theirs) becomes the picker's, valid as the
    /// wheels make it; every part shows it and `valueChanged` is sent.
    private func personChoseDate(_ date: Date?) {
        if let date, date != wheels.date { wheels.setDate(date, animated: false) }
        propagateDate(animated: false)
        sendActions(for: .valueChanged)
    }

    // MARK: Editors

    /// Whether the style and mode have a pill for `editor`: compact's date pill (date,
    /// date and time), a time pill (compact time, date and time; an inline time), or the
    /// inline calendar's time row (date and time).
    func canPresent(_ editor: Editor) -> Bool {
        let mode = datePickerMode
        switch (datePickerStyle, editor) {
        case (.compact, .date): return mode == .date || mode == .dateAndTime
        case (.compact, .time), (.inline, .time): return mode == .time || mode == .dateAndTime
        default: return false
        }
    }

    /// Presents `editor` (what a tap on its pill does): its control takes the picker's
    /// look, the host is told and `editingDidBegin` is sent (once, however many editors
    /// follow each other). Ignored while disabled or when the style has no such pill.
    public func presentEditor(_ editor: Editor) {
        guard isEnabled, canPresent(editor), presentedEditor != editor else { return }
        // Reopened while the last editing waits for the time wheels: the same editing goes on.
        let opening = presentedEditor == nil && editingEndWait == nil
        editingEndWait?.cancel()
        editingEndWait = nil
        for control in [dateEditor, timeEditor] as [Control] {
            control.tintColor = tintColor
            control.locale = locale
            control.layoutDirection = layoutDirection
            control.userInterfaceStyle = userInterfaceStyle
            control.accessibilityContrast = accessibilityContrast
            control.reduceMotion = reduceMotion
            control.contentSizeScale = contentSizeScale
        }
        if dateEditor.showsMonthAndYearWheel { dateEditor.showsMonthAndYearWheel = false }
        propagateDate(animated: false)
        presentedEditor = editor
        if opening { sendActions(for: .editingDidBegin) }
    }

    /// Closes the presented editor (a tap outside, the pill tapped again, the picker
    /// disabled) and sends `editingDidEnd`: at once, or, when the time wheels still
    /// coast from a flick, once they rest, so the time they rest on is told first
    /// (`valueChanged`, then `editingDidEnd`).
    func closeEditor() {
        guard presentedEditor != nil else { return }
        presentedEditor = nil
        if monthCalendar.isEditingTime { monthCalendar.endTimeEditing() }
        endEditingWhenTimeRests()
    }

    private func endEditingWhenTimeRests() {
        guard timeEditor.isSpinningFromUser else { return sendActions(for: .editingDidEnd) }
        // Looked at after each frame's motion (an observer added after the wheels' own).
        editingEndWait = timeEditor.clock.atFirstFrame(of: self, where: { !$0.timeEditor.isSpinningFromUser }) {
            $0.editingEndWait = nil
            $0.sendActions(for: .editingDidEnd)
        }
    }

    /// The pill `editor` belongs to, in the picker's coordinates (inline date and time:
    /// the calendar's time pill).
    func sourceRect(of editor: Editor) -> CGRect {
        if editor == .time, shownPart == .calendar {
            layoutIfNeeded()
            return monthCalendar.timePillRect.offsetBy(dx: calendarPart.frame.minX, dy: calendarPart.frame.minY)
        }
        return pillRect(editor) ?? bounds
    }
}
