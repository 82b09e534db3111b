import Foundation

/// Tracking: the slider family's engine (``ThumbTrackControl``) with one thumb, placed by
/// UISlider's overridable geometry. A touch on the track away from the thumb does nothing,
/// as with `UISlider`.
extension ValueSlider {
    /// The smallest touch target of the thumb, in points.
    public static let minimumTouchTarget: CGFloat = 44

    /// A touch on the track does nothing (UISlider).
    var trackTouchBehavior: RangeSlider.TrackTouchBehavior { .ignore }

    /// Where the thumb travels: between its centres at the minimum and maximum, by the
    /// (possibly overridden) ``thumbRect(forBounds:trackRect:value:)``.
    var thumbTravel: ThumbTravel? {
        let a = axis
        guard a.length > 0, a.thickness > 0 else { return nil }
        let track = trackRect(forBounds: bounds)
        let start = a.fromControl.apply(to: thumbRect(forBounds: bounds, trackRect: track, value: model.minimumValue)).midX
        let end = a.fromControl.apply(to: thumbRect(forBounds: bounds, trackRect: track, value: model.maximumValue)).midX
        return ThumbTravel(axis: a, start: start, end: end, trackBand: 0...a.thickness)
    }

    /// The thumb's canonical rectangle at `value`, from the overridable geometry.
    func canonicalThumbRect(forThumbAt index: Int, value: Double, in travel: ThumbTravel) -> CGRect {
        travel.axis.fromControl.apply(to: thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value))
    }

    /// Where the thumb is drawn now.
    func displayedValue(ofThumbAt index: Int) -> Double { displayedValue }

    /// The one thumb always takes touches (the control's own `isEnabled` decides).
    func isEnabledForThumb(at index: Int) -> Bool { index == 0 }
}
