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
        canvas.withSavedState {
            if dimmed { canvas.setAlpha(0.45) }
            drawFace(in: canvas)
        }
        // The track ring: the same picture every frame.
        let ring = DrawingPath(ellipseIn: CGRect(center: c, size: CGSize(width: 2 * r, height: 2 * r)))
        canvas.stroke(ring, with: .color(maximumTrackTintColor(for: state)), lineWidth: width)
        if isFocusVisible && keyboardPart == .range {
            // A halo around the arc: the range is what the keys move.
            canvas.stroke(arcPath(from: startAngle, sweep: sweep), with: .color(focusColor), style: arcStyle(width: width + 6))
        }
        canvas.stroke(arcPath(from: startAngle, sweep: sweep), with: .color(tintColor(for: state)), style: arcStyle(width: thumbDiameter))
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

    /// The arc from `startAngle` clockwise by `sweep` on the track's centre line; a whole
    /// circle for a full turn, nothing for an empty range (the thumbs cover the spot).
    private func arcPath(from startAngle: Double, sweep: Double) -> DrawingPath {
        var path = DrawingPath()
        guard sweep > 0 else { return path }
        // DrawingPath's arcs start at 3 o'clock; ours at 12.
        let from = CGFloat(startAngle - .pi / 2)
        if sweep >= 2 * .pi {
            path.addEllipse(in: CGRect(center: faceCenter, size: CGSize(width: 2 * trackRadius, height: 2 * trackRadius)))
        } else {
            path.addArc(center: faceCenter, radius: trackRadius, startAngle: from, endAngle: from + CGFloat(sweep), clockwise: true)
        }
        return path
    }

    private func arcStyle(width: CGFloat) -> DrawingStrokeStyle { DrawingStrokeStyle(lineWidth: width, lineCap: .round) }

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

    /// The ticks, the labels and the centre text (the face inside the ring).
    private func drawFace(in canvas: DrawingCanvas) {
        let c = faceCenter
        if tickMarkCount > 0, tickOuterRadius > tickLength {
            let stride = drawnTickStride
            var ticks = DrawingPath()
            for mark in 0..<CircleGeometry.markCount(of: tickMarkCount, every: stride, unthinned: 1) {
                let i = mark * stride
                let length = i % labelInterval == 0 ? tickLength : tickLength * 0.55
                CircleGeometry.addTick(
                    to: &ticks, around: c, angle: tickAngle(i), inner: tickOuterRadius - length, outer: tickOuterRadius,
                    halfWidth: i % labelInterval == 0 ? 0.75 : 0.5)
            }
            canvas.fill(ticks, with: .color(tickColor))
        }
        if tickMarkCount > 0, let formatter = tickLabelFormatter, labelRadius > 0 {
            let stride = drawnLabelStride
            let size = CGFloat(drawnFont.size)
            let box = CGSize(width: size * 4, height: size * 1.4)
            for mark in 0..<CircleGeometry.markCount(of: tickMarkCount, every: stride, unthinned: labelInterval) {
                let i = mark * stride
                let center = CircleGeometry.point(atAngle: tickAngle(i), radius: labelRadius, around: c)
                let run = TextRun(formatter(tickValue(i)), font: drawnFont, color: textColor, alignment: .center)
                canvas.drawText(run, in: CGRect(center: center, size: box))
            }
        }
        if let formatter = durationFormatter {
            let text = formatter(displayed.1)
            let font = centerFont(for: text)
            let width = max(centerTextWidth, CGFloat(font.size) * 4)
            canvas.drawText(
                TextRun(text, font: font, color: textColor, alignment: .center),
                in: CGRect(center: c, size: CGSize(width: width, height: CGFloat(font.size) * 1.4)))
        }
    }
}
