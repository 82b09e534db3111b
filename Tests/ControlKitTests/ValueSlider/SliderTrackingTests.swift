import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// A 280 × 34 slider over 0...100: the 28 pt thumb's centre travels 14...266, 2.52 pt a unit.
@MainActor
func makeVolumeSlider(_ configure: (ValueSlider) -> Void = { _ in }) -> (ValueSlider, Finger, EventLog) {
    let slider = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 280, height: 34))
    slider.maximumValue = 100
    slider.value = 50
    configure(slider)
    let finger = Finger(on: slider)
    return (slider, finger, EventLog(slider))
}

func sx(_ value: Double) -> CGFloat { 14 + 2.52 * CGFloat(value) }

@MainActor
@Suite struct SliderTrackingTests {
    @Test func geometryMatchesUISlider() {
        let (slider, _, _) = makeVolumeSlider()
        #expect(slider.trackRect(forBounds: slider.bounds) == CGRect(x: 0, y: 15, width: 280, height: 4))
        #expect(slider.currentThumbRect == CGRect(x: sx(50) - 14, y: 3, width: 28, height: 28))
        #expect(slider.minimumValueImageRect(forBounds: slider.bounds) == .zero)
    }

    @Test func endImagesShortenTheTrack() {
        let (slider, _, _) = makeVolumeSlider {
            $0.minimumValueImage = DrawingImage(size: CGSize(width: 20, height: 20)) { _ in }
            $0.maximumValueImage = DrawingImage(size: CGSize(width: 24, height: 16)) { _ in }
        }
        #expect(slider.minimumValueImageRect(forBounds: slider.bounds) == CGRect(x: 0, y: 7, width: 20, height: 20))
        #expect(slider.maximumValueImageRect(forBounds: slider.bounds) == CGRect(x: 256, y: 9, width: 24, height: 16))
        #expect(slider.trackRect(forBounds: slider.bounds) == CGRect(x: 28, y: 15, width: 220, height: 4))
    }

    @Test func thumbDoesNotJumpOnTouchDown() {
        let (slider, finger, log) = makeVolumeSlider()
        finger.down(at: CGPoint(x: sx(50) + 10, y: 17))
        #expect(slider.value == 50 && slider.isHighlighted)
        finger.move(by: 2.52 * 10, 0)
        #expect(abs(slider.value - 60) < 1e-9)
        finger.up()
        #expect(log.events == [.touchDown, .valueChanged, .touchDragInside, .touchUpInside])
    }

    @Test func touchOnTheTrackAwayFromTheThumbDoesNothing() {
        let (slider, finger, log) = makeVolumeSlider()
        finger.drag(from: CGPoint(x: sx(10), y: 17), to: CGPoint(x: sx(90), y: 17))
        #expect(slider.value == 50)
        #expect(log.count(of: .valueChanged) == 0)
    }

    @Test func dragContinuesOutsideAndPinsToTheEnds() {
        let (slider, finger, _) = makeVolumeSlider()
        finger.down(at: slider.thumbCenter)
        finger.move(to: CGPoint(x: sx(80), y: 300))
        #expect(abs(slider.value - 80) < 1e-9)
        finger.move(to: CGPoint(x: 2000, y: 300))
        #expect(slider.value == 100)
        finger.move(to: CGPoint(x: -2000, y: 0))
        #expect(slider.value == 0)
    }

    @Test func notContinuousSendsOnceAtRelease() {
        let (slider, finger, log) = makeVolumeSlider { $0.isContinuous = false }
        finger.drag(from: slider.thumbCenter, to: CGPoint(x: sx(70), y: 17), steps: 6)
        #expect(log.withoutDrags == [.touchDown, .valueChanged, .touchUpInside])
    }

    @Test func steppedDragTicksAndSendsOnlyOnChange() {
        let (slider, finger, log) = makeVolumeSlider { $0.stepValue = 10 }
        let haptics = RecordingHaptics()
        slider.haptics = haptics
        finger.drag(from: slider.thumbCenter, to: CGPoint(x: sx(80), y: 17), steps: 60)
        #expect(slider.value == 80)
        #expect(log.count(of: .valueChanged) == 3)
        #expect(haptics.played == [.selection, .selection, .selection])
    }

