import CCairo
import Foundation

/// Compositing a kept picture (a dial's face, a thumb) without pixman, when it lands on
/// whole pixels of an ARGB32 image.
///
/// A picture is mostly fully transparent (around a round shape) or fully opaque (inside
/// it). The first time a kept picture is reused, each row is scanned once for the span
/// that holds any ink and the longest run of opaque pixels in it; compositing then skips
/// the transparent pixels, copies the opaque run with `memcpy` (fills it, without reading
/// the picture, when it is nearly all one colour: a plain face inside its rim), or has
/// pixman blend a run of one translucent colour, rows of them at once, and blends only
/// the rest. For a 720 px dial face this is about twice as fast as pixman's OVER over the
/// whole square. Pictures that are mostly translucent (a thumb's shadow) are left to
/// pixman, which blends faster.
enum PictureComposite {
    /// Per row of a picture: where its ink starts and ends, and its longest run that needs
    /// no per-pixel work: opaque pixels (copied, or filled when one colour) or one
    /// translucent colour repeated (blended as a solid colour by pixman, with the rows
    /// above and below it that match).
    struct Row {
        var inkStart: Int32 = 0, runStart: Int32 = 0, runEnd: Int32 = 0, inkEnd: Int32 = 0
        /// The run's colour when it is one colour (opaque: filled; translucent: blended);
        /// 0 for an opaque run of several colours (copied).
        var constant: UInt32 = 0
    }

    /// A scanned picture's rows; empty when the picture is left to pixman.
    final class Runs {
        let rows: [Row]
        init(rows: [Row]) { self.rows = rows }
    }

    /// Pictures smaller than this many pixels are always left to pixman.
    static let minimumArea = 256 * 256

    nonisolated(unsafe) private static let runsKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

    /// Scans `surface` (ARGB32, flushed) once and attaches its runs to it (released with
    /// it); does nothing when it was scanned before, whatever the outcome.
    static func attachRunsIfNeeded(to surface: OpaquePointer) {
        guard cairo_surface_get_user_data(surface, runsKey) == nil else { return }
        attachRuns(to: surface)
    }

    /// The runs attached to `picture` (nil when it was never scanned).
    static func rows(of picture: OpaquePointer) -> [Row]? {
        cairo_surface_get_user_data(picture, runsKey).map { Unmanaged<Runs>.fromOpaque($0).takeUnretainedValue().rows }
    }

    /// Scans `surface` (ARGB32, flushed) and attaches its runs to it, released with it:
    /// none (an empty list, which also marks the surface as scanned) when pixman would do
    /// better.
    static func attachRuns(to surface: OpaquePointer) {
        let runs = Unmanaged.passRetained(Runs(rows: scan(surface))).toOpaque()
        let status = cairo_surface_set_user_data(surface, runsKey, runs) { pointer in
            if let pointer { Unmanaged<Runs>.fromOpaque(pointer).release() }
        }
        if status != CAIRO_STATUS_SUCCESS { Unmanaged<Runs>.fromOpaque(runs).release() }
    }

