#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// A ``MonthCalendar`` in a `UIControl`: UIDatePicker's inline calendar on its own, for
    /// what UIDatePicker does not do: a range of days (check-in, check-out), several days,
    /// decorations under the days (UICalendarView's, on iOS 15 too) and an alternate
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

        /// The calendar of the grid (nil restores the user's), as UIDatePicker's. Reading it
        /// with none set gives the user's as it is now (`Calendar.current`), the calendar
        /// ``selectedDates`` carry then: components made with it name days in that set (an
        /// autoupdating calendar equals only its like).
        open var calendar: Calendar! {
            get { monthCalendar.calendar ?? .current }
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

        /// One day (`.single`, the default), a range of days (`.range`) or several days
        /// (`.multiple`).
        open var selectionMode: MonthCalendar.SelectionMode {
            get { monthCalendar.selectionMode }
            set { monthCalendar.selectionMode = newValue }
        }

        /// The range chosen in `.range` mode; nil for none. Setting it sends no event.
        open var selectedRange: ClosedRange<Date>? {
            get { monthCalendar.selectedRange }
            set { monthCalendar.selectedRange = newValue }
        }

        /// The days chosen in `.multiple` mode, each its era, year, month and day in the
        /// calendar: UICalendarSelectionMultiDate's `selectedDates`. Each tap adds or removes
        /// a day and sends `.valueChanged`; setting it sends nothing (see
        /// ``ControlKit/MonthCalendar/selectedDates`` for what is left out).
        open var selectedDates: [DateComponents] {
            get { monthCalendar.selectedDates }
            set { monthCalendar.selectedDates = newValue }
        }

        /// A second calendar whose day numbers are drawn small under each day (Chinese,
        /// Hebrew, Islamic); nil for none.
        open var alternateCalendar: Calendar? {
            get { monthCalendar.alternateCalendar }
            set { monthCalendar.alternateCalendar = newValue }
        }

        // MARK: Decorations

        /// What a day shows under its number, in UIKit's colours and images: the cases of
        /// `UICalendarView.Decoration` (iOS 16), on every iOS the package supports.
        public enum Decoration {
            /// A filled circle in `color` (nil: `UIColor.systemFill`).
            case `default`(color: UIColor? = nil, size: MonthCalendar.DecorationSize = .medium)
            /// `image` (an SF Symbol, say) fitted under the number; with a `color` its shape is
            /// filled with it. A nil image is the default circle.
            case image(UIImage?, color: UIColor? = nil, size: MonthCalendar.DecorationSize = .medium)
            /// A row of dots, one per colour (at most three drawn), for a day's events each in
            /// its calendar's colour, beyond `UICalendarView`
            /// (``ControlKit/MonthCalendar/Decoration/dots(_:size:)``).
            case dots([UIColor], size: MonthCalendar.DecorationSize = .small)
            /// A view of the app's, as `UICalendarView.Decoration.customView(_:)`: made by
            /// `provider` when the day is first drawn, and drawn as a picture of it (its layer
            /// rendered at its size, or its fitting size when it has none, in the calendar's
            /// light or dark style) fitted under the number as a large image is. The picture is
            /// taken once and again when the style changes: a view that animates or changes
            /// later is not followed (reload the day), it cannot be touched, as UIKit's may
            /// not, and SwiftUI content (a hosting controller's view) is not drawn this way.
            case customView(@MainActor () -> UIView)

            /// The core's decoration: the colour with its light and dark forms, the image as
            /// Core Graphics draws it, a custom view's picture.
            @MainActor func drawing(in traits: UITraitCollection?) -> MonthCalendar.Decoration {
                switch self {
                case .default(let color, let size): .default(color: color.map(DrawingColor.init), size: size)
                case .image(let image, let color, let size):
                    .image(image.map { DrawingImage($0) }, color: color.map(DrawingColor.init), size: size)
                case .dots(let colors, let size): .dots(colors.map(DrawingColor.init), size: size)
                case .customView(let provider):
                    .image(Decoration.picture(of: provider, in: traits).map { DrawingImage($0) }, size: .large)
                }
            }

            /// The view `provider` makes, rendered at its size (its compressed fitting size when
            /// it has none) with the calendar's `traits` current (its style, contrast and
            /// level), so its dynamic colours resolve as the calendar's do; nil for a view of no
            /// size. Without traits (no calendar) the current ones stand.
            @MainActor static func picture(of provider: @escaping @MainActor () -> UIView, in traits: UITraitCollection?) -> UIImage? {
                var picture: UIImage?
                let render = {
                    let view = provider()
                    if let style = traits?.userInterfaceStyle, style != .unspecified { view.overrideUserInterfaceStyle = style }
                    var size = view.bounds.size
                    if size.width <= 0 || size.height <= 0 { size = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) }
                    guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return }
                    view.bounds = CGRect(origin: .zero, size: size)
                    view.layoutIfNeeded()
                    let format = traits.map { UIGraphicsImageRendererFormat(for: $0) } ?? UIGraphicsImageRendererFormat.preferred()
                    picture = UIGraphicsImageRenderer(size: size, format: format).image { context in
                        view.layer.render(in: context.cgContext)
                    }
                }
                if let traits { traits.performAsCurrent(render) } else { render() }
                return picture
            }
        }

        /// Gives each day's decoration, or nil for none, as UICalendarView's
        /// `calendarView(_:decorationFor:)`: asked with the day's era, year, month and day
        /// the first time the day is drawn, and kept until
        /// ``reloadDecorations(forDateComponents:animated:)`` (see
        /// ``ControlKit/MonthCalendar/decorationProvider``). Capture `self` weakly: the view
        /// keeps the closure.
        ///
        /// ```swift
        /// final class Agenda: UIViewController {
        ///     let calendarView = MonthCalendarView()
        ///     var busyDays: Set<Date> = []  // each day's first instant
        ///
        ///     override func viewDidLoad() {
        ///         super.viewDidLoad()
        ///         // The day arrives in the calendar's own terms (Buddhist, Japanese…): match it
        ///         // by its date, not by its year number.
        ///         calendarView.decorationProvider = { [weak self] day in
        ///             guard let self, let date = day.date else { return nil }
        ///             return busyDays.contains(Calendar.current.startOfDay(for: date)) ? .default(color: .systemRed) : nil
        ///         }
        ///     }
        ///
        ///     func busyDaysChanged(_ days: [Date]) {
        ///         let named = days.map { Calendar.current.dateComponents([.calendar, .era, .year, .month, .day], from: $0) }
        ///         calendarView.reloadDecorations(forDateComponents: named, animated: true)
        ///     }
        /// }
        /// ```
        open var decorationProvider: ((DateComponents) -> Decoration?)? {
            didSet {
                if let provider = decorationProvider {
                    monthCalendar.decorationProvider = { [weak self] in
                        provider($0)?.drawing(in: self?.traitCollection)
                    }
                } else {
                    monthCalendar.decorationProvider = nil
                }
            }
        }

        /// Whether the person may choose a day (a night already booked may not be), as
        /// UICalendarView's `dateSelection(_:canSelectDate:)`: asked with the day's era, year,
        /// month and day the first time it is drawn or tapped, and kept until
        /// ``reloadDecorations(forDateComponents:animated:)`` (see
        /// ``ControlKit/MonthCalendar/canSelectDate``). A refused day is dimmed, read as not
        /// enabled and sends nothing when tapped. Capture `self` weakly: the view keeps the
        /// closure.
        ///
        /// ```swift
        /// final class Booking: UIViewController {
        ///     let stay = MonthCalendarView()
        ///     var bookedNights: Set<Date> = []  // each night's first instant
        ///
        ///     override func viewDidLoad() {
        ///         super.viewDidLoad()
        ///         stay.selectionMode = .range
        ///         stay.canSelectDate = { [weak self] day in
        ///             guard let self, let date = day.date else { return false }
        ///             return !bookedNights.contains(Calendar.current.startOfDay(for: date))
        ///         }
        ///     }
        /// }
        /// ```
        open var canSelectDate: ((DateComponents) -> Bool)? {
            get { monthCalendar.canSelectDate }
            set { monthCalendar.canSelectDate = newValue }
        }

        /// A trait change that changes how a custom view looks (its colours' appearance: light
        /// or dark, Increase Contrast, the interface level; the text size, Bold Text, the
        /// screen's scale) asks ``decorationProvider`` again for
        /// every day: a custom view's picture was taken in the old traits.
        open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            let traits = traitCollection
            guard decorationProvider != nil,
                traits.hasDifferentColorAppearance(comparedTo: previousTraitCollection)
                    || previousTraitCollection?.preferredContentSizeCategory != traits.preferredContentSizeCategory
                    || previousTraitCollection?.legibilityWeight != traits.legibilityWeight
                    || previousTraitCollection?.displayScale != traits.displayScale
            else { return }
            let provider = decorationProvider
            decorationProvider = provider
        }

        /// Asks ``decorationProvider`` again for these days (a component without a day: its
        /// whole month; each named in the calendar it carries, or else the view's) when they
        /// are next drawn; as UICalendarView's.
        open func reloadDecorations(forDateComponents dateComponents: [DateComponents], animated: Bool) {
            monthCalendar.reloadDecorations(forDateComponents: dateComponents, animated: animated)
        }
    }
#endif
