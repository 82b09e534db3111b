import Foundation

/// The month-and-year wheel behind the header: a ``WheelDatePicker`` in
/// `.yearAndMonth` mode, embedded (``EmbeddedControl``) over the weekday row and the grid.
/// Turning it changes the month shown, never the date.
extension MonthCalendar {
    /// The element-id prefix of the wheel's elements ("wheel/component-0").
    static let wheelID = "wheel"

    /// The wheel shows or hides: shown on the month shown (a page in motion settles first);
    /// hidden, the grid shows the month it was on.
    func monthAndYearWheelDidToggle() {
        if showsMonthAndYearWheel {
            if stopPaging() || pagePosition != 0 { setAnchor(shownMonth) }
            finishFade()
            let wheel = monthAndYearWheel ?? makeMonthAndYearWheel()
            layoutIfNeeded()
            wheel.frame = geometry.wheel
            configureMonthAndYearWheel()
            let month = shownMonth
            let inside = month.day(containing: storedDate) != nil ? storedDate : month.interval(ofDay: 0).map { $0.start + $0.duration / 2 }
            if let inside { wheel.control.setDate(inside, animated: false) }
            wheel.isHidden = false
        } else {
            monthAndYearWheel?.isHidden = true
            if keyboardPart == .wheel { keyboardPart = .header }
        }
        setNeedsDisplay()
    }

    /// Makes the wheel and listens to it.
    private func makeMonthAndYearWheel() -> EmbeddedControl<WheelDatePicker> {
        let picker = WheelDatePicker(now: now)
        let wheel = EmbeddedControl(picker, in: self, id: MonthCalendar.wheelID)
        wheel.isHidden = true
        picker.addAction(for: .valueChanged) { [weak self] picker in self?.wheelDidChange(to: picker.date) }
        monthAndYearWheel = wheel
        return wheel
    }

    /// Gives the wheel the calendar, time zone and limits (the embedding gives it the locale,
    /// tint, style and the rest).
    func configureMonthAndYearWheel() {
        guard let picker = monthAndYearWheel?.control else { return }
        picker.datePickerMode = .yearAndMonth
        picker.calendar = effectiveCalendar  // the grid's own, made once: both in one zone
        picker.timeZone = effectiveCalendar.timeZone
        let (lower, upper) = navigableRange
        picker.minimumDate = lower
        picker.maximumDate = upper
    }

    /// The user turned the wheel: its month is shown (the grid's when the wheel hides).
    private func wheelDidChange(to date: Date) {
        let month = month(containing: clampedToLimits(date))
        guard month.start != anchor.start else { return }
        setAnchor(month)
    }
}
