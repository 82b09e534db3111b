import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// Random storms of input and reconfiguration: nothing may crash, and every control's
/// invariants hold after every step.
@MainActor
@Suite struct ControlFuzzTests {
    /// A random point, sometimes far outside or not finite.
    func point(_ rng: inout SeededGenerator, in size: CGSize) -> CGPoint {
        switch Int.random(in: 0..<12, using: &rng) {
        case 0: return CGPoint(x: CGFloat.nan, y: 0)
        case 1: return CGPoint(x: CGFloat.infinity, y: -CGFloat.infinity)
        case 2: return CGPoint(x: -500, y: 900)
        default:
            return CGPoint(
                x: CGFloat.random(in: -40...(size.width + 40), using: &rng), y: CGFloat.random(in: -40...(size.height + 40), using: &rng))
        }
    }

    /// One random input or environment change.
    func poke(_ control: Control, _ finger: Finger, _ rng: inout SeededGenerator) {
        let size = control.bounds.size
        switch Int.random(in: 0..<14, using: &rng) {
        case 0, 1: finger.down(at: point(&rng, in: size))
        case 2, 3, 4, 5: finger.move(to: point(&rng, in: size), after: Double.random(in: 0...0.2, using: &rng))
        case 6, 7: finger.up(at: point(&rng, in: size))
        case 8: finger.cancel()
        case 9: control.isEnabled.toggle()
        case 10: finger.wait(Double.random(in: 0...1.5, using: &rng))
        case 11: control.layoutDirection = Bool.random(using: &rng) ? .leftToRight : .rightToLeft
        case 12:
            let sizes = [CGSize.zero, CGSize(width: 300, height: 44), CGSize(width: 20, height: 20), CGSize(width: 1000, height: 80)]
            control.bounds = CGRect(origin: .zero, size: sizes.randomElement(using: &rng)!)
        default:
            _ = control.keyDown(
                [Key.leftArrow, .rightArrow, .upArrow, .downArrow, .home, .end, .character("7")].randomElement(using: &rng)!)
        }
        control.render(in: RecordingCanvas())  // drawing any state must work too
    }

    @Test func rangeSliderSurvivesRandomUse() {
        forAllSeeds(60) { rng, seed in
            let slider = RangeSlider(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
            let finger = Finger(on: slider)
            for _ in 0..<150 {
                switch Int.random(in: 0..<11, using: &rng) {
                case 0: slider.setValues(lower: rng.nastyDouble(), upper: rng.nastyDouble(), animated: Bool.random(using: &rng))
                case 1: slider.stepValue = [0, 0.5, 1, 3, -2, .nan, 1e-300, 1e300].randomElement(using: &rng)!
                case 2: slider.minimumDistance = rng.nastyDouble(in: -1...4)
                case 3: slider.orientation = Bool.random(using: &rng) ? .horizontal : .vertical
                case 4: slider.trackTouchBehavior = Bool.random(using: &rng) ? .ignore : .moveNearestThumb
                case 5:
                    slider.showsValueLabels.toggle()
                    slider.minimumValue = rng.nastyDouble()
                    slider.maximumValue = rng.nastyDouble()
                default: poke(slider, finger, &rng)
                }
                let ok =
                    slider.minimumValue <= slider.lowerValue && slider.lowerValue <= slider.upperValue
                    && slider.upperValue <= slider.maximumValue && slider.lowerValue.isFinite && slider.upperValue.isFinite
                #expect(ok, "seed \(seed)")
                if !ok { return }
            }
        }
    }

    @Test func sliderSurvivesRandomUse() {
        forAllSeeds(60) { rng, seed in
            let slider = Slider(bounds: CGRect(x: 0, y: 0, width: 280, height: 34))
            let finger = Finger(on: slider)
            for _ in 0..<150 {
                switch Int.random(in: 0..<8, using: &rng) {
                case 0: slider.setValue(rng.nastyDouble(), animated: Bool.random(using: &rng))
                case 1: slider.minimumValue = rng.nastyDouble()
                case 2: slider.maximumValue = rng.nastyDouble()
                default: poke(slider, finger, &rng)
                }
                let ok =
                    slider.minimumValue <= slider.value && slider.value <= slider.maximumValue && slider.value.isFinite
                    && slider.displayedValue.isFinite
                #expect(ok, "seed \(seed)")
                if !ok { return }
            }
        }
    }

    @Test func stepperSurvivesRandomUse() {
        forAllSeeds(60) { rng, seed in
            let stepper = Stepper(bounds: CGRect(x: 0, y: 0, width: 94, height: 32))
            let finger = Finger(on: stepper)
            var lastTold: Double?
            stepper.addAction(for: .valueChanged) { control in lastTold = (control as? Stepper)?.value }
            for _ in 0..<150 {
                switch Int.random(in: 0..<9, using: &rng) {
                case 0: stepper.value = rng.nastyDouble()
                case 1: stepper.stepValue = [1, 0.1, 2.5, 0, -1, .nan, 1e-300, 1e300].randomElement(using: &rng)!
                case 2: stepper.wraps.toggle()
                case 3: stepper.isFocused.toggle()
                default: poke(stepper, finger, &rng)
                }
                let ok =
                    stepper.minimumValue <= stepper.value && stepper.value <= stepper.maximumValue && stepper.value.isFinite
                    && stepper.stepValue > 0
                #expect(ok, "seed \(seed)")
                if !ok { return }
                if let told = lastTold { #expect(told.isFinite) }
            }
        }
    }

    @Test func pinCodeFieldSurvivesRandomUse() {
        let inputs = ["1", "12", "abc", "٣", "🙂", "", "123456789", "0-0", "\u{0}"]
        forAllSeeds(60) { rng, seed in
            let pin = PinCodeField(bounds: CGRect(x: 0, y: 0, width: 240, height: 64))
            let finger = Finger(on: pin)
            var completions = 0
            pin.addAction(for: .primaryActionTriggered) { _ in completions += 1 }
            for _ in 0..<150 {
                switch Int.random(in: 0..<10, using: &rng) {
                case 0, 1: pin.insertText(inputs.randomElement(using: &rng)!)
                case 2: pin.deleteBackward()
                case 3: pin.paste(inputs.randomElement(using: &rng)!)
                case 4: pin.length = Int.random(in: -2...14, using: &rng)
                case 5: pin.isSecureTextEntry.toggle()
                case 6: pin.text = inputs.randomElement(using: &rng)!
                default: poke(pin, finger, &rng)
                }
                let ok =
                    pin.text.count <= pin.length && (1...12).contains(pin.length)
                    && pin.text.allSatisfy(pin.allowedCharacters.contains)
                    && pin.state.contains(PinCodeField.filled) == (pin.text.count == pin.length)
                    && !(pin.state.contains(PinCodeField.valid) && pin.state.contains(PinCodeField.invalid))
                #expect(ok, "seed \(seed)")
                if !ok { return }
            }
        }
    }
}
