import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// Every control inside a simulated scroll view (`ScrollContainer`: UIScrollView's touch
/// delay, the pan's slop, the pan asking the control, `touchesShouldCancel`), slow and fast,
/// along and across.
@MainActor
@Suite struct ScrollContainerTests {
    /// A swipe of `distance` along x and y over `duration`, in 2 pt-ish steps.
    func swipe(_ finger: Finger, from start: CGPoint, by offset: CGSize, duration: TimeInterval) {
        let steps = max(Int(max(abs(offset.width), abs(offset.height)) / 2), 1)
        finger.drag(from: start, to: CGPoint(x: start.x + offset.width, y: start.y + offset.height), steps: steps, duration: duration)
    }

    // MARK: Sliders

    @Test func aSlowSwipeOnAThumbMovesTheThumb() {
        let (slider, _, log) = makeVolumeSlider()
        let form = ScrollContainer(around: slider)
        let finger = Finger(on: slider, in: form)
        swipe(finger, from: slider.thumbCenter, by: CGSize(width: 60, height: 0), duration: 1)  // 60 pt/s
        #expect(abs(slider.value - (50 + 60 / 2.52)) < 0.5)
        #expect(form.contentOffset == .zero)
        #expect(log.events.first == .touchDown && log.events.last == .touchUpInside)
        #expect(!log.events.contains(.touchCancel))
    }

    /// The quick swipe the touch delay used to lose: the pan asks before the slider has the
    /// touch, the slider keeps it, and the held touch arrives as it began.
    @Test func aFastSwipeOnAThumbMovesTheThumbFromWhereItBegan() {
        let (slider, _, log) = makeVolumeSlider()
        let form = ScrollContainer(around: slider)
        let finger = Finger(on: slider, in: form)
        let start = slider.thumbCenter
        finger.down(at: start)
        finger.move(by: 12, 0, after: 0.01)  // past the slop within 10 ms: asked while held
        #expect(form.state == .control && slider.isTracking)
        #expect(log.events.prefix(2) == [.touchDown, .valueChanged])
        finger.move(by: 48, 0, after: 0.04)
        finger.up()
        #expect(abs(slider.value - (50 + 60 / 2.52)) < 0.5 && form.contentOffset == .zero)
    }

    @Test func aSwipeAcrossASliderScrollsThePageAndTheSliderNeverHearsOfIt() {
        let (slider, _, log) = makeVolumeSlider()
        let form = ScrollContainer(around: slider)
        let finger = Finger(on: slider, in: form)
        finger.down(at: slider.thumbCenter)
        finger.move(by: 1, 12, after: 0.02)  // past the slop: asked, and the pan begins
        #expect(form.isScrolling)
        finger.move(by: 2, 68, after: 0.08)
        finger.up()
        #expect(form.contentOffset.y == -68)  // followed from where the pan began
        #expect(slider.value == 50 && log.events.isEmpty)
    }

    /// A finger that rests past the delay gives the slider the touch; a vertical move then
    /// cancels it where `touchesShouldCancel` says so, and not in a plain scroll view, where
    /// a UIControl's touch is never taken (UIScrollView's default).
    @Test func aRestingFingerThenAVerticalMoveCancelsInATableAndNotInAScrollView() {
        for cancels in [true, false] {
            let (slider, _, log) = makeVolumeSlider()
            let scroll = ScrollContainer(around: slider, cancelsControlTouches: cancels)
            let finger = Finger(on: slider, in: scroll)
            finger.down(at: slider.thumbCenter)
            finger.wait(0.2)
            #expect(scroll.state == .delivered && slider.isTracking)
            finger.move(by: 0, 40, after: 0.05)
            #expect(scroll.isScrolling == cancels)
            #expect(log.events.last == (cancels ? .touchCancel : .touchDragInside))
            finger.up()
            #expect(!slider.isTracking)
        }
    }

    @Test func aRangeSlidersThumbsFollowFastSwipesAndTheTrackScrolls() {
        let (slider, _, log) = makeSlider()
        let form = ScrollContainer(around: slider)
        let finger = Finger(on: slider, in: form)
        swipe(finger, from: slider.upperThumbCenter, by: CGSize(width: -54.4, height: 0), duration: 0.05)
        #expect(near(slider.upperValue, 6, 0.05) && form.contentOffset == .zero)
        log.clear()
        swipe(finger, from: CGPoint(x: x(5), y: 22), by: CGSize(width: 40, height: 0), duration: 0.05)  // the track
        #expect(form.isScrolling == false && log.events.isEmpty && near(slider.upperValue, 6, 0.05))
    }

