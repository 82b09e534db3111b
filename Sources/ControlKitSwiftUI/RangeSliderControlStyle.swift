#if canImport(UIKit) && canImport(SwiftUI)
    import ControlKit
    import ControlKitUIKit
    import SwiftUI

    /// A range slider's look drawn in SwiftUI: its track and its thumbs as your own views,
    /// in SwiftUI's style idiom (`ButtonStyle`'s shape), applied with
    /// ``SwiftUI/View/rangeSliderStyle(_:)``. swiftui-sliders' `RangeSliderStyle` is the model.
    ///
    /// The slider keeps everything else: where the thumbs are (its layout, right-to-left and
    /// vertical included), the touches (each thumb answers in at least 44 pt), VoiceOver,
    /// keys, value labels and tick marks. Your views only draw: they are laid where the
    /// slider says and never take touches or accessibility focus.
    ///
    /// ```swift
    /// struct GradientRange: RangeSliderControlStyle {
    ///     var thumbSize: CGFloat { 32 }
    ///
    ///     func makeTrack(configuration: TrackConfiguration) -> some View {
    ///         let low = configuration.thumbCenters.first?.x ?? 0
    ///         let high = configuration.thumbCenters.last?.x ?? 0
    ///         ZStack(alignment: .leading) {
    ///             Capsule().fill(Color.gray.opacity(0.25)).frame(height: 6)
    ///             Capsule()
    ///                 .fill(LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
    ///                 .frame(width: max(high - low, 0), height: 6)
    ///                 .offset(x: low)
    ///         }
    ///     }
    ///
    ///     func makeThumb(configuration: ThumbConfiguration) -> some View {
    ///         Circle()
    ///             .fill(configuration.isEnabled ? Color.white : Color.gray)
    ///             .shadow(radius: configuration.isPressed ? 4 : 2)
    ///             .scaleEffect(configuration.isPressed ? 1.15 : 1)
    ///     }
    /// }
    ///
    /// struct Budget: View {
    ///     @State private var budget = 100.0...500.0
    ///     var body: some View {
    ///         RangeSliderControl(value: $budget, in: 0...1000) { Text("Budget") }
    ///             .rangeSliderStyle(GradientRange())
    ///     }
    /// }
    /// ```
    public protocol RangeSliderControlStyle: Sendable {
        /// The view of the track.
        associatedtype Track: View
        /// The view of one thumb.
        associatedtype Thumb: View
        /// What the track is drawn from.
        typealias TrackConfiguration = RangeSliderControlTrackConfiguration
        /// What a thumb is drawn from.
        typealias ThumbConfiguration = RangeSliderControlThumbConfiguration

        /// The thumbs' side in points (default 28): the slider's travel and, grown to 44 pt,
        /// its touch targets follow it.
        var thumbSize: CGFloat { get }

        /// The track, laid over the band the thumbs travel along (the slider's bounds less
        /// its label bands): draw the whole track and the selected part between
        /// ``RangeSliderControlTrackConfiguration/thumbCenters``.
        @MainActor @ViewBuilder func makeTrack(configuration: TrackConfiguration) -> Track

        /// One thumb, laid in a square of ``thumbSize`` centred where the slider puts it.
        @MainActor @ViewBuilder func makeThumb(configuration: ThumbConfiguration) -> Thumb
    }

    extension RangeSliderControlStyle {
        /// 28 pt: the size of iOS's slider thumbs.
        public var thumbSize: CGFloat { 28 }
    }

    /// What a ``RangeSliderControlStyle`` draws the track from.
    public struct RangeSliderControlTrackConfiguration {
        /// Every thumb's value, in thumb order (as drawn: mid-animation too).
        public let values: [Double]
        /// The slider's bounds.
        public let bounds: ClosedRange<Double>
        /// Each thumb's centre in the track view's own coordinates.
        public let thumbCenters: [CGPoint]
        /// Whether the slider is enabled.
        public let isEnabled: Bool
        /// Whether the values run across (`.horizontal`) or up (`.vertical`).
        public let axis: Axis
    }

    /// What a ``RangeSliderControlStyle`` draws one thumb from.
    public struct RangeSliderControlThumbConfiguration {
        /// The thumb's place among the thumbs, from 0.
        public let index: Int
        /// Its value (as drawn).
        public let value: Double
        /// Whether the finger holds it.
        public let isPressed: Bool
        /// Whether it moves: false while the slider is disabled or the thumb is fixed
        /// (``SwiftUI/View/rangeSliderFixedThumbs(_:)``).
        public let isEnabled: Bool
    }

    extension View {
        /// Draws the range sliders in this view with `style`'s track and thumbs.
        public func rangeSliderStyle<Style: RangeSliderControlStyle>(_ style: Style) -> some View {
            environment(\.rangeSliderStyle, AnyRangeSliderStyle(style))
        }
    }

    /// A style with its types erased, as the environment holds it.
    struct AnyRangeSliderStyle: Sendable {
        let thumbSize: CGFloat
        let track: @MainActor @Sendable (RangeSliderControlTrackConfiguration) -> AnyView
        let thumb: @MainActor @Sendable (RangeSliderControlThumbConfiguration) -> AnyView

        init<Style: RangeSliderControlStyle>(_ style: Style) {
            thumbSize = style.thumbSize
            track = { AnyView(style.makeTrack(configuration: $0)) }
            thumb = { AnyView(style.makeThumb(configuration: $0)) }
        }
    }

    private struct RangeSliderStyleKey: EnvironmentKey {
        static let defaultValue: AnyRangeSliderStyle? = nil
    }

    extension EnvironmentValues {
        var rangeSliderStyle: AnyRangeSliderStyle? {
            get { self[RangeSliderStyleKey.self] }
            set { self[RangeSliderStyleKey.self] = newValue }
        }
    }

    /// Where the hosted slider lays its track and thumbs, published for the style's views
    /// (on the main thread only: by the hosted view, read by the views of the body).
    final class RangeSliderLayout: ObservableObject {
        struct Snapshot: Equatable {
            var track: CGRect = .zero
            var thumbs: [CGRect] = []
            var values: [Double] = []
            var held: Set<Int> = []
            var fixed: [Bool] = []
            var isEnabled = true
            var bounds: ClosedRange<Double> = 0...1
            var isVertical = false
        }

        @Published var snapshot = Snapshot()
    }

    /// A range slider view that tells a ``RangeSliderLayout`` where its parts are whenever
    /// it redraws or lays out: after the run-loop turn, never inside a SwiftUI update.
    final class StyledRangeSliderView: RangeSliderView {
        weak var layout: RangeSliderLayout?
        private var publishIsScheduled = false

        override func controlNeedsDisplay(_ control: Control) {
            super.controlNeedsDisplay(control)
            schedulePublish()
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            schedulePublish()
        }

        private func schedulePublish() {
            guard layout != nil, !publishIsScheduled else { return }
            publishIsScheduled = true
            DispatchQueue.main.async { [weak self] in
                guard let self else { return }
                publishIsScheduled = false
                let s = slider
                let snapshot = RangeSliderLayout.Snapshot(
                    track: s.trackBounds,
                    thumbs: (0..<s.numberOfThumbs).map { s.thumbRect(forThumbAt: $0) },
                    values: s.displayedValues,
                    held: s.highlightedThumbIndexes,
                    fixed: (0..<s.numberOfThumbs).map { !s.isEnabledForThumb(at: $0) },
                    isEnabled: s.isEnabled,
                    bounds: s.minimumValue...s.maximumValue,
                    isVertical: s.orientation == .vertical)
                if layout?.snapshot != snapshot { layout?.snapshot = snapshot }
            }
        }
    }

    /// The track under the hosted slider and the thumbs over it, where it lays them. Laid
    /// out left to right whatever the direction (the slider has mirrored its own layout);
    /// the style's views get the environment's direction back.
    struct RangeSliderStyleParts: View {
        enum Part { case track, thumbs }
        let part: Part
        let style: AnyRangeSliderStyle
        @ObservedObject var layout: RangeSliderLayout
        @Environment(\.layoutDirection) private var direction

        var body: some View {
            let s = layout.snapshot
            ZStack(alignment: .topLeading) {
                switch part {
                case .track:
                    let configuration = RangeSliderControlTrackConfiguration(
                        values: s.values, bounds: s.bounds,
                        thumbCenters: s.thumbs.map { CGPoint(x: $0.midX - s.track.minX, y: $0.midY - s.track.minY) },
                        isEnabled: s.isEnabled, axis: s.isVertical ? .vertical : .horizontal)
                    style.track(configuration)
                        .environment(\.layoutDirection, direction)
                        .frame(width: s.track.width, height: s.track.height)
                        .offset(x: s.track.minX, y: s.track.minY)
                case .thumbs:
                    ForEach(s.thumbs.indices, id: \.self) { i in
                        let configuration = RangeSliderControlThumbConfiguration(
                            index: i, value: i < s.values.count ? s.values[i] : 0, isPressed: s.held.contains(i),
                            isEnabled: s.isEnabled && !(i < s.fixed.count && s.fixed[i]))
                        style.thumb(configuration)
                            .environment(\.layoutDirection, direction)
                            .frame(width: s.thumbs[i].width, height: s.thumbs[i].height)
                            .offset(x: s.thumbs[i].minX, y: s.thumbs[i].minY)
                    }
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .environment(\.layoutDirection, .leftToRight)
            .allowsHitTesting(false)
            .accessibilityHidden(true)
        }
    }
#endif
