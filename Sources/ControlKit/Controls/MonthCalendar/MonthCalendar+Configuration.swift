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
            control.applyDateSettings(
                locale: locale, calendar: calendar, timeZone: timeZone, datePickerMode: datePickerMode,
                minimumDate: minimumDate, maximumDate: maximumDate)
            guard !control.isTracking, !control.isSpinning, control.date != date else { return }
            control.setDate(date, animated: control.hasBeenDrawn)
        }
    }

    /// What a SwiftUI calendar of a range of days gives the calendar (`MonthCalendarControl`
    /// with a range binding): the range, the limits, the environment's locale, calendar and
    /// time zone, and an alternate calendar.
    ///
    /// ```swift
    /// var stay: ClosedRange<Date>? = nil
    /// let calendar = MonthCalendar()
    /// MonthCalendar.RangeConfiguration(range: stay, locale: .current, calendar: .current, timeZone: nil).apply(to: calendar)
    /// MonthCalendar.RangeConfiguration.connect(calendar) { stay = $0 }
    /// ```
    public struct RangeConfiguration: BindableConfiguration, Equatable {
        /// The range chosen (check-in to check-out), nil for none.
        public static func value(of calendar: MonthCalendar) -> ClosedRange<Date>? { calendar.selectedRange }

        /// The range (the binding's).
        public var range: ClosedRange<Date>?
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
        /// A second calendar's days under the first's; nil for none.
        public var alternateCalendar: Calendar?

        /// A configuration of these values.
        public init(
            range: ClosedRange<Date>?, minimumDate: Date? = nil, maximumDate: Date? = nil, locale: Locale, calendar: Calendar,
            timeZone: TimeZone?, alternateCalendar: Calendar? = nil
        ) {
            self.range = range
            self.minimumDate = minimumDate
            self.maximumDate = maximumDate
            self.locale = locale
            self.calendar = calendar
            self.timeZone = timeZone
            self.alternateCalendar = alternateCalendar
        }

        /// Writes each value that differs, in range mode, then the range unless the person
        /// is touching the calendar (a range half chosen stands: its first day is the
        /// binding's already).
        public func apply(to control: MonthCalendar) {
            control.selectionMode = .range
            control.locale = locale
            control.calendar = calendar
            control.timeZone = timeZone
            control.datePickerMode = .date
            control.minimumDate = minimumDate
            control.maximumDate = maximumDate
            control.alternateCalendar = alternateCalendar
            guard !control.isTracking, control.selectedRange != range else { return }
            // A range half chosen stands while the stated one starts on its first day (a
            // binding that adjusts what it is given, "at least one night", must not undo it).
            if control.isSelectingRangeEnd, let first = control.selectedRange?.lowerBound, let stated = range?.lowerBound,
                control.effectiveCalendar.isDate(first, inSameDayAs: stated)
            {
                return
            }
            control.selectedRange = range
        }
    }
}
