import CCairo
import Foundation

/// The kept picture a backing store's update drew first, with the clear around it: its
/// runs (the picture's identity: a kept picture never changes, and its runs live as long
/// as it), where it landed, the clip it was cut to, and the part cleared, to what pixel.
struct KeptBase: Equatable {
    let runs: PictureComposite.Runs
    let left: Int, top: Int
    let clip: PixelBox
    let part: PixelBox
    let pixel: UInt32

    static func == (a: KeptBase, b: KeptBase) -> Bool {
        a.runs === b.runs && a.left == b.left && a.top == b.top && a.clip == b.clip && a.part == b.part && a.pixel == b.pixel
    }
}

/// What a backing store's update drew over its kept base, so the next update, when it
/// draws the same base first, restores only those pixels instead of writing the base
/// whole again.
///
/// A turning dial redraws everything each frame, and its first drawing is its kept face:
/// the clear and the face wrote every pixel of its 720 × 720 px part at 3×, about a
/// quarter of the frame (memory bandwidth), though only its ticks, labels and marker
/// changed. The store's pixels stay as the last update left them (it is the only writer),
/// so the face under what the last update drew over it is all that differs from the face.
///
/// The canvas marks, in device pixels, everything it draws after the base: a polygon fill
/// its polygons' boxes, text its ink, a shape or image its bounds. The log keeps, per row
/// of the part, which columns of ``chunk`` pixels were marked (one 64-bit word a row):
/// marking costs a few instructions a row however many boxes overlap (a dial's 111 tick
/// boxes overlap their neighbours), and a row is restored in a few long spans. A drawing
/// whose extent the canvas cannot tell (a shadow, a gradient fill, anything drawn on
/// `CairoCanvas.context` directly) makes the log incomplete, and the next update draws
/// the base whole.
final class OverdrawLog {
    /// A base and, per row of its part, the chunks drawn over it.
    struct Memory {
        var base: KeptBase
        var rows: [UInt64]
    }

    /// The part being redrawn, in device pixels.
    let part: PixelBox
    /// The width of a column of the marks: the part's width in at most 64 of them, and at
    /// least 16 pixels.
    let chunk: Int
    /// The last update's base and what it drew over it, restored when this update's base
    /// is the same.
    @exclusivity(unchecked) private var previous: Memory?
    /// This update's base, once drawn, and the marks over it.
    private var base: KeptBase?
    /// (Unchecked: marking is a tight loop, and only this class touches the array.)
    @exclusivity(unchecked) private var rows: [UInt64] = []
    /// False once something drew where the canvas could not tell.
    private(set) var isComplete = true
    /// Whether the base was restored from the last update's marks instead of drawn whole.
    private(set) var restored = false

    init(part: PixelBox, previous: Memory?) {
        self.part = part
        chunk = max(16, (part.x1 - part.x0 + 63) / 64)
        self.previous = previous?.base.part == part && previous?.rows.count == part.y1 - part.y0 ? previous : nil
    }

    /// The marks to restore when this update's first drawing is `base`: per row of the
    /// part, the chunks the last update drew over the same base; nil when the base must be
    /// drawn whole.
    func marksToRestore(under base: KeptBase) -> [UInt64]? {
        guard let previous, previous.base == base else { return nil }
        restored = true
        return previous.rows
    }

    /// Records that the base was drawn; marks from here on are what lies over it.
    func begin(_ base: KeptBase) {
        self.base = base
        // The last update's rows, cleared, hold this one's marks (no allocation a frame).
        rows = previous?.rows ?? []
        previous = nil
        let count = part.y1 - part.y0
        if rows.count == count {
            rows.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        } else {
            rows = [UInt64](repeating: 0, count: count)
        }
    }

