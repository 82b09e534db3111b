import CCairo

/// One premultiplied colour composited OVER a rectangle of a ``PixelTarget``'s pixels by
/// pixman, the compositor inside cairo. pixman's solid path is SIMD (SSE2 or better,
/// chosen at run time) and rounds as ``PixelArithmetic`` does, so the pixels equal cairo's.
/// Everything is cut to the target's clip.
///
/// Used where the canvas's own code has found the pixels (a kept picture's runs of one
/// colour) and only the blending is left. (Polygon coverage through pixman's masked path
/// measured slower than `PolygonFill`'s own blend: pixman works through each mask's whole
/// box, ~8 instructions a pixel, where the blend touches only each row's span.)
final class SolidOver {
    private let destination: OpaquePointer, source: OpaquePointer
    private let clip: PixelBox

    /// Nil when pixman cannot wrap the pixels (out of memory).
    init?(_ target: PixelTarget, color: UInt32) {
        clip = target.clip
        // pixman sees the surface up to the clip's far corner: all drawing lies within it.
        let bits = UnsafeMutableRawPointer(target.data).assumingMemoryBound(to: UInt32.self)
        guard
            let destination = pixman_image_create_bits(
                PIXMAN_a8r8g8b8, Int32(clip.x1), Int32(clip.y1), bits, Int32(target.stride))
        else { return nil }
        // 16 bits a channel, each the 8-bit value repeated: pixman takes back exactly it.
        func channel(_ shift: UInt32) -> UInt16 { UInt16((color >> shift) & 0xFF) * 0x101 }
        var solid = pixman_color_t(red: channel(16), green: channel(8), blue: channel(0), alpha: channel(24))
        guard let source = pixman_image_create_solid_fill(&solid) else {
            pixman_image_unref(destination)
            return nil
        }
        self.destination = destination
        self.source = source
    }

    deinit {
        pixman_image_unref(source)
        pixman_image_unref(destination)
    }

    /// Composites the colour over the pixels of the rectangle at (`x`, `y`).
    func composite(x: Int, y: Int, width: Int, height: Int) {
        let x0 = max(x, clip.x0), y0 = max(y, clip.y0)
        let x1 = min(x + width, clip.x1), y1 = min(y + height, clip.y1)
        guard x0 < x1, y0 < y1 else { return }
        pixman_image_composite32(
            PIXMAN_OP_OVER, source, nil, destination, 0, 0, 0, 0, Int32(x0), Int32(y0), Int32(x1 - x0), Int32(y1 - y0))
    }
}
