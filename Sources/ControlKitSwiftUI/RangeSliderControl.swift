#if canImport(UIKit) && canImport(SwiftUI)
    import ControlKit
    import ControlKitUIKit
    import SwiftUI

    /// A two-thumb range slider for SwiftUI, shaped like SwiftUI's `Slider`: a binding to a
    /// `ClosedRange<Double>`, bounds, a step (0: continuous), a label that is not drawn but is
    /// what VoiceOver reads (with each thumb's own name, "Minimum" and "Maximum"), and
    /// `onEditingChanged`.
    ///
    /// With `format:` each thumb's value is drawn above it in that format (SwiftUI's
    /// `FormatStyle`, as `Text(_:format:)` takes), and VoiceOver reads the same text. The
    /// core's options come as view modifiers, which reach every range slider inside the
    /// view they are applied to: ``SwiftUI/View/rangeSliderSnapValues(_:)``,
    /// ``SwiftUI/View/rangeSliderTickMarks(_:)``, ``SwiftUI/View/rangeSliderDragsRange(_:)``,
    /// ``SwiftUI/View/rangeSliderDistance(minimum:maximum:)``.
    ///
    /// ```swift
    /// struct Budget: View {
    ///     @State private var budget = 100.0...500.0
    ///     var body: some View {
    ///         RangeSliderControl(value: $budget, in: 0...1000) { Text("Budget") }
    ///             .rangeSliderSnapValues([0, 100, 250, 500, 750, 1000])
    ///             .rangeSliderTickMarks()
    ///             .rangeSliderDragsRange()
    ///             .rangeSliderDistance(minimum: 100)
    ///     }
    /// }
    /// ```
    ///
    /// ```swift
    /// struct PriceFilter: View {
    ///     @State private var price = 200.0...650.0
    ///     var body: some View {
    ///         RangeSliderControl(value: $price, in: 0...1000, step: 50, format: .currency(code: "EUR")) {
    ///             Text("Price")
    ///         } onEditingChanged: { editing in
    ///             print(editing)
    ///         }
    ///     }
    /// }
    /// ```
    public struct RangeSliderControl<Label: View>: View {
        private let slider: RangeSliderRepresentable
        private let label: Label

        public var body: some View { LabelPairing(label: label, showsLabel: false, content: slider) }

        fileprivate init(
            value: Binding<ClosedRange<Double>>, bounds: ClosedRange<Double>, step: Double, format: ((Double) -> String)?,
            label: Label, onEditingChanged: @escaping (Bool) -> Void
        ) {
            slider = RangeSliderRepresentable(
                value: value, configuration: RangeSlider.Configuration(values: value.wrappedValue, bounds: bounds, step: step),
                format: format, onEditingChanged: onEditingChanged)
            self.label = label
        }
    }

    extension RangeSliderControl {
        /// A range slider with a label.
        public init(
            value: Binding<ClosedRange<Double>>, in bounds: ClosedRange<Double>, step: Double = 0,
            @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) {
            self.init(value: value, bounds: bounds, step: step, format: nil, label: label(), onEditingChanged: onEditingChanged)
        }

        /// A range slider with a label, drawing each thumb's value in `format`.
        public init<F: FormatStyle>(
            value: Binding<ClosedRange<Double>>, in bounds: ClosedRange<Double>, step: Double = 0, format: F,
            @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) where F.FormatInput == Double, F.FormatOutput == String {
            self.init(
                value: value, bounds: bounds, step: step, format: { format.format($0) }, label: label(),
                onEditingChanged: onEditingChanged)
        }
    }

    extension RangeSliderControl where Label == EmptyView {
        /// A range slider bound to `value`.
        public init(
            value: Binding<ClosedRange<Double>>, in bounds: ClosedRange<Double>, step: Double = 0,
            onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) {
            self.init(value: value, bounds: bounds, step: step, format: nil, label: EmptyView(), onEditingChanged: onEditingChanged)
        }

        /// A range slider bound to `value`, drawing each thumb's value in `format`.
        public init<F: FormatStyle>(
            value: Binding<ClosedRange<Double>>, in bounds: ClosedRange<Double>, step: Double = 0, format: F,
            onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) where F.FormatInput == Double, F.FormatOutput == String {
            self.init(
                value: value, bounds: bounds, step: step, format: { format.format($0) }, label: EmptyView(),
                onEditingChanged: onEditingChanged)
        }
    }

    /// The hosted range slider: applies the configuration, reports the range and editing.
    struct RangeSliderRepresentable: UIViewRepresentable {
        let value: Binding<ClosedRange<Double>>
        let configuration: RangeSlider.Configuration
        let format: ((Double) -> String)?
        let onEditingChanged: (Bool) -> Void

        typealias Coordinator = LatestView<RangeSliderRepresentable>

        func makeCoordinator() -> Coordinator { Coordinator(self) }

        func makeUIView(context: Context) -> RangeSliderView {
            let view = RangeSliderView()
            let coordinator = context.coordinator
            RangeSlider.Configuration.connect(view.slider) {
                coordinator.parent.value.wrappedValue = $0
            } onEditingChanged: {
                coordinator.parent.onEditingChanged($0)
            }
            return view
        }

        /// Its natural height (and side), the proposal's width where it has none (iOS 16).
        @available(iOS 16.0, *)
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: RangeSliderView, context: Context) -> CGSize? {
            uiView.fittingSize(proposal)
        }

        func updateUIView(_ view: RangeSliderView, context: Context) {
            let coordinator = context.coordinator
            coordinator.parent = self
            view.adopt(context.environment)
            let shows = format != nil
            if shows && !view.slider.showsValueLabels {
                // Through the coordinator: the latest format (a currency the parent changed).
                view.slider.valueFormatter = { coordinator.parent.format?($0) ?? RangeSlider.defaultFormat($0) }
            }
            if view.slider.showsValueLabels != shows { view.slider.showsValueLabels = shows }
            if shows { view.slider.setNeedsDisplay() }  // the format may be new
            var configured = configuration
            let options = context.environment.rangeSliderOptions
            configured.snapValues = options.snapValues
            configured.showsTickMarks = options.showsTickMarks
            configured.trackTouchBehavior = options.dragsRange ? .moveRange : .ignore
            configured.minimumDistance = options.minimumDistance
            configured.maximumDistance = options.maximumDistance
            configured.apply(to: view.slider)
        }
    }

    /// The range-slider options the modifiers set, read by every range slider below them.
    struct RangeSliderOptions {
        var snapValues: [Double] = []
        var showsTickMarks = false
        var dragsRange = false
        var minimumDistance = 0.0
        var maximumDistance: Double?
    }

    private struct RangeSliderOptionsKey: EnvironmentKey {
        static let defaultValue = RangeSliderOptions()
    }

    extension EnvironmentValues {
        var rangeSliderOptions: RangeSliderOptions {
            get { self[RangeSliderOptionsKey.self] }
            set { self[RangeSliderOptionsKey.self] = newValue }
        }
    }

    extension View {
        /// The values the range sliders in this view snap to, instead of their step
        /// (``ControlKit/RangeSlider/snapValues``).
        public func rangeSliderSnapValues(_ values: [Double]) -> some View {
            transformEnvironment(\.rangeSliderOptions) { $0.snapValues = values }
        }

        /// Whether the range sliders in this view draw tick marks at their stops.
        public func rangeSliderTickMarks(_ shown: Bool = true) -> some View {
            transformEnvironment(\.rangeSliderOptions) { $0.showsTickMarks = shown }
        }

        /// Whether a drag on the track between the thumbs moves the whole range
        /// (``ControlKit/RangeSlider/TrackTouchBehavior/moveRange``).
        public func rangeSliderDragsRange(_ drags: Bool = true) -> some View {
            transformEnvironment(\.rangeSliderOptions) { $0.dragsRange = drags }
        }

        /// The smallest and largest distance the range sliders in this view keep between
        /// their values (``ControlKit/RangeSlider/minimumDistance``).
        public func rangeSliderDistance(minimum: Double = 0, maximum: Double? = nil) -> some View {
            transformEnvironment(\.rangeSliderOptions) {
                $0.minimumDistance = minimum
                $0.maximumDistance = maximum
            }
        }
    }
#endif
