import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// Random storms of input, reconfiguration and re-entrant handlers, with the controls'
/// meaning checked after every step: values ordered and on their grid, an increment never
/// lowers a value, what is drawn agrees with the value, every numeric property finite.
/// Sizes come from ``FuzzBudget`` (environment variables), so a long soak is one command.
@MainActor
@Suite struct ControlFuzzTests {
    /// A random point, sometimes far outside or not finite.
    func point(_ rng: inout SeededGenerator, in size: CGSize) -> CGPoint {
        switch Int.random(in: 0..<12, using: &rng) {
        case 0: return CGPoint(x: CGFloat.nan, y: 0)
        case 1: return CGPoint(x: CGFloat.infinity, y: -CGFloat.infinity)
        case 2: return CGPoint(x: -500, y: 900)
        default:
            let w = size.width.isFinite ? min(size.width, 2000) : 300, h = size.height.isFinite ? min(size.height, 200) : 44
            return CGPoint(x: CGFloat.random(in: -40...(w + 40), using: &rng), y: CGFloat.random(in: -40...(h + 40), using: &rng))
        }
    }

    /// An event time: usually none (the clock's), sometimes NaN, far past or far future.
    func time(_ rng: inout SeededGenerator, _ clock: FrameClock) -> TimeInterval? {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: return .nan
        case 1: return -1e9
        case 2: return clock.now - 1_000
        case 3: return clock.now + 1e6
        default: return nil
        }
    }

    /// One random input or environment change.
    func poke(_ control: Control, _ finger: Finger, _ rng: inout SeededGenerator) {
        let size = control.bounds.size
        switch Int.random(in: 0..<17, using: &rng) {
        case 0, 1: finger.down(at: point(&rng, in: size))
        case 2, 3, 4, 5: finger.move(to: point(&rng, in: size), after: Double.random(in: 0...0.2, using: &rng))
        case 6, 7: finger.up(at: point(&rng, in: size))
        case 8: finger.cancel()
        case 9: control.isEnabled.toggle()
        case 10: finger.wait(Double.random(in: 0...1.5, using: &rng))
        case 11: control.layoutDirection = Bool.random(using: &rng) ? .leftToRight : .rightToLeft
        case 12:
            let sizes = [
                CGSize.zero, CGSize(width: 300, height: 44), CGSize(width: 20, height: 20), CGSize(width: 1000, height: 80),
                CGSize(width: 1e20, height: 44), CGSize(width: -5, height: CGFloat.nan),
            ]
            control.bounds = CGRect(origin: .zero, size: sizes.randomElement(using: &rng)!)
        case 13:
            // Straight to the one input path with a hostile time.
            let p = point(&rng, in: size)
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: control.touchDown(at: p, time: time(&rng, finger.clock))
            case 1: control.touchMove(to: p, time: time(&rng, finger.clock))
            default: control.touchUp(at: p, time: time(&rng, finger.clock))
            }
        case 14: control.isFocused.toggle()
        default:
            _ = control.keyDown(
                [Key.leftArrow, .rightArrow, .upArrow, .downArrow, .home, .end, .tab, .shiftTab, .character("7")].randomElement(
                    using: &rng)!)
        }
        control.render(in: RecordingCanvas())  // drawing any state must work too
    }

    /// Handlers that do what app code does by accident: cancel the touch, disable the
    /// control, remove themselves, change the bounds, all from inside a send.
    func installMeddlers<C: Control>(on control: C, _ rng: inout SeededGenerator, change: @escaping @MainActor (C) -> Void) {
        let mode = Int.random(in: 0..<6, using: &rng)
        guard mode < 4 else { return }  // a third of the runs have polite handlers
        let dice = FuzzDice(rng.next())
        var token: ActionToken?
        token = control.addAction(for: [.valueChanged, .touchDragInside, .touchDown]) { control in
            dice.state = dice.state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            guard dice.state >> 61 == 0 else { return }  // one send in eight
            switch mode {
            case 0: control.touchCancel()
            case 1: control.isEnabled = false
            case 2: token?.remove()
            default: change(control)
            }
        }
    }

    /// The common promises: no tracking without being enabled, finite geometry everywhere.
    func commonPromises(_ control: Control) -> Bool {
        let sizeOK = [control.intrinsicContentSize.width, control.intrinsicContentSize.height].allSatisfy { $0.isFinite }
        let elementsOK = control.accessibilityElements.allSatisfy {
            $0.frame.origin.x.isFinite && $0.frame.origin.y.isFinite && $0.frame.width.isFinite
        }
        return (!control.isTracking || control.isEnabled) && sizeOK && elementsOK && control.bounds.width.isFinite
    }

    /// Whether `v` is a stop of `grid` (trivially so where the step is finer than a Double).
    func onGrid(_ v: Double, _ grid: ValueGrid) -> Bool {
        grid.stepValue == 0 || v == grid.maximum || grid.snapped(v) == v
    }

    @Test func rangeSliderKeepsItsPromisesUnderRandomUse() {
        forAllSeeds { rng, seed in
            let slider = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
            let finger = Finger(on: slider)
            installMeddlers(on: slider, &rng) { slider in slider.maximumValue = slider.maximumValue / 2 + 1 }
            for step in 0..<FuzzBudget.steps {
                switch Int.random(in: 0..<12, using: &rng) {
                case 0: slider.setValues(lower: rng.nastyDouble(), upper: rng.nastyDouble(), animated: Bool.random(using: &rng))
                case 1: slider.stepValue = rng.nastyStep()
                case 2: slider.minimumDistance = rng.nastyDouble(in: -1...4)
                case 3: slider.orientation = Bool.random(using: &rng) ? .horizontal : .vertical
                case 4: slider.trackTouchBehavior = Bool.random(using: &rng) ? .ignore : .moveNearestThumb
                case 5:
                    slider.showsValueLabels.toggle()
                    slider.minimumValue = rng.nastyDouble()
                    slider.maximumValue = rng.nastyDouble()
                case 6: slider.maximumDistance = Bool.random(using: &rng) ? nil : rng.nastyDouble(in: 0...5)
                default: poke(slider, finger, &rng)
                }
                let (lo, up) = (slider.lowerValue, slider.upperValue)
                var ok =
                    slider.minimumValue <= lo && lo <= up && up <= slider.maximumValue && lo.isFinite && up.isFinite
                    && onGrid(lo, slider.model.grid) && onGrid(up, slider.model.grid) && commonPromises(slider)
                if finger.clock.isIdle, slider.bounds.width > 0, slider.bounds.width < 1e6 {
                    // Drawn where the values are (no animation running).
                    func same(_ a: CGPoint, _ b: CGPoint) -> Bool { a.distance(to: b) < 1e-6 }
                    ok = ok && same(slider.lowerThumbCenter, slider.point(for: lo)) && same(slider.upperThumbCenter, slider.point(for: up))
                }
                ok = ok && slider.lowerThumbCenter.x.isFinite && slider.upperThumbCenter.y.isFinite
                #expect(
                    ok,
                    "seed \(seed) step \(step): \(slider.minimumValue) ≤ \(lo) ≤ \(up) ≤ \(slider.maximumValue), step \(slider.stepValue), drawn \(slider.lowerThumbCenter) vs \(slider.point(for: lo)), idle \(finger.clock.isIdle)"
                )
                if !ok { return }
            }
        }
    }

    @Test func sliderKeepsItsPromisesUnderRandomUse() {
        forAllSeeds { rng, seed in
            let slider = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 280, height: 34))
            let finger = Finger(on: slider)
            installMeddlers(on: slider, &rng) { slider in slider.minimumValue = slider.value }
            for step in 0..<FuzzBudget.steps {
                switch Int.random(in: 0..<10, using: &rng) {
                case 0: slider.setValue(rng.nastyDouble(), animated: Bool.random(using: &rng))
                case 1: slider.minimumValue = rng.nastyDouble()
                case 2: slider.maximumValue = rng.nastyDouble()
                case 3: slider.stepValue = rng.nastyStep()
                case 4: slider.orientation = Bool.random(using: &rng) ? .horizontal : .vertical
                default: poke(slider, finger, &rng)
                }
                let v = slider.value
                var ok =
                    slider.minimumValue <= v && v <= slider.maximumValue && v.isFinite && slider.displayedValue.isFinite
                    && onGrid(v, slider.model.grid) && commonPromises(slider)
                let rect = slider.currentThumbRect
                ok = ok && rect.origin.x.isFinite && rect.origin.y.isFinite
                if finger.clock.isIdle { ok = ok && slider.displayedValue == v }
                #expect(
                    ok,
                    "seed \(seed) step \(step): \(slider.minimumValue) ≤ \(v) ≤ \(slider.maximumValue), step \(slider.stepValue), shown \(slider.displayedValue), thumb \(rect), grid \(onGrid(v, slider.model.grid)), common \(commonPromises(slider)), idle \(finger.clock.isIdle)"
                )
                if !ok { return }
            }
        }
    }

    @Test func stepperKeepsItsPromisesUnderRandomUse() {
        forAllSeeds { rng, seed in
            let stepper = ValueStepper(bounds: CGRect(x: 0, y: 0, width: 94, height: 32))
            let finger = Finger(on: stepper)
            var lastTold: Double?
            stepper.addAction(for: .valueChanged) { stepper in lastTold = stepper.value }
            installMeddlers(on: stepper, &rng) { stepper in stepper.maximumValue = stepper.value }
            for step in 0..<FuzzBudget.steps {
                let before = stepper.value
                var pressedPlus = false
                switch Int.random(in: 0..<12, using: &rng) {
                case 0: stepper.value = rng.nastyDouble()
                case 1: stepper.stepValue = rng.nastyStep()
                case 2: stepper.wraps.toggle()
                case 3: stepper.isFocused.toggle()
                case 4: stepper.minimumValue = rng.nastyDouble()
                case 5: stepper.maximumValue = rng.nastyDouble()
                case 6:
                    stepper.isFocused = true
                    pressedPlus = stepper.isEnabled
                    stepper.keyDown(.upArrow)
                default: poke(stepper, finger, &rng)
                }
                let v = stepper.value
                var ok =
                    stepper.minimumValue <= v && v <= stepper.maximumValue && v.isFinite && stepper.stepValue > 0
                    && onGrid(v, stepper.model.grid) && commonPromises(stepper)
                if pressedPlus {
                    // An increment never lowers the value, unless it wrapped to the minimum.
                    ok = ok && (v >= before || (stepper.wraps && v == stepper.minimumValue))
                }
                if let told = lastTold { ok = ok && told.isFinite }
                #expect(
                    ok,
                    "seed \(seed) step \(step): \(before) → \(v) in \(stepper.minimumValue)...\(stepper.maximumValue) by \(stepper.stepValue), wraps \(stepper.wraps), common \(commonPromises(stepper)), grid \(onGrid(v, stepper.model.grid)), told \(String(describing: lastTold))"
                )
                if !ok { return }
            }
        }
    }

    @Test func pinCodeFieldKeepsItsPromisesUnderRandomUse() {
        let inputs = ["1", "12", "abc", "٣", "🙂", "", "123456789", "0-0", "\u{0}", "١١١١"]
        forAllSeeds { rng, seed in
            let pin = PinCodeField(bounds: CGRect(x: 0, y: 0, width: 240, height: 64))
            let finger = Finger(on: pin)
            let log = EventLog(pin)
            // Every completion must come from the user edit that filled the field, once.
            var filledBeforeEdit = false, editFilled = false, strayCompletions = 0
            pin.addAction(for: .editingChanged) { pin in
                editFilled = pin.isFilled && !filledBeforeEdit
                filledBeforeEdit = pin.isFilled
            }
            pin.addAction(for: .primaryActionTriggered) { _ in
                if !editFilled { strayCompletions += 1 }
                editFilled = false
            }
            installMeddlers(on: pin, &rng) { pin in
                pin.length = 6  // programmatic: the field may stop (or start) being filled
                filledBeforeEdit = pin.isFilled
            }
            for step in 0..<FuzzBudget.steps {
                filledBeforeEdit = pin.isFilled
                switch Int.random(in: 0..<12, using: &rng) {
                case 0, 1: pin.insertText(inputs.randomElement(using: &rng)!)
                case 2: pin.deleteBackward()
                case 3: pin.paste(inputs.randomElement(using: &rng)!)
                case 4: pin.length = Int.random(in: -2...14, using: &rng)
                case 5: pin.isSecureTextEntry.toggle()
                case 6: pin.text = inputs.randomElement(using: &rng)!
                case 7:
                    pin.cellSize = CGSize(width: rng.nastyDouble(in: 10...60), height: rng.nastyDouble(in: 10...60))
                    pin.cellSpacing = rng.nastyDouble(in: 0...20)
                default: poke(pin, finger, &rng)
                }
                let ok =
                    pin.text.count <= pin.length && (1...12).contains(pin.length)
                    && pin.text.allSatisfy(pin.allowedCharacters.contains)
                    && pin.state.contains(PinCodeField.filled) == (pin.text.count == pin.length)
                    && !(pin.state.contains(PinCodeField.valid) && pin.state.contains(PinCodeField.invalid))
                    && strayCompletions == 0 && commonPromises(pin)
                    && pin.cellRects.allSatisfy { $0.origin.x.isFinite && $0.width.isFinite && $0.height >= 0 }
                #expect(
                    ok,
                    "seed \(seed) step \(step): \(pin.text.count)/\(pin.length), \(strayCompletions) stray completions after \(log.events.suffix(8)), common \(commonPromises(pin)), \(pin.cellRects.first.map { "\($0)" } ?? "")"
                )
                if !ok { return }
            }
        }
    }
}

/// A tiny generator a handler closure can own (handlers cannot borrow the test's `inout` one).
final class FuzzDice {
    var state: UInt64
    init(_ state: UInt64) { self.state = state }
}
