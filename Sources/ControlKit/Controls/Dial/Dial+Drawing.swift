import Foundation

/// Drawing: the background clipped to the face, the rim, ticks, labels (thinned so their
/// number never depends on the number of items) and the marker.
extension Dial {
    func drawDial(in canvas: DrawingCanvas) {
        let r = faceRadius
        guard r > 1 else { return }
        let c = faceCenter
        let face = CGRect(origin: c, size: .zero).insetBy(dx: -r, dy: -r)
        let circle = DrawingPath(ellipseIn: face)
        canvas.withSavedState {
            if !isEnabled { canvas.setAlpha(0.45) }
            drawFace(in: canvas, face: face, circle: circle)
            if model.numberOfItems > 0 {
                drawTicks(in: canvas, center: c, radius: r)
                drawLabels(in: canvas)
            }
            drawMarker(in: canvas, center: c, radius: r)
        }
        if isFocusVisible {
            let ring = face.insetBy(dx: -3, dy: -3)
            canvas.stroke(DrawingPath(ellipseIn: ring), with: .color(tintColor.withAlpha(0.6)), lineWidth: 3)
        }
    }

    /// The background clipped to the face and the rim: the same picture every frame, kept
    /// by backends that can (a large circle is the costliest thing a rasterizer draws
    /// here). A background drawn by a closure cannot be a key and is drawn each time.
    private func drawFace(in canvas: DrawingCanvas, face: CGRect, circle: DrawingPath) {
        func draw(_ canvas: DrawingCanvas) {
            canvas.withSavedState {
                canvas.clip(to: circle)
                drawBackground(in: canvas, face: face)
            }
            canvas.stroke(circle.insetPath(by: 0.5, in: face), with: .color(DrawingColor.separator), lineWidth: 1)
        }
        let content: FaceKey.Content
        switch background {
        case .color(let color): content = .color(color)
        case .gradient(let gradient): content = .gradient(gradient)
        case .image(let image): content = .image(image)
        case .drawing: return draw(canvas)
        }
        let key = FaceKey(content: content, size: face.size, rim: DrawingColor.separator)
        canvas.drawPicture(key, bounds: face.insetBy(dx: -1, dy: -1), draw)
    }

    private struct FaceKey: Hashable {
        enum Content: Hashable {
            case color(DrawingColor)
            case gradient(DrawingGradient)
            case image(DrawingImage)
        }
        var content: Content
        var size: CGSize
        var rim: DrawingColor

        func hash(into hasher: inout Hasher) {
            hasher.combine(content)
            hasher.combine(size: size)
            hasher.combine(rim)
        }
    }

    private func drawBackground(in canvas: DrawingCanvas, face: CGRect) {
        switch background {
        case .color(let color): canvas.fill(face, with: .color(color))
        case .gradient(let gradient):
            canvas.fill(face, with: .radialGradient(gradient, center: CGPoint(x: face.midX, y: face.midY), radius: face.width / 2))
        case .image(let image): canvas.drawImage(displayed(image), in: face)
        case .drawing(let draw): draw(canvas, face)
        }
    }

    /// Ticks as thin quadrilaterals in one fill (cheaper for a rasterizer than stroking
    /// many tiny segments).
    private func drawTicks(in canvas: DrawingCanvas, center c: CGPoint, radius r: CGFloat) {
        let stride = drawnTickStride
        let outer = r - 3, length = tickLength, half: CGFloat = 0.75
        let count = markedItemCount(every: stride, unthinned: 1)
        var path = DrawingPath()
        path.reserveCapacity(5 * count)
        for mark in 0..<count {
            let i = mark * stride
            let a = CGFloat(model.angle(ofItem: i))
            let inner = outer - (i % labelInterval == 0 ? length : length * 0.55)
            let (s, co) = (sin(a), cos(a))
            // Along the radius (s, −co); across it (co, s).
            path.move(to: CGPoint(x: c.x + inner * s - half * co, y: c.y - inner * co - half * s))
            path.addLine(to: CGPoint(x: c.x + outer * s - half * co, y: c.y - outer * co - half * s))
            path.addLine(to: CGPoint(x: c.x + outer * s + half * co, y: c.y - outer * co + half * s))
            path.addLine(to: CGPoint(x: c.x + inner * s + half * co, y: c.y - inner * co + half * s))
            path.closeSubpath()
        }
        canvas.fill(path, with: .color(tickColor))
    }

    private func drawLabels(in canvas: DrawingCanvas) {
        let stride = drawnLabelStride
        let selected = model.selectedIndex
        let font = drawnFont
        let box = CGSize(width: CGFloat(font.size) * 3, height: CGFloat(font.size) * 1.4)
        // The centre and radius once a frame: where labelCenter(forItem:) puts each label.
        let c = faceCenter, r = labelRadius
        for mark in 0..<markedItemCount(every: stride, unthinned: labelInterval) {
            let i = mark * stride
            let color = i == selected ? tintColor : textColor
            let run = TextRun(title(forItem: i), font: font, color: color, alignment: .center)
            let angle = CGFloat(model.angle(ofItem: i))
            let center = CGPoint(x: c.x + r * sin(angle), y: c.y - r * cos(angle))
            switch labelOrientation {
            case .upright:
                canvas.drawText(run, in: CGRect(center: center, size: box))
            case .radial:
                canvas.withSavedState {
                    canvas.translate(x: center.x, y: center.y)
                    canvas.rotate(by: angle)
                    canvas.drawText(run, in: CGRect(center: .zero, size: box))
                }
            }
        }
    }

    /// A small triangle at 12 o'clock pointing at the selected item.
    private func drawMarker(in canvas: DrawingCanvas, center c: CGPoint, radius r: CGFloat) {
        let w = max(min(r * 0.09, 10), 4)
        var marker = DrawingPath()
        marker.move(to: CGPoint(x: c.x - w, y: c.y - r - 1))
        marker.addLine(to: CGPoint(x: c.x + w, y: c.y - r - 1))
        marker.addLine(to: CGPoint(x: c.x, y: c.y - r + w * 1.4))
        marker.closeSubpath()
        canvas.fill(marker, with: .color(tintColor))
    }
}

extension DrawingPath {
    /// The ellipse inscribed in `rect` inset by `d` (so a 1 pt stroke sits inside).
    fileprivate func insetPath(by d: CGFloat, in rect: CGRect) -> DrawingPath { DrawingPath(ellipseIn: rect.insetBy(dx: d, dy: d)) }
}
