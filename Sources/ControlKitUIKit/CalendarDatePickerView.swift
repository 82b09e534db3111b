#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// `UIDatePicker`, drawn by ControlKit in all its styles: the wheels, the inline calendar
    /// and the compact button that presents its calendar or time wheels in a popover. The
    /// same API with UIKit's types, so a screen switches by renaming the class.
    ///
    /// Every member of `UIDatePicker` is here with its type (`UIDatePicker.Mode`,
    /// `UIDatePickerStyle`, an optional `locale` and `timeZone`, an implicitly unwrapped
    /// `calendar`; checked against Apple's SDK by `scripts/ios-check.sh`). Each forwards to
    /// the hosted ``CalendarDatePicker``, where the behaviour lives.
    ///
    /// - `.valueChanged` is sent for each date the user chooses, never for dates set in code.
    /// - ``preferredDatePickerStyle`` is honoured and ``datePickerStyle`` reports the style
    ///   shown, resolved as UIKit resolves it (`.automatic` is `.compact`, the countdown and
    ///   year-and-month are always `.wheels`).
    /// - The compact pills present their editor in a popover (a popover on iPhone too, as
    ///   UIKit's), sending `.editingDidBegin`; tapping outside closes it and sends
    ///   `.editingDidEnd` (choosing a day leaves it open, as UIKit's).
    ///
    /// ```swift
    /// final class BookingViewController: UIViewController {
    ///     let picker = CalendarDatePickerView()  // was: UIDatePicker()
    ///
    ///     override func viewDidLoad() {
    ///         super.viewDidLoad()
    ///         picker.datePickerMode = .date
    ///         picker.preferredDatePickerStyle = .inline
    ///         picker.minimumDate = Date()
    ///         picker.locale = Locale(identifier: "ru_RU")
    ///         picker.addTarget(self, action: #selector(changed(_:)), for: .valueChanged)
    ///         view.addSubview(picker)
    ///     }
    ///
    ///     @objc func changed(_ sender: CalendarDatePickerView) { print(sender.date) }
    /// }
    /// ```
    open class CalendarDatePickerView: ControlHostView {
        /// The hosted control, typed (no casts): a new one, or the one given to
        /// ``init(picker:frame:)``.
        public private(set) var picker: CalendarDatePicker

        /// A new date picker with `frame`, as `UIDatePicker(frame:)`. With ``init(coder:)``, the designated
        /// initializer, as on UIKit's controls, so a subclass overrides the two the UIKit way.
        public init(frame: CGRect) {
            let picker = CalendarDatePicker()
            self.picker = picker
            super.init(control: picker, frame: frame)
        }

        /// Decodes the view from a storyboard or nib with a new control; the inspectable
        /// properties are set afterwards, as Interface Builder's attributes.
        public required init?(coder: NSCoder) {
            let picker = CalendarDatePicker()
            self.picker = picker
            super.init(coder: coder, control: picker)
        }

        /// A new date picker, made with `init(frame: .zero)`.
        public convenience init() { self.init(frame: .zero) }

        /// Hosts `picker`, made and configured elsewhere. It runs
        /// `init(frame:)` first and then hosts it, so what a subclass's `init(frame:)` sets on
        /// the control it made is not carried over: configure the given control instead.
        public convenience init(picker: CalendarDatePicker, frame: CGRect = .zero) {
            self.init(frame: frame)
            self.picker = picker
            replaceControl(with: picker)
        }

        // MARK: UIDatePicker's members

        /// What is chosen (default `.dateAndTime`), including iOS 17.4's
        /// `.yearAndMonth` (month and year wheels), which the iOS 16.5 SDK this package
        /// compiles against does not name: it is ``yearAndMonthRawValue``, so
        /// `UIDatePicker.Mode(rawValue: 4)!` on any SDK, or `.yearAndMonth` on iOS 17.4's.
        /// A raw value UIKit does not define counts as `.dateAndTime`.
        open var datePickerMode: UIDatePicker.Mode {
            get {
                switch picker.datePickerMode {
                case .time: return .time
                case .date: return .date
                case .dateAndTime: return .dateAndTime
                case .countDownTimer: return .countDownTimer
                case .yearAndMonth: return UIDatePicker.Mode(rawValue: CalendarDatePickerView.yearAndMonthRawValue) ?? .date
                }
            }
            set {
                switch newValue.rawValue {
                case UIDatePicker.Mode.time.rawValue: picker.datePickerMode = .time
                case UIDatePicker.Mode.date.rawValue: picker.datePickerMode = .date
                case UIDatePicker.Mode.countDownTimer.rawValue: picker.datePickerMode = .countDownTimer
                case CalendarDatePickerView.yearAndMonthRawValue: picker.datePickerMode = .yearAndMonth
                default: picker.datePickerMode = .dateAndTime
                }
            }
        }

        /// The raw value of `UIDatePicker.Mode.yearAndMonth` (iOS 17.4; `UIDatePickerModeYearAndMonth`).
        public static let yearAndMonthRawValue = 4

        /// The locale (the wheels' order, names, clock, the calendar's first weekday, the
        /// pills' formats); nil, the default, follows the user's locale.
        open var locale: Locale? {
            get { explicitLocale }
            set {
                explicitLocale = newValue
                picker.locale = newValue ?? .autoupdatingCurrent
            }
        }
        private var explicitLocale: Locale?

        /// The calendar (default the user's, followed into a new time zone or region
        /// setting). Setting nil restores it, as UIDatePicker's; reading gives the calendar
        /// set, or the user's as it is now (`Calendar.current`, as UIDatePicker gives
        /// `NSCalendar.current`).
        open var calendar: Calendar! {
            get { picker.calendar ?? .current }
            set { picker.calendar = newValue }
        }

        /// The time zone of the time shown; nil (default) for the calendar's: with the
        /// user's calendar, the user's, followed when it changes.
        open var timeZone: TimeZone? {
            get { picker.timeZone }
            set { picker.timeZone = newValue }
        }

        /// The date shown (now by default). Setting it sends no event; it is rounded down
        /// to ``minuteInterval`` (when ``roundsToMinuteInterval``) and kept within the limits.
        open var date: Date {
            get { picker.date }
            set { picker.date = newValue }
        }

        /// The earliest date the user may choose; nil for none.
        open var minimumDate: Date? {
            get { picker.minimumDate }
            set { picker.minimumDate = newValue }
        }

        /// The latest date the user may choose; nil for none.
        open var maximumDate: Date? {
            get { picker.maximumDate }
            set { picker.maximumDate = newValue }
        }

        /// The countdown in seconds in `.countDownTimer` mode.
        @IBInspectable open var countDownDuration: TimeInterval {
            get { picker.countDownDuration }
            set { picker.countDownDuration = newValue }
        }

        /// The minute wheel's interval: 1…30 and a divisor of 60, otherwise 1.
        @IBInspectable open var minuteInterval: Int {
            get { picker.minuteInterval }
            set { picker.minuteInterval = newValue }
        }

        /// Shows `date`, spinning the wheels or paging the calendar there when `animated`.
        /// Sends no event.
        open func setDate(_ date: Date, animated: Bool) { picker.setDate(date, animated: animated) }

        /// The style asked for (default `.automatic`). A style the mode cannot show (the
        /// countdown and year-and-month show only the wheels) is shown as the wheels, where
        /// UIKit throws.
        open var preferredDatePickerStyle: UIDatePickerStyle {
            get { UIDatePickerStyle(picker.preferredDatePickerStyle) }
            set { picker.preferredDatePickerStyle = CalendarDatePicker.Style(newValue) }
        }

        /// The style shown: never `.automatic`.
        open var datePickerStyle: UIDatePickerStyle { UIDatePickerStyle(picker.datePickerStyle) }

        /// Whether dates set in code are rounded down to ``minuteInterval`` (default true).
        open var roundsToMinuteInterval: Bool {
            get { picker.roundsToMinuteInterval }
            set { picker.roundsToMinuteInterval = newValue }
        }
    }

    extension UIDatePickerStyle {
        /// UIKit's style for ControlKit's.
        init(_ style: CalendarDatePicker.Style) {
            switch style {
            case .automatic: self = .automatic
            case .wheels: self = .wheels
            case .compact: self = .compact
            case .inline: self = .inline
            }
        }
    }

    extension CalendarDatePicker.Style {
        /// ControlKit's style for UIKit's (a style this SDK does not name: automatic).
        init(_ style: UIDatePickerStyle) {
            switch style {
            case .wheels: self = .wheels
            case .compact: self = .compact
            case .inline: self = .inline
            default: self = .automatic
            }
        }
    }

    /// The view this was when it drew only the wheels: a ``CalendarDatePickerView`` that
    /// starts in the wheels style, so screens, storyboards and nibs that name it (Objective-C
    /// looks the class up by this name) keep showing wheels, and `textField.inputView =
    /// WheelDatePickerView()` keeps its keyboard of wheels. Its ``picker`` is now the whole
    /// picker; the wheels are `picker.wheels`.
    @available(*, deprecated, message: "Use CalendarDatePickerView (with preferredDatePickerStyle = .wheels for the wheels)")
    open class WheelDatePickerView: CalendarDatePickerView {
        /// A date picker in the wheels style with `frame`.
        public override init(frame: CGRect) {
            super.init(frame: frame)
            preferredDatePickerStyle = .wheels
        }

        /// Decodes the view in the wheels style; Interface Builder's attributes follow.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            preferredDatePickerStyle = .wheels
        }
    }
#endif
