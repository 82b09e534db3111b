import ControlKit
import Foundation
import Testing

@MainActor
@Suite struct DrawingModelTests {
    @Test func recordingCapturesCallsInOrder() {
        let list = DisplayList.record { canvas in
            canvas.withSavedState {
                canvas.translate(x: 10, y: 0)
                canvas.setShadow(Shadow(offset: CGSize(width: 0, height: 1), blur: 2, color: .black))
                canvas.fill(CGRect(x: 0, y: 0, width: 4, height: 4), with: .color(.systemBlue))
            }
            canvas.drawText(TextRun("Hi"), in: CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(list.commands.count == 6)
        #expect(list.commands.first == .saveState)
        #expect(list.commands[1] == .concatenate(Transform(translationX: 10, y: 0)))
        #expect(list.commands[4] == .restoreState)
        #expect(list.drawnText == ["Hi"])
        #expect(list.filledPaths.count == 1)
    }

    @Test func replayReproducesTheSameList() {
        let original = DisplayList.record { canvas in
            canvas.saveState()
            canvas.setAlpha(0.5)
            canvas.clip(to: DrawingPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)))
            canvas.stroke(
                DrawingPath(rect: CGRect(x: 1, y: 1, width: 5, height: 5)), with: .color(.black),
                style: DrawingStrokeStyle(lineWidth: 2, dash: [1, 1]))
            canvas.restoreState()
        }
        let copy = RecordingCanvas()
        original.replay(into: copy)
        #expect(copy.displayList == original)
    }

    @Test func replayBalancesStrayRestoresAndSaves() {
        let list = DisplayList(commands: [.restoreState, .saveState, .saveState, .setAlpha(0.2)])
        let copy = RecordingCanvas()
        list.replay(into: copy)
        #expect(copy.displayList.commands == [.saveState, .saveState, .setAlpha(0.2), .restoreState, .restoreState])
    }