    /// Records that the pixels of `box` (device pixels) may have changed; nothing outside
    /// the part counts.
    func mark(_ box: PixelBox) {
        guard isComplete, base != nil else { return }
        let cut = box.intersection(part)
        guard !cut.isEmpty else { return }
        let first = (cut.x0 - part.x0) / chunk, last = (cut.x1 - 1 - part.x0) / chunk
        let bits = (UInt64.max >> (63 - (last - first))) << first
        rows.withUnsafeMutableBufferPointer { rows in
            for y in (cut.y0 - part.y0)..<(cut.y1 - part.y0) { rows[y] |= bits }
        }
    }

    /// Records the device pixels of `x0...x1` × `y0...y1` (fractional, grown outward by
    /// `margin` pixels); non-finite coordinates count as unknown.
    func mark(x0: Double, y0: Double, x1: Double, y1: Double, margin: Double) {
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return markUnknown() }
        // Cut to the part first: the coordinates are then small enough to convert.
        let left = max(x0 - margin, Double(part.x0)), right = min(x1 + margin, Double(part.x1))
        let top = max(y0 - margin, Double(part.y0)), bottom = min(y1 + margin, Double(part.y1))
        guard left < right, top < bottom else { return }
        mark(
            PixelBox(
                x0: Int(left.rounded(.down)), y0: Int(top.rounded(.down)), x1: Int(right.rounded(.up)),
                y1: Int(bottom.rounded(.up))))
    }

    /// Records that something drew somewhere: the next update draws its base whole.
    func markUnknown() { isComplete = false }

    /// What the next update may restore: this update's base and its marks, when both are
    /// known.
    var memory: Memory? {
        guard let base, isComplete else { return nil }
        return Memory(base: base, rows: rows)
    }

    /// Calls `body` with each marked span of `rows` (per row of `part`, chunks of `chunk`
    /// pixels): the row and its columns, cut to the part.
    static func forEachSpan(
        of rows: [UInt64], in part: PixelBox, chunk: Int, _ body: (_ y: Int, _ columns: Range<Int>) -> Void
    ) {
        for (i, word) in rows.enumerated() where word != 0 {
            var m = word
            while m != 0 {
                let first = m.trailingZeroBitCount
                let count = (~(m >> first)).trailingZeroBitCount
                m &= count == 64 ? 0 : ~(((1 << count) - 1) << first)
                let x0 = part.x0 + first * chunk, x1 = min(part.x0 + (first + count) * chunk, part.x1)
                body(part.y0 + i, x0..<x1)
            }
        }
    }
}

extension CairoCanvas {
    /// The context for a drawing whose pixels the caller marks in ``overdraw`` itself
    /// (reading `context` instead marks them unknown); makes the clear the canvas owes.
    func drawingContext() -> OpaquePointer {
        if deferredClear != nil { makeDeferredClear() }
        return rawContext
    }

    /// Marks in ``overdraw`` the device pixels under `rect` (user space, under the current
    /// transform), grown by `margin` pixels for antialiasing and rounding.
    func markDrawn(_ rect: CGRect, margin: Double = 2) {
        guard let overdraw else { return }
        guard !rect.isNull, rect.isDrawable else { return overdraw.markUnknown() }
        let t = DeviceTransform(rawContext, target: cairo_get_group_target(rawContext)).toPixels
        // The box of the rectangle's four corners in pixels: each axis's extremes come from
        // the larger and smaller of each transform term.
        let (ax, bx) = (t.xx * Double(rect.minX), t.xx * Double(rect.maxX))
        let (ay, by) = (t.xy * Double(rect.minY), t.xy * Double(rect.maxY))
        let (cx, dx) = (t.yx * Double(rect.minX), t.yx * Double(rect.maxX))
        let (cy, dy) = (t.yy * Double(rect.minY), t.yy * Double(rect.maxY))
        overdraw.mark(
            x0: min(ax, bx) + min(ay, by) + t.x0, y0: min(cx, dx) + min(cy, dy) + t.y0,
            x1: max(ax, bx) + max(ay, by) + t.x0, y1: max(cx, dx) + max(cy, dy) + t.y0, margin: margin)
    }
}
