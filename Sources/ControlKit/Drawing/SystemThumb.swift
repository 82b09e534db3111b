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

    private struct Key: Hashable {
        var shape: DrawingPath
        var fill: DrawingColor
        var highlighted: Bool
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
