import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// Inside a scroll view: which drags a control keeps (`keepsDrag(from:translation:)`, what
/// the UIKit host answers from `gestureRecognizerShouldBegin(_:)`), decided from where the
/// drag started whether or not the control has the touch yet.
@MainActor
@Suite struct ScrollSharingTests {
    @Test func aSliderKeepsDragsThatStartOnItsThumbAndRunAlongIt() {
        let slider = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 200, height: 34))
        slider.value = 0.5
        let thumb = slider.thumbCenter
        // Not touched yet (the scroll view holds the touch back): decided from the start.
        #expect(slider.keepsDrag(from: thumb, translation: CGSize(width: 12, height: 0)))
        #expect(slider.keepsDrag(from: thumb, translation: CGSize(width: -6, height: 5)))  // mostly along
        #expect(slider.keepsDrag(from: CGPoint(x: thumb.x + 20, y: 30), translation: CGSize(width: 11, height: 0)))  // the 44 pt target
        #expect(!slider.keepsDrag(from: thumb, translation: CGSize(width: 2, height: 11)))  // mostly across: the page scrolls
        #expect(!slider.keepsDrag(from: CGPoint(x: 190, y: 17), translation: CGSize(width: 12, height: 0)))  // off the thumb
        #expect(slider.keepsDrag(from: thumb, translation: CGSize(width: CGFloat.nan, height: 0)))  // no movement
        #expect(!slider.keepsDrag(from: CGPoint(x: CGFloat.nan, y: 17), translation: CGSize(width: 12, height: 0)))
        // Tracking: the thumb follows the finger, and the drag stays kept along the slider.
        let finger = Finger(on: slider)
        #expect(finger.down(at: thumb))
        finger.move(by: 60, 0)
        #expect(slider.keepsDrag(from: thumb, translation: CGSize(width: 60, height: 4)))
        #expect(!slider.keepsDrag(from: thumb, translation: CGSize(width: 2, height: 9)))
        finger.up()
        slider.isEnabled = false
        #expect(!slider.keepsDrag(from: slider.thumbCenter, translation: CGSize(width: 12, height: 0)))
    }

    @Test func anEnabledControlKeepsTapsOnItFromAnEnclosingTapRecognizer() {
        let pin = PinCodeField(bounds: CGRect(x: 0, y: 0, width: 240, height: 64))
        #expect(pin.keepsTap(at: CGPoint(x: 30, y: 30)))
        #expect(!pin.keepsTap(at: CGPoint(x: 300, y: 30)))  // outside: the screen's tap
        #expect(!pin.keepsTap(at: CGPoint(x: CGFloat.nan, y: 30)))
        pin.isEnabled = false
        #expect(!pin.keepsTap(at: CGPoint(x: 30, y: 30)))  // disabled: taps go through, as UIKit's
        let slider = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 280, height: 20))
        #expect(slider.keepsTap(at: CGPoint(x: slider.thumbCenter.x, y: -10)))  // the 44 pt thumb target
    }

    /// A tap on a slider's bare track does nothing there, so it is the screen's ("tap to
    /// dismiss the keyboard"), as with UISlider; a tap on a thumb, or on a track that takes
    /// touches, is the slider's.
    @Test func aSliderKeepsTapsOnItsThumbsNotOnItsBareTrack() {
        let slider = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 280, height: 34))
        slider.value = 0.5
        #expect(slider.keepsTap(at: slider.thumbCenter))
        #expect(!slider.keepsTap(at: CGPoint(x: 20, y: 17)))
        let (range, _, _) = makeSlider()  // thumbs at 2 and 8 of 10
        #expect(range.keepsTap(at: range.lowerThumbCenter) && range.keepsTap(at: range.upperThumbCenter))
        let between = CGPoint(x: (range.lowerThumbCenter.x + range.upperThumbCenter.x) / 2, y: 22)
        #expect(!range.keepsTap(at: between))
        range.trackTouchBehavior = .moveRange
        #expect(range.keepsTap(at: between))
        let sleep = CircularRangeSlider(bounds: CGRect(x: 0, y: 0, width: 240, height: 240))
        #expect(!sleep.keepsTap(at: CGPoint(x: 120, y: 120)))  // the face
        #expect(ValueStepper.quantity().keepsTap(at: CGPoint(x: 20, y: 16)))  // a button's tap
    }

    @Test func aVerticalSliderKeepsVerticalDrags() {
        let slider = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 34, height: 200))
        slider.orientation = .vertical
        slider.value = 0.5
        #expect(slider.keepsDrag(from: slider.thumbCenter, translation: CGSize(width: 1, height: 12)))
        #expect(!slider.keepsDrag(from: slider.thumbCenter, translation: CGSize(width: 12, height: 1)))
    }

    /// A touch the control holds but does not track (UISlider ignores its track) keeps
    /// nothing, wherever the drag began.
    @Test func aTrackTouchOfAValueSliderKeepsNothing() {
        let slider = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 200, height: 34))
        let finger = Finger(on: slider)
        _ = finger.down(at: CGPoint(x: 150, y: 17))  // far from the thumb at 0
        #expect(!slider.isTracking)
        #expect(!slider.keepsDrag(from: CGPoint(x: 150, y: 17), translation: CGSize(width: 12, height: 0)))
        #expect(!slider.keepsDrag(from: slider.thumbCenter, translation: CGSize(width: 12, height: 0)))
    }

    @Test func aRangeSliderKeepsThumbDragsAndTrackDragsWhenTheTrackMovesAThumb() {
        let slider = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        let along = CGSize(width: 12, height: 2)
        #expect(slider.keepsDrag(from: slider.lowerThumbCenter, translation: along))
        #expect(slider.keepsDrag(from: slider.upperThumbCenter, translation: along))
        #expect(!slider.keepsDrag(from: slider.upperThumbCenter, translation: CGSize(width: 2, height: 12)))
        let track = CGPoint(x: 150, y: 22)
        #expect(!slider.keepsDrag(from: track, translation: along))
        slider.trackTouchBehavior = .moveNearestThumb
        #expect(slider.keepsDrag(from: track, translation: along))
    }

    /// The scroll view won: UIKit cancels the control's touch. The value the drag reached
    /// stays (as UISlider's), the events end with touchCancel, nothing is left tracked.
    @Test func whenTheScrollViewTakesTheTouchTheRangeSliderIsCancelledCleanly() {
        let slider = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        let finger = Finger(on: slider)
        let log = EventLog(slider)
        let start = slider.upperThumbCenter
        #expect(finger.down(at: start))
        finger.move(to: CGPoint(x: start.x - 4, y: start.y + 30))
        #expect(!slider.keepsDrag(from: start, translation: CGSize(width: -4, height: 30)))
        let reached = slider.upperValue
        finger.cancel()
        #expect(!slider.isTracking && !slider.isHighlighted)
        #expect(slider.upperValue == reached && reached < 8)
        #expect(log.events.first == .touchDown && log.events.last == .touchCancel)
    }

    @Test func wheelsKeepVerticalDragsThatStartOnAWheel() {
        let (picker, _, finger, _) = makePicker(rows: [20])
        let middle = CGPoint(x: picker.bounds.midX, y: picker.bounds.midY)
        #expect(picker.keepsDrag(from: middle, translation: CGSize(width: 1, height: 12)))  // before the touch arrives
        #expect(!picker.keepsDrag(from: middle, translation: CGSize(width: 12, height: 1)))
        #expect(!picker.keepsDrag(from: CGPoint(x: middle.x, y: -20), translation: CGSize(width: 0, height: 12)))
        #expect(finger.down(at: middle))
        #expect(picker.keepsDrag(from: middle, translation: CGSize(width: 1, height: 6)))
        finger.up()

        let (empty, _, _, _) = makePicker(rows: [0])
        #expect(!empty.keepsDrag(from: middle, translation: CGSize(width: 0, height: 12)))  // nothing to scroll

        let (datePicker, _) = makeDatePicker(.date)
        #expect(datePicker.keepsDrag(from: CGPoint(x: 60, y: 108), translation: CGSize(width: 0, height: -12)))
        #expect(!datePicker.keepsDrag(from: CGPoint(x: 60, y: 108), translation: CGSize(width: -12, height: 0)))
    }

    @Test func theDialKeepsDragsThatRunAroundItsCentre() {
        let (dial, finger, _) = makeDial()
        #expect(dial.keepsDrag(from: onCircle(0), translation: CGSize(width: 12, height: 0)))
        #expect(dial.keepsDrag(from: onCircle(90), translation: CGSize(width: 0, height: 12)))
        // Through the centre: the page's (a vertical swipe over the top, a sideways one
        // over the side), wherever on the face it starts.
        #expect(!dial.keepsDrag(from: onCircle(0), translation: CGSize(width: 2, height: 12)))
        #expect(!dial.keepsDrag(from: onCircle(180, radius: 80), translation: CGSize(width: 0, height: -12)))
        #expect(!dial.keepsDrag(from: onCircle(90), translation: CGSize(width: -12, height: 3)))
        #expect(dial.keepsDrag(from: onCircle(45), translation: CGSize(width: 12, height: 12)))  // around, at 45°
        #expect(!dial.keepsDrag(from: onCircle(45), translation: CGSize(width: 12, height: -12)))  // outwards
        #expect(dial.keepsDrag(from: onCircle(0, radius: 5), translation: CGSize(width: 0, height: 12)))  // at the centre
        #expect(dial.keepsDrag(from: onCircle(0), translation: .zero))
        #expect(!dial.keepsDrag(from: CGPoint(x: 2, y: 2), translation: CGSize(width: 0, height: 12)))  // a corner, off the face
        #expect(finger.down(at: onCircle(0)))
        #expect(dial.keepsDrag(from: onCircle(0), translation: CGSize(width: 5, height: 0)))
        finger.up()
        dial.numberOfItems = 0
        #expect(!dial.keepsDrag(from: onCircle(0), translation: CGSize(width: 12, height: 0)))
    }

    /// Buttons, steppers and the PIN field let the page scroll, as UIButton does.
    @Test func tappableControlsKeepNothing() {
        let stepper = ValueStepper.quantity()
        let plus = stepper.rect(for: .increment).center
        #expect(!stepper.keepsDrag(from: plus, translation: CGSize(width: 12, height: 0)))
        let finger = Finger(on: stepper)
        #expect(finger.down(at: plus) && stepper.isTracking)
        #expect(!stepper.keepsDrag(from: plus, translation: CGSize(width: 3, height: 0)))
        finger.cancel()
        let pin = PinCodeField()
        pin.sizeToFit()
        #expect(!pin.keepsDrag(from: CGPoint(x: 10, y: 10), translation: CGSize(width: 12, height: 0)))
    }

    // MARK: What an app developer does by accident

    /// A thumb caught mid-animation is tracked, so its drag is kept; 2 pt steps along the
    /// slider stay kept at every step, and the first step across hands it to the page.
    @Test func aThumbCaughtMidAnimationKeepsItsDragInTwoPointSteps() {
        let (slider, finger, _) = makeVolumeSlider()
        slider.setValue(100, animated: true)
        finger.wait(0.1)
        let start = slider.currentThumbRect.center
        #expect(slider.keepsDrag(from: start, translation: CGSize(width: 12, height: 0)))  // where it is drawn
        #expect(finger.down(at: start) && slider.isTracking)
        for step in 1...10 {
            finger.move(by: 2, 0)
            #expect(slider.keepsDrag(from: start, translation: CGSize(width: 2 * CGFloat(step), height: 0)), "step \(step)")
        }
        #expect(!slider.keepsDrag(from: start, translation: CGSize(width: 20, height: 22)))
    }

    /// A handler that disables the control mid-drag lets the page scroll. One that cancels
    /// the touch leaves an enabled control whose drag began on its thumb: the drag stays
    /// the control's (as UISlider's would), and nothing moves.
    @Test func aHandlerThatDisablesLetsThePageScrollAndOneThatCancelsKeepsTheDrag() {
        let (disabled, finger, _) = makeVolumeSlider()
        disabled.addAction(for: .valueChanged) { slider in slider.isEnabled = false }
        let start = disabled.thumbCenter
        #expect(finger.down(at: start))
        finger.move(by: 2, 0)
        #expect(!disabled.isEnabled && !disabled.isTracking)
        #expect(!disabled.keepsDrag(from: start, translation: CGSize(width: 12, height: 0)))

        let range = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        range.addAction(for: .valueChanged) { slider in slider.touchCancel() }
        let rangeFinger = Finger(on: range)
        let upper = range.upperThumbCenter
        #expect(rangeFinger.down(at: upper))
        rangeFinger.move(by: -2, 0)
        #expect(!range.isTracking)
        #expect(range.keepsDrag(from: upper, translation: CGSize(width: -12, height: 0)))
        #expect(!range.keepsDrag(from: upper, translation: CGSize(width: -2, height: 12)))
    }

    /// Bounds from 1e-300 to 1e308 change values, never which drags a control keeps.
    @Test func extremeBoundsDoNotChangeWhatIsKept() {
        for (minimum, maximum) in [(0.0, 1e-300), (-1e308, 1e308), (1e300, 1e308)] {
            let (slider, finger, _) = makeVolumeSlider {
                $0.minimumValue = minimum
                $0.maximumValue = maximum
                $0.value = minimum / 2 + maximum / 2
            }
            #expect(slider.keepsDrag(from: slider.thumbCenter, translation: CGSize(width: 12, height: 1)), "\(minimum)…\(maximum)")
            #expect(finger.down(at: slider.thumbCenter))
            finger.move(by: 2, 0)
            #expect(slider.keepsDrag(from: slider.thumbCenter, translation: CGSize(width: 2, height: 1)))
            #expect(!slider.keepsDrag(from: slider.thumbCenter, translation: CGSize(width: 1, height: 12)))
            #expect(slider.value.isFinite)
        }
    }
}

