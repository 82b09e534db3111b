import CCairo
import ControlKit
import Foundation

/// A kept picture: the caller's key, the device scale and the sub-pixel phase (1/64 px)
/// at which it was rasterized, so a hit paints exactly what a miss would draw.
struct PictureKey: Hashable {
    var key: CallerKey
    var scale: Int
    var fx: Int, fy: Int
    var width: Int, height: Int
}

/// A caller's picture key of any type, kept with its type: equal when the types are the
/// same and the keys are `==`. Unlike `AnyHashable`, making one asks the runtime for no
/// conformance and comparing two casts nothing (the type is checked by identity, then
/// the box is downcast without a check); its hash is worked out once. Immutable, and
/// read under the cache's lock: unchecked-`Sendable`, as `AnyHashable` is.
class CallerKey: Hashable, @unchecked Sendable {
    let type: ObjectIdentifier
    let hash: Int

    fileprivate init(type: ObjectIdentifier, hash: Int) {
        self.type = type
        self.hash = hash
    }

    /// Whether `other`, of the same type, holds an equal key.
    fileprivate func holdsEqualKey(_ other: CallerKey) -> Bool { false }

    static func == (a: CallerKey, b: CallerKey) -> Bool {
        a === b || (a.hash == b.hash && a.type == b.type && a.holdsEqualKey(b))
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    static func of<Key: Hashable>(_ key: Key) -> CallerKey { TypedCallerKey(key) }
}

private final class TypedCallerKey<Key: Hashable>: CallerKey, @unchecked Sendable {
    let key: Key

    init(_ key: Key) {
        self.key = key
        super.init(type: ObjectIdentifier(Key.self), hash: key.hashValue)
    }

    override func holdsEqualKey(_ other: CallerKey) -> Bool {
        // `==` compared the types first.
        unsafeDowncast(other, to: TypedCallerKey<Key>.self).key == key
    }
}

extension CairoCanvas {
    /// Paints the kept picture for `key` (a cairo image surface in the shared cache),
    /// rasterizing it on a miss. Drawn directly (nothing kept) under a rotation, a
    /// non-uniform or mirrored scale, an alpha below 1 or a shadow (a group would
    /// composite differently from its shapes), on a target with a device scale, or when
    /// the picture would be larger than 2048 × 2048 device pixels.
    public func drawPicture<Key: Hashable>(_ key: Key, bounds: CGRect, _ body: (DrawingCanvas) -> Void) {
        var m = cairo_matrix_t()
        cairo_get_matrix(context, &m)
        // The target's device offset (GTK draws a widget at its place in the window through
        // it). Under a device scale (GTK's HiDPI windows) direct drawing sizes shadows by the
        // transform alone, so a picture's would differ: drawn directly there.
        let target = cairo_get_target(context)
        var dsx = 1.0, dsy = 1.0, offx = 0.0, offy = 0.0
        cairo_surface_get_device_scale(target, &dsx, &dsy)
        cairo_surface_get_device_offset(target, &offx, &offy)
        guard alpha == 1, state.shadow == nil, m.xy == 0, m.yx == 0, m.xx > 0, m.xx == m.yy, dsx == 1, dsy == 1,
            bounds.isDrawable, !bounds.isEmpty
        else { return body(self) }
        let s = m.xx
        let width = Double(bounds.width) * s, height = Double(bounds.height) * s
        let ox = s * Double(bounds.minX) + m.x0 + offx, oy = s * Double(bounds.minY) + m.y0 + offy
        guard width <= 2048, height <= 2048, ox.isFinite, oy.isFinite, abs(ox) < 1e6, abs(oy) < 1e6 else { return body(self) }
        // Whole device pixels for the placement, the rest (in 1/64 px) baked into the
        // picture: painted one picture pixel on one device pixel, cairo's fastest path.
        var ix = ox.rounded(.down), iy = oy.rounded(.down)
        var fx = Int(((ox - ix) * 64).rounded()), fy = Int(((oy - iy) * 64).rounded())
        if fx == 64 { (ix, fx) = (ix + 1, 0) }
        if fy == 64 { (iy, fy) = (iy + 1, 0) }
        let w = Int((width + Double(fx) / 64).rounded(.up)) + 1, h = Int((height + Double(fy) / 64).rounded(.up)) + 1
        let key = SurfaceKey.picture(PictureKey(key: .of(key), scale: Int((s * 64).rounded()), fx: fx, fy: fy, width: w, height: h))
        // Made outside the cache's lock: `body` may draw pictures of its own.
        let surface =
            SurfaceLRU.shared.cachedSurface(for: key)
            ?? SurfaceLRU.shared.insert(rasterize(body, bounds: bounds, scale: s, phase: (fx, fy), size: (w, h)), for: key)
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_set_source_surface(context, surface, ix - offx, iy - offy)
        cairo_paint(context)
        cairo_restore(context)
    }

    private func rasterize(
        _ body: (DrawingCanvas) -> Void, bounds: CGRect, scale s: Double, phase: (Int, Int), size: (Int, Int)
    ) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.0), Int32(size.1))!
        let cr = cairo_create(surface)!
        cairo_translate(cr, Double(phase.0) / 64, Double(phase.1) / 64)
        cairo_scale(cr, s, s)
        cairo_translate(cr, -Double(bounds.minX), -Double(bounds.minY))
        body(CairoCanvas(context: cr, scale: scale))
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return surface
    }
}
