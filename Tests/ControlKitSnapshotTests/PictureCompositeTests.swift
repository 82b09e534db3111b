import CCairo
import ControlKit
import Foundation
import Testing

@testable import ControlKitCairo

/// Kept pictures composited by spans (transparent skipped, opaque copied or, all one
/// colour, filled, translucent one-colour runs blended four at a time, the rest one by
/// one) must give cairo's OVER bit for bit (pixman's rounding), whatever the clip, the
/// device offset, a group or a place half off the surface.
@MainActor
@Suite struct PictureCompositeTests {
    /// A scanned picture of `width` × `height` px drawn by `draw`.
    static func picture(_ width: Int32, _ height: Int32, _ draw: (OpaquePointer) -> Void) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let cr = cairo_create(surface)!
        draw(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        PictureComposite.attachRuns(to: surface)
        return surface
    }

    /// A 300 × 300 px picture: an opaque disc with a translucent ring and a soft edge.
    static func disc() -> OpaquePointer {
        picture(300, 300) { cr in
            cairo_arc(cr, 150, 150, 146, 0, 2 * .pi)
            cairo_set_source_rgba(cr, 0.95, 0.95, 0.97, 1)
            cairo_fill(cr)
            cairo_arc(cr, 150, 150, 140, 0, 2 * .pi)
            cairo_set_line_width(cr, 3)
            cairo_set_source_rgba(cr, 0.2, 0.4, 0.9, 0.5)
            cairo_stroke(cr)
        }
    }

    /// Sets `cr`'s source to a linear gradient from the origin to `end`, between two
    /// colours (red, green, blue, alpha).
    static func setLinearGradient(
        on cr: OpaquePointer, to end: (Double, Double), from a: (Double, Double, Double, Double), to b: (Double, Double, Double, Double)
    ) {
        let gradient = cairo_pattern_create_linear(0, 0, end.0, end.1)!
        cairo_pattern_add_color_stop_rgba(gradient, 0, a.0, a.1, a.2, a.3)
        cairo_pattern_add_color_stop_rgba(gradient, 1, b.0, b.1, b.2, b.3)
        cairo_set_source(cr, gradient)
        cairo_pattern_destroy(gradient)
    }

    /// A 300 × 300 px opaque disc shaded by a gradient: no run of one colour, so its
    /// opaque runs are copied (a plain disc's are filled).
    static func shadedDisc() -> OpaquePointer {
        picture(300, 300) { cr in
            cairo_arc(cr, 150, 150, 146, 0, 2 * .pi)
            setLinearGradient(on: cr, to: (300, 0), from: (0.9, 0.2, 0.1, 1), to: (0.1, 0.3, 0.9, 1))
            cairo_fill(cr)
        }
    }

    static func picture(named kind: String) -> OpaquePointer {
        switch kind {
        case "disc": disc()
        case "band": band()
        default: shadedDisc()
        }
    }

    /// A 330 × 220 px picture like a wheel's selection band: a translucent rounded
    /// rectangle, one colour inside (blended as a constant run).
    static func band() -> OpaquePointer {
        picture(330, 220) { cr in
            let (x, y, w, h, r) = (3.3, 2.5, 323.0, 214.0, 24.0)
            cairo_new_sub_path(cr)
            cairo_arc(cr, x + w - r, y + r, r, -.pi / 2, 0)
            cairo_arc(cr, x + w - r, y + h - r, r, 0, .pi / 2)
            cairo_arc(cr, x + r, y + h - r, r, .pi / 2, .pi)
            cairo_arc(cr, x + r, y + r, r, .pi, 3 * .pi / 2)
            cairo_close_path(cr)
            cairo_set_source_rgba(cr, 0.46, 0.46, 0.5, 0.12)
            cairo_fill(cr)
        }
    }