    @Test func programmaticChangesSendNothing() {
        let (slider, _, log) = makeVolumeSlider()
        slider.value = 10
        slider.setValue(90, animated: true)
        slider.minimumValue = 5
        #expect(log.events.isEmpty)
    }

    @Test func animatedSetValueStepsThroughTheClock() {
        let (slider, finger, _) = makeVolumeSlider()
        slider.setValue(100, animated: true)
        #expect(slider.value == 100 && slider.displayedValue == 50)
        var seen: [Double] = []
        for _ in 0..<5 {
            finger.wait(0.0625)
            seen.append(slider.displayedValue)
        }
        #expect(seen.count == 5 && seen == seen.sorted() && seen.last == 100)
        #expect(abs(seen[1] - 75) < 1e-9)  // half way at 0.125 s
        #expect(slider.thumbCenter.x == sx(100))
    }

    /// Bounds further apart than the largest Double: the glide passes through the middle of
    /// the track, drawn and read as a finite value, never as infinity or a jump to an end.
    @Test func aGlideAcrossTheWholeDoubleRangeStaysFinite() {
        let (slider, finger, _) = makeVolumeSlider {
            $0.minimumValue = -.greatestFiniteMagnitude
            $0.maximumValue = .greatestFiniteMagnitude
            $0.value = -1e308
        }
        let start = slider.thumbCenter.x
        slider.setValue(1e308, animated: true)
        finger.wait(0.125)  // half way (easeInOut is symmetric)
        #expect(slider.displayedValue.isFinite && abs(slider.displayedValue) < 1e300)
        #expect(slider.thumbCenter.x > start + 60 && abs(slider.thumbCenter.x - sx(50)) < 1)  // 0 is the middle
        finger.wait(0.2)
        #expect(slider.displayedValue == 1e308 && slider.value == 1e308)
    }

    @Test func disabledIgnoresTouchesAndKeys() {
        let (slider, finger, log) = makeVolumeSlider { $0.isEnabled = false }
        finger.drag(from: slider.thumbCenter, to: CGPoint(x: 270, y: 17))
        #expect(!slider.keyDown(.rightArrow))
        #expect(slider.value == 50 && log.events.isEmpty)
    }

