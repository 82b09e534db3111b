#if canImport(UIKit) && canImport(SwiftUI)
    import ControlKit
    import ControlKitUIKit
    import SwiftUI

    /// The inline calendar on its own, for SwiftUI: a range of days (check-in and
    /// check-out) bound to a `ClosedRange<Date>?`, with an optional alternate calendar's days
    /// under the first's, or several days bound to a `Set<DateComponents>` (SwiftUI's
    /// `MultiDatePicker` call site, also on iOS 15). For one date (and a time) use ``CalendarDatePickerControl`` with
    /// `.datePickerStyle(.graphical)`.
    ///
    /// The environment's locale, calendar and time zone are the calendar's. Each range the
    /// person chooses is written to the binding (a first tap chooses a one-day range, the
    /// second its last day); a parent's re-render writes only what changed
    /// (``ControlKit/MonthCalendar/RangeConfiguration``).
    ///
    /// ```swift
    /// struct Stay: View {
    ///     @State private var nights: ClosedRange<Date>? = nil
    ///     var body: some View {
    ///         MonthCalendarControl("Stay", range: $nights, in: Date()..., alternateCalendar: Calendar(identifier: .chinese))
    ///     }
    /// }
    /// ```
    public struct MonthCalendarControl: View {
        private let title: String?
        private let selection: MonthCalendarSelection
        private let minimum: Date?
        private let maximum: Date?
        private let alternateCalendar: Calendar?
        private var decorationProvider: ((DateComponents) -> MonthCalendarView.Decoration?)?

        /// A calendar of a range of days from `bounds`'s start on, titled for VoiceOver.
        public init(
            _ title: String? = nil, range: Binding<ClosedRange<Date>?>, in bounds: PartialRangeFrom<Date>,
            alternateCalendar: Calendar? = nil
        ) {
            self.init(title, range: range, minimum: bounds.lowerBound, maximum: nil, alternateCalendar: alternateCalendar)
        }

        /// A calendar of a range of days within `bounds`, titled for VoiceOver.
        public init(
            _ title: String? = nil, range: Binding<ClosedRange<Date>?>, in bounds: ClosedRange<Date>, alternateCalendar: Calendar? = nil
        ) {
            self.init(title, range: range, minimum: bounds.lowerBound, maximum: bounds.upperBound, alternateCalendar: alternateCalendar)
        }

        /// A calendar of a range of any days, titled for VoiceOver.
        public init(_ title: String? = nil, range: Binding<ClosedRange<Date>?>, alternateCalendar: Calendar? = nil) {
            self.init(title, range: range, minimum: nil, maximum: nil, alternateCalendar: alternateCalendar)
        }

        /// A calendar of several days, each tap adding a day or removing it, titled for
        /// VoiceOver: `MultiDatePicker`'s call site (iOS 16), on iOS 15 too, with an optional
        /// alternate calendar's days under the first's, as the range's.
        ///
        /// ```swift
        /// struct Shifts: View {
        ///     @State private var days: Set<DateComponents> = []
        ///     var body: some View {
        ///         MonthCalendarControl("Shifts", selection: $days)
        ///     }
        /// }
        /// ```
        public init(_ title: String? = nil, selection: Binding<Set<DateComponents>>, alternateCalendar: Calendar? = nil) {
            self.init(title, selection: .multiple(selection), minimum: nil, maximum: nil, alternateCalendar: alternateCalendar)
        }

        /// A calendar of several days within `bounds` (its upper bound not included, as
        /// `MultiDatePicker`'s), titled for VoiceOver.
        public init(
            _ title: String? = nil, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, alternateCalendar: Calendar? = nil
        ) {
            let last = bounds.upperBound.addingTimeInterval(-0.001)
            self.init(
                title, selection: .multiple(selection), minimum: bounds.lowerBound, maximum: max(last, bounds.lowerBound),
                alternateCalendar: alternateCalendar)
        }

        /// A calendar of several days from `bounds`'s start on, titled for VoiceOver.
        public init(
            _ title: String? = nil, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>,
            alternateCalendar: Calendar? = nil
        ) {
            self.init(
                title, selection: .multiple(selection), minimum: bounds.lowerBound, maximum: nil, alternateCalendar: alternateCalendar)
        }

        /// A calendar of several days before `bounds`'s end, titled for VoiceOver.
        public init(
            _ title: String? = nil, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>,
            alternateCalendar: Calendar? = nil
        ) {
            self.init(
                title, selection: .multiple(selection), minimum: nil, maximum: bounds.upperBound.addingTimeInterval(-0.001),
                alternateCalendar: alternateCalendar)
        }

        private init(_ title: String?, range: Binding<ClosedRange<Date>?>, minimum: Date?, maximum: Date?, alternateCalendar: Calendar?) {
            self.init(title, selection: .range(range), minimum: minimum, maximum: maximum, alternateCalendar: alternateCalendar)
        }

        private init(_ title: String?, selection: MonthCalendarSelection, minimum: Date?, maximum: Date?, alternateCalendar: Calendar?) {
            self.title = title
            self.selection = selection
            self.minimum = minimum
            self.maximum = maximum
            self.alternateCalendar = alternateCalendar
        }

        /// Marks days with decorations (an app's events), as UICalendarView's
        /// `calendarView(_:decorationFor:)`: `provider` is asked for each day shown, and again
        /// after every update of this view (closures cannot be compared), so it reads the
        /// state it captured then. State the parent's `body` does not read does not update
        /// the view: read what the decorations depend on in `body` (or pass it in), as for
        /// any SwiftUI view.
        ///
        /// ```swift
        /// struct Stay: View {
        ///     @State private var nights: ClosedRange<Date>? = nil
        ///     let bookedDays: Set<Int> = [3, 4, 18]
        ///     var body: some View {
        ///         MonthCalendarControl("Stay", range: $nights)
        ///             .decorations { day in bookedDays.contains(day.day ?? 0) ? .default(color: .systemRed) : nil }
        ///     }
        /// }
        /// ```
        public func decorations(_ provider: @escaping (DateComponents) -> MonthCalendarView.Decoration?) -> MonthCalendarControl {
            var copy = self
            copy.decorationProvider = provider
            return copy
        }

        public var body: some View {
            MonthCalendarRepresentable(
                selection: selection, minimum: minimum, maximum: maximum, alternateCalendar: alternateCalendar, title: title,
                decorationProvider: decorationProvider)
        }
    }

    /// What a ``MonthCalendarControl`` binds: a range of days, or several days.
    enum MonthCalendarSelection {
        case range(Binding<ClosedRange<Date>?>)
        case multiple(Binding<Set<DateComponents>>)
    }

    /// The hosted calendar: applies the configuration, reports each range chosen.
    struct MonthCalendarRepresentable: UIViewRepresentable {
        let selection: MonthCalendarSelection
        let minimum: Date?
        let maximum: Date?
        let alternateCalendar: Calendar?
        let title: String?
        let decorationProvider: ((DateComponents) -> MonthCalendarView.Decoration?)?

        typealias Coordinator = LatestView<MonthCalendarRepresentable>

        func makeCoordinator() -> Coordinator { Coordinator(self) }

        func makeUIView(context: Context) -> MonthCalendarView {
            let view = MonthCalendarView()
            let coordinator = context.coordinator
            // One action, reading the selection kind when it fires: SwiftUI may reuse the
            // view for a control of the other kind.
            view.monthCalendar.addAction(for: .valueChanged) { calendar in
                coordinator.deliver {
                    switch coordinator.parent.selection {
                    case .range(let binding): binding.wrappedValue = MonthCalendar.RangeConfiguration.value(of: calendar)
                    case .multiple(let binding):
                        // Only the day tapped changes: the app's other days (outside the bounds
                        // too) and its own components stay as written.
                        binding.wrappedValue = MonthCalendar.MultipleConfiguration.selection(binding.wrappedValue, after: calendar)
                    }
                }
            }
            return view
        }

        /// Its natural height, and the width it is offered (iOS 16).
        @available(iOS 16.0, *)
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: MonthCalendarView, context: Context) -> CGSize? {
            guard let natural = uiView.fittingSize(proposal) else { return nil }
            guard let width = proposal.width, width.isFinite, width > 0 else { return natural }
            return CGSize(width: width, height: natural.height)
        }

        func updateUIView(_ view: MonthCalendarView, context: Context) {
            let coordinator = context.coordinator
            coordinator.parent = self
            coordinator.updating {
                let environment = context.environment
                switch selection {
                case .range(let range):
                    MonthCalendar.RangeConfiguration(
                        range: range.wrappedValue, minimumDate: minimum, maximumDate: maximum, locale: environment.locale,
                        calendar: environment.calendar, timeZone: environment.timeZone, alternateCalendar: alternateCalendar
                    ).apply(to: view.monthCalendar)
                case .multiple(let days):
                    MonthCalendar.MultipleConfiguration(
                        selection: days.wrappedValue, minimumDate: minimum, maximumDate: maximum, locale: environment.locale,
                        calendar: environment.calendar, timeZone: environment.timeZone, alternateCalendar: alternateCalendar
                    ).apply(to: view.monthCalendar)
                }
                view.adopt(environment, title: title)
                // A new closure may read new state: its days are asked again.
                if decorationProvider != nil || view.decorationProvider != nil { view.decorationProvider = decorationProvider }
            }
        }
    }
#endif
