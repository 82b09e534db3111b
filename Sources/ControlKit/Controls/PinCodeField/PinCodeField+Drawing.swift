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
        let placeholders = placeholder.map(Array.init) ?? []
        let active = isFocused && storage.count < length ? storage.count : nil
        canvas.withSavedState {
            canvas.translate(x: shakeOffset, y: 0)
            for (i, rect) in cellRects.enumerated() {
                if let cellDrawer {
                    // Its own state: a clip or transform the app sets stays in its cell.
                    canvas.withSavedState {
                        cellDrawer(Cell(index: i, rect: rect, isFilled: i < characters.count, isActive: i == active, state: state), canvas)
                    }
                } else {
                    drawCell(in: canvas, rect: rect, active: i == active)
                }
                if i < characters.count {
                    if isSecureTextEntry && revealedIndex != i {
                        if let glyph = secureTextGlyph {
                            canvas.drawText(TextRun(String(glyph), font: drawnFont, color: textColor, alignment: .center), in: rect)
                        } else {
                            let d = min(rect.width, rect.height) * 0.28
                            canvas.fill(
                                DrawingPath(ellipseIn: CGRect(center: rect.center, size: CGSize(width: d, height: d))),
                                with: .color(textColor))
                        }
                    } else {
                        canvas.drawText(TextRun(String(characters[i]), font: drawnFont, color: textColor, alignment: .center), in: rect)
                    }
                } else if i == active {
                    let caret = CGRect(x: rect.midX - 1, y: rect.midY - drawnFont.size * 0.6, width: 2, height: drawnFont.size * 1.2)
                    canvas.fill(DrawingPath(roundedRect: caret, cornerRadius: 1), with: .color(tintColor))
                } else if i < placeholders.count {
                    canvas.drawText(
                        TextRun(String(placeholders[i]), font: drawnFont, color: placeholderColor, alignment: .center), in: rect)
                }
            }
        }
    }

    /// A cell's fill and border: the same picture every frame, kept by backends that can.
    private func drawCell(in canvas: DrawingCanvas, rect: CGRect, active: Bool) {
        let key = CellKey(
            size: rect.size, fill: cellFillColor, border: active ? tintColor : cellBorderColor,
            borderWidth: active ? cellBorderWidth + 0.5 : cellBorderWidth, inset: cellBorderWidth / 2,
            cornerRadius: cellCornerRadius, underline: cellStyle == .underline)
        if key.underline {
            // A line under the character: twice the border's width, rounded, at the cell's foot.
            let width = max(key.borderWidth * 2, 1)
            let line = CGRect(x: rect.minX + 2, y: rect.maxY - width, width: max(rect.width - 4, 0), height: width)
            canvas.fill(DrawingPath(roundedRect: line, cornerRadius: width / 2), with: .color(key.border))
            return
        }
        canvas.drawPicture(key, bounds: rect.insetBy(dx: -1, dy: -1)) { canvas in
            let shape = DrawingPath(
                roundedRect: rect.insetBy(dx: key.inset, dy: key.inset), cornerRadius: key.cornerRadius)
            canvas.fill(shape, with: .color(key.fill))
            canvas.stroke(shape, with: .color(key.border), lineWidth: key.borderWidth)
        }
    }

    private struct CellKey: Hashable {
        var size: CGSize
        var fill: DrawingColor
        var border: DrawingColor
        var borderWidth: CGFloat
        var inset: CGFloat
        var cornerRadius: CGFloat
        var underline: Bool

        func hash(into hasher: inout Hasher) {
            hasher.combine(size: size)
            hasher.combine(fill)
            hasher.combine(border)
            hasher.combine(borderWidth)
            hasher.combine(inset)
            hasher.combine(cornerRadius)
            hasher.combine(underline)
        }
    }
}
