import CCairo
import ControlKit
import Foundation

/// Solid fills of many small polygons (a dial's ticks, a marker) rasterized here instead
/// of by cairo.
///
/// cairo's scan converter costs about 5 µs per small quadrilateral however few pixels it
/// covers (a 1,000-item dial's 111 ticks took 0.75 ms of a 1 ms frame). Here each polygon
/// is rasterized on its own into a small buffer of signed areas (exact area coverage, the
/// accumulation method of font rasterizers) and blended straight into the image surface's
/// pixels, four at a time, through a table of the colour scaled by each coverage (pixman's
/// rounding). Polygons closer than two pixels to each other first add their coverage into
/// one plane, so a pixel they share is drawn once, as a non-zero fill means.
///
/// Only the common case takes this path; everything else returns false, having drawn
/// nothing, and falls back to cairo: a solid colour, the non-zero rule, OVER, default
/// antialiasing, straight segments only, polygons that do not cross themselves and are no
/// larger than ``maximumPolygonSide`` device pixels within a million pixels of the
/// surface, an ARGB32 image target, no clip or one pixel-aligned rectangle, and (for
/// several polygons) the same orientation for all of them, where their union is what the
/// fill means.
///
/// The coverage is exact (the area of each pixel inside the shape); cairo samples 15 rows
/// per pixel, so the two differ by up to about 16/255 on nearly horizontal edges and
/// nowhere else.
enum PolygonFill {
    /// Larger polygons are left to cairo, whose solid spans are faster for big areas.
    static let maximumPolygonSide = 160

    /// Scratch buffers reused from fill to fill (the plane is kept all zero between uses).
    /// Taken out of the pool as a value: a class's stored arrays would pay a dynamic
    /// exclusivity check on every element access.
    private struct Scratch {
        var area: [Float] = []
        var plane: [Float] = []
        var points: [SIMD2<Float>] = []
        var starts: [Int] = []
        var rowMin: [Int32] = []
        var rowMax: [Int32] = []
        var spans: [(y: Int32, x0: Int32, x1: Int32)] = []
    }

    private static let pool = ScratchPool()

    private final class ScratchPool: @unchecked Sendable {
        private let lock = NSLock()
        private var free: [Scratch] = []
        func take() -> Scratch { lock.withLock { free.popLast() } ?? Scratch() }
        func give(_ scratch: Scratch) { lock.withLock { if free.count < 4 { free.append(scratch) } } }
    }

