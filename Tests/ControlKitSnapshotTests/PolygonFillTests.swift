import CCairo
import ControlKit
import Foundation
import Testing

@testable import ControlKitCairo

/// The polygon fill that replaces cairo's rasterizer for small solid polygons (a dial's
/// ticks): it must draw what cairo draws, take only the cases it handles, and leave the
/// rest to cairo untouched.
@MainActor
@Suite struct PolygonFillTests {
    /// A thin quadrilateral along a radius, like a dial's tick, in points.
    static func tick(center c: CGPoint, angle a: CGFloat, inner: CGFloat, outer: CGFloat, half: CGFloat = 0.75) -> [CGPoint] {
        let (s, co) = (sin(a), cos(a))
        return [
            CGPoint(x: c.x + inner * s - half * co, y: c.y - inner * co - half * s),
            CGPoint(x: c.x + outer * s - half * co, y: c.y - outer * co - half * s),
            CGPoint(x: c.x + outer * s + half * co, y: c.y - outer * co + half * s),
            CGPoint(x: c.x + inner * s + half * co, y: c.y - inner * co + half * s),
        ]
    }

    static func path(_ polygons: [[CGPoint]]) -> DrawingPath {
        var path = DrawingPath()
        for polygon in polygons {
            path.move(to: polygon[0])
            for p in polygon.dropFirst() { path.addLine(to: p) }
            path.closeSubpath()
        }
        return path
    }

    /// The raw premultiplied pixels (B, G, R, A on little-endian) of a `side`×`side` point bitmap at `scale`, drawn by `draw`
    /// on a raw cairo context (so the test picks the rasterizer).
    static func pixels(
        side: Int = 40, scale: Double = 3, background: DrawingColor? = .white, prepare: (OpaquePointer) -> Void = { _ in },
        _ draw: (OpaquePointer) -> Void
    ) -> [UInt8] {
        let bitmap = CairoBitmap(pixelWidth: Int(Double(side) * scale), pixelHeight: Int(Double(side) * scale), scale: CGFloat(scale))
        let cr = cairo_create(bitmap.surface)!
        if let background {
            cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
            cairo_paint(cr)
        }
        cairo_scale(cr, scale, scale)
        prepare(cr)
        draw(cr)
        cairo_destroy(cr)
        cairo_surface_flush(bitmap.surface)
        let stride = Int(cairo_image_surface_get_stride(bitmap.surface))
        let data = cairo_image_surface_get_data(bitmap.surface)!
        return (0..<bitmap.pixelHeight).flatMap { y in Array(UnsafeBufferPointer(start: data + y * stride, count: bitmap.pixelWidth * 4)) }
    }

