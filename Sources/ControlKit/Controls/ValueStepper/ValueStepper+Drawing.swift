import Foundation

/// Drawing: rounded background, the held segment, dividers, glyphs or images, the label.
extension ValueStepper {
    func drawStepper(in canvas: DrawingCanvas) {
        let b = bounds
        guard b.width > 0, b.height > 0 else { return }
        let background = DrawingPath(roundedRect: b, cornerRadius: cornerRadius)
        if let image = backgroundImages.value(for: state) {
            drawBackgroundImages(image, in: canvas)
        } else {
            canvas.fill(background, with: .color(backgroundColor))
            if let pressed = pressedButton {
                canvas.withSavedState {
                    canvas.clip(to: background)
                    canvas.fill(
                        rect(for: pressed),
                        with: .color(DrawingColor(light: DrawingColor.black.withAlpha(0.08), dark: DrawingColor.white.withAlpha(0.12))))
                }
            }
        }
        let edges: [CGFloat] =
            showsValueLabel
            ? [labelRect.minX, labelRect.maxX]
            : [rect(for: .decrement).midX < b.midX ? rect(for: .decrement).maxX : rect(for: .increment).maxX]
        if let image = currentDividerImage {
            for x in edges {
                canvas.drawImage(displayed(image), in: CGRect(center: CGPoint(x: x, y: b.midY), size: image.size))
            }
        } else if let dividerColor {
            let inset = (b.height * 0.22).rounded()
            for x in edges {
                canvas.fill(CGRect(x: x - 0.5, y: b.minY + inset, width: 1, height: b.height - 2 * inset), with: .color(dividerColor))
            }
        }
        for button in [Segment.decrement, .increment] { drawGlyph(button, in: canvas) }
        if showsValueLabel {
            if let typed = editedText {
                drawValueText(typed, in: canvas)
            } else {
                canvas.drawText(
                    TextRun(
                        valueFormatter(model.value), font: drawnFont,
                        color: isEnabled ? textColor : textColor.withAlpha(textColor.alpha * 0.3), alignment: .center),
                    in: labelRect.offsetBy(dx: valueLabelOffset, dy: 0))
            }
        }
    }

    /// The label while the value is typed: the text and a caret after it in the tint, or,
    /// before anything is typed, the value faded as a placeholder with the caret before it.
    private func drawValueText(_ typed: String, in canvas: DrawingCanvas) {
        let shown = typed.isEmpty ? valueFormatter(model.value) : typed
        let color =
            typed.isEmpty ? textColor.withAlpha(textColor.alpha * 0.3) : valueTextRefused ? DrawingColor.systemRed : textColor
        let font = drawnFont
        let width = canvas.measureText(shown, font: font).width
        // Longer text than the label holds keeps its end (where typing goes) in view.
        let box = labelRect.insetBy(dx: 4, dy: 0)
        let textRect =
            width + 4 > box.width && !typed.isEmpty
            ? CGRect(x: box.maxX - 4 - width, y: box.minY, width: width, height: box.height) : labelRect
        canvas.withSavedState {
            canvas.clip(to: DrawingPath(rect: box))
            canvas.drawText(TextRun(shown, font: font, color: color, alignment: .center), in: textRect)
            let x = typed.isEmpty ? textRect.midX - width / 2 - 2 : textRect.midX + width / 2 + 1
            let caret = CGRect(x: x.rounded(), y: labelRect.midY - font.size * 0.6, width: 2, height: font.size * 1.2)
            canvas.fill(DrawingPath(roundedRect: caret, cornerRadius: 1), with: .color(tintColor))
        }
    }

    /// The whole background with the control's image, then each button whose state has
    /// another image with that one, clipped to the button.
    private func drawBackgroundImages(_ image: DrawingImage, in canvas: DrawingCanvas) {
        canvas.drawImage(displayed(image), in: bounds)
        for button in [Segment.decrement, .increment] {
            guard let own = backgroundImages.value(for: state(of: button)), own != image else { continue }
            canvas.withSavedState {
                canvas.clip(to: DrawingPath(rect: rect(for: button)))
                canvas.drawImage(displayed(own), in: bounds)
            }
        }
    }

    private func drawGlyph(_ button: Segment, in canvas: DrawingCanvas) {
        let r = rect(for: button)
        let buttonState = state(of: button)
        let images = button == .increment ? incrementImages : decrementImages
        if let image = images.value(for: buttonState) {
            canvas.drawImage(displayed(image), in: CGRect(center: r.center, size: image.size))
            return
        }
        let color = buttonState == .disabled ? glyphColor.withAlpha(glyphColor.alpha * 0.3) : glyphColor
        let arm: CGFloat = 7, thickness: CGFloat = 2
        canvas.fill(
            DrawingPath(
                roundedRect: CGRect(x: r.midX - arm, y: r.midY - thickness / 2, width: 2 * arm, height: thickness), cornerRadius: 1),
            with: .color(color))
        if button == .increment {
            canvas.fill(
                DrawingPath(
                    roundedRect: CGRect(x: r.midX - thickness / 2, y: r.midY - arm, width: thickness, height: 2 * arm), cornerRadius: 1),
                with: .color(color))
        }
    }
}
