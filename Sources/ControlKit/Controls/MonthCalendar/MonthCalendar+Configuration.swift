import Foundation

extension MonthCalendar {
    /// What a SwiftUI `DatePicker` in the graphical style gives the calendar: the date, the
    /// mode, the limits and the environment's locale, calendar and time zone.
    ///
    /// ```swift
    /// let calendar = MonthCalendar()
    /// MonthCalendar.Configuration(date: Date(), datePickerMode: .date, locale: .current, calendar: .current, timeZone: nil)
    ///     .apply(to: calendar)
    /// ```
    public struct Configuration: BindableConfiguration, Equatable {
        /// The date.
        public static func value(of calendar: MonthCalendar) -> Date { calendar.date }

        /// The date (the binding's).
        public var date: Date
        /// The mode: ``WheelDatePicker/Mode/dateAndTime`` shows the time row.
        public var datePickerMode: WheelDatePicker.Mode
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
            date: Date, datePickerMode: WheelDatePicker.Mode, minimumDate: Date? = nil, maximumDate: Date? = nil, locale: Locale,
            calendar: Calendar, timeZone: TimeZone?
        ) {
            self.date = date
            self.datePickerMode = datePickerMode
            self.minimumDate = minimumDate
            self.maximumDate = maximumDate
            self.locale = locale
            self.calendar = calendar
            self.timeZone = timeZone
        }

        /// Writes each value (the calendar ignores one equal to its own), then shows the date
        /// unless the user is touching the calendar or a page is moving (at once before it
        /// is first drawn, else paging there as a change in code does).
        public func apply(to control: MonthCalendar) {
            // Each of these properties ignores a value equal to its own.
            control.locale = locale
            control.calendar = calendar
            control.timeZone = timeZone
            control.datePickerMode = datePickerMode
            control.minimumDate = minimumDate
            control.maximumDate = maximumDate
            guard !control.isTracking, !control.isSpinning, control.date != date else { return }
            control.setDate(date, animated: control.hasBeenDrawn)
        }
    }
}
