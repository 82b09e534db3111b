#if canImport(UIKit) && canImport(SwiftUI)
    import ControlKit
    import ControlKitUIKit
    import SwiftUI

    /// A drawn wheel picker for SwiftUI, shaped like `Picker` with the wheel style: a
    /// selection binding and one row per value.
    ///
    /// ```swift
    /// struct ColorChoice: View {
    ///     @State private var color = "Blue"
    ///     var body: some View {
    ///         WheelPicker(selection: $color, values: ["Red", "Green", "Blue"]) { $0 }
    ///     }
    /// }
    /// ```
    public struct WheelPicker<Value: Hashable>: UIViewRepresentable {
        @Binding private var selection: Value
        private let values: [Value]
        private let title: (Value) -> String

        /// Makes a wheel of `values`, titled by `title`, bound to `selection`.
        public init(selection: Binding<Value>, values: [Value], title: @escaping (Value) -> String) {
            _selection = selection
            self.values = values
            self.title = title
        }

        /// Holds the latest copy of the view (see ``LatestView``).
        public typealias Coordinator = LatestView<WheelPicker<Value>>

        public func makeCoordinator() -> Coordinator { Coordinator(self) }

        public func makeUIView(context: Context) -> PickerViewHost {
            let view = PickerViewHost(titles: [values.map(title)])
            let coordinator = context.coordinator
            view.picker.addAction(for: .valueChanged) { picker in
                let row = picker.selectedRow(inComponent: 0)
                let values = coordinator.parent.values
                if values.indices.contains(row) { coordinator.parent.selection = values[row] }
            }
            return view
        }

        public func updateUIView(_ view: PickerViewHost, context: Context) {
            context.coordinator.parent = self
            view.adopt(context.environment)
            if let row = values.firstIndex(of: selection), row != view.picker.selectedRow(inComponent: 0) {
                view.picker.selectRow(row, inComponent: 0, animated: true)
            }
        }
    }
#endif