    @Test func roundedRectRadiusIsClampedToHalfTheShortSide() {
        let big = DrawingPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 20), cornerRadius: 50)
        let capsule = DrawingPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 20), cornerRadius: 10)
        #expect(big == capsule)
        #expect(
            DrawingPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: -3)
                == DrawingPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(capsule.controlPointBounds == CGRect(x: 0, y: 0, width: 100, height: 20))
    }

    @Test func roundedRectCornersAreTheQuarterArcsAddArcMakes() {
        let rect = CGRect(x: 3, y: 5, width: 90, height: 31), r: CGFloat = 7
        var arcs = DrawingPath()
        arcs.move(to: CGPoint(x: rect.minX + r, y: rect.minY))
        arcs.addArc(center: CGPoint(x: rect.maxX - r, y: rect.minY + r), radius: r, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
        arcs.addArc(center: CGPoint(x: rect.maxX - r, y: rect.maxY - r), radius: r, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        arcs.addArc(center: CGPoint(x: rect.minX + r, y: rect.maxY - r), radius: r, startAngle: .pi / 2, endAngle: .pi, clockwise: true)
        arcs.addArc(center: CGPoint(x: rect.minX + r, y: rect.minY + r), radius: r, startAngle: .pi, endAngle: 1.5 * .pi, clockwise: true)
        arcs.closeSubpath()
        func curves(_ path: DrawingPath) -> [[CGPoint]] {
            path.elements.compactMap { if case .curve(let p, let c1, let c2) = $0 { [c1, c2, p] } else { nil } }
        }
        let rounded = DrawingPath(roundedRect: rect, cornerRadius: r)
        let (a, b) = (curves(rounded), curves(arcs))
        #expect(a.count == 4 && b.count == 4)
        for (x, y) in zip(a.joined(), b.joined()) {
            #expect(abs(x.x - y.x) < 1e-9 && abs(x.y - y.y) < 1e-9)
        }
        // A move, a line and a curve a side, a close: no zero-length lines between them.
        #expect(rounded.elements.count == 10)
    }

    @Test func arcEndsWhereItShould() {
        var path = DrawingPath()
        path.addArc(center: CGPoint(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let end = path.currentPoint!
        #expect(abs(end.x) < 1e-9 && abs(end.y - 10) < 1e-9)
        var counter = DrawingPath()
        counter.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)  // the long way round
        #expect(counter.elements.count == 4)  // move + three quarter curves
    }

    @Test func nonFiniteGeometryIsDropped() {
        var path = DrawingPath()
        path.move(to: CGPoint(x: CGFloat.nan, y: 0))
        path.addLine(to: CGPoint(x: 1, y: CGFloat.infinity))
        path.addRect(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1))
        path.addEllipse(in: CGRect(x: 0, y: 0, width: -1, height: 1))
        #expect(path.isEmpty)
        #expect(path.controlPointBounds.isNull)
    }

    @Test func colorsAreClampedAndNaNBecomesZero() {
        let c = DrawingColor(red: 2, green: -1, blue: .nan, alpha: 0.5)
        #expect(c == DrawingColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(DrawingColor(hex: 0x007AFF) == DrawingColor.systemBlue.resolved(for: .light))
        #expect(DrawingColor.black.mixed(with: .white, amount: 0.5) == DrawingColor(white: 0.5))
    }

    @Test func transformsComposeLikeCoreGraphics() {
        let t = Transform.identity.translatedBy(x: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(t.apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 2))
        let r = Transform(rotationAngle: .pi / 2).apply(to: CGPoint(x: 1, y: 0))
        #expect(abs(r.x) < 1e-9 && abs(r.y - 1) < 1e-9)
    }

    @Test func pngHeaderGivesTheSize() throws {
        // A real 3×2 PNG header (signature + IHDR), enough for the size.
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8) + [0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0]
        let image = try DrawingImage(pngData: Data(bytes), scale: 2)
        #expect(image.size == CGSize(width: 1.5, height: 1))
        #expect(throws: DrawingImage.LoadingError.notPNG) { try DrawingImage(pngData: Data([1, 2, 3])) }
    }

    @Test func imageWithoutCapInsetsIsOneSlice() {
        let image = DrawingImage(size: CGSize(width: 10, height: 10)) { _ in }
        #expect(
            image.slices(in: CGRect(x: 0, y: 0, width: 50, height: 20)) == [
                ImageSlice(source: CGRect(x: 0, y: 0, width: 10, height: 10), destination: CGRect(x: 0, y: 0, width: 50, height: 20))
            ])
    }

    @Test func nineSliceKeepsCornersAndStretchesTheMiddle() {
        let image = DrawingImage(size: CGSize(width: 30, height: 30)) { _ in }.withCapInsets(
            DrawingEdgeInsets(top: 10, left: 8, bottom: 10, right: 8))
        let slices = image.slices(in: CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(slices.count == 9)
        #expect(
            slices[0] == ImageSlice(source: CGRect(x: 0, y: 0, width: 8, height: 10), destination: CGRect(x: 0, y: 0, width: 8, height: 10))
        )
        #expect(
            slices[4]
                == ImageSlice(source: CGRect(x: 8, y: 10, width: 14, height: 10), destination: CGRect(x: 8, y: 10, width: 84, height: 20)))
        #expect(
            slices[8]
                == ImageSlice(source: CGRect(x: 22, y: 20, width: 8, height: 10), destination: CGRect(x: 92, y: 30, width: 8, height: 10)))
    }

    @Test func threeSliceHasNoVerticalCaps() {
        let image = DrawingImage(size: CGSize(width: 20, height: 6)) { _ in }.withCapInsets(DrawingEdgeInsets(left: 5, right: 5))
        let slices = image.slices(in: CGRect(x: 0, y: 0, width: 200, height: 6))
        #expect(slices.map(\.destination.width) == [5, 190, 5])
    }

    @Test func capsShrinkWhenTheTargetIsSmallerThanThem() {
        let image = DrawingImage(size: CGSize(width: 20, height: 20)) { _ in }.withCapInsets(DrawingEdgeInsets(left: 8, right: 8))
        let slices = image.slices(in: CGRect(x: 0, y: 0, width: 8, height: 20))
        #expect(slices.map(\.destination.width) == [4, 4])
        #expect(image.slices(in: CGRect(x: 0, y: 0, width: 0, height: 5)).isEmpty)
    }

    @Test func estimatingMeasurerIsProportional() {
        let m = EstimatingTextMeasurer()
        #expect(m.size(of: "abcd", font: .system(size: 10)) == CGSize(width: 24, height: 12))
    }
}

