import ControlKit
import ControlKitCairo
import Foundation
import Testing

/// cairo draws a template image as its shape filled with its tint, and an original image in
/// its own colours.
@MainActor
@Suite struct CairoTemplateImageTests {
    /// A 10 pt image: black, opaque in its left half, half transparent in its right half.
    let halves = DrawingImage(size: CGSize(width: 10, height: 10)) { canvas in
        canvas.fill(CGRect(x: 0, y: 0, width: 5, height: 10), with: .color(.black))
        canvas.fill(CGRect(x: 5, y: 0, width: 5, height: 10), with: .color(DrawingColor.black.withAlpha(0.5)))
    }

    func pixel(_ bitmap: CairoBitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let rgba = bitmap.rgbaPixels()
        let i = (y * bitmap.pixelWidth + x) * 4
        return Array(rgba[i..<(i + 4)])
    }

    @Test func aTemplateIsItsAlphaFilledWithTheTint() {
        let red = DrawingColor(red: 1, green: 0, blue: 0)
        let bitmap = CairoBitmap.render(size: CGSize(width: 10, height: 10), scale: 1) { canvas in
            canvas.drawImage(halves.withTintColor(red), in: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(pixel(bitmap, 2, 5) == [255, 0, 0, 255])
        let half = pixel(bitmap, 7, 5)
        #expect(half[0] == 255 && half[1] == 0 && half[2] == 0)
        #expect((126...129).contains(half[3]), "the shape's alpha is kept: \(half)")
    }

    @Test func anOriginalKeepsItsColours() {
        let bitmap = CairoBitmap.render(size: CGSize(width: 10, height: 10), scale: 1) { canvas in
            canvas.drawImage(halves, in: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(pixel(bitmap, 2, 5) == [0, 0, 0, 255])
    }

    @Test func aTemplatePNGIsTintedToo() throws {
        let black = CairoBitmap.render(size: CGSize(width: 4, height: 4), scale: 1, background: .black) { _ in }
        let png = try DrawingImage(pngData: black.pngData())
        let bitmap = CairoBitmap.render(size: CGSize(width: 4, height: 4), scale: 1) { canvas in
            canvas.drawImage(png.withTintColor(DrawingColor(red: 0, green: 0, blue: 1)), in: CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(pixel(bitmap, 1, 1) == [0, 0, 255, 255])
    }
}