/// The core's reading of a theme's text colour as an appearance (what the GTK host asks).
@Suite struct InterfaceStyleFromTextColorTests {
    @Test func lightTextIsADarkThemeAndDarkTextALightOne() {
        #expect(ControlInterfaceStyle(forTextColor: DrawingColor(red: 1, green: 1, blue: 1)) == .dark)
        #expect(ControlInterfaceStyle(forTextColor: DrawingColor(red: 0.93, green: 0.93, blue: 0.93)) == .dark)
        #expect(ControlInterfaceStyle(forTextColor: DrawingColor(red: 0.2, green: 0.2, blue: 0.2)) == .light)
        #expect(ControlInterfaceStyle(forTextColor: DrawingColor(red: 0, green: 0, blue: 0)) == .light)
        // Mid grey sits on the line: #BCBCBC is just above half the luminance, #B8B8B8 below.
        #expect(ControlInterfaceStyle(forTextColor: DrawingColor(red: 0xBC / 255.0, green: 0xBC / 255.0, blue: 0xBC / 255.0)) == .dark)
        #expect(ControlInterfaceStyle(forTextColor: DrawingColor(red: 0xB8 / 255.0, green: 0xB8 / 255.0, blue: 0xB8 / 255.0)) == .light)
        // DrawingColor clamps: NaN is 0, infinity 1.
        #expect(ControlInterfaceStyle(forTextColor: DrawingColor(red: .nan, green: .nan, blue: -1)) == .light)
        #expect(ControlInterfaceStyle(forTextColor: DrawingColor(red: .infinity, green: .infinity, blue: .infinity)) == .dark)
    }
}

