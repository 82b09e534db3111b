#if canImport(UIKit) && canImport(SwiftUI)
    import ControlKit
    import ControlKitUIKit
    import SwiftUI

    /// The drawn wheel date picker for SwiftUI, shaped like SwiftUI's `DatePicker`:
    /// `selection:`, `in:` range and `displayedComponents:`.
    ///
    /// ```swift
    /// @State private var when = Date()
    /// WheelDatePickerControl(selection: $when, in: Date()..., displayedComponents: [.date])
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
        private let range: ClosedRange<Date>?
        private let components: Components

        /// A picker bound to `selection`, limited to `range`, showing `displayedComponents`.
        public init(
            selection: Binding<Date>, in range: ClosedRange<Date>? = nil, displayedComponents: Components = [.date, .hourAndMinute]
        ) {
            _selection = selection
            self.range = range
            self.components = displayedComponents
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
            picker.minimumDate = range?.lowerBound
            picker.maximumDate = range?.upperBound
            picker.locale = context.environment.locale
            picker.calendar = context.environment.calendar
            picker.timeZone = context.environment.timeZone
            if picker.date != selection { picker.setDate(selection, animated: true) }
        }
    }
#endif
