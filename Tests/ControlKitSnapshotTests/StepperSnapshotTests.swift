import ControlKit
import ControlKitGallery
import ControlKitSnapshotTesting
import Foundation
import Testing

@MainActor
@Suite struct StepperSnapshotTests {
    let plain = CGSize(width: 94, height: 32)
    let labelled = CGSize(width: 180, height: 32)

    func cups(_ value: Double = 2) -> ValueStepper {
        let s = ValueStepper.quantity(maximum: 10)
        s.value = value
        s.valueFormatter = { "\(Int($0)) cup\($0 == 1 ? "" : "s")" }
        return s
    }

    @Test func typingAValue() {
        let s = cups()
        s.allowsValueTextEntry = true
        s.beginValueTextEditing()
        assertSnapshot(of: s, size: labelled, named: "placeholder")
        s.insertValueText("7")
        assertSnapshot(of: s, size: labelled, named: "typed")
    }

    @Test func middle() {
        let s = ValueStepper()
        s.value = 50
        assertSnapshot(of: s, size: plain)
    }

    @Test func atMinimum() { assertSnapshot(of: ValueStepper(), size: plain) }

    @Test func atMaximum() {
        let s = ValueStepper()
        s.value = 100
        assertSnapshot(of: s, size: plain)
    }

    @Test func incrementPressed() {
        let s = ValueStepper()
        s.value = 50
        s.bounds = CGRect(origin: .zero, size: plain)
        s.touchDown(at: s.rect(for: .increment).center)
        #expect(s.pressedButton == .increment)
        assertSnapshot(of: s, size: plain)
    }

    @Test func labelWithFormatter() {
        assertSnapshot(of: cups(), size: labelled, named: "two")
        assertSnapshot(of: cups(1), size: labelled, named: "one")
    }

    @Test func customGlyphImages() {
        let s = cups()
        s.setDecrementImage(GlyphImages.cupMinus, for: .normal)
        s.setIncrementImage(GlyphImages.cupPlus, for: .normal)
        s.backgroundColor = DrawingColor(hex: 0xF4E9DC)
        s.dividerColor = nil
        assertSnapshot(of: s, size: labelled)
    }

    @Test func disabledControl() {
        let s = cups()
        s.isEnabled = false
        assertSnapshot(of: s, size: labelled)
    }

    @Test func rightToLeft() {
        let s = cups()
        s.layoutDirection = .rightToLeft
        assertSnapshot(of: s, size: labelled)
    }

    /// UIStepper's image API: template glyphs in the tint, a resizable pill background with
    /// the held button's own image, a divider image.
    @Test func uiStepperImages() {
        let s = ValueStepper()
        s.value = 50
        s.tintColor = .systemTeal
        s.setDecrementImage(GlyphImages.templateMinus, for: .normal)
        s.setIncrementImage(GlyphImages.templatePlus, for: .normal)
        s.setBackgroundImage(GlyphImages.pill(fill: DrawingColor(hex: 0xE3F4F4)), for: .normal)
        s.setBackgroundImage(GlyphImages.pill(fill: DrawingColor(hex: 0xB9E3E3)), for: .highlighted)
        s.setDividerImage(GlyphImages.dot, forLeftSegmentState: .normal, rightSegmentState: .normal)
        s.bounds = CGRect(origin: .zero, size: plain)
        s.touchDown(at: s.rect(for: .increment).center)
        assertSnapshot(of: s, size: plain)
    }
}
