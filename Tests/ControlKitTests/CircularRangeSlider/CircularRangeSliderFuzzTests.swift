import ControlKit
import ControlKitTesting
import Foundation
import Testing

extension ControlFuzzTests {
    /// Random storms on the schedule: values stay on the turn and on their stops, the
    /// duration is the distance forward from start to end within its limits, the thumbs are
    /// drawn where the values are, every number finite.
    @Test func circularRangeSliderKeepsItsPromisesUnderRandomUse() {
        forAllSeeds { rng, seed in
            let slider = CircularRangeSlider.schedule()
            let finger = Finger(on: slider)
            installMeddlers(on: slider, &rng) { slider in slider.minimumDuration = slider.duration + 30 }
            for step in 0..<FuzzBudget.steps {
                switch Int.random(in: 0..<14, using: &rng) {
                case 0:
                    slider.setValues(
                        start: rng.nastyDouble(in: -2000...3000), end: rng.nastyDouble(in: -2000...3000), animated: Bool.random(using: &rng)
                    )
                case 1: slider.stepValue = rng.nastyStep()
                case 2: slider.minimumDuration = rng.nastyDouble(in: -100...1600)
                case 3: slider.maximumDuration = Bool.random(using: &rng) ? nil : rng.nastyDouble(in: -100...1600)
                case 4:
                    slider.minimumValue = rng.nastyDouble(in: -100...100)
                    slider.maximumValue = rng.nastyDouble(in: 0...2000)
                case 5: slider.trackWidth = rng.nastyDouble(in: -10...200)
                case 6: slider.contentSizeScale = rng.nastyDouble(in: 0...4)
                case 7:
                    slider.performAccessibilityAction(
                        Bool.random(using: &rng) ? .increment : .setValue(rng.nastyDouble()),
                        on: ["start", "end", "range"].randomElement(using: &rng)!)
                default: poke(slider, finger, &rng)
                }
                let m = slider.model
                let (s, e, d) = (slider.startValue, slider.endValue, slider.duration)
                let onTurn = { (v: Double) in m.turn == 0 ? v == m.minimumValue : v >= m.minimumValue && v < m.maximumValue }
                // Durations are as precise as the numbers they come from: a duration of 900
                // beside a start of 1e300 is below the start's last digit.
                let tolerance = max(abs(s), abs(e), d, 1) * 1e-9
                let forward = m.isFullTurn ? m.turn : m.distance(from: s, to: e)
                var ok = s.isFinite && e.isFinite && d.isFinite && onTurn(s) && onTurn(e) && abs(forward - d) <= tolerance
                ok = ok && onGrid(s, m.grid) && onGrid(e, m.grid) && d >= 0 && d <= m.turn && commonPromises(slider)
                // Within the limits, up to a step where the step does not divide the turn.
                let slack = max(m.stepValue, tolerance)
                ok = ok && d >= m.effectiveMinimumDuration - slack && d <= m.effectiveMaximumDuration + slack
                if finger.clock.isIdle, slider.bounds.width > 0, slider.bounds.width < 1e6 {
                    ok = ok && slider.startThumbCenter.distance(to: slider.point(for: s)) < 1e-6
                }
                #expect(
                    ok,
                    "seed \(seed) step \(step): \(s) → \(e) (\(d)) on \(m.minimumValue)...\(m.maximumValue) by \(m.stepValue), durations \(m.effectiveMinimumDuration)...\(m.effectiveMaximumDuration)"
                )
                if !ok { return }
            }
        }
    }
}
