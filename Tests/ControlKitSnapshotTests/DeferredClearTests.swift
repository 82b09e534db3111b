import CCairo
import ControlKit
import ControlKitTesting
import Foundation
import Testing

@testable import ControlKitCairo

/// A backing store or bitmap clears the part it redraws when the drawing first reaches
/// it, and a kept opaque face clears around itself: the pixels must be exactly those of
/// clearing first and drawing after (as the store drew before), whatever the control
/// draws first, in every state of the dial, at rest and turned by a finger.
@MainActor
@Suite struct DeferredClearTests {
    /// `control` drawn whole the eager way, as the store drew before its clear waited:
    /// into pixels kept from frame to frame (cairo draws on a fresh, wholly clear surface
    /// differently from one cleared again: SOURCE instead of OVER, a unit apart here and
    /// there), clipped to them, the background painted first, then everything on a plain
    /// canvas, which owes no clear.
    @MainActor final class EagerStore {
        var bitmap: CairoBitmap?

        func update(_ control: Control, scale: CGFloat, background: DrawingColor?) -> [UInt8] {
            let width = Int((control.bounds.width * scale).rounded(.up)), height = Int((control.bounds.height * scale).rounded(.up))
            if bitmap?.pixelWidth != width || bitmap?.pixelHeight != height {
                bitmap = CairoBitmap(pixelWidth: width, pixelHeight: height, scale: scale)
            }
            let bitmap = bitmap!
            let cr = cairo_create(bitmap.surface)!
            cairo_rectangle(cr, 0, 0, Double(width), Double(height))
            cairo_clip(cr)
            let c = background ?? DrawingColor(red: 0, green: 0, blue: 0, alpha: 0)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            cairo_scale(cr, Double(scale), Double(scale))
            cairo_translate(cr, -Double(control.bounds.minX), -Double(control.bounds.minY))
            control.render(in: CairoCanvas(context: cr, scale: scale))
            cairo_destroy(cr)
            cairo_surface_flush(bitmap.surface)
            return bitmap.rgbaPixels()
        }
    }

    /// Dials whose first drawing is a kept opaque face (plain, dark, focused, 1,000
    /// items), and whose first drawing is not (disabled: drawn at an alpha; a translucent
    /// or drawn face; a gradient).
    static func dial(_ name: String) -> Dial {
        let dial = Dial.hours()
        switch name {
        case "1000 items": dial.numberOfItems = 1_000
        case "dark": dial.userInterfaceStyle = .dark
        case "focused": dial.isFocused = true
        case "disabled": dial.isEnabled = false
        case "translucent face": dial.background = .color(DrawingColor.systemBlue.withAlpha(0.3))
        case "gradient face": dial.background = .gradient(DrawingGradient(colors: [.white, .systemOrange]))
        case "drawn face": dial.background = .drawing { canvas, rect in canvas.fill(rect, with: .color(.systemGreen)) }
        default: break
        }
        return dial
    }

    @Test(arguments: ["12 items", "1000 items", "dark", "focused", "disabled", "translucent face", "gradient face", "drawn face"])
    func aStoreDrawingADialLeavesTheEagerPixelsAtRestAndTurned(_ name: String) {
        for background in [nil, DrawingColor.white, DrawingColor.systemGreen.withAlpha(0.5)] {
            let dial = Self.dial(name)
            dial.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
            dial.textMeasurer = PangoTextMeasurer()
            dial.clock = FrameClock()
            let store = CairoBackingStore(), eager = EagerStore()
            // The face is kept on its first use and composited by spans from its second.
            for frame in 0..<3 {
                dial.setNeedsDisplay()
                dial.setNeedsDisplay()
                store.update(dial, scale: 3, background: background)
                let off = differences(store.bitmap?.rgbaPixels() ?? [], eager.update(dial, scale: 3, background: background))
                #expect(off == 0, "\(name) over \(String(describing: background)), frame \(frame): \(off) px")
            }
            guard dial.isEnabled else { continue }
            // Turned by a finger on the rim in 2 pt steps, and let go.
            let finger = Finger(on: dial, clock: dial.clock)
            #expect(finger.down(at: CGPoint(x: 60, y: 12)), "\(name)")
            for step in 1...6 {
                finger.move(by: 2, 0.3, after: 0.016)
                store.update(dial, scale: 3, background: background)
                let off = differences(store.bitmap?.rgbaPixels() ?? [], eager.update(dial, scale: 3, background: background))
                #expect(off == 0, "\(name) over \(String(describing: background)), step \(step): \(off) px")
            }
            finger.up(after: 0.016)
            finger.wait(2)
            store.update(dial, scale: 3, background: background)
            let off = differences(store.bitmap?.rgbaPixels() ?? [], eager.update(dial, scale: 3, background: background))
            #expect(off == 0, "\(name) over \(String(describing: background)), at rest: \(off) px")
        }
    }

