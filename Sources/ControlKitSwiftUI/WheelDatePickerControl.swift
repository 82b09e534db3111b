#if canImport(UIKit) && canImport(SwiftUI)
    import ControlKit
    import ControlKitUIKit
    import SwiftUI

    /// The drawn wheel date picker for SwiftUI, shaped like SwiftUI's `DatePicker`:
    /// `selection:`, an `in:` range (closed, or open at either end) and `displayedComponents:`.
    ///
    /// ```swift
    /// struct Booking: View {
    ///     @State private var when = Date()
    ///     var body: some View {
    ///         WheelDatePickerControl(selection: $when, in: Date()..., displayedComponents: [.date])
    ///     }
    /// }
    /// ```
    public struct WheelDatePickerControl: UIViewRepresentable {
        /// Which parts are shown (SwiftUI's `DatePickerComponents` shape).
        public struct Components: OptionSet, Sendable {
            public let rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }
            /// Hour and minute.
            public static let hourAndMinute = Components(rawValue: 1)
            /// Day, month and year.
            public static let date = Components(rawValue: 2)
        }

        @Binding private var selection: Date
        private let minimumDate: Date?
        private let maximumDate: Date?
        private let components: Components

        /// A picker bound to `selection`, limited to `range` (no limit when nil), showing
        /// `displayedComponents`.
        public init(
            selection: Binding<Date>, in range: ClosedRange<Date>? = nil, displayedComponents: Components = [.date, .hourAndMinute]
        ) {
            self.init(selection, range?.lowerBound, range?.upperBound, displayedComponents)
        }

        /// A picker bound to `selection` from `range`'s lower bound on, showing
        /// `displayedComponents`.
        public init(
            selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.date, .hourAndMinute]
        ) {
            self.init(selection, range.lowerBound, nil, displayedComponents)
        }

        /// A picker bound to `selection` up to `range`'s upper bound, showing
        /// `displayedComponents`.
        public init(
            selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.date, .hourAndMinute]
        ) {
            self.init(selection, nil, range.upperBound, displayedComponents)
        }

        private init(_ selection: Binding<Date>, _ minimumDate: Date?, _ maximumDate: Date?, _ components: Components) {
            _selection = selection
            self.minimumDate = minimumDate
            self.maximumDate = maximumDate
            self.components = components
        }

        /// Holds the latest copy of the view (see ``LatestView``).
        public typealias Coordinator = LatestView<WheelDatePickerControl>

        public func makeCoordinator() -> Coordinator { Coordinator(self) }

        public func makeUIView(context: Context) -> WheelDatePickerView {
            let view = WheelDatePickerView()
            let coordinator = context.coordinator
            view.picker.addAction(for: .valueChanged) { picker in coordinator.parent.selection = picker.date }
            return view
        }

        public func updateUIView(_ view: WheelDatePickerView, context: Context) {
            context.coordinator.parent = self
            view.adopt(context.environment)
            let picker = view.picker
            switch (components.contains(.date), components.contains(.hourAndMinute)) {
            case (true, false): picker.datePickerMode = .date
            case (false, true): picker.datePickerMode = .time
            default: picker.datePickerMode = .dateAndTime
            }
            picker.minimumDate = minimumDate
            picker.maximumDate = maximumDate
            picker.locale = context.environment.locale
            picker.calendar = context.environment.calendar
            picker.timeZone = context.environment.timeZone
            if picker.date != selection { picker.setDate(selection, animated: true) }
        }
    }
#endif
