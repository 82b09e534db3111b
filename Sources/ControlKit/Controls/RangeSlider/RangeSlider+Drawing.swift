import Foundation

/// Drawing: the modern and the classic (article) styles, in canonical space.
extension RangeSlider {
    func drawSlider(in canvas: DrawingCanvas) {
        let g = geometry
        guard g.length > 0, g.thickness > 0 else { return }
        let (lower, upper) = displayed
        let lowerRect = canonicalThumbRect(value: lower, in: g)
        let upperRect = canonicalThumbRect(value: upper, in: g)
        let colors = (track: maximumTrackTintColor(for: state), range: tintColor(for: state))
        canvas.withSavedState {
            canvas.concatenate(g.toControl)
            switch style {
            case .modern:
                drawModernTrack(in: canvas, g, from: lowerRect.midX, to: upperRect.midX, colors.track, colors.range)
                drawTickMarks(in: canvas, g, height: 10)
                for thumb in drawingOrder where currentThumbImage(of: thumb) == nil {
                    let rect = thumb == .lower ? lowerRect : upperRect
                    drawModernThumb(in: canvas, rect, thumbTintColor(of: thumb), highlighted: highlightedThumbs.contains(thumb))
                }
            case .classic:
                drawClassicTrack(in: canvas, g, from: lowerRect.midX, to: upperRect.midX, colors.track, colors.range)
                drawTickMarks(in: canvas, g, height: g.thickness - 2 * g.thickness / 3.5)
                for thumb in RangeSliderModel.Thumb.allCases where currentThumbImage(of: thumb) == nil {
                    let rect = thumb == .lower ? lowerRect : upperRect
                    drawClassicThumb(in: canvas, rect, thumbTintColor(of: thumb), highlighted: highlightedThumbs.contains(thumb))
                }
            }
        }
        drawTickLabels(in: canvas, g)
        // Thumb images, upright in every orientation and direction, in the same order.
        for thumb in drawingOrder {
            drawThumbImage(of: thumb, in: canvas, at: g.toControl.apply(to: (thumb == .lower ? lowerRect : upperRect).center))
        }
        if isFocusVisible {
            // A focus ring around the thumb the keys move.
            // (Around the modern disc; just inside the classic thumb, which fills the height.)
            let outset: CGFloat = style == .modern ? -3 : 1
            let ring = (keyboardThumb == .lower ? lowerRect : upperRect).insetBy(dx: outset, dy: outset)
            canvas.withSavedState {
                canvas.concatenate(g.toControl)
                canvas.stroke(
                    DrawingPath(roundedRect: ring, cornerRadius: ring.height / 2 * CGFloat(curvaceousness)),
                    with: .color(DrawingColor.systemBlue.withAlpha(0.6)), lineWidth: 2)
            }
        }
        for label in valueLabels {
            canvas.drawText(TextRun(label.text, font: drawnFont, color: textColor, alignment: .center), in: label.rect)
        }
    }

    /// The part of the control a user change from the values `before` redraws: the moved
    /// thumbs' old and new places with all they draw around them (shadows, a focus ring, a
    /// thumb image) and the track between, across the whole control; everything while
    /// value labels are shown (they move with the thumbs and push each other apart) or an
    /// animated set is under way. A host that keeps its pixels draws only this part, as a
    /// careful programmer repaints only what a moved thumb uncovered and covers.
    func changedRect(from before: (Double, Double), in known: Geometry? = nil) -> CGRect {
        guard !showsValueLabels, glide.shown == nil else { return bounds }
        let g = known ?? geometry
        // (No arrays: this runs on every touch move.)
        var low = CGFloat.infinity, high = -CGFloat.infinity
        func include(_ value: Double) {
            let x = g.along(forFraction: model.fraction(for: value))
            low = min(low, x)
            high = max(high, x)
        }
        if before.0 != model.lowerValue { include(before.0); include(model.lowerValue) }
        if before.1 != model.upperValue { include(before.1); include(model.upperValue) }
        guard low <= high else { return .null }
        // What a thumb draws reaches 16 pt past it (the larger shadow), an image half its own size.
        var image: CGFloat = 0
        for thumb in RangeSliderModel.Thumb.allCases {
            if let size = currentThumbImage(of: thumb)?.size { image = max(image, size.width, size.height) }
        }
        let reach = max(g.thumbSize / 2 + 16, image / 2 + 2)
        let span = g.toControl.apply(to: CGRect(x: low - reach, y: 0, width: high - low + 2 * reach, height: g.thickness))
        return orientation == .horizontal
            ? CGRect(x: span.minX, y: bounds.minY, width: span.width, height: bounds.height)
            : CGRect(x: bounds.minX, y: span.minY, width: bounds.width, height: span.height)
    }

