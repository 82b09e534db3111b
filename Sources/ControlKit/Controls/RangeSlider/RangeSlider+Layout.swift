import Foundation

/// Geometry: the slider is laid out in a "canonical" horizontal space (x along the
/// values, minimum at x = 0) that a transform maps into the control for right-to-left
/// and vertical layouts. Tracking and drawing work in canonical space, so each rule is
/// written once.
extension RangeSlider {
    struct Geometry {
        /// The part of the bounds the track and thumbs use (the rest holds labels).
        var sliderRect: CGRect
        /// Canonical length (along the values) and thickness.
        var length: CGFloat
        var thickness: CGFloat
        var thumbSize: CGFloat
        /// Canonical → control coordinates, and back.
        var toControl: Transform
        var fromControl: Transform

        /// The length thumb centres travel: the track minus one thumb.
        var usableLength: CGFloat { max(length - thumbSize, 0) }

        /// The canonical x of a thumb centre for a fraction 0...1 of the range.
        func along(forFraction f: Double) -> CGFloat { thumbSize / 2 + CGFloat(f) * usableLength }
    }

    /// The smallest touch target of a thumb, in points (Apple's guidance).
    public static let minimumTouchTarget: CGFloat = 44

    /// The room the value labels take: a line's height above a horizontal slider, the
    /// widest label's width beside a vertical one.
    var labelBandThickness: CGFloat {
        switch orientation {
        case .horizontal:
            return (textMeasurer.size(of: "0", font: drawnFont).height + 6).rounded(.up)
        case .vertical:
            let widths = [model.minimumValue, model.maximumValue].map {
                textMeasurer.size(of: valueFormatter($0), font: drawnFont).width
            }
            return (widths.max()! + 8).rounded(.up)
        }
    }

    /// The line below a horizontal track that tick labels take (0 without them).
    var tickLabelBandThickness: CGFloat {
        guard showsTickMarks, tickLabelFormatter != nil, orientation == .horizontal else { return 0 }
        return (textMeasurer.size(of: "0", font: drawnFont).height + 4).rounded(.up)
    }

    var geometry: Geometry {
        let band = showsValueLabels ? labelBandThickness : 0
        let b = bounds
        let rect: CGRect
        switch orientation {
        case .horizontal:
            let below = tickLabelBandThickness
            rect = CGRect(x: b.minX, y: b.minY + band, width: b.width, height: max(b.height - band - below, 0))
        case .vertical:
            let x = layoutDirection == .rightToLeft ? b.minX + band : b.minX
            rect = CGRect(x: x, y: b.minY, width: max(b.width - band, 0), height: b.height)
        }
        let axis = AxisLayout(rect: rect, orientation: orientation, direction: layoutDirection)
        let (length, thickness, toControl) = (axis.length, axis.thickness, axis.toControl)
        // Thumb images set their thumbs' size (travel and touch target), within the thickness.
        let images = RangeSliderModel.Thumb.allCases.compactMap { currentThumbImage(of: $0)?.size.width }
        let thumb = style == .classic ? thickness : min(max(28, images.max() ?? 0), thickness)
        return Geometry(
            sliderRect: rect, length: length, thickness: thickness, thumbSize: max(min(thumb, length), 0),
            toControl: toControl, fromControl: axis.fromControl)
    }

    /// The canonical rectangle of a thumb at `value`.
    func canonicalThumbRect(value: Double, in g: Geometry) -> CGRect {
        let x = g.along(forFraction: model.fraction(for: value))
        return CGRect(x: x - g.thumbSize / 2, y: (g.thickness - g.thumbSize) / 2, width: g.thumbSize, height: g.thumbSize)
    }

    /// The canonical touch target of a thumb: its rectangle grown to at least 44 × 44.
    func canonicalTouchTarget(value: Double, in g: Geometry) -> CGRect {
        let rect = canonicalThumbRect(value: value, in: g)
        let side = max(g.thumbSize, RangeSlider.minimumTouchTarget)
        return CGRect(center: rect.center, size: CGSize(width: side, height: side))
    }

    /// Whether `point` (control coordinates) is on either thumb's touch target, as drawn now.
    func thumbTargetsContain(_ point: CGPoint) -> Bool {
        let g = geometry
        guard g.length > 0, g.thickness > 0, point.isFinite else { return false }
        let p = g.fromControl.apply(to: point)
        let (lower, upper) = displayed
        return canonicalTouchTarget(value: lower, in: g).contains(p) || canonicalTouchTarget(value: upper, in: g).contains(p)
    }

