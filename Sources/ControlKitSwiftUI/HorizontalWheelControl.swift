#if canImport(UIKit) && canImport(SwiftUI)
    import ControlKit
    import ControlKitUIKit
    import SwiftUI

    /// A wheel on its side for SwiftUI (a number strip, zoom levels), bound to a selection
    /// among any `Hashable` values, each shown by its title. The label is not drawn (as a
    /// wheel's in SwiftUI) but is what VoiceOver reads.
    ///
    /// ```swift
    /// struct Zoom: View {
    ///     @State private var zoom = 2.0
    ///     var body: some View {
    ///         HorizontalWheelControl("Zoom", selection: $zoom, values: [0.5, 1, 2, 3, 5]) { "\($0)×" }
    ///     }
    /// }
    /// ```
    public struct HorizontalWheelControl<Value: Hashable, Label: View>: View {
        private let wheel: HorizontalWheelRepresentable<Value>
        private let label: Label

        public var body: some View { LabelPairing(label: label, showsLabel: false, content: wheel) }

        /// A wheel of `values`, titled by `title`, bound to `selection`, labelled by `label`
        /// (a selection not among the values leaves the wheel where it is).
        public init(
            selection: Binding<Value>, values: [Value], title: (Value) -> String, @ViewBuilder label: () -> Label
        ) {
            wheel = HorizontalWheelRepresentable(selection: selection, values: values, titles: values.map(title), accessibilityTitle: nil)
            self.label = label()
        }
    }

    extension HorizontalWheelControl where Label == Text {
        /// A wheel of `values` with a title (what VoiceOver calls it).
        @_disfavoredOverload  // a string literal is a LocalizedStringKey, as SwiftUI's own
        public init<S: StringProtocol>(_ title: S, selection: Binding<Value>, values: [Value], rowTitle: (Value) -> String) {
            wheel = HorizontalWheelRepresentable(
                selection: selection, values: values, titles: values.map(rowTitle), accessibilityTitle: String(title))
            label = Text(title)
        }

        /// A wheel of `values` with a localized title.
        public init(_ titleKey: LocalizedStringKey, selection: Binding<Value>, values: [Value], rowTitle: (Value) -> String) {
            wheel = HorizontalWheelRepresentable(
                selection: selection, values: values, titles: values.map(rowTitle), accessibilityTitle: nil)
            label = Text(titleKey)
        }
    }

    extension HorizontalWheelControl where Label == EmptyView {
        /// A wheel of `values`, titled by `title`, bound to `selection`.
        public init(selection: Binding<Value>, values: [Value], title: (Value) -> String) {
            wheel = HorizontalWheelRepresentable(selection: selection, values: values, titles: values.map(title), accessibilityTitle: nil)
            label = EmptyView()
        }
    }

    /// The hosted wheel: applies titles and selection, reports the item it rests on.
    struct HorizontalWheelRepresentable<Value: Hashable>: UIViewRepresentable {
        let selection: Binding<Value>
        let values: [Value]
        let titles: [String]
        let accessibilityTitle: String?

        typealias Coordinator = LatestView<HorizontalWheelRepresentable>

        func makeCoordinator() -> Coordinator { Coordinator(self) }

        func makeUIView(context: Context) -> HorizontalWheelView {
            let view = HorizontalWheelView()
            let coordinator = context.coordinator
            HorizontalWheel.Configuration.connect(view.wheel) { index in
                let values = coordinator.parent.values
                if values.indices.contains(index) { coordinator.parent.selection.wrappedValue = values[index] }
            }
            return view
        }

        /// Its natural height, the proposal's width (iOS 16).
        @available(iOS 16.0, *)
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: HorizontalWheelView, context: Context) -> CGSize? {
            uiView.fittingSize(proposal)
        }

        func updateUIView(_ view: HorizontalWheelView, context: Context) {
            context.coordinator.parent = self
            view.adopt(context.environment, title: accessibilityTitle)
            HorizontalWheel.Configuration(titles: titles, selectedIndex: values.firstIndex(of: selection.wrappedValue) ?? -1)
                .apply(to: view.wheel)
        }
    }
#endif
