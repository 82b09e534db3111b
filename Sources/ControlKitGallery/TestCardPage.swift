import ControlKit
import ControlKitCairo
import Foundation

/// The drawing primitives test card: every canvas feature on one page, so a backend
/// change shows at a glance.
@MainActor
public enum TestCardPage: GalleryPageSource {
    public static let id = "test-card"

    public static var page: GalleryPage {
        GalleryPage(
            id: id, title: "Drawing test card",
            summary:
                "Paths, fills, gradients, strokes, shadows, clipping, transforms, text and sliced images: every Canvas primitive the controls use.",
            items: [
                GalleryItem("Paths and fills", size: CGSize(width: 240, height: 120), draw: paths),
                GalleryItem("Gradients", size: CGSize(width: 240, height: 120), draw: gradients),
                GalleryItem("Strokes: width, caps, joins, dashes", size: CGSize(width: 240, height: 120), draw: strokes),
                GalleryItem("Shadows: blur 0, 4, 12; offset", size: CGSize(width: 240, height: 120), draw: shadows),
                GalleryItem("Clip, alpha and transforms", size: CGSize(width: 240, height: 120), draw: clipAndTransforms),
                GalleryItem("Text: alignment and weights", size: CGSize(width: 240, height: 120), draw: text),
                GalleryItem("Images: 9-slice vector, PNG source rects", size: CGSize(width: 240, height: 120), draw: images),
            ])
    }

