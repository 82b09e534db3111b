import Foundation

/// The thumb of today's iOS sliders: a disc (or any shape) with two soft shadows, a
/// hairline, and a slight darkening while dragged. Shared by every slider-like control so
/// they look alike.
public enum SystemThumb {
    /// Draws `shape` as an iOS slider thumb.
    ///
    /// ```swift
    /// SystemThumb.draw(DrawingPath(ellipseIn: thumbRect), fill: .white, highlighted: isTracking, in: canvas)
    /// ```
    public static func draw(_ shape: DrawingPath, fill: DrawingColor, highlighted: Bool, in canvas: DrawingCanvas) {
        // The same picture at every position: kept by backends that can, one per sub-pixel
        // phase. The bounds hold the larger shadow (blur 8 reaches 12 pt, offset 3).
        let box = shape.controlPointBounds
        let key = Key(shape: shape.applying(Transform(translationX: -box.minX, y: -box.minY)), fill: fill, highlighted: highlighted)
        canvas.drawPicture(key, bounds: box.insetBy(dx: -16, dy: -16)) { canvas in
            drawDirectly(shape, fill: fill, highlighted: highlighted, in: canvas)
        }
    }

    /// Draws a rounded rectangle (a disc when the radius is half its height) as a thumb,
    /// keyed by its size and radius: the picture of `draw(_:fill:highlighted:in:)` with
    /// that outline, but a backend that keeps the picture finds it without the outline
    /// being built (what a dragged thumb would pay every frame); it is built on a miss.
    static func draw(roundedRect rect: CGRect, cornerRadius: CGFloat, fill: DrawingColor, highlighted: Bool, in canvas: DrawingCanvas) {
        guard rect.isDrawable, rect.width > 0, rect.height > 0 else {
            return draw(DrawingPath(roundedRect: rect, cornerRadius: cornerRadius), fill: fill, highlighted: highlighted, in: canvas)
        }
        let key = RoundedKey(size: rect.size, cornerRadius: cornerRadius, fill: fill, highlighted: highlighted)
        canvas.drawPicture(key, bounds: rect.insetBy(dx: -16, dy: -16)) { canvas in
            drawDirectly(DrawingPath(roundedRect: rect, cornerRadius: cornerRadius), fill: fill, highlighted: highlighted, in: canvas)
        }
    }

    private struct RoundedKey: Hashable {
        var size: CGSize
        var cornerRadius: CGFloat
        var fill: DrawingColor
        var highlighted: Bool

        func hash(into hasher: inout Hasher) {
            hasher.combine(size: size)
            hasher.combine(cornerRadius)
            hasher.combine(fill)
            hasher.combine(highlighted)
        }
    }

    private struct Key: Hashable {
        var shape: DrawingPath
        var fill: DrawingColor
        var highlighted: Bool

        /// Hashes what tells thumbs apart cheaply (a backend looks the key up every frame);
        /// equality still compares the whole shape.
        func hash(into hasher: inout Hasher) {
            hasher.combine(shape.elements.count)
            hasher.combine(shape.currentPoint?.x)
            hasher.combine(fill)
            hasher.combine(highlighted)
        }
    }

    private static func drawDirectly(_ shape: DrawingPath, fill: DrawingColor, highlighted: Bool, in canvas: DrawingCanvas) {
        canvas.withSavedState {
            canvas.setShadow(Shadow(offset: CGSize(width: 0, height: 3), blur: 8, color: DrawingColor.black.withAlpha(0.15)))
            canvas.fill(shape, with: .color(fill))
            canvas.setShadow(Shadow(offset: CGSize(width: 0, height: 0.5), blur: 1, color: DrawingColor.black.withAlpha(0.12)))
            canvas.fill(shape, with: .color(fill))
        }
        canvas.stroke(shape, with: .color(DrawingColor.black.withAlpha(0.04)), lineWidth: 0.5)
        if highlighted { canvas.fill(shape, with: .color(DrawingColor.black.withAlpha(0.06))) }
    }
}