    /// Each row's ink and run, or none when they would not pay.
    private static func scan(_ surface: OpaquePointer) -> [Row] {
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32, let data = cairo_image_surface_get_data(surface) else {
            return []
        }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        // Small pictures (thumbs, knobs) composite fast enough in pixman; not worth a scan
        // each time a moving thumb meets a new sub-pixel phase.
        guard width * height >= minimumArea else { return [] }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var rows: [Row] = []
        rows.reserveCapacity(height)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            var first = -1, last = -1
            var opaque = (start: 0, end: 0), opaqueStart = -1
            var same = (start: 0, end: 0), sameStart = -1
            var fill = (start: 0, end: 0), fillStart = -1  // opaque, one colour
            for x in 0..<width {
                let p = row[x]
                if p != 0 {
                    if first < 0 { first = x }
                    last = x
                }
                if p >> 24 == 255 {
                    if opaqueStart < 0 { opaqueStart = x }
                    if x + 1 - opaqueStart > opaque.end - opaque.start { opaque = (opaqueStart, x + 1) }
                } else {
                    opaqueStart = -1
                }
                if p != 0, x > 0, row[x - 1] == p {
                    if p >> 24 == 255 {
                        if fillStart < 0 { fillStart = x - 1 }
                        if x + 1 - fillStart > fill.end - fill.start { fill = (fillStart, x + 1) }
                    } else {
                        if sameStart < 0 { sameStart = x - 1 }
                        if x + 1 - sameStart > same.end - same.start { same = (sameStart, x + 1) }
                    }
                } else {
                    sameStart = -1
                    fillStart = -1
                }
            }
            guard first >= 0 else {
                rows.append(Row())
                continue
            }
            var r = Row(inkStart: Int32(first), runStart: Int32(first), runEnd: Int32(first), inkEnd: Int32(last + 1))
            if opaque.end - opaque.start >= same.end - same.start, opaque.end > opaque.start {
                if fill.end > fill.start, (opaque.end - opaque.start) - (fill.end - fill.start) <= 32 {
                    // Nearly all one colour (a plain face inside its rim): filled without
                    // reading the picture; the few other opaque pixels are set one by one.
                    (r.runStart, r.runEnd, r.constant) = (Int32(fill.start), Int32(fill.end), row[fill.start])
                } else {
                    (r.runStart, r.runEnd) = (Int32(opaque.start), Int32(opaque.end))
                }
            } else if same.end > same.start {
                (r.runStart, r.runEnd, r.constant) = (Int32(same.start), Int32(same.end), row[same.start])
            }
            rows.append(r)
        }
        // Worth it only when most of the picture is skipped, copied or blended as one
        // colour: pixman blends four pixels at a time, the rest here goes one at a time
        // (a thumb's soft shadow is all blending).
        let blended = rows.reduce(0) { $0 + Int($1.inkEnd - $1.inkStart) - Int($1.runEnd - $1.runStart) }
        return blended * 8 < width * height ? rows : []
    }

    /// Composites `picture` OVER the group target of `cr` with its top-left corner at
    /// user point (`x`, `y`) under an identity CTM; false (nothing drawn) when the picture
    /// has no runs, the CTM is not the identity, the operator is not OVER, the target is
    /// not an ARGB32 image or the clip is not a pixel-aligned rectangle.
    ///
    /// With `clear`, a clear the canvas owes the target, it first makes that clear (when it
    /// returns true), around the opaque runs it then copies, so those pixels are written
    /// once. With `log` as well, the picture is the update's kept base (see
    /// ``OverdrawLog``): when the last update drew the same base, only what it drew over
    /// it is cleared and composited again. Without a clear, what it draws is marked in
    /// `log`.
    static func paint(
        _ picture: OpaquePointer, at x: Double, _ y: Double, on cr: OpaquePointer, clearing clear: DeferredClear? = nil,
        log: OverdrawLog? = nil
    ) -> Bool {
        guard let pointer = cairo_surface_get_user_data(picture, runsKey), let src = cairo_image_surface_get_data(picture),
            let target = PixelTarget(cr)
        else { return false }
        let runs = Unmanaged<Runs>.fromOpaque(pointer).takeUnretainedValue()
        let m = target.ctm
        guard !runs.rows.isEmpty, m.xx == 1, m.yy == 1, m.xy == 0, m.yx == 0, target.deviceScale == (1, 1) else { return false }
        let px = x + target.toPixels.x0, py = y + target.toPixels.y0
        guard px == px.rounded(), py == py.rounded(), abs(px) < 1e6, abs(py) < 1e6 else { return false }
        // A clear of another surface (the canvas draws into a group) is made first, whole.
        var clear = clear
        if let other = clear, other.surface != target.surface {
            other.make()
            clear = nil
        }
        let picture = Placed(
            runs: runs, src: src, srcStride: Int(cairo_image_surface_get_stride(picture)),
            width: Int(cairo_image_surface_get_width(picture)), left: Int(px), top: Int(py))
        let clip = target.clip
        target.beginWriting()
        defer { target.endWriting() }
        guard let clear else {
            picture.composite(on: target, within: clip)
            log?.mark(picture.box.intersection(clip))
            return true
        }
        let base = KeptBase(runs: runs, left: picture.left, top: picture.top, clip: clip, part: clear.part, pixel: clear.pixel)
        if let log, let marks = log.marksToRestore(under: base) {
            // The pixels are the same base but for what the last update drew over it.
            picture.restore(marks, in: log.part, chunk: log.chunk, within: clip, over: clear.pixel, on: target)
        } else {
            picture.composite(on: target, within: clip, clearing: clear)
        }
        log?.begin(base)
        return true
    }

    /// A scanned picture at whole pixels of a target.
    private struct Placed {
        let runs: Runs
        let src: UnsafeMutablePointer<UInt8>
        let srcStride: Int, width: Int
        let left: Int, top: Int

        /// The picture's pixels on the target.
        var box: PixelBox { PixelBox(x0: left, y0: top, x1: left + width, y1: top + runs.rows.count) }

        /// Row `r`'s spans in target pixels, cut to columns `a..<b`: its ink and its run
        /// (empty when `b` ≤ `a`).
        @inline(__always)
        func spans(_ r: Row, from a: Int, to b: Int) -> (lo: Int, hi: Int, runLo: Int, runHi: Int) {
            let lo = max(left &+ Int(r.inkStart), a), hi = min(left &+ Int(r.inkEnd), b)
            let runLo = min(max(left &+ Int(r.runStart), lo), hi), runHi = max(min(left &+ Int(r.runEnd), hi), runLo)
            return (lo, hi, runLo, runHi)
        }

        /// Sets the marked pixels (spans of `chunk` pixels per row of `part`) to what
        /// clearing them to `pixel` and compositing the picture within `clip` makes, each
        /// written once and none read: the picture over the clear where it has ink, the
        /// clear elsewhere.
        func restore(_ marks: [UInt64], in part: PixelBox, chunk: Int, within clip: PixelBox, over pixel: UInt32, on target: PixelTarget) {
            // The picture's rows within the clip.
            let first = max(clip.y0, top), end = max(min(clip.y1, top + runs.rows.count), first)
            runs.rows.withUnsafeBufferPointer { rows in
                OverdrawLog.forEachSpan(of: marks, in: part, chunk: chunk) { ty, columns in
                    let d = UnsafeMutableRawPointer(target.data + ty * target.stride).assumingMemoryBound(to: UInt32.self)
                    var x = columns.lowerBound
                    if ty >= first, ty < end {
                        let r = rows[ty &- top]
                        let (lo, hi, runLo, runHi) = spans(r, from: max(clip.x0, x), to: min(clip.x1, columns.upperBound))
                        if lo < hi {
                            let s = UnsafeRawPointer(src + (ty &- top) &* srcStride).assumingMemoryBound(to: UInt32.self) - left
                            PictureComposite.fill(d + x, count: lo &- x, with: pixel)
                            PictureComposite.blend(s, over: pixel, into: d, lo..<runLo)
                            if r.constant == 0 {
                                if runLo < runHi { (d + runLo).update(from: s + runLo, count: runHi &- runLo) }
                            } else {
                                let value = r.constant >> 24 == 255 ? r.constant : PixelArithmetic.over(r.constant, pixel)
                                PictureComposite.fill(d + runLo, count: runHi &- runLo, with: value)
                            }
                            PictureComposite.blend(s, over: pixel, into: d, runHi..<hi)
                            x = hi
                        }
                    }
                    PictureComposite.fill(d + x, count: columns.upperBound &- x, with: pixel)
                }
            }
        }

        /// Composites the picture within `clip` (pixels of the target), first making
        /// `clear` around the opaque runs it then writes.
        func composite(on target: PixelTarget, within clip: PixelBox, clearing clear: DeferredClear? = nil) {
            let dst = target.data, dstStride = target.stride
            // The picture's rows within the clip, in target rows.
            let rows = max(top, clip.y0)..<max(min(top + runs.rows.count, clip.y1), max(top, clip.y0))
            /// Row `ty`'s spans in target pixels, cut to the clip: its ink and its run.
            func spans(_ ty: Int) -> (lo: Int, hi: Int, runLo: Int, runHi: Int) {
                self.spans(runs.rows[ty - top], from: clip.x0, to: clip.x1)
            }
            if let clear {
                // Everything but the pixels the opaque runs overwrite; rows with none are
                // cleared together, as one rectangle.
                var whole = clear.y0..<clear.y0
                for ty in clear.y0..<clear.y1 {
                    var copied = 0..<0
                    if rows.contains(ty), runs.rows[ty - top].constant == 0 || runs.rows[ty - top].constant >> 24 == 255 {
                        let s = spans(ty)
                        if s.lo < s.hi { copied = s.runLo..<s.runHi }
                    }
                    if copied.isEmpty {
                        whole = whole.lowerBound..<(ty + 1)
                        continue
                    }
                    clear.clear(rows: whole)
                    whole = (ty + 1)..<(ty + 1)
                    clear.clear(row: ty, from: Int.min, to: copied.lowerBound)
                    clear.clear(row: ty, from: copied.upperBound, to: Int.max)
                }
                clear.clear(rows: whole)
            }
            // Rows whose runs of one translucent colour line up (the wheels' band) are blended
            // together, as one rectangle through pixman's solid OVER.
            var solid = SolidRectangle(target: target)
            for ty in rows {
                let r = runs.rows[ty - top], (lo, hi, runLo, runHi) = spans(ty)
                guard lo < hi else { continue }
                let s = UnsafeRawPointer(src + (ty - top) * srcStride).assumingMemoryBound(to: UInt32.self) - left
                let d = UnsafeMutableRawPointer(dst + ty * dstStride).assumingMemoryBound(to: UInt32.self)
                blend(s, d, lo..<runLo)
                if runLo < runHi {
                    if r.constant == 0 {
                        (d + runLo).update(from: s + runLo, count: runHi - runLo)
                    } else if r.constant >> 24 == 255 {
                        (d + runLo).update(repeating: r.constant, count: runHi - runLo)
                    } else {
                        solid.add(row: ty, runLo..<runHi, color: r.constant)
                    }
                }
                blend(s, d, runHi..<hi)
            }
            solid.flush()
        }
    }

    /// Rows of one translucent colour over the same columns, gathered into a rectangle and
    /// blended by pixman (``SolidOver``).
    private struct SolidRectangle {
        let target: PixelTarget
        var color: UInt32 = 0, columns = 0..<0, rows = 0..<0
        /// pixman's images for the last colour, kept across rectangles (a rounded band's
        /// corner rows are a rectangle each).
        private var over: (color: UInt32, images: SolidOver)?

        init(target: PixelTarget) { self.target = target }

        mutating func add(row y: Int, _ columns: Range<Int>, color: UInt32) {
            if color == self.color, columns == self.columns, y == rows.upperBound {
                rows = rows.lowerBound..<(y + 1)
                return
            }
            flush()
            (self.color, self.columns, rows) = (color, columns, y..<(y + 1))
        }

        mutating func flush() {
            defer { rows = 0..<0 }
            guard !rows.isEmpty, !columns.isEmpty else { return }
            if over?.color != color { over = SolidOver(target, color: color).map { (color, $0) } }
            if let over = over?.images {
                over.composite(x: columns.lowerBound, y: rows.lowerBound, width: columns.count, height: rows.count)
                return
            }
            // pixman could not wrap the pixels (out of memory): one pixel at a time here.
            for y in rows {
                let d = UnsafeMutableRawPointer(target.data + y * target.stride).assumingMemoryBound(to: UInt32.self)
                for x in columns { d[x] = PixelArithmetic.over(color, d[x]) }
            }
        }
    }

    /// Sets `count` pixels from `d` to `value` (nothing for a count of 0 or less): eight
    /// at a time, then one by one (the spans restored are short: a tick's row).
    @inline(__always)
    private static func fill(_ d: UnsafeMutablePointer<UInt32>, count: Int, with value: UInt32) {
        var i = 0
        let eight = SIMD8<UInt32>(repeating: value)
        while i &+ 8 <= count {
            UnsafeMutableRawPointer(d + i).storeBytes(of: eight, as: SIMD8<UInt32>.self)
            i &+= 8
        }
        while i < count {
            d[i] = value
            i &+= 1
        }
    }

    /// The picture's pixels `range` OVER one colour, `under`, into `d` (which is not read).
    @inline(__always)
    private static func blend(_ s: UnsafePointer<UInt32>, over under: UInt32, into d: UnsafeMutablePointer<UInt32>, _ range: Range<Int>) {
        guard !range.isEmpty else { return }
        if under == 0 {
            (d + range.lowerBound).update(from: s + range.lowerBound, count: range.count)
            return
        }
        for x in range {
            let p = s[x], alpha = p >> 24
            d[x] = alpha == 255 ? p : alpha == 0 ? under : PixelArithmetic.over(p, under)
        }
    }

    /// OVER for premultiplied pixels, two channels at a time.
    @inline(__always)
    private static func blend(_ s: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>, _ range: Range<Int>) {
        for x in range {
            let p = s[x]
            let alpha = p >> 24
            if alpha == 0 { continue }
            if alpha == 255 {
                d[x] = p
                continue
            }
            d[x] = PixelArithmetic.over(p, d[x])
        }
    }
}
