import Foundation

/// Geometry. The default rects are computed in canonical space (see ``AxisLayout``) and
/// returned in control coordinates; tracking and drawing map whatever the overridable
/// methods return back to canonical space.
extension ValueSlider {
    var axis: AxisLayout { AxisLayout(rect: bounds, orientation: orientation, direction: layoutDirection) }

    /// The canonical size of an image (rotated for a vertical slider).
    private func canonicalSize(_ image: DrawingImage) -> CGSize {
        orientation == .vertical ? CGSize(width: image.size.height, height: image.size.width) : image.size
    }

    func defaultMinimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let image = minimumValueImage else { return .zero }
        let a = AxisLayout(rect: bounds, orientation: orientation, direction: layoutDirection)
        let s = canonicalSize(image)
        return a.toControl.apply(to: CGRect(x: 0, y: (a.thickness - s.height) / 2, width: s.width, height: s.height))
    }

    func defaultMaximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let image = maximumValueImage else { return .zero }
        let a = AxisLayout(rect: bounds, orientation: orientation, direction: layoutDirection)
        let s = canonicalSize(image)
        return a.toControl.apply(to: CGRect(x: a.length - s.width, y: (a.thickness - s.height) / 2, width: s.width, height: s.height))
    }

    func defaultTrackRect(forBounds bounds: CGRect) -> CGRect {
        let a = AxisLayout(rect: bounds, orientation: orientation, direction: layoutDirection)
        let start = minimumValueImage.map { canonicalSize($0).width + valueImageSpacing } ?? 0
        let end = maximumValueImage.map { canonicalSize($0).width + valueImageSpacing } ?? 0
        let t = ValueSlider.trackThickness
        let rect = CGRect(x: start, y: (a.thickness - t) / 2, width: max(a.length - start - end, 0), height: t)
        return a.toControl.apply(to: rect)
    }

    func defaultThumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Double) -> CGRect {
        let a = AxisLayout(rect: bounds, orientation: orientation, direction: layoutDirection)
        let track = a.fromControl.apply(to: rect)
        let size = currentThumbImage.map(canonicalSize) ?? CGSize(width: ValueSlider.defaultThumbSize, height: ValueSlider.defaultThumbSize)
        let travel = max(track.width - size.width, 0)
        let x = track.minX + size.width / 2 + CGFloat(model.fraction(for: value)) * travel
        let thumb = CGRect(x: x - size.width / 2, y: track.midY - size.height / 2, width: size.width, height: size.height)
        return a.toControl.apply(to: thumb)
    }

    /// The parts in canonical space, from the (possibly overridden) public methods.
    struct Parts {
        var axis: AxisLayout
        var track: CGRect
        var thumb: CGRect
        var minimumImage: CGRect
        var maximumImage: CGRect
        /// Canonical x of the thumb centre at the minimum and maximum values.
        var travel: (start: CGFloat, end: CGFloat)
    }

    func parts(value: Double) -> Parts {
        let a = axis
        let trackInControl = trackRect(forBounds: bounds)
        func canonical(_ r: CGRect) -> CGRect { r == .zero ? .zero : a.fromControl.apply(to: r) }
        let thumb = canonical(thumbRect(forBounds: bounds, trackRect: trackInControl, value: value))
        let start = canonical(thumbRect(forBounds: bounds, trackRect: trackInControl, value: model.minimumValue)).midX
        let end = canonical(thumbRect(forBounds: bounds, trackRect: trackInControl, value: model.maximumValue)).midX
        return Parts(
            axis: a, track: canonical(trackInControl), thumb: thumb,
            minimumImage: canonical(minimumValueImageRect(forBounds: bounds)),
            maximumImage: canonical(maximumValueImageRect(forBounds: bounds)),
            travel: (start, end))
    }

    /// The thumb's rectangle as drawn now, in control coordinates.
    public var currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: displayedValue)
    }

    /// The thumb's centre as drawn now, in control coordinates.
    public var thumbCenter: CGPoint { currentThumbRect.center }

    /// The point on the track where the thumb's centre sits for `value`.
    public func point(for value: Double) -> CGPoint {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value).center
    }
}
