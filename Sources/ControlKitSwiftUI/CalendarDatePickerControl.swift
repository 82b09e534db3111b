#if canImport(UIKit) && canImport(SwiftUI)
    import ControlKit
    import ControlKitUIKit
    import SwiftUI

    /// SwiftUI's `DatePicker`, drawn by ControlKit in its three styles: the same
    /// initializers (closed and partial ranges, `displayedComponents`), so a view switches
    /// by renaming the type, and SwiftUI's own styles, chosen as on `DatePicker`:
    /// `.datePickerStyle(.wheel)`, `.graphical` (the calendar), `.compact` (the button that
    /// presents its calendar or time wheels in a popover) or `.automatic` (compact, as on iOS).
    ///
    /// The style is taken where it is applied to this view itself; applied to a container,
    /// SwiftUI keeps it to its own pickers (its style is not readable from outside SwiftUI).
    ///
    /// The environment's locale, calendar and time zone are the picker's; a parent's
    /// re-render writes only what changed, so it never rebuilds the wheels or stops a
    /// fling (``ControlKit/CalendarDatePicker/Configuration``). The label is drawn beside
    /// the compact style's pills and not in the others, as on iOS, and it is what VoiceOver
    /// reads.
    ///
    /// ```swift
    /// struct Booking: View {
    ///     @State private var when = Date()
    ///     var body: some View {
    ///         CalendarDatePickerControl("Arrival", selection: $when, in: Date()..., displayedComponents: .date)  // was: DatePicker(…)
    ///             .datePickerStyle(.graphical)
    ///     }
    /// }
    /// ```
    public struct CalendarDatePickerControl<Label: View>: View {
        /// Which parts are shown: SwiftUI's own type.
        public typealias Components = DatePickerComponents

        private var picker: DatePickerRepresentable
        private let label: Label

        /// An empty title (a key or a string) or an `EmptyView` label: no label, drawn or read.
        private let hidesLabel: Bool

        /// The label beside the compact style's pills, as iOS draws it (not an empty title:
        /// `DatePicker("", …)` is how a label is left out; `.labelsHidden()` cannot be read
        /// from outside SwiftUI on iOS 15). The wheels and the calendar are several parts
        /// (wheels, days): there the label names SwiftUI's group of them, read once.
        public var body: some View {
            let compact = picker.style == .compact || picker.style == .automatic
            if hidesLabel || Label.self == EmptyView.self {
                picker
            } else {
                LabelPairing(label: label, showsLabel: compact, groupsParts: !compact, content: picker)
            }
        }

        fileprivate init(
            label: Label, hidesLabel: Bool = false, selection: Binding<Date>, minimum: Date?, maximum: Date?, components: Components
        ) {
            self.label = label
            self.hidesLabel = hidesLabel
            picker = DatePickerRepresentable(selection: selection, minimumDate: minimum, maximumDate: maximum, components: components)
        }

        /// The wheels, as SwiftUI's `.datePickerStyle(.wheel)`.
        public func datePickerStyle(_ style: WheelDatePickerStyle) -> CalendarDatePickerControl { styled(.wheels) }
        /// The calendar, as SwiftUI's `.datePickerStyle(.graphical)`.
        public func datePickerStyle(_ style: GraphicalDatePickerStyle) -> CalendarDatePickerControl { styled(.inline) }
        /// The compact button, as SwiftUI's `.datePickerStyle(.compact)`.
        public func datePickerStyle(_ style: CompactDatePickerStyle) -> CalendarDatePickerControl { styled(.compact) }
        /// The platform's choice (compact), as SwiftUI's `.datePickerStyle(.automatic)`.
        public func datePickerStyle(_ style: DefaultDatePickerStyle) -> CalendarDatePickerControl { styled(.automatic) }

        private func styled(_ style: CalendarDatePicker.Style) -> CalendarDatePickerControl {
            var copy = self
            copy.picker.style = style
            return copy
        }
    }

    /// The name this view had when it drew only the wheels; add `.datePickerStyle(.wheel)`
    /// for the wheels it showed (a date picker is compact by default, as on iOS).
    @available(*, deprecated, renamed: "CalendarDatePickerControl")
    public typealias WheelDatePickerControl = CalendarDatePickerControl

    extension CalendarDatePickerControl {
        /// A picker of any date.
        public init(
            selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
        ) {
            self.init(label: label(), selection: selection, minimum: nil, maximum: nil, components: displayedComponents)
        }

        /// A picker of the dates in `range`.
        public init(
            selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
            @ViewBuilder label: () -> Label
        ) {
            self.init(
                label: label(), selection: selection, minimum: range.lowerBound, maximum: range.upperBound,
                components: displayedComponents)
        }

        /// A picker of the dates from `range`'s start on.
        public init(
            selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
            @ViewBuilder label: () -> Label
        ) {
            self.init(
                label: label(), selection: selection, minimum: range.lowerBound, maximum: nil, components: displayedComponents)
        }

        /// A picker of the dates up to `range`'s end.
        public init(
            selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
            @ViewBuilder label: () -> Label
        ) {
            self.init(
                label: label(), selection: selection, minimum: nil, maximum: range.upperBound, components: displayedComponents)
        }
    }

    extension CalendarDatePickerControl where Label == Text {
        /// A titled picker of any date.
        public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
            self.init(
                label: Text(titleKey), hidesLabel: titleKey == "", selection: selection, minimum: nil, maximum: nil,
                components: displayedComponents)
        }

        /// A titled picker of the dates in `range`.
        public init(
            _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
            displayedComponents: Components = [.hourAndMinute, .date]
        ) {
            self.init(
                label: Text(titleKey), hidesLabel: titleKey == "", selection: selection, minimum: range.lowerBound,
                maximum: range.upperBound, components: displayedComponents)
        }

        /// A titled picker of the dates from `range`'s start on.
        public init(
            _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
            displayedComponents: Components = [.hourAndMinute, .date]
        ) {
            self.init(
                label: Text(titleKey), hidesLabel: titleKey == "", selection: selection, minimum: range.lowerBound,
                maximum: nil, components: displayedComponents)
        }

        /// A titled picker of the dates up to `range`'s end.
        public init(
            _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
            displayedComponents: Components = [.hourAndMinute, .date]
        ) {
            self.init(
                label: Text(titleKey), hidesLabel: titleKey == "", selection: selection, minimum: nil,
                maximum: range.upperBound, components: displayedComponents)
        }

        /// A titled picker of any date.
        @_disfavoredOverload  // a string literal is a LocalizedStringKey, as SwiftUI's own
        public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
            self.init(
                label: Text(title), hidesLabel: title.isEmpty, selection: selection, minimum: nil, maximum: nil,
                components: displayedComponents)
        }

        /// A titled picker of the dates in `range`.
        @_disfavoredOverload  // a string literal is a LocalizedStringKey, as SwiftUI's own
        public init<S: StringProtocol>(
            _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]
        ) {
            self.init(
                label: Text(title), hidesLabel: title.isEmpty, selection: selection, minimum: range.lowerBound, maximum: range.upperBound,
                components: displayedComponents)
        }

        /// A titled picker of the dates from `range`'s start on.
        @_disfavoredOverload  // a string literal is a LocalizedStringKey, as SwiftUI's own
        public init<S: StringProtocol>(
            _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
            displayedComponents: Components = [.hourAndMinute, .date]
        ) {
            self.init(
                label: Text(title), hidesLabel: title.isEmpty, selection: selection, minimum: range.lowerBound, maximum: nil,
                components: displayedComponents)
        }

        /// A titled picker of the dates up to `range`'s end.
        @_disfavoredOverload  // a string literal is a LocalizedStringKey, as SwiftUI's own
        public init<S: StringProtocol>(
            _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
            displayedComponents: Components = [.hourAndMinute, .date]
        ) {
            self.init(
                label: Text(title), hidesLabel: title.isEmpty, selection: selection, minimum: nil, maximum: range.upperBound,
                components: displayedComponents)
        }
    }

    /// The hosted date picker: applies the configuration, reports the person's dates.
    struct DatePickerRepresentable: UIViewRepresentable {
        let selection: Binding<Date>
        let minimumDate: Date?
        let maximumDate: Date?
        let components: DatePickerComponents
        var style = CalendarDatePicker.Style.automatic

        typealias Coordinator = LatestView<DatePickerRepresentable>

        func makeCoordinator() -> Coordinator { Coordinator(self) }

        func makeUIView(context: Context) -> CalendarDatePickerView {
            let view = CalendarDatePickerView()
            let coordinator = context.coordinator
            CalendarDatePicker.Configuration.connect(view.picker) { date in
                coordinator.deliver { coordinator.parent.selection.wrappedValue = date }
            }
            return view
        }

        /// Its natural size where it has one, the proposal elsewhere (iOS 16); the graphical
        /// style takes the width it is offered, as SwiftUI's does.
        @available(iOS 16.0, *)
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: CalendarDatePickerView, context: Context) -> CGSize? {
            guard let natural = uiView.fittingSize(proposal) else { return nil }
            if uiView.picker.datePickerStyle == .inline, let width = proposal.width, width.isFinite, width > 0 {
                return CGSize(width: width, height: natural.height)
            }
            return natural
        }

        func updateUIView(_ view: CalendarDatePickerView, context: Context) {
            let coordinator = context.coordinator
            coordinator.parent = self
            coordinator.updating {
                let mode: WheelDatePicker.Mode
                switch (components.contains(.date), components.contains(.hourAndMinute)) {
                case (true, false): mode = .date
                case (false, true): mode = .time
                default: mode = .dateAndTime
                }
                let environment = context.environment
                CalendarDatePicker.Configuration(
                    date: selection.wrappedValue, datePickerMode: mode, preferredDatePickerStyle: style, minimumDate: minimumDate,
                    maximumDate: maximumDate, locale: environment.locale, calendar: environment.calendar,
                    timeZone: environment.timeZone
                ).apply(to: view.picker)
                // After the configuration: the style sets the natural size adopt reads.
                view.adopt(environment, title: nil)  // the label is SwiftUI's (body)
            }
        }
    }
#endif
