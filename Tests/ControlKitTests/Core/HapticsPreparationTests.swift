import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// Haptics are readied when a touch goes down, before the first detent it plays (a
/// feedback generator that is not prepared plays late: a stepper steps on the press).
@MainActor
@Suite struct HapticsPreparationTests {
    @Test func aStepperPressPreparesBeforeItsFirstDetent() {
        let stepper = ValueStepper.quantity()
        let haptics = RecordingHaptics()
        stepper.haptics = haptics
        let finger = Finger(on: stepper)
        finger.down(at: stepper.rect(for: .increment).center)
        #expect(haptics.preparations == 1 && haptics.playedAtPreparation == [0])
        #expect(haptics.played == [.selection])
        finger.up()
        #expect(haptics.preparations == 1)
    }

    @Test func aSliderDragPreparesOncePerTouch() {
        let (slider, finger, _) = makeVolumeSlider { $0.stepValue = 10 }
        let haptics = RecordingHaptics()
        slider.haptics = haptics
        finger.drag(from: slider.thumbCenter, to: CGPoint(x: sx(80), y: 17), steps: 30)
        finger.drag(from: slider.thumbCenter, to: CGPoint(x: sx(20), y: 17), steps: 30)
        #expect(haptics.playedAtPreparation == [0, 3] && haptics.played.count == 9)
    }

    @Test func aDisabledControlPreparesNothing() {
        let (slider, finger, _) = makeVolumeSlider { $0.isEnabled = false }
        let haptics = RecordingHaptics()
        slider.haptics = haptics
        finger.down(at: slider.thumbCenter)
        #expect(haptics.preparations == 0)
    }
}
