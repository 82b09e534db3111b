import Foundation

/// The thumb of today's iOS sliders: a disc (or any shape) with two soft shadows, a
/// hairline, and a slight darkening while dragged. Shared by every slider-like control so
/// they look alike.
public enum SystemThumb {
    /// Draws `shape` as an iOS slider thumb.
    ///
    /// ```swift
    /// SystemThumb.draw(Path(ellipseIn: thumbRect), fill: .white, highlighted: isTracking, in: canvas)
    /// ```
    public static func draw(_ shape: Path, fill: Color, highlighted: Bool, in canvas: Canvas) {
        canvas.withSavedState {
            canvas.setShadow(Shadow(offset: CGSize(width: 0, height: 3), blur: 8, color: Color.black.withAlpha(0.15)))
            canvas.fill(shape, with: .color(fill))
            canvas.setShadow(Shadow(offset: CGSize(width: 0, height: 0.5), blur: 1, color: Color.black.withAlpha(0.12)))
            canvas.fill(shape, with: .color(fill))
        }
        canvas.stroke(shape, with: .color(Color.black.withAlpha(0.04)), lineWidth: 0.5)
        if highlighted { canvas.fill(shape, with: .color(Color.black.withAlpha(0.06))) }
    }
}