    /// cairo's own fill of `path`.
    static func cairoFill(_ path: DrawingPath, _ color: DrawingColor, on cr: OpaquePointer) {
        CairoCanvas.append(path, to: cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_fill(cr)
    }

    struct Difference {
        var largest = 0
        var mean = 0.0
        var inkRatio = 1.0
    }

    static func compare(_ a: [UInt8], _ b: [UInt8], background: [UInt8] = []) -> Difference {
        var d = Difference()
        var sum = 0, inkA = 0, inkB = 0
        for i in a.indices {
            let delta = abs(Int(a[i]) - Int(b[i]))
            d.largest = max(d.largest, delta)
            sum += delta
            if i % 4 == 3 || background.isEmpty {
                inkA += background.isEmpty ? Int(a[i]) : abs(Int(a[i]) - Int(background[i]))
                inkB += background.isEmpty ? Int(b[i]) : abs(Int(b[i]) - Int(background[i]))
            }
        }
        d.mean = Double(sum) / Double(a.count)
        d.inkRatio = inkB == 0 ? (inkA == 0 ? 1 : .infinity) : Double(inkA) / Double(inkB)
        return d
    }

    /// Ticks at every angle and sub-pixel position, triangles and a concave shape, opaque and translucent, at 1×, 2× and 3×: within 24/255 of
    /// cairo anywhere (cairo's 15 sub-rows on nearly horizontal edges), with the same ink
    /// to 1 % and a mean difference under 0.5/255.
    @Test func drawsWhatCairoDraws() {
        var shapes: [(String, [[CGPoint]])] = []
        for k in 0..<24 {
            let a = CGFloat(k) * .pi / 12 + 0.013 * CGFloat(k)
            let c = CGPoint(x: 20 + 0.137 * CGFloat(k % 5), y: 20 + 0.29 * CGFloat(k % 3))
            shapes.append(("tick \(k)", [Self.tick(center: c, angle: a, inner: 9, outer: 17)]))
        }
        shapes.append(("triangle", [[CGPoint(x: 3.3, y: 4.1), CGPoint(x: 36.7, y: 12.2), CGPoint(x: 12.5, y: 35.9)]]))
        shapes.append(("sliver", [[CGPoint(x: 2, y: 20), CGPoint(x: 38, y: 20.4), CGPoint(x: 38, y: 20.6)]]))
        shapes.append(
            (
                "concave L",
                [
                    [
                        CGPoint(x: 5, y: 5), CGPoint(x: 15.5, y: 5), CGPoint(x: 15.5, y: 25.25), CGPoint(x: 30.2, y: 25.25),
                        CGPoint(x: 30.2, y: 34.8), CGPoint(x: 5, y: 34.8),
                    ]
                ]
            ))
        for scale in [1.0, 2, 3] {
            for color in [DrawingColor.systemBlue, DrawingColor.secondaryLabel] {
                for (name, polygons) in shapes {
                    let path = Self.path(polygons)
                    var tookFastPath = false
                    let fast = Self.pixels(scale: scale) { cr in
                        tookFastPath = PolygonFill.fill(path, color: color, alpha: 1, rule: .nonZero, on: cr)
                    }
                    let reference = Self.pixels(scale: scale) { Self.cairoFill(path, color, on: $0) }
                    let white = Self.pixels(scale: scale) { _ in }
                    #expect(tookFastPath, "\(name) @\(scale)x")
                    let d = Self.compare(fast, reference, background: white)
                    #expect(d.largest <= 24, "\(name) @\(scale)x: largest difference \(d.largest)/255")
                    #expect(d.mean < 0.5, "\(name) @\(scale)x: mean difference \(d.mean)/255")
                    #expect(abs(d.inkRatio - 1) < 0.01, "\(name) @\(scale)x: ink ratio \(d.inkRatio)")
                }
            }
        }
    }

    /// The same on a transparent surface (alpha is written right), under a rotation, at
    /// a canvas alpha, and on a surface with a device offset and scale (GTK's).
    @Test func transparentTargetsTransformsAlphaAndDeviceOffsets() {
        let path = Self.path((0..<12).map { Self.tick(center: CGPoint(x: 20, y: 20), angle: CGFloat($0) * .pi / 6, inner: 8, outer: 18) })
        let cases: [(String, DrawingColor?, (OpaquePointer) -> Void, Double)] = [
            ("transparent", nil, { _ in }, 1),
            (
                "rotated", .white,
                { cr in
                    cairo_translate(cr, 20, 20); cairo_rotate(cr, 0.3); cairo_translate(cr, -20, -20)
                }, 1
            ),
            ("alpha", .white, { _ in }, 0.4),
            (
                "device offset and scale", .white,
                { cr in
                    let target = cairo_get_target(cr)
                    cairo_surface_set_device_offset(target, 7, -3)
                }, 1
            ),
        ]
        for (name, background, prepare, alpha) in cases {
            var tookFastPath = false
            let fast = Self.pixels(background: background, prepare: prepare) { cr in
                tookFastPath = PolygonFill.fill(path, color: .systemRed, alpha: alpha, rule: .nonZero, on: cr)
            }
            let reference = Self.pixels(background: background, prepare: prepare) {
                Self.cairoFill(path, DrawingColor.systemRed.withAlpha(DrawingColor.systemRed.alpha * alpha), on: $0)
            }
            #expect(tookFastPath, "\(name)")
            let d = Self.compare(fast, reference)
            #expect(d.largest <= 24 && d.mean < 0.5, "\(name): largest \(d.largest), mean \(d.mean)")
            #expect(abs(d.inkRatio - 1) < 0.01, "\(name): ink ratio \(d.inkRatio)")
        }
    }

    /// After a close, a line starts a new polygon at the closed one's first point (Core
    /// Graphics' and cairo's rule), not at the line's end: both triangles are drawn.
    @Test func aLineAfterACloseStartsAtTheClosedPolygonsFirstPoint() {
        var path = DrawingPath()
        path.move(to: CGPoint(x: 20, y: 20))
        path.addLine(to: CGPoint(x: 10, y: 4))
        path.addLine(to: CGPoint(x: 30, y: 4))
        path.closeSubpath()
        // From (20, 20) again, downwards: touching the first only there, turning the same way.
        path.addLine(to: CGPoint(x: 30, y: 36))
        path.addLine(to: CGPoint(x: 10, y: 36))
        path.closeSubpath()
        var tookFastPath = false
        let fast = Self.pixels { tookFastPath = PolygonFill.fill(path, color: .systemBlue, alpha: 1, rule: .nonZero, on: $0) }
        let reference = Self.pixels { Self.cairoFill(path, .systemBlue, on: $0) }
        #expect(tookFastPath)
        let d = Self.compare(fast, reference, background: Self.pixels { _ in })
        #expect(d.largest <= 24 && d.mean < 0.5, "largest \(d.largest), mean \(d.mean)")
        #expect(abs(d.inkRatio - 1) < 0.01, "ink ratio \(d.inkRatio): the second triangle is missing")
    }

    /// Two overlapping squares turning the same way are one shape under non-zero: the
    /// shared pixels are drawn once, not darker, in a translucent colour.
    @Test func overlappingPolygonsAreDrawnOnce() {
        let a = [CGPoint(x: 5, y: 5), CGPoint(x: 25, y: 5), CGPoint(x: 25, y: 25), CGPoint(x: 5, y: 25)]
        let b = a.map { CGPoint(x: $0.x + 10, y: $0.y + 10) }
        let color = DrawingColor.systemBlue.withAlpha(0.5)
        var tookFastPath = false
        let fast = Self.pixels { cr in tookFastPath = PolygonFill.fill(Self.path([a, b]), color: color, alpha: 1, rule: .nonZero, on: cr) }
        let reference = Self.pixels { Self.cairoFill(Self.path([a, b]), color, on: $0) }
        #expect(tookFastPath)
        let width = 120
        func pixel(_ p: [UInt8], _ x: Int, _ y: Int) -> [UInt8] { Array(p[(y * width + x) * 4..<(y * width + x) * 4 + 4]) }
        #expect(pixel(fast, 60, 60) == pixel(fast, 30, 30), "the overlap is as light as either square alone")
        #expect(pixel(fast, 60, 60) == pixel(reference, 60, 60))
        let d = Self.compare(fast, reference)
        #expect(d.largest <= 2, "largest difference \(d.largest)")
    }

    /// What the fast path does not handle goes to cairo, and the canvas still draws it
    /// right: a hole (opposite orientation), a polygon crossing itself, even-odd, curves, a large shape, a round
    /// clip, a non-OVER operator, an A8 target, coordinates far off the surface.
    @Test func everythingElseIsLeftToCairo() {
        let outer = [CGPoint(x: 5, y: 5), CGPoint(x: 35, y: 5), CGPoint(x: 35, y: 35), CGPoint(x: 5, y: 35)]
        let hole = [CGPoint(x: 15, y: 15), CGPoint(x: 15, y: 25), CGPoint(x: 25, y: 25), CGPoint(x: 25, y: 15)]
        let small = [CGPoint(x: 2, y: 2), CGPoint(x: 8, y: 2), CGPoint(x: 8, y: 8)]
        func declines(_ name: String, _ path: DrawingPath, rule: FillRule = .nonZero, prepare: (OpaquePointer) -> Void = { _ in }) {
            var took = true
            let drawn = Self.pixels(prepare: prepare) { cr in took = PolygonFill.fill(path, color: .black, alpha: 1, rule: rule, on: cr) }
            #expect(!took, "\(name) is left to cairo")
            #expect(drawn == Self.pixels(prepare: prepare) { _ in }, "\(name): nothing drawn when declining")
        }
        declines("a hole", Self.path([outer, hole]))
        let star = (0..<5).map { i -> CGPoint in
            let a = CGFloat(i) * 4 * .pi / 5
            return CGPoint(x: 20 + 16 * sin(a), y: 20 - 16 * cos(a))
        }
        declines("a self-crossing star (winding 2 inside)", Self.path([star]))
        declines("even-odd", Self.path([small]), rule: .evenOdd)
        declines("curves", DrawingPath(ellipseIn: CGRect(x: 2, y: 2, width: 6, height: 6)))
        declines("a large shape", Self.path([outer.map { CGPoint(x: $0.x * 2, y: $0.y * 2) }]))
        declines("a round clip", Self.path([small])) { cr in
            cairo_arc(cr, 20, 20, 10, 0, 2 * .pi)
            cairo_clip(cr)
        }
        declines("a sub-pixel rectangular clip", Self.path([small])) { cr in
            cairo_rectangle(cr, 1.1, 1.1, 5, 5)
            cairo_clip(cr)
        }
        declines("SOURCE", Self.path([small])) { cairo_set_operator($0, CAIRO_OPERATOR_SOURCE) }
        declines("no antialiasing", Self.path([small])) { cairo_set_antialias($0, CAIRO_ANTIALIAS_NONE) }
        declines("far away", Self.path([small.map { CGPoint(x: $0.x + 1e30, y: $0.y) }]))
        declines("1e308", Self.path([small.map { CGPoint(x: $0.x * 1e307, y: $0.y) }]))
        // An A8 surface (a shadow's mask).
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, 10, 10)!
        let cr = cairo_create(mask)!
        #expect(!PolygonFill.fill(Self.path([small]), color: .black, alpha: 1, rule: .nonZero, on: cr))
        cairo_destroy(cr)
        cairo_surface_destroy(mask)

        // Through the canvas, the hole stays a hole.
        let bitmap = CairoBitmap.render(size: CGSize(width: 40, height: 40), scale: 1, background: .white) {
            $0.fill(Self.path([outer, hole]), with: .color(.black))
        }
        let p = bitmap.rgbaPixels()
        #expect(Array(p[(20 * 40 + 20) * 4..<(20 * 40 + 20) * 4 + 3]) == [255, 255, 255], "the hole is white (RGBA here)")
        #expect(Array(p[(8 * 40 + 8) * 4..<(8 * 40 + 8) * 4 + 3]) == [0, 0, 0], "the ring is black")
    }

