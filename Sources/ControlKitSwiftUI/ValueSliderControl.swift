#if canImport(UIKit) && canImport(SwiftUI)
    import ControlKit
    import ControlKitUIKit
    import SwiftUI

    /// SwiftUI's `Slider`, drawn by ControlKit: the same initializers, so a view switches
    /// by renaming the type.
    ///
    /// Values are any `BinaryFloatingPoint` with a floating-point stride, as SwiftUI's.
    /// The forms without `step:` are continuous; those with it step (default 1). The
    /// minimum and maximum value labels sit before and after the track; the label is not
    /// drawn (as on iOS) but is what VoiceOver reads: assistive technologies meet SwiftUI's
    /// own `Slider` on the same binding in the drawn one's place (`accessibilityRepresentation`),
    /// so they read and adjust it exactly as the original. `onEditingChanged` hears `true` once
    /// when a drag begins and `false` once when it ends, however it ends
    /// (``ControlKit/Control/observeEditing(_:)``). A parent's re-render writes only
    /// what changed (``ControlKit/ValueSlider/Configuration``).
    ///
    /// ```swift
    /// struct VolumeView: View {
    ///     @State private var volume = 0.5
    ///     var body: some View {
    ///         ValueSliderControl(value: $volume, in: 0...1) {  // was: Slider(…)
    ///             Text("Volume")
    ///         } minimumValueLabel: {
    ///             Image(systemName: "speaker")
    ///         } maximumValueLabel: {
    ///             Image(systemName: "speaker.wave.3")
    ///         } onEditingChanged: { editing in
    ///             print(editing)
    ///         }
    ///     }
    /// }
    /// ```
    public struct ValueSliderControl<Label: View, ValueLabel: View>: View {
        private let slider: SliderRepresentable
        private let label: Label
        private let minimumValueLabel: ValueLabel
        private let maximumValueLabel: ValueLabel
        /// SwiftUI's own `Slider` on the same binding, bounds, step and label: what VoiceOver,
        /// Switch Control and Voice Control meet in place of the drawn slider.
        private let accessibility: AnyView

        public var body: some View {
            HStack(spacing: 8) {
                minimumValueLabel
                LabelPairing(label: label, showsLabel: false, content: slider)
                maximumValueLabel
            }
            .accessibilityRepresentation { accessibility }
        }

        fileprivate init<V: BinaryFloatingPoint>(
            value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, title: String?, label: Label, minimumValueLabel: ValueLabel,
            maximumValueLabel: ValueLabel, onEditingChanged: @escaping (Bool) -> Void
        ) where V.Stride: BinaryFloatingPoint {
            slider = SliderRepresentable(
                configuration: ValueSlider.Configuration(
                    value: Double(value.wrappedValue), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound),
                    step: step.map { Double($0) } ?? 0),
                write: { value.wrappedValue = V($0) }, title: title, onEditingChanged: onEditingChanged)
            self.label = label
            self.minimumValueLabel = minimumValueLabel
            self.maximumValueLabel = maximumValueLabel
            accessibility =
                step.map { step in
                    AnyView(
                        Slider(
                            value: value, in: bounds, step: step, label: { label }, minimumValueLabel: { minimumValueLabel },
                            maximumValueLabel: { maximumValueLabel }, onEditingChanged: onEditingChanged))
                }
                ?? AnyView(
                    Slider(
                        value: value, in: bounds, label: { label }, minimumValueLabel: { minimumValueLabel },
                        maximumValueLabel: { maximumValueLabel }, onEditingChanged: onEditingChanged))
        }
    }

    extension ValueSliderControl {
        /// A continuous slider with a label and value labels.
        public init<V>(
            value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
            @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
            onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
            self.init(
                value: value, bounds: bounds, step: nil, title: nil, label: label(), minimumValueLabel: minimumValueLabel(),
                maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
        }

        /// A stepped slider with a label and value labels.
        public init<V>(
            value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
            @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
            onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
            self.init(
                value: value, bounds: bounds, step: step, title: nil, label: label(), minimumValueLabel: minimumValueLabel(),
                maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
        }
    }

    extension ValueSliderControl where ValueLabel == EmptyView {
        /// A continuous slider with a label.
        public init<V>(
            value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
            onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
            self.init(
                value: value, bounds: bounds, step: nil, title: nil, label: label(), minimumValueLabel: EmptyView(),
                maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
        }

        /// A stepped slider with a label.
        public init<V>(
            value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
            onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
            self.init(
                value: value, bounds: bounds, step: step, title: nil, label: label(), minimumValueLabel: EmptyView(),
                maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
        }
    }

    extension ValueSliderControl where Label == EmptyView, ValueLabel == EmptyView {
        /// A continuous slider.
        public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
            self.init(
                value: value, bounds: bounds, step: nil, title: nil, label: EmptyView(), minimumValueLabel: EmptyView(),
                maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
        }

        /// A stepped slider.
        public init<V>(
            value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
            self.init(
                value: value, bounds: bounds, step: step, title: nil, label: EmptyView(), minimumValueLabel: EmptyView(),
                maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
        }
    }

    /// The hosted slider: applies the configuration, reports values and editing.
    struct SliderRepresentable: UIViewRepresentable {
        let configuration: ValueSlider.Configuration
        let write: (Double) -> Void
        let title: String?
        let onEditingChanged: (Bool) -> Void

        typealias Coordinator = LatestView<SliderRepresentable>

        func makeCoordinator() -> Coordinator { Coordinator(self) }

        func makeUIView(context: Context) -> ValueSliderView {
            let view = ValueSliderView()
            let coordinator = context.coordinator
            ValueSlider.Configuration.connect(view.slider) {
                coordinator.parent.write($0)
            } onEditingChanged: { editing in
                coordinator.deliver { coordinator.parent.onEditingChanged(editing) }
            }
            return view
        }

        /// Its natural height (and side), the proposal's width where it has none (iOS 16).
        @available(iOS 16.0, *)
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: ValueSliderView, context: Context) -> CGSize? {
            uiView.fittingSize(proposal)
        }

        func updateUIView(_ view: ValueSliderView, context: Context) {
            context.coordinator.parent = self
            context.coordinator.updating {
                view.adopt(context.environment, title: title)
                configuration.apply(to: view.slider)
            }
        }
    }
#endif