    // MARK: Wheels and the dial

    /// A flick on a date wheel in a Form spins the wheel, not the form.
    @Test func aFlickOnADateWheelInAFormSpinsTheWheel() {
        let (picker, log) = makeDatePicker(.date)
        let form = ScrollContainer(around: picker)
        let finger = Finger(on: picker, in: form, clock: picker.clock)
        let before = picker.date
        swipe(finger, from: CGPoint(x: 60, y: 108), by: CGSize(width: 0, height: -90), duration: 0.08)
        finger.wait(3)
        #expect(form.contentOffset == .zero)
        #expect(picker.date != before && log.count(of: .valueChanged) == 1)
    }

    @Test func aSidewaysDragOnAPickerInAHorizontalScrollViewScrolls() {
        let (picker, _, _, log) = makePicker(rows: [20])
        let pager = ScrollContainer(around: picker, axis: .horizontal)
        let finger = Finger(on: picker, in: pager)
        finger.down(at: CGPoint(x: 160, y: 108))
        finger.move(by: -12, 1, after: 0.02)
        finger.move(by: -88, 3, after: 0.08)
        finger.up()
        #expect(pager.contentOffset.x == 88 && log.events.isEmpty && picker.selectedRow(inComponent: 0) == 0)
    }

    @Test func aQuickTurnOfTheDialInsideAScrollViewTurnsIt() {
        let (dial, _, _) = makeDial()
        let form = ScrollContainer(around: dial)
        let finger = Finger(on: dial, in: form)
        finger.down(at: onCircle(0))
        for degrees in stride(from: 6.0, through: 90, by: 6) { finger.move(to: onCircle(degrees), after: 0.004) }
        finger.up()
        #expect(form.contentOffset == .zero && dial.position != 0)
    }

    // MARK: Tapped controls

    /// A tap inside the delay is delivered at once, down then up: the stepper steps once.
    @Test func aQuickTapOnAStepperInAFormSteps() {
        let stepper = ValueStepper.quantity()
        let form = ScrollContainer(around: stepper)
        let finger = Finger(on: stepper, in: form)
        let log = EventLog(stepper)
        let before = stepper.value
        finger.tap(at: stepper.rect(for: .increment).center, duration: 0.05)
        #expect(stepper.value == before + 1)
        #expect(log.events == [.valueChanged, .touchDown, .touchUpInside])  // a stepper steps on the press
    }

    @Test func aDragOnAStepperScrollsThePage() {
        let stepper = ValueStepper.quantity()
        let form = ScrollContainer(around: stepper)
        let finger = Finger(on: stepper, in: form)
        let log = EventLog(stepper)
        let before = stepper.value
        finger.down(at: stepper.rect(for: .increment).center)
        finger.move(by: 0, 12, after: 0.03)  // within the delay: the stepper never hears of it
        finger.move(by: 0, 48, after: 0.2)
        #expect(form.isScrolling && form.contentOffset.y == -48)
        finger.up()
        #expect(stepper.value == before && log.events.isEmpty)
    }

    /// In a scroll view that takes touches from controls (`touchesShouldCancel` true).
    @Test func aHandlerThatDisablesTheSliderMidSwipeHandsTheRestToThePage() {
        let (slider, _, log) = makeVolumeSlider()
        slider.addAction(for: .valueChanged) { slider in slider.isEnabled = false }
        let form = ScrollContainer(around: slider, cancelsControlTouches: true)
        let finger = Finger(on: slider, in: form)
        finger.down(at: slider.thumbCenter)
        finger.wait(0.2)  // delivered
        finger.move(by: 4, 0)  // the first change disables it
        #expect(!slider.isEnabled && !slider.isTracking)
        finger.move(by: 4, 30)
        #expect(form.isScrolling)
        finger.up()
        #expect(log.count(of: .valueChanged) == 1)
    }

    /// A tap on a PIN field in a Form starts editing; a drag that starts on it scrolls the
    /// page and leaves it as it was.
    @Test func aTapOnAPinFieldInAFormEditsAndADragScrolls() {
        let pin = PinCodeField()
        pin.sizeToFit()
        let form = ScrollContainer(around: pin)
        let finger = Finger(on: pin, in: form)
        finger.down(at: CGPoint(x: 20, y: 20))
        finger.move(by: 0, 12, after: 0.02)
        finger.move(by: 0, 50, after: 0.1)
        finger.up()
        #expect(form.contentOffset.y == -50 && !pin.isEditing)
        finger.tap(at: CGPoint(x: 20, y: 20))
        #expect(pin.isEditing && form.contentOffset.y == -50)
    }
}
