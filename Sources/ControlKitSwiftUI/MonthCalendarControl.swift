#if canImport(UIKit) && canImport(SwiftUI)
    import ControlKit
    import ControlKitUIKit
    import SwiftUI

    /// The inline calendar on its own, for SwiftUI: a range of days (check-in and
    /// check-out) bound to a `ClosedRange<Date>?`, or several days bound to a
    /// `Set<DateComponents>` (SwiftUI's `MultiDatePicker` call site, also on iOS 15), each
    /// with an optional alternate calendar's days under the first's. For one date (and a
    /// time) use ``CalendarDatePickerControl`` with `.datePickerStyle(.graphical)`.
    ///
    /// The label is taken as `MultiDatePicker` takes it: a title key (a string literal,
    /// localized by SwiftUI), a string, or any view; it is not drawn, and VoiceOver reads it
    /// as the name of the group of the calendar's parts. Without one the parts are read as
    /// they are.
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
    public struct MonthCalendarControl<Label: View>: View {
        private let label: Label
        private let selection: MonthCalendarSelection
        private let bounds: MonthCalendarBounds
        private let alternateCalendar: Calendar?
        private var decorationProvider: ((DateComponents) -> MonthCalendarView.Decoration?)?
        private var canSelectDate: ((DateComponents) -> Bool)?

        fileprivate init(
            label: Label, selection: MonthCalendarSelection, bounds: MonthCalendarBounds, alternateCalendar: Calendar?
        ) {
            self.label = label
            self.selection = selection
            self.bounds = bounds
            self.alternateCalendar = alternateCalendar
        }

        /// A calendar of a range of any days, labelled by `label` for VoiceOver.
        public init(range: Binding<ClosedRange<Date>?>, alternateCalendar: Calendar? = nil, @ViewBuilder label: () -> Label) {
            self.init(label: label(), selection: .range(range), bounds: .none, alternateCalendar: alternateCalendar)
        }

        /// A calendar of a range of days within `bounds`, labelled by `label`.
        public init(
            range: Binding<ClosedRange<Date>?>, in bounds: ClosedRange<Date>, alternateCalendar: Calendar? = nil,
            @ViewBuilder label: () -> Label
        ) {
            self.init(label: label(), selection: .range(range), bounds: .init(bounds), alternateCalendar: alternateCalendar)
        }

        /// A calendar of a range of days from `bounds`'s start on, labelled by `label`.
        public init(
            range: Binding<ClosedRange<Date>?>, in bounds: PartialRangeFrom<Date>, alternateCalendar: Calendar? = nil,
            @ViewBuilder label: () -> Label
        ) {
            self.init(label: label(), selection: .range(range), bounds: .init(bounds), alternateCalendar: alternateCalendar)
        }

        /// A calendar of several days, each tap adding a day or removing it, labelled by
        /// `label`: `MultiDatePicker(selection:label:)` (iOS 16), on iOS 15 too.
        ///
        /// ```swift
        /// struct Shifts: View {
        ///     @State private var days: Set<DateComponents> = []
        ///     var body: some View {
        ///         MonthCalendarControl(selection: $days) { Text("Shifts") }
        ///     }
        /// }
        /// ```
        public init(selection: Binding<Set<DateComponents>>, alternateCalendar: Calendar? = nil, @ViewBuilder label: () -> Label) {
            self.init(label: label(), selection: .multiple(selection), bounds: .none, alternateCalendar: alternateCalendar)
        }

        /// A calendar of several days within `bounds` (its upper bound not included, as
        /// `MultiDatePicker`'s), labelled by `label`.
        public init(
            selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, alternateCalendar: Calendar? = nil,
            @ViewBuilder label: () -> Label
        ) {
            self.init(
                label: label(), selection: .multiple(selection), bounds: .init(bounds), alternateCalendar: alternateCalendar)
        }

        /// A calendar of several days from `bounds`'s start on, labelled by `label`.
        public init(
            selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, alternateCalendar: Calendar? = nil,
            @ViewBuilder label: () -> Label
        ) {
            self.init(
                label: label(), selection: .multiple(selection), bounds: .init(bounds), alternateCalendar: alternateCalendar)
        }

        /// A calendar of several days before `bounds`'s end, labelled by `label`.
        public init(
            selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, alternateCalendar: Calendar? = nil,
            @ViewBuilder label: () -> Label
        ) {
            self.init(
                label: label(), selection: .multiple(selection), bounds: .init(bounds), alternateCalendar: alternateCalendar)
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

        /// Lets the person choose only the days `rule` allows (a night already booked, a
        /// closed day may not be), as UICalendarView's `dateSelection(_:canSelectDate:)`: a
        /// refused day is dimmed, read as not enabled and ignores taps. Asked again after
        /// every update of this view, as ``decorations(_:)``.
        ///
        /// ```swift
        /// struct Stay: View {
        ///     @State private var nights: ClosedRange<Date>? = nil
        ///     let bookedDays: Set<Int> = [3, 4, 18]
        ///     var body: some View {
        ///         MonthCalendarControl("Stay", range: $nights)
        ///             .canSelectDate { day in !bookedDays.contains(day.day ?? 0) }
        ///     }
        /// }
        /// ```
        public func canSelectDate(_ rule: @escaping (DateComponents) -> Bool) -> MonthCalendarControl {
            var copy = self
            copy.canSelectDate = rule
            return copy
        }

        /// The calendar, labelled for VoiceOver. Its UIView is a container of parts (the
        /// header, the chevrons, a button per day), not one element, so a title (a key or a
        /// string) labels SwiftUI's group around them (`accessibilityElement(children:
        /// .contain)`, read once as VoiceOver enters it) and each part stays an element as it
        /// is; a view is paired with it.
        public var body: some View {
            let calendar = MonthCalendarRepresentable(
                selection: selection, minimum: bounds.minimum, maximum: bounds.maximum, alternateCalendar: alternateCalendar,
                decorationProvider: decorationProvider, canSelectDate: canSelectDate)
            if Label.self == EmptyView.self {
                calendar
            } else if let text = label as? Text {
                calendar.accessibilityElement(children: .contain).accessibilityLabel(text)
            } else {
                LabelPairing(label: label, showsLabel: false, content: calendar)
            }
        }
    }

    extension MonthCalendarControl where Label == Text {
        /// A calendar of a range of any days, titled for VoiceOver by a key SwiftUI
        /// localizes (a string literal).
        public init(_ titleKey: LocalizedStringKey, range: Binding<ClosedRange<Date>?>, alternateCalendar: Calendar? = nil) {
            self.init(label: Text(titleKey), selection: .range(range), bounds: .none, alternateCalendar: alternateCalendar)
        }

        /// A calendar of a range of days within `bounds`, titled by a key.
        public init(
            _ titleKey: LocalizedStringKey, range: Binding<ClosedRange<Date>?>, in bounds: ClosedRange<Date>,
            alternateCalendar: Calendar? = nil
        ) {
            self.init(
                label: Text(titleKey), selection: .range(range), bounds: .init(bounds), alternateCalendar: alternateCalendar)
        }

        /// A calendar of a range of days from `bounds`'s start on, titled by a key.
        public init(
            _ titleKey: LocalizedStringKey, range: Binding<ClosedRange<Date>?>, in bounds: PartialRangeFrom<Date>,
            alternateCalendar: Calendar? = nil
        ) {
            self.init(
                label: Text(titleKey), selection: .range(range), bounds: .init(bounds), alternateCalendar: alternateCalendar)
        }

        /// A calendar of several days, titled by a key: `MultiDatePicker`'s call site
        /// (iOS 16), on iOS 15 too.
        ///
        /// ```swift
        /// struct Shifts: View {
        ///     @State private var days: Set<DateComponents> = []
        ///     var body: some View {
        ///         MonthCalendarControl("Shifts", selection: $days)
        ///     }
        /// }
        /// ```
        public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, alternateCalendar: Calendar? = nil) {
            self.init(
                label: Text(titleKey), selection: .multiple(selection), bounds: .none, alternateCalendar: alternateCalendar)
        }

        /// A calendar of several days within `bounds` (its upper bound not included, as
        /// `MultiDatePicker`'s), titled by a key.
        public init(
            _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>,
            alternateCalendar: Calendar? = nil
        ) {
            self.init(
                label: Text(titleKey), selection: .multiple(selection), bounds: .init(bounds),
                alternateCalendar: alternateCalendar)
        }

        /// A calendar of several days from `bounds`'s start on, titled by a key.
        public init(
            _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>,
            alternateCalendar: Calendar? = nil
        ) {
            self.init(
                label: Text(titleKey), selection: .multiple(selection), bounds: .init(bounds),
                alternateCalendar: alternateCalendar)
        }

        /// A calendar of several days before `bounds`'s end, titled by a key.
        public init(
            _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>,
            alternateCalendar: Calendar? = nil
        ) {
            self.init(
                label: Text(titleKey), selection: .multiple(selection), bounds: .init(bounds),
                alternateCalendar: alternateCalendar)
        }

        /// A calendar of a range of any days, titled by a string shown as it is (not
        /// localized).
        @_disfavoredOverload  // a string literal is a LocalizedStringKey, as SwiftUI's own
        public init<S: StringProtocol>(_ title: S, range: Binding<ClosedRange<Date>?>, alternateCalendar: Calendar? = nil) {
            self.init(
                label: Text(title), selection: .range(range), bounds: .none, alternateCalendar: alternateCalendar)
        }

        /// A calendar of a range of days within `bounds`, titled by a string.
        @_disfavoredOverload  // a string literal is a LocalizedStringKey, as SwiftUI's own
        public init<S: StringProtocol>(
            _ title: S, range: Binding<ClosedRange<Date>?>, in bounds: ClosedRange<Date>, alternateCalendar: Calendar? = nil
        ) {
            self.init(
                label: Text(title), selection: .range(range), bounds: .init(bounds),
                alternateCalendar: alternateCalendar)
        }

        /// A calendar of a range of days from `bounds`'s start on, titled by a string.
        @_disfavoredOverload  // a string literal is a LocalizedStringKey, as SwiftUI's own
        public init<S: StringProtocol>(
            _ title: S, range: Binding<ClosedRange<Date>?>, in bounds: PartialRangeFrom<Date>, alternateCalendar: Calendar? = nil
        ) {
            self.init(
                label: Text(title), selection: .range(range), bounds: .init(bounds),
                alternateCalendar: alternateCalendar)
        }

        /// A calendar of several days, titled by a string.
        @_disfavoredOverload  // a string literal is a LocalizedStringKey, as SwiftUI's own
        public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, alternateCalendar: Calendar? = nil) {
            self.init(
                label: Text(title), selection: .multiple(selection), bounds: .none,
                alternateCalendar: alternateCalendar)
        }

        /// A calendar of several days within `bounds` (its upper bound not included), titled
        /// by a string.
        @_disfavoredOverload  // a string literal is a LocalizedStringKey, as SwiftUI's own
        public init<S: StringProtocol>(
            _ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, alternateCalendar: Calendar? = nil
        ) {
            self.init(
                label: Text(title), selection: .multiple(selection), bounds: .init(bounds),
                alternateCalendar: alternateCalendar)
        }

        /// A calendar of several days from `bounds`'s start on, titled by a string.
        @_disfavoredOverload  // a string literal is a LocalizedStringKey, as SwiftUI's own
        public init<S: StringProtocol>(
            _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, alternateCalendar: Calendar? = nil
        ) {
            self.init(
                label: Text(title), selection: .multiple(selection), bounds: .init(bounds),
                alternateCalendar: alternateCalendar)
        }

        /// A calendar of several days before `bounds`'s end, titled by a string.
        @_disfavoredOverload  // a string literal is a LocalizedStringKey, as SwiftUI's own
        public init<S: StringProtocol>(
            _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, alternateCalendar: Calendar? = nil
        ) {
            self.init(
                label: Text(title), selection: .multiple(selection), bounds: .init(bounds),
                alternateCalendar: alternateCalendar)
        }
    }

    extension MonthCalendarControl where Label == EmptyView {
        /// A calendar of a range of any days, with no label (VoiceOver reads it by its month).
        public init(range: Binding<ClosedRange<Date>?>, alternateCalendar: Calendar? = nil) {
            self.init(label: EmptyView(), selection: .range(range), bounds: .none, alternateCalendar: alternateCalendar)
        }

        /// A calendar of a range of days within `bounds`, with no label.
        public init(range: Binding<ClosedRange<Date>?>, in bounds: ClosedRange<Date>, alternateCalendar: Calendar? = nil) {
            self.init(label: EmptyView(), selection: .range(range), bounds: .init(bounds), alternateCalendar: alternateCalendar)
        }

        /// A calendar of a range of days from `bounds`'s start on, with no label.
        public init(range: Binding<ClosedRange<Date>?>, in bounds: PartialRangeFrom<Date>, alternateCalendar: Calendar? = nil) {
            self.init(label: EmptyView(), selection: .range(range), bounds: .init(bounds), alternateCalendar: alternateCalendar)
        }

        /// A calendar of several days, with no label.
        public init(selection: Binding<Set<DateComponents>>, alternateCalendar: Calendar? = nil) {
            self.init(label: EmptyView(), selection: .multiple(selection), bounds: .none, alternateCalendar: alternateCalendar)
        }

        /// A calendar of several days within `bounds` (its upper bound not included), with
        /// no label.
        public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, alternateCalendar: Calendar? = nil) {
            self.init(
                label: EmptyView(), selection: .multiple(selection), bounds: .init(bounds), alternateCalendar: alternateCalendar
            )
        }

        /// A calendar of several days from `bounds`'s start on, with no label.
        public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, alternateCalendar: Calendar? = nil) {
            self.init(
                label: EmptyView(), selection: .multiple(selection), bounds: .init(bounds), alternateCalendar: alternateCalendar
            )
        }

        /// A calendar of several days before `bounds`'s end, with no label.
        public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, alternateCalendar: Calendar? = nil) {
            self.init(
                label: EmptyView(), selection: .multiple(selection), bounds: .init(bounds), alternateCalendar: alternateCalendar
            )
        }
    }

    /// The days a ``MonthCalendarControl`` may choose, from SwiftUI's range types: a
    /// `Range`'s or a `PartialRangeUpTo`'s upper bound is not included (the last instant
    /// before it is), as `MultiDatePicker`'s.
    struct MonthCalendarBounds {
        var minimum: Date?
        var maximum: Date?

        static let none = MonthCalendarBounds(minimum: nil, maximum: nil)

        init(minimum: Date?, maximum: Date?) {
            self.minimum = minimum
            self.maximum = maximum
        }
        init(_ bounds: ClosedRange<Date>) { self.init(minimum: bounds.lowerBound, maximum: bounds.upperBound) }
        init(_ bounds: PartialRangeFrom<Date>) { self.init(minimum: bounds.lowerBound, maximum: nil) }
        init(_ bounds: Range<Date>) {
            self.init(minimum: bounds.lowerBound, maximum: max(bounds.upperBound.addingTimeInterval(-0.001), bounds.lowerBound))
        }
        init(_ bounds: PartialRangeUpTo<Date>) { self.init(minimum: nil, maximum: bounds.upperBound.addingTimeInterval(-0.001)) }
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
        let decorationProvider: ((DateComponents) -> MonthCalendarView.Decoration?)?
        let canSelectDate: ((DateComponents) -> Bool)?

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
                    // A binding that kept something else and so updates nothing (a setter that
                    // ignores the value, a rule that gives back what it held) is shown as it is,
                    // before a removal is announced (50 ms); any update applies what it holds.
                    coordinator.unlessUpdated { [weak calendar] coordinator in
                        guard let calendar else { return }
                        switch coordinator.parent.selection {
                        case .range(let binding): MonthCalendar.RangeConfiguration.applyReadBack(binding.wrappedValue, to: calendar)
                        case .multiple(let binding): MonthCalendar.MultipleConfiguration.applySelection(binding.wrappedValue, to: calendar)
                        }
                    }
                }
            }
            return view
        }

        static func dismantleUIView(_ view: MonthCalendarView, coordinator: Coordinator) { coordinator.dismantled() }

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
                view.adopt(environment, title: nil)  // the label is SwiftUI's group (body)
                // A new closure may read new state: its days are asked again.
                if decorationProvider != nil || view.decorationProvider != nil { view.decorationProvider = decorationProvider }
                if canSelectDate != nil || view.canSelectDate != nil { view.canSelectDate = canSelectDate }
            }
        }
    }
#endif
