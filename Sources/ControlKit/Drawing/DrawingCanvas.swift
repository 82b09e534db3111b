import Foundation

/// A surface controls draw into: a small, Core-Graphics-shaped drawing API.
///
/// Coordinates are points with the origin at the top left and y growing downward.
/// The graphics state (transform, clip, alpha, shadow) is saved and restored as a stack,
/// exactly as in Core Graphics. Backends translate each call 1:1: ``RecordingCanvas``
/// records a ``DisplayList``, the cairo backend draws pixels, Core Graphics draws on
/// Apple platforms. No backend type ever appears in a control's code.
///
/// ```swift
/// override func draw(in canvas: DrawingCanvas) {
///     canvas.withSavedState {
///         canvas.setShadow(Shadow(offset: CGSize(width: 0, height: 1), blur: 2, color: .black.withAlpha(0.3)))
///         canvas.fill(DrawingPath(ellipseIn: thumbRect), with: .color(.white))
///     }
/// }
/// ```
public protocol DrawingCanvas: AnyObject {
    /// Pushes a copy of the graphics state.
    func saveState()
    /// Pops the graphics state saved last; unbalanced calls are ignored.
    func restoreState()
    /// Applies `transform` before the current transform (as `CGContextConcatCTM`).
    func concatenate(_ transform: Transform)
    /// Sets the opacity of everything drawn next (part of the state). It replaces the
    /// opacity set before, as `CGContextSetAlpha` does; a caller that nests opacities
    /// multiplies them itself.
    func setAlpha(_ alpha: Double)
    /// Sets (or clears, with nil) the shadow drawn under everything drawn next.
    func setShadow(_ shadow: Shadow?)
    /// Fills the inside of `path`.
    func fill(_ path: DrawingPath, with paint: Paint, rule: FillRule)
    /// Strokes the outline of `path`.
    func stroke(_ path: DrawingPath, with paint: Paint, style: DrawingStrokeStyle)
    /// Intersects the clip with the inside of `path`.
    func clip(to path: DrawingPath, rule: FillRule)
    /// Draws one line of text, aligned horizontally in `rect` and centred vertically.
    func drawText(_ text: TextRun, in rect: CGRect)
    /// Draws the part `source` (in image points) of `image` stretched into `rect`.
    func drawImage(_ image: DrawingImage, source: CGRect, in rect: CGRect)
    /// Measures one line of text, in points.
    func measureText(_ string: String, font: DrawingFont) -> CGSize

    /// Draws what `body` draws, a picture that depends only on `key` and stays inside
    /// `bounds` (user space, shadows included).
    ///
    /// A backend may keep the picture's pixels and, the next time the same key is drawn
    /// at the same place in device pixels, composite them instead of drawing again: for
    /// the parts of a control that do not change from frame to frame (a dial's face, a
    /// PIN field's empty cells). The default draws `body` on this canvas. Keys must
    /// describe everything `body` reads; colours in them are the ones `body` uses.
    ///
    /// ```swift
    /// canvas.drawPicture(FaceKey(size: face.size, color: faceColor), bounds: face) { canvas in
    ///     canvas.fill(DrawingPath(ellipseIn: face), with: .color(faceColor))
    /// }
    /// ```
    ///
    /// The key is generic, not `AnyHashable`, so that a backend can keep it with its
    /// concrete type: an `AnyHashable` is looked up among the runtime's conformances and
    /// cast on every frame, where a typed key is hashed and compared as written.
    func drawPicture<Key: Hashable>(_ key: Key, bounds: CGRect, _ body: (DrawingCanvas) -> Void)
}

extension DrawingCanvas {
    /// Draws `body` directly: the default for canvases that keep no pixels.
    public func drawPicture<Key: Hashable>(_ key: Key, bounds: CGRect, _ body: (DrawingCanvas) -> Void) {
        body(self)
    }

    /// Runs `body` between ``saveState()`` and ``restoreState()``.
    public func withSavedState<R>(_ body: () throws -> R) rethrows -> R {
        saveState()
        defer { restoreState() }
        return try body()
    }

    /// Moves the origin.
    public func translate(x: CGFloat, y: CGFloat) { concatenate(Transform(translationX: x, y: y)) }
    /// Scales the coordinate space.
    public func scale(x: CGFloat, y: CGFloat) { concatenate(Transform(scaleX: x, y: y)) }
    /// Rotates the coordinate space by `angle` radians (clockwise on screen).
    public func rotate(by angle: CGFloat) { concatenate(Transform(rotationAngle: angle)) }

    /// Fills `path` with the non-zero rule.
    public func fill(_ path: DrawingPath, with paint: Paint) { fill(path, with: paint, rule: .nonZero) }
    /// Strokes `path` with a solid line of `lineWidth`.
    public func stroke(_ path: DrawingPath, with paint: Paint, lineWidth: CGFloat = 1) {
        stroke(path, with: paint, style: DrawingStrokeStyle(lineWidth: lineWidth))
    }
    /// Clips to `path` with the non-zero rule.
    public func clip(to path: DrawingPath) { clip(to: path, rule: .nonZero) }
    /// Fills a rectangle.
    public func fill(_ rect: CGRect, with paint: Paint) { fill(DrawingPath(rect: rect), with: paint, rule: .nonZero) }

    /// Draws `image` into `rect`, slicing it when it has cap insets.
    public func drawImage(_ image: DrawingImage, in rect: CGRect) {
        for slice in image.slices(in: rect) {
            drawImage(image, source: slice.source, in: slice.destination)
        }
    }
}
