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
            control.applyDaySettings(
                .range, locale: locale, calendar: calendar, timeZone: timeZone, minimumDate: minimumDate, maximumDate: maximumDate,
                alternateCalendar: alternateCalendar)
            RangeConfiguration.applyRange(range, to: control)
        }

        /// Shows `range` on `control` unless the person is touching it; a range half chosen
        /// stands while `range` starts on its first day, so a binding that adjusts what it is
        /// given ("at least one night": a first tap's one-day range kept as two days) does
        /// not undo the first tap. What ``apply(to:)`` writes, what the SwiftUI view writes
        /// when a binding refused a tap's range and no update came (read back 30 ms after the
        /// write), and what an app that keeps the range itself writes when its handler
        /// adjusts or refuses a tap. A range naming the
        /// days already shown changes nothing (a binding may keep times of day: check-in at
        /// 15:00).
        ///
        /// ```swift
        /// var stay: ClosedRange<Date>? = nil
        /// let calendar = MonthCalendar()
        /// calendar.addAction(for: .valueChanged) { calendar in
        ///     let written = MonthCalendar.RangeConfiguration.value(of: calendar)
        ///     stay = written
        ///     if stay != written { MonthCalendar.RangeConfiguration.applyRange(stay, to: calendar) }
        /// }
        /// ```
        /// What a binding holds when no update followed the write of a tap's range (the
        /// SwiftUI view reads it back 30 ms later): shown as ``applyRange(_:to:)`` shows it,
        /// except that a range half chosen stands whatever the binding holds, since a setter
        /// that stores its value later (an async store) still gives the range before the tap;
        /// otherwise every first tap would start over.
        @MainActor public static func applyReadBack(_ range: ClosedRange<Date>?, to control: MonthCalendar) {
            guard !control.isSelectingRangeEnd else { return }
            applyRange(range, to: control)
        }

        @MainActor public static func applyRange(_ range: ClosedRange<Date>?, to control: MonthCalendar) {
            guard !control.isTracking, control.selectedRange != range else { return }
            let c = control.effectiveCalendar
            if let shown = control.selectedRange, let range, c.isDate(shown.lowerBound, inSameDayAs: range.lowerBound),
                c.isDate(shown.upperBound, inSameDayAs: range.upperBound)
            {
                return
            }
            if control.isSelectingRangeEnd, let first = control.selectedRange?.lowerBound, let stated = range?.lowerBound,
                control.effectiveCalendar.isDate(first, inSameDayAs: stated)
            {
                return
            }
            control.selectedRange = range
        }
    }

    /// What a SwiftUI calendar of several days gives the calendar (`MonthCalendarControl`
    /// with a `Set<DateComponents>` binding, `MultiDatePicker`'s call site): the days, the
    /// limits, the environment's locale, calendar and time zone.
    ///
    /// The binding is the app's: a tap changes only its day (``selection(_:after:)``), so
    /// days the app keeps outside the limits (past bookings shown beside days still to
    /// choose) and the app's own components stay as written.
    ///
    /// ```swift
    /// var days: Set<DateComponents> = []
    /// let calendar = MonthCalendar()
    /// MonthCalendar.MultipleConfiguration(selection: days, locale: .current, calendar: .current, timeZone: nil).apply(to: calendar)
    /// calendar.addAction(for: .valueChanged) { calendar in
    ///     days = MonthCalendar.MultipleConfiguration.selection(days, after: calendar)
    /// }
    /// ```
    public struct MultipleConfiguration: BindableConfiguration, Equatable {
        /// The days chosen (``MonthCalendar/selectedDates``), as a set.
        public static func value(of calendar: MonthCalendar) -> Set<DateComponents> { Set(calendar.selectedDates) }

        /// The days (the binding's).
        public var selection: Set<DateComponents>
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

        /// `current` (the app's set) brought in line with the days chosen on `control`:
        /// elements naming a day that may be chosen but is not are removed, and each chosen
        /// day no element names is added in the control's shape; every other element stays as
        /// the app wrote it (days outside the limits, its own components, what names no day).
        /// So a tap changes only its day, and a tap the binding had not taken in yet is not
        /// lost.
        @MainActor public static func selection(_ current: Set<DateComponents>, after control: MonthCalendar) -> Set<DateComponents> {
            let days = control.selectableDays(namedBy: current)
            var named = Set<Date>()
            var result = Set<DateComponents>()
            var resultDays: [DateComponents: Date] = [:]
            for parts in current {
                guard let day = days[parts] else {  // outside the limits (past bookings), or no day: stays
                    result.insert(parts)
                    continue
                }
                named.insert(day)
                guard control.storedDays.contains(day) else { continue }
                result.insert(parts)
                resultDays[parts] = day
            }
            for day in control.storedDays.subtracting(named) {
                let parts = control.components(ofDay: day)
                result.insert(parts)
                resultDays[parts] = day
            }
            // The update that follows hands this set back: its days are known.
            control.keepSelectableDays(resultDays, namedBy: result)
            return result
        }

        /// Shows the days `selection` names on `control` at once, under its settings now:
        /// what a binding kept when it refused a tap and so updated nothing (a setter that
        /// ignores the value), which the SwiftUI view reads back 30 ms after its write when
        /// no update came, or what an app that keeps the days itself kept in its handler. A
        /// removal put back within a twentieth of a second is not announced. (Days that may
        /// never be chosen or removed are better refused by ``MonthCalendar/canSelectDate``.)
        ///
        /// ```swift
        /// var days: Set<DateComponents> = []
        /// let calendar = MonthCalendar()
        /// calendar.addAction(for: .valueChanged) { calendar in
        ///     let written = MonthCalendar.MultipleConfiguration.selection(days, after: calendar)
        ///     days = written
        ///     if days != written { MonthCalendar.MultipleConfiguration.applySelection(days, to: calendar) }
        /// }
        /// ```
        @MainActor public static func applySelection(_ selection: Set<DateComponents>, to control: MonthCalendar) {
            control.deferredDays = nil
            control.storedDays = Set(control.selectableDays(namedBy: selection).values)
        }

        /// A configuration of these values.
        public init(
            selection: Set<DateComponents>, minimumDate: Date? = nil, maximumDate: Date? = nil, locale: Locale, calendar: Calendar,
            timeZone: TimeZone?, alternateCalendar: Calendar? = nil
        ) {
            self.alternateCalendar = alternateCalendar
            self.selection = selection
            self.minimumDate = minimumDate
            self.maximumDate = maximumDate
            self.locale = locale
            self.calendar = calendar
            self.timeZone = timeZone
        }

        /// Writes each value that differs, in multiple mode, then the days unless the person
        /// is touching the calendar. The days are compared as days, not as components: the
        /// binding's may carry another calendar or no era, and name the same days.
        public func apply(to control: MonthCalendar) {
            control.applyDaySettings(
                .multiple, locale: locale, calendar: calendar, timeZone: timeZone, minimumDate: minimumDate, maximumDate: maximumDate,
                alternateCalendar: alternateCalendar)
            let days = Set(control.selectableDays(namedBy: selection).values)
            guard days != control.storedDays else { return control.deferredDays = nil }
            // Under a finger the days wait for the tap's end, which toggles its day in them:
            // days the app added meanwhile (a load finishing) are not lost to the tap.
            guard !control.isTracking else { return control.deferredDays = days }
            control.deferredDays = nil
            control.storedDays = days
        }
    }
}

extension MonthCalendar {
    /// What a SwiftUI calendar of days (a range, or several) writes before its days: the
    /// mode, the environment's locale, calendar and time zone, the limits and an alternate
    /// calendar; each setter ignores a value equal to its own.
    func applyDaySettings(
        _ mode: SelectionMode, locale: Locale, calendar: Calendar, timeZone: TimeZone?, minimumDate: Date?, maximumDate: Date?,
        alternateCalendar: Calendar?
    ) {
        selectionMode = mode
        self.locale = locale
        self.calendar = calendar
        self.timeZone = timeZone
        datePickerMode = .date
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.alternateCalendar = alternateCalendar
    }
}