    @Test func verticalHasTheMinimumAtTheBottom() {
        let slider = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 34, height: 280))
        slider.orientation = .vertical
        slider.maximumValue = 100
        slider.value = 25
        let finger = Finger(on: slider)
        #expect(slider.thumbCenter == CGPoint(x: 17, y: 280 - sx(25)))
        finger.drag(from: slider.thumbCenter, to: CGPoint(x: 17, y: 280 - sx(75)))
        #expect(abs(slider.value - 75) < 1e-9)
    }

    @Test func rightToLeftMirrorsTheLayout() {
        let (slider, finger, _) = makeVolumeSlider {
            $0.layoutDirection = .rightToLeft
            $0.value = 20
            $0.minimumValueImage = DrawingImage(size: CGSize(width: 20, height: 20)) { _ in }
        }
        #expect(slider.minimumValueImageRect(forBounds: slider.bounds).maxX == 280)
        finger.drag(from: slider.thumbCenter, to: CGPoint(x: slider.thumbCenter.x - 50, y: 17))
        #expect(slider.value > 20)
    }

    @Test func overriddenGeometryDrivesTrackingAndDrawing() {
        final class InsetSlider: ValueSlider {
            override func trackRect(forBounds bounds: CGRect) -> CGRect {
                CGRect(x: 40, y: bounds.midY - 3, width: bounds.width - 80, height: 6)
            }
        }
        let slider = InsetSlider(bounds: CGRect(x: 0, y: 0, width: 280, height: 34))
        let finger = Finger(on: slider)
        #expect(slider.point(for: 0).x == 54)  // 40 + 14
        finger.drag(from: slider.thumbCenter, to: CGPoint(x: 226, y: 17))  // 280 - 40 - 14
        #expect(slider.value == 1)
        let list = DisplayList.record { slider.draw(in: $0) }
        #expect(list.commands.contains(.clip(DrawingPath(rect: CGRect(x: 40, y: 14, width: 186, height: 6)), .nonZero)))
    }

    @Test func keyboardAndAccessibilityAdjustByATenthOrAStep() {
        let (slider, _, log) = makeVolumeSlider()
        slider.isFocused = true
        #expect(slider.keyDown(.rightArrow))
        #expect(slider.value == 60)
        #expect(slider.performAccessibilityAction(.decrement, on: "slider"))
        #expect(slider.value == 50)
        slider.stepValue = 5
        #expect(slider.keyDown(.upArrow) && slider.value == 55)
        #expect(slider.keyDown(.end) && slider.value == 100)
        #expect(!slider.keyDown(.character("x")))
        #expect(log.count(of: .valueChanged) == 4)
        #expect(slider.accessibilityElements.first?.value == "100%")
        #expect(slider.accessibilityElements.first?.traits == .adjustable)
    }

    @Test func imagesFallBackToNormal() {
        let normal = DrawingImage(size: CGSize(width: 30, height: 30)) { _ in }
        let pressed = DrawingImage(size: CGSize(width: 32, height: 32)) { _ in }
        let (slider, finger, _) = makeVolumeSlider { $0.setThumbImage(normal, for: .normal) }
        #expect(slider.thumbImage(for: .highlighted) == nil)
        #expect(slider.currentThumbImage == normal)
        slider.setThumbImage(pressed, for: .highlighted)
        finger.down(at: slider.thumbCenter)
        #expect(slider.currentThumbImage == pressed)
        #expect(slider.currentThumbRect.width == 32)
        finger.up()
        #expect(slider.currentThumbImage == normal)
        slider.isEnabled = false
        #expect(slider.currentThumbImage == normal)  // nothing set for .disabled
        slider.setThumbImage(nil, for: .normal)
        #expect(slider.currentThumbImage == nil)
    }

    @Test func trackImagesAreSlicedWithTheirCapInsets() {
        let track = DrawingImage(size: CGSize(width: 8, height: 9)) { _ in }.withCapInsets(DrawingEdgeInsets(left: 4))
        let (slider, _, _) = makeVolumeSlider { $0.setMinimumTrackImage(track, for: .normal) }
        let list = DisplayList.record { slider.draw(in: $0) }
        let slices: [CGRect] = list.commands.compactMap {
            if case .drawImage(let image, _, let destination) = $0, image == track { destination } else { nil }
        }
        // The filled part runs from 0 to the thumb centre (140), at the image's 9 pt height.
        #expect(slices == [CGRect(x: 0, y: 12.5, width: 4, height: 9), CGRect(x: 4, y: 12.5, width: 136, height: 9)])
    }

    @Test func dragEventsComeInTheCoreOrder() {
        let (_, finger, log) = makeVolumeSlider()
        finger.down(at: CGPoint(x: sx(50), y: 17))
        finger.move(by: 10, 0)
        finger.up()
        // A thumb press changes nothing; the first move's valueChanged precedes its drag event.
        #expect(log.events == [.touchDown, .valueChanged, .touchDragInside, .touchUpInside])
    }

    @Test func touchOnAMovingThumbCatchesItWhereItIsDrawn() {
        let (slider, finger, log) = makeVolumeSlider()
        slider.setValue(100, animated: true)
        finger.wait(0.1)
        let drawn = slider.currentThumbRect.center
        #expect(drawn.x > sx(55) && drawn.x < sx(95))
        #expect(finger.down(at: drawn) && slider.isTracking)
        #expect(abs(slider.currentThumbRect.center.x - drawn.x) < 0.01)
        #expect(finger.clock.isIdle && slider.value < 100)
        #expect(log.events == [.valueChanged, .touchDown])
        finger.move(by: 2, 0)
        #expect(abs(slider.currentThumbRect.center.x - (drawn.x + 2)) < 0.01)
    }

    @Test func thumbTargetReachesPastShortBoundsForHitTesting() {
        let slider = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 200, height: 20))
        slider.value = 0.5
        let c = slider.currentThumbRect.center
        #expect(slider.point(inside: CGPoint(x: c.x, y: c.y + 20)))  // 44 pt target, past the 20 pt bounds
        #expect(!slider.point(inside: CGPoint(x: c.x + 60, y: c.y + 20)))
        #expect(slider.point(inside: CGPoint(x: 2, y: 2)))
        #expect(!slider.point(inside: CGPoint(x: CGFloat.nan, y: 0)))
    }

    @Test func sizeToFitKeepsASideWithoutPreference() {
        let slider = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 200, height: 10))
        slider.sizeToFit()
        #expect(slider.bounds.size == CGSize(width: 200, height: 31))
    }
}
