#if canImport(UIKit) && canImport(SwiftUI)
    import ControlKit
    import ControlKitUIKit
    import SwiftUI

    /// A two-thumb range slider for SwiftUI, shaped like SwiftUI's `Slider`.
    ///
    /// Not compiled or run by this project's CI (which runs on Linux): see
    /// docs/DESIGN.md, "Status".
    ///
    /// ```swift
    /// @State private var price = 200.0...650.0
    /// RangeSliderControl(value: $price, in: 0...1000, step: 50)
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

        public func makeUIView(context: Context) -> RangeSliderView {
            let view = RangeSliderView()
            let binding = $value
            let editing = onEditingChanged
            view.slider.addAction(for: .valueChanged) { control in
                let slider = control as! RangeSlider
                binding.wrappedValue = slider.lowerValue...slider.upperValue
            }
            view.slider.addAction(for: .touchDown) { _ in editing(true) }
            view.slider.addAction(for: [.touchUpInside, .touchUpOutside, .touchCancel]) { _ in editing(false) }
            return view
        }

        public func updateUIView(_ view: RangeSliderView, context: Context) {
            view.slider.minimumValue = bounds.lowerBound
            view.slider.maximumValue = bounds.upperBound
            view.slider.stepValue = step
            view.slider.setValues(lower: value.lowerBound, upper: value.upperBound)
        }
    }

    /// A drawn slider for SwiftUI with UISlider's behaviour, shaped like SwiftUI's `Slider`.
    public struct SliderControl: UIViewRepresentable {
        @Binding private var value: Double
        private let bounds: ClosedRange<Double>
        private let step: Double

        /// Makes a slider bound to `value`.
        public init(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double = 0) {
            _value = value
            self.bounds = bounds
            self.step = step
        }

        public func makeUIView(context: Context) -> SliderView {
            let view = SliderView()
            let binding = $value
            view.slider.addAction(for: .valueChanged) { control in binding.wrappedValue = (control as! Slider).value }
            return view
        }

        public func updateUIView(_ view: SliderView, context: Context) {
            view.slider.minimumValue = bounds.lowerBound
            view.slider.maximumValue = bounds.upperBound
            view.slider.stepValue = step
            view.slider.value = value
        }
    }

    /// A drawn stepper for SwiftUI, shaped like SwiftUI's `Stepper(value:in:step:)`.
    public struct StepperControl: UIViewRepresentable {
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

        public func makeUIView(context: Context) -> StepperView {
            let view = StepperView()
            let binding = $value
            view.stepper.addAction(for: .valueChanged) { control in
                if let stepper = control as? ControlKit.Stepper { binding.wrappedValue = stepper.value }
            }
            return view
        }

        public func updateUIView(_ view: StepperView, context: Context) {
            view.stepper.minimumValue = bounds.lowerBound
            view.stepper.maximumValue = bounds.upperBound
            view.stepper.stepValue = step
            view.stepper.showsValueLabel = format != nil
            if let format { view.stepper.valueFormatter = format }
            view.stepper.value = value
        }
    }

    /// A PIN-code field for SwiftUI, bound to the code's text.
    public struct PinCodeFieldControl: UIViewRepresentable {
        @Binding private var code: String
        private let length: Int
        private let isSecure: Bool
        private let onComplete: (String) -> Void

        /// Makes a PIN field of `length` cells bound to `code`.
        public init(code: Binding<String>, length: Int = 4, isSecure: Bool = false, onComplete: @escaping (String) -> Void = { _ in }) {
            _code = code
            self.length = length
            self.isSecure = isSecure
            self.onComplete = onComplete
        }

        public func makeUIView(context: Context) -> PinCodeFieldView {
            let view = PinCodeFieldView()
            let binding = $code
            view.field.addAction(for: .editingChanged) { control in binding.wrappedValue = (control as! PinCodeField).text }
            let complete = onComplete
            view.field.addAction(for: .primaryActionTriggered) { control in
                if let field = control as? PinCodeField { complete(field.text) }
            }
            return view
        }

        public func updateUIView(_ view: PinCodeFieldView, context: Context) {
            view.field.length = length
            view.field.isSecureTextEntry = isSecure
            if view.field.text != code { view.field.text = code }
        }
    }
#endif
