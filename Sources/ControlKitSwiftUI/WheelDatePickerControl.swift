#if canImport(UIKit) && canImport(SwiftUI)
    import ControlKit
    import ControlKitUIKit
    import SwiftUI

    /// SwiftUI's `DatePicker` in its wheel style, drawn by ControlKit: the same
    /// initializers (closed and partial ranges, `displayedComponents`), so a view switches
    /// by renaming the type.
    ///
    /// The environment's locale, calendar and time zone are the wheels'; a parent's
    /// re-render writes only what changed, so it never rebuilds the wheels or stops a
    /// fling (``ControlKit/WheelDatePicker/Configuration``). The label is not drawn (as in
    /// the wheel style) but is what VoiceOver reads.
    ///
    /// ```swift
    /// struct Booking: View {
    ///     @State private var when = Date()
    ///     var body: some View {
    ///         WheelDatePickerControl("Arrival", selection: $when, in: Date()..., displayedComponents: .date)  // was: DatePicker(…)
    ///     }
    /// }
    /// ```
    public struct WheelDatePickerControl<Label: View>: View {
        /// Which parts are shown: SwiftUI's own type.
        public typealias Components = DatePickerComponents

        private let picker: DatePickerRepresentable
        private let label: Label

        public var body: some View { LabelPairing(label: label, showsLabel: false, content: picker) }

        fileprivate init(
            label: Label, title: String?, selection: Binding<Date>, minimum: Date?, maximum: Date?, components: Components
        ) {
            self.label = label
            picker = DatePickerRepresentable(
                selection: selection, minimumDate: minimum, maximumDate: maximum, components: components, title: title)
        }
    }

    extension WheelDatePickerControl {
        /// A picker of any date.
        public init(
            selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
        ) {
            self.init(label: label(), title: nil, selection: selection, minimum: nil, maximum: nil, components: displayedComponents)
        }

        /// A picker of the dates in `range`.
        public init(
            selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
            @ViewBuilder label: () -> Label
        ) {
            self.init(
                label: label(), title: nil, selection: selection, minimum: range.lowerBound, maximum: range.upperBound,
                components: displayedComponents)
        }

        /// A picker of the dates from `range`'s start on.
        public init(
            selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
            @ViewBuilder label: () -> Label
        ) {
            self.init(
                label: label(), title: nil, selection: selection, minimum: range.lowerBound, maximum: nil, components: displayedComponents)
        }

        /// A picker of the dates up to `range`'s end.
        public init(
            selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
            @ViewBuilder label: () -> Label
        ) {
            self.init(
                label: label(), title: nil, selection: selection, minimum: nil, maximum: range.upperBound, components: displayedComponents)
        }
    }

    extension WheelDatePickerControl where Label == Text {
        /// A titled picker of any date.
        public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
            self.init(
                label: Text(titleKey), title: nil, selection: selection, minimum: nil, maximum: nil,
                components: displayedComponents)
        }

        /// A titled picker of the dates in `range`.
        public init(
            _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
            displayedComponents: Components = [.hourAndMinute, .date]
        ) {
            self.init(
                label: Text(titleKey), title: nil, selection: selection, minimum: range.lowerBound,
                maximum: range.upperBound, components: displayedComponents)
        }

        /// A titled picker of the dates from `range`'s start on.
        public init(
            _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
            displayedComponents: Components = [.hourAndMinute, .date]
        ) {
            self.init(
                label: Text(titleKey), title: nil, selection: selection, minimum: range.lowerBound,
                maximum: nil, components: displayedComponents)
        }

        /// A titled picker of the dates up to `range`'s end.
        public init(
            _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
            displayedComponents: Components = [.hourAndMinute, .date]
        ) {
            self.init(
                label: Text(titleKey), title: nil, selection: selection, minimum: nil,
                maximum: range.upperBound, components: displayedComponents)
        }

        /// A titled picker of any date.
        public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
            self.init(
                label: Text(title), title: String(title), selection: selection, minimum: nil, maximum: nil, components: displayedComponents)
        }

        /// A titled picker of the dates in `range`.
        public init<S: StringProtocol>(
            _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]
        ) {
            self.init(
                label: Text(title), title: String(title), selection: selection, minimum: range.lowerBound, maximum: range.upperBound,
                components: displayedComponents)
        }

        /// A titled picker of the dates from `range`'s start on.
        public init<S: StringProtocol>(
            _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
            displayedComponents: Components = [.hourAndMinute, .date]
        ) {
            self.init(
                label: Text(title), title: String(title), selection: selection, minimum: range.lowerBound, maximum: nil,
                components: displayedComponents)
        }

        /// A titled picker of the dates up to `range`'s end.
        public init<S: StringProtocol>(
            _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
            displayedComponents: Components = [.hourAndMinute, .date]
        ) {
            self.init(
                label: Text(title), title: String(title), selection: selection, minimum: nil, maximum: range.upperBound,
                components: displayedComponents)
        }
    }

    /// The hosted date picker: applies the configuration, reports settled dates.
    struct DatePickerRepresentable: UIViewRepresentable {
        let selection: Binding<Date>
        let minimumDate: Date?
        let maximumDate: Date?
        let components: DatePickerComponents
        let title: String?

        typealias Coordinator = LatestView<DatePickerRepresentable>

        func makeCoordinator() -> Coordinator { Coordinator(self) }

        func makeUIView(context: Context) -> WheelDatePickerView {
            let view = WheelDatePickerView()
            let coordinator = context.coordinator
            WheelDatePicker.Configuration.connect(view.picker) { coordinator.parent.selection.wrappedValue = $0 }
            return view
        }

        /// Its natural height (and side), the proposal's width where it has none (iOS 16).
        @available(iOS 16.0, *)
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: WheelDatePickerView, context: Context) -> CGSize? {
            uiView.fittingSize(proposal)
        }

        func updateUIView(_ view: WheelDatePickerView, context: Context) {
            context.coordinator.parent = self
            view.adopt(context.environment, title: title)
            let mode: WheelDatePicker.Mode
            switch (components.contains(.date), components.contains(.hourAndMinute)) {
            case (true, false): mode = .date
            case (false, true): mode = .time
            default: mode = .dateAndTime
            }
            let environment = context.environment
            WheelDatePicker.Configuration(
                date: selection.wrappedValue, datePickerMode: mode, minimumDate: minimumDate, maximumDate: maximumDate,
                locale: environment.locale, calendar: environment.calendar, timeZone: environment.timeZone
            ).apply(to: view.picker)
        }
    }
#endif
