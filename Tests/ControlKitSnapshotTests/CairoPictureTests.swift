import CCairo
import ControlKit
import ControlKitCairo
import Foundation
import Testing

/// `drawPicture(_:bounds:_:)` on cairo: a kept picture composites what drawing directly
/// draws, at every sub-pixel position, under every transform it accepts, and is drawn
/// directly where a group would look different.
@MainActor
@Suite struct CairoPictureTests {
    struct Key: Hashable { var name: String }

    /// A ring, a shape with a shadow and a clipped gradient: what controls keep.
    static func scene(_ canvas: DrawingCanvas, at origin: CGPoint, gradient: Bool = true, shadow: Bool = true) {
        let face = CGRect(x: origin.x + 2, y: origin.y + 2, width: 36, height: 36)
        canvas.withSavedState {
            canvas.clip(to: DrawingPath(ellipseIn: face))
            let end = CGPoint(x: face.maxX, y: face.maxY)
            canvas.fill(
                face,
                with: gradient
                    ? .linearGradient(DrawingGradient(colors: [.systemBlue, .white]), start: face.origin, end: end) : .color(.systemGray6))
        }
        canvas.stroke(DrawingPath(ellipseIn: face.insetBy(dx: 0.5, dy: 0.5)), with: .color(.separator), lineWidth: 1)
        canvas.withSavedState {
            if shadow { canvas.setShadow(Shadow(offset: CGSize(width: 0, height: 2), blur: 3, color: DrawingColor.black.withAlpha(0.3))) }
            canvas.fill(DrawingPath(ellipseIn: face.insetBy(dx: 12, dy: 12)), with: .color(.white))
        }
    }

    func render(
        scale: CGFloat, transform: Transform = .identity, alpha: Double = 1, picture: Bool, at origin: CGPoint, gradient: Bool = true
    ) -> [UInt8] {
        CairoBitmap.render(size: CGSize(width: 60, height: 60), scale: scale, background: .white) { canvas in
            canvas.concatenate(transform)
            canvas.setAlpha(alpha)
            let bounds = CGRect(x: origin.x, y: origin.y, width: 40, height: 40)
            if picture {
                canvas.drawPicture(Key(name: "scene \(gradient)"), bounds: bounds) { Self.scene($0, at: origin, gradient: gradient) }
            } else {
                Self.scene(canvas, at: origin, gradient: gradient)
            }
        }.rgbaPixels()
    }

