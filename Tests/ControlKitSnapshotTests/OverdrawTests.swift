import CCairo
import ControlKit
import Foundation
import Testing

@testable import ControlKitCairo

/// A backing store whose update draws the same kept picture first restores only what the
/// last update drew over it. Whatever is drawn over the picture, by whichever path of the
/// canvas, and however it moves, the pixels must be exactly those of drawing everything
/// again; a drawing whose extent the canvas cannot tell must make the next update draw
/// the picture whole.
@MainActor
@Suite struct OverdrawTests {
    /// A kept face (a plain disc with a rim, large enough to be composited by spans), and
    /// over it one thing that moves: drawn by `kind`'s path of the canvas.
    final class Scene: Control {
        var kind = "polygon"
        var offset: CGFloat = 0
        var faceColor = DrawingColor.white

        override func draw(in canvas: DrawingCanvas) {
            let face = bounds.insetBy(dx: 4, dy: 4)
            canvas.drawPicture(FaceKey(color: faceColor), bounds: face) { canvas in
                canvas.fill(DrawingPath(ellipseIn: face), with: .color(self.faceColor))
                canvas.stroke(DrawingPath(ellipseIn: face.insetBy(dx: 0.5, dy: 0.5)), with: .color(.separator), lineWidth: 1)
            }
            let x = 20 + offset, y = 30 + offset / 2
            switch kind {
            case "polygon":
                var quad = DrawingPath()
                quad.move(to: CGPoint(x: x, y: y))
                quad.addLine(to: CGPoint(x: x + 1.5, y: y + 0.4))
                quad.addLine(to: CGPoint(x: x + 0.8, y: y + 9))
                quad.addLine(to: CGPoint(x: x - 0.7, y: y + 8.6))
                quad.closeSubpath()
                canvas.fill(quad, with: .color(.systemRed))
            case "text":
                canvas.drawText(TextRun("Wq8", font: .system(size: 13), color: .label), in: CGRect(x: x, y: y, width: 40, height: 20))
            case "rotated text":
                canvas.withSavedState {
                    canvas.translate(x: x + 20, y: y + 10)
                    canvas.rotate(by: offset / 9)
                    canvas.drawText(
                        TextRun("Mig", font: .system(size: 15), color: .systemBlue), in: CGRect(x: -20, y: -10, width: 40, height: 20))
                }
            case "stroke":
                canvas.stroke(DrawingPath(ellipseIn: CGRect(x: x, y: y, width: 23, height: 11)), with: .color(.systemGreen), lineWidth: 2.5)
            case "rounded fill":
                canvas.fill(
                    DrawingPath(roundedRect: CGRect(x: x, y: y, width: 21, height: 13), cornerRadius: 4), with: .color(.systemOrange))
            case "image":
                let image = DrawingImage(size: CGSize(width: 10, height: 10)) { canvas in
                    canvas.fill(DrawingPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.systemBlue))
                }
                canvas.drawImage(image, in: CGRect(x: x, y: y, width: 17, height: 17))
            case "shadow":
                canvas.withSavedState {
                    canvas.setShadow(Shadow(offset: CGSize(width: 0, height: 3), blur: 4, color: DrawingColor.black.withAlpha(0.4)))
                    canvas.fill(DrawingPath(roundedRect: CGRect(x: x, y: y, width: 18, height: 12), cornerRadius: 3), with: .color(.white))
                }
            case "gradient":
                canvas.fill(
                    DrawingPath(rect: CGRect(x: x, y: y, width: 25, height: 9)),
                    with: .linearGradient(
                        DrawingGradient(colors: [.systemRed, .systemBlue]), start: CGPoint(x: x, y: y), end: CGPoint(x: x + 25, y: y)))
            case "context":
                // Straight on cairo: the canvas cannot tell what this covers.
                if let cairo = canvas as? CairoCanvas {
                    cairo_rectangle(cairo.context, Double(x), Double(y), 14, 6)
                    cairo_set_source_rgba(cairo.context, 0.8, 0.1, 0.5, 1)
                    cairo_fill(cairo.context)
                }
            case "small picture":
                // A second kept picture (a thumb), too small for spans: composited by cairo.
                canvas.drawPicture("thumb", bounds: CGRect(x: x, y: y, width: 12, height: 12)) { canvas in
                    canvas.fill(DrawingPath(ellipseIn: CGRect(x: x, y: y, width: 12, height: 12)), with: .color(.systemGray))
                }
            case "off the part":
                // Far outside the control and the pixels: nothing to restore, nothing broken.
                canvas.fill(CGRect(x: x + 1e6, y: -1e7, width: 30, height: 30), with: .color(.systemRed))
                canvas.drawText(TextRun("far", font: .system(size: 13), color: .label), in: CGRect(x: -5e5, y: y, width: 40, height: 20))
            case "non-finite":
                // Refused by the canvas before it draws anything.
                canvas.fill(CGRect(x: .nan, y: y, width: 30, height: 30), with: .color(.systemRed))
                canvas.drawText(
                    TextRun("inf", font: .system(size: 13), color: .label), in: CGRect(x: .infinity, y: y, width: 40, height: 20))
            default:
                break
            }
        }

