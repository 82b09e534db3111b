import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// Inside a scroll view: which drags a control keeps (`keepsDrag(translation:)`, what the
/// UIKit host answers from `gestureRecognizerShouldBegin(_:)`) and what happens to the
/// control when the scroll view takes the touch instead.
@MainActor
@Suite struct ScrollSharingTests {
    @Test func aSliderKeepsThumbDragsAlongItself() {
        let slider = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 200, height: 34))
        slider.value = 0.5
        let finger = Finger(on: slider)
        #expect(!slider.keepsDrag(translation: CGSize(width: 10, height: 0)))  // nothing tracked yet
        #expect(finger.down(at: slider.thumbCenter))
        #expect(slider.keepsDrag(translation: CGSize(width: 2, height: 0)))
        #expect(slider.keepsDrag(translation: CGSize(width: -6, height: 5)))  // mostly along
        #expect(slider.keepsDrag(translation: .zero))
        #expect(!slider.keepsDrag(translation: CGSize(width: 2, height: 9)))  // mostly across: the page scrolls
        #expect(!slider.keepsDrag(translation: CGSize(width: 0, height: -3)))
        #expect(slider.keepsDrag(translation: CGSize(width: CGFloat.nan, height: 0)))
        #expect(slider.keepsDrag(translation: CGSize(width: 1, height: CGFloat.infinity)))  // non-finite: no movement
        finger.up()
        #expect(!slider.keepsDrag(translation: CGSize(width: 10, height: 0)))
    }

    @Test func aVerticalSliderKeepsVerticalDrags() {
        let slider = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 34, height: 200))
        slider.orientation = .vertical
        slider.value = 0.5
        let finger = Finger(on: slider)
        #expect(finger.down(at: slider.thumbCenter))
        #expect(slider.keepsDrag(translation: CGSize(width: 1, height: 8)))
        #expect(!slider.keepsDrag(translation: CGSize(width: 8, height: 1)))
    }

    /// The scroll view won: UIKit cancels the control's touch. The value the drag reached
    /// stays (as UISlider's), the events end with touchCancel, nothing is left tracked.
    @Test func whenTheScrollViewTakesTheTouchTheRangeSliderIsCancelledCleanly() {
        let slider = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        let finger = Finger(on: slider)
        let log = EventLog(slider)
        let start = slider.upperThumbCenter
        #expect(finger.down(at: start))
        finger.move(to: CGPoint(x: start.x - 2, y: start.y + 2))
        #expect(slider.keepsDrag(translation: CGSize(width: -2, height: 2)))
        finger.move(to: CGPoint(x: start.x - 4, y: start.y + 30))
        #expect(!slider.keepsDrag(translation: CGSize(width: -4, height: 30)))
        let reached = slider.upperValue
        finger.cancel()
        #expect(!slider.isTracking && !slider.isHighlighted)
        #expect(slider.upperValue == reached && reached < 8)
        #expect(log.events.first == .touchDown && log.events.last == .touchCancel)
        #expect(!slider.keepsDrag(translation: CGSize(width: 10, height: 0)))
    }

    @Test func aTrackTouchOfAValueSliderKeepsNothing() {
        let slider = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 200, height: 34))
        let finger = Finger(on: slider)
        _ = finger.down(at: CGPoint(x: 150, y: 17))  // far from the thumb at 0: UISlider ignores it
        #expect(!slider.isTracking)
        #expect(!slider.keepsDrag(translation: CGSize(width: 10, height: 0)))
    }

    @Test func wheelsKeepVerticalDragsAndTheDialKeepsEveryDrag() {
        let (picker, _, finger, _) = makePicker(rows: [20])
        #expect(finger.down(at: CGPoint(x: picker.bounds.midX, y: picker.bounds.midY)))
        #expect(picker.keepsDrag(translation: CGSize(width: 1, height: 6)))
        #expect(!picker.keepsDrag(translation: CGSize(width: 6, height: 1)))
        finger.up()

        let (datePicker, _) = makeDatePicker(.date)
        let dateFinger = Finger(on: datePicker, clock: datePicker.clock)
        #expect(dateFinger.down(at: CGPoint(x: 60, y: 108)))
        #expect(datePicker.keepsDrag(translation: CGSize(width: 0, height: -12)))
        #expect(!datePicker.keepsDrag(translation: CGSize(width: -12, height: 0)))

        let (dial, dialFinger, _) = makeDial()
        #expect(!dial.keepsDrag(translation: CGSize(width: 5, height: 0)))
        #expect(dialFinger.down(at: onCircle(0)))
        #expect(dial.keepsDrag(translation: CGSize(width: 5, height: 0)))
        #expect(dial.keepsDrag(translation: CGSize(width: 0, height: 5)))
    }

    /// Buttons, steppers and the PIN field let the page scroll, as UIButton does.
    @Test func tappableControlsKeepNothing() {
        let stepper = ValueStepper.quantity()
        let finger = Finger(on: stepper)
        #expect(finger.down(at: stepper.rect(for: .increment).center))
        #expect(stepper.isTracking)
        #expect(!stepper.keepsDrag(translation: CGSize(width: 3, height: 0)))
        finger.cancel()
        let pin = PinCodeField()
        pin.sizeToFit()
        #expect(Finger(on: pin).down(at: CGPoint(x: 10, y: 10)))
        #expect(!pin.keepsDrag(translation: CGSize(width: 3, height: 0)))
    }

    // MARK: What an app developer does by accident

    /// A thumb caught mid-animation is tracked, so its drag is kept; 2 pt steps along the
    /// slider stay kept at every step, and the first step across hands it to the page.
    @Test func aThumbCaughtMidAnimationKeepsItsDragInTwoPointSteps() {
        let (slider, finger, _) = makeVolumeSlider()
        slider.setValue(100, animated: true)
        finger.wait(0.1)
        let start = slider.currentThumbRect.center
        #expect(finger.down(at: start) && slider.isTracking)
        for step in 1...10 {
            finger.move(by: 2, 0)
            #expect(slider.keepsDrag(translation: CGSize(width: 2 * CGFloat(step), height: 0)), "step \(step)")
        }
        #expect(!slider.keepsDrag(translation: CGSize(width: 20, height: 22)))
    }

    /// A handler that disables the control or cancels the touch mid-drag: nothing is
    /// tracked any more, so nothing is kept from the page.
    @Test func aHandlerThatDisablesOrCancelsLetsThePageScroll() {
        let (disabled, finger, _) = makeVolumeSlider()
        disabled.addAction(for: .valueChanged) { slider in slider.isEnabled = false }
        #expect(finger.down(at: disabled.thumbCenter))
        #expect(disabled.keepsDrag(translation: .zero))
        finger.move(by: 2, 0)
        #expect(!disabled.isEnabled && !disabled.isTracking)
        #expect(!disabled.keepsDrag(translation: CGSize(width: 2, height: 0)))

        let range = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        range.addAction(for: .valueChanged) { slider in slider.touchCancel() }
        let rangeFinger = Finger(on: range)
        #expect(rangeFinger.down(at: range.upperThumbCenter))
        rangeFinger.move(by: -2, 0)
        #expect(!range.isTracking)
        #expect(!range.keepsDrag(translation: CGSize(width: -2, height: 0)))
    }

    /// Bounds from 1e-300 to 1e308 change values, never which drags a control keeps.
    @Test func extremeBoundsDoNotChangeWhatIsKept() {
        for (minimum, maximum) in [(0.0, 1e-300), (-1e308, 1e308), (1e300, 1e308)] {
            let (slider, finger, _) = makeVolumeSlider {
                $0.minimumValue = minimum
                $0.maximumValue = maximum
                $0.value = minimum / 2 + maximum / 2
            }
            #expect(finger.down(at: slider.thumbCenter), "\(minimum)…\(maximum)")
            finger.move(by: 2, 0)
            #expect(slider.keepsDrag(translation: CGSize(width: 2, height: 1)))
            #expect(!slider.keepsDrag(translation: CGSize(width: 1, height: 2)))
            #expect(slider.value.isFinite)
        }
    }
}
