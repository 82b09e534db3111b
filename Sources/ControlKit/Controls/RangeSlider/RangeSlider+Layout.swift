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
        var axis: AxisLayout
        var toControl: Transform { axis.toControl }
        var fromControl: Transform { axis.fromControl }

        /// The length thumb centres travel: the track minus one thumb.
        var usableLength: CGFloat { max(length - thumbSize, 0) }

        /// The canonical x of a thumb centre for a fraction 0...1 of the range.
        func along(forFraction f: Double) -> CGFloat { thumbSize / 2 + CGFloat(f) * usableLength }

        /// What the slider family's engine tracks with (``ThumbTrackControl``).
        var travel: ThumbTravel {
            ThumbTravel(axis: axis, start: thumbSize / 2, end: thumbSize / 2 + usableLength, trackBand: 0...max(thickness, 0))
        }
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

    /// The room tick labels take (0 without them): a line below a horizontal track, the
    /// widest label's width beside a vertical one (on the side away from the value labels).
    var tickLabelBandThickness: CGFloat {
        guard showsTickMarks, let formatter = tickLabelFormatter else { return 0 }
        switch orientation {
        case .horizontal:
            return (textMeasurer.size(of: "0", font: drawnFont).height + 4).rounded(.up)
        case .vertical:
            let key = TickLabelWidthKey(grid: model.grid, font: drawnFont)
            if let cached = tickLabelWidth, cached.key == key { return cached.width }
            let widest = tickValues.map { textMeasurer.size(of: formatter($0), font: drawnFont).width }.max() ?? 0
            let width = widest > 0 ? (widest + 8).rounded(.up) : 0
            tickLabelWidth = (key, width)
            return width
        }
    }

    /// What the widest vertical tick label was measured for (the formatter's own changes
    /// clear the cache).
    struct TickLabelWidthKey: Equatable {
        var grid: ValueGrid
        var font: DrawingFont
    }

    var geometry: Geometry {
        let band = showsValueLabels ? labelBandThickness : 0
        let ticks = tickLabelBandThickness
        let b = bounds
        let rect: CGRect
        switch orientation {
        case .horizontal:
            rect = CGRect(x: b.minX, y: b.minY + band, width: b.width, height: max(b.height - band - ticks, 0))
        case .vertical:
            // Value labels on the trailing side, tick labels on the leading side.
            let x = layoutDirection == .rightToLeft ? b.minX + band : b.minX + ticks
            rect = CGRect(x: x, y: b.minY, width: max(b.width - band - ticks, 0), height: b.height)
        }
        let axis = AxisLayout(rect: rect, orientation: orientation, direction: layoutDirection)
        // Thumb images set the thumbs' size (travel and touch target), within the thickness.
        var widest: CGFloat = 0
        if thumbImagesAreSet {
            for i in 0..<numberOfThumbs { widest = max(widest, currentThumbImage(ofThumbAt: i)?.size.width ?? 0) }
        }
        let thumb = thumbSize.map { min($0, axis.thickness) } ?? (style == .classic ? axis.thickness : min(max(28, widest), axis.thickness))
        return Geometry(
            sliderRect: rect, length: axis.length, thickness: axis.thickness, thumbSize: max(min(thumb, axis.length), 0), axis: axis)
    }

    /// Where the thumbs travel now; nil when the slider has no room (``ThumbTrackControl``).
    var thumbTravel: ThumbTravel? {
        let g = geometry
        return g.length > 0 && g.thickness > 0 ? g.travel : nil
    }

    /// The canonical rectangle of a thumb at `value`.
    func canonicalThumbRect(value: Double, in g: Geometry) -> CGRect {
        canonicalThumbRect(forThumbAt: 0, value: value, in: g.travel)
    }

    /// The canonical rectangle of the thumb at `index` drawn at `value`: every thumb has the
    /// same size (the track's thickness, or the largest thumb image's), and its travel
    /// starts half a thumb in (``Geometry/travel``), centred across the track.
    func canonicalThumbRect(forThumbAt index: Int, value: Double, in travel: ThumbTravel) -> CGRect {
        let size = travel.start * 2
        let x = travel.along(forFraction: model.fraction(for: value))
        let thickness = travel.trackBand.upperBound
        return CGRect(x: x - size / 2, y: (thickness - size) / 2, width: size, height: size)
    }

    /// The rectangle of the thumb at `index` in the control's coordinates, as drawn now.
    public func thumbRect(forThumbAt index: Int) -> CGRect {
        let g = geometry
        return g.toControl.apply(to: canonicalThumbRect(value: displayedValue(ofThumbAt: index), in: g))
    }

    /// Every thumb's rectangle in the control's coordinates, as drawn now, in thumb order
    /// (laid out once for all: what a host that draws the thumbs itself reads each frame).
    public var thumbRects: [CGRect] {
        let g = geometry
        return (0..<numberOfThumbs).map { g.toControl.apply(to: canonicalThumbRect(value: displayedValue(ofThumbAt: $0), in: g)) }
    }

    /// The centre of each tick mark on the track, in the control's coordinates; empty
    /// without ``showsTickMarks``.
    public var tickMarkCenters: [CGPoint] {
        guard showsTickMarks else { return [] }
        let g = geometry
        return tickValues.map { g.toControl.apply(to: CGPoint(x: g.along(forFraction: model.fraction(for: $0)), y: g.thickness / 2)) }
    }

    /// The rectangle of the first or last thumb in the control's coordinates, as drawn now.
    public func thumbRect(for thumb: RangeSliderModel.Thumb) -> CGRect {
        thumbRect(forThumbAt: thumb.index(among: numberOfThumbs))
    }

    /// The centre of the thumb at `index`, in the control's coordinates, as drawn now.
    public func thumbCenter(ofThumbAt index: Int) -> CGPoint { thumbRect(forThumbAt: index).center }

    /// The centre of the first thumb, in the control's coordinates.
    public var lowerThumbCenter: CGPoint { thumbRect(for: .lower).center }
    /// The centre of the last thumb, in the control's coordinates.
    public var upperThumbCenter: CGPoint { thumbRect(for: .upper).center }

    /// The point in the control where `value` sits on the track (a thumb centre there).
    public func point(for value: Double) -> CGPoint {
        let g = geometry
        return g.toControl.apply(to: CGPoint(x: g.along(forFraction: model.fraction(for: value)), y: g.thickness / 2))
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

    /// The value labels, one per thumb in thumb order, as drawn now: labels that would
    /// overlap are pushed apart (a run of them spread evenly about where they belong) and
    /// all are kept inside the bounds; empty when ``showsValueLabels`` is false.
    public var valueLabels: [ValueLabel] {
        guard showsValueLabels else { return [] }
        let shown = displayedValues
        let texts = shown.map(valueFormatter)
        let band = labelBandThickness
        let lineHeight = (textMeasurer.size(of: "0", font: drawnFont).height + 6).rounded(.up)
        let horizontal = orientation == .horizontal
        let g = geometry
        // Each label as a segment along the axis (start, size) and its rect across.
        var starts: [CGFloat] = [], sizes: [CGFloat] = []
        var rects: [CGRect] = []
        for (text, value) in zip(texts, shown) {
            let center = g.toControl.apply(to: canonicalThumbRect(value: value, in: g).center)
            switch orientation {
            case .horizontal:
                let w = (textMeasurer.size(of: text, font: drawnFont).width + 4).rounded(.up)
                rects.append(CGRect(x: center.x - w / 2, y: bounds.minY, width: w, height: band))
            case .vertical:
                let x = layoutDirection == .rightToLeft ? bounds.minX : bounds.maxX - band
                rects.append(CGRect(x: x, y: center.y - lineHeight / 2, width: band, height: lineHeight))
            }
            starts.append(horizontal ? rects[rects.count - 1].minX : rects[rects.count - 1].minY)
            sizes.append(horizontal ? rects[rects.count - 1].width : rects[rects.count - 1].height)
        }
        let lo = horizontal ? bounds.minX : bounds.minY, hi = horizontal ? bounds.maxX : bounds.maxY
        let placed = RangeSlider.spread(starts: starts, sizes: sizes, gap: 4, within: lo...hi)
        return rects.indices.map { i in
            let r = rects[i]
            let rect =
                horizontal
                ? CGRect(x: placed[i], y: r.minY, width: r.width, height: r.height)
                : CGRect(x: r.minX, y: placed[i], width: r.width, height: r.height)
            return ValueLabel(text: texts[i], rect: rect)
        }
    }

    /// Places segments (`starts`, `sizes`) along a line, in the order of their centres, so
    /// that none overlap with less than `gap` between them: a run of overlapping ones is packed and centred where its
    /// members belong on average (two that overlap each move half the overlap), then the
    /// whole set is pushed inside `limits` without new overlaps where there is room.
    /// Returns the new starts, in the same order.
    nonisolated static func spread(starts: [CGFloat], sizes: [CGFloat], gap: CGFloat, within limits: ClosedRange<CGFloat>) -> [CGFloat] {
        let order = starts.indices.sorted { (starts[$0] + sizes[$0] / 2, $0) < (starts[$1] + sizes[$1] / 2, $1) }  // by centre
        // Runs of packed segments: first member's position in `order`, count, and start.
        var runs: [(first: Int, count: Int, start: CGFloat)] = []
        func offsets(_ run: (first: Int, count: Int, start: CGFloat)) -> [CGFloat] {
            var offset: CGFloat = 0
            return (run.first..<run.first + run.count).map { k in
                defer { offset += sizes[order[k]] + gap }
                return offset
            }
        }
        func centred(first: Int, count: Int) -> CGFloat {
            let run = (first: first, count: count, start: CGFloat(0))
            let o = offsets(run)
            let wanted = (0..<count).map { starts[order[first + $0]] - o[$0] }
            return wanted.reduce(0, +) / CGFloat(count)
        }
        func end(_ run: (first: Int, count: Int, start: CGFloat)) -> CGFloat {
            run.start + offsets(run).last! + sizes[order[run.first + run.count - 1]]
        }
        for k in order.indices {
            runs.append((k, 1, starts[order[k]]))
            // Merge with the run before while they overlap.
            while runs.count > 1, end(runs[runs.count - 2]) + gap > runs[runs.count - 1].start {
                let last = runs.removeLast(), previous = runs.removeLast()
                let count = previous.count + last.count
                runs.append((previous.first, count, centred(first: previous.first, count: count)))
            }
        }
        var placed = [CGFloat](repeating: 0, count: starts.count)
        for run in runs {
            for (k, offset) in zip(run.first..<run.first + run.count, offsets(run)) { placed[order[k]] = run.start + offset }
        }
        // Inside the limits: forward from the low end, then back from the high end.
        var low = limits.lowerBound
        for i in order {
            placed[i] = max(placed[i], low)
            low = placed[i] + sizes[i] + gap
        }
        var high = limits.upperBound
        for i in order.reversed() {
            placed[i] = min(placed[i], high - sizes[i])
            high = placed[i] - gap
        }
        return placed
    }
}
