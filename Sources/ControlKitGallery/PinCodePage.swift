import ControlKit
import ControlKitCairo
import Foundation

/// The PIN-code field in every state, a restyled one, and a dependent submit button.
@MainActor
public enum PinCodePage: GalleryPageSource {
    public static let id = "pin-code"

    public static let size = CGSize(width: 240, height: 64)

    public static func field(_ text: String = "", focused: Bool = false) -> PinCodeField {
        let pin = PinCodeField()
        pin.clock = FrameClock()  // its own: the gallery never ticks a shake or a reveal away
        pin.text = text
        if focused { pin.beginEditing() }
        return pin
    }

    /// A field restyled per state with the engine alone: purple when focused, a thick
    /// gold border when valid.
    public static func restyled(_ text: String) -> PinCodeField {
        let pin = field(text, focused: true)
        pin.setValue(DrawingColor(hex: 0xAF52DE), for: pin, keyPath: \.tintColor, when: .containing(all: .focused))
        pin.setValue(DrawingColor(hex: 0xFFF4D6), for: pin, keyPath: \.cellFillColor, when: .containing(none: PinCodeField.filled))
        pin.setValue(
            DrawingColor(hex: 0xD4A017), for: pin, keyPath: \.cellBorderColor, when: .containing(all: PinCodeField.valid, priority: 2000))
        pin.setValue(3, for: pin, keyPath: \.cellBorderWidth, when: .containing(all: PinCodeField.valid))
        return pin
    }

    /// Underlined cells with a placeholder, editing the third of six.
    public static func underlined() -> PinCodeField {
        let pin = field("", focused: true)
        pin.length = 6
        pin.cellStyle = .underline
        pin.placeholder = "000000"
        pin.insertText("42")
        return pin
    }

    /// Cells the app draws: discs, tinted by state; a secure code masked with asterisks.
    public static func appDrawn(_ text: String) -> PinCodeField {
        let pin = field(text)
        pin.isSecureTextEntry = true
        pin.secureTextGlyph = "*"
        pin.cellDrawer = { cell, canvas in
            let colour: DrawingColor =
                cell.state.contains(PinCodeField.invalid) ? .systemRed : cell.isFilled ? .systemIndigo : .systemGray3
            canvas.fill(
                DrawingPath(ellipseIn: CGRect(center: cell.rect.center, size: CGSize(width: 44, height: 44))),
                with: .color(colour.withAlpha(0.18)))
            canvas.stroke(
                DrawingPath(ellipseIn: CGRect(center: cell.rect.center, size: CGSize(width: 44, height: 44))), with: .color(colour),
                lineWidth: 1.5)
        }
        return pin
    }

    public static var page: GalleryPage {
        GalleryPage(
            id: id, title: "PinCodeField and the state engine",
            summary:
                "Looks derived from state: filled, valid and invalid are custom states from Boolean properties; colours are set per state with the engine; a submit button is enabled by the field's state.",
            items: [
                .control("Empty", size: size) { field() },
                .control("Editing: 2 of 4, caret in the next cell", size: size) { field("27", focused: true) },
                .control("Filled and valid (2580)", size: size) { field("2580") },
                .control("Invalid: weak code 1234", size: size) { field("1234") },
                .control("Secure entry, last character revealed", size: size) {
                    let pin = field("", focused: true)
                    pin.isSecureTextEntry = true
                    pin.insertText("395")
                    return pin
                },
                .control("Secure entry, filled", size: size) {
                    let pin = field("3952")
                    pin.isSecureTextEntry = true
                    return pin
                },
                .control("Disabled", size: size) {
                    let pin = field("39")
                    pin.isEnabled = false
                    return pin
                },
                .control("Six characters, restyled per state (focused)", size: CGSize(width: 340, height: 64)) {
                    let pin = restyled("482")
                    pin.length = 6
                    return pin
                },
                .control("Restyled: valid gets a gold 3 pt border", size: size) { restyled("2580") },
                .control("Underlined cells, placeholder 000000, editing", size: CGSize(width: 340, height: 64)) { underlined() },
                .control("Cells the app draws, masked with *", size: size) { appDrawn("39") },
                .control("Cells the app draws: a rejected code", size: size) { appDrawn("1111") },
                GalleryItem("Dependency: submit enabled only while filled and valid", size: CGSize(width: 240, height: 256)) { canvas in
                    for (row, code) in ["25", "1234", "2580"].enumerated() {
                        let pin = field(code)
                        let submit = ActionButton(title: "Continue")
                        submit.isEnabled = false
                        pin.setValue(
                            true, for: submit, keyPath: \.isEnabled, when: .containing(all: [PinCodeField.filled, PinCodeField.valid]))
                        for control in [pin, submit] as [Control] { control.textMeasurer = PangoTextMeasurer() }
                        pin.bounds = CGRect(origin: .zero, size: CGSize(width: 150, height: 44))
                        pin.cellSize = CGSize(width: 30, height: 40)
                        pin.font = .monospacedDigitSystem(size: 18, weight: .semibold)
                        submit.bounds = CGRect(x: 0, y: 0, width: 80, height: 36)
                        submit.font = .system(size: 13, weight: .semibold)
                        canvas.withSavedState {
                            canvas.translate(x: 0, y: CGFloat(row) * 84 + 20)
                            pin.render(in: canvas)
                            canvas.translate(x: 156, y: 4)
                            submit.render(in: canvas)
                        }
                    }
                },
                .darkControl("Dark style: editing, 2 of 4", size: size) { field("27", focused: true) },
            ])
    }
}
