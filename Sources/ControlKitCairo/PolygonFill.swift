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
        /// One row's coverage.
        var cover: [Float] = []
        var plane: [Float] = []
        var points: [SIMD2<Float>] = []
        var starts: [Int] = []
        var rowMin: [Int32] = []
        var rowMax: [Int32] = []
        var spans: [(y: Int32, x0: Int32, x1: Int32)] = []
        /// Each polygon's box in pixels: min x, min y, max x, max y.
        var boxes: [SIMD4<Float>] = []
        /// Polygon indices sorted by the left of their boxes.
        var order: [Int] = []
    }

    private static let pool = ScratchPool()

    private final class ScratchPool: @unchecked Sendable {
        private let lock = NSLock()
        private var free: [Scratch] = []
        func take() -> Scratch { lock.withLock { free.popLast() } ?? Scratch() }
        func give(_ scratch: Scratch) { lock.withLock { if free.count < 4 { free.append(scratch) } } }
    }

    /// Fills `path` with `color` (its alpha already multiplied by the canvas alpha) on `cr`
    /// when the fast path applies, marking each polygon's pixels in `log`; returns false,
    /// having drawn nothing, when it does not.
    static func fill(
        _ path: DrawingPath, color: DrawingColor, alpha: Double, rule: FillRule, on cr: OpaquePointer, log: OverdrawLog? = nil
    ) -> Bool {
        // Curves first: the cheapest test, and most other fills (rounded rectangles,
        // ellipses) end here before any cairo query.
        guard rule == .nonZero, !path.elements.contains(where: \.isCurve) else { return false }
        guard cairo_get_antialias(cr) == CAIRO_ANTIALIAS_DEFAULT, let target = PixelTarget(cr) else { return false }
        let clip = target.clip
        guard !clip.isEmpty else { return true }  // clipped out entirely

        var scratch = pool.take()
        defer { pool.give(scratch) }
        guard collectPolygons(path, to: target.toPixels, into: &scratch) else { return false }
        let count = scratch.boxes.count
        guard count > 0 else { return true }  // nothing but degenerate polygons

        // Sizes, orientation, simplicity; the bounds of them all.
        var bounds = scratch.boxes[0]
        var orientation: Float = 0
        for k in 0..<count {
            let box = scratch.boxes[k], polygon = scratch.starts[k]..<scratch.starts[k + 1]
            // Small, and near enough to the surface that pixel indices stay small integers
            // (this also turns away infinities and NaN from huge coordinates).
            guard box[2] - box[0] < Float(maximumPolygonSide), box[3] - box[1] < Float(maximumPolygonSide),
                abs(box[0]) < 1e6, abs(box[1]) < 1e6, abs(box[2]) < 1e6, abs(box[3]) < 1e6
            else { return false }
            if count > 1 {
                // Several polygons: only when they all turn the same way, where their union
                // is what a non-zero fill means.
                var twiceArea: Float = 0
                for i in polygon {
                    let p = scratch.points[i], q = scratch.points[after(i, in: polygon)]
                    twiceArea += p.x * q.y - q.x * p.y
                }
                if twiceArea != 0 {
                    guard orientation == 0 || (orientation > 0) == (twiceArea > 0) else { return false }
                    orientation = twiceArea
                }
            }
            // Signed areas add up to the coverage only where the winding is 0 or 1: a
            // polygon that crosses itself (a star drawn in one stroke) is left to cairo.
            guard isSimple(scratch.points, polygon) else { return false }
            bounds = SIMD4(
                min(bounds[0], box[0]), min(bounds[1], box[1]), max(bounds[2], box[2]), max(bounds[3], box[3]))
        }

        target.beginWriting()
        let source = Source(color: color, alpha: alpha)
        let drawn = withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 3 * 256) { table -> Bool in
            source.fillTable(table)
            let image = Image(data: target.data, stride: target.stride, clip: clip, table: UnsafeBufferPointer(table))
            if count == 1 || areSeparate(&scratch) {
                // Nothing shares a pixel: each polygon's coverage goes straight into the pixels.
                for k in 0..<count {
                    rasterize(&scratch, polygon: k) { y, x0, coverage in image.blend(row: y, from: x0, coverage) }
                }
                return true
            }
            // Polygons that touch: their coverage is added into one plane first, so shared
            // pixels are drawn once; the plane is blended span by span and left all zero.
            let planeX = max(Int(bounds[0].rounded(.down)), clip.x0), planeY = max(Int(bounds[1].rounded(.down)), clip.y0)
            let planeW = min(Int(bounds[2].rounded(.up)) + 2, clip.x1) - planeX
            let planeH = min(Int(bounds[3].rounded(.up)) + 2, clip.y1) - planeY
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
                    rasterize(&scratch, polygon: k) { y, x0, coverage in
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
            return true
        }
        guard drawn else { return false }
        target.endWriting()
        if let log {
            // What `rasterize` may write: from each box's first pixel to two past its last
            // column (the cells an edge's area spills into).
            for box in scratch.boxes {
                log.mark(
                    PixelBox(
                        x0: Int(box[0].rounded(.down)), y0: Int(box[1].rounded(.down)), x1: Int(box[2].rounded(.up)) + 2,
                        y1: Int(box[3].rounded(.up))))
            }
        }
        return true
    }

    /// The path's polygons in pixels, into `points` (each polygon's first index in
    /// `starts`, closed by a last entry) and their boxes (min x, min y, max x, max y) in
    /// `boxes`. Polygons of fewer than three points cover nothing and are left out. As in
    /// Core Graphics and cairo, a line after a close starts a new polygon at the closed
    /// one's first point. False for a path with curves.
    private static func collectPolygons(_ path: DrawingPath, to t: cairo_matrix_t, into s: inout Scratch) -> Bool {
        s.points.removeAll(keepingCapacity: true)
        s.starts.removeAll(keepingCapacity: true)
        s.boxes.removeAll(keepingCapacity: true)
        func pixel(_ p: CGPoint) -> SIMD2<Float> {
            let x = Double(p.x), y = Double(p.y)
            return SIMD2(Float(t.xx * x + t.xy * y + t.x0), Float(t.yx * x + t.yy * y + t.y0))
        }
        var first: Int?  // the open polygon's first index
        var closedStart: SIMD2<Float>?  // where a line after a close begins
        func finish() {
            guard let start = first else { return }
            first = nil
            closedStart = s.points[start]
            guard s.points.count - start >= 3 else { return s.points.removeSubrange(start...) }
            var box = SIMD4<Float>(s.points[start].x, s.points[start].y, s.points[start].x, s.points[start].y)
            for p in s.points[start...] { box = SIMD4(min(box[0], p.x), min(box[1], p.y), max(box[2], p.x), max(box[3], p.y)) }
            s.starts.append(start)
            s.boxes.append(box)
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish()
                first = s.points.count
                s.points.append(pixel(p))
            case .line(let p):
                if first == nil {
                    first = s.points.count
                    if let closedStart { s.points.append(closedStart) }
                }
                s.points.append(pixel(p))
            case .closeSubpath:
                finish()
            case .quadCurve, .curve:
                return false
            }
        }
        finish()
        s.starts.append(s.points.count)
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
        let clip: PixelBox
        let table: UnsafeBufferPointer<UInt32>

        /// OVER with the source at each pixel's coverage (0…1) along row `y` from `x0`;
        /// pixels outside the clip are left alone.
        @inline(__always)
        func blend(row y: Int, from x0: Int, _ coverage: UnsafeBufferPointer<Float>) {
            guard y >= clip.y0, y < clip.y1 else { return }
            let first = max(x0, clip.x0), end = min(x0 + coverage.count, clip.x1)
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
    private static func areSeparate(_ s: inout Scratch) -> Bool {
        let margin: Float = 2
        // Polygons by the left of their boxes; each is compared with those that start
        // before its box (grown by the margin) ends. Sorted as integers (no comparison
        // closure): the left's bits with the sign folded, so they order like the floats,
        // above the polygon's index.
        s.order.removeAll(keepingCapacity: true)
        for (k, box) in s.boxes.enumerated() {
            let bits = box[0].bitPattern
            let key = bits & 0x8000_0000 == 0 ? bits | 0x8000_0000 : ~bits
            s.order.append(Int(truncatingIfNeeded: UInt64(key) << 32 | UInt64(k)))
        }
        s.order.sort()
        for i in s.order.indices { s.order[i] &= 0xFFFF_FFFF }
        let boxes = s.boxes
        let order = s.order
        for i in order.indices {
            let a = boxes[order[i]]
            var j = i + 1
            while j < order.count, boxes[order[j]][0] < a[2] + margin {
                let b = boxes[order[j]]
                if b[1] < a[3] + margin, a[1] < b[3] + margin {
                    let p = s.starts[order[i]]..<s.starts[order[i] + 1], q = s.starts[order[j]]..<s.starts[order[j] + 1]
                    guard isConvex(s.points, p), isConvex(s.points, q),
                        isSplit(s.points, p, from: q, margin: margin) || isSplit(s.points, q, from: p, margin: margin)
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
        /// Whether segments pq and rs cross (not merely touch).
        func crosses(_ p: SIMD2<Float>, _ q: SIMD2<Float>, _ r: SIMD2<Float>, _ s: SIMD2<Float>) -> Bool {
            let d1 = cross(p, q, r), d2 = cross(p, q, s), d3 = cross(r, s, p), d4 = cross(r, s, q)
            return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))
        }
        let lo = range.lowerBound
        if n == 4 {
            // A quadrilateral (a tick): its two pairs of opposite edges.
            let a = points[lo], b = points[lo + 1], c = points[lo + 2], d = points[lo + 3]
            return !crosses(a, b, c, d) && !crosses(b, c, d, a)
        }
        for i in 0..<n {
            let p = points[lo + i], q = points[lo + (i + 1) % n]
            for j in stride(from: i + 2, to: n, by: 1) where !(i == 0 && j == n - 1) {
                if crosses(p, q, points[lo + j], points[lo + (j + 1) % n]) { return false }
            }
        }
        return true
    }

    /// The vertex after `i` in a polygon's `range`, wrapping from the last to the first.
    @inline(__always)
    private static func after(_ i: Int, in range: Range<Int>) -> Int { i + 1 < range.upperBound ? i + 1 : range.lowerBound }

    private static func isConvex(_ points: [SIMD2<Float>], _ range: Range<Int>) -> Bool {
        var sign: Float = 0
        for i in range {
            let p = points[i], q = points[after(i, in: range)]
            let r = points[after(after(i, in: range), in: range)]
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
            let p = points[i], q = points[after(i, in: a)]
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

    /// Rasterizes one polygon into signed areas and hands its coverage (0…1 per pixel) to
    /// `emit` one row at a time, from the top: the row, its first pixel, the coverages.
    @inline(__always)
    private static func rasterize(
        _ s: inout Scratch, polygon k: Int, emit: (_ y: Int, _ x0: Int, _ coverage: UnsafeBufferPointer<Float>) -> Void
    ) {
        let range = s.starts[k]..<s.starts[k + 1], box = s.boxes[k]
        let (minX, minY, maxX, maxY) = (box[0], box[1], box[2], box[3])
        let bx = Int(minX.rounded(.down)), by = Int(minY.rounded(.down))
        let w = Int(maxX.rounded(.up)) - bx + 2, h = Int(maxY.rounded(.up)) - by
        guard h > 0 else { return }
        if s.area.count < w * h { s.area = [Float](repeating: 0, count: w * h) }
        if s.cover.count < w { s.cover = [Float](repeating: 0, count: w) }
        if s.rowMin.count < h {
            s.rowMin = [Int32](repeating: Int32.max, count: h)
            s.rowMax = [Int32](repeating: Int32.min, count: h)
        }
        let points = s.points
        s.area.withUnsafeMutableBufferPointer { area in
            s.cover.withUnsafeMutableBufferPointer { cover in
                s.rowMin.withUnsafeMutableBufferPointer { rowMin in
                    s.rowMax.withUnsafeMutableBufferPointer { rowMax in
                        let ofx = Float(bx), ofy = Float(by)
                        for i in range {
                            let p = points[i], q = points[after(i, in: range)]
                            line(
                                area, w: w, h: h, rowMin: rowMin, rowMax: rowMax, SIMD2(p.x - ofx, p.y - ofy),
                                SIMD2(q.x - ofx, q.y - ofy))
                        }
                        let coverage = cover.baseAddress!
                        for row in 0..<h {
                            let lo = Int(rowMin[row]), hi = Int(rowMax[row])
                            guard lo <= hi else { continue }
                            rowMin[row] = Int32.max
                            rowMax[row] = Int32.min
                            // The running sum of signed areas is the coverage (non-zero: its
                            // magnitude, at most 1); the cells are left zero for the next row.
                            let cells = area.baseAddress! + (row * w + lo)
                            let count = hi - lo + 1
                            var sum: Float = 0
                            for i in 0..<count {
                                sum += cells[i]
                                cells[i] = 0
                                coverage[i] = min(abs(sum), 1)
                            }
                            emit(by + row, bx + lo, UnsafeBufferPointer(start: coverage, count: count))
                        }
                    }
                }
            }
        }
    }

    /// Adds one edge's signed area to the cells it crosses (the exact area to the right
    /// of the edge within each cell, accumulated along the row afterwards). Indices are
    /// within the polygon's small buffer (at most a few hundred cells a side), so their
    /// arithmetic wraps instead of checking for overflow (a few percent of a tick's cost).
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
            let rowTop = max(Float(y), top.y), rowBottom = min(Float(y &+ 1), bottom.y)
            let dy = rowBottom - rowTop
            let xNext = x + dxdy * dy
            let d = dy * dir
            let (xa, xb) = x < xNext ? (x, xNext) : (xNext, x)
            // Local coordinates are never negative: truncation is the floor (no libm call).
            let xaInt = Int(xa), xbInt = Int(xb)
            let xaFloor = Float(xaInt), xbFloor = Float(xbInt)
            let xbCeil = xbFloor == xb ? xb : xbFloor + 1
            let ia = max(xaInt, 0), ib = min(xbFloor == xb ? xbInt : xbInt &+ 1, w &- 1)
            let base = y &* w
            if ib <= ia &+ 1 {
                let mid = 0.5 * (x + xNext) - xaFloor
                area[base &+ ia] += d - d * mid
                if ia &+ 1 < w { area[base &+ ia &+ 1] += d * mid }
            } else {
                let s = 1 / (xb - xa)
                let fa = xa - xaFloor
                let a0 = 0.5 * s * (1 - fa) * (1 - fa)
                let fb = xb - xbCeil + 1
                let am = 0.5 * s * fb * fb
                area[base &+ ia] += d * a0
                if ib == ia &+ 2 {
                    area[base &+ ia &+ 1] += d * (1 - a0 - am)
                } else {
                    let a1 = s * (1.5 - fa)
                    area[base &+ ia &+ 1] += d * (a1 - a0)
                    var xi = ia &+ 2
                    while xi < ib &- 1 {
                        area[base &+ xi] += d * s
                        xi &+= 1
                    }
                    let a2 = a1 + Float(ib &- ia &- 3) * s
                    area[base &+ ib &- 1] += d * (1 - a2 - am)
                }
                area[base &+ ib] += d * am
            }
            // Both lie in 0..<w (a polygon's box is at most a few hundred pixels wide).
            rowMin[y] = min(rowMin[y], Int32(truncatingIfNeeded: ia))
            rowMax[y] = max(rowMax[y], Int32(truncatingIfNeeded: min(ib &+ 1, w &- 1)))
            x = xNext
            y &+= 1
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
