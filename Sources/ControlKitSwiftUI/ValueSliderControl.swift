#if canImport(UIKit) && canImport(SwiftUI)
    import ControlKit
    import ControlKitUIKit
    import SwiftUI

    /// A drawn slider for SwiftUI with UISlider's behaviour, shaped like SwiftUI's `Slider`.
    public struct ValueSliderControl: UIViewRepresentable {
        @Binding private var value: Double
        private let bounds: ClosedRange<Double>
        private let step: Double
        private let onEditingChanged: (Bool) -> Void

        /// Makes a slider bound to `value`; `onEditingChanged` hears `true` when a drag
        /// begins and `false` when it ends, as SwiftUI's `Slider`.
        public init(
            value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double = 0,
            onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) {
            _value = value
            self.bounds = bounds
            self.step = step
            self.onEditingChanged = onEditingChanged
        }

        /// Holds the latest copy of the view (see ``LatestView``).
        public typealias Coordinator = LatestView<ValueSliderControl>

        public func makeCoordinator() -> Coordinator { Coordinator(self) }

        public func makeUIView(context: Context) -> ValueSliderView {
            let view = ValueSliderView()
            let coordinator = context.coordinator
            view.slider.addAction(for: .valueChanged) { slider in coordinator.parent.value = slider.value }
            view.slider.reportEditing { coordinator.parent.onEditingChanged($0) }
            return view
        }

        public func updateUIView(_ view: ValueSliderView, context: Context) {
            context.coordinator.parent = self
            view.adopt(context.environment)
            view.slider.minimumValue = bounds.lowerBound
            view.slider.maximumValue = bounds.upperBound
            view.slider.stepValue = step
            view.slider.value = value
        }
    }
#endif
