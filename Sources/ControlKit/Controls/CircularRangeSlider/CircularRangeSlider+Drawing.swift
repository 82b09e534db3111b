import Foundation

/// Drawing: the iOS sleep schedule's look. The track ring, the face (ticks, labels, centre
/// text), the arc with round ends in the tint colour, and the thumbs (the one held on top),
/// each a disc with an optional icon. Nothing mirrors in right-to-left layouts.
extension CircularRangeSlider {
    func drawCircularSlider(in canvas: DrawingCanvas) {
        let c = faceCenter, r = trackRadius, width = ringWidth
        guard faceRadius > 1, width > 0 else { return }
        let (start, duration) = displayed
        let startAngle = model.angle(for: start)
        let sweep = model.turnFraction(forDuration: duration) * 2 * .pi
        let dimmed = !isEnabled
        drawRingAndFace(in: canvas, center: c, radius: r, width: width, dimmed: dimmed)
        if let formatter = durationFormatter {
            canvas.withSavedState {
                if dimmed { canvas.setAlpha(0.45) }
                drawCenterText(formatter(duration), in: canvas)
            }
        }
        if isFocusVisible && keyboardPart == .range {
            // A halo around the arc: the range is what the keys move.
            let halo = arcShape(from: startAngle, sweep: sweep, width: width + 6)
            canvas.fill(halo.path, with: .color(focusColor), rule: halo.rule)
        }
        let arc = arcShape(from: startAngle, sweep: sweep, width: thumbDiameter)
        canvas.fill(arc.path, with: .color(tintColor(for: state)), rule: arc.rule)
        for thumb in drawingOrder {
            drawThumb(thumb, in: canvas, dimmed: dimmed)
        }
        if isFocusVisible {
            switch keyboardPart {
            case .start, .end:
                let thumb: Thumb = keyboardPart == .start ? .start : .end
                let ring = thumbRect(for: thumb).insetBy(dx: -3, dy: -3)
                canvas.stroke(DrawingPath(ellipseIn: ring), with: .color(focusColor), lineWidth: 2)
            case .range: break
            }
        }
    }

    /// The focus ring's colour, as every control's.
    private var focusColor: DrawingColor { DrawingColor.systemBlue.withAlpha(0.6) }

    /// The arc from `startAngle` clockwise by `sweep` along the track's centre line, `width`
    /// wide with round ends, as a shape to fill (filling its outline costs cairo under half of
    /// stroking the centre line that wide); a ring for a full turn, nothing for an empty
    /// range (the thumbs cover the spot).
    func arcShape(from startAngle: Double, sweep: Double, width: CGFloat) -> (path: DrawingPath, rule: FillRule) {
        var path = DrawingPath()
        let c = faceCenter, r = trackRadius, half = width / 2
        guard sweep > 0, r > 0, half > 0 else { return (path, .nonZero) }
        if sweep >= 2 * .pi {
            // Filled even-odd: the ring between the two circles.
            path.addEllipse(in: CGRect(center: c, size: CGSize(width: 2 * (r + half), height: 2 * (r + half))))
            if r > half { path.addEllipse(in: CGRect(center: c, size: CGSize(width: 2 * (r - half), height: 2 * (r - half)))) }
            return (path, .evenOdd)
        }
        // DrawingPath's angles start at 3 o'clock; ours at 12.
        let a0 = CGFloat(startAngle - .pi / 2), a1 = a0 + CGFloat(sweep)
        let endCap = CGPoint(x: c.x + r * cos(a1), y: c.y + r * sin(a1))
        let startCap = CGPoint(x: c.x + r * cos(a0), y: c.y + r * sin(a0))
        path.addSteadyArc(center: c, radius: r + half, from: a0, to: a1)  // the outer edge
        path.addArc(center: endCap, radius: half, startAngle: a1, endAngle: a1 + .pi, clockwise: true)  // round end, forward
        path.addSteadyArc(center: c, radius: max(r - half, 0), from: a1, to: a0)  // the inner edge back
        path.addArc(center: startCap, radius: half, startAngle: a0 + .pi, endAngle: a0 + 2 * .pi, clockwise: true)  // round start
        path.closeSubpath()
        return (path, .nonZero)  // near a full turn the round ends overlap, and stay filled
    }

    /// The order thumbs are drawn in: the one held last, on top; else the end over the start.
    private var drawingOrder: [Thumb] {
        highlightedThumbs == [.start] ? [.end, .start] : [.start, .end]
    }

    /// A white disc with iOS's soft shadows (``SystemThumb``) and the thumb's icon centred
    /// on it; a template icon takes the arc's colour.
    private func drawThumb(_ thumb: Thumb, in canvas: DrawingCanvas, dimmed: Bool) {
        let rect = thumbRect(for: thumb)
        guard rect.width > 0 else { return }
        let fill = thumbTintColor(of: thumb)
        if fill.alpha > 0 {
            SystemThumb.draw(DrawingPath(ellipseIn: rect), fill: fill, highlighted: highlightedThumbs.contains(thumb), in: canvas)
        }
        guard let image = currentThumbImage(of: thumb) else { return }
        let icon = image.renderingMode == .template && image.tintColor == nil ? image.withTintColor(tintColor(for: state)) : image
        canvas.withSavedState {
            if dimmed { canvas.setAlpha(0.45) }
            canvas.drawImage(icon, in: CGRect(center: rect.center, size: image.size))
        }
    }