    /// Raw premultiplied pixels of a 360 × 340 target with a gradient behind (so every
    /// blended pixel shows its arithmetic), after `draw`.
    static func target(offset: (Double, Double) = (0, 0), _ draw: (OpaquePointer) -> Void) -> [UInt32] {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 360, 340)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        setLinearGradient(on: cr, to: (360, 340), from: (1, 0, 0, 0.3), to: (0, 0.5, 1, 1))
        cairo_paint(cr)
        cairo_surface_set_device_offset(surface, offset.0, offset.1)
        draw(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        return (0..<340).flatMap { y in
            Array(UnsafeBufferPointer(start: UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self), count: 260))
        }
    }

    static func largestDifference(_ a: [UInt32], _ b: [UInt32]) -> Int {
        var largest = 0
        for (p, q) in zip(a, b) {
            for shift: UInt32 in [0, 8, 16, 24] {
                largest = max(largest, abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)))
            }
        }
        return largest
    }

    /// Where a picture lands: a name, the target's device offset, the picture's place,
    /// and what the context sets up first.
    static func places() -> [(String, (Double, Double), Double, Double, (OpaquePointer) -> Void)] {
        [
            ("plain", (0, 0), 30, 20, { _ in }),
            ("half off the top left", (0, 0), -90, -120, { _ in }),
            ("half off the bottom right", (0, 0), 170, 150, { _ in }),
            (
                "a pixel-aligned clip", (0, 0), 30, 20,
                { cr in
                    cairo_rectangle(cr, 50, 10, 100, 130); cairo_clip(cr)
                }
            ),
            ("a device offset", (13, -7), 30, 20, { _ in }),
            (
                "inside a group", (0, 0), 30, 20,
                { cr in
                    cairo_rectangle(cr, 20, 30, 250, 250); cairo_clip(cr); cairo_push_group(cr)
                }
            ),
        ]
    }

    /// Paints a group the place pushed onto the target.
    static func paintGroup(_ cr: OpaquePointer) {
        guard cairo_get_group_target(cr) != cairo_get_target(cr) else { return }
        cairo_pop_group_to_source(cr)
        cairo_paint(cr)
    }

    @Test(arguments: ["disc", "band", "shaded disc"]) func spansCompositeWhatCairoComposites(_ kind: String) {
        let picture = Self.picture(named: kind)
        defer { cairo_surface_destroy(picture) }
        for (name, offset, x, y, prepare) in Self.places() {
            var took = false
            let spans = Self.target(offset: offset) { cr in
                prepare(cr)
                took = PictureComposite.paint(picture, at: x, y, on: cr)
                Self.paintGroup(cr)
            }
            let reference = Self.target(offset: offset) { cr in
                prepare(cr)
                cairo_set_source_surface(cr, picture, x, y)
                cairo_paint(cr)
                Self.paintGroup(cr)
            }
            #expect(took, "\(kind), \(name)")
            #expect(Self.largestDifference(spans, reference) == 0, "\(kind), \(name): \(Self.largestDifference(spans, reference))/255")
        }
    }

    /// Each kind of run is what the tests above composite: a plain disc's middle row is
    /// filled with its one colour, a shaded disc's copied, a band's blended as one
    /// translucent colour.
    @Test func theScanFindsFilledCopiedAndBlendedRuns() {
        for (kind, check) in [
            ("disc", { (r: PictureComposite.Row) in r.constant >> 24 == 255 && r.runEnd - r.runStart > 250 }),
            ("shaded disc", { (r: PictureComposite.Row) in r.constant == 0 && r.runEnd - r.runStart > 270 }),
            ("band", { (r: PictureComposite.Row) in r.constant >> 24 != 255 && r.constant != 0 && r.runEnd - r.runStart > 250 }),
        ] {
            let picture = Self.picture(named: kind)
            defer { cairo_surface_destroy(picture) }
            let rows = PictureComposite.rows(of: picture) ?? []
            #expect(rows.count > 110 && check(rows[110]), "\(kind): \(rows.count > 110 ? String(describing: rows[110]) : "no runs")")
        }
    }

    /// A clear the canvas owes made by the spans, around the opaque runs they copy, leaves
    /// what clearing first and then compositing leaves, bit for bit: a clear of the whole
    /// target, of a part cutting the picture, of a part beside it, of rows above it; under
    /// a clip, a device offset, half off the surface, and in a group (where the clear is of
    /// the surface under the group, made whole first).
    @Test(arguments: ["disc", "band", "shaded disc"]) func spansMakeAnOwedClearAroundTheirOpaqueRuns(_ kind: String) {
        let picture = Self.picture(named: kind)
        defer { cairo_surface_destroy(picture) }
        // Parts in surface pixels (x0, y0, x1, y1), and the background.
        let parts: [(String, (Int, Int, Int, Int), DrawingColor?)] = [
            ("all, white", (0, 0, 360, 340), .white),
            ("a part cutting the picture, translucent", (100, 60, 300, 200), DrawingColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 0.4)),
            ("a part beside it, transparent", (0, 0, 25, 340), nil),
            ("rows above it, black", (0, 0, 360, 12), .black),
            ("a part off the surface", (-50, -50, 10, 500), .white),
        ]
        for (name, offset, x, y, prepare) in Self.places() {
            for (partName, part, background) in parts {
                func owed(_ cr: OpaquePointer) -> DeferredClear? {
                    DeferredClear(surface: cairo_get_target(cr), x0: part.0, y0: part.1, x1: part.2, y1: part.3, background: background)
                }
                var took = false
                let spans = Self.target(offset: offset) { cr in
                    let clear = owed(cr)
                    prepare(cr)
                    took = PictureComposite.paint(picture, at: x, y, on: cr, clearing: clear)
                    Self.paintGroup(cr)
                }
                let reference = Self.target(offset: offset) { cr in
                    owed(cr)?.make()
                    prepare(cr)
                    cairo_set_source_surface(cr, picture, x, y)
                    cairo_paint(cr)
                    Self.paintGroup(cr)
                }
                let untouched = Self.target(offset: offset) { _ in }
                #expect(took, "\(kind), \(name), \(partName)")
                let same = spans == reference, drawsSomething = reference != untouched
                #expect(same, "\(kind), \(name), \(partName): \(Self.largestDifference(spans, reference))/255")
                #expect(drawsSomething, "\(kind), \(name), \(partName)")
            }
        }
    }

    /// The background a deferred clear writes is the pixel cairo's SOURCE paint of the
    /// same colour writes: opaque, translucent, transparent, out of range and NaN channels.
    @Test func aDeferredClearWritesCairosPixelForEveryColour() {
        var colours: [DrawingColor] = [
            .white, .black, .systemOrange, .systemGray6, DrawingColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 0.4),
            DrawingColor(red: 1, green: 1, blue: 1, alpha: 0), DrawingColor(red: 2, green: -1, blue: 0.5, alpha: 1.5),
            DrawingColor(red: .nan, green: 0.5, blue: 0.5, alpha: 0.5),
        ]
        var random = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            colours.append(
                DrawingColor(
                    red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
                    blue: .random(in: 0...1, using: &random), alpha: .random(in: 0...1, using: &random)))
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
        defer { cairo_surface_destroy(surface) }
        for colour in colours {
            let cr = cairo_create(surface)!
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_rgba(cr, colour.red, colour.green, colour.blue, colour.alpha)
            cairo_paint(cr)
            cairo_destroy(cr)
            cairo_surface_flush(surface)
            let cairoPixel = UnsafeRawPointer(cairo_image_surface_get_data(surface)!).load(as: UInt32.self)
            #expect(DeferredClear.pixel(of: colour) == cairoPixel, "\(colour)")
        }
    }

    /// Cases the spans do not handle draw nothing and say so (cairo then paints): a
    /// rotated or scaled transform, a sub-pixel place, a round clip, another operator, a
    /// small picture, a mostly translucent one.
    @Test func otherCasesAreLeftToCairo() {
        let picture = Self.disc()
        defer { cairo_surface_destroy(picture) }
        let untouched = Self.target { _ in }
        let cases: [(String, Double, (OpaquePointer) -> Void)] = [
            ("scaled", 0, { cairo_scale($0, 2, 2) }),
            ("rotated", 0, { cairo_rotate($0, 0.1) }),
            ("a sub-pixel place", 0.5, { _ in }),
            (
                "a round clip", 0,
                { cr in
                    cairo_arc(cr, 100, 100, 50, 0, 2 * .pi); cairo_clip(cr)
                }
            ),
            ("SOURCE", 0, { cairo_set_operator($0, CAIRO_OPERATOR_SOURCE) }),
        ]
        for (name, fraction, prepare) in cases {
            var took = true
            let drawn = Self.target { cr in
                prepare(cr)
                took = PictureComposite.paint(picture, at: 10 + fraction, 10, on: cr)
            }
            #expect(!took && drawn == untouched, "\(name)")
        }
        // No runs: too small (even when opaque), or mostly translucent and changing from
        // pixel to pixel (a shadow).
        let small = Self.picture(200, 200) { cr in
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_paint(cr)
        }
        let haze = Self.picture(400, 400) { cr in
            // A soft shadow: translucent, and a different alpha at every step.
            let shadow = cairo_pattern_create_radial(200, 200, 0, 200, 200, 200)!
            cairo_pattern_add_color_stop_rgba(shadow, 0, 0, 0, 0, 0.5)
            cairo_pattern_add_color_stop_rgba(shadow, 1, 0, 0, 0, 0)
            cairo_set_source(cr, shadow)
            cairo_pattern_destroy(shadow)
            cairo_paint(cr)
        }
        for surface in [small, haze] {
            _ = Self.target { cr in #expect(!PictureComposite.paint(surface, at: 0, 0, on: cr)) }
            cairo_surface_destroy(surface)
        }
    }

    /// Through the canvas: a dial-sized kept picture composites what drawing directly
    /// draws, at several sub-pixel places.
    @Test func aLargeKeptPictureLooksLikeDirectDrawing() {
        struct Key: Hashable {}
        func face(_ canvas: DrawingCanvas, _ origin: CGPoint) {
            let face = CGRect(x: origin.x, y: origin.y, width: 100, height: 100)
            canvas.fill(DrawingPath(ellipseIn: face), with: .color(.systemGray6))
            canvas.stroke(DrawingPath(ellipseIn: face.insetBy(dx: 0.5, dy: 0.5)), with: .color(.separator), lineWidth: 1)
        }
        for offset: CGFloat in [0, 1 / 3, 0.5, 7.25] {
            let origin = CGPoint(x: 4 + offset, y: 6 + offset / 2)
            // Twice for the picture: the spans are found when a kept picture is reused.
            func render(_ picture: Bool) -> [UInt8] {
                if picture { _ = render(false, picture: true) }
                return render(true, picture: picture)
            }
            func render(_: Bool, picture: Bool) -> [UInt8] {
                CairoBitmap.render(size: CGSize(width: 120, height: 120), scale: 3, background: DrawingColor.systemOrange) { canvas in
                    if picture {
                        canvas.drawPicture(Key(), bounds: CGRect(origin: origin, size: CGSize(width: 100, height: 100))) {
                            face($0, origin)
                        }
                    } else {
                        face(canvas, origin)
                    }
                }.rgbaPixels()
            }
            let difference = zip(render(true), render(false)).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(difference <= 2, "offset \(offset): \(difference)/255")
        }
    }
}
