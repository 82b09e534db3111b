import Foundation

extension CalendarDatePicker {
    /// What a SwiftUI `DatePicker` gives the picker: the date, the mode (from its
    /// displayed components), the style, the limits and the environment's locale, calendar
    /// and time zone.
    ///
    /// ```swift
    /// let picker = CalendarDatePicker()
    /// CalendarDatePicker.Configuration(
    ///     date: Date(), datePickerMode: .date, preferredDatePickerStyle: .inline, locale: .current, calendar: .current,
    ///     timeZone: nil
    /// ).apply(to: picker)
    /// ```
    public struct Configuration: BindableConfiguration, Equatable {
        /// The date.
        public static func value(of picker: CalendarDatePicker) -> Date { picker.date }

        /// The date (the binding's).
        public var date: Date
        /// The mode.
        public var datePickerMode: WheelDatePicker.Mode
        /// The style asked for.
        public var preferredDatePickerStyle: CalendarDatePicker.Style
        /// The earliest date; nil for none.
        public var minimumDate: Date?
        /// The latest date; nil for none.
        public var maximumDate: Date?
        /// The locale.
        public var locale: Locale
        /// The calendar.
        public var calendar: Calendar
        /// The time zone; nil for the calendar's.
        public var timeZone: TimeZone?

        /// A configuration of these values.
        public init(
            date: Date, datePickerMode: WheelDatePicker.Mode, preferredDatePickerStyle: CalendarDatePicker.Style,
            minimumDate: Date? = nil, maximumDate: Date? = nil, locale: Locale, calendar: Calendar, timeZone: TimeZone?
        ) {
            self.date = date
            self.datePickerMode = datePickerMode
            self.preferredDatePickerStyle = preferredDatePickerStyle
            self.minimumDate = minimumDate
            self.maximumDate = maximumDate
            self.locale = locale
            self.calendar = calendar
            self.timeZone = timeZone
        }

        /// Writes each value that differs, then shows the date unless the person is moving
        /// a part (a finger on the wheels, the calendar or an editor, or a fling of theirs
        /// coasting): the binding hears their date when it settles. Before the picker is
        /// first drawn the date is shown at once, after that animated.
        public func apply(to picker: CalendarDatePicker) {
            picker.applyDateSettings(
                locale: locale, calendar: calendar, timeZone: timeZone, datePickerMode: datePickerMode,
                minimumDate: minimumDate, maximumDate: maximumDate)
            picker.preferredDatePickerStyle = preferredDatePickerStyle
            guard !picker.isMovedByPerson, picker.date != date else { return }
            picker.setDate(date, animated: picker.hasBeenDrawn)
        }
    }

    /// Whether the person is moving a part: a finger on the picker or an editor, or a
    /// fling of theirs (or a page of the calendar) still moving.
    public var isMovedByPerson: Bool {
        isTracking || wheels.isSpinningFromUser || monthCalendar.isTracking || monthCalendar.isSpinning
            || dateEditor.isTracking || dateEditor.isSpinning || timeEditor.isTracking || timeEditor.isSpinningFromUser
    }
}