    static func largestDifference(_ a: [UInt8], _ b: [UInt8]) -> Int {
        zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    /// Solid shapes, strokes, clips and shadows: within 2/255 (8-bit rounding of a group
    /// composited once). A gradient inside: within 6/255, because the gradient cache
    /// places its ends to 1/8 device pixel from the nearest whole pixel, and the picture's
    /// whole pixels are not the canvas's.
    @Test func aKeptPictureLooksLikeDirectDrawingAtEverySubPixelPosition() {
        for (gradient, tolerance) in [(false, 2), (true, 6)] {
            for scale: CGFloat in [1, 2, 3] {
                for offset: CGFloat in [0, 0.25, 1 / 3, 0.5, 0.9, 7.125] {
                    let origin = CGPoint(x: 5 + offset, y: 4 + offset / 2)
                    let direct = render(scale: scale, picture: false, at: origin, gradient: gradient)
                    let miss = render(scale: scale, picture: true, at: origin, gradient: gradient)
                    let hit = render(scale: scale, picture: true, at: origin, gradient: gradient)
                    let difference = Self.largestDifference(direct, miss)
                    #expect(difference <= tolerance, "gradient \(gradient), scale \(scale), offset \(offset): \(difference)")
                    #expect(hit == miss, "scale \(scale), offset \(offset): a hit composites what the miss did")
                }
            }
        }
    }

    @Test func rotatedMirroredOrTranslucentPicturesAreDrawnDirectly() {
        let origin = CGPoint(x: 10, y: 10)
        let cases: [(Transform, Double)] = [
            (Transform(rotationAngle: 0.3), 1), (Transform(scaleX: -1, y: 1).translatedBy(x: -60, y: 0), 1),
            (Transform(scaleX: 1, y: 0.5), 1), (.identity, 0.5),
        ]
        for (transform, alpha) in cases {
            let direct = render(scale: 2, transform: transform, alpha: alpha, picture: false, at: origin)
            let picture = render(scale: 2, transform: transform, alpha: alpha, picture: true, at: origin)
            #expect(direct == picture, "\(transform), alpha \(alpha)")
        }
    }

    /// A picture may draw pictures (the dark style wraps every one): no deadlock, and the
    /// inner one is kept too.
    @Test func picturesNest() {
        let pixels = CairoBitmap.render(size: CGSize(width: 60, height: 60), scale: 2, background: .white) { canvas in
            canvas.drawPicture(Key(name: "outer"), bounds: CGRect(x: 0, y: 0, width: 60, height: 60)) { outer in
                outer.drawPicture(Key(name: "inner"), bounds: CGRect(x: 10, y: 10, width: 40, height: 40)) { inner in
                    Self.scene(inner, at: CGPoint(x: 10, y: 10))
                }
            }
        }.rgbaPixels()
        #expect(Self.largestDifference(pixels, render(scale: 2, picture: false, at: CGPoint(x: 10, y: 10))) <= 6)
    }

    /// Huge or non-finite bounds are drawn directly, never kept: drawn twice, the body
    /// runs twice (a kept picture's body runs once).
    @Test func badBoundsAreDrawnDirectly() {
        var drawn = 0
        for _ in 0..<2 {
            _ = CairoBitmap.render(size: CGSize(width: 20, height: 20), scale: 1, background: .white) { canvas in
                for bounds in [CGRect(x: 0, y: 0, width: 5000, height: 10), CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), .zero] {
                    canvas.drawPicture(Key(name: "bad \(bounds)"), bounds: bounds) { _ in drawn += 1 }
                }
            }
        }
        #expect(drawn == 6)
        // A good picture, for contrast: its body runs once however often it is drawn.
        var kept = 0
        for _ in 0..<2 {
            _ = CairoBitmap.render(size: CGSize(width: 20, height: 20), scale: 1, background: .white) { canvas in
                canvas.drawPicture(Key(name: "good, drawn twice"), bounds: CGRect(x: 0, y: 0, width: 10, height: 10)) { _ in kept += 1 }
            }
        }
        #expect(kept == 1)
    }

    /// A dark control keeps another picture than the same control in light: whichever
    /// style draws first, the face (a kept picture) has its own style's colour.
    @Test func theStyleIsPartOfTheKey() {
        // A face colour no other test uses, so no picture of it is kept yet.
        let face = DrawingColor(light: DrawingColor(red: 0.9, green: 0.8, blue: 0.1), dark: DrawingColor(red: 0.1, green: 0.2, blue: 0.6))
        func centre(_ style: ControlInterfaceStyle) -> [UInt8] {
            let dial = Dial.hours()
            dial.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
            dial.background = .color(face)
            dial.userInterfaceStyle = style
            let pixels = CairoBitmap.render(size: dial.bounds.size, scale: 1, background: .white) { dial.render(in: $0) }.rgbaPixels()
            let i = (60 * 120 + 60) * 4  // the face's centre: no label, tick or marker there
            return Array(pixels[i..<(i + 3)])
        }
        let dark = centre(.dark), light = centre(.light)
        #expect(dark == [25, 51, 153], "the dark face, drawn first")
        #expect(light == [230, 204, 25], "the light face, not the kept dark one")
        #expect(centre(.dark) == dark)
    }

