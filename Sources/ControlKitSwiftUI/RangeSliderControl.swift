#if canImport(UIKit) && canImport(SwiftUI)
    import ControlKit
    import ControlKitUIKit
    import SwiftUI

    /// A two-thumb range slider for SwiftUI, shaped like SwiftUI's `Slider`: a binding to a
    /// `ClosedRange<Double>` (or to `[Double]`, a thumb per value), bounds, a step (0:
    /// continuous), a label that is not drawn but is what VoiceOver reads (with each
    /// thumb's own name, "Minimum" and "Maximum"), and `onEditingChanged`. Values the
    /// slider's rules change (a minimum distance, the bounds, the step) are written back
    /// to the binding.
    ///
    /// With `format:` each thumb's value is drawn above it in that format (SwiftUI's
    /// `FormatStyle`, as `Text(_:format:)` takes), and VoiceOver reads the same text. The
    /// core's options come as view modifiers, which reach every range slider inside the
    /// view they are applied to: ``SwiftUI/View/rangeSliderSnapValues(_:)``,
    /// ``SwiftUI/View/rangeSliderTickMarks(_:labels:)``, ``SwiftUI/View/rangeSliderDragsRange(_:)``,
    /// ``SwiftUI/View/rangeSliderDistance(minimum:maximum:)``,
    /// ``SwiftUI/View/rangeSliderOrientation(_:)``, ``SwiftUI/View/rangeSliderFixedThumbs(_:)``;
    /// and ``SwiftUI/View/rangeSliderStyle(_:)`` draws the track and thumbs with your own views
    /// (``RangeSliderControlStyle``).
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

        public var body: some View { LabelPairing(label: label, showsLabel: false, groupsParts: true, content: slider) }

        fileprivate init(
            values: Binding<[Double]>, bounds: ClosedRange<Double>, step: Double, format: ((Double) -> String)?,
            label: Label, onEditingChanged: @escaping (Bool) -> Void
        ) {
            slider = RangeSliderRepresentable(
                values: values, configuration: RangeSlider.Configuration(values: values.wrappedValue, bounds: bounds, step: step),
                format: format, onEditingChanged: onEditingChanged)
            self.label = label
        }

        fileprivate init(
            value: Binding<ClosedRange<Double>>, bounds: ClosedRange<Double>, step: Double, format: ((Double) -> String)?,
            label: Label, onEditingChanged: @escaping (Bool) -> Void
        ) {
            // The slider's values are in order, so its first and last always make a range.
            let values = Binding<[Double]>(
                get: { [value.wrappedValue.lowerBound, value.wrappedValue.upperBound] },
                set: { if let first = $0.first, let last = $0.last, first <= last { value.wrappedValue = first...last } })
            self.init(values: values, bounds: bounds, step: step, format: format, label: label, onEditingChanged: onEditingChanged)
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

        /// A slider with a thumb per value (MultiSlider's `value`), with a label. The
        /// binding's count is the number of thumbs; the slider keeps them in order and
        /// apart by ``SwiftUI/View/rangeSliderDistance(minimum:maximum:)``, and writes back
        /// values its rules changed.
        ///
        /// ```swift
        /// struct Shifts: View {
        ///     @State private var shifts = [7.0, 12, 13, 19]
        ///     var body: some View {
        ///         RangeSliderControl(values: $shifts, in: 0...24, step: 0.5) { Text("Shifts") }
        ///             .rangeSliderFixedThumbs([0])
        ///     }
        /// }
        /// ```
        public init(
            values: Binding<[Double]>, in bounds: ClosedRange<Double>, step: Double = 0,
            @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) {
            self.init(values: values, bounds: bounds, step: step, format: nil, label: label(), onEditingChanged: onEditingChanged)
        }

        /// A slider with a thumb per value and a label, drawing each value in `format`.
        public init<F: FormatStyle>(
            values: Binding<[Double]>, in bounds: ClosedRange<Double>, step: Double = 0, format: F,
            @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) where F.FormatInput == Double, F.FormatOutput == String {
            self.init(
                values: values, bounds: bounds, step: step, format: { format.format($0) }, label: label(),
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

        /// A slider with a thumb per value, bound to `values`.
        public init(
            values: Binding<[Double]>, in bounds: ClosedRange<Double>, step: Double = 0,
            onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) {
            self.init(values: values, bounds: bounds, step: step, format: nil, label: EmptyView(), onEditingChanged: onEditingChanged)
        }
    }

    /// The hosted range slider: applies the configuration (with the binding's values as
    /// they are at each update), reports the values and editing, and writes back values the
    /// slider's rules changed. A style in the environment draws the track and thumbs.
    struct RangeSliderRepresentable: UIViewRepresentable {
        let values: Binding<[Double]>
        let configuration: RangeSlider.Configuration
        let format: ((Double) -> String)?
        let onEditingChanged: (Bool) -> Void

        @MainActor
        final class Coordinator {
            var parent: RangeSliderRepresentable
            /// The view, for applying the latest configuration when a drag ends.
            weak var view: StyledRangeSliderView?
            /// The latest update's configuration (options from the environment included).
            var configured: RangeSlider.Configuration?
            /// What the slider wrote to the binding during the touch in progress: an update
            /// stating one of these is the binding catching up, not the app's own word.
            var writtenDuringTouch: Set<[Double]> = []
            /// Values the app stated during a touch (not written then: the finger held the
            /// thumbs), applied when the touch ends.
            var statedDuringTouch: [Double]?
            /// The tick labels' text, as the latest update's environment gives it.
            var tickLabels: (@Sendable (Double) -> String)?
            /// The labels' texts last drawn, to redraw only when a format's output changed.
            var drawnTexts: [String] = []
            /// The values last stated and what the slider made of them, once written back,
            /// so a binding that cannot hold them is not written again and again.
            var lastCorrection: (stated: [Double], corrected: [Double])?
            /// Whether SwiftUI is updating the view now: what the slider reports then is
            /// told after the update (writing state during one is SwiftUI's runtime warning).
            var isUpdating = false
            init(_ parent: RangeSliderRepresentable) { self.parent = parent }

            /// Runs `report` now, or after the update when one is running.
            func deliver(_ report: @escaping @MainActor () -> Void) {
                if isUpdating { DispatchQueue.main.async { report() } } else { report() }
            }
        }

        func makeCoordinator() -> Coordinator { Coordinator(self) }

        func makeUIView(context: Context) -> RangeSliderView {
            let view = StyledRangeSliderView()
            let coordinator = context.coordinator
            coordinator.view = view
            RangeSlider.Configuration.connect(view.slider) { values in
                // Through the coordinator's weak reference: the slider keeps this handler,
                // so capturing the view here would keep the view alive for ever.
                if coordinator.view?.slider.isTracking == true { coordinator.writtenDuringTouch.insert(values) }
                coordinator.deliver { coordinator.parent.values.wrappedValue = values }
            } onEditingChanged: { editing in
                if editing {
                    coordinator.writtenDuringTouch = []
                    coordinator.statedDuringTouch = nil
                } else {
                    coordinator.parent.applyStatedDuringTouch(coordinator)
                }
                coordinator.deliver { coordinator.parent.onEditingChanged(editing) }
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
            coordinator.isUpdating = true
            defer { coordinator.isUpdating = false }
            let options = context.environment.rangeSliderOptions
            let style = context.environment.rangeSliderStyle
            var configured = configuration
            configured.values = values.wrappedValue
            configured.snapValues = options.snapValues
            configured.showsTickMarks = options.showsTickMarks
            configured.trackTouchBehavior = options.dragsRange ? .moveRange : .ignore
            configured.minimumDistance = options.minimumDistance
            configured.maximumDistance = options.maximumDistance
            configured.orientation = options.axis == .vertical ? .vertical : .horizontal
            configured.fixedThumbs = options.fixedThumbs
            configured.drawnParts = style == nil ? .all : []
            configured.thumbSize = style?.thumbSize
            configured.trackThickness = options.trackThickness
            coordinator.configured = configured
            if view.slider.isTracking, configured.values != view.slider.values, !coordinator.writtenDuringTouch.contains(configured.values)
            {
                coordinator.statedDuringTouch = configured.values
            }
            coordinator.tickLabels = options.tickLabels
            applyLabels(to: view.slider, coordinator)
            configured.apply(to: view.slider)
            // After the configuration: its orientation and labels set the natural size adopt reads.
            view.adopt(context.environment)
            (view as? StyledRangeSliderView)?.setStyle(style, environment: context.environment)
            writeBackCorrections(of: configured, to: view.slider, coordinator)
        }

        /// Value labels in `format`, tick labels in the environment's text: set through the
        /// coordinator (the latest closures), redrawn only when what they write changed.
        @MainActor
        private func applyLabels(to slider: RangeSlider, _ coordinator: Coordinator) {
            let shows = format != nil
            if shows && !slider.showsValueLabels {
                slider.valueFormatter = { coordinator.parent.format?($0) ?? RangeSlider.defaultFormat($0) }
            }
            if slider.showsValueLabels != shows { slider.showsValueLabels = shows }
            let labels = coordinator.tickLabels
            if (labels != nil) != (slider.tickLabelFormatter != nil) {
                // Set only when labels come or go: it lays the slider out again.
                slider.tickLabelFormatter = labels == nil ? nil : { coordinator.tickLabels?($0) ?? "" }
            }
            var texts = shows ? ([slider.minimumValue, slider.maximumValue] + slider.values).map(slider.valueFormatter) : []
            if let labels { texts += slider.tickValues.map { labels($0) } }
            if texts != coordinator.drawnTexts {
                coordinator.drawnTexts = texts
                slider.setNeedsDisplay()
            }
        }

        /// Applies values the app stated while the finger held the thumbs (an update then
        /// leaves the slider alone), now that the touch has ended: the binding is the app's
        /// word again, as after any update. Reads no binding (the app may be tearing the
        /// view down); the values are the ones the update stated.
        @MainActor
        func applyStatedDuringTouch(_ coordinator: Coordinator) {
            guard let stated = coordinator.statedDuringTouch, let view = coordinator.view, var configured = coordinator.configured else {
                return
            }
            coordinator.statedDuringTouch = nil
            configured.values = stated
            configured.apply(to: view.slider)
            writeBackCorrections(of: configured, to: view.slider, coordinator)
        }

        /// Values the slider's rules changed go back to the binding, after this update, once
        /// per change, and only if nothing newer has been written meanwhile.
        @MainActor
        private func writeBackCorrections(of configured: RangeSlider.Configuration, to slider: RangeSlider, _ coordinator: Coordinator) {
            guard let corrected = configured.correctedValues(of: slider) else {
                coordinator.lastCorrection = nil
                return
            }
            if let last = coordinator.lastCorrection, last.stated == configured.values, last.corrected == corrected { return }
            coordinator.lastCorrection = (configured.values, corrected)
            DispatchQueue.main.async {
                let binding = coordinator.parent.values
                guard !slider.isTracking, binding.wrappedValue == configured.values, slider.values == corrected else { return }
                binding.wrappedValue = corrected
            }
        }
    }

    /// The range-slider options the modifiers set, read by every range slider below them.
    struct RangeSliderOptions {
        var snapValues: [Double] = []
        var showsTickMarks = false
        var tickLabels: (@Sendable (Double) -> String)?
        var dragsRange = false
        var minimumDistance = 0.0
        var maximumDistance: Double?
        var axis = Axis.horizontal
        var fixedThumbs: Set<Int> = []
        var trackThickness: CGFloat?
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

        /// Whether the range sliders in this view draw tick marks at their stops, and the
        /// text of a label at each (nil: none; ``ControlKit/RangeSlider/tickLabelFormatter``).
        ///
        /// ```swift
        /// struct Distance: View {
        ///     @State private var km = 2.0...6.0
        ///     var body: some View {
        ///         RangeSliderControl(value: $km, in: 0...10, step: 2)
        ///             .rangeSliderTickMarks(labels: { "\(Int($0)) km" })
        ///     }
        /// }
        /// ```
        public func rangeSliderTickMarks(_ shown: Bool = true, labels: (@Sendable (Double) -> String)? = nil) -> some View {
            transformEnvironment(\.rangeSliderOptions) {
                $0.showsTickMarks = shown
                $0.tickLabels = shown ? labels : nil
            }
        }

        /// The direction the range sliders in this view run: `.horizontal` (the default) or
        /// `.vertical`, the minimum at the bottom (``ControlKit/RangeSlider/orientation``).
        public func rangeSliderOrientation(_ axis: Axis) -> some View {
            transformEnvironment(\.rangeSliderOptions) { $0.axis = axis }
        }

        /// The thumbs, by index, that do not move in the range sliders in this view: they
        /// take no touch, key or VoiceOver adjustment and stop their neighbours
        /// (``ControlKit/RangeSlider/setEnabled(_:forThumbAt:)``).
        public func rangeSliderFixedThumbs(_ thumbs: Set<Int>) -> some View {
            transformEnvironment(\.rangeSliderOptions) { $0.fixedThumbs = thumbs }
        }

        /// Whether a drag on the track between the thumbs moves the whole range
        /// (``ControlKit/RangeSlider/TrackTouchBehavior/moveRange``).
        public func rangeSliderDragsRange(_ drags: Bool = true) -> some View {
            transformEnvironment(\.rangeSliderOptions) { $0.dragsRange = drags }
        }

        /// The thickness of the track of the range sliders in this view, in points (nil:
        /// the style's; ``ControlKit/RangeSlider/trackThickness``). A slider drawn by a
        /// `.rangeSliderStyle` draws its own track, so this applies to the drawn one only.
        public func rangeSliderTrackThickness(_ thickness: CGFloat?) -> some View {
            transformEnvironment(\.rangeSliderOptions) { $0.trackThickness = thickness }
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
