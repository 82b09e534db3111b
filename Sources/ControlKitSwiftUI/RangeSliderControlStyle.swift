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
    /// keys, value labels and tick labels. Your views only draw, in the places the slider
    /// gives them, laid out with it in the same pass: they never take touches or
    /// accessibility focus. The track's view also draws the tick marks, if it wants them
    /// (``RangeSliderControlTrackConfiguration/tickCenters``), and a thumb's view shows
    /// keyboard focus (``RangeSliderControlThumbConfiguration/isFocused``).
    ///
    /// Positions in a configuration are measured from the track's leading edge, so a view
    /// laid out with `.leading` alignment and `offset` reads right in both directions.
    ///
    /// ```swift
    /// struct GradientRange: RangeSliderControlStyle {
    ///     var thumbSize: CGFloat { 30 }
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
    ///         .frame(maxHeight: .infinity)
    ///     }
    ///
    ///     func makeThumb(configuration: ThumbConfiguration) -> some View {
    ///         Circle()
    ///             .fill(configuration.isEnabled ? Color.white : Color.gray)
    ///             .overlay(Circle().stroke(Color.accentColor, lineWidth: configuration.isFocused ? 3 : 0))
    ///             .shadow(radius: configuration.isPressed ? 4 : 2)
    /// }
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
        /// its touch targets follow it. At most the track band's thickness (44 pt in a
        /// slider of the natural height).
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
    public struct RangeSliderControlTrackConfiguration: Equatable {
        /// Every thumb's value, in thumb order (as drawn: mid-animation too).
        public let values: [Double]
        /// The slider's bounds.
        public let bounds: ClosedRange<Double>
        /// Each thumb's centre in the track view's coordinates: x from its leading edge
        /// (its right edge in right-to-left layouts), y from its top.
        public let thumbCenters: [CGPoint]
        /// Where tick marks stand (``SwiftUI/View/rangeSliderTickMarks(_:labels:)``), in the
        /// same coordinates; empty without them.
        public let tickCenters: [CGPoint]
        /// Whether the slider is enabled.
        public let isEnabled: Bool
        /// Whether the values run across (`.horizontal`) or up (`.vertical`, the minimum at
        /// the bottom).
        public let axis: Axis
    }

    /// What a ``RangeSliderControlStyle`` draws one thumb from.
    public struct RangeSliderControlThumbConfiguration: Equatable {
        /// The thumb's place among the thumbs, from 0.
        public let index: Int
        /// Its value (as drawn).
        public let value: Double
        /// Whether the finger holds it.
        public let isPressed: Bool
        /// Whether it moves: false while the slider is disabled or the thumb is fixed
        /// (``SwiftUI/View/rangeSliderFixedThumbs(_:)``).
        public let isEnabled: Bool
        /// Whether the keys move it and the keyboard is in use (Full Keyboard Access): show
        /// a focus ring.
        public let isFocused: Bool
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
        /// The style itself, to tell whether a new update's style is the same one.
        private let base: any Sendable

        init<Style: RangeSliderControlStyle>(_ style: Style) {
            thumbSize = style.thumbSize
            track = { AnyView(style.makeTrack(configuration: $0)) }
            thumb = { AnyView(style.makeThumb(configuration: $0)) }
            base = style
        }

        /// Whether `other` is known to draw the same: both the same `Equatable` style and
        /// equal. Styles that are not `Equatable` are never known to be the same, so their
        /// views are made again at every update of the slider.
        func isSame(as other: AnyRangeSliderStyle?) -> Bool {
            guard let other, let equatable = base as? any Equatable else { return false }
            return equatable.isEqual(to: other.base)
        }
    }

    extension Equatable {
        /// Whether `other` is a `Self` equal to this one.
        fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
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

    /// The range slider a SwiftUI view hosts: with a style, the style's views are its
    /// subviews (hosted SwiftUI, in the environment of the view that hosts the slider, so
    /// environment objects, the colour scheme, the tint and `.disabled()` reach them), laid
    /// where the core lays the track and thumbs in the view's own layout pass, so they never
    /// lag the drawing or the touch. They take no touches and are hidden from VoiceOver (the
    /// core's elements stand for them). The core then draws the labels only.
    final class StyledRangeSliderView: RangeSliderView {
        /// The style whose views are shown; nil draws the core's own track and thumbs.
        private var style: AnyRangeSliderStyle?
        /// The SwiftUI environment the style's views are made in.
        private var environment = EnvironmentValues()
        private var trackHost: UIHostingController<AnyView>?
        private var thumbHosts: [UIHostingController<AnyView>] = []
        private var lastTrack: RangeSliderControlTrackConfiguration?
        private var lastThumbs: [RangeSliderControlThumbConfiguration?] = []
        /// The thumbs from back to front, as last stacked.
        private var stacking: [Int] = []

        /// Takes the style and environment of a SwiftUI update. A style that is not known to
        /// be the same (see ``AnyRangeSliderStyle/isSame(as:)``) makes its views again; none
        /// removes them.
        func setStyle(_ newStyle: AnyRangeSliderStyle?, environment newEnvironment: EnvironmentValues) {
            let same = newStyle?.isSame(as: style) ?? false
            style = newStyle
            environment = newEnvironment
            if !same {
                lastTrack = nil
                lastThumbs = []
            }
            if newStyle == nil {
                trackHost?.view.removeFromSuperview()
                thumbHosts.forEach { $0.view.removeFromSuperview() }
                trackHost = nil
                thumbHosts = []
                stacking = []
            }
            setNeedsLayout()
        }

        override func controlNeedsDisplay(_ control: Control) {
            super.controlNeedsDisplay(control)
            // Laid out again before the next frame is drawn, once however often it is asked.
            if style != nil { setNeedsLayout() }
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            layoutStyleViews()
        }

        /// Puts the style's views where the core lays the parts, and gives them new
        /// configurations only when those changed.
        private func layoutStyleViews() {
            guard let style else { return }
            let s = slider
            let band = s.trackBounds
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            func local(_ p: CGPoint) -> CGPoint {
                CGPoint(x: rightToLeft ? band.maxX - p.x : p.x - band.minX, y: p.y - band.minY)
            }
            let thumbRects = s.thumbRects
            let values = s.displayedValues
            let track = RangeSliderControlTrackConfiguration(
                values: values, bounds: s.minimumValue...s.maximumValue,
                thumbCenters: thumbRects.map { local(CGPoint(x: $0.midX, y: $0.midY)) },
                tickCenters: s.tickMarkCenters.map(local),
                isEnabled: s.isEnabled, axis: s.orientation == .vertical ? .vertical : .horizontal)
            let trackHost = self.trackHost ?? makeHost(below: true)
            self.trackHost = trackHost
            if lastTrack != track {
                trackHost.rootView = root(style.track(track))
                lastTrack = track
            }
            trackHost.view.frame = band
            while thumbHosts.count > thumbRects.count { thumbHosts.removeLast().view.removeFromSuperview() }
            while thumbHosts.count < thumbRects.count { thumbHosts.append(makeHost(below: false)) }
            if lastThumbs.count != thumbRects.count { lastThumbs = Array(repeating: nil, count: thumbRects.count) }
            let held = s.highlightedThumbIndexes
            for (i, rect) in thumbRects.enumerated() {
                let thumb = RangeSliderControlThumbConfiguration(
                    index: i, value: values[i], isPressed: held.contains(i), isEnabled: s.isEnabled && s.isEnabledForThumb(at: i),
                    isFocused: s.isFocusVisible && s.keyboardThumbIndex == i)
                if lastThumbs[i] != thumb {
                    thumbHosts[i].rootView = root(style.thumb(thumb))
                    lastThumbs[i] = thumb
                }
                thumbHosts[i].view.frame = rect
            }
            // Stacked as the core draws them: in order, the one dragged alone on top.
            var order = Array(thumbHosts.indices)
            if held.count == 1, let i = held.first, i < order.count {
                order.remove(at: i)
                order.append(i)
            }
            if order != stacking {
                order.forEach { bringSubviewToFront(thumbHosts[$0].view) }
                stacking = order
            }
        }

        /// A part's view in the hosting view's environment, laid out over its whole frame
        /// (no safe area or keyboard inset on any iOS).
        private func root(_ part: AnyView) -> AnyView {
            AnyView(part.environment(\.self, environment).ignoresSafeArea())
        }

        /// A hosting controller's view for a part: clear, taking no touches and hidden from
        /// VoiceOver.
        private func makeHost(below: Bool) -> UIHostingController<AnyView> {
            let host = UIHostingController(rootView: AnyView(EmptyView()))
            if #available(iOS 16.4, *) { host.safeAreaRegions = [] }
            host.view.backgroundColor = .clear
            host.view.isUserInteractionEnabled = false
            host.view.accessibilityElementsHidden = true
            if below { insertSubview(host.view, at: 0) } else { addSubview(host.view) }
            return host
        }
    }
#endif