    /// So is the contrast: a face with Increase Contrast variants drawn at high contrast
    /// first, then normal, then high again, each in its own colours.
    @Test func theContrastIsPartOfTheKey() {
        let face = DrawingColor(
            light: DrawingColor(red: 0.8, green: 0.7, blue: 0.2), dark: DrawingColor(red: 0.2, green: 0.3, blue: 0.7),
            highContrastLight: DrawingColor(red: 0.4, green: 0.3, blue: 0), highContrastDark: DrawingColor(red: 0.6, green: 0.7, blue: 1))
        func centre(_ style: ControlInterfaceStyle, _ contrast: ControlAccessibilityContrast) -> [UInt8] {
            let dial = Dial.hours()
            dial.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
            dial.background = .color(face)
            dial.userInterfaceStyle = style
            dial.accessibilityContrast = contrast
            let pixels = CairoBitmap.render(size: dial.bounds.size, scale: 1, background: .white) { dial.render(in: $0) }.rgbaPixels()
            let i = (60 * 120 + 60) * 4
            return Array(pixels[i..<(i + 3)])
        }
        #expect(centre(.light, .high) == [102, 76, 0], "the high-contrast face, drawn first")
        #expect(centre(.light, .normal) == [204, 179, 51], "the normal face, not the kept high-contrast one")
        #expect(centre(.dark, .high) == [153, 179, 255])
        #expect(centre(.dark, .normal) == [51, 76, 179])
        #expect(centre(.light, .high) == [102, 76, 0])
    }

    /// Keys are told apart by their contents, not only by their hashes: two keys whose
    /// hashes collide keep two pictures.
    @Test func keysWhoseHashesCollideKeepTheirOwnPictures() {
        struct Colliding: Hashable {
            var name: String
            func hash(into hasher: inout Hasher) { hasher.combine(0) }
        }
        let size = CGSize(width: 20, height: 20)
        func centre(_ name: String, _ color: DrawingColor) -> [UInt8] {
            let pixels = CairoBitmap.render(size: size, scale: 1, background: .white) { canvas in
                canvas.drawPicture(Colliding(name: name), bounds: CGRect(origin: .zero, size: size)) {
                    $0.fill(DrawingPath(rect: CGRect(origin: .zero, size: size)), with: .color(color))
                }
            }.rgbaPixels()
            let i = (10 * 20 + 10) * 4
            return Array(pixels[i..<(i + 3)])
        }
        #expect(centre("collide red", DrawingColor(red: 1, green: 0, blue: 0)) == [255, 0, 0])
        #expect(centre("collide blue", DrawingColor(red: 0, green: 0, blue: 1)) == [0, 0, 255], "not the red one kept under the same hash")
        #expect(centre("collide red", DrawingColor(red: 0, green: 1, blue: 0)) == [255, 0, 0], "the red one, kept")
    }

    /// Keys are told apart by their types too: two key types with the same stored value and
    /// the same hash keep two pictures (as `AnyHashable`s of two types are unequal), and a
    /// key of a generic type is told apart by its type argument.
    @Test func keysOfTwoTypesWithOneHashKeepTheirOwnPictures() {
        struct First: Hashable {
            var n: Int
            func hash(into hasher: inout Hasher) { hasher.combine(0) }
        }
        struct Second: Hashable {
            var n: Int
            func hash(into hasher: inout Hasher) { hasher.combine(0) }
        }
        struct Wrapped<Value: Hashable>: Hashable {
            var value: Value
            func hash(into hasher: inout Hasher) { hasher.combine(0) }
        }
        let size = CGSize(width: 20, height: 20)
        func centre<Key: Hashable>(_ key: Key, _ color: DrawingColor) -> [UInt8] {
            let pixels = CairoBitmap.render(size: size, scale: 1, background: .white) { canvas in
                canvas.drawPicture(key, bounds: CGRect(origin: .zero, size: size)) {
                    $0.fill(DrawingPath(rect: CGRect(origin: .zero, size: size)), with: .color(color))
                }
            }.rgbaPixels()
            let i = (10 * 20 + 10) * 4
            return Array(pixels[i..<(i + 3)])
        }
        let (red, green, blue) = (
            DrawingColor(red: 1, green: 0, blue: 0), DrawingColor(red: 0, green: 1, blue: 0), DrawingColor(red: 0, green: 0, blue: 1)
        )
        #expect(centre(First(n: 7_391), red) == [255, 0, 0])
        #expect(centre(Second(n: 7_391), blue) == [0, 0, 255], "not the First key's picture")
        #expect(centre(First(n: 7_391), green) == [255, 0, 0], "the First key's picture, kept")
        #expect(centre(Wrapped(value: Int8(3)), red) == [255, 0, 0])
        #expect(centre(Wrapped(value: Int16(3)), blue) == [0, 0, 255], "another type argument, another picture")
    }