    /// Fills `path` with `color` (its alpha already multiplied by the canvas alpha) on `cr`
    /// when the fast path applies; returns false, having drawn nothing, when it does not.
    static func fill(_ path: DrawingPath, color: DrawingColor, alpha: Double, rule: FillRule, on cr: OpaquePointer) -> Bool {
        // Curves first: the cheapest test, and most other fills (rounded rectangles,
        // ellipses) end here before any cairo query.
        guard rule == .nonZero, !path.elements.contains(where: \.isCurve) else { return false }
        guard cairo_get_operator(cr) == CAIRO_OPERATOR_OVER, cairo_get_antialias(cr) == CAIRO_ANTIALIAS_DEFAULT,
            let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
        else { return false }
        // The full transform to pixels: the CTM, then the surface's device scale and offset.
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        var sx = 1.0, sy = 1.0, ox = 0.0, oy = 0.0
        cairo_surface_get_device_scale(target, &sx, &sy)
        cairo_surface_get_device_offset(target, &ox, &oy)
        let t = (
            xx: m.xx * sx, yx: m.yx * sy, xy: m.xy * sx, yy: m.yy * sy, x0: m.x0 * sx + ox, y0: m.y0 * sy + oy
        )
        guard let clip = deviceClip(cr, target: target, m: m, sx: sx, sy: sy, ox: ox, oy: oy) else { return false }
        guard clip.w > 0, clip.h > 0 else { return true }  // clipped out entirely

        var scratch = pool.take()
        defer { pool.give(scratch) }
        // Polygons in device pixels; curves are not handled here.
        scratch.points.removeAll(keepingCapacity: true)
        scratch.starts.removeAll(keepingCapacity: true)
        var open = false
        for element in path.elements {
            switch element {
            case .move(let p):
                scratch.starts.append(scratch.points.count)
                open = true
                scratch.points.append(apply(t, p))
            case .line(let p):
                if !open {
                    scratch.starts.append(scratch.points.count)
                    open = true
                }
                scratch.points.append(apply(t, p))
            case .closeSubpath:
                // The next segment starts a new subpath at the same point in Core Graphics;
                // every polygon here is closed anyway.
                open = false
            case .quadCurve, .curve:
                return false
            }
        }
        let count = scratch.starts.count
        guard count > 0 else { return true }
        scratch.starts.append(scratch.points.count)

        // Bounds, sizes and orientation.
        var minX = Float.infinity, minY = Float.infinity, maxX = -Float.infinity, maxY = -Float.infinity
        var orientation: Float = 0
        for k in 0..<count {
            let lo = scratch.starts[k], hi = scratch.starts[k + 1]
            guard hi - lo >= 3 else { continue }
            var pMinX = Float.infinity, pMinY = Float.infinity, pMaxX = -Float.infinity, pMaxY = -Float.infinity
            var twiceArea: Float = 0
            for i in lo..<hi {
                let p = scratch.points[i], q = scratch.points[i + 1 < hi ? i + 1 : lo]
                pMinX = min(pMinX, p.x)
                pMaxX = max(pMaxX, p.x)
                pMinY = min(pMinY, p.y)
                pMaxY = max(pMaxY, p.y)
                twiceArea += p.x * q.y - q.x * p.y
            }
            // Small, and near enough to the surface that pixel indices stay small integers
            // (this also turns away infinities and NaN from huge coordinates).
            guard pMaxX - pMinX < Float(maximumPolygonSide), pMaxY - pMinY < Float(maximumPolygonSide),
                abs(pMinX) < 1e6, abs(pMaxX) < 1e6, abs(pMinY) < 1e6, abs(pMaxY) < 1e6
            else { return false }
            if count > 1, twiceArea != 0 {
                // Several polygons: only when they all turn the same way under non-zero,
                // where their union is what the fill means.
                guard rule == .nonZero, orientation == 0 || (orientation > 0) == (twiceArea > 0) else { return false }
                orientation = twiceArea
            }
            // Signed areas add up to the coverage only where the winding is 0 or 1: a
            // polygon that crosses itself (a star drawn in one stroke) is left to cairo.
            guard isSimple(scratch.points, lo..<hi) else { return false }
            minX = min(minX, pMinX)
            minY = min(minY, pMinY)
            maxX = max(maxX, pMaxX)
            maxY = max(maxY, pMaxY)
        }
        guard minX <= maxX else { return true }  // nothing but degenerate polygons

        cairo_surface_flush(target)
        guard let data = cairo_image_surface_get_data(target) else { return false }
        let source = Source(color: color, alpha: alpha)
        let drawn = withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 3 * 256) { table -> Bool in
            source.fillTable(table)
            let image = Image(
                data: data, stride: Int(cairo_image_surface_get_stride(target)), clip: clip, table: UnsafeBufferPointer(table))
            if count == 1 || areSeparate(&scratch, count: count) {
                // Nothing shares a pixel: each polygon's coverage goes straight into the pixels.
                for k in 0..<count {
                    let lo = scratch.starts[k], hi = scratch.starts[k + 1]
                    guard hi - lo >= 3 else { continue }
                    rasterize(&scratch, lo..<hi) { y, x0, coverage in image.blend(row: y, from: x0, coverage) }
                }
            } else {
                // Polygons that touch: their coverage is added into one plane first, so shared
                // pixels are drawn once; the plane is blended span by span and left all zero.
                let planeX = max(Int(minX.rounded(.down)), clip.x), planeY = max(Int(minY.rounded(.down)), clip.y)
                let planeW = min(Int(maxX.rounded(.up)) + 2, clip.x + clip.w) - planeX
                let planeH = min(Int(maxY.rounded(.up)) + 2, clip.y + clip.h) - planeY
                guard planeW > 0, planeH > 0 else { return true }
                guard planeW * planeH <= 4096 * 4096 else { return false }
                var plane = scratch.plane
                scratch.plane = []
                defer { scratch.plane = plane }
                if plane.count < planeW * planeH { plane = [Float](repeating: 0, count: planeW * planeH) }
                var spans = scratch.spans
                scratch.spans = []
                defer { scratch.spans = spans }
                spans.removeAll(keepingCapacity: true)
                plane.withUnsafeMutableBufferPointer { plane in
                    for k in 0..<count {
                        let lo = scratch.starts[k], hi = scratch.starts[k + 1]
                        guard hi - lo >= 3 else { continue }
                        rasterize(&scratch, lo..<hi) { y, x0, coverage in
                            guard y >= planeY, y < planeY + planeH else { return }
                            let first = max(x0, planeX), end = min(x0 + coverage.count, planeX + planeW)
                            guard first < end else { return }
                            let rowStart = (y - planeY) * planeW - planeX
                            for x in first..<end { plane[rowStart + x] = min(plane[rowStart + x] + coverage[x - x0], 1) }
                            spans.append((Int32(y), Int32(first), Int32(end)))
                        }
                    }
                    for span in spans {
                        let rowStart = (Int(span.y) - planeY) * planeW - planeX
                        let row = UnsafeMutableBufferPointer(rebasing: plane[(rowStart + Int(span.x0))..<(rowStart + Int(span.x1))])
                        image.blend(row: Int(span.y), from: Int(span.x0), UnsafeBufferPointer(row))
                        row.update(repeating: 0)  // read once: a span overlapping this one finds zeros
                    }
                }
            }
            return true
        }
        guard drawn else { return false }
        cairo_surface_mark_dirty(target)
        return true
    }

    /// A solid colour, premultiplied, as two pairs of 8-bit channels in 16-bit lanes
    /// (alpha and green, red and blue) for integer blending.
    private struct Source {
        let alphaGreen: UInt32, redBlue: UInt32

        init(color: DrawingColor, alpha: Double) {
            let alpha = min(max(color.alpha * alpha, 0), 1)
            func channel(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * alpha * 255).rounded()) }
            let a = UInt32((alpha * 255).rounded())
            alphaGreen = a << 16 | channel(color.green)
            redBlue = channel(color.red) << 16 | channel(color.blue)
        }

        /// For each coverage m in 0…255: the source scaled by m/255 (alpha-green lanes,
        /// red-blue lanes) and what is left of the destination (255 − its alpha).
        func fillTable(_ table: UnsafeMutableBufferPointer<UInt32>) {
            for m in 0..<256 {
                let ag = PixelArithmetic.scale(alphaGreen, UInt32(m)), rb = PixelArithmetic.scale(redBlue, UInt32(m))
                table[3 * m] = ag
                table[3 * m + 1] = rb
                table[3 * m + 2] = 255 - (ag >> 16)
            }
        }
    }

    /// The target's pixels (premultiplied ARGB in native words), the clip and the source's
    /// table by coverage.
    private struct Image {
        let data: UnsafeMutablePointer<UInt8>
        let stride: Int
        let clip: (x: Int, y: Int, w: Int, h: Int)
        let table: UnsafeBufferPointer<UInt32>

        /// OVER with the source at each pixel's coverage (0…1) along row `y` from `x0`;
        /// pixels outside the clip are left alone.
        @inline(__always)
        func blend(row y: Int, from x0: Int, _ coverage: UnsafeBufferPointer<Float>) {
            guard y >= clip.y, y < clip.y + clip.h else { return }
            let first = max(x0, clip.x), end = min(x0 + coverage.count, clip.x + clip.w)
            guard first < end else { return }
            let pixels = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            let cells = coverage.baseAddress! - x0  // cells[x] is pixel x's coverage
            var x = first
            // Four pixels at a time: coverages to 0…255 at once, the source's scaled pairs
            // and inverses gathered from the table, the destination scaled in eight
            // 16-bit lanes per channel pair (SSE2's multiply). The same arithmetic as the
            // one-pixel loop below, bit for bit; coverage 0 leaves a pixel as it was.
            while x + 4 <= end {
                let c = UnsafeRawPointer(cells + x).loadUnaligned(as: SIMD4<Float>.self)
                let m = unsafeBitCast(c * 255 + 8_388_608, to: SIMD4<UInt32>.self) & 0x1FF
                if m == .zero {
                    x += 4
                    continue
                }
                let i0 = 3 * Int(m[0]), i1 = 3 * Int(m[1]), i2 = 3 * Int(m[2]), i3 = 3 * Int(m[3])
                let sag = SIMD4(table[i0], table[i1], table[i2], table[i3])
                let srb = SIMD4(table[i0 + 1], table[i1 + 1], table[i2 + 1], table[i3 + 1])
                let inverse = SIMD4(table[i0 + 2], table[i1 + 2], table[i2 + 2], table[i3 + 2])
                let raw = UnsafeMutableRawPointer(pixels + x)
                let d = PixelArithmetic.scale(raw.loadUnaligned(as: SIMD4<UInt32>.self), by: inverse)
                // Each sum stays within its channel: a premultiplied OVER never exceeds 255.
                let out = (sag &<< 8 | srb) &+ d
                raw.storeBytes(of: out, as: SIMD4<UInt32>.self)
                x += 4
            }
            while x < end {
                // Coverage to 0…255, rounded, without a checked conversion: adding 2^23
                // leaves the rounded integer in the float's low mantissa bits.
                let m = Int((cells[x] * 255 + 8_388_608).bitPattern & 0x1FF)
                if m != 0 {
                    let sag = table[3 * m], srb = table[3 * m + 1], inverse = table[3 * m + 2]
                    pixels[x] = (sag << 8 | srb) &+ PixelArithmetic.scale(pixel: pixels[x], inverse)
                }
                x += 1
            }
        }
    }

    /// True when no two polygons come within two pixels of each other (so none shares a
    /// pixel): polygons whose boxes are that close must be convex and split by one of
    /// their edges' normals.
    private static func areSeparate(_ s: inout Scratch, count: Int) -> Bool {
        let margin: Float = 2
        var boxes: [(minX: Float, minY: Float, maxX: Float, maxY: Float, k: Int)] = []
        boxes.reserveCapacity(count)
        for k in 0..<count {
            let lo = s.starts[k], hi = s.starts[k + 1]
            guard hi - lo >= 3 else { continue }
            var box = (minX: Float.infinity, minY: Float.infinity, maxX: -Float.infinity, maxY: -Float.infinity, k: k)
            for i in lo..<hi {
                let p = s.points[i]
                box = (min(box.minX, p.x), min(box.minY, p.y), max(box.maxX, p.x), max(box.maxY, p.y), k)
            }
            boxes.append(box)
        }
        boxes.sort { $0.minX < $1.minX }
        for i in boxes.indices {
            var j = i + 1
            while j < boxes.count, boxes[j].minX < boxes[i].maxX + margin {
                if boxes[j].minY < boxes[i].maxY + margin, boxes[i].minY < boxes[j].maxY + margin {
                    let a = s.starts[boxes[i].k]..<s.starts[boxes[i].k + 1]
                    let b = s.starts[boxes[j].k]..<s.starts[boxes[j].k + 1]
                    guard isConvex(s.points, a), isConvex(s.points, b),
                        isSplit(s.points, a, from: b, margin: margin) || isSplit(s.points, b, from: a, margin: margin)
                    else { return false }
                }
                j += 1
            }
        }
        return true
    }

    /// True when no two edges that do not share a vertex cross (checked for up to 16
    /// vertices; longer polygons count as not simple).
    private static func isSimple(_ points: [SIMD2<Float>], _ range: Range<Int>) -> Bool {
        let n = range.count
        guard n > 3 else { return true }
        guard n <= 16 else { return false }
        func cross(_ o: SIMD2<Float>, _ a: SIMD2<Float>, _ b: SIMD2<Float>) -> Float {
            (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
        }
        let lo = range.lowerBound
        for i in 0..<n {
            let p = points[lo + i], q = points[lo + (i + 1) % n]
            for j in stride(from: i + 2, to: n, by: 1) where !(i == 0 && j == n - 1) {
                let r = points[lo + j], s = points[lo + (j + 1) % n]
                let d1 = cross(p, q, r), d2 = cross(p, q, s), d3 = cross(r, s, p), d4 = cross(r, s, q)
                if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) { return false }
            }
        }
        return true
    }

    private static func isConvex(_ points: [SIMD2<Float>], _ range: Range<Int>) -> Bool {
        var sign: Float = 0
        for i in range {
            let p = points[i], q = points[i + 1 < range.upperBound ? i + 1 : range.lowerBound]
            let r = points[i + 2 < range.upperBound ? i + 2 : range.lowerBound + (i + 2 - range.upperBound)]
            let cross = (q.x - p.x) * (r.y - q.y) - (q.y - p.y) * (r.x - q.x)
            if cross != 0 {
                if sign != 0, (sign > 0) != (cross > 0) { return false }
                sign = cross
            }
        }
        return true
    }

    /// True when one of `a`'s edges has all of `b` at least `margin` beyond it.
    private static func isSplit(_ points: [SIMD2<Float>], _ a: Range<Int>, from b: Range<Int>, margin: Float) -> Bool {
        for i in a {
            let p = points[i], q = points[i + 1 < a.upperBound ? i + 1 : a.lowerBound]
            var n = SIMD2(q.y - p.y, p.x - q.x)
            let length = (n * n).sum().squareRoot()
            guard length > 0 else { continue }
            n /= length
            // The side of the edge `a` lies on (its other vertices), and how far b keeps out.
            var aMax = -Float.infinity, aMin = Float.infinity, bMax = -Float.infinity, bMin = Float.infinity
            for j in a {
                let d = (n * (points[j] - p)).sum()
                aMax = max(aMax, d)
                aMin = min(aMin, d)
            }
            for j in b {
                let d = (n * (points[j] - p)).sum()
                bMax = max(bMax, d)
                bMin = min(bMin, d)
            }
            if bMin >= aMax + margin || bMax <= aMin - margin { return true }
        }
        return false
    }

    private static func apply(
        _ t: (xx: Double, yx: Double, xy: Double, yy: Double, x0: Double, y0: Double), _ p: CGPoint
    ) -> SIMD2<Float> {
        let x = Double(p.x), y = Double(p.y)
        return SIMD2(Float(t.xx * x + t.xy * y + t.x0), Float(t.yx * x + t.yy * y + t.y0))
    }

    /// The clip in device pixels: the surface when there is no clip, the rectangle when it
    /// is one pixel-aligned rectangle; nil (fall back) for anything else.
    static func deviceClip(
        _ cr: OpaquePointer, target: OpaquePointer, m: cairo_matrix_t, sx: Double, sy: Double, ox: Double, oy: Double
    ) -> (x: Int, y: Int, w: Int, h: Int)? {
        let surfaceW = Int(cairo_image_surface_get_width(target)), surfaceH = Int(cairo_image_surface_get_height(target))
        guard m.xy == 0, m.yx == 0 else {
            // A rotated user space cannot list the clip; accept only "no clip at all".
            var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
            cairo_restore(cr)
            let dx0 = x0 * sx + ox, dy0 = y0 * sy + oy, dx1 = x1 * sx + ox, dy1 = y1 * sy + oy
            guard dx0 <= 0, dy0 <= 0, dx1 >= Double(surfaceW), dy1 >= Double(surfaceH) else { return nil }
            return (0, 0, surfaceW, surfaceH)
        }
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        if list.pointee.num_rectangles == 0 { return (0, 0, 0, 0) }
        guard list.pointee.num_rectangles == 1, let r = list.pointee.rectangles?.pointee else { return nil }
        // User space to pixels (axis-aligned here).
        let ax = (r.x * m.xx + m.x0) * sx + ox, bx = ((r.x + r.width) * m.xx + m.x0) * sx + ox
        let ay = (r.y * m.yy + m.y0) * sy + oy, by = ((r.y + r.height) * m.yy + m.y0) * sy + oy
        let x0 = Int(min(ax, bx).rounded()), x1 = Int(max(ax, bx).rounded())
        let y0 = Int(min(ay, by).rounded()), y1 = Int(max(ay, by).rounded())
        let cx0 = max(x0, 0), cy0 = max(y0, 0), cx1 = min(x1, surfaceW), cy1 = min(y1, surfaceH)
        return (cx0, cy0, max(cx1 - cx0, 0), max(cy1 - cy0, 0))
    }

    /// Rasterizes one polygon into signed areas and hands its coverage (0…1 per pixel) to
    /// `emit` one row at a time, from the top: the row, its first pixel, the coverages.
    @inline(__always)
    private static func rasterize(
        _ s: inout Scratch, _ range: Range<Int>, emit: (_ y: Int, _ x0: Int, _ coverage: UnsafeBufferPointer<Float>) -> Void
    ) {
        var minX = Float.infinity, minY = Float.infinity, maxX = -Float.infinity, maxY = -Float.infinity
        for i in range {
            let p = s.points[i]
            minX = min(minX, p.x)
            maxX = max(maxX, p.x)
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        let bx = Int(minX.rounded(.down)), by = Int(minY.rounded(.down))
        let w = Int(maxX.rounded(.up)) - bx + 2, h = Int(maxY.rounded(.up)) - by
        guard h > 0 else { return }
        if s.area.count < w * h { s.area = [Float](repeating: 0, count: w * h) }
        if s.rowMin.count < h {
            s.rowMin = [Int32](repeating: Int32.max, count: h)
            s.rowMax = [Int32](repeating: Int32.min, count: h)
        }
        let points = s.points
        s.area.withUnsafeMutableBufferPointer { area in
            s.rowMin.withUnsafeMutableBufferPointer { rowMin in
                s.rowMax.withUnsafeMutableBufferPointer { rowMax in
                    let ofx = Float(bx), ofy = Float(by)
                    for i in range {
                        let p = points[i], q = points[i + 1 < range.upperBound ? i + 1 : range.lowerBound]
                        line(
                            area, w: w, h: h, rowMin: rowMin, rowMax: rowMax, SIMD2(p.x - ofx, p.y - ofy),
                            SIMD2(q.x - ofx, q.y - ofy))
                    }
                    for row in 0..<h {
                        let lo = Int(rowMin[row]), hi = Int(rowMax[row])
                        guard lo <= hi else { continue }
                        rowMin[row] = Int32.max
                        rowMax[row] = Int32.min
                        // The running sum of signed areas is the coverage (non-zero: its
                        // magnitude, at most 1), turned into coverage in place.
                        var sum: Float = 0
                        let cells = UnsafeMutableBufferPointer(rebasing: area[(row * w + lo)...(row * w + hi)])
                        for i in cells.indices {
                            sum += cells[i]
                            cells[i] = min(abs(sum), 1)
                        }
                        emit(by + row, bx + lo, UnsafeBufferPointer(cells))
                        cells.update(repeating: 0)
                    }
                }
            }
        }
    }

    /// Adds one edge's signed area to the cells it crosses (the exact area to the right
    /// of the edge within each cell, accumulated along the row afterwards).
    @inline(__always)
    private static func line(
        _ area: UnsafeMutableBufferPointer<Float>, w: Int, h: Int, rowMin: UnsafeMutableBufferPointer<Int32>,
        rowMax: UnsafeMutableBufferPointer<Int32>, _ p0: SIMD2<Float>, _ p1: SIMD2<Float>
    ) {
        guard p0.y != p1.y else { return }
        let (top, bottom, dir): (SIMD2<Float>, SIMD2<Float>, Float) = p0.y < p1.y ? (p0, p1, 1) : (p1, p0, -1)
        let dxdy = (bottom.x - top.x) / (bottom.y - top.y)
        var x = top.x
        let yStart = max(Int(top.y), 0), yEnd = min(Int(bottom.y.rounded(.up)), h)
        if top.y < 0 { x -= top.y * dxdy }
        var y = yStart
        while y < yEnd {
            let rowTop = max(Float(y), top.y), rowBottom = min(Float(y + 1), bottom.y)
            let dy = rowBottom - rowTop
            let xNext = x + dxdy * dy
            let d = dy * dir
            let (xa, xb) = x < xNext ? (x, xNext) : (xNext, x)
            // Local coordinates are never negative: truncation is the floor (no libm call).
            let xaFloor = Float(Int(xa)), xbFloor = Float(Int(xb))
            let xbCeil = xbFloor == xb ? xb : xbFloor + 1
            let ia = max(Int(xaFloor), 0), ib = min(Int(xbCeil), w - 1)
            let base = y * w
            if ib <= ia + 1 {
                let mid = 0.5 * (x + xNext) - xaFloor
                area[base + ia] += d - d * mid
                if ia + 1 < w { area[base + ia + 1] += d * mid }
            } else {
                let s = 1 / (xb - xa)
                let fa = xa - xaFloor
                let a0 = 0.5 * s * (1 - fa) * (1 - fa)
                let fb = xb - xbCeil + 1
                let am = 0.5 * s * fb * fb
                area[base + ia] += d * a0
                if ib == ia + 2 {
                    area[base + ia + 1] += d * (1 - a0 - am)
                } else {
                    let a1 = s * (1.5 - fa)
                    area[base + ia + 1] += d * (a1 - a0)
                    var xi = ia + 2
                    while xi < ib - 1 {
                        area[base + xi] += d * s
                        xi += 1
                    }
                    let a2 = a1 + Float(ib - ia - 3) * s
                    area[base + ib - 1] += d * (1 - a2 - am)
                }
                area[base + ib] += d * am
            }
            rowMin[y] = min(rowMin[y], Int32(ia))
            rowMax[y] = max(rowMax[y], Int32(min(ib + 1, w - 1)))
            x = xNext
            y += 1
        }
    }
}

extension DrawingPath.Element {
    fileprivate var isCurve: Bool {
        switch self {
        case .quadCurve, .curve: true
        default: false
        }
    }
}
