import CCairo
import ControlKit
import Foundation

/// A bitmap backed by a cairo ARGB32 image surface: the target of headless rendering,
/// snapshots and the gallery.
///
/// ```swift
/// let bitmap = CairoBitmap.render(size: CGSize(width: 300, height: 44), scale: 2) { canvas in
///     slider.render(in: canvas)
/// }
/// try bitmap.pngData().write(to: URL(fileURLWithPath: "slider.png"))
/// ```
public final class CairoBitmap {
    /// The cairo surface (owned; destroyed with the bitmap).
    public let surface: OpaquePointer
    /// Width in pixels.
    public let pixelWidth: Int
    /// Height in pixels.
    public let pixelHeight: Int
    /// Pixels per point.
    public let scale: CGFloat

    /// The largest side cairo accepts for an image surface, in pixels.
    public static let maximumSide = 32_767
    /// The most pixels a bitmap holds (64 Mpx, 256 MB); larger requests shrink to fit.
    public static let maximumPixelCount = 1 << 26

    /// Makes a transparent bitmap of `pixelWidth × pixelHeight`.
    ///
    /// Sides below 1 become 1; sides above ``maximumSide`` become ``maximumSide``; a
    /// bitmap of more than ``maximumPixelCount`` pixels shrinks both sides in proportion.
    /// Bad sizes never crash: they give the nearest bitmap cairo can hold.
    public init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1) {
        var w = Double(min(max(pixelWidth, 1), CairoBitmap.maximumSide))
        var h = Double(min(max(pixelHeight, 1), CairoBitmap.maximumSide))
        let limit = Double(CairoBitmap.maximumPixelCount)
        if w * h > limit {
            let shrink = (limit / (w * h)).squareRoot()
            w = max((w * shrink).rounded(.down), 1)
            h = max((h * shrink).rounded(.down), 1)
        }
        self.pixelWidth = Int(w)
        self.pixelHeight = Int(h)
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(self.pixelWidth), Int32(self.pixelHeight))
    }

    /// Decodes a PNG.
    ///
    /// - Throws: ``CairoError`` when the data is not a readable PNG.
    public init(pngData: Data, scale: CGFloat = 1) throws {
        guard let decoded = decodePNG(pngData) else { throw CairoError.unreadablePNG }
        surface = decoded
        pixelWidth = Int(cairo_image_surface_get_width(decoded))
        pixelHeight = Int(cairo_image_surface_get_height(decoded))
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    deinit { cairo_surface_destroy(surface) }

    /// Renders a drawing of `size` points at `scale` into a new bitmap.
    ///
    /// - Parameters:
    ///   - size: The size in points; each side is at least 1 pixel.
    ///   - scale: Pixels per point (1, 2, 3).
    ///   - background: A colour painted first; `nil` leaves the bitmap transparent.
    ///   - draw: Draws with a canvas whose units are points.
    public static func render(
        size: CGSize, scale: CGFloat, background: DrawingColor? = nil, _ draw: (CairoCanvas) -> Void
    ) -> CairoBitmap {
        let s = scale.isFinite && scale > 0 ? scale : 1
        func pixels(_ side: CGFloat) -> Int {
            let p = (side * s).rounded(.up)
            guard p.isFinite, p > 0 else { return 1 }
            return Int(min(p, CGFloat(CairoBitmap.maximumSide)))
        }
        let w = pixels(size.width), h = pixels(size.height)
        let bitmap = CairoBitmap(pixelWidth: w, pixelHeight: h, scale: s)
        bitmap.draw(background: background, draw)
        return bitmap
    }

    /// Draws into this bitmap through a new canvas scaled to points.
    ///
    /// An opaque `background` replaces every pixel; one with transparency is painted over
    /// what the bitmap holds.
    public func draw(background: DrawingColor? = nil, _ body: (CairoCanvas) -> Void) {
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        if let background {
            if background.alpha >= 1 { cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE) }
            cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        cairo_scale(cr, Double(scale), Double(scale))
        body(CairoCanvas(context: cr, scale: scale))
        cairo_surface_flush(surface)
    }

    /// The bitmap encoded as PNG.
    public func pngData() -> Data {
        final class Sink { var data = Data() }
        let sink = Sink()
        withExtendedLifetime(sink) {
            let box = Unmanaged.passUnretained(sink).toOpaque()
            cairo_surface_write_to_png_stream(
                surface,
                { closure, bytes, length in
                    guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                    let sink = Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue()
                    sink.data.append(bytes, count: Int(length))
                    return CAIRO_STATUS_SUCCESS
                }, box)
        }
        return sink.data
    }

    /// Writes the bitmap as a PNG file.
    public func writePNG(to url: URL) throws {
        try pngData().write(to: url)
    }

    /// Straight (un-premultiplied) RGBA of every pixel, row by row, top first.
    public func rgbaPixels() -> [UInt8] {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let format = cairo_image_surface_get_format(surface)
        guard let base = cairo_image_surface_get_data(surface) else { return [] }
        var out = [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 4)
        for y in 0..<pixelHeight {
            let row = base + y * stride
            for x in 0..<pixelWidth {
                var (r, g, b, a): (UInt32, UInt32, UInt32, UInt32)
                if format == CAIRO_FORMAT_A8 {
                    (r, g, b, a) = (0, 0, 0, UInt32(row[x]))
                } else {
                    let p = row.withMemoryRebound(to: UInt32.self, capacity: pixelWidth) { $0[x] }
                    a = format == CAIRO_FORMAT_RGB24 ? 255 : p >> 24
                    (r, g, b) = ((p >> 16) & 0xFF, (p >> 8) & 0xFF, p & 0xFF)
                    if a > 0 && a < 255 {
                        r = min((r * 255 + a / 2) / a, 255)
                        g = min((g * 255 + a / 2) / a, 255)
                        b = min((b * 255 + a / 2) / a, 255)
                    }
                }
                let i = (y * pixelWidth + x) * 4
                out[i] = UInt8(r)
                out[i + 1] = UInt8(g)
                out[i + 2] = UInt8(b)
                out[i + 3] = UInt8(a)
            }
        }
        return out
    }

    /// Makes a bitmap from straight RGBA pixels (as ``rgbaPixels()`` returns them).
    public convenience init(rgbaPixels pixels: [UInt8], pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1) {
        self.init(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
        let stride = Int(cairo_image_surface_get_stride(surface))
        cairo_surface_flush(surface)
        guard let base = cairo_image_surface_get_data(surface), pixels.count >= pixelWidth * pixelHeight * 4 else { return }
        for y in 0..<pixelHeight {
            let row = (base + y * stride).withMemoryRebound(to: UInt32.self, capacity: pixelWidth) { $0 }
            for x in 0..<pixelWidth {
                let i = (y * pixelWidth + x) * 4
                let a = UInt32(pixels[i + 3])
                let r = UInt32(pixels[i]) * a / 255, g = UInt32(pixels[i + 1]) * a / 255, b = UInt32(pixels[i + 2]) * a / 255
                row[x] = a << 24 | r << 16 | g << 8 | b
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}

/// Errors from the cairo backend.
public enum CairoError: Error, Equatable {
    /// The bytes are not a PNG cairo can read.
    case unreadablePNG
}

/// Decodes PNG bytes into a new image surface (caller destroys it), or nil.
func decodePNG(_ data: Data) -> OpaquePointer? {
    final class Source {
        let bytes: [UInt8]
        var offset = 0
        init(_ data: Data) { bytes = [UInt8](data) }
    }
    let source = Source(data)
    let box = Unmanaged.passUnretained(source).toOpaque()
    let surface = cairo_image_surface_create_from_png_stream(
        { closure, buffer, length in
            let source = Unmanaged<Source>.fromOpaque(closure!).takeUnretainedValue()
            let n = Int(length)
            guard source.offset + n <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            source.bytes.withUnsafeBufferPointer { all in
                buffer!.update(from: all.baseAddress! + source.offset, count: n)
            }
            source.offset += n
            return CAIRO_STATUS_SUCCESS
        }, box)
    guard let surface else { return nil }
    if cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS {
        cairo_surface_destroy(surface)
        return nil
    }
    return surface
}
