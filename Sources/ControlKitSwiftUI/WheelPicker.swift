#if canImport(UIKit) && canImport(SwiftUI)
    import ControlKit
    import ControlKitUIKit
    import SwiftUI

    /// A drawn wheel picker for SwiftUI, as `Picker` with `.pickerStyle(.wheel)`: a
    /// selection binding over any `Hashable` values, one row per value.
    ///
    /// The values may change from one render to the next: the wheel is re-titled and keeps
    /// the selection's row (``ControlKit/PickerView/Configuration``); a selection that is
    /// not among the values leaves the wheel where it is, as SwiftUI's does. The label is
    /// not drawn (as on iOS) but is what VoiceOver reads.
    ///
    /// ```swift
    /// struct ColorChoice: View {
    ///     @State private var color = "Blue"
    ///     var body: some View {
    ///         WheelPicker("Colour", selection: $color, values: ["Red", "Green", "Blue"]) { $0 }
    ///     }
    /// }
    /// ```
    public struct WheelPicker<Label: View, Value: Hashable>: View {
        private let wheel: WheelRepresentable<Value>
        private let label: Label

        public var body: some View { LabelPairing(label: label, showsLabel: false, content: wheel) }

        /// A wheel of `values`, titled by `title`, bound to `selection`, labelled by `label`.
        public init(
            selection: Binding<Value>, values: [Value], title: @escaping (Value) -> String, @ViewBuilder label: () -> Label
        ) {
            self.label = label()
            wheel = WheelRepresentable(selection: selection, values: values, titles: values.map(title), accessibilityTitle: nil)
        }
    }

    extension WheelPicker where Label == Text {
        /// A wheel of `values` with a title.
        public init<S: StringProtocol>(
            _ title: S, selection: Binding<Value>, values: [Value], rowTitle: @escaping (Value) -> String
        ) {
            label = Text(title)
            wheel = WheelRepresentable(
                selection: selection, values: values, titles: values.map(rowTitle), accessibilityTitle: String(title))
        }

        /// A wheel of `values` with a localized title.
        public init(
            _ titleKey: LocalizedStringKey, selection: Binding<Value>, values: [Value], rowTitle: @escaping (Value) -> String
        ) {
            label = Text(titleKey)
            wheel = WheelRepresentable(
                selection: selection, values: values, titles: values.map(rowTitle), accessibilityTitle: accessibilityTitle(titleKey))
        }
    }

    extension WheelPicker where Label == EmptyView {
        /// A wheel of `values`, titled by `title`, bound to `selection`.
        public init(selection: Binding<Value>, values: [Value], title: @escaping (Value) -> String) {
            label = EmptyView()
            wheel = WheelRepresentable(selection: selection, values: values, titles: values.map(title), accessibilityTitle: nil)
        }
    }

    /// The hosted wheel: applies titles and the selected row, reports the settled row.
    struct WheelRepresentable<Value: Hashable>: UIViewRepresentable {
        let selection: Binding<Value>
        let values: [Value]
        let titles: [String]
        let accessibilityTitle: String?

        typealias Coordinator = LatestView<WheelRepresentable<Value>>

        func makeCoordinator() -> Coordinator { Coordinator(self) }

        func makeUIView(context: Context) -> WheelPickerView {
            let view = WheelPickerView(titles: [titles])
            let coordinator = context.coordinator
            view.picker.addAction(for: .valueChanged) { picker in
                let row = picker.selectedRow(inComponent: 0)
                let values = coordinator.parent.values
                if values.indices.contains(row) { coordinator.parent.selection.wrappedValue = values[row] }
            }
            return view
        }

        /// Its natural height (and side), the proposal's width where it has none (iOS 16).
        @available(iOS 16.0, *)
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: WheelPickerView, context: Context) -> CGSize? {
            uiView.fittingSize(proposal)
        }

        func updateUIView(_ view: WheelPickerView, context: Context) {
            context.coordinator.parent = self
            view.adopt(context.environment, title: accessibilityTitle)
            let row = values.firstIndex(of: selection.wrappedValue) ?? -1
            PickerView.Configuration(titles: [titles], selectedRows: [row]).apply(to: view.picker)
        }
    }
#endif
