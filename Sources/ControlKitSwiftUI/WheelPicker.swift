#if canImport(UIKit) && canImport(SwiftUI)
    import ControlKit
    import ControlKitUIKit
    import SwiftUI

    /// A drawn wheel picker for SwiftUI, shaped like `Picker` with the wheel style: a
    /// selection binding and one row per value.
    ///
    /// ```swift
    /// @State private var color = "Blue"
    /// WheelPicker(selection: $color, values: ["Red", "Green", "Blue"]) { $0 }
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

        public func makeUIView(context: Context) -> PickerViewHost {
            let view = PickerViewHost(titles: [values.map(title)])
            let binding = $selection
            let values = self.values
            view.picker.addAction(for: .valueChanged) { picker in
                let row = picker.selectedRow(inComponent: 0)
                if values.indices.contains(row) { binding.wrappedValue = values[row] }
            }
            return view
        }

        public func updateUIView(_ view: PickerViewHost, context: Context) {
            if let row = values.firstIndex(of: selection), row != view.picker.selectedRow(inComponent: 0) {
                view.picker.selectRow(row, inComponent: 0, animated: true)
            }
        }
    }
#endif
