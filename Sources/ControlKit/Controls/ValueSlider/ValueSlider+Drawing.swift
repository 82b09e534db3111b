import Foundation

/// Drawing: end images, the two track parts (tint or images), the thumb (default or image).
extension ValueSlider {
    func drawSlider(in canvas: DrawingCanvas) {
        let p = parts(value: displayedValue)
        guard p.axis.length > 0, p.axis.thickness > 0 else { return }
        let mirrored = p.axis.isMirrored
        canvas.withSavedState {
            canvas.concatenate(p.axis.toControl)
            if let image = minimumValueImage, p.minimumImage != .zero { drawUpright(image, in: p.minimumImage, mirrored, canvas) }
            if let image = maximumValueImage, p.maximumImage != .zero { drawUpright(image, in: p.maximumImage, mirrored, canvas) }

            let split = min(max(p.thumb.midX, p.track.minX), p.track.maxX)
            let filled = CGRect(x: p.track.minX, y: p.track.minY, width: split - p.track.minX, height: p.track.height)
            let unfilled = CGRect(x: split, y: p.track.minY, width: p.track.maxX - split, height: p.track.height)
            drawTrackPart(
                filled, image: currentMinimumTrackImage, color: minimumTrackTintColor ?? (isEnabled ? tintColor : .systemGray3),
                roundLeading: true, mirrored, canvas)
            drawTrackPart(
                unfilled, image: currentMaximumTrackImage, color: maximumTrackTintColor ?? .systemGray5,
                roundLeading: false, mirrored, canvas)

            if let image = currentThumbImage {
                drawUpright(image, in: p.thumb, mirrored, canvas)
            } else {
                drawDefaultThumb(p.thumb, canvas)
            }
        }
    }

    /// Draws an image so it reads correctly even when the canonical space is mirrored.
    private func drawUpright(_ image: DrawingImage, in rect: CGRect, _ mirrored: Bool, _ canvas: DrawingCanvas) {
        guard mirrored else { return canvas.drawImage(displayed(image), in: rect) }
        canvas.withSavedState {
            canvas.translate(x: rect.midX, y: 0)
            canvas.scale(x: -1, y: 1)
            canvas.translate(x: -rect.midX, y: 0)
            canvas.drawImage(displayed(image), in: rect)
        }
    }

    /// One part of the track: a stretched image at its own height, or a tinted capsule
    /// end (the rounded end is the track's outer end).
    private func drawTrackPart(
        _ rect: CGRect, image: DrawingImage?, color: DrawingColor, roundLeading: Bool, _ mirrored: Bool, _ canvas: DrawingCanvas
    ) {
        guard rect.width > 0 else { return }
        if let image {
            let h = image.size.height
            drawUpright(image, in: CGRect(x: rect.minX, y: rect.midY - h / 2, width: rect.width, height: h), mirrored, canvas)
            return
        }
        let r = rect.height / 2
        // Round only the outer end: extend the inner end under the thumb.
        let shape =
            roundLeading
            ? CGRect(x: rect.minX, y: rect.minY, width: rect.width + r, height: rect.height)
            : CGRect(x: rect.minX - r, y: rect.minY, width: rect.width + r, height: rect.height)
        canvas.withSavedState {
            canvas.clip(to: DrawingPath(rect: rect))
            canvas.fill(DrawingPath(roundedRect: shape, cornerRadius: r), with: .color(color))
        }
    }

    /// iOS's thumb: a disc with two soft shadows and a hairline; dimmed while dragged.
    private func drawDefaultThumb(_ rect: CGRect, _ canvas: DrawingCanvas) {
        SystemThumb.draw(DrawingPath(ellipseIn: rect), fill: thumbTintColor ?? .white, highlighted: isHighlighted, in: canvas)
    }
}