    /// The order thumbs are drawn in: the one being dragged last, on top.
    private var drawingOrder: [RangeSliderModel.Thumb] {
        isLowerThumbHighlighted && !isUpperThumbHighlighted ? [.upper, .lower] : [.lower, .upper]
    }

    /// Draws `thumb`'s image, if it has one, at its own size centred on `center` (control
    /// coordinates, so the image stays upright); template images take the thumb's tint.
    private func drawThumbImage(of thumb: RangeSliderModel.Thumb, in canvas: DrawingCanvas, at center: CGPoint) {
        guard let image = currentThumbImage(of: thumb) else { return }
        let drawn = image.renderingMode == .template && image.tintColor == nil ? image.withTintColor(thumbTintColor(of: thumb)) : image
        canvas.drawImage(drawn, in: CGRect(center: center, size: image.size))
    }

    /// Tick marks across the track at ``tickValues``: 2 pt bars, `height` tall, centred
    /// on the track, under the thumbs, at pixel-aligned positions.
    private func drawTickMarks(in canvas: DrawingCanvas, _ g: Geometry, height: CGFloat) {
        guard showsTickMarks, height > 0 else { return }
        let color = isEnabled ? DrawingColor.systemGray : DrawingColor.systemGray3
        for value in tickValues {
            let x = g.along(forFraction: model.fraction(for: value)).rounded()
            canvas.fill(CGRect(x: x - 1, y: (g.thickness - height) / 2, width: 2, height: height), with: .color(color))
        }
    }

    /// The tick labels, centred under their ticks in the line below the track; one that would
    /// overlap the label before it is left out.
    private func drawTickLabels(in canvas: DrawingCanvas, _ g: Geometry) {
        guard let formatter = tickLabelFormatter, tickLabelBandThickness > 0 else { return }
        let color = isEnabled ? textColor : textColor.withAlpha(textColor.alpha * 0.5)
        var last: CGRect?
        for value in tickValues {
            let text = formatter(value)
            let width = canvas.measureText(text, font: drawnFont).width
            let x = g.toControl.apply(to: CGPoint(x: g.along(forFraction: model.fraction(for: value)), y: 0)).x
            // Kept inside the bounds at the ends.
            let left = min(max(x - width / 2, bounds.minX), bounds.maxX - width)
            let rect = CGRect(x: left, y: g.sliderRect.maxY, width: width, height: tickLabelBandThickness)
            // Overlap either way: in right-to-left layouts the values run leftwards.
            if let last, rect.insetBy(dx: -2, dy: 0).intersects(last) { continue }
            canvas.drawText(TextRun(text, font: drawnFont, color: color, alignment: .center), in: rect)
            last = rect
        }
    }

    // MARK: Modern

    /// A 4 pt capsule track (radius scaled by curvaceousness), tinted between the thumbs.
    private func drawModernTrack(
        in canvas: DrawingCanvas, _ g: Geometry, from lowX: CGFloat, to highX: CGFloat, _ track: DrawingColor, _ range: DrawingColor
    ) {
        let height: CGFloat = 4
        let rect = CGRect(x: 0, y: (g.thickness - height) / 2, width: g.length, height: height)
        let radius = height / 2 * CGFloat(curvaceousness)
        canvas.fill(DrawingPath(roundedRect: rect, cornerRadius: radius), with: .color(track))
        guard highX > lowX else { return }
        canvas.fill(
            DrawingPath(roundedRect: CGRect(x: lowX, y: rect.minY, width: highX - lowX, height: height), cornerRadius: radius),
            with: .color(range)
        )
    }

    /// A white disc with iOS's two soft shadows; a little darker while dragged.
    private func drawModernThumb(in canvas: DrawingCanvas, _ rect: CGRect, _ color: DrawingColor, highlighted: Bool) {
        let radius = rect.height / 2 * CGFloat(curvaceousness)
        SystemThumb.draw(roundedRect: rect, cornerRadius: radius, fill: color, highlighted: highlighted, in: canvas)
    }

