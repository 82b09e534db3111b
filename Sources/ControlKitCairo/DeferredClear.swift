import CCairo
import ControlKit

/// A clear of part of an ARGB32 image that a canvas owes its target and has not made yet.
///
/// A backing store or bitmap clears the part it redraws to its background before the
/// control draws there. A dial's first drawing is its kept face, which then covers most
/// of the same pixels with opaque ones: writing the part twice, once with the background
/// and once with the face, cost about 40 µs of the 1,000-item dial's 270 µs frame at 3×
/// (memory bandwidth, not instructions). So the clear waits: the canvas makes it before
/// the first drawing that reaches its target, and a kept picture composited by spans
/// makes it around its opaque runs, each pixel written once (`PictureComposite`).
/// Whatever comes first, the pixels end as if the part had been cleared before anything
/// was drawn.
struct DeferredClear {
    /// The image surface and its pixels.
    let surface: OpaquePointer
    let data: UnsafeMutablePointer<UInt8>
    let stride: Int
    /// The part to clear, in pixels, within the surface.
    let x0: Int, y0: Int, x1: Int, y1: Int
    /// The background (nil: transparent), and as a premultiplied ARGB32 pixel.
    let background: DrawingColor?
    let pixel: UInt32

    /// A clear of the pixels `x0..<x1` × `y0..<y1` of `surface` (an ARGB32 image) to
    /// `background` (nil: transparent), as cairo's SOURCE paint of that colour would make
    /// it; nil when the surface is not such an image or the part is empty.
    init?(surface: OpaquePointer, x0: Int, y0: Int, x1: Int, y1: Int, background: DrawingColor?) {
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32, let data = cairo_image_surface_get_data(surface)
        else { return nil }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        (self.x0, self.y0) = (max(x0, 0), max(y0, 0))
        (self.x1, self.y1) = (min(x1, width), min(y1, height))
        guard self.x0 < self.x1, self.y0 < self.y1 else { return nil }
        self.surface = surface
        self.data = data
        stride = Int(cairo_image_surface_get_stride(surface))
        self.background = background
        pixel = background.map(DeferredClear.pixel(of:)) ?? 0
    }

    /// The part to clear.
    var part: PixelBox { PixelBox(x0: x0, y0: y0, x1: x1, y1: y1) }

    /// `color` as cairo fills an ARGB32 image with it: each channel clamped to 0…1,
    /// premultiplied and rounded to 16 bits, then its high byte (cairo's `color_to_pixel`).
    static func pixel(of color: DrawingColor) -> UInt32 {
        func clamped(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        let alpha = clamped(color.alpha)
        func byte(_ v: Double) -> UInt32 { UInt32(UInt16(v * 65535 + 0.5) >> 8) }
        return byte(alpha) << 24 | byte(clamped(color.red) * alpha) << 16 | byte(clamped(color.green) * alpha) << 8
            | byte(clamped(color.blue) * alpha)
    }

    /// Sets the pixels `a..<b` of row `y` (cut to the part) to the background; nothing
    /// for a row outside the part or `b` ≤ `a`.
    @inline(__always)
    func clear(row y: Int, from a: Int, to b: Int) {
        let lo = max(a, x0), hi = min(b, x1)
        guard lo < hi, y >= y0, y < y1 else { return }
        let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        (row + lo).update(repeating: pixel, count: hi - lo)
    }

    /// Sets the part's whole width of `rows` (cut to the part) to the background, in one
    /// call of pixman's fill (cairo's own for a SOURCE paint).
    func clear(rows: Range<Int>) {
        let top = max(rows.lowerBound, y0), bottom = min(rows.upperBound, y1)
        guard top < bottom else { return }
        let words = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        pixman_fill(words, Int32(stride / 4), 32, Int32(x0), Int32(top), Int32(x1 - x0), Int32(bottom - top), pixel)
    }

    /// Clears the whole part now through `cr` (a context on the surface, in any state,
    /// left as it was). A transparent clear is cairo's SOURCE paint, as before the clear
    /// waited: cairo then still knows a wholly cleared surface is clear, and draws on it
    /// as it did (OVER onto a clear surface becomes SOURCE, a unit apart here and there).
    func make(on cr: OpaquePointer) {
        if pixel != 0 {
            cairo_surface_flush(surface)
            clear(rows: y0..<y1)
            cairo_surface_mark_dirty(surface)
            return
        }
        var sx = 1.0, sy = 1.0, ox = 0.0, oy = 0.0
        cairo_surface_get_device_scale(surface, &sx, &sy)
        cairo_surface_get_device_offset(surface, &ox, &oy)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_reset_clip(cr)
        cairo_rectangle(cr, (Double(x0) - ox) / sx, (Double(y0) - oy) / sy, Double(x1 - x0) / sx, Double(y1 - y0) / sy)
        cairo_clip(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        let c = background ?? DrawingColor(red: 0, green: 0, blue: 0, alpha: 0)
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Clears the whole part now through a context of its own (when no context on the
    /// surface itself is at hand: the one drawing has a group pushed).
    func make() {
        let cr = cairo_create(surface)!
        make(on: cr)
        cairo_destroy(cr)
    }
}
