import ControlKit
import ControlKitCairo
import ControlKitGallery
import ControlKitSnapshotTesting
import Foundation
import Testing

/// The cairo backend draws every canvas primitive as the reference images show.
@MainActor
@Suite struct CairoCanvasSnapshotTests {
    let size = CGSize(width: 240, height: 120)

    @Test func pathsAndFills() { assertSnapshot(size: size, draw: TestCardPage.paths) }
    @Test func gradients() { assertSnapshot(size: size, draw: TestCardPage.gradients) }
    @Test func strokes() { assertSnapshot(size: size, draw: TestCardPage.strokes) }
    @Test func shadows() { assertSnapshot(size: size, draw: TestCardPage.shadows) }
    @Test func clipAlphaAndTransforms() { assertSnapshot(size: size, draw: TestCardPage.clipAndTransforms) }
    @Test func text() { assertSnapshot(size: size, draw: TestCardPage.text) }
    @Test func imageSlicing() { assertSnapshot(size: size, draw: TestCardPage.images) }
    @Test func testCardAtThreeX() { assertSnapshot(size: size, scale: 3, draw: TestCardPage.shadows) }

    /// Kept layouts: a text drawn again after 300 others pushed it out of the cache, at
    /// another scale in between, or squashed like a wheel row and then plain again, comes
    /// out as it did the first time (the layout depends on the string, font and scale only).
    @Test func textLooksTheSameWhateverWasDrawnBefore() {
        let run = TextRun("Wed, Dec 2", font: .system(size: 17), color: .label, alignment: .center)
        func render(scale: CGFloat = 3, squash: CGFloat = 1) -> [UInt8] {
            CairoBitmap.render(size: CGSize(width: 120, height: 30), scale: scale, background: .white) { canvas in
                canvas.translate(x: 0, y: 15)
                canvas.scale(x: 1, y: squash)
                canvas.drawText(run, in: CGRect(x: 0, y: -15, width: 120, height: 30))
            }.rgbaPixels()
        }
        let first = render(), squashed = render(squash: 0.37)
        #expect(squashed != first)
        _ = render(scale: 2)
        #expect(render() == first, "after the same text at 2x")
        #expect(render(squash: 0.37) == squashed, "squashed again")
        _ = CairoBitmap.render(size: CGSize(width: 40, height: 20), scale: 3) { canvas in
            for i in 0..<300 {
                canvas.drawText(TextRun("row \(i)", font: .system(size: 17), color: .label), in: CGRect(x: 0, y: 0, width: 40, height: 20))
            }
        }
        #expect(render() == first, "after 300 other texts")
        #expect(render(squash: 0.37) == squashed, "squashed, after 300 other texts")
    }

    @Test func shadowIsBlurredAndOffset() {
        let bitmap = CairoBitmap.render(size: CGSize(width: 60, height: 60), scale: 1, background: .white) { canvas in
            canvas.setShadow(Shadow(offset: CGSize(width: 0, height: 10), blur: 8, color: .black))
            canvas.fill(CGRect(x: 20, y: 10, width: 20, height: 20), with: .color(.white))
        }
        let px = bitmap.rgbaPixels()
        func grey(_ x: Int, _ y: Int) -> Int { Int(px[(y * 60 + x) * 4]) }
        #expect(grey(30, 20) == 255)  // the white square itself
        #expect(grey(30, 36) < 120)  // under it, offset by 10: dark
        #expect(grey(30, 44) > grey(30, 36))  // fading out: blurred, not hard
        #expect(grey(30, 44) < 255)
        #expect(grey(30, 58) == 255)  // beyond 3 sigma: untouched
    }

    @Test func shadowOffsetIgnoresTheTransform() {
        func darkestRow(_ scaleBy: CGFloat) -> Int {
            let bitmap = CairoBitmap.render(size: CGSize(width: 40, height: 60), scale: 1, background: .white) { canvas in
                canvas.scale(x: scaleBy, y: scaleBy)
                canvas.setShadow(Shadow(offset: CGSize(width: 0, height: 20), blur: 0, color: .black))
                canvas.fill(CGRect(x: 0, y: 0, width: 40 / scaleBy, height: 10 / scaleBy), with: .color(.white))
            }
            let px = bitmap.rgbaPixels()
            return (0..<60).first { y in px[(y * 40 + 20) * 4] < 128 } ?? -1
        }
        #expect(darkestRow(1) == 20)
        #expect(darkestRow(2) == 20)  // Core Graphics' rule: offsets are not scaled by the CTM
    }