    /// More pictures than the cache keeps (by count and by bytes): the oldest go, every
    /// drawing still shows its own picture.
    @Test func evictionNeverShowsAnotherPicture() {
        for i in 0..<300 {
            let color = DrawingColor(red: Double(i % 17) / 16, green: Double(i % 5) / 4, blue: Double(i % 3) / 2)
            func draw(_ canvas: DrawingCanvas) {
                canvas.fill(DrawingPath(ellipseIn: CGRect(x: 2, y: 2, width: 44, height: 44)), with: .color(color))
            }
            // 48 pt at @3x: 300 pictures are more than the cache's 256 and its 16 MB.
            let size = CGSize(width: 48, height: 48)
            let kept = CairoBitmap.render(size: size, scale: 3, background: .white) { canvas in
                canvas.drawPicture(Key(name: "evict \(i)"), bounds: CGRect(origin: .zero, size: size), draw)
            }
            guard i % 20 == 0 || i == 299 else { continue }  // comparing pixels is the slow part
            let direct = CairoBitmap.render(size: size, scale: 3, background: .white, draw).rgbaPixels()
            #expect(Self.largestDifference(kept.rgbaPixels(), direct) <= 2, "picture \(i)")
        }
    }

    /// GTK draws HiDPI windows through the surface's device scale and offset, not the
    /// transform. An offset: the picture lands on the device pixels direct drawing would.
    /// A scale: drawn directly (direct drawing's shadows there follow the transform's
    /// scale, not the device's, so a picture's would differ by up to 25/255).
    @Test func aSurfaceDeviceScaleAndOffsetAreHonoured() {
        func draw(picture: Bool, shadow: Bool, deviceScale: Double) -> [UInt8] {
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 130, 130)!
            defer { cairo_surface_destroy(surface) }
            cairo_surface_set_device_scale(surface, deviceScale, deviceScale)
            cairo_surface_set_device_offset(surface, 7, 3)
            let cr = cairo_create(surface)!
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
            let canvas = CairoCanvas(context: cr, scale: deviceScale)
            let origin = CGPoint(x: 5.3, y: 4.7)
            if picture {
                canvas.drawPicture(Key(name: "device scale \(shadow)"), bounds: CGRect(x: origin.x, y: origin.y, width: 40, height: 40)) {
                    Self.scene($0, at: origin, gradient: false, shadow: shadow)
                }
            } else {
                Self.scene(canvas, at: origin, gradient: false, shadow: shadow)
            }
            cairo_destroy(cr)
            cairo_surface_flush(surface)
            let data = cairo_image_surface_get_data(surface)!
            return Array(UnsafeBufferPointer(start: data, count: Int(cairo_image_surface_get_stride(surface)) * 130))
        }
        for deviceScale in [1.0, 2.0] {
            for shadow in [false, true] {
                let direct = draw(picture: false, shadow: shadow, deviceScale: deviceScale)
                #expect(direct.contains { $0 < 240 })  // something was drawn
                let difference = Self.largestDifference(direct, draw(picture: true, shadow: shadow, deviceScale: deviceScale))
                #expect(difference <= 2, "device scale \(deviceScale), shadow \(shadow): \(difference)")
            }
        }
    }
}
