#if canImport(UIKit) && canImport(SwiftUI)
    import ControlKit
    import ControlKitUIKit
    import SwiftUI

    /// A wheel on its side for SwiftUI (a number strip, zoom levels), bound to a selection
    /// among any `Hashable` values, each shown by its title.
    ///
    /// ```swift
    /// struct Zoom: View {
    ///     @State private var zoom = 2.0
    ///     var body: some View {
    ///         HorizontalWheelControl(selection: $zoom, values: [0.5, 1, 2, 3, 5]) { "\($0)×" }
    ///     }
    /// }
    /// ```
    public struct HorizontalWheelControl<Value: Hashable>: UIViewRepresentable {
        private let selection: Binding<Value>
        private let values: [Value]
        private let titles: [String]

        /// A wheel of `values`, titled by `title`, bound to `selection` (a selection not among
        /// the values leaves the wheel where it is).
        public init(selection: Binding<Value>, values: [Value], title: (Value) -> String) {
            self.selection = selection
            self.values = values
            titles = values.map(title)
        }

        /// Holds the latest copy of the view (see ``LatestView``).
        public typealias Coordinator = LatestView<HorizontalWheelControl>

        public func makeCoordinator() -> Coordinator { Coordinator(self) }

        public func makeUIView(context: Context) -> HorizontalWheelView {
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
        public func sizeThatFits(_ proposal: ProposedViewSize, uiView: HorizontalWheelView, context: Context) -> CGSize? {
            uiView.fittingSize(proposal)
        }

        public func updateUIView(_ view: HorizontalWheelView, context: Context) {
            context.coordinator.parent = self
            view.adopt(context.environment)
            HorizontalWheel.Configuration(titles: titles, selectedIndex: values.firstIndex(of: selection.wrappedValue) ?? -1)
                .apply(to: view.wheel)
        }
    }
#endif
