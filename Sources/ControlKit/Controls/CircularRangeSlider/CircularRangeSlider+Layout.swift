import Foundation

/// Layout: the circle is the largest in the bounds (``CircleGeometry/Face``), recomputed on
/// every call, so any bounds change lays the slider out again. From the rim inwards: the
/// track ring with the arc and thumbs on its centre line, a gap, the ticks, the labels and
/// the centre text. Nothing mirrors in right-to-left layouts.
extension CircularRangeSlider {
    /// The smallest touch target of a thumb, in points (Apple's guidance).
    public static let minimumTouchTarget: CGFloat = 44

    /// Room left around the circle for the thumbs' shadows (iOS's thumb shadow reaches 11 pt
    /// below a thumb on the rim) and the focus ring: a view clips what it draws to its bounds.
    static let faceMargin: CGFloat = 12

    /// The centre of the circle.
    public var faceCenter: CGPoint { CircleGeometry.center(of: bounds) }

    /// The outer radius of the track ring: half the smaller side, less a margin for the
    /// thumbs' shadows and the focus ring (0 for empty bounds).
    public var faceRadius: CGFloat { CircleGeometry.radius(in: bounds, margin: CircularRangeSlider.faceMargin) }

    /// The track ring's width as drawn: ``trackWidth``, at most the radius.
    var ringWidth: CGFloat { min(trackWidth, faceRadius) }

    /// The radius of the track ring's centre line, where the thumbs and the arc sit.
    public var trackRadius: CGFloat { max(faceRadius - ringWidth / 2, 0) }

    /// The thumbs' diameter, also the arc's width: the ring less 2 pt a side.
    var thumbDiameter: CGFloat { max(ringWidth - 4, 0) }

    /// The point on the track's centre line at `value` (taken around the turn).
    public func point(for value: Double) -> CGPoint {
        CircleGeometry.point(atAngle: model.angle(for: value), radius: trackRadius, around: faceCenter)
    }

    /// The centre of `thumb` as drawn now (mid-animation too).
    public func thumbCenter(of thumb: Thumb) -> CGPoint {
        let (start, duration) = displayed
        switch thumb {
        case .start: return point(for: start)
        case .end: return point(for: model.advanced(start, by: duration))
        }
    }

    /// The centre of the start thumb, in the control's coordinates, as drawn now.
    public var startThumbCenter: CGPoint { thumbCenter(of: .start) }
    /// The centre of the end thumb, in the control's coordinates, as drawn now.
    public var endThumbCenter: CGPoint { thumbCenter(of: .end) }

    /// The rectangle of `thumb`'s disc, in the control's coordinates, as drawn now.
    public func thumbRect(for thumb: Thumb) -> CGRect {
        CGRect(center: thumbCenter(of: thumb), size: CGSize(width: thumbDiameter, height: thumbDiameter))
    }

    /// `thumb`'s touch target: its disc grown to at least 44 pt across.
    func touchTarget(of thumb: Thumb) -> CGRect {
        let side = max(thumbDiameter, CircularRangeSlider.minimumTouchTarget)
        return CGRect(center: thumbCenter(of: thumb), size: CGSize(width: side, height: side))
    }

    /// What a touch at `location` lands on, where the thumbs are drawn now: a thumb's round
    /// target, or the arc between them (on the ring).
    func touchTargets(at location: CGPoint) -> (start: Bool, end: Bool, arc: Bool) {
        guard location.isFinite, trackRadius > 0, model.turn > 0 else { return (false, false, false) }
        let reach = max(thumbDiameter, CircularRangeSlider.minimumTouchTarget) / 2
        return (
            location.distance(to: startThumbCenter) <= reach, location.distance(to: endThumbCenter) <= reach,
            isOnArc(location)
        )
    }

    /// Whether `location` is on the ring between the thumbs (forward from the start), as
    /// drawn now.
    func isOnArc(_ location: CGPoint) -> Bool {
        let r = location.distance(to: faceCenter)
        guard abs(r - trackRadius) <= ringWidth / 2, r >= CircleGeometry.centerDeadZone else { return false }
        let (start, duration) = displayed
        let spanned = model.turnFraction(forDuration: duration)
        guard spanned < 1 else { return true }
        var along = CircleGeometry.angle(of: location, around: faceCenter) / (2 * .pi) - model.turnFraction(for: start)
        along -= along.rounded(.down)
        return along <= spanned
    }

