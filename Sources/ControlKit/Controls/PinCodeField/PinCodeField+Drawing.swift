import Foundation

/// Looks: the default per-state styles (through the state engine) and the cells.
extension PinCodeField {
    /// The defaults, set with the same API a user restyles with. Later calls with the
    /// same matcher replace them; higher priorities override them.
    func installDefaultLooks() {
        setValue(DrawingColor.systemGreen, for: self, keyPath: \.cellBorderColor, when: .containing(all: PinCodeField.valid))
        setValue(DrawingColor.systemRed, for: self, keyPath: \.cellBorderColor, when: .containing(all: PinCodeField.invalid))
        setValue(DrawingColor.systemGreen.withAlpha(0.08), for: self, keyPath: \.cellFillColor, when: .containing(all: PinCodeField.valid))
        setValue(DrawingColor.systemRed.withAlpha(0.08), for: self, keyPath: \.cellFillColor, when: .containing(all: PinCodeField.invalid))
        setValue(DrawingColor.systemRed, for: self, keyPath: \.textColor, when: .containing(all: PinCodeField.invalid))
        // Disabled wins over everything else above (same priority, set last).
        setValue(
            DrawingColor(light: DrawingColor(white: 0.88), dark: DrawingColor(white: 0.2)), for: self, keyPath: \.cellBorderColor,
            when: .containing(all: .disabled))
        setValue(DrawingColor.systemGray6.withAlpha(0.5), for: self, keyPath: \.cellFillColor, when: .containing(all: .disabled))
        setValue(DrawingColor.secondaryLabel, for: self, keyPath: \.textColor, when: .containing(all: .disabled))
    }

    func drawCells(in canvas: DrawingCanvas) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let characters = Array(storage)
        let active = isFocused && storage.count < length ? storage.count : nil
        canvas.withSavedState {
            canvas.translate(x: shakeOffset, y: 0)
            for (i, rect) in cellRects.enumerated() {
                let inset = cellBorderWidth / 2
                let shape = DrawingPath(roundedRect: rect.insetBy(dx: inset, dy: inset), cornerRadius: cellCornerRadius)
                canvas.fill(shape, with: .color(cellFillColor))
                let border = i == active ? tintColor : cellBorderColor
                canvas.stroke(shape, with: .color(border), lineWidth: i == active ? cellBorderWidth + 0.5 : cellBorderWidth)
                if i < characters.count {
                    if isSecureTextEntry && revealedIndex != i {
                        let d = min(rect.width, rect.height) * 0.28
                        canvas.fill(
                            DrawingPath(ellipseIn: CGRect(center: rect.center, size: CGSize(width: d, height: d))), with: .color(textColor))
                    } else {
                        canvas.drawText(TextRun(String(characters[i]), font: font, color: textColor, alignment: .center), in: rect)
                    }
                } else if i == active {
                    let caret = CGRect(x: rect.midX - 1, y: rect.midY - font.size * 0.6, width: 2, height: font.size * 1.2)
                    canvas.fill(DrawingPath(roundedRect: caret, cornerRadius: 1), with: .color(tintColor))
                }
            }
        }
    }
}
