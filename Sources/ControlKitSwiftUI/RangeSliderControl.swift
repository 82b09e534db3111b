#if canImport(UIKit) && canImport(SwiftUI)
    import ControlKit
    import ControlKitUIKit
    import SwiftUI

    /// A two-thumb range slider for SwiftUI, shaped like SwiftUI's `Slider`.
    ///
    /// ```swift
    /// struct PriceFilter: View {
    ///     @State private var price = 200.0...650.0
    ///     var body: some View {
    ///         RangeSliderControl(value: $price, in: 0...1000, step: 50)
    ///     }
    /// }
    /// ```
    public struct RangeSliderControl: UIViewRepresentable {
        @Binding private var value: ClosedRange<Double>
        private let bounds: ClosedRange<Double>
        private let step: Double
        private let onEditingChanged: (Bool) -> Void

        /// Makes a range slider bound to `value`.
        public init(
            value: Binding<ClosedRange<Double>>, in bounds: ClosedRange<Double>, step: Double = 0,
            onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) {
            _value = value
            self.bounds = bounds
            self.step = step
            self.onEditingChanged = onEditingChanged
        }

        /// Holds the latest copy of the view (see ``LatestView``).
        public typealias Coordinator = LatestView<RangeSliderControl>

        public func makeCoordinator() -> Coordinator { Coordinator(self) }

        public func makeUIView(context: Context) -> RangeSliderView {
            let view = RangeSliderView()
            let coordinator = context.coordinator
            view.slider.addAction(for: .valueChanged) { slider in
                coordinator.parent.value = slider.lowerValue...slider.upperValue
            }
            view.slider.observeEditing { _, editing in coordinator.parent.onEditingChanged(editing) }
            return view
        }

        /// Its natural height (and side), the proposal's width where it has none (iOS 16).
        @available(iOS 16.0, *)
        public func sizeThatFits(_ proposal: ProposedViewSize, uiView: RangeSliderView, context: Context) -> CGSize? {
            uiView.fittingSize(proposal)
        }

        public func updateUIView(_ view: RangeSliderView, context: Context) {
            context.coordinator.parent = self
            view.adopt(context.environment)
            RangeSlider.Configuration(values: value, bounds: bounds, step: step).apply(to: view.slider)
        }
    }
#endif
