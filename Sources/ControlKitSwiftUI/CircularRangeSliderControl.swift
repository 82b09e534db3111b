#if canImport(UIKit) && canImport(SwiftUI)
    import ControlKit
    import ControlKitUIKit
    import SwiftUI

    /// A start and an end on a circle for SwiftUI (the Clock app's sleep schedule): bindings
    /// to the start and the end, one turn (`in:`), a step (0: continuous), a label that is not
    /// drawn but is what VoiceOver reads (with each part's own name, "Start", "End" and
    /// "Range"), and `onEditingChanged`, as ``RangeSliderControl`` takes them.
    ///
    /// With `format:` the values are read in that format (SwiftUI's `FormatStyle`, as
    /// `Text(_:format:)` takes). The core's options come as view modifiers, which reach every
    /// circular range slider inside the view they are applied to:
    /// ``SwiftUI/View/circularRangeSliderDuration(minimum:maximum:)`` and
    /// ``SwiftUI/View/circularRangeSliderClockFace(twentyFourHour:)`` (a clock of minutes:
    /// ticks, hour labels, values read as times, the duration in the centre).
    ///
    /// ```swift
    /// struct Bedtime: View {
    ///     @State private var bedtime = 22.5 * 60
    ///     @State private var wake = 6.5 * 60
    ///     var body: some View {
    ///         CircularRangeSliderControl(start: $bedtime, end: $wake, in: 0...1440, step: 5) {
    ///             Text("Sleep schedule")
    ///         } onEditingChanged: { editing in
    ///             print(editing)
    ///         }
    ///         .circularRangeSliderClockFace()
    ///         .circularRangeSliderDuration(minimum: 60)
    ///         .tint(.orange)
    ///     }
    /// }
    /// ```
    public struct CircularRangeSliderControl<Label: View>: View {
        private let slider: CircularRangeSliderRepresentable
        private let label: Label

        public var body: some View { LabelPairing(label: label, showsLabel: false, groupsParts: true, content: slider) }

        fileprivate init(
            start: Binding<Double>, end: Binding<Double>, bounds: ClosedRange<Double>, step: Double, format: ((Double) -> String)?,
            label: Label, onEditingChanged: @escaping (Bool) -> Void
        ) {
            slider = CircularRangeSliderRepresentable(
                start: start, end: end,
                configuration: CircularRangeSlider.Configuration(
                    start: start.wrappedValue, end: end.wrappedValue, bounds: bounds, step: step),
                format: format, onEditingChanged: onEditingChanged)
            self.label = label
        }
    }

    extension CircularRangeSliderControl {
        /// A circular range slider with a label.
        public init(
            start: Binding<Double>, end: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double = 0,
            @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) {
            self.init(start: start, end: end, bounds: bounds, step: step, format: nil, label: label(), onEditingChanged: onEditingChanged)
        }

        /// A circular range slider with a label, reading its values in `format`.
        public init<F: FormatStyle>(
            start: Binding<Double>, end: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double = 0, format: F,
            @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) where F.FormatInput == Double, F.FormatOutput == String {
            self.init(
                start: start, end: end, bounds: bounds, step: step, format: { format.format($0) }, label: label(),
                onEditingChanged: onEditingChanged)
        }
    }

    extension CircularRangeSliderControl where Label == EmptyView {
        /// A circular range slider bound to `start` and `end`.
        public init(
            start: Binding<Double>, end: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double = 0,
            onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) {
            self.init(
                start: start, end: end, bounds: bounds, step: step, format: nil, label: EmptyView(), onEditingChanged: onEditingChanged)
        }

        /// A circular range slider bound to `start` and `end`, reading its values in `format`.
        public init<F: FormatStyle>(
            start: Binding<Double>, end: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double = 0, format: F,
            onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) where F.FormatInput == Double, F.FormatOutput == String {
            self.init(
                start: start, end: end, bounds: bounds, step: step, format: { format.format($0) }, label: EmptyView(),
                onEditingChanged: onEditingChanged)
        }
    }

    /// The hosted slider: applies the configuration, reports the values and editing.
    struct CircularRangeSliderRepresentable: UIViewRepresentable {
        let start: Binding<Double>
        let end: Binding<Double>
        let configuration: CircularRangeSlider.Configuration
        let format: ((Double) -> String)?
        let onEditingChanged: (Bool) -> Void

        typealias Coordinator = LatestView<CircularRangeSliderRepresentable>

        func makeCoordinator() -> Coordinator { Coordinator(self) }

        func makeUIView(context: Context) -> CircularRangeSliderView {
            let view = CircularRangeSliderView()
            let coordinator = context.coordinator
            CircularRangeSlider.Configuration.connect(view.slider) { values in
                coordinator.deliver { coordinator.parent.write(values) }
            } onEditingChanged: { editing in
                coordinator.deliver { coordinator.parent.onEditingChanged(editing) }
            }
            return view
        }

        /// Writes both bindings (the start first: an observer of the end sees the new start).
        @MainActor
        func write(_ values: (start: Double, end: Double)) {
            if start.wrappedValue != values.start { start.wrappedValue = values.start }
            if end.wrappedValue != values.end { end.wrappedValue = values.end }
        }

        /// Its natural size, a square (iOS 16).
        @available(iOS 16.0, *)
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: CircularRangeSliderView, context: Context) -> CGSize? {
            uiView.fittingSize(proposal)
        }

        func updateUIView(_ view: CircularRangeSliderView, context: Context) {
            let coordinator = context.coordinator
            coordinator.parent = self
            coordinator.updating {
                let environment = context.environment
                let options = environment.circularRangeSliderOptions
                if view.slider.locale != environment.locale { view.slider.locale = environment.locale }
                // The face once, and again only when its clock changes (a 24-hour face labels the top "0").
                var faceChanged = false
                if let twentyFourHour = options.clockFace, view.slider.tickLabelFormatter?(0) != (twentyFourHour ? "0" : "12") {
                    view.slider.showClockFace(twentyFourHour: twentyFourHour)
                    faceChanged = true
                }
                if format != nil, faceChanged || !coordinator.hasInstalledFormat {
                    // Once, through the coordinator: the latest format (setting it redraws).
                    view.slider.valueFormatter = { coordinator.parent.format?($0) ?? CircularRangeSlider.defaultFormat($0) }
                    coordinator.hasInstalledFormat = true
                }
                var configured = configuration
                configured.start = start.wrappedValue
                configured.end = end.wrappedValue
                configured.minimumDuration = options.minimumDuration
                configured.maximumDuration = options.maximumDuration
                configured.apply(to: view.slider)
                view.adopt(environment)
                writeBackCorrections(of: configured, to: view.slider, coordinator)
            }
        }

        /// Values the slider's rules changed go back to the bindings, after this update, once
        /// per change, and only if nothing newer has been written meanwhile.
        @MainActor
        private func writeBackCorrections(
            of configured: CircularRangeSlider.Configuration, to slider: CircularRangeSlider, _ coordinator: Coordinator
        ) {
            guard let corrected = configured.correctedValues(of: slider) else {
                coordinator.lastCorrection = nil
                return
            }
            let stated = [configured.start, configured.end], values = [corrected.start, corrected.end]
            if let last = coordinator.lastCorrection, last.stated == stated, last.corrected == values { return }
            coordinator.lastCorrection = (stated, values)
            DispatchQueue.main.async {
                let parent = coordinator.parent
                guard !slider.isTracking, [parent.start.wrappedValue, parent.end.wrappedValue] == stated,
                    [slider.startValue, slider.endValue] == values
                else { return }
                parent.write(corrected)
            }
        }
    }

    /// The options the modifiers set, read by every circular range slider below them.
    struct CircularRangeSliderOptions {
        var minimumDuration = 0.0
        var maximumDuration: Double?
        /// nil: no clock face; else whether it shows 24 hours a turn.
        var clockFace: Bool?
    }

    private struct CircularRangeSliderOptionsKey: EnvironmentKey {
        static let defaultValue = CircularRangeSliderOptions()
    }

    extension EnvironmentValues {
        var circularRangeSliderOptions: CircularRangeSliderOptions {
            get { self[CircularRangeSliderOptionsKey.self] }
            set { self[CircularRangeSliderOptionsKey.self] = newValue }
        }
    }

    extension View {
        /// The shortest and longest duration the circular range sliders in this view allow
        /// (``ControlKit/CircularRangeSlider/minimumDuration``; nil: a whole turn).
        public func circularRangeSliderDuration(minimum: Double = 0, maximum: Double? = nil) -> some View {
            transformEnvironment(\.circularRangeSliderOptions) {
                $0.minimumDuration = minimum
                $0.maximumDuration = maximum
            }
        }

        /// A clock face for the circular range sliders in this view, whose values are minutes
        /// (``ControlKit/CircularRangeSlider/showClockFace(twentyFourHour:)``): ticks, hour
        /// labels, values read as times of day and the duration in the centre. Their turn is
        /// still what `in:` says: 0...1440 for 24 hours, 0...720 for 12.
        public func circularRangeSliderClockFace(twentyFourHour: Bool = true) -> some View {
            transformEnvironment(\.circularRangeSliderOptions) { $0.clockFace = twentyFourHour }
        }
    }
#endif