/// Which controls a trackpad's or mouse wheel's scroll moves (the UIKit host drives those
/// as a drag from the pointer): the scroll-view-based ones, not sliders, steppers or dials.
@MainActor
@Suite struct PointerScrollingTests {
    @Test func wheelsAndCalendarsTakeScrollsTheRestLeaveThemToThePage() {
        #expect(PickerView().handlesPointerScrolling)
        #expect(WheelDatePicker().handlesPointerScrolling)
        #expect(HorizontalWheel().handlesPointerScrolling)
        #expect(MonthCalendar().handlesPointerScrolling)
        #expect(CalendarDatePicker().handlesPointerScrolling)
        for control: Control in [
            RangeSlider(), ValueSlider(), ValueStepper(), Dial(), CircularRangeSlider(), PinCodeField(), ActionButton(),
        ] {
            #expect(!control.handlesPointerScrolling, "\(type(of: control))")
        }
    }
}

/// A mouse wheel's notches (`scrollWheel(by:at:)`): the wheel under the pointer moves a row
/// a notch as a user change; the rest of the controls, sideways turns over a picker, a
/// disabled control and bad input take nothing.
@MainActor
@Suite struct MouseWheelTests {
    @Test func notchesMoveTheWheelUnderThePointerAsAUserChange() {
        let (picker, source, _, log) = makePicker(rows: [10, 10])
        defer { withExtendedLifetime(source) {} }
        let first = CGPoint(x: picker.rect(forComponent: 0).midX, y: 108)
        let second = CGPoint(x: picker.rect(forComponent: 1).midX, y: 108)
        #expect(picker.scrollWheel(by: CGSize(width: 0, height: 2), at: first))
        #expect(picker.selectedRow(inComponent: 0) == 2 && picker.selectedRow(inComponent: 1) == 0)
        #expect(picker.scrollWheel(by: CGSize(width: 0, height: 1.7), at: second))  // whole notches only
        #expect(picker.selectedRow(inComponent: 1) == 1)
        #expect(picker.scrollWheel(by: CGSize(width: 0, height: -5), at: first))
        #expect(picker.selectedRow(inComponent: 0) == 0)  // stops at the first row
        #expect(log.count(of: .valueChanged) == 3)
        #expect(!picker.scrollWheel(by: CGSize(width: 3, height: 0), at: first))  // sideways: the page's
        #expect(!picker.scrollWheel(by: CGSize(width: 0, height: 0.4), at: first))
        #expect(!picker.scrollWheel(by: CGSize(width: 0, height: CGFloat.nan), at: first))
        #expect(!picker.scrollWheel(by: CGSize(width: 0, height: 1), at: CGPoint(x: CGFloat.nan, y: 0)))
        picker.isEnabled = false
        #expect(!picker.scrollWheel(by: CGSize(width: 0, height: 1), at: first))
        #expect(picker.selectedRow(inComponent: 0) == 0)
    }

