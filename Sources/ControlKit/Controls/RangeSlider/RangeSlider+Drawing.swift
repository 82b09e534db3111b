import Foundation

/// Drawing: the modern and the classic (article) styles, in canonical space.
extension RangeSlider {
    func drawSlider(in canvas: DrawingCanvas) {
        let g = geometry
        guard g.length > 0, g.thickness > 0 else { return }
        let count = numberOfThumbs
        let rects = (0..<count).map { canonicalThumbRect(value: displayedValue(ofThumbAt: $0), in: g) }
        // Drawn a little larger while held (``highlightedThumbScale``); the track follows the centres.
        let drawnRects = thumbScales.isEmpty ? rects : rects.indices.map { i in rects[i].scaledAboutCentre(by: drawnScale(ofThumbAt: i)) }
        let colors = (track: maximumTrackTintColor(for: state), range: tintColor(for: state))
        let order = drawingOrder
        let (track, thumbs) = (drawnParts.contains(.track), drawnParts.contains(.thumbs))
        canvas.withSavedState {
            canvas.concatenate(g.toControl)
            switch style {
            case .modern:
                if track {
                    drawModernTrack(in: canvas, g, from: rects[0].midX, to: rects[count - 1].midX, colors.track, colors.range)
                    drawTickMarks(in: canvas, g, height: max(10, modernTrackHeight(g) + 6))  // past a thick track too
                }
                for i in order where thumbs && currentThumbImage(ofThumbAt: i) == nil {
                    drawModernThumb(in: canvas, drawnRects[i], thumbTintColor(ofThumbAt: i), highlighted: thumbTracking.held.contains(i))
                }
            case .classic:
                if track {
                    drawClassicTrack(in: canvas, g, from: rects[0].midX, to: rects[count - 1].midX, colors.track, colors.range)
                    drawTickMarks(in: canvas, g, height: g.thickness - 2 * classicTrackInset(g))
                }
                for i in order where thumbs && currentThumbImage(ofThumbAt: i) == nil {
                    drawClassicThumb(in: canvas, drawnRects[i], thumbTintColor(ofThumbAt: i), highlighted: thumbTracking.held.contains(i))
                }
            }
        }
        drawTickLabels(in: canvas, g)
        // Thumb images, upright in every orientation and direction, in the same order.
        for i in order where thumbs {
            drawThumbImage(ofThumbAt: i, in: canvas, at: g.toControl.apply(to: rects[i].center), scale: drawnScale(ofThumbAt: i))
        }
        if isFocusVisible && thumbs {
            // A focus ring around the thumb the keys move (a host that draws the thumbs shows focus itself).
            // (Around the modern disc; just inside the classic thumb, which fills the height.)
            let outset: CGFloat = style == .modern ? -3 : 1
            let ring = rects[keyboardThumbIndex].insetBy(dx: outset, dy: outset)
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

    /// Marks for drawing what thumbs moved from the values `before` to `after` change: their
    /// old and new places with all a thumb draws around itself (its shadow, a focus ring, a
    /// thumb image) and the track between, across the whole control; everything while
    /// value labels are shown (they move with the thumbs and push each other apart) or an
    /// animated set is under way. A host that keeps its pixels draws only this part, as a
    /// careful programmer repaints only what a moved thumb uncovered and covers. (No
    /// arrays: this runs on every touch move.)
    func setNeedsDisplay(afterMoving before: (Double, Double), to after: (Double, Double), in known: ThumbTravel?) {
        guard !showsValueLabels, glide.shown == nil, let travel = known ?? thumbTravel else { return setNeedsDisplay() }
        let a = along(forValue: before.0, in: travel), b = along(forValue: before.1, in: travel)
        let c = along(forValue: after.0, in: travel), d = along(forValue: after.1, in: travel)
        let low = min(min(a, b), min(c, d)), high = max(max(a, b), max(c, d))
        guard low.isFinite, high.isFinite else { return setNeedsDisplay() }
        // What a thumb draws reaches 16 pt past it (the larger shadow), an image half its own size.
        var image: CGFloat = 0
        if thumbImagesAreSet {
            for i in 0..<numberOfThumbs {
                if let size = currentThumbImage(ofThumbAt: i)?.size { image = max(image, size.width, size.height) }
            }
        }
        let grown = max(highlightedThumbScale, thumbScales.max() ?? 1)  // a held thumb drawn larger
        let reach = max(travel.start * grown + 16, image * grown / 2 + 2)  // travel.start is half a thumb
        let thickness = travel.trackBand.upperBound
        let span = travel.axis.toControl.apply(to: CGRect(x: low - reach, y: 0, width: high - low + 2 * reach, height: thickness))
        let whole = bounds
        setNeedsDisplay(
            orientation == .horizontal
                ? CGRect(x: span.minX, y: whole.minY, width: span.width, height: whole.height)
                : CGRect(x: whole.minX, y: span.minY, width: whole.width, height: span.height))
    }

    /// The order thumbs are drawn in: first to last, except that the one being dragged
    /// alone is drawn last, on top (so a thumb dragged onto its neighbour stays visible).
    private var drawingOrder: [Int] {
        let held = thumbTracking.held
        var order = Array(0..<numberOfThumbs)
        if held.count == 1, let i = held.first, i < order.count {
            order.remove(at: i)
            order.append(i)
        }
        return order
    }

    /// Draws the image of the thumb at `index`, if it has one, at its own size centred on
    /// `center` (control coordinates, so the image stays upright); template images are filled
    /// with ``templateThumbImageColor(ofThumbAt:)``.
    private func drawThumbImage(ofThumbAt index: Int, in canvas: DrawingCanvas, at center: CGPoint, scale: CGFloat) {
        guard let image = currentThumbImage(ofThumbAt: index) else { return }
        let tint = templateThumbImageColor(ofThumbAt: index)
        let drawn = image.renderingMode == .template && image.tintColor == nil ? image.withTintColor(tint) : image
        canvas.drawImage(
            drawn, in: CGRect(center: center, size: CGSize(width: image.size.width * scale, height: image.size.height * scale)))
    }

    /// The scale the thumb at `index` is drawn at now (1 unless ``highlightedThumbScale`` grows it).
    func drawnScale(ofThumbAt index: Int) -> CGFloat { thumbScales.indices.contains(index) ? thumbScales[index] : 1 }

    /// Grows the held thumbs to ``highlightedThumbScale`` and shrinks the others back to 1,
    /// over 0.15 s (at once under Reduce Motion); forgets the scales once all are 1.
    func scaleHeldThumbs() {
        thumbScaleToken?.cancel()
        thumbScaleToken = nil
        let count = numberOfThumbs
        let start = (0..<count).map { drawnScale(ofThumbAt: $0) }
        let target = (0..<count).map { thumbTracking.held.contains($0) ? highlightedThumbScale : 1 }
        let settle = { [weak self] in
            guard let self else { return }
            self.thumbScales = target.allSatisfy { $0 == 1 } ? [] : target
            self.setNeedsDisplay()
        }
        guard start != target else { return settle() }
        guard !reduceMotion else { return settle() }
        thumbScaleToken = clock.animate(duration: 0.15, curve: .easeOut) { [weak self] t in
            guard let self else { return }
            if t >= 1 {
                self.thumbScaleToken = nil
                return settle()
            }
            self.thumbScales = zip(start, target).map { $0 + ($1 - $0) * CGFloat(t) }
            self.setNeedsDisplay()
        }
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

    /// The tick labels: centred under their ticks in the line below a horizontal track, or
    /// beside a vertical one (on the leading side, aligned towards the track); one that
    /// would overlap the label before it is left out.
    private func drawTickLabels(in canvas: DrawingCanvas, _ g: Geometry) {
        let band = tickLabelBandThickness
        guard let formatter = tickLabelFormatter, band > 0 else { return }
        let color = isEnabled ? textColor : textColor.withAlpha(textColor.alpha * 0.5)
        let lineHeight = canvas.measureText("0", font: drawnFont).height
        let rightToLeft = layoutDirection == .rightToLeft
        var last: CGRect?
        for value in tickValues {
            let text = formatter(value)
            let width = canvas.measureText(text, font: drawnFont).width
            let tick = g.toControl.apply(to: CGPoint(x: g.along(forFraction: model.fraction(for: value)), y: 0))
            let rect: CGRect
            let alignment: DrawingTextAlignment
            switch orientation {
            case .horizontal:
                // Kept inside the bounds at the ends.
                let left = min(max(tick.x - width / 2, bounds.minX), bounds.maxX - width)
                rect = CGRect(x: left, y: g.sliderRect.maxY, width: width, height: band)
                alignment = .center
            case .vertical:
                let top = min(max(tick.y - lineHeight / 2, bounds.minY), bounds.maxY - lineHeight)
                let x = rightToLeft ? g.sliderRect.maxX + 4 : g.sliderRect.minX - band
                rect = CGRect(x: x, y: top, width: band - 4, height: lineHeight)
                alignment = rightToLeft ? .left : .right
            }
            // Overlap either way: in right-to-left layouts the values run leftwards.
            if let last, rect.insetBy(dx: -2, dy: -1).intersects(last) { continue }
            canvas.drawText(TextRun(text, font: drawnFont, color: color, alignment: alignment), in: rect)
            last = rect
        }
    }

    // MARK: Modern

    /// A 4 pt capsule track (radius scaled by curvaceousness), tinted between the thumbs.
    private func drawModernTrack(
        in canvas: DrawingCanvas, _ g: Geometry, from lowX: CGFloat, to highX: CGFloat, _ track: DrawingColor, _ range: DrawingColor
    ) {
        let height = modernTrackHeight(g)
        let rect = CGRect(x: 0, y: (g.thickness - height) / 2, width: g.length, height: height)
        let radius = height / 2 * CGFloat(curvaceousness)
        canvas.fill(DrawingPath(roundedRect: rect, cornerRadius: radius), with: .color(track))
        guard highX > lowX else { return }
        canvas.fill(
            DrawingPath(roundedRect: CGRect(x: lowX, y: rect.minY, width: highX - lowX, height: height), cornerRadius: radius),
            with: .color(range)
        )
    }

    /// The modern track's thickness: ``trackThickness``, else 4 pt, at most the band's.
    private func modernTrackHeight(_ g: Geometry) -> CGFloat { min(trackThickness ?? 4, g.thickness) }

    /// How far the classic track sits in from each side of the band: the article's 3.5th
    /// of the band, or what leaves ``trackThickness``.
    private func classicTrackInset(_ g: Geometry) -> CGFloat {
        trackThickness.map { max((g.thickness - $0) / 2, 0) } ?? g.thickness / 3.5
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
        let inset = classicTrackInset(g)
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
