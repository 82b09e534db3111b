#if canImport(UIKit) && canImport(SwiftUI)
    import ControlKit
    import ControlKitUIKit
    import SwiftUI

    /// A drawn stepper for SwiftUI, shaped like SwiftUI's `Stepper(value:in:step:onEditingChanged:)`.
    public struct ValueStepperControl: UIViewRepresentable {
        @Binding private var value: Double
        private let bounds: ClosedRange<Double>
        private let step: Double
        private let format: ((Double) -> String)?
        private let onEditingChanged: (Bool) -> Void

        /// Makes a stepper bound to `value`; with `format` it shows the value between its
        /// buttons. `onEditingChanged` hears `true` when a button is pressed and `false`
        /// when it is released, as SwiftUI's `Stepper`.
        public init(
            value: Binding<Double>, in bounds: ClosedRange<Double>, step: Double = 1, format: ((Double) -> String)? = nil,
            onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) {
            _value = value
            self.bounds = bounds
            self.step = step
            self.format = format
            self.onEditingChanged = onEditingChanged
        }

        /// Holds the latest copy of the view (see ``LatestView``).
        public typealias Coordinator = LatestView<ValueStepperControl>

        public func makeCoordinator() -> Coordinator { Coordinator(self) }

        public func makeUIView(context: Context) -> ValueStepperView {
            let view = ValueStepperView()
            let coordinator = context.coordinator
            view.stepper.addAction(for: .valueChanged) { stepper in coordinator.parent.value = stepper.value }
            view.stepper.reportEditing { coordinator.parent.onEditingChanged($0) }
            return view
        }

        public func updateUIView(_ view: ValueStepperView, context: Context) {
            context.coordinator.parent = self
            view.adopt(context.environment)
            view.stepper.minimumValue = bounds.lowerBound
            view.stepper.maximumValue = bounds.upperBound
            view.stepper.stepValue = step
            view.stepper.showsValueLabel = format != nil
            if let format { view.stepper.valueFormatter = format }
            view.stepper.value = value
        }
    }
#endif
