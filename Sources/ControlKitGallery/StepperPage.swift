import ControlKit
import Foundation

/// The stepper: UIStepper's look, and the article's coffee-shop stepper with a label.
@MainActor
public enum StepperPage {
    public static var page: GalleryPage {
        let plain = CGSize(width: 94, height: 32)
        func cups() -> ValueStepper {
            let s = ValueStepper.quantity(maximum: 10)
            s.value = 2
            s.valueFormatter = { "\(Int($0)) cup\($0 == 1 ? "" : "s")" }
            return s
        }
        func cupsSize(_ s: ValueStepper) -> CGSize { CGSize(width: s.intrinsicContentSize.width, height: 32) }
        let labelled = CGSize(width: 180, height: 32)
        return GalleryPage(
            id: "stepper", title: "Stepper",
            summary:
                "UIStepper (limits, steps, wrapping, autorepeat) and the article's coffee-shop stepper with a value label, in every state.",
            items: [
                .control("Default (value 0: − disabled)", size: plain, { ValueStepper() }),
                .control("Middle (value 50)", size: plain, { ValueStepper() }) { $0.value = 50 },
                .control("At the maximum (+ disabled)", size: plain, { ValueStepper() }) { $0.value = 100 },
                .control("+ held", size: plain, { ValueStepper() }) {
                    $0.value = 50
                    $0.touchDown(at: $0.rect(for: .increment).center)
                },
                .control("Disabled control", size: plain, { ValueStepper() }) {
                    $0.value = 50
                    $0.isEnabled = false
                },
                .control("Coffee: 2 cups (label + formatter)", size: labelled, cups),
                .control("Coffee: 1 cup, never below 1", size: labelled, cups) { $0.value = 1 },
                .control("Coffee: custom glyph images", size: labelled, cups) {
                    $0.setDecrementImage(GlyphImages.cupMinus, for: .normal)
                    $0.setIncrementImage(GlyphImages.cupPlus, for: .normal)
                    $0.backgroundColor = DrawingColor(hex: 0xF4E9DC)
                    $0.dividerColor = nil
                    $0.textColor = DrawingColor(hex: 0x6F4E37)
                },
                .control("Right-to-left (+ on the left)", size: labelled, cups) { $0.layoutDirection = .rightToLeft },
                .control("Wraps: at 100, + stays enabled", size: plain, { ValueStepper() }) {
                    $0.wraps = true
                    $0.value = 100
                },
                .darkControl("Dark style: middle (value 50)", size: plain, { ValueStepper() }) { $0.value = 50 },
            ])
    }
}

/// Coffee-coloured − and + glyphs in a circle, drawn by the project.
@MainActor
public enum GlyphImages {
    public static let cupMinus = glyph(plus: false)
    public static let cupPlus = glyph(plus: true)

    static func glyph(plus: Bool) -> DrawingImage {
        DrawingImage(size: CGSize(width: 24, height: 24)) { c in
            let brown = DrawingColor(hex: 0x6F4E37)
            c.fill(DrawingPath(ellipseIn: CGRect(x: 1, y: 1, width: 22, height: 22)), with: .color(brown))
            c.fill(DrawingPath(roundedRect: CGRect(x: 6, y: 11, width: 12, height: 2), cornerRadius: 1), with: .color(.white))
            if plus { c.fill(DrawingPath(roundedRect: CGRect(x: 11, y: 6, width: 2, height: 12), cornerRadius: 1), with: .color(.white)) }
        }
    }
}