    /// The rectangle of `thumb` in the control's coordinates, as drawn now.
    public func thumbRect(for thumb: RangeSliderModel.Thumb) -> CGRect {
        let g = geometry
        let (lower, upper) = displayed
        return g.toControl.apply(to: canonicalThumbRect(value: thumb == .lower ? lower : upper, in: g))
    }

    /// The centre of the lower thumb, in the control's coordinates.
    public var lowerThumbCenter: CGPoint { thumbRect(for: .lower).center }
    /// The centre of the upper thumb, in the control's coordinates.
    public var upperThumbCenter: CGPoint { thumbRect(for: .upper).center }

    /// The point in the control where `value` sits on the track (a thumb centre there).
    public func point(for value: Double) -> CGPoint {
        let g = geometry
        return g.toControl.apply(to: CGPoint(x: g.along(forFraction: model.fraction(for: value)), y: g.thickness / 2))
    }

    /// The value under a canonical x (unsnapped, clamped).
    func value(forAlong x: CGFloat, in g: Geometry) -> Double {
        guard g.usableLength > 0 else { return model.minimumValue }
        return model.value(atFraction: Double((x - g.thumbSize / 2) / g.usableLength))
    }

    /// A value label as laid out: its text and where it is drawn.
    public struct ValueLabel: Hashable, Sendable {
        /// The formatted value.
        public var text: String
        /// Where it is drawn, in the control's coordinates.
        public var rect: CGRect

        public func hash(into hasher: inout Hasher) {
            hasher.combine(text)
            hasher.combine(rect: rect)
        }
    }

    /// The two value labels (lower first) as drawn now, pushed apart when they would
    /// overlap and kept inside the bounds; empty when ``showsValueLabels`` is false.
    public var valueLabels: [ValueLabel] {
        guard showsValueLabels else { return [] }
        let (lower, upper) = displayed
        let texts = [valueFormatter(lower), valueFormatter(upper)]
        let centers = [lowerThumbCenter, upperThumbCenter]
        let band = labelBandThickness
        let lineHeight = (textMeasurer.size(of: "0", font: drawnFont).height + 6).rounded(.up)
        let gap: CGFloat = 4
        var rects: [CGRect] = []
        for (text, center) in zip(texts, centers) {
            let size = textMeasurer.size(of: text, font: drawnFont)
            let w = (size.width + 4).rounded(.up)
            switch orientation {
            case .horizontal:
                rects.append(CGRect(x: center.x - w / 2, y: bounds.minY, width: w, height: band))
            case .vertical:
                let x = layoutDirection == .rightToLeft ? bounds.minX : bounds.maxX - band
                rects.append(CGRect(x: x, y: center.y - lineHeight / 2, width: band, height: lineHeight))
            }
        }
        // Work along the axis: a = the label nearer the axis start.
        let horizontal = orientation == .horizontal
        func start(_ r: CGRect) -> CGFloat { horizontal ? r.minX : r.minY }
        func size(_ r: CGRect) -> CGFloat { horizontal ? r.width : r.height }
        func moved(_ r: CGRect, to s: CGFloat) -> CGRect {
            horizontal
                ? CGRect(x: s, y: r.minY, width: r.width, height: r.height) : CGRect(x: r.minX, y: s, width: r.width, height: r.height)
        }
        let (first, second) = start(rects[0]) <= start(rects[1]) ? (0, 1) : (1, 0)
        var a = rects[first], b = rects[second]
        let overlap = start(a) + size(a) + gap - start(b)
        if overlap > 0 {
            a = moved(a, to: start(a) - overlap / 2)
            b = moved(b, to: start(b) + overlap / 2)
        }
        // Keep both inside the bounds, shifting the pair together.
        let lo = horizontal ? bounds.minX : bounds.minY, hi = horizontal ? bounds.maxX : bounds.maxY
        if start(a) < lo {
            let d = lo - start(a)
            a = moved(a, to: start(a) + d)
            b = moved(b, to: max(start(b), start(a) + size(a) + gap))
        }
        if start(b) + size(b) > hi {
            let d = start(b) + size(b) - hi
            b = moved(b, to: start(b) - d)
            a = moved(a, to: min(start(a), start(b) - gap - size(a)))
        }
        rects[first] = a
        rects[second] = b
        return [ValueLabel(text: texts[0], rect: rects[0]), ValueLabel(text: texts[1], rect: rects[1])]
    }
}
