import ControlKit
import ControlKitCairo
import Foundation

/// One picture of the main controls together: the README's image.
@MainActor
public enum Overview {
    public static let size = CGSize(width: 360, height: 300)

    /// Draws the overview: a price range, the temperature slider, the coffee stepper and
    /// a PIN field, each by the real control code.
    public static func draw(_ canvas: DrawingCanvas) {
        canvas.fill(CGRect(origin: .zero, size: size), with: .color(.systemGray6))
        func place(_ control: Control, _ frame: CGRect, caption: String) {
            control.textMeasurer = PangoTextMeasurer()
            control.bounds = CGRect(origin: .zero, size: frame.size)
            canvas.drawText(
                TextRun(caption, font: .system(size: 11, weight: .medium), color: .secondaryLabel),
                in: CGRect(x: frame.minX, y: frame.minY - 18, width: frame.width, height: 16))
            canvas.withSavedState {
                canvas.translate(x: frame.minX, y: frame.minY)
                control.render(in: canvas)
            }
        }
        let price = RangeSlider.outOfTen()
        price.maximumValue = 1000
        price.stepValue = 50
        price.setValues(lower: 200, upper: 650)
        price.showsValueLabels = true
        price.valueFormatter = { "$\(Int($0))" }
        place(price, CGRect(x: 20, y: 34, width: 320, height: 66), caption: "RangeSlider")

        let temperature = TemperatureSlider.make()
        temperature.value = 0.35
        place(temperature, CGRect(x: 20, y: 132, width: 320, height: 34), caption: "Slider")

        let cups = ValueStepper.quantity(maximum: 10)
        cups.value = 2
        cups.valueFormatter = { "\(Int($0)) cups" }
        place(cups, CGRect(x: 20, y: 212, width: 164, height: 32), caption: "Stepper")

        let pin = PinCodePage.field("258", focused: true)
        pin.cellSize = CGSize(width: 34, height: 42)
        pin.cellSpacing = 6
        pin.font = .monospacedDigitSystem(size: 20, weight: .semibold)
        place(pin, CGRect(x: 188, y: 206, width: 152, height: 46), caption: "PinCodeField")

        canvas.drawText(
            TextRun("Drawn by ControlKit's own code (cairo backend)", font: .system(size: 10), color: .secondaryLabel, alignment: .center),
            in: CGRect(x: 0, y: 272, width: size.width, height: 16))
    }
}
