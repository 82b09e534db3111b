#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// A ``MonthCalendar`` in a `UIControl`: UIDatePicker's inline calendar on its own, for
    /// what UIDatePicker does not do: a range of days (check-in, check-out) and an alternate
    /// calendar's days under the first's. The core's events arrive as `UIControl.Event`s.
    ///
    /// For a date (and a time) as UIDatePicker chooses them, use ``CalendarDatePickerView``
    /// with `preferredDatePickerStyle = .inline`: its calendar is this one, and its time row
    /// presents time wheels.
    ///
    /// ```swift
    /// final class StayViewController: UIViewController {
    ///     let stay = MonthCalendarView()
    ///
    ///     override func viewDidLoad() {
    ///         super.viewDidLoad()
    ///         stay.selectionMode = .range
    ///         stay.minimumDate = Date()
    ///         stay.alternateCalendar = Calendar(identifier: .chinese)
    ///         stay.addTarget(self, action: #selector(changed(_:)), for: .valueChanged)
    ///         view.addSubview(stay)
    ///     }
    ///
    ///     @objc func changed(_ sender: MonthCalendarView) { print(sender.selectedRange as Any) }
    /// }
    /// ```
    open class MonthCalendarView: ControlHostView {
        /// The hosted control, typed (no casts): a new one, or the one given to
        /// ``init(monthCalendar:frame:)``.
        public private(set) var monthCalendar: MonthCalendar

        /// A new calendar of dates with `frame`. With ``init(coder:)``, the designated
        /// initializer, as on UIKit's controls.
        public init(frame: CGRect) {
            let calendar = MonthCalendar()
            self.monthCalendar = calendar
            super.init(control: calendar, frame: frame)
        }

        /// Decodes the view from a storyboard or nib with a new control.
        public required init?(coder: NSCoder) {
            let calendar = MonthCalendar()
            self.monthCalendar = calendar
            super.init(coder: coder, control: calendar)
        }

        /// A new calendar, made with `init(frame: .zero)`.
        public convenience init() { self.init(frame: .zero) }

        /// Hosts `calendar`, made and configured elsewhere (after `init(frame:)`).
        public convenience init(monthCalendar: MonthCalendar, frame: CGRect = .zero) {
            self.init(frame: frame)
            self.monthCalendar = monthCalendar
            replaceControl(with: monthCalendar)
        }

        /// The date chosen (single selection). Setting it sends no event.
        open var date: Date {
            get { monthCalendar.date }
            set { monthCalendar.date = newValue }
        }

        /// Shows `date`, paging there when `animated`. Sends no event.
        open func setDate(_ date: Date, animated: Bool) { monthCalendar.setDate(date, animated: animated) }

        /// The earliest date that may be chosen; nil for none.
        open var minimumDate: Date? {
            get { monthCalendar.minimumDate }
            set { monthCalendar.minimumDate = newValue }
        }

        /// The latest date that may be chosen; nil for none.
        open var maximumDate: Date? {
            get { monthCalendar.maximumDate }
            set { monthCalendar.maximumDate = newValue }
        }

        /// The calendar of the grid (nil restores the user's), as UIDatePicker's.
        open var calendar: Calendar! {
            get { monthCalendar.calendar ?? .autoupdatingCurrent }
            set { monthCalendar.calendar = newValue }
        }

        /// The time zone days begin and end in; nil uses the calendar's.
        open var timeZone: TimeZone? {
            get { monthCalendar.timeZone }
            set { monthCalendar.timeZone = newValue }
        }

        /// The locale (month names, weekdays, the first weekday, the direction); nil follows
        /// the user's.
        open var locale: Locale? {
            get { explicitLocale }
            set {
                explicitLocale = newValue
                monthCalendar.locale = newValue ?? .autoupdatingCurrent
            }
        }
        private var explicitLocale: Locale?

        /// One day (`.single`, the default) or a range of days (`.range`).
        open var selectionMode: MonthCalendar.SelectionMode {
            get { monthCalendar.selectionMode }
            set { monthCalendar.selectionMode = newValue }
        }

        /// The range chosen in `.range` mode; nil for none. Setting it sends no event.
        open var selectedRange: ClosedRange<Date>? {
            get { monthCalendar.selectedRange }
            set { monthCalendar.selectedRange = newValue }
        }

        /// A second calendar whose day numbers are drawn small under each day (Chinese,
        /// Hebrew, Islamic); nil for none.
        open var alternateCalendar: Calendar? {
            get { monthCalendar.alternateCalendar }
            set { monthCalendar.alternateCalendar = newValue }
        }
    }
#endif
