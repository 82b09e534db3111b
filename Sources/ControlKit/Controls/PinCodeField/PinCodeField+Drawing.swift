import Foundation

/// Looks: the default per-state styles (through the state engine) and the cells.
extension PinCodeField {
    /// The defaults, set with the same API a user restyles with. Later calls with the
    /// same matcher replace them; higher priorities override them.
    func installDefaultLooks() {
        setValue(Color.systemGreen, for: self, keyPath: \.cellBorderColor, when: .containing(all: PinCodeField.valid))
        setValue(Color.systemRed, for: self, keyPath: \.cellBorderColor, when: .containing(all: PinCodeField.invalid))
        setValue(Color.systemGreen.withAlpha(0.08), for: self, keyPath: \.cellFillColor, when: .containing(all: PinCodeField.valid))
        setValue(Color.systemRed.withAlpha(0.08), for: self, keyPath: \.cellFillColor, when: .containing(all: PinCodeField.invalid))
        setValue(Color.systemRed, for: self, keyPath: \.cellTextColor, when: .containing(all: PinCodeField.invalid))
        // Disabled wins over everything else above (same priority, set last).
        setValue(Color(white: 0.88), for: self, keyPath: \.cellBorderColor, when: .containing(all: .disabled))
        setValue(Color.systemGray6.withAlpha(0.5), for: self, keyPath: \.cellFillColor, when: .containing(all: .disabled))
        setValue(Color.secondaryLabel, for: self, keyPath: \.cellTextColor, when: .containing(all: .disabled))
    }

    /// The cells' rectangles, centred, shrunk proportionally when the bounds are narrow.
    /// Codes read left to right in every layout direction.
    public var cellRects: [CGRect] {
        let n = CGFloat(length)
        let natural = n * cellSize.width + (n - 1) * cellSpacing
        let scale = natural > bounds.width && natural > 0 ? bounds.width / natural : 1
        let w = cellSize.width * scale, gap = cellSpacing * scale
        let h = min(cellSize.height, bounds.height)
        let x0 = bounds.midX - (n * w + (n - 1) * gap) / 2
        return (0..<length).map { CGRect(x: x0 + CGFloat($0) * (w + gap), y: bounds.midY - h / 2, width: w, height: h) }
    }

    func drawCells(in canvas: Canvas) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let characters = Array(storage)
        let active = isFocused && storage.count < length ? storage.count : nil
        canvas.withSavedState {
            canvas.translate(x: shakeOffset, y: 0)
            for (i, rect) in cellRects.enumerated() {
                let inset = cellBorderWidth / 2
                let shape = Path(roundedRect: rect.insetBy(dx: inset, dy: inset), cornerRadius: cellCornerRadius)
                canvas.fill(shape, with: .color(cellFillColor))
                let border = i == active ? activeCellBorderColor : cellBorderColor
                canvas.stroke(shape, with: .color(border), lineWidth: i == active ? cellBorderWidth + 0.5 : cellBorderWidth)
                if i < characters.count {
                    if isSecureTextEntry && revealedIndex != i {
                        let d = min(rect.width, rect.height) * 0.28
                        canvas.fill(
                            Path(ellipseIn: CGRect(center: rect.center, size: CGSize(width: d, height: d))), with: .color(cellTextColor))
                    } else {
                        canvas.drawText(TextRun(String(characters[i]), font: font, color: cellTextColor, alignment: .center), in: rect)
                    }
                } else if i == active {
                    let caret = CGRect(x: rect.midX - 1, y: rect.midY - font.size * 0.6, width: 2, height: font.size * 1.2)
                    canvas.fill(Path(roundedRect: caret, cornerRadius: 1), with: .color(activeCellBorderColor))
                }
            }
        }
    }
}
