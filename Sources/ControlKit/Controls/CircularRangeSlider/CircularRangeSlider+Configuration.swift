import Foundation

extension CircularRangeSlider {
    /// A circular range slider's values, turn, step and duration limits as a SwiftUI view
    /// gives them (`CircularRangeSliderControl`), applied by the one update rule of
    /// ``ControlConfiguration``: only what differs is written, and never while the user
    /// drags.
    ///
    /// ```swift
    /// var night = (start: 1350.0, end: 390.0)
    /// let slider = CircularRangeSlider.schedule()
    /// CircularRangeSlider.Configuration(start: night.start, end: night.end, bounds: 0...1440, step: 5).apply(to: slider)
    /// CircularRangeSlider.Configuration.connect(slider) { night = $0 }
    /// ```
    public struct Configuration: BindableConfiguration, Equatable {
        /// The start and end.
        public static func value(of slider: CircularRangeSlider) -> (start: Double, end: Double) {
            (slider.startValue, slider.endValue)
        }

        /// The start (the binding's).
        public var start: Double
        /// The end (the binding's).
        public var end: Double
        /// One turn.
        public var bounds: ClosedRange<Double>
        /// The step; 0 for continuous values.
        public var step: Double
        /// The shortest duration.
        public var minimumDuration = 0.0
        /// The longest duration; nil for a whole turn.
        public var maximumDuration: Double?

        /// A configuration of these values.
        public init(start: Double, end: Double, bounds: ClosedRange<Double>, step: Double) {
            self.start = start
            self.end = end
            self.bounds = bounds
            self.step = step
        }

        /// Writes the limits, turn and step that differ, then the values unless the user is
        /// dragging (the binding then lags the finger, and writing it back would pull the
        /// thumb away).
        public func apply(to slider: CircularRangeSlider) {
            if slider.minimumDuration != minimumDuration { slider.minimumDuration = minimumDuration }
            if slider.maximumDuration != maximumDuration { slider.maximumDuration = maximumDuration }
            slider.applyBounds(bounds, step: step)
            guard !slider.isTracking, slider.startValue != start || slider.endValue != end else { return }
            slider.setValues(start: start, end: end, animated: slider.hasBeenDrawn)
        }

        /// The values the slider holds when its rules changed the ones this configuration
        /// states (snapped to the step, taken around the turn, held to a duration limit); nil
        /// when they agree or while the user drags. A SwiftUI view writes them back to its
        /// bindings, so the app and the slider never disagree.
        ///
        /// ```swift
        /// let slider = CircularRangeSlider.schedule()
        /// let configuration = CircularRangeSlider.Configuration(start: 1352, end: 1500, bounds: 0...1440, step: 5)
        /// configuration.apply(to: slider)
        /// configuration.correctedValues(of: slider)   // (1350, 60): on a step, around the turn
        /// ```
        @MainActor
        public func correctedValues(of slider: CircularRangeSlider) -> (start: Double, end: Double)? {
            guard !slider.isTracking, slider.startValue != start || slider.endValue != end else { return nil }
            return (slider.startValue, slider.endValue)
        }
    }
}
