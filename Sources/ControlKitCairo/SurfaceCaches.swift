import CCairo
import ControlKit
import Foundation

/// Cairo surfaces kept between frames, least recently used dropped first.
///
/// Each cache owns its surfaces (destroyed on eviction). Keys describe the pixels
/// completely in device space, so a hit draws exactly what a miss would.
final class SurfaceLRU<Key: Hashable>: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [Key: (surface: OpaquePointer, used: Int, bytes: Int)] = [:]
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
    func surface(for key: Key, make: () -> OpaquePointer) -> OpaquePointer {
        lock.lock()
        defer { lock.unlock() }
        counter += 1
        if let hit = entries[key] {
            entries[key]?.used = counter
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
        entries[key] = (surface, counter, size)
        bytes += size
        return surface
    }

    /// The cached surface for `key`, or nil: for makers that draw with caches themselves
    /// and so must not run under this cache's lock.
    func cachedSurface(for key: Key) -> OpaquePointer? {
        lock.lock()
        defer { lock.unlock() }
        counter += 1
        guard let hit = entries[key] else { return nil }
        entries[key]?.used = counter
        return hit.surface
    }

    /// Keeps `surface` for `key` and returns the kept one (when another maker got there
    /// first, `surface` is destroyed and theirs returned).
    func insert(_ surface: OpaquePointer, for key: Key) -> OpaquePointer {
        let kept = self.surface(for: key) { surface }
        if kept != surface { cairo_surface_destroy(surface) }
        return kept
    }
}

extension SurfaceLRU where Key == ShadowMaskKey {
    /// Blurred shadow masks of solid fills and strokes.
    static let shadowMasks = SurfaceLRU(limit: 32)
}

extension SurfaceLRU where Key == GradientKey {
    /// Linear gradients rendered over a shape's device bounds.
    static let gradients = SurfaceLRU(limit: 32)
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
