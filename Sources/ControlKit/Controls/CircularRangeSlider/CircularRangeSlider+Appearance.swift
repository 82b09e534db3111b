import Foundation

/// Colours per state and per thumb, and thumb icons per thumb and state: the range
/// slider's names (`setTintColor(_:for:)`, `setThumbImage(_:for:thumb:)`).
extension CircularRangeSlider {
    /// Sets the track ring's colour used in `state` (nil removes it; falls back to `.normal`).
    public func setMaximumTrackTintColor(_ color: DrawingColor?, for state: State) {
        trackColors[state] = color
        setNeedsDisplay()
    }

    /// Sets the arc's colour used in `state` (nil removes it; falls back to `.normal`).
    public func setTintColor(_ color: DrawingColor?, for state: State) {
        rangeColors[state] = color
        setNeedsDisplay()
    }

    /// Sets the thumbs' colour used in `state` (nil removes it; falls back to `.normal`).
    public func setThumbTintColor(_ color: DrawingColor?, for state: State) {
        thumbColors[state] = color
        setNeedsDisplay()
    }

    /// The track ring's colour for `state`.
    public func maximumTrackTintColor(for state: State) -> DrawingColor { trackColors.value(for: state) }
    /// The arc's colour for `state`.
    public func tintColor(for state: State) -> DrawingColor { rangeColors.value(for: state) }
    /// The thumbs' colour for `state`.
    public func thumbTintColor(for state: State) -> DrawingColor { thumbColors.value(for: state) }

    /// One thumb's own disc colour, over ``thumbTintColor(for:)`` (nil, the default: the
    /// shared one).
    public func setThumbTintColor(_ color: DrawingColor?, for thumb: Thumb) {
        thumbOwnColors[thumb] = color
        setNeedsDisplay()
    }

    /// The colour `thumb`'s disc is drawn in now: its own, else the shared one for its state.
    public func thumbTintColor(of thumb: Thumb) -> DrawingColor { thumbOwnColors[thumb] ?? thumbTintColor(for: state(of: thumb)) }

    /// Sets the image of one thumb, or of both (`thumb` nil), for `state`, as
    /// `UISlider.setThumbImage(_:for:)` sets a thumb's (nil removes it; a state without one
    /// falls back to `.normal`). A thumb's state is the control's, with `highlighted` only
    /// while that thumb is held.
    ///
    /// Unlike a linear slider's, the image is an icon on the thumb's disc (the Clock app's
    /// bed and alarm bell): drawn at its own size, centred on the disc; a template image
    /// takes the arc's ``Control/tintColor``. A ``thumbTintColor`` of `.clear` leaves the
    /// image alone.
    ///
    /// ```swift
    /// night.setThumbImage(DrawingImage(png: bed).withRenderingMode(.template), for: .normal, thumb: .start)
    /// ```
    public func setThumbImage(_ image: DrawingImage?, for state: State, thumb: Thumb? = nil) {
        for t in thumb.map({ [$0] }) ?? Thumb.allCases { thumbImages[t, default: StateValues(normal: nil)][state] = image }
        setNeedsDisplay()
    }

    /// The image set for exactly `state` on `thumb` (no fallback), as `thumbImage(for:)`.
    public func thumbImage(for state: State, thumb: Thumb) -> DrawingImage? { thumbImages[thumb]?[state] ?? nil }

    /// The image `thumb` is drawn with now (its state's, else its normal one), if any.
    public func currentThumbImage(of thumb: Thumb) -> DrawingImage? { thumbImages[thumb]?.value(for: state(of: thumb)) ?? nil }

    /// A thumb's state: the control's, highlighted only while that thumb is held.
    public func state(of thumb: Thumb) -> State {
        var s = state
        if !highlightedThumbs.contains(thumb) { s.remove(.highlighted) }
        return s
    }
}