    @Test func aHorizontalWheelTakesSidewaysAndUpAndDownTurns() {
        let (wheel, _, log) = makeWheel()
        #expect(wheel.scrollWheel(by: CGSize(width: 0, height: 1), at: CGPoint(x: 160, y: 22)))
        #expect(wheel.selectedIndex == 1)
        #expect(wheel.scrollWheel(by: CGSize(width: 2, height: 0), at: CGPoint(x: 160, y: 22)))
        #expect(wheel.selectedIndex == 3 && log.count(of: .valueChanged) == 2)
        wheel.layoutDirection = .rightToLeft
        #expect(wheel.scrollWheel(by: CGSize(width: 1, height: 0), at: CGPoint(x: 160, y: 22)))
        #expect(wheel.selectedIndex == 2)  // right-to-left: rightwards is back
        wheel.wraps = true  // around the ring, either way
        #expect(wheel.scrollWheel(by: CGSize(width: 0, height: -5), at: CGPoint(x: 160, y: 22)))
        #expect(wheel.selectedIndex == 7)
        #expect(wheel.scrollWheel(by: CGSize(width: 0, height: 23), at: CGPoint(x: 160, y: 22)))
        #expect(wheel.selectedIndex == 0)
    }

    @Test func slidersSteppersAndDialsLeaveTheWheelToThePage() {
        for control: Control in [RangeSlider(), ValueSlider(), ValueStepper(), Dial(), PinCodeField()] {
            control.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
            #expect(!control.scrollWheel(by: CGSize(width: 0, height: 1), at: CGPoint(x: 100, y: 100)), "\(type(of: control))")
        }
    }
}

