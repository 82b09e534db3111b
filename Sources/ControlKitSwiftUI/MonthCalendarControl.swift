#if canImport(UIKit) && canImport(SwiftUI)
    import ControlKit
    import ControlKitUIKit
    import SwiftUI

    /// The inline calendar on its own, for SwiftUI: a range of days (check-in and
    /// check-out) bound to a `ClosedRange<Date>?`, with an optional alternate calendar's days
    /// under the first's. For one date (and a time) use ``CalendarDatePickerControl`` with
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
        private let range: Binding<ClosedRange<Date>?>
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

        private init(_ title: String?, range: Binding<ClosedRange<Date>?>, minimum: Date?, maximum: Date?, alternateCalendar: Calendar?) {
            self.title = title
            self.range = range
            self.minimum = minimum
            self.maximum = maximum
            self.alternateCalendar = alternateCalendar
        }

        /// Marks days with decorations (an app's events), as UICalendarView's
        /// `calendarView(_:decorationFor:)`: `provider` is asked for each day shown, again
        /// after every update of this view, so it reads the state it captured then.
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
                range: range, minimum: minimum, maximum: maximum, alternateCalendar: alternateCalendar, title: title,
                decorationProvider: decorationProvider)
        }
    }

    /// The hosted calendar: applies the configuration, reports each range chosen.
    struct MonthCalendarRepresentable: UIViewRepresentable {
        let range: Binding<ClosedRange<Date>?>
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
            MonthCalendar.RangeConfiguration.connect(view.monthCalendar) { range in
                coordinator.deliver { coordinator.parent.range.wrappedValue = range }
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
                MonthCalendar.RangeConfiguration(
                    range: range.wrappedValue, minimumDate: minimum, maximumDate: maximum, locale: environment.locale,
                    calendar: environment.calendar, timeZone: environment.timeZone, alternateCalendar: alternateCalendar
                ).apply(to: view.monthCalendar)
                view.adopt(environment, title: title)
                // A new closure may read new state: its days are asked again.
                if decorationProvider != nil || view.decorationProvider != nil { view.decorationProvider = decorationProvider }
            }
        }
    }
#endif