    /// The track ring, the ticks and the labels: the same picture every frame while the
    /// values move, kept by backends that can (the ring is the largest stroke drawn here,
    /// the labels a text layout each).
    private func drawRingAndFace(in canvas: DrawingCanvas, center c: CGPoint, radius r: CGFloat, width: CGFloat, dimmed: Bool) {
        let labels = faceLabels
        let track = maximumTrackTintColor(for: state)
        let key = FaceKey(
            size: bounds.size, trackWidth: width, track: track, ticks: tickColor, text: textColor, font: drawnFont,
            tickMarkCount: tickMarkCount, labelInterval: labelInterval, labels: labels.map(\.text), dimmed: dimmed)
        let area = CGRect(center: c, size: CGSize(width: 2 * faceRadius + 2, height: 2 * faceRadius + 2))
        canvas.drawPicture(key, bounds: area) { canvas in
            let ring = DrawingPath(ellipseIn: CGRect(center: c, size: CGSize(width: 2 * r, height: 2 * r)))
            canvas.stroke(ring, with: .color(track), lineWidth: width)
            canvas.withSavedState {
                if dimmed { canvas.setAlpha(0.45) }
                drawTicks(in: canvas, center: c)
                for label in labels {
                    canvas.drawText(TextRun(label.text, font: drawnFont, color: textColor, alignment: .center), in: label.rect)
                }
            }
        }
    }

    /// Everything the ring and face picture is drawn from.
    private struct FaceKey: Hashable {
        var size: CGSize
        var trackWidth: CGFloat
        var track: DrawingColor, ticks: DrawingColor, text: DrawingColor
        var font: DrawingFont
        var tickMarkCount: Int, labelInterval: Int
        var labels: [String]
        var dimmed: Bool

        func hash(into hasher: inout Hasher) {
            hasher.combine(size: size)
            hasher.combine(trackWidth)
            hasher.combine(track)
            hasher.combine(ticks)
            hasher.combine(text)
            hasher.combine(font)
            hasher.combine(tickMarkCount)
            hasher.combine(labelInterval)
            hasher.combine(labels)
            hasher.combine(dimmed)
        }
    }

    /// The face's ticks, thinned to at most about a hundred, in one fill.
    private func drawTicks(in canvas: DrawingCanvas, center c: CGPoint) {
        guard tickMarkCount > 0, tickOuterRadius > tickLength else { return }
        let stride = drawnTickStride
        var ticks = DrawingPath()
        for mark in 0..<CircleGeometry.markCount(of: tickMarkCount, every: stride, unthinned: 1) {
            let i = mark * stride
            let labelled = i % labelInterval == 0
            let length = labelled ? tickLength : tickLength * 0.55
            CircleGeometry.addTick(
                to: &ticks, around: c, angle: tickAngle(i), inner: tickOuterRadius - length, outer: tickOuterRadius,
                halfWidth: labelled ? 0.75 : 0.5)
        }
        canvas.fill(ticks, with: .color(tickColor))
    }

    /// The face's labels as drawn: their texts and boxes, thinned where they would crowd.
    var faceLabels: [(text: String, rect: CGRect)] {
        guard tickMarkCount > 0, let formatter = tickLabelFormatter, labelRadius > 0 else { return [] }
        let stride = drawnLabelStride
        let size = CGFloat(drawnFont.size)
        let box = CGSize(width: size * 4, height: size * 1.4)
        return (0..<CircleGeometry.markCount(of: tickMarkCount, every: stride, unthinned: labelInterval)).map { mark in
            let i = mark * stride
            let center = CircleGeometry.point(atAngle: tickAngle(i), radius: labelRadius, around: faceCenter)
            return (formatter(tickValue(i)), CGRect(center: center, size: box))
        }
    }

    /// The duration in the centre, as large as fits inside the labels.
    private func drawCenterText(_ text: String, in canvas: DrawingCanvas) {
        let font = centerFont(for: text)
        let width = max(centerTextWidth, CGFloat(font.size) * 4)
        canvas.drawText(
            TextRun(text, font: font, color: textColor, alignment: .center),
            in: CGRect(center: faceCenter, size: CGSize(width: width, height: CGFloat(font.size) * 1.4)))
    }
}

extension DrawingPath {
    /// A circular arc from angle `a` to `b` (radians from 3 o'clock, clockwise when `b > a`)
    /// made of pieces that break at fixed angles, every 1/64 of a turn: the edge between two
    /// angles is the same curves whatever the arc's ends, so moving one end leaves the rest
    /// of the arc's pixels as they were (a redraw of only the part around the end matches
    /// a whole one), and each piece is short enough to be a circle to the pixel.
    fileprivate mutating func addSteadyArc(center: CGPoint, radius: CGFloat, from a: CGFloat, to b: CGFloat) {
        guard a.isFinite, b.isFinite, abs(b - a) <= 4 * .pi else { return }
        let piece = CGFloat.pi / 32
        let forward = b >= a, direction: CGFloat = forward ? 1 : -1
        // The first fixed angle strictly past `a`, counted in pieces.
        var k = forward ? (a / piece).rounded(.down) : (a / piece).rounded(.up)
        while (k * piece - a) * direction <= 0 { k += direction }
        var angle = a
        while (b - angle) * direction > 0 {
            let next = forward ? min(k * piece, b) : max(k * piece, b)
            addArc(center: center, radius: radius, startAngle: angle, endAngle: next, clockwise: forward)
            angle = next
            k += direction
        }
    }
}
