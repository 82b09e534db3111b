import ControlKit
import ControlKitTesting
import Foundation
import Testing

@MainActor
@Suite struct RangeSliderFeedbackTests {
    @Test func steppedDragTicksOncePerStep() {
        let (slider, finger, _) = makeSlider { $0.stepValue = 1 }
        let haptics = RecordingHaptics()
        slider.haptics = haptics
        finger.drag(from: slider.lowerThumbCenter, to: CGPoint(x: x(5), y: 22), steps: 30)
        #expect(slider.lowerValue == 5)
        #expect(haptics.played == [.selection, .selection, .selection])
    }

    @Test func continuousDragDoesNotTick() {
        let (slider, finger, _) = makeSlider()
        let haptics = RecordingHaptics()
        slider.haptics = haptics
        finger.drag(from: slider.lowerThumbCenter, to: CGPoint(x: x(5), y: 22))
        #expect(abs(slider.lowerValue - 5) < 1e-9)  // the drag really moved the thumb
        #expect(haptics.played.isEmpty)
    }

    @Test func thumbsMeetingGiveALightImpactOnce() {
        let (slider, finger, _) = makeSlider()
        let haptics = RecordingHaptics()
        slider.haptics = haptics
        finger.drag(from: slider.lowerThumbCenter, to: CGPoint(x: 299, y: 22), steps: 20)
        #expect(haptics.played == [.impact(.light)])
    }

    @Test func accessibilityHasTwoAdjustableElements() {
        let (slider, _, _) = makeSlider { $0.valueFormatter = { "\(Int($0)) km" } }
        let elements = slider.accessibilityElements
        #expect(elements.map(\.label) == ["Minimum", "Maximum"])
        #expect(elements.map(\.value) == ["2 km", "8 km"])
        #expect(elements.allSatisfy { $0.traits.contains(.adjustable) })
        #expect(elements[0].frame.width >= 44 && elements[0].frame.height >= 44)
        #expect(elements[0].frame.contains(slider.lowerThumbCenter))
    }

    @Test func incrementMovesByOneStepOrATenth() {
        let (slider, _, log) = makeSlider()
        #expect(slider.performAccessibilityAction(.increment, on: "lower"))
        #expect(slider.lowerValue == 3)  // a tenth of 0...10
        slider.stepValue = 0.5
        #expect(slider.performAccessibilityAction(.decrement, on: "upper"))
        #expect(slider.upperValue == 7.5)
        #expect(log.events == [.valueChanged, .valueChanged])
    }

    @Test func accessibilityNeverCrossesTheThumbs() {
        let (slider, _, log) = makeSlider { $0.setValues(lower: 7.5, upper: 8) }
        slider.performAccessibilityAction(.increment, on: "lower")
        #expect(slider.lowerValue == 8 && slider.upperValue == 8)
        slider.performAccessibilityAction(.increment, on: "lower")
        #expect(slider.lowerValue == 8)
        #expect(log.count(of: .valueChanged) == 1)  // the second did not change anything
        #expect(!slider.performAccessibilityAction(.activate, on: "lower"))
        #expect(!slider.performAccessibilityAction(.increment, on: "middle"))
    }

    @Test func disabledSliderIsNotAdjustable() {
        let (slider, _, _) = makeSlider { $0.isEnabled = false }
        #expect(!slider.performAccessibilityAction(.increment, on: "lower"))
        #expect(slider.accessibilityElements.allSatisfy { $0.traits.contains(.notEnabled) })
    }

    @Test func defaultFormatTrimsZeros() {
        #expect(RangeSlider.defaultFormat(2) == "2")
        #expect(RangeSlider.defaultFormat(2.5) == "2.5")
        #expect(RangeSlider.defaultFormat(1.0 / 3) == "0.33")
        #expect(RangeSlider.defaultFormat(-0.001) == "0")
    }

    @Test func appearanceSettersRedrawAtOnce() {
        let (slider, _, _) = makeSlider()
        for change in [
            { slider.maximumTrackTintColor = .systemRed }, { slider.tintColor = .systemGreen },
            { slider.thumbTintColor = .systemGray }, { slider.curvaceousness = 0.3 },
        ] {
            slider.render(in: RecordingCanvas())
            #expect(!slider.needsDisplay)
            change()
            #expect(slider.needsDisplay)
        }
    }

    @Test func coloursFollowTheControlState() {
        let (slider, _, _) = makeSlider()
        slider.setTintColor(.systemOrange, for: .highlighted)
        #expect(slider.tintColor(for: .normal) == .systemBlue)
        #expect(slider.tintColor(for: .highlighted) == .systemOrange)
        #expect(slider.tintColor(for: .disabled) == .systemGray3)
        #expect(slider.tintColor(for: .selected) == .systemBlue)  // falls back to normal
        func rangeFill() -> Paint? {
            let list = DisplayList.record { slider.draw(in: $0) }
            return list.filledPaths.dropFirst().first?.1  // track first, then the range
        }
        #expect(rangeFill() == .color(.systemBlue))
        let finger = Finger(on: slider)
        finger.down(at: slider.lowerThumbCenter)
        #expect(slider.state == .highlighted)
        #expect(rangeFill() == .color(.systemOrange))
    }

    @Test func curvaceousnessIsClampedAndNaNIgnored() {
        let (slider, _, _) = makeSlider()
        slider.curvaceousness = 3
        #expect(slider.curvaceousness == 1)
        slider.curvaceousness = -1
        #expect(slider.curvaceousness == 0)
        slider.curvaceousness = .nan
        #expect(slider.curvaceousness == 0)
    }

    @Test func valueLabelsArePushedApartAndStayInside() {
        let (slider, _, _) = makeSlider {
            $0.showsValueLabels = true
            $0.setValues(lower: 5, upper: 5)
            $0.bounds = CGRect(x: 0, y: 0, width: 300, height: 66)
        }
        let labels = slider.valueLabels
        #expect(labels.map(\.text) == ["5", "5"])
        #expect(labels[0].rect.maxX + 4 <= labels[1].rect.minX + 1e-9)
        slider.setValues(lower: 0, upper: 0)
        let atEdge = slider.valueLabels
        #expect(atEdge.allSatisfy { $0.rect.minX >= 0 && $0.rect.maxX <= 300 })
    }

    @Test func keysMoveTheKeyboardThumbWhileFocused() {
        let (slider, _, log) = makeSlider()
        #expect(!slider.keyDown(.rightArrow))  // not focused
        slider.isFocused = true
        #expect(slider.keyDown(.rightArrow) && slider.lowerValue == 3)
        #expect(slider.keyDown(.end) && slider.lowerValue == 8)  // stops at the upper thumb
        #expect(slider.keyDown(.tab) && slider.keyboardThumb == .upper)
        #expect(slider.keyDown(.upArrow) && slider.upperValue == 9)
        #expect(slider.keyDown(.home) && slider.upperValue == 8)
        #expect(!slider.keyDown(.space))
        #expect(log.count(of: .valueChanged) == 4)
        slider.layoutDirection = .rightToLeft
        #expect(slider.keyDown(.leftArrow) && slider.upperValue == 9)
    }
}