    /// A pixel-aligned rectangular clip is honoured exactly; a clip that hides
    /// everything draws nothing; degenerate polygons draw nothing.
    @Test func clipsAndDegenerateInput() {
        // Ticks that keep apart (drawn straight into the pixels) and ticks that meet in
        // the middle (added up in a plane first): both honour the clip.
        for inner: CGFloat in [9, 4] {
            let path = Self.path(
                (0..<12).map { Self.tick(center: CGPoint(x: 20, y: 20), angle: CGFloat($0) * .pi / 6, inner: inner, outer: 18) })
            let clip: (OpaquePointer) -> Void = { cr in
                cairo_rectangle(cr, 10, 12, 15, 20)
                cairo_clip(cr)
            }
            var took = false
            let fast = Self.pixels(prepare: clip) { took = PolygonFill.fill(path, color: .systemGreen, alpha: 1, rule: .nonZero, on: $0) }
            let reference = Self.pixels(prepare: clip) { Self.cairoFill(path, .systemGreen, on: $0) }
            #expect(took)
            let d = Self.compare(fast, reference)
            #expect(d.largest <= 24 && d.mean < 0.5, "inner \(inner): largest \(d.largest), mean \(d.mean)")
            // Outside the clip (device pixels 30..<75 across, 36..<96 down at 3x): untouched.
            var outside = 0
            for y in 0..<120 {
                for x in 0..<120 where !(30..<75).contains(x) || !(36..<96).contains(y) {
                    outside += fast[(y * 120 + x) * 4..<(y * 120 + x) * 4 + 4].allSatisfy { $0 == 255 } ? 0 : 1
                }
            }
            #expect(outside == 0, "inner \(inner): \(outside) pixels drawn outside the clip")
        }
        let path = Self.path((0..<12).map { Self.tick(center: CGPoint(x: 20, y: 20), angle: CGFloat($0) * .pi / 6, inner: 4, outer: 18) })
        var took = false
        let white = Self.pixels { _ in }
        let hidden = Self.pixels(prepare: { cr in
            cairo_rectangle(cr, 50, 50, 5, 5)
            cairo_clip(cr)
        }) { took = PolygonFill.fill(path, color: .black, alpha: 1, rule: .nonZero, on: $0) }
        #expect(took && hidden == white, "clipped out: nothing drawn")
        let degenerate = Self.path([
            [CGPoint(x: 5, y: 5), CGPoint(x: 10, y: 10), CGPoint(x: 15, y: 15)],  // a line
            [CGPoint(x: 20, y: 20), CGPoint(x: 20, y: 20), CGPoint(x: 20, y: 20)],  // a point
        ])
        let flat = Self.pixels { took = PolygonFill.fill(degenerate, color: .black, alpha: 1, rule: .nonZero, on: $0) }
        #expect(took && flat == white, "zero-area polygons draw nothing")
        // Coordinates of 1e-300 points become 0 in pixels: a polygon of no area.
        let vanishing = Self.path([[CGPoint(x: 1e-300, y: 0), CGPoint(x: 3e-300, y: 0), CGPoint(x: 2e-300, y: 5e-300)]])
        #expect(Self.pixels { took = PolygonFill.fill(vanishing, color: .black, alpha: 1, rule: .nonZero, on: $0) } == white && took)
        // A target of no pixels has no pixel data: left to cairo (which draws nothing).
        let empty = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 0, 0)!
        let emptyContext = cairo_create(empty)!
        #expect(
            !PolygonFill.fill(
                Self.path([[CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 0), CGPoint(x: 0, y: 5)]]), color: .black, alpha: 1, rule: .nonZero,
                on: emptyContext))
        cairo_destroy(emptyContext)
        cairo_surface_destroy(empty)
        var nan = DrawingPath()
        nan.move(to: CGPoint(x: CGFloat.nan, y: 3))
        nan.addLine(to: CGPoint(x: 5, y: CGFloat.infinity))
        #expect(Self.pixels { _ = PolygonFill.fill(nan, color: .black, alpha: 1, rule: .nonZero, on: $0) } == white)
    }
}
