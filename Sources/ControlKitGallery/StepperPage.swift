import ControlKit
import Foundation

/// The stepper: UIStepper's look, and the article's coffee-shop stepper with a label.
@MainActor
public enum StepperPage: GalleryPageSource {
    public static let id = "stepper"

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
            id: id, title: "Stepper",
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
                .control("UIStepper's images: template glyphs in the tint, a pill background, + held", size: plain, { ValueStepper() }) {
                    $0.value = 50
                    $0.tintColor = .systemTeal
                    $0.setDecrementImage(GlyphImages.templateMinus, for: .normal)
                    $0.setIncrementImage(GlyphImages.templatePlus, for: .normal)
                    $0.setBackgroundImage(GlyphImages.pill(fill: DrawingColor(hex: 0xE3F4F4)), for: .normal)
                    $0.setBackgroundImage(GlyphImages.pill(fill: DrawingColor(hex: 0xB9E3E3)), for: .highlighted)
                    $0.setDividerImage(GlyphImages.dot, forLeftSegmentState: .normal, rightSegmentState: .normal)
                    $0.touchDown(at: $0.rect(for: .increment).center)
                },
                .control("Right-to-left (+ on the left)", size: labelled, cups) { $0.layoutDirection = .rightToLeft },
                .control("Typing a value: the label tapped, nothing typed yet", size: labelled, cups) {
                    $0.allowsValueTextEntry = true
                    $0.beginValueTextEditing()
                },
                .control("Typing a value: 7 typed", size: labelled, cups) {
                    $0.allowsValueTextEntry = true
                    $0.beginValueTextEditing()
                    $0.insertValueText("7")
                },
                .control("Wraps: at 100, + stays enabled", size: plain, { ValueStepper() }) {
                    $0.wraps = true
                    $0.value = 100
                },
                .control("Separate steps: a bid, + adds 10 and − takes 1 (100, then +, −)", size: labelled, { ValueStepper() }) {
                    $0.maximumValue = 1_000
                    $0.value = 100
                    $0.incrementStepValue = 10
                    $0.decrementStepValue = 1
                    $0.showsValueLabel = true
                    $0.valueFormatter = { "$\(Int($0))" }
                    _ = $0.performAccessibilityAction(.increment, on: "stepper")
                    _ = $0.performAccessibilityAction(.decrement, on: "stepper")
                },
                .control("Sliding label: dragged to the + edge, + held (2 → 3 cups)", size: labelled, cups) {
                    $0.allowsValueLabelDragging = true
                    let middle = $0.labelRect.center
                    $0.touchDown(at: middle)
                    $0.touchMove(to: CGPoint(x: middle.x + 6, y: middle.y))
                    $0.touchMove(to: CGPoint(x: middle.x + ValueStepper.valueLabelSlideDistance + 4, y: middle.y))
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

    /// Black − and + shapes as templates: drawn in the tint of the control that shows them.
    public static let templateMinus = templateGlyph(plus: false)
    public static let templatePlus = templateGlyph(plus: true)
    /// A small round divider.
    public static let dot = DrawingImage(size: CGSize(width: 4, height: 4)) { c in
        c.fill(DrawingPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(DrawingColor(hex: 0x5AA9A9)))
    }

    /// A resizable pill with a hairline border: its 12 pt ends keep their shape.
    public static func pill(fill: DrawingColor) -> DrawingImage {
        DrawingImage(size: CGSize(width: 32, height: 32)) { c in
            let shape = DrawingPath(roundedRect: CGRect(x: 0.5, y: 0.5, width: 31, height: 31), cornerRadius: 15.5)
            c.fill(shape, with: .color(fill))
            c.stroke(shape, with: .color(DrawingColor(hex: 0x5AA9A9)), lineWidth: 1)
        }.withCapInsets(DrawingEdgeInsets(top: 12, left: 12, bottom: 12, right: 12))
    }

    static func templateGlyph(plus: Bool) -> DrawingImage {
        DrawingImage(size: CGSize(width: 16, height: 16)) { c in
            c.fill(DrawingPath(roundedRect: CGRect(x: 1, y: 7, width: 14, height: 2.5), cornerRadius: 1.25), with: .color(.black))
            if plus {
                c.fill(DrawingPath(roundedRect: CGRect(x: 6.75, y: 1, width: 2.5, height: 14), cornerRadius: 1.25), with: .color(.black))
            }
        }.withRenderingMode(.template)
    }

    static func glyph(plus: Bool) -> DrawingImage {
        DrawingImage(size: CGSize(width: 24, height: 24)) { c in
            let brown = DrawingColor(hex: 0x6F4E37)
            c.fill(DrawingPath(ellipseIn: CGRect(x: 1, y: 1, width: 22, height: 22)), with: .color(brown))
            c.fill(DrawingPath(roundedRect: CGRect(x: 6, y: 11, width: 12, height: 2), cornerRadius: 1), with: .color(.white))
            if plus { c.fill(DrawingPath(roundedRect: CGRect(x: 11, y: 6, width: 2, height: 12), cornerRadius: 1), with: .color(.white)) }
        }
    }
}
