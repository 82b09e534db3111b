import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// "A touched thumb never jumps and keeps the finger's offset", for thumbs whose touch
/// targets overlap without being stacked, moved in small 2 pt steps.
@MainActor
@Suite struct RangeSliderOverlapTests {
    /// Thumbs at 4.9 and 5.2 on 0...10: 8.16 pt apart, 44 pt targets overlap.
    func closeThumbs(_ configure: (RangeSlider) -> Void = { _ in }) -> (RangeSlider, Finger, EventLog) {
        makeSlider {
            $0.setValues(lower: 4.9, upper: 5.2)
            configure($0)
        }
    }

    @Test func dragFromTheLowerCentreTowardTheMaximumMovesTheUpperThumbWithoutAJump() {
        let (slider, finger, _) = closeThumbs()
        let lower0 = slider.lowerThumbCenter, upper0 = slider.upperThumbCenter
        finger.down(at: lower0)
        for k in 1...10 {
            finger.move(by: 2, 0)
            // The upper thumb moves with the finger, keeping its own offset: +2 pt a step.
            #expect(abs(slider.upperThumbCenter.x - (upper0.x + 2 * CGFloat(k))) < 0.01, "step \(k)")
            #expect(slider.upperValue >= 5.2, "step \(k): never moves back")
            #expect(slider.lowerThumbCenter == lower0)
        }
        finger.up()
    }

    @Test func dragFromTheUpperCentreTowardTheMinimumMovesTheLowerThumbWithoutAJump() {
        let (slider, finger, _) = closeThumbs()
        let lower0 = slider.lowerThumbCenter, upper0 = slider.upperThumbCenter
        finger.down(at: upper0)
        for k in 1...10 {
            finger.move(by: -2, 0)
            #expect(abs(slider.lowerThumbCenter.x - (lower0.x - 2 * CGFloat(k))) < 0.01, "step \(k)")
            #expect(slider.lowerValue <= 4.9, "step \(k): never moves forward")
            #expect(slider.upperThumbCenter == upper0)
        }
    }

    @Test func theFingerEndsWhereTheThumbIsAfterALongDrag() {
        let (slider, finger, _) = closeThumbs()
        let upper0 = slider.upperThumbCenter
        finger.drag(from: slider.lowerThumbCenter, to: CGPoint(x: slider.lowerThumbCenter.x + 60, y: 22), steps: 30)
        #expect(abs(slider.upperThumbCenter.x - (upper0.x + 60)) < 0.01)  // not ~0.3 short
    }

    @Test(arguments: [ControlLayoutDirection.leftToRight, .rightToLeft])
    func offsetsHoldInEveryDirectionAndWhenVertical(_ direction: ControlLayoutDirection) {
        for vertical in [false, true] {
            let slider = RangeSlider.outOfTen(
                bounds: vertical ? CGRect(x: 0, y: 0, width: 44, height: 300) : CGRect(x: 0, y: 0, width: 300, height: 44))
            slider.orientation = vertical ? .vertical : .horizontal
            slider.layoutDirection = direction
            slider.setValues(lower: 4.9, upper: 5.2)
            let finger = Finger(on: slider)
            let upper0 = slider.upperThumbCenter
            // "Toward the maximum", in screen terms for this layout.
            let step: CGPoint =
                vertical ? CGPoint(x: 0, y: -2) : (direction == .rightToLeft ? CGPoint(x: -2, y: 0) : CGPoint(x: 2, y: 0))
            finger.down(at: slider.lowerThumbCenter)
            for _ in 0..<5 { finger.move(by: step.x, step.y) }
            let moved = CGPoint(x: upper0.x + 5 * step.x, y: upper0.y + 5 * step.y)
            #expect(slider.upperThumbCenter.distance(to: moved) < 0.01, "vertical \(vertical), \(direction)")
        }
    }

    @Test func steppedSliderStillNeverMovesAThumbBackward() {
        let (slider, finger, _) = makeSlider {
            $0.stepValue = 0.1
            $0.setValues(lower: 4.9, upper: 5.2)
        }
        finger.down(at: slider.lowerThumbCenter)
        for _ in 0..<20 {
            finger.move(by: 2, 0)
            #expect(slider.upperValue >= 5.2 && slider.lowerValue == 4.9)
        }
    }
}