    /// What an app does by accident while the store defers its clear: a dial flung and
    /// caught mid-spin by a second touch, then turned on in 2 pt steps; a handler that
    /// disables the dial mid-drag (its first drawing is then no kept face); one that
    /// cancels the touch (the dial settles on its own). Every frame: the eager pixels.
    @Test(arguments: ["caught mid-spin", "disabled by its handler", "cancelled by its handler"])
    func aDialInterruptedMidGestureLeavesTheEagerPixelsEveryFrame(_ accident: String) {
        let dial = Dial()
        dial.numberOfItems = 1_000
        dial.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
        dial.textMeasurer = PangoTextMeasurer()
        dial.clock = FrameClock()
        dial.isContinuous = true  // valueChanged while the finger turns it
        let store = CairoBackingStore(), eager = EagerStore()
        var frames = 0, restores = 0
        func frame(_ label: String) {
            store.update(dial, scale: 3)
            let off = differences(store.bitmap?.rgbaPixels() ?? [], eager.update(dial, scale: 3, background: nil))
            #expect(off == 0, "\(accident), \(label): \(off) px")
            // The face is put back from the marks while it turns; a disabled dial draws its
            // face at an alpha, not as a kept picture, so it never restores.
            if store.restoredLastUpdate { restores += 1 }
            if !dial.isEnabled { #expect(!store.restoredLastUpdate, "\(accident), \(label)") }
            frames += 1
        }
        frame("at rest")
        let finger = Finger(on: dial, clock: dial.clock)
        var moves = 0
        switch accident {
        case "caught mid-spin":
            #expect(finger.down(at: CGPoint(x: 60, y: 12)))
            for _ in 0..<4 { finger.move(by: 12, 1.5, after: 0.016) }
            finger.up(after: 0.016)
            finger.wait(1.0 / 60)
            frame("spinning")
            #expect(dial.isSpinning)
        case "disabled by its handler":
            dial.addAction(for: .valueChanged) { control in
                moves += 1
                if moves == 3 { control.isEnabled = false }
            }
        default:
            dial.addAction(for: .valueChanged) { control in
                moves += 1
                if moves == 3 { control.cancelTracking() }
            }
        }
        #expect(finger.down(at: CGPoint(x: 60, y: 12)))
        for step in 1...12 {
            finger.move(by: 2, 0.2, after: 0.016)
            frame("step \(step)")
        }
        finger.up(after: 0.016)
        // A 1,000-item dial coasts for seconds: every frame at first, then every 20th
        // (the store draws what changed since its last update either way).
        for n in 0..<600 where dial.isSpinning {
            finger.wait(1.0 / 60)
            if n < 20 || n % 20 == 0 { frame("settling") }
        }
        frame("at rest")
        #expect(!dial.isSpinning, "\(accident)")
        if accident == "disabled by its handler" { #expect(!dial.isEnabled) }
        #expect(moves >= 3 || accident == "caught mid-spin", "\(accident): \(moves) changes")
        #expect(frames > 14, "\(accident)")
        #expect(restores >= 1, "\(accident): \(restores) of \(frames) frames restored")
    }

    /// Scales a host would never pass, from 1e-300 to 1e308: a tiny one keeps one pixel
    /// (sides round up), which still gets its background; a huge one keeps nothing.
    @Test func scalesFromTinyToHugeDrawNothingOrOnePixelWithoutCrashing() {
        let dial = Dial.hours()
        dial.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
        let store = CairoBackingStore()
        for scale in [1e-300, 1e-30] {
            #expect(!store.update(dial, scale: scale, background: .white).isNull, "\(scale)")
            #expect(store.bitmap?.pixelWidth == 1 && store.bitmap?.rgbaPixels() == [255, 255, 255, 255], "\(scale)")
        }
        for scale in [1e30, 1e308] {
            #expect(store.update(dial, scale: scale, background: .white).isNull && store.bitmap == nil, "\(scale)")
        }
        let tiny = CairoBitmap.render(size: dial.bounds.size, scale: 1e-300, background: .white) { dial.render(in: $0) }
        #expect(tiny.pixelWidth == 1 && tiny.pixelHeight == 1 && tiny.rgbaPixels()[3] == 255)
    }

    @Test func aBitmapDrawingADialOverAnOpaqueBackgroundLeavesTheEagerPixels() {
        let dial = Dial()
        dial.numberOfItems = 1_000
        dial.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
        dial.textMeasurer = PangoTextMeasurer()
        let bitmap = CairoBitmap(pixelWidth: 240, pixelHeight: 240, scale: 2), eager = EagerStore()
        for _ in 0..<3 {
            bitmap.draw(background: .white) { dial.render(in: $0) }
            #expect(differences(bitmap.rgbaPixels(), eager.update(dial, scale: 2, background: .white)) == 0)
        }
    }

    /// What a drawing does first, on a bitmap holding another picture: the clear must
    /// still be whole, unclipped, and made before anything reaches the pixels.
    @Test func theClearIsMadeBeforeTheFirstDrawingWhateverItIs() {
        let white: [UInt8] = [255, 255, 255, 255], black: [UInt8] = [0, 0, 0, 255]
        let bitmap = CairoBitmap(pixelWidth: 40, pixelHeight: 20, scale: 1)
        func scribble() {
            bitmap.draw(background: .systemRed) { $0.fill(CGRect(x: 3, y: 3, width: 9, height: 9), with: .color(.systemBlue)) }
        }
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(bitmap.rgbaPixels()[(y * 40 + x) * 4..<(y * 40 + x) * 4 + 4]) }
        // Nothing drawn: cleared all the same.
        scribble()
        bitmap.draw(background: .white) { _ in }
        #expect(pixel(5, 5) == white && pixel(39, 19) == white)
        // A clip first: the clear is not clipped, the drawing is.
        scribble()
        bitmap.draw(background: .white) { canvas in
            canvas.clip(to: DrawingPath(rect: CGRect(x: 20, y: 0, width: 20, height: 20)))
            canvas.fill(CGRect(x: 0, y: 0, width: 40, height: 20), with: .color(.black))
        }
        #expect(pixel(5, 5) == white && pixel(25, 5) == black)
        // Straight on the cairo context: the clear comes first, not after.
        scribble()
        bitmap.draw(background: .white) { canvas in
            cairo_rectangle(canvas.context, 0, 0, 10, 20)
            cairo_set_source_rgba(canvas.context, 0, 0, 0, 1)
            cairo_fill(canvas.context)
        }
        #expect(pixel(5, 5) == black && pixel(15, 5) == white)
        // A translucent background is painted over what the bitmap holds, as before.
        scribble()
        bitmap.draw(background: DrawingColor.white.withAlpha(0.5)) { _ in }
        #expect(pixel(20, 15)[0] > 200 && pixel(20, 15)[1] < 200)
    }
}