/// A line too long for its box ends in "…", as a UILabel's tail (`TextRun.truncatingTail`).
@Suite struct TextTruncationTests {
    let font = DrawingFont.system(size: 10)  // the estimating measurer: 6 pt a character
    func width(_ string: String) -> CGFloat { EstimatingTextMeasurer().size(of: string, font: font).width }
    func cut(_ string: String, _ box: CGFloat) -> String {
        TextRun(string, font: font).truncatingTail(toFit: box, measure: width).string
    }

    @Test func theLongestStartThatFitsKeepsAnEllipsis() {
        #expect(cut("Kilograms", 54) == "Kilograms")  // fits exactly
        #expect(cut("Kilograms", 53.9) == "Kilogra…")  // 8 characters: 48 pt
        #expect(cut("Kilograms", 40) == "Kilog…")
        #expect(cut("Kilograms", 12) == "K…")
        #expect(cut("Kilograms", 5) == "…")  // not even one character: the ellipsis alone
        #expect(cut("New York City", 30) == "New…")  // no space before the ellipsis
        #expect(cut("👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦", 12) == "👩‍👩‍👧‍👦…")  // whole characters, never half a cluster
        let run = TextRun("Kilograms", font: font, color: .systemRed, alignment: .right).truncatingTail(toFit: 30, measure: width)
        #expect(run.font == font && run.color == .systemRed && run.alignment == .right)
    }

    @Test func oddWidthsAndStringsNeverTrap() {
        #expect(cut("", 0) == "" && cut("", .nan) == "")
        #expect(cut("Kilograms", 0) == "…" && cut("Kilograms", -5) == "…" && cut("Kilograms", .nan) == "…")
        #expect(cut("Kilograms", .infinity) == "Kilograms" && cut("Kilograms", 1e308) == "Kilograms")
        #expect(cut("Kilograms", 1e-300) == "…")
    }

    /// A run's maximum width: a backend cuts it only when the width it measured is over.
    @Test func aMaximumWidthCutsOnlyALineThatIsOver() {
        var run = TextRun("Kilograms", font: font)
        #expect(run.truncatedToMaximumWidth(width: width(run.string), measure: width) == nil)  // none set
        run.maximumWidth = 54
        #expect(run.truncatedToMaximumWidth(width: 54, measure: width) == nil)  // fits
        run.maximumWidth = 40
        #expect(run.truncatedToMaximumWidth(width: 54, measure: width)?.string == "Kilog…")
        for odd in [CGFloat.nan, -1] {
            run.maximumWidth = odd
            #expect(run.truncatedToMaximumWidth(width: 54, measure: width)?.string == "…")
        }
        run.maximumWidth = .infinity
        #expect(run.truncatedToMaximumWidth(width: 54, measure: width) == nil)
        // The test a backend makes before it asks for the cut.
        run.maximumWidth = 54
        #expect(!run.exceedsMaximumWidth(54) && run.exceedsMaximumWidth(54.5) && run.exceedsMaximumWidth(.nan))
        #expect(!run.exceedsMaximumWidth(1e-300) && run.exceedsMaximumWidth(1e308))
        #expect(!TextRun("", font: font).exceedsMaximumWidth(1e308) && !TextRun("Kilograms", font: font).exceedsMaximumWidth(1e308))
        var list = DisplayList()
        run.maximumWidth = 40
        list.commands = [.drawText(run, .zero), .drawText(TextRun("kg", font: font), .zero)]
        #expect(list.drawnText == ["Kilograms", "kg"] && list.shownText() == ["Kilog…", "kg"])
    }

    /// A binary search: a 10,000-character line is measured a handful of times.
    @Test func aLongLineIsMeasuredAHandfulOfTimes() {
        var measured = 0
        let long = String(repeating: "x", count: 10_000)
        let run = TextRun(long, font: font).truncatingTail(toFit: 300) {
            measured += 1
            return width($0)
        }
        #expect(run.string == String(repeating: "x", count: 49) + "…")
        #expect(measured <= 16, "\(measured) measurements")
    }
}
