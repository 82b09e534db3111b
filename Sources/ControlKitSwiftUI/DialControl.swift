#if canImport(UIKit) && canImport(SwiftUI)
    import ControlKit
    import ControlKitUIKit
    import SwiftUI

    /// The rotating dial for SwiftUI, bound to the selected item.
    ///
    /// ```swift
    /// struct Alarm: View {
    ///     @State private var hour = 9
    ///     var body: some View {
    ///         DialControl(selection: $hour, count: 12) { $0 == 0 ? "12" : "\($0)" }
    ///     }
    /// }
    /// ```
    public struct DialControl: UIViewRepresentable {
        @Binding private var selection: Int
        private let count: Int
        private let title: (Int) -> String
        private let onEditingChanged: (Bool) -> Void

        /// Makes a dial of `count` items bound to `selection`, labelled by `title`;
        /// `onEditingChanged` hears `true` when a turn begins and `false` when the finger
        /// lifts (the dial may still coast to its item after that).
        public init(
            selection: Binding<Int>, count: Int = 12, title: @escaping (Int) -> String = { String($0) },
            onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) {
            _selection = selection
            self.count = count
            self.title = title
            self.onEditingChanged = onEditingChanged
        }

        /// Holds the latest copy of the view (see ``LatestView``).
        public typealias Coordinator = LatestView<DialControl>

        public func makeCoordinator() -> Coordinator { Coordinator(self) }

        public func makeUIView(context: Context) -> DialView {
            let view = DialView(dial: Dial())
            let coordinator = context.coordinator
            Dial.Configuration.connect(view.dial) {
                coordinator.parent.selection = $0
            } onEditingChanged: { editing in
                coordinator.deliver { coordinator.parent.onEditingChanged(editing) }
            }
            return view
        }

        /// Its natural height (and side), the proposal's width where it has none (iOS 16).
        @available(iOS 16.0, *)
        public func sizeThatFits(_ proposal: ProposedViewSize, uiView: DialView, context: Context) -> CGSize? {
            uiView.fittingSize(proposal)
        }

        public func updateUIView(_ view: DialView, context: Context) {
            context.coordinator.parent = self
            context.coordinator.updating {
                view.adopt(context.environment)
                let title = self.title
                view.dial.titleForItem = { title($0) }
                Dial.Configuration(numberOfItems: count, selectedIndex: selection).apply(to: view.dial)
            }
        }
    }
#endif
