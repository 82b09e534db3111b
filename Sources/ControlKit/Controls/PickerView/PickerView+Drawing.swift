import Foundation

/// Drawing: each visible row on the cylinder (angle from its distance to the centre,
/// vertical compression, a little perspective, dimmed toward 90°), and the selection band
/// with magnified, darker rows.
extension PickerView {
    /// How much the centre band magnifies its rows.
    static let bandMagnification: CGFloat = 1.08

    /// The steps a row's drawn squash is rounded to (see `drawRows`).
    static let squashSteps: CGFloat = 128

    private struct BandKey: Hashable {
        var size: CGSize
        func hash(into hasher: inout Hasher) { hasher.combine(size: size) }
    }

    func drawWheels(in canvas: DrawingCanvas) {
        guard bounds.width > 0, bounds.height > 0, numberOfComponents > 0 else { return }
        let rects = componentRects
        drawnComponentRects = rects
        let bandHeight = (0..<numberOfComponents).map { rowHeight(forComponent: $0) }.max() ?? PickerView.defaultRowHeight
        let band = CGRect(x: bounds.minX + 8, y: bounds.midY - bandHeight / 2, width: max(bounds.width - 16, 0), height: bandHeight)
        let drawing = invalidRect
        canvas.withSavedState {
            if !isEnabled { canvas.setAlpha(0.45) }
            if showsSelectionIndicator {
                // The same picture every frame, kept by backends that can (a wide
                // translucent rounded rectangle costs a rasterizer per pixel each time).
                canvas.drawPicture(BandKey(size: band.size), bounds: band) {
                    $0.fill(DrawingPath(roundedRect: band, cornerRadius: 8), with: .color(.tertiarySystemFill))
                }
            }
            // Only the columns in the part being drawn (a host that keeps its pixels
            // redraws just the column of a moving wheel).
            for c in rects.indices where !rects[c].intersection(drawing).isEmpty {
                drawColumn(c, in: rects[c], band: showsSelectionIndicator ? band : nil, canvas: canvas)
            }
        }
        if isFocusVisible, rects.indices.contains(keyboardComponent) {
            let r = rects[keyboardComponent].insetBy(dx: 2, dy: 2)
            canvas.stroke(DrawingPath(roundedRect: r, cornerRadius: 8), with: .color(tintColor.withAlpha(0.6)), lineWidth: 2)
        }
    }

    /// Draws one wheel clipped to its column, as UIKit clips a component (a title the
    /// column's edges would cut ends in "…", as a UILabel's tail; custom drawing is cut):
    /// with a selection band, the plain, dimmer rows outside it and the magnified, darker
    /// rows within it.
    private func drawColumn(_ c: Int, in rect: CGRect, band: CGRect?, canvas: DrawingCanvas) {
        guard let band else {
            return canvas.withSavedState {
                canvas.clip(to: DrawingPath(rect: rect))
                drawRows(of: c, in: rect, canvas: canvas, emphasis: 1, magnification: 1)
            }
        }
        let inside = rect.intersection(band)
        canvas.withSavedState {
            var outside = DrawingPath(rect: rect)
            if !inside.isEmpty { outside.addRect(inside) }
            canvas.clip(to: outside, rule: .evenOdd)
            drawRows(of: c, in: rect, canvas: canvas, emphasis: 0.75, magnification: 1, hidingTextWithin: band)
        }
        guard !inside.isEmpty else { return }
        canvas.withSavedState {
            canvas.clip(to: DrawingPath(rect: inside))
            drawRows(of: c, in: rect, canvas: canvas, emphasis: 1, magnification: PickerView.bandMagnification, onlyRowsMeeting: band)
        }
    }

    /// Draws the visible rows of `component`. The pass clipped to the band draws only the
    /// rows that reach into it (`onlyRowsMeeting`): the clip would hide the others, and
    /// text is most of a wheel's cost. A row counts as reaching a full row height above
    /// and below its centre (scaled), room for any glyph or custom drawing. The pass outside
    /// the band leaves out a title whose line lies wholly within `hidden` (the band, which
    /// the clip hides): at rest, each wheel's selected row.
    private func drawRows(
        of component: Int, in rect: CGRect, canvas: DrawingCanvas, emphasis: Double, magnification: CGFloat,
        onlyRowsMeeting meeting: CGRect? = nil, hidingTextWithin hidden: CGRect? = nil
    ) {
        guard rect.width > 0 else { return }
        let h = rowHeight(forComponent: component), r = wheelRadius
        let visible = wheels[component].model.visibleRows(radius: Double(r), rowHeight: Double(h))
        let box = CGRect(x: -rect.width / 2 + 4, y: -h / 2, width: max(rect.width - 8, 0), height: h)
        let delegate = delegate  // one weak load a frame, not three a row
        for row in visible {
            let a = CGFloat(row.angle)
            let compression = cos(a)
            guard compression > 0.02 else { continue }
            let y = bounds.midY + r * sin(a)
            let reach = h * compression * magnification
            if let meeting, y + reach < meeting.minY || y - reach > meeting.maxY { continue }
            // The drawn squash is rounded to 1/`squashSteps` (a 17 pt line's height moves by
            // at most 0.13 pt): a moving wheel then draws its titles at a bounded set of text
            // transforms, which text renderers keep glyphs for, instead of new ones every
            // frame. Kept for its measured effect: the whole process of a three-wheel drag
            // takes 13 % less CPU with it (docs/PERFORMANCE.md).
            let squash = compression.rounded(toSteps: PickerView.squashSteps)
            let perspective = 1 - 0.12 * (1 - squash)
            let dim = 1 - 0.55 * Double(abs(a) / (.pi / 2))  // 0.45 at 90°
            canvas.withSavedState {
                canvas.translate(x: rect.midX, y: y)
                canvas.scale(x: perspective * magnification, y: squash * magnification)
                canvas.setAlpha(dim * emphasis * (isEnabled ? 1 : 0.45))  // opacities replace: disabled multiplied in
                if delegate?.pickerView(self, drawRow: row.row, forComponent: component, in: canvas, rect: box) == true { return }
                var run =
                    delegate?.pickerView(self, attributedTitleForRow: row.row, forComponent: component)
                    ?? TextRun(
                        delegate?.pickerView(self, titleForRow: row.row, forComponent: component) ?? "?", font: font, color: textColor,
                        alignment: .center)
                // Cut to the column less its margins, at the scale it is drawn
                // (the band magnifies, as UIKit's centre labels are larger and truncate on
                // their own).
                run.maximumWidth = box.width / (perspective * magnification)
                if let hidden {
                    // The title's line (at least the row), squashed like the row.
                    let half = max(h, CGFloat(run.font.size) * 1.25) / 2 * compression * magnification
                    if y - half >= hidden.minY, y + half <= hidden.maxY { return }
                }
                canvas.drawText(run, in: box)
            }
        }
    }
}