/// The calendars and the date picker take a mouse wheel too (a month a notch, or their
/// wheels' rows), and ``Control/takesScrollWheel(_:at:)`` answers what a notch would do
/// without doing it.
@MainActor
@Suite struct CalendarMouseWheelTests {
    @Test func aNotchOverTheMonthTurnsAPageAndAskingMovesNothing() {
        let (calendar, log) = makeMonthCalendar()
        let grid = CGPoint(x: 160, y: 200)
        #expect(calendar.takesScrollWheel(CGSize(width: 0, height: 1), at: grid))
        #expect(calendar.visibleDateComponents.month == 12)  // asked only
        #expect(calendar.scrollWheel(by: CGSize(width: 0, height: 1), at: grid))
        calendar.clock.advance(by: 1)
        #expect(calendar.visibleDateComponents.month == 1 && calendar.visibleDateComponents.year == 2027)
        #expect(calendar.scrollWheel(by: CGSize(width: -1, height: 0), at: grid))
        calendar.clock.advance(by: 1)
        #expect(calendar.visibleDateComponents.month == 12)
        #expect(log.count(of: .valueChanged) == 0)  // paging is not a choice of date
        calendar.maximumDate = december(31)  // no later month: the page's scroll
        #expect(!calendar.takesScrollWheel(CGSize(width: 0, height: 1), at: grid))
        #expect(!calendar.scrollWheel(by: CGSize(width: 0, height: 1), at: CGPoint(x: 160, y: 2_000)))  // off the month
    }