    /// A star, a triangle with a quad curve, an ellipse and an arc.
    public static func paths(_ canvas: DrawingCanvas) {
        var star = DrawingPath()
        for i in 0..<10 {
            let r: CGFloat = i % 2 == 0 ? 36 : 15
            let a = CGFloat(i) * .pi / 5 - .pi / 2
            let p = CGPoint(x: 50 + r * cos(a), y: 60 + r * sin(a))
            if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.closeSubpath()
        canvas.fill(star, with: .color(.systemOrange))
        var curve = DrawingPath()
        curve.move(to: CGPoint(x: 100, y: 96))
        curve.addQuadCurve(to: CGPoint(x: 150, y: 96), control: CGPoint(x: 125, y: 16))
        curve.closeSubpath()
        canvas.fill(curve, with: .color(.systemGreen))
        canvas.fill(DrawingPath(ellipseIn: CGRect(x: 160, y: 24, width: 64, height: 40)), with: .color(.systemBlue))
        var arc = DrawingPath()
        arc.move(to: CGPoint(x: 192, y: 100))
        arc.addArc(center: CGPoint(x: 192, y: 100), radius: 26, startAngle: -.pi * 0.9, endAngle: -.pi * 0.1, clockwise: true)
        arc.closeSubpath()
        canvas.fill(arc, with: .color(.systemRed))
    }

    /// Linear and radial gradients with several stops.
    public static func gradients(_ canvas: DrawingCanvas) {
        let rainbow = DrawingGradient(colors: [.systemRed, .systemOrange, .systemGreen, .systemBlue])
        canvas.fill(
            DrawingPath(roundedRect: CGRect(x: 12, y: 12, width: 216, height: 40), cornerRadius: 10),
            with: .linearGradient(rainbow, start: CGPoint(x: 12, y: 0), end: CGPoint(x: 228, y: 0)))
        canvas.fill(
            DrawingPath(ellipseIn: CGRect(x: 20, y: 60, width: 52, height: 52)),
            with: .radialGradient(DrawingGradient(colors: [.white, .systemBlue]), center: CGPoint(x: 40, y: 78), radius: 36))
        canvas.fill(
            DrawingPath(roundedRect: CGRect(x: 90, y: 60, width: 138, height: 52), cornerRadius: 8),
            with: .linearGradient(
                DrawingGradient(colors: [DrawingColor(white: 0.98), DrawingColor(white: 0.75)]),
                start: CGPoint(x: 0, y: 60), end: CGPoint(x: 0, y: 112)))
    }

    /// Stroke widths, caps, joins and a dash pattern.
    public static func strokes(_ canvas: DrawingCanvas) {
        for (i, cap) in [DrawingStrokeStyle.LineCap.butt, .round, .square].enumerated() {
            var line = DrawingPath()
            let y = CGFloat(20 + i * 20)
            line.move(to: CGPoint(x: 20, y: y))
            line.addLine(to: CGPoint(x: 100, y: y))
            canvas.stroke(line, with: .color(.label), style: DrawingStrokeStyle(lineWidth: 10, lineCap: cap))
        }
        for (i, join) in [DrawingStrokeStyle.LineJoin.miter, .round, .bevel].enumerated() {
            var zig = DrawingPath()
            let x = CGFloat(125 + i * 38)
            zig.move(to: CGPoint(x: x, y: 60))
            zig.addLine(to: CGPoint(x: x + 14, y: 20))
            zig.addLine(to: CGPoint(x: x + 28, y: 60))
            canvas.stroke(zig, with: .color(.systemBlue), style: DrawingStrokeStyle(lineWidth: 7, lineJoin: join))
        }
        var dashed = DrawingPath()
        dashed.move(to: CGPoint(x: 20, y: 95))
        dashed.addLine(to: CGPoint(x: 220, y: 95))
        canvas.stroke(dashed, with: .color(.systemRed), style: DrawingStrokeStyle(lineWidth: 3, lineCap: .round, dash: [12, 8]))
        canvas.stroke(
            DrawingPath(roundedRect: CGRect(x: 20.5, y: 104.5, width: 200, height: 10), cornerRadius: 5), with: .color(.systemGray),
            lineWidth: 1)
    }

    /// Three blurs and an offset shadow under white shapes.
    public static func shadows(_ canvas: DrawingCanvas) {
        canvas.fill(CGRect(x: 0, y: 0, width: 240, height: 120), with: .color(.systemGray6))
        for (i, blur) in [CGFloat(0), 4, 12].enumerated() {
            canvas.withSavedState {
                canvas.setShadow(Shadow(offset: CGSize(width: 0, height: 3), blur: blur, color: .black.withAlpha(0.45)))
                canvas.fill(DrawingPath(ellipseIn: CGRect(x: 16 + CGFloat(i) * 56, y: 30, width: 40, height: 40)), with: .color(.white))
            }
        }
        canvas.withSavedState {
            canvas.setShadow(Shadow(offset: CGSize(width: 6, height: 6), blur: 2, color: .systemBlue.withAlpha(0.8)))
            canvas.stroke(
                DrawingPath(roundedRect: CGRect(x: 186, y: 28, width: 38, height: 44), cornerRadius: 6), with: .color(.label), lineWidth: 2)
        }
        canvas.withSavedState {
            canvas.setShadow(Shadow(offset: CGSize(width: 1, height: 2), blur: 3, color: .black.withAlpha(0.5)))
            canvas.drawText(
                TextRun("Shadowed text", font: .system(size: 15, weight: .bold), color: .white, alignment: .center),
                in: CGRect(x: 0, y: 84, width: 240, height: 30))
        }
    }

    /// A clip to a circle, a half-transparent layer and rotated squares.
    public static func clipAndTransforms(_ canvas: DrawingCanvas) {
        canvas.withSavedState {
            canvas.clip(to: DrawingPath(ellipseIn: CGRect(x: 12, y: 12, width: 96, height: 96)))
            for i in 0..<8 {
                canvas.fill(
                    CGRect(x: 12 + CGFloat(i) * 12, y: 12, width: 12, height: 96),
                    with: .color(i % 2 == 0 ? .systemBlue : .white))
            }
        }
        canvas.withSavedState {
            canvas.setAlpha(0.5)
            canvas.fill(CGRect(x: 70, y: 40, width: 60, height: 60), with: .color(.systemRed))
        }
        for i in 0..<4 {
            canvas.withSavedState {
                canvas.translate(x: 185, y: 60)
                canvas.rotate(by: CGFloat(i) * .pi / 8)
                canvas.stroke(
                    DrawingPath(rect: CGRect(x: -30, y: -30, width: 60, height: 60)),
                    with: .color(DrawingColor.systemGreen.mixed(with: .label, amount: Double(i) / 4)), lineWidth: 2)
            }
        }
    }

    /// Left, centred and right text in three weights.
    public static func text(_ canvas: DrawingCanvas) {
        let guide = DrawingPath(rect: CGRect(x: 10.5, y: 8.5, width: 219, height: 103))
        canvas.stroke(guide, with: .color(.systemGray3), lineWidth: 1)
        canvas.drawText(
            TextRun("Left regular", font: .system(size: 15), alignment: .left), in: CGRect(x: 16, y: 10, width: 208, height: 30))
        canvas.drawText(
            TextRun("Centre semibold", font: .system(size: 15, weight: .semibold), color: .systemBlue, alignment: .center),
            in: CGRect(x: 16, y: 45, width: 208, height: 30))
        canvas.drawText(
            TextRun("Right bold 1234", font: .monospacedDigitSystem(size: 15, weight: .bold), color: .systemRed, alignment: .right),
            in: CGRect(x: 16, y: 80, width: 208, height: 30))
    }

    /// A vector bubble stretched with cap insets, and a PNG drawn whole and by quarters.
    public static func images(_ canvas: DrawingCanvas) {
        let bubble = DrawingImage(size: CGSize(width: 30, height: 30)) { c in
            c.fill(DrawingPath(roundedRect: CGRect(x: 0, y: 0, width: 30, height: 30), cornerRadius: 10), with: .color(.systemBlue))
            c.fill(DrawingPath(ellipseIn: CGRect(x: 4, y: 4, width: 6, height: 6)), with: .color(.white))
            c.fill(DrawingPath(ellipseIn: CGRect(x: 20, y: 20, width: 6, height: 6)), with: .color(.white))
        }.withCapInsets(DrawingEdgeInsets(top: 12, left: 12, bottom: 12, right: 12))
        canvas.drawImage(bubble, in: CGRect(x: 10, y: 10, width: 120, height: 44))
        canvas.drawImage(bubble, in: CGRect(x: 10, y: 64, width: 44, height: 44))

        if let checker = checkerImage() {
            canvas.drawImage(checker, in: CGRect(x: 140, y: 10, width: 40, height: 40))
            let half = checker.size.width / 2
            canvas.drawImage(
                checker, source: CGRect(x: 0, y: 0, width: half, height: half), in: CGRect(x: 190, y: 10, width: 40, height: 40))
            canvas.drawImage(
                checker.withCapInsets(DrawingEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)),
                in: CGRect(x: 140, y: 60, width: 90, height: 48))
        }
    }

    /// A 16×16 @1x PNG made with cairo: a red frame around a blue/white checkerboard.
    public static func checkerImage() -> DrawingImage? {
        let bitmap = CairoBitmap.render(size: CGSize(width: 16, height: 16), scale: 1) { c in
            for y in 0..<4 {
                for x in 0..<4 {
                    c.fill(CGRect(x: x * 4, y: y * 4, width: 4, height: 4), with: .color((x + y) % 2 == 0 ? .systemBlue : .white))
                }
            }
            c.stroke(DrawingPath(rect: CGRect(x: 1, y: 1, width: 14, height: 14)), with: .color(.systemRed), lineWidth: 2)
        }
        return try? DrawingImage(pngData: bitmap.pngData(), scale: 1)
    }
}