    @Test func renderingIsScaledToDevicePixels() {
        let bitmap = CairoBitmap.render(size: CGSize(width: 10, height: 5), scale: 3) { canvas in
            canvas.fill(CGRect(x: 0, y: 0, width: 5, height: 5), with: .color(.black))
        }
        #expect(bitmap.pixelWidth == 30 && bitmap.pixelHeight == 15)
        let px = bitmap.rgbaPixels()
        #expect(px[(7 * 30 + 14) * 4 + 3] == 255)  // inside the left half
        #expect(px[(7 * 30 + 15) * 4 + 3] == 0)  // first pixel of the right half
    }

    @Test func textIsMeasuredTheSameWayItIsDrawn() {
        let measured = PangoTextMeasurer().size(of: "Hello", font: .system(size: 20))
        #expect(measured.width > 40 && measured.width < 70)
        #expect(measured.height > 20 && measured.height < 30)
        let wider = PangoTextMeasurer().size(of: "Hello", font: .system(size: 20, weight: .bold))
        #expect(wider.width > measured.width)
        let canvas = CairoBitmap(pixelWidth: 1, pixelHeight: 1)
        var fromCanvas = CGSize.zero
        canvas.draw { fromCanvas = $0.measureText("Hello", font: .system(size: 20)) }
        #expect(fromCanvas == measured)
    }

    @Test func pngRoundTripKeepsPixels() throws {
        let bitmap = CairoBitmap.render(size: CGSize(width: 8, height: 8), scale: 1) { canvas in
            canvas.fill(CGRect(x: 0, y: 0, width: 4, height: 8), with: .color(DrawingColor(red: 1, green: 0, blue: 0, alpha: 0.5)))
        }
        let decoded = try CairoBitmap(pngData: bitmap.pngData())
        #expect(decoded.rgbaPixels() == bitmap.rgbaPixels())
        #expect(throws: CairoError.unreadablePNG) { try CairoBitmap(pngData: Data([0, 1, 2])) }
    }

    @Test func replayingADisplayListDrawsTheSamePixels() {
        let list = DisplayList.record(TestCardPage.gradients)
        let direct = CairoBitmap.render(size: size, scale: 1, TestCardPage.gradients)
        let replayed = CairoBitmap.render(size: size, scale: 1) { list.replay(into: $0) }
        #expect(direct.rgbaPixels() == replayed.rgbaPixels())
    }
}

/// Bitmap and canvas sizes cairo cannot hold are clamped, never fatal.
@MainActor
@Suite struct CairoBadInputTests {
    @Test func hugeAndBrokenBitmapSizesAreClampedNotFatal() {
        let wide = CairoBitmap.render(size: CGSize(width: 1e9, height: 44), scale: 3) { _ in }
        #expect(wide.pixelWidth == CairoBitmap.maximumSide && wide.pixelHeight == 132)
        let vast = CairoBitmap(pixelWidth: Int.max, pixelHeight: Int.max)
        #expect(vast.pixelWidth * vast.pixelHeight <= CairoBitmap.maximumPixelCount && vast.pixelWidth > 0)
        for size in [
            CGSize(width: CGFloat.nan, height: 10), CGSize(width: -5, height: CGFloat.infinity), CGSize(width: 1e300, height: 1e300),
        ] {
            let bitmap = CairoBitmap.render(size: size, scale: .nan) { _ in }
            #expect(bitmap.pixelWidth >= 1 && bitmap.pixelHeight >= 1)
        }
    }

    @Test func absurdlyWideSliderDrawsIntoASmallBitmap() {
        let slider = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 1e20, height: 44))
        let bitmap = CairoBitmap.render(size: CGSize(width: 300, height: 44), scale: 3, background: .white) { slider.render(in: $0) }
        #expect(bitmap.pixelWidth == 900)  // reached: no trap in the shadow or gradient code
        let classic = RangeSlider.outOfTen(bounds: CGRect(x: -1e15, y: 0, width: 2e15, height: 44))
        classic.style = .classic
        _ = CairoBitmap.render(size: CGSize(width: 300, height: 44), scale: 1) { classic.render(in: $0) }
        let blurry = CairoBitmap.render(size: CGSize(width: 50, height: 50), scale: 2) { canvas in
            canvas.setShadow(Shadow(offset: .zero, blur: 1e300, color: .black))
            canvas.fill(DrawingPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.systemBlue))
        }
        #expect(blurry.pixelWidth == 100)
    }
}