    @Test func theDatePickersWheelsTakeANotchARowAndItsPillsNone() {
        let (wheels, log, _) = makeDatePicker(style: .wheels, mode: .date, size: CGSize(width: 320, height: 216))
        let before = wheels.date
        let middle = CGPoint(x: 160, y: 108)
        #expect(wheels.takesScrollWheel(CGSize(width: 0, height: 1), at: middle))
        #expect(wheels.scrollWheel(by: CGSize(width: 0, height: 1), at: middle))
        #expect(wheels.date != before && log.count(of: .valueChanged) == 1)
        let (compact, _, _) = makeDatePicker(style: .compact, mode: .date)
        #expect(!compact.takesScrollWheel(CGSize(width: 0, height: 1), at: CGPoint(x: 60, y: 22)))
    }

    @Test func hugeTurnsAreCappedNotACrash() {
        let (picker, source, _, _) = makePicker(rows: [10])
        defer { withExtendedLifetime(source) {} }
        let middle = CGPoint(x: picker.rect(forComponent: 0).midX, y: 108)
        #expect(picker.scrollWheel(by: CGSize(width: 0, height: 1e300), at: middle))
        #expect(picker.selectedRow(inComponent: 0) == 9)
        #expect(picker.scrollWheel(by: CGSize(width: 0, height: -CGFloat.greatestFiniteMagnitude), at: middle))
        #expect(picker.selectedRow(inComponent: 0) == 0)
        let (wheel, _, _) = makeWheel()
        #expect(wheel.scrollWheel(by: CGSize(width: 1e300, height: 0), at: CGPoint(x: 160, y: 22)))
        #expect(wheel.selectedIndex == 9)
    }
}
