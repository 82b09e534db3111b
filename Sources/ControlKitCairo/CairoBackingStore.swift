import CCairo
import ControlKit
import Foundation

/// A control's pixels, kept from frame to frame: each update draws again only the part
/// the control marked stale (``ControlKit/Control/invalidRect``), as a UIKit view's layer
/// keeps its backing store between `draw(_:)` calls.
///
/// A moving wheel marks only its own column; the picker's other wheels keep their pixels.
/// The stale part is cleared and drawn again whole, clipped to its pixels: what is drawn
/// there never depends on what the last update drew. The pixels are an ARGB32 image
/// surface, which cairo composites kept pictures onto fastest, whatever the host's own
/// target is (GTK 4 hands a drawing area a recording surface). A change of size, scale or
/// background draws everything.
///
/// ```swift
/// let store = CairoBackingStore()
/// store.update(control, scale: 2)          // in the host's draw callback
/// store.paint(on: cr, scale: 2)            // the pixels onto the host's cairo context
/// ```
@MainActor
public final class CairoBackingStore {
    /// The pixels (nil before the first update, or while the control has no area).
    ///
    /// Read them (or paint them with ``paint(on:scale:)``); do not draw into them. Each
    /// update keeps the pixels outside the stale part as the last one left them.
    public private(set) var bitmap: CairoBitmap? {
        willSet { releasePainted() }  // it points into the old pixels
    }
    private var background: DrawingColor?

    /// The surface over the pixels that `paint(on:scale:)` paints (see there).
    nonisolated(unsafe) private var painted: OpaquePointer?

    /// Makes an empty store.
    public init() {}

    deinit { if let painted { cairo_surface_destroy(painted) } }

    /// Lets the painted surface go (a recording that still holds it keeps a copy).
    private func releasePainted() {
        if let painted { cairo_surface_destroy(painted) }
        painted = nil
    }

    /// Brings the pixels up to date with `control` at `scale` device pixels per point:
    /// everything the first time and after a change of size, scale or `background` (a
    /// colour painted under the control; nil: transparent), else the control's
    /// ``ControlKit/Control/invalidRect`` grown to whole pixels, cleared and drawn
    /// again; nothing when the control needs no display. Returns the part drawn, in
    /// points (`.null` for none).
    @discardableResult
    public func update(_ control: Control, scale: CGFloat, background: DrawingColor? = nil) -> CGRect {
        let size = control.bounds.size
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        guard scale.isFinite, scale > 0, width >= 1, height >= 1, width <= CGFloat(CairoBitmap.maximumSide),
            height <= CGFloat(CairoBitmap.maximumSide), width * height <= CGFloat(CairoBitmap.maximumPixelCount)
        else {
            bitmap = nil
            return .null
        }
        let whole: Bool
        if let bitmap, bitmap.pixelWidth == Int(width), bitmap.pixelHeight == Int(height), bitmap.scale == scale,
            self.background == background
        {
            whole = false
        } else {
            bitmap = CairoBitmap(pixelWidth: Int(width), pixelHeight: Int(height), scale: scale)
            self.background = background
            whole = true
        }
        guard let bitmap else { return .null }
        let stale = whole ? control.bounds : control.invalidRect
        guard !stale.isNull, !stale.isEmpty else { return .null }
        // Whole device pixels, within the bitmap: the clip then cuts no pixel in part.
        let x0 = max(((stale.minX - control.bounds.minX) * scale).rounded(.down), 0)
        let y0 = max(((stale.minY - control.bounds.minY) * scale).rounded(.down), 0)
        let x1 = min(((stale.maxX - control.bounds.minX) * scale).rounded(.up), width)
        let y1 = min(((stale.maxY - control.bounds.minY) * scale).rounded(.up), height)
        guard x1 > x0, y1 > y0 else { return .null }
        let drawn = CGRect(
            x: control.bounds.minX + x0 / scale, y: control.bounds.minY + y0 / scale, width: (x1 - x0) / scale,
            height: (y1 - y0) / scale)
        let cr = cairo_create(bitmap.surface)!
        defer { cairo_destroy(cr) }
        cairo_rectangle(cr, Double(x0), Double(y0), Double(x1 - x0), Double(y1 - y0))
        cairo_clip(cr)
        cairo_scale(cr, Double(scale), Double(scale))
        cairo_translate(cr, -Double(control.bounds.minX), -Double(control.bounds.minY))
        // The part is cleared to the background (or to transparent), then drawn.
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        let clear = background ?? .clear
        cairo_set_source_rgba(cr, clear.red, clear.green, clear.blue, clear.alpha)
        cairo_paint(cr)
        cairo_restore(cr)
        control.render(in: CairoCanvas(context: cr, scale: scale), rect: drawn)
        cairo_surface_flush(bitmap.surface)
        return drawn
    }

    /// Paints the pixels onto `cr` with their top-left corner at the user-space origin,
    /// one pixel per device pixel when `cr` is at `scale` (nothing before an update).
    ///
    /// Always painted through the same second surface over the pixels, which is never
    /// drawn into nor released while the pixels live. A recording target (GTK 4 gives a
    /// drawing area one) keeps a copy-on-write snapshot of what it paints: drawing into
    /// the painted surface, or releasing it, while a recording still holds it would copy
    /// every pixel (measured: each frame of a dragged wheel copied its 320 × 216 pixels,
    /// more instructions than drawing the wheel). So nothing is copied, and a recording
    /// replays the pixels as they are when it is replayed: GTK replays a frame's
    /// recording in that frame, before the next update.
    public func paint(on cr: OpaquePointer, scale: CGFloat) {
        guard let bitmap, scale.isFinite, scale > 0 else { return }
        if painted == nil, let data = cairo_image_surface_get_data(bitmap.surface) {
            painted = cairo_image_surface_create_for_data(
                data, CAIRO_FORMAT_ARGB32, Int32(bitmap.pixelWidth), Int32(bitmap.pixelHeight),
                cairo_image_surface_get_stride(bitmap.surface))
        }
        guard let painted else { return }
        cairo_save(cr)
        cairo_scale(cr, 1 / Double(scale), 1 / Double(scale))
        cairo_set_source_surface(cr, painted, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
