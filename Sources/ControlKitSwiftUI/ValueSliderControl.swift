#if canImport(UIKit) && canImport(SwiftUI)
    import ControlKit
    import ControlKitUIKit
    import SwiftUI

    /// A drawn slider for SwiftUI with UISlider's behaviour, shaped like SwiftUI's `ValueSlider`.
    public struct ValueSliderControl: UIViewRepresentable {
        @Binding private var value: Double
        private let bounds: ClosedRange<Double>
        private let step: Double

        /// Makes a slider bound to `value`.
        public init(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double = 0) {
            _value = value
            self.bounds = bounds
            self.step = step
        }

        public func makeUIView(context: Context) -> ValueSliderView {
            let view = ValueSliderView()
            let binding = $value
            view.slider.addAction(for: .valueChanged) { slider in binding.wrappedValue = slider.value }
            return view
        }

        public func updateUIView(_ view: ValueSliderView, context: Context) {
            view.slider.minimumValue = bounds.lowerBound
            view.slider.maximumValue = bounds.upperBound
            view.slider.stepValue = step
            view.slider.value = value
        }
    }
#endif