        struct FaceKey: Hashable { var color: DrawingColor }
    }

    /// Kinds whose pixels the canvas can bound (a non-finite shape or text draws nothing),
    /// and kinds it cannot.
    nonisolated static let restoredKinds = [
        "polygon", "text", "rotated text", "stroke", "rounded fill", "image", "small picture", "off the part", "non-finite", "none",
    ]
    nonisolated static let unknownKinds = ["shadow", "gradient", "context"]

    /// Moved in 2 pt steps (with a drift of a fraction of a point), then back, over a
    /// transparent and an opaque background: every frame the pixels of a whole redraw.
    /// Kinds the canvas can bound restore the face from the second frame on; the others
    /// draw it whole every time.
    @Test(arguments: restoredKinds + unknownKinds)
    func whatMovesOverAKeptFaceLeavesTheEagerPixelsEveryFrame(_ kind: String) {
        for background in [nil, DrawingColor.systemOrange] {
            let scene = Scene(bounds: CGRect(x: 0, y: 0, width: 120, height: 120))
            scene.kind = kind
            let store = CairoBackingStore(), eager = DeferredClearTests.EagerStore()
            var restored = 0
            for step in 0..<16 {
                scene.offset = 2 * CGFloat(step < 8 ? step : 16 - step) + CGFloat(step) * 0.618_034 / 3
                scene.setNeedsDisplay()
                store.update(scene, scale: 3, background: background)
                if store.restoredLastUpdate { restored += 1 }
                let off = differences(store.bitmap?.rgbaPixels() ?? [], eager.update(scene, scale: 3, background: background))
                #expect(off == 0, "\(kind) over \(String(describing: background)), step \(step): \(off) px")
            }
            // The face is kept on its first use and scanned on its second: restored from the
            // third (or the second, when another test kept it first), unless tests running
            // alongside push it out of the picture cache now and then.
            if Self.restoredKinds.contains(kind) {
                #expect(restored >= 10, "\(kind): \(restored) restored")
            } else {
                #expect(restored == 0, "\(kind): \(restored) restored")
            }
        }
    }

    /// One kind after another, frame by frame, so every pair follows every other: what an
    /// unknown drawing leaves is drawn over whole by the next update, and a restore after
    /// it starts from that.
    @Test func kindsFollowingEachOtherLeaveTheEagerPixels() {
        let scene = Scene(bounds: CGRect(x: 0, y: 0, width: 120, height: 120))
        let store = CairoBackingStore(), eager = DeferredClearTests.EagerStore()
        let kinds = Self.restoredKinds + Self.unknownKinds
        var frame = 0
        for first in kinds {
            for second in [first, "polygon", "context", "text", "none"] {
                for kind in [first, second] {
                    scene.kind = kind
                    scene.offset = CGFloat(frame % 23) * 2.1
                    scene.setNeedsDisplay()
                    store.update(scene, scale: 2, background: .white)
                    let off = differences(store.bitmap?.rgbaPixels() ?? [], eager.update(scene, scale: 2, background: .white))
                    #expect(off == 0, "\(first) then \(second), frame \(frame): \(off) px")
                    frame += 1
                }
            }
        }
    }

    /// What else changes between updates: a part of the control marked alone (the marks
    /// cover the whole control), another face (another picture), another background
    /// (new pixels), another scale. Each draws the face whole, and the pixels stay right.
    @Test func aPartialUpdateAnotherFaceBackgroundOrScaleDrawTheFaceWhole() {
        let scene = Scene(bounds: CGRect(x: 0, y: 0, width: 120, height: 120))
        scene.kind = "text"
        let store = CairoBackingStore(), eager = DeferredClearTests.EagerStore()
        var background: DrawingColor? = .white
        var scale: CGFloat = 3
        var missed: [String] = []
        /// One update after `change`; `restored`: whether it should restore (nil: either).
        func frame(_ label: String, restored: Bool?, _ change: () -> Void) {
            change()
            scene.offset += 2
            store.update(scene, scale: scale, background: background)
            switch restored {
            case true?:
                // (A test running alongside may push the face out of the picture cache.)
                if !store.restoredLastUpdate { missed.append(label) }
            case false?: #expect(!store.restoredLastUpdate, "\(label)")
            case nil: break
            }
            let off = differences(store.bitmap?.rgbaPixels() ?? [], eager.update(scene, scale: scale, background: background))
            #expect(off == 0, "\(label): \(off) px")
        }
        // (A test alongside may have kept and scanned the same face already.)
        for n in 0..<3 { frame("warm-up \(n)", restored: n == 2 ? true : nil) { scene.setNeedsDisplay() } }
        // Only a strip is stale: the text moved within it, drawn over what the last update left.
        frame("a strip", restored: false) { scene.setNeedsDisplay(CGRect(x: 0, y: 20, width: 120, height: 40)) }
        frame("whole after a strip", restored: false) { scene.setNeedsDisplay() }
        frame("whole again", restored: true) { scene.setNeedsDisplay() }
        frame("another face", restored: false) {
            scene.faceColor = .systemGray5
            scene.setNeedsDisplay()
        }
        frame("another face, kept", restored: false) { scene.setNeedsDisplay() }
        frame("another face, scanned", restored: true) { scene.setNeedsDisplay() }
        frame("another background", restored: false) { background = DrawingColor.black.withAlpha(0.5) }
        frame("after another background", restored: true) { scene.setNeedsDisplay() }
        frame("another scale", restored: false) { scale = 2 }
        frame("another scale, kept", restored: false) { scene.setNeedsDisplay() }
        frame("another scale, scanned", restored: true) { scene.setNeedsDisplay() }
        #expect(missed.count <= 1, "not restored: \(missed)")
    }

    /// The log keeps one word of marks a row: boxes are cut to the part and rounded out
    /// to whole chunks, and spans come back merged, in order, never past the part.
    @Test func marksAreCutToThePartAndComeBackAsMergedSpans() {
        let part = PixelBox(x0: 10, y0: 5, x1: 1_010, y1: 25)
        let log = OverdrawLog(part: part, previous: nil)
        #expect(log.chunk == 16)
        // Before a base, marks are not kept (nothing to restore them over).
        log.mark(PixelBox(x0: 0, y0: 0, x1: 2_000, y1: 100))
        #expect(log.memory == nil)
        let runs = PictureComposite.Runs(rows: [])
        log.begin(KeptBase(runs: runs, left: 0, top: 0, clip: part, part: part, pixel: 0))
        log.mark(PixelBox(x0: 11, y0: 6, x1: 12, y1: 7))  // one pixel: its chunk
        log.mark(PixelBox(x0: 20, y0: 6, x1: 60, y1: 7))  // overlaps it: merged
        log.mark(PixelBox(x0: 1_000, y0: -40, x1: 5_000, y1: 6))  // cut to the part's corner
        log.mark(PixelBox(x0: 500, y0: 30, x1: 600, y1: 40))  // below the part: nothing
        log.mark(x0: 100.5, y0: 10.2, x1: 100.7, y1: 10.9, margin: 0)
        log.mark(x0: .nan, y0: 0, x1: 1, y1: 1, margin: 2)
        #expect(!log.isComplete && log.memory == nil)
        let fresh = OverdrawLog(part: part, previous: nil)
        fresh.begin(KeptBase(runs: runs, left: 0, top: 0, clip: part, part: part, pixel: 0))
        fresh.mark(PixelBox(x0: 11, y0: 6, x1: 12, y1: 7))
        fresh.mark(PixelBox(x0: 20, y0: 6, x1: 60, y1: 7))
        fresh.mark(PixelBox(x0: 1_000, y0: -40, x1: 5_000, y1: 6))
        fresh.mark(x0: 100.5, y0: 10.2, x1: 100.7, y1: 10.9, margin: 0)
        guard let memory = fresh.memory else { return #expect(Bool(false)) }
        var spans: [String] = []
        OverdrawLog.forEachSpan(of: memory.rows, in: part, chunk: fresh.chunk) { y, columns in
            spans.append("\(y): \(columns.lowerBound)..<\(columns.upperBound)")
        }
        #expect(spans == ["5: 986..<1010", "6: 10..<74", "10: 90..<106"])
        // Every chunk marked: one span, to the part's edge.
        fresh.mark(PixelBox(x0: -5, y0: 20, x1: 5_000, y1: 21))
        spans = []
        OverdrawLog.forEachSpan(of: fresh.memory?.rows ?? [], in: part, chunk: fresh.chunk) { y, columns in
            if y == 20 { spans.append("\(columns)") }
        }
        #expect(spans == ["10..<1010"])
        // A part exactly 64 chunks wide, all marked.
        let wide = OverdrawLog(part: PixelBox(x0: 0, y0: 0, x1: 1_024, y1: 1), previous: nil)
        wide.begin(KeptBase(runs: runs, left: 0, top: 0, clip: part, part: part, pixel: 0))
        wide.mark(PixelBox(x0: 0, y0: 0, x1: 1_024, y1: 1))
        spans = []
        OverdrawLog.forEachSpan(of: wide.memory?.rows ?? [], in: wide.part, chunk: wide.chunk) { _, columns in spans.append("\(columns)") }
        #expect(wide.chunk == 16 && spans == ["0..<1024"])
    }

    /// Offsets an app could pass by accident, from 1e-300 to 1e308 and back, one after
    /// another through the same store: what lands on the pixels is marked, what lies
    /// beyond them or overflows the transform is not drawn or makes the log unknown, and
    /// every frame equals a whole redraw.
    @Test(arguments: ["polygon", "text", "rotated text", "stroke", "image"])
    func offsetsFromTinyToHugeLeaveTheEagerPixelsEveryFrame(_ kind: String) {
        let scene = Scene(bounds: CGRect(x: 0, y: 0, width: 120, height: 120))
        scene.kind = kind
        let store = CairoBackingStore(), eager = DeferredClearTests.EagerStore()
        let offsets: [CGFloat] = [2, 1e-300, 4, 1e-30, 6, 1e15, -1e15, 8, 1e300, 1e308, -1e308, 10, .greatestFiniteMagnitude, 12, 14]
        for (n, offset) in offsets.enumerated() {
            scene.offset = offset
            scene.setNeedsDisplay()
            store.update(scene, scale: 3, background: .white)
            let off = differences(store.bitmap?.rgbaPixels() ?? [], eager.update(scene, scale: 3, background: .white))
            #expect(off == 0, "\(kind), offset \(offset) (frame \(n)): \(off) px")
        }
    }

    /// Parts on either side of each chunk width's limits (16 px, 64 chunks): a mark of the
    /// first and the last pixel column comes back as spans that hold both and never leave
    /// the part, whatever the width.
    @Test func theFirstAndLastColumnsAreRestoredAtEveryPartWidth() {
        let runs = PictureComposite.Runs(rows: [])
        for width in [1, 15, 16, 17, 63, 1_023, 1_024, 1_025, 1_040, 4_099, 8_192] {
            let part = PixelBox(x0: 7, y0: 3, x1: 7 + width, y1: 5)
            let log = OverdrawLog(part: part, previous: nil)
            log.begin(KeptBase(runs: runs, left: 0, top: 0, clip: part, part: part, pixel: 0))
            log.mark(PixelBox(x0: part.x0, y0: 3, x1: part.x0 + 1, y1: 4))
            log.mark(PixelBox(x0: part.x1 - 1, y0: 4, x1: part.x1 + 50, y1: 9))
            var columns: [Int: [Range<Int>]] = [:]
            OverdrawLog.forEachSpan(of: log.memory?.rows ?? [], in: part, chunk: log.chunk) { y, span in
                columns[y, default: []].append(span)
            }
            #expect(log.chunk >= 16 && (width + log.chunk - 1) / log.chunk <= 64, "width \(width): chunk \(log.chunk)")
            #expect(columns[3]?.contains { $0.contains(part.x0) } == true, "width \(width)")
            #expect(columns[4]?.contains { $0.contains(part.x1 - 1) } == true, "width \(width)")
            let all = columns.values.flatMap { $0 }
            #expect(all.allSatisfy { $0.lowerBound >= part.x0 && $0.upperBound <= part.x1 && !$0.isEmpty }, "width \(width): \(all)")
            #expect(Set(columns.keys) == [3, 4], "width \(width)")
        }
    }
}