    // MARK: Classic (the article's Core Graphics drawing, step by step)

    private func drawClassicTrack(
        in canvas: DrawingCanvas, _ g: Geometry, from lowX: CGFloat, to highX: CGFloat, _ track: DrawingColor, _ range: DrawingColor
    ) {
        // The article insets the track by a 3.5th of the height on both sides.
        let inset = g.thickness / 3.5
        let rect = CGRect(x: 0, y: inset, width: g.length, height: max(g.thickness - 2 * inset, 0))
        let radius = rect.height * CGFloat(curvaceousness) / 2
        let outline = DrawingPath(roundedRect: rect, cornerRadius: radius)
        canvas.withSavedState {
            // 0. Clip to the rounded track.
            canvas.clip(to: outline)
            // 1. Fill the track.
            canvas.fill(rect, with: .color(track))
            // 2. Highlight the range between the thumbs.
            if highX > lowX {
                canvas.fill(CGRect(x: lowX, y: rect.minY, width: highX - lowX, height: rect.height), with: .color(range))
            }
            // 3. A translucent gloss over the lower half.
            let gloss = CGRect(x: rect.minX + radius / 2, y: rect.midY, width: rect.width - radius, height: rect.height / 2)
            canvas.fill(
                DrawingPath(roundedRect: gloss, cornerRadius: gloss.height * CGFloat(curvaceousness) / 2),
                with: .color(DrawingColor.white.withAlpha(0.4))
            )
            // 4. An inner shadow: the outline stroked with a shadow, inside the clip.
            canvas.setShadow(Shadow(offset: CGSize(width: 0, height: 2), blur: 3, color: DrawingColor(white: 0.5)))
            canvas.stroke(outline, with: .color(DrawingColor(white: 0.5)), lineWidth: 1)
        }
        // 5. A thin outline.
        canvas.stroke(outline, with: .color(DrawingColor.black.withAlpha(0.5)), lineWidth: 0.5)
    }

    /// The same picture at every position: kept by backends that can (see
    /// ``DrawingCanvas/drawPicture(_:bounds:_:)``), one per sub-pixel phase.
    private func drawClassicThumb(in canvas: DrawingCanvas, _ rect: CGRect, _ color: DrawingColor, highlighted: Bool) {
        let frame = rect.insetBy(dx: 2, dy: 2)
        guard frame.width > 0 else { return }
        let key = ClassicThumbKey(size: frame.size, color: color, highlighted: highlighted, curvaceousness: curvaceousness)
        canvas.drawPicture(key, bounds: frame.insetBy(dx: -4, dy: -4)) { canvas in
            drawClassicThumbDirectly(in: canvas, frame, color, highlighted: highlighted)
        }
    }

    private struct ClassicThumbKey: Hashable {
        var size: CGSize
        var color: DrawingColor
        var highlighted: Bool
        var curvaceousness: Double

        func hash(into hasher: inout Hasher) {
            hasher.combine(size: size)
            hasher.combine(color)
            hasher.combine(highlighted)
            hasher.combine(curvaceousness)
        }
    }

    private func drawClassicThumbDirectly(in canvas: DrawingCanvas, _ frame: CGRect, _ color: DrawingColor, highlighted: Bool) {
        let shape = DrawingPath(roundedRect: frame, cornerRadius: frame.height * CGFloat(curvaceousness) / 2)
        // 1. Fill with a subtle shadow.
        canvas.withSavedState {
            canvas.setShadow(Shadow(offset: CGSize(width: 0, height: 1), blur: 1, color: DrawingColor(white: 0.5)))
            canvas.fill(shape, with: .color(color))
        }
        // 2. Outline.
        canvas.stroke(shape, with: .color(DrawingColor(white: 0.5)), lineWidth: 0.5)
        // 3. A top-to-bottom inner gradient (the article clips and fills the frame;
        //    filling the shape itself draws the same pixels without a clip mask).
        let gradient = DrawingGradient(colors: [DrawingColor.white.withAlpha(0.15), DrawingColor.black.withAlpha(0.05)])
        canvas.fill(
            shape, with: .linearGradient(gradient, start: CGPoint(x: frame.midX, y: frame.minY), end: CGPoint(x: frame.midX, y: frame.maxY))
        )
        // 4. Darker while dragged.
        if highlighted { canvas.fill(shape, with: .color(DrawingColor.black.withAlpha(0.1))) }
    }
}
