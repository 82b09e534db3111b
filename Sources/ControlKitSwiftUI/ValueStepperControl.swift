#if canImport(UIKit) && canImport(SwiftUI)
    import ControlKit
    import ControlKitUIKit
    import SwiftUI

    /// SwiftUI's `Stepper`, drawn by ControlKit: the same initializers, so a view switches
    /// by renaming the type.
    ///
    /// Values are any `Strideable` (`Int`, `Double`, `Date`, …), stepped by `step` with
    /// `advanced(by:)`, within `bounds` when given: a button is disabled at its end, as
    /// SwiftUI's. The `onIncrement`/`onDecrement` forms call the closures instead. The
    /// label is drawn before the buttons and is what VoiceOver reads for them (assistive
    /// technologies meet SwiftUI's own `Stepper` with the same label and steps in the drawn
    /// one's place); holding a button repeats. `onEditingChanged` hears `true` once when a button is pressed and
    /// `false` once when it is released, however the touch ends.
    ///
    /// The buttons are the core ``ValueStepper`` reporting steps
    /// (``ControlKit/ValueStepper/StepsConfiguration``); each step is turned into the
    /// binding's own `advanced(by:)`, so any `Strideable` works without converting it to a
    /// number.
    ///
    /// ```swift
    /// struct GuestsView: View {
    ///     @State private var guests = 2
    ///     var body: some View {
    ///         ValueStepperControl("Guests: \(guests)", value: $guests, in: 1...8)  // was: Stepper(…)
    ///     }
    /// }
    /// ```
    public struct ValueStepperControl<Label: View>: View {
        private let stepper: StepperRepresentable
        private let label: Label

        public var body: some View {
            LabelPairing(label: label, showsLabel: true, content: stepper.fixedSize())
                .accessibilityRepresentation {
                    // SwiftUI's own Stepper with the same label and steps: what VoiceOver,
                    // Switch Control and Voice Control meet ("Guests: 3, adjustable"), read
                    // again from the label after each step.
                    Stepper(
                        onIncrement: stepper.canIncrement ? stepper.increment : nil,
                        onDecrement: stepper.canDecrement ? stepper.decrement : nil,
                        onEditingChanged: stepper.onEditingChanged
                    ) { label }
                }
        }

        fileprivate init(
            label: Label, title: String?, canIncrement: Bool, canDecrement: Bool, onIncrement: (() -> Void)?,
            onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void
        ) {
            self.label = label
            stepper = StepperRepresentable(
                canIncrement: canIncrement && onIncrement != nil, canDecrement: canDecrement && onDecrement != nil,
                increment: onIncrement ?? {}, decrement: onDecrement ?? {}, title: title, onEditingChanged: onEditingChanged)
        }

        fileprivate init<V: Strideable>(
            label: Label, title: String?, value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride,
            onEditingChanged: @escaping (Bool) -> Void
        ) {
            let current = value.wrappedValue
            func clamped(_ v: V) -> V { bounds.map { min(max(v, $0.lowerBound), $0.upperBound) } ?? v }
            self.init(
                label: label, title: title, canIncrement: bounds.map { current < $0.upperBound } ?? true,
                canDecrement: bounds.map { current > $0.lowerBound } ?? true,
                onIncrement: { value.wrappedValue = clamped(value.wrappedValue.advanced(by: step)) },
                onDecrement: { value.wrappedValue = clamped(value.wrappedValue.advanced(by: -step)) },
                onEditingChanged: onEditingChanged)
        }
    }

    extension ValueStepperControl {
        /// A stepper calling `onIncrement` and `onDecrement` (nil disables that button).
        public init(
            @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
            onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) {
            self.init(
                label: label(), title: nil, canIncrement: true, canDecrement: true, onIncrement: onIncrement,
                onDecrement: onDecrement, onEditingChanged: onEditingChanged)
        }

        /// A stepper of `value` by `step`, unbounded.
        public init<V: Strideable>(
            value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) {
            self.init(label: label(), title: nil, value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged)
        }

        /// A stepper of `value` by `step` within `bounds`.
        public init<V: Strideable>(
            value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
            onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) {
            self.init(label: label(), title: nil, value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
        }
    }

    extension ValueStepperControl where Label == Text {
        /// A titled stepper calling `onIncrement` and `onDecrement`.
        public init(
            _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
            onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) {
            self.init(
                label: Text(titleKey), title: nil, canIncrement: true, canDecrement: true,
                onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
        }

        /// A titled stepper calling `onIncrement` and `onDecrement`.
        @_disfavoredOverload  // a string literal is a LocalizedStringKey, as SwiftUI's own
        public init<S: StringProtocol>(
            _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) {
            self.init(
                label: Text(title), title: String(title), canIncrement: true, canDecrement: true, onIncrement: onIncrement,
                onDecrement: onDecrement, onEditingChanged: onEditingChanged)
        }

        /// A titled stepper of `value` by `step`, unbounded.
        public init<V: Strideable>(
            _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) {
            self.init(
                label: Text(titleKey), title: nil, value: value, bounds: nil, step: step,
                onEditingChanged: onEditingChanged)
        }

        /// A titled stepper of `value` by `step`, unbounded.
        @_disfavoredOverload  // a string literal is a LocalizedStringKey, as SwiftUI's own
        public init<S: StringProtocol, V: Strideable>(
            _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) {
            self.init(label: Text(title), title: String(title), value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged)
        }

        /// A titled stepper of `value` by `step` within `bounds`.
        public init<V: Strideable>(
            _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
            onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) {
            self.init(
                label: Text(titleKey), title: nil, value: value, bounds: bounds, step: step,
                onEditingChanged: onEditingChanged)
        }

        /// A titled stepper of `value` by `step` within `bounds`.
        @_disfavoredOverload  // a string literal is a LocalizedStringKey, as SwiftUI's own
        public init<S: StringProtocol, V: Strideable>(
            _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
            onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) {
            self.init(
                label: Text(title), title: String(title), value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
        }
    }

    /// The hosted stepper: a ``ValueStepper`` that reports steps
    /// (``ControlKit/ValueStepper/observeSteps(_:)``) to `increment` and `decrement`.
    struct StepperRepresentable: UIViewRepresentable {
        let canIncrement: Bool
        let canDecrement: Bool
        let increment: () -> Void
        let decrement: () -> Void
        let title: String?
        let onEditingChanged: (Bool) -> Void

        typealias Coordinator = LatestView<StepperRepresentable>

        func makeCoordinator() -> Coordinator { Coordinator(self) }

        func makeUIView(context: Context) -> ValueStepperView {
            let view = ValueStepperView()
            let coordinator = context.coordinator
            // SwiftUI's stepper has no value of its own (the label says it): neither the
            // stepper's element nor its two halves read the core's resting value.
            for element in ["stepper", "increment", "decrement"] { view.stepper.setAccessibilityValue("", forElement: element) }
            view.stepper.observeSteps { _, segment in
                if segment == .increment { coordinator.parent.increment() } else { coordinator.parent.decrement() }
            }
            view.stepper.observeEditing { _, editing in coordinator.deliver { coordinator.parent.onEditingChanged(editing) } }
            return view
        }

        /// Its natural height (and side), the proposal's width where it has none (iOS 16).
        @available(iOS 16.0, *)
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: ValueStepperView, context: Context) -> CGSize? {
            uiView.fittingSize(proposal)
        }

        func updateUIView(_ view: ValueStepperView, context: Context) {
            context.coordinator.parent = self
            context.coordinator.updating {
                view.adopt(context.environment, title: title)
                ValueStepper.StepsConfiguration(canIncrement: canIncrement, canDecrement: canDecrement).apply(to: view.stepper)
            }
        }
    }
#endif
