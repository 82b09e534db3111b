import CCairo
import ControlKit
import Foundation

/// What a kept surface holds; the key describes its pixels completely in device space,
/// so a hit draws exactly what a miss would.
///
/// The hash of what it holds is worked out once, when the key is made, and compared before
/// the contents: a lookup probes several keys of the 512 kept, and comparing two contents
/// (a caller's key, a quantized shape) costs hundreds of instructions where
/// comparing two hashes costs one.
struct SurfaceKey: Hashable {
    enum Content: Hashable {
        /// A control's kept picture (``CairoCanvas/drawPicture(_:bounds:_:)``).
        case picture(PictureKey)
        /// A blurred shadow mask of a solid fill or stroke.
        case shadowMask(ShadowMaskKey)
        /// A linear gradient rendered over a shape's device bounds.
        case gradient(GradientKey)
        /// A decoded PNG image.
        case png(PNGKey)
    }

    let content: Content
    private let contentHash: Int

    init(_ content: Content) {
        self.content = content
        contentHash = content.hashValue
    }

    static func picture(_ key: PictureKey) -> SurfaceKey { SurfaceKey(.picture(key)) }
    static func shadowMask(_ key: ShadowMaskKey) -> SurfaceKey { SurfaceKey(.shadowMask(key)) }
    static func gradient(_ key: GradientKey) -> SurfaceKey { SurfaceKey(.gradient(key)) }
    static func png(_ key: PNGKey) -> SurfaceKey { SurfaceKey(.png(key)) }

    static func == (a: SurfaceKey, b: SurfaceKey) -> Bool { a.contentHash == b.contentHash && a.content == b.content }
    func hash(into hasher: inout Hasher) { hasher.combine(contentHash) }
}

/// A PNG image by identity: copies of one `DrawingImage` share it, and the key keeps the
/// image alive, so its identity cannot be reused by another while it is cached.
struct PNGKey: Hashable {
    let image: DrawingImage
    static func == (a: PNGKey, b: PNGKey) -> Bool { a.image.cacheKey == b.image.cacheKey }
    func hash(into hasher: inout Hasher) { hasher.combine(image.cacheKey) }
}

/// The cairo surfaces the backend keeps between frames, in one cache: least recently used
/// dropped first, within a count and a byte budget. It owns its surfaces (destroyed on
/// eviction).
final class SurfaceLRU: @unchecked Sendable {
    /// The one cache: 512 surfaces, 32 MB of pixels (a moving thumb keeps one picture per
    /// 1/64 px phase it visits; a wheel's band and a dial's face one each).
    static let shared = SurfaceLRU(limit: 512, byteLimit: 32 << 20)

    private let lock = NSLock()
    /// An entry is a class so a hit updates its use without writing to the dictionary (a
    /// second hash of the key, and a uniqueness check, on every picture painted).
    private final class Entry {
        let surface: OpaquePointer
        let bytes: Int
        var used: Int
        init(surface: OpaquePointer, bytes: Int, used: Int) {
            self.surface = surface
            self.bytes = bytes
            self.used = used
        }
    }
    private var entries: [SurfaceKey: Entry] = [:]
    private var counter = 0
    private var bytes = 0
    private let limit: Int
    private let byteLimit: Int

    /// A cache of at most `limit` surfaces and `byteLimit` bytes of pixels.
    init(limit: Int, byteLimit: Int = .max) {
        self.limit = limit
        self.byteLimit = byteLimit
    }

    /// The cached surface for `key`, made by `make` on a miss.
    func surface(for key: SurfaceKey, make: () -> OpaquePointer) -> OpaquePointer {
        lock.lock()
        defer { lock.unlock() }
        counter += 1
        if let hit = entries[key] {
            hit.used = counter
            return hit.surface
        }
        let surface = make()
        let size = Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
        while !entries.isEmpty && (entries.count >= limit || bytes + size > byteLimit),
            let oldest = entries.min(by: { $0.value.used < $1.value.used })
        {
            cairo_surface_destroy(oldest.value.surface)
            bytes -= oldest.value.bytes
            entries[oldest.key] = nil
        }
        entries[key] = Entry(surface: surface, bytes: size, used: counter)
        bytes += size
        return surface
    }

    /// The cached surface for `key`, or nil: for makers that draw with the cache themselves
    /// and so must not run under its lock.
    func cachedSurface(for key: SurfaceKey) -> OpaquePointer? {
        lock.lock()
        defer { lock.unlock() }
        counter += 1
        guard let hit = entries[key] else { return nil }
        hit.used = counter
        return hit.surface
    }

    /// Keeps `surface` for `key` and returns the kept one (when another maker got there
    /// first, `surface` is destroyed and theirs returned).
    func insert(_ surface: OpaquePointer, for key: SurfaceKey) -> OpaquePointer {
        let kept = self.surface(for: key) { surface }
        if kept != surface { cairo_surface_destroy(surface) }
        return kept
    }

    /// The decoded pixels of a PNG image; nil for other images or data cairo cannot read.
    func decodedPNG(_ image: DrawingImage) -> OpaquePointer? {
        guard case .png(let data) = image.content else { return nil }
        let key = SurfaceKey.png(PNGKey(image: image))
        if let kept = cachedSurface(for: key) { return kept }
        guard let surface = decodePNG(data) else { return nil }
        return insert(surface, for: key)
    }
}

/// A shadow mask: the shape relative to its device bounds, its sub-pixel phase, the blur
/// and the coverage.
struct ShadowMaskKey: Hashable {
    /// DrawingPath points in 1/64 device pixels, with an element tag before each element.
    var shape: [Int32]
    var fx: Int, fy: Int, sigma: Int, coverage: Int
    var operation: Operation

    /// How the shape is drawn into the mask (a stroke's style is in device pixels).
    enum Operation: Hashable {
        case fill(FillRule)
        case stroke(DrawingStrokeStyle)
    }
}

/// A rendered gradient: its stops and alpha, its end points relative to the integer
/// device origin of the area (1/8 px), and the area's size in device pixels.
struct GradientKey: Hashable {
    var gradient: DrawingGradient
    var alpha: Int
    var start: [Int]
    var end: [Int]
    var width: Int
    var height: Int
}

/// DrawingPath points in 1/64 device pixels, with an element tag before each element.
func quantize(_ path: DrawingPath) -> [Int32] {
    var out: [Int32] = []
    out.reserveCapacity(path.elements.count * 7)
    func q(_ p: CGPoint) {
        out.append(Int32(clamping: pixelInt((p.x * 64).rounded())))
        out.append(Int32(clamping: pixelInt((p.y * 64).rounded())))
    }
    for element in path.elements {
        switch element {
        case .move(let p):
            out.append(0)
            q(p)
        case .line(let p):
            out.append(1)
            q(p)
        case .quadCurve(let p, let c):
            out.append(2)
            q(p)
            q(c)
        case .curve(let p, let c1, let c2):
            out.append(3)
            q(p)
            q(c1)
            q(c2)
        case .closeSubpath: out.append(4)
        }
    }
    return out
}

/// `value` as an `Int` for pixel arithmetic, clamped to ±2³⁰ (NaN is 0), so a shape a
/// billion points away or a NaN coordinate can never trap a conversion.
func pixelInt(_ value: Double) -> Int {
    guard !value.isNaN else { return 0 }
    return Int(max(min(value, 1_073_741_824), -1_073_741_824))
}

/// The same for `CGFloat`.
func pixelInt(_ value: CGFloat) -> Int { pixelInt(Double(value)) }