    /// Whether a touch at `location` would start dragging a thumb or the arc.
    func startsDrag(at location: CGPoint) -> Bool {
        let on = touchTargets(at: location)
        return on.start || on.end || on.arc
    }

    /// Whether `point` is on either thumb's touch target, as drawn now.
    func thumbTargetsContain(_ point: CGPoint) -> Bool {
        let on = touchTargets(at: point)
        return on.start || on.end
    }

    // MARK: The face

    /// The outer end of the face's ticks: a gap inside the ring.
    var tickOuterRadius: CGFloat { max(faceRadius - ringWidth - 6, 0) }

    /// The ticks' length (the labelled ones; the others are a little over half).
    var tickLength: CGFloat { max(min(faceRadius * 0.05, 8), 2) }

    /// The radius on which the face's label centres sit, inside the ticks. Labels grown
    /// with the text size move inward by half their growth, clear of the ticks.
    public var labelRadius: CGFloat {
        let size = CGFloat(drawnFont.size)
        return max(tickOuterRadius - tickLength - 4 - size * 0.6, 0)
    }

    /// The centre text's room: the width inside the labels at 3 and 9 o'clock, or inside
    /// the ticks where thinning left no label there (large text sizes).
    var centerTextWidth: CGFloat {
        let stride = drawnLabelStride
        let labelled = tickMarkCount > 0 && tickLabelFormatter != nil && tickMarkCount % 4 == 0 && (tickMarkCount / 4) % stride == 0
        let reach = labelled ? labelRadius - CGFloat(drawnFont.size) * 1.7 : tickOuterRadius - tickLength - 6
        return max(2 * reach, 0)
    }

    /// The font of the centre text `text`: the labels' at 1.5 times their size, semibold,
    /// made smaller where it would be wider than its room, but never below ``font``'s size
    /// (the labels' at the default text size).
    func centerFont(for text: String) -> DrawingFont {
        var f = drawnFont
        f.size *= 1.5
        f.weight = .semibold
        let width = textMeasurer.size(of: text, font: f).width
        if width > centerTextWidth, width > 0 { f.size = max(f.size * centerTextWidth / width, font.size) }
        return f
    }

    /// Every how many ticks one is drawn: at least 4 pt apart on their circle.
    var drawnTickStride: Int { CircleGeometry.stride(count: tickMarkCount, radius: Double(tickOuterRadius), spacing: 4) }

    /// Every how many ticks a label is drawn: ``labelInterval``, thinned so neighbours stay
    /// a label's width apart.
    var drawnLabelStride: Int {
        guard tickMarkCount > 0, let formatter = tickLabelFormatter else { return max(labelInterval, 1) }
        // The label at the last labelled tick stands for the widest (numbers grow).
        let lastLabelled = (tickMarkCount - 1) / labelInterval * labelInterval
        let widest = textMeasurer.size(of: formatter(tickValue(lastLabelled)), font: drawnFont)
        let size = CGFloat(drawnFont.size)
        let spacing = max(widest.width + size * 0.5, size * 1.4)
        return CircleGeometry.stride(count: tickMarkCount, radius: Double(labelRadius), spacing: Double(spacing), interval: labelInterval)
    }

    /// The value at tick `index` of ``tickMarkCount``.
    func tickValue(_ index: Int) -> Double {
        guard tickMarkCount > 0 else { return model.minimumValue }
        // Multiplied before dividing, so ticks of a clock fall on whole minutes exactly.
        let span = model.grid.span, at = span * Double(index) / Double(tickMarkCount)
        if at.isFinite { return model.wrapped(model.minimumValue + at) }
        return model.wrapped(model.grid.value(atFraction: Double(index) / Double(tickMarkCount)))
    }

    /// The angle of tick `index` (radians clockwise from the top).
    func tickAngle(_ index: Int) -> Double { tickMarkCount > 0 ? Double(index) / Double(tickMarkCount) * 2 * .pi : 0 }
}
