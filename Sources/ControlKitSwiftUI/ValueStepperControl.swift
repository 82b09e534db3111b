#if canImport(UIKit) && canImport(SwiftUI)
    import ControlKit
    import ControlKitUIKit
    import SwiftUI

    /// A drawn stepper for SwiftUI, shaped like SwiftUI's `ValueStepper(value:in:step:)`.
    public struct ValueStepperControl: UIViewRepresentable {
        @Binding private var value: Double
        private let bounds: ClosedRange<Double>
        private let step: Double
        private let format: ((Double) -> String)?

        /// Makes a stepper bound to `value`; with `format` it shows the value between its buttons.
        public init(value: Binding<Double>, in bounds: ClosedRange<Double>, step: Double = 1, format: ((Double) -> String)? = nil) {
            _value = value
            self.bounds = bounds
            self.step = step
            self.format = format
        }

        public func makeUIView(context: Context) -> ValueStepperView {
            let view = ValueStepperView()
            let binding = $value
            view.stepper.addAction(for: .valueChanged) { stepper in binding.wrappedValue = stepper.value }
            return view
        }

        public func updateUIView(_ view: ValueStepperView, context: Context) {
            view.stepper.minimumValue = bounds.lowerBound
            view.stepper.maximumValue = bounds.upperBound
            view.stepper.stepValue = step
            view.stepper.showsValueLabel = format != nil
            if let format { view.stepper.valueFormatter = format }
            view.stepper.value = value
        }
    }
#endif
