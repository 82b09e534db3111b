import ControlKit
import Foundation

/// The dial: the article's rotating time picker in every state.
@MainActor
public enum DialPage: GalleryPageSource {
    public static let id = "dial"

    /// A dial caught mid-spin: an animated select stopped 0.1 s in, on its own clock.
    public static func midSpin() -> Dial {
        let dial = Dial.hours()
        dial.clock = FrameClock()
        dial.select(4, animated: true)
        dial.clock.advance(by: 0.08)
        return dial
    }

    /// A background drawn by a closure: a sunburst of alternating wedges.
    public static func sunburst(_ canvas: DrawingCanvas, _ face: CGRect) {
        canvas.fill(face, with: .color(DrawingColor(hex: 0xFFF4D6)))
        let c = CGPoint(x: face.midX, y: face.midY), r = face.width / 2
        var wedges = DrawingPath()
        for i in stride(from: 0, to: 24, by: 2) {
            let a0 = CGFloat(i) * .pi / 12, a1 = CGFloat(i + 1) * .pi / 12
            wedges.move(to: c)
            wedges.addLine(to: CGPoint(x: c.x + r * sin(a0), y: c.y - r * cos(a0)))
            wedges.addLine(to: CGPoint(x: c.x + r * sin(a1), y: c.y - r * cos(a1)))
            wedges.closeSubpath()
        }
        canvas.fill(wedges, with: .color(DrawingColor(hex: 0xFFE08A)))
    }

    public static var page: GalleryPage {
        let size = CGSize(width: 220, height: 220)
        return GalleryPage(
            id: id, title: "Dial",
            summary:
                "The article's rotating time picker: it follows the finger's angle, flings with UIScrollView's deceleration and always rests on an item.",
            items: [
                .control("Hours (12-hour), 9 selected", size: size, { Dial.hours() }) { $0.selectedIndex = 9 },
                .control("Hours (24-hour)", size: size, { Dial.hours(twentyFourHour: true) }) { $0.selectedIndex = 18 },
                .control("Minutes: 60 items, labels every 5", size: size, { Dial.minutes() }) { $0.selectedIndex = 35 },
                .control("Radial labels", size: size, { Dial.hours() }) {
                    $0.labelOrientation = .radial
                    $0.selectedIndex = 2
                },
                .control("Background: gradient", size: size, { Dial.hours() }) {
                    $0.background = .gradient(DrawingGradient(colors: [DrawingColor(hex: 0xFFFFFF), DrawingColor(hex: 0xB8D8FF)]))
                    $0.tintColor = DrawingColor(hex: 0x0A4FB4)
                },
                .control("Background: a drawing closure", size: size, { Dial.hours() }) {
                    $0.background = .drawing(DialPage.sunburst)
                    $0.tintColor = .systemOrange
                },
                .control("Mid-spin (caught 80 ms into a turn)", size: size, { DialPage.midSpin() }),
                .control("Disabled", size: size, { Dial.hours() }) { $0.isEnabled = false },
                .control("Focused (keyboard)", size: size, { Dial.hours() }) { $0.setFocused(true, byKeyboard: true) },
                .control("Small (100 pt)", size: CGSize(width: 100, height: 100), { Dial.hours() }) {
                    $0.font = DrawingFont.monospacedDigitSystem(size: 11, weight: .medium)
                    $0.labelInset = 6
                },
                .control("Large (320 pt), minutes", size: CGSize(width: 320, height: 320), { Dial.minutes() }) {
                    $0.font = DrawingFont.monospacedDigitSystem(size: 20, weight: .semibold)
                },
                .control("1,000 items: labels thinned to fit", size: size, { Dial() }) { $0.numberOfItems = 1_000 },
                .darkControl("Dark style: hours, 9 selected", size: size, { Dial.hours() }) { $0.selectedIndex = 9 },
            ])
    }
}
