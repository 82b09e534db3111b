import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// The SwiftUI update rule (``ControlConfiguration``): a parent's re-render writes only what
/// changed and never moves a value the user is moving; and `onEditingChanged`'s source,
/// ``Control/observeEditing(_:)``.
@MainActor
@Suite struct ConfigurationTests {
    /// A date picker in date mode, and the configuration that describes it as it is.
    func datePicker() -> (WheelDatePicker, WheelDatePicker.Configuration) {
        let (picker, _) = makeDatePicker(.date)
        let configuration = WheelDatePicker.Configuration(
            date: picker.date, datePickerMode: .date, locale: picker.locale, calendar: picker.calendar ?? picker.effectiveCalendar,
            timeZone: picker.timeZone)
        return (picker, configuration)
    }

    /// The middle of wheel `index`, as VoiceOver sees it.
    func wheelX(_ picker: WheelDatePicker, _ index: Int) -> CGFloat {
        picker.accessibilityElements.first { $0.id == "component-\(index)" }?.frame.midX ?? 0
    }

    /// Flings the first wheel of `picker` upward and lets `coast` seconds pass.
    func fling(_ finger: Finger, x: CGFloat, coast: TimeInterval) {
        finger.drag(from: CGPoint(x: x, y: 160), to: CGPoint(x: x, y: 60), steps: 5, duration: 0.05)
        finger.wait(coast)
    }

    @Test func reapplyingTheSameDatePickerConfigurationMidFlingChangesNothing() {
        let (picker, configuration) = datePicker()
        let (twin, _) = datePicker()
        let x = wheelX(picker, 0)
        let finger = Finger(on: picker), twinFinger = Finger(on: twin)
        fling(finger, x: x, coast: 0.1)
        fling(twinFinger, x: x, coast: 0.1)
        #expect(picker.isSpinning)
        configuration.apply(to: picker)  // what a parent's re-render hands over mid-fling
        #expect(picker.isSpinning, "an equal configuration must not stop the fling")
        finger.wait(5)
        twinFinger.wait(5)
        #expect(!picker.isSpinning)
        #expect(picker.date == twin.date)
        #expect(picker.date != configuration.date, "the fling chose another date")
    }

    @Test func reapplyingMidDragChangesNothingAndTheDragGoesOn() {
        let (picker, configuration) = datePicker()
        let (twin, _) = datePicker()
        let x = wheelX(picker, 0)
        let finger = Finger(on: picker), twinFinger = Finger(on: twin)
        for f in [finger, twinFinger] {
            f.down(at: CGPoint(x: x, y: 108))
            f.move(to: CGPoint(x: x, y: 60), after: 0.2)
        }
        configuration.apply(to: picker)
        for f in [finger, twinFinger] {
            f.move(to: CGPoint(x: x, y: 30), after: 0.2)
            f.up(after: 0.2)
            f.wait(3)
        }
        #expect(picker.date == twin.date)
        #expect(picker.date != configuration.date)
    }

    @Test func limitsFromDateNowAtEveryRenderDoNotStopAFling() {
        // `CalendarDatePickerControl(…, in: Date()...)`: each render gives a minimum a few ms later.
        let (picker, configuration) = datePicker()
        let start = picker.date.addingTimeInterval(-86_400 * 30)
        var withLimits = configuration
        withLimits.minimumDate = start
        withLimits.apply(to: picker)
        _ = DisplayList.record { picker.render(in: $0) }
        let finger = Finger(on: picker, clock: picker.clock)
        fling(finger, x: wheelX(picker, 0), coast: 0.05)
        #expect(picker.isSpinning)
        for ms in 1...5 {
            var render = withLimits
            render.minimumDate = start.addingTimeInterval(Double(ms) / 1000)
            render.apply(to: picker)
            #expect(picker.isSpinning, "render \(ms)")
        }
        // Limits that do move the date still do, once the wheels rest.
        picker.clock.advance(by: 6)
        var ahead = withLimits
        ahead.minimumDate = picker.date.addingTimeInterval(86_400 * 400)
        ahead.apply(to: picker)
        #expect(picker.date == ahead.minimumDate)
    }

    @Test func aChangedLocaleOrDateIsWrittenAndAnEqualOneIsNot() {
        let (picker, configuration) = datePicker()
        _ = DisplayList.record { picker.render(in: $0) }  // on screen: changes from now on animate
        var changed = configuration
        changed.locale = Locale(identifier: "ru_RU")
        changed.apply(to: picker)
        #expect(picker.locale.identifier == "ru_RU")
        var later = changed
        later.date = configuration.date.addingTimeInterval(86_400 * 3)
        later.apply(to: picker)
        #expect(picker.isSpinning, "a new date spins the wheels there, as SwiftUI animates it")
        picker.clock.advance(by: 2)
        #expect(picker.date == later.date)
        // A calendar equal to the one shown does not rebuild the wheels: a fling goes on.
        let finger = Finger(on: picker, clock: picker.clock)
        fling(finger, x: wheelX(picker, 0), coast: 0.1)
        picker.calendar = Calendar(identifier: .gregorian)
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.locale = Locale(identifier: "ru_RU")
        #expect(picker.isSpinning)
    }

    @Test func aChangedValueListReTitlesTheWheelAndKeepsTheSelection() {
        let picker = PickerView(titles: [["Red", "Green", "Blue"]], bounds: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.clock = FrameClock()
        PickerView.Configuration(titles: [["Red", "Green", "Blue"]], selectedRows: [2]).apply(to: picker)
        picker.clock.advance(by: 2)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        PickerView.Configuration(titles: [["Red", "Green", "Blue", "Black"]], selectedRows: [3]).apply(to: picker)
        #expect(picker.numberOfRows(inComponent: 0) == 4)
        #expect(picker.titles == [["Red", "Green", "Blue", "Black"]])
        #expect(picker.delegate?.pickerView(picker, titleForRow: 3, forComponent: 0) == "Black")
        picker.clock.advance(by: 2)
        #expect(picker.selectedRow(inComponent: 0) == 3)
        // A selection not in the list (−1) leaves the wheel where it is.
        PickerView.Configuration(titles: [["Red", "Green", "Blue", "Black"]], selectedRows: [-1]).apply(to: picker)
        #expect(!picker.isSpinning(inComponent: 0))
        #expect(picker.selectedRow(inComponent: 0) == 3)
    }

    @Test func aConfigurationWithoutTitlesLeavesTheDataSourcesRowsAndSelects() {
        let (picker, source, _, _) = makePicker(rows: [5])  // rows a SwiftUI ForEach draws as views
        picker.clock = FrameClock()
        PickerView.Configuration(titles: nil, selectedRows: [4]).apply(to: picker)
        picker.clock.advance(by: 2)
        #expect(picker.titles == nil && picker.dataSource === source && picker.numberOfRows(inComponent: 0) == 5)
        #expect(picker.selectedRow(inComponent: 0) == 4)
    }

    @Test func aWheelPickerConfigurationDoesNotStopAFling() {
        let titles = [(0..<100).map(String.init)]
        let picker = PickerView(titles: titles, bounds: CGRect(x: 0, y: 0, width: 320, height: 216))
        let finger = Finger(on: picker)
        fling(finger, x: 160, coast: 0.05)
        #expect(picker.isSpinning(inComponent: 0))
        let row = picker.selectedRow(inComponent: 0)
        // The binding still holds row 0 (it hears the user's row when the wheel settles).
        PickerView.Configuration(titles: titles, selectedRows: [0]).apply(to: picker)
        #expect(picker.isSpinning(inComponent: 0))
        finger.wait(5)
        #expect(picker.selectedRow(inComponent: 0) > row)
    }

    @Test func sliderAndStepperConfigurationsWriteOnlyWhatDiffers() {
        let slider = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 200, height: 44))
        let configuration = ValueSlider.Configuration(value: 30, bounds: 10...50, step: 5)
        configuration.apply(to: slider)
        #expect(slider.minimumValue == 10 && slider.maximumValue == 50 && slider.stepValue == 5 && slider.value == 30)
        // Bounds moved wholly past the old ones arrive intact (not clamped on the way).
        ValueSlider.Configuration(value: 150, bounds: 100...200, step: 0).apply(to: slider)
        #expect(slider.minimumValue == 100 && slider.maximumValue == 200 && slider.value == 150)
        // While the thumb is dragged the user's value stands.
        let finger = Finger(on: slider)
        finger.down(
            at: slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 150).center)
        finger.move(by: 40, 0, after: 0.05)
        let dragged = slider.value
        #expect(dragged > 150)
        ValueSlider.Configuration(value: 150, bounds: 100...200, step: 0).apply(to: slider)
        #expect(slider.value == dragged)
        finger.up()

        let stepper = ValueStepper(bounds: CGRect(x: 0, y: 0, width: 94, height: 32))
        ValueStepper.Configuration(value: 4, bounds: 0...8, step: 2).apply(to: stepper)
        #expect(stepper.value == 4 && stepper.maximumValue == 8 && stepper.stepValue == 2)
    }

    // MARK: Editing (SwiftUI's onEditingChanged)

    func editingLog(_ control: Control) -> () -> [Bool] {
        var reports: [Bool] = []
        control.observeEditing { _, editing in reports.append(editing) }
        return { reports }
    }

    @Test func editingIsReportedOnceAtEachEndOfATouch() {
        let slider = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 200, height: 44))
        let reports = editingLog(slider)
        let finger = Finger(on: slider)
        finger.drag(from: CGPoint(x: 14, y: 22), to: CGPoint(x: 120, y: 22))
        #expect(reports() == [true, false])
        finger.tap(at: CGPoint(x: 120, y: 22))
        #expect(reports() == [true, false, true, false])
        finger.down(at: CGPoint(x: 120, y: 22))
        finger.cancel()
        #expect(reports() == [true, false, true, false, true, false])
    }

    @Test func disablingTheControlMidTouchEndsEditingOnce() {
        let slider = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 200, height: 44))
        let reports = editingLog(slider)
        slider.addAction(for: .valueChanged) { slider in slider.isEnabled = false }
        let finger = Finger(on: slider)
        finger.down(at: CGPoint(x: 14, y: 22))
        finger.move(to: CGPoint(x: 100, y: 22), after: 0.05)
        #expect(!slider.isEnabled)
        #expect(reports() == [true, false])
        finger.up()
        #expect(reports() == [true, false], "the lifted finger no longer belongs to the control")
    }

    @Test func editingEndsAfterTheReleaseValueAndBeforeTouchUp() {
        let slider = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 200, height: 44))
        slider.isContinuous = false
        var order: [String] = []
        slider.observeEditing { _, editing in order.append(editing ? "began" : "ended") }
        slider.addAction(for: [.touchDown, .valueChanged, .touchUpInside]) { _ in order.append("event") }
        let finger = Finger(on: slider)
        finger.drag(from: CGPoint(x: 14, y: 22), to: CGPoint(x: 120, y: 22))
        #expect(order == ["began", "event", "event", "ended", "event"])
    }

    @Test func aTouchTheControlRefusesReportsNothing() {
        let stepper = ValueStepper(bounds: CGRect(x: 0, y: 0, width: 94, height: 32))
        stepper.isEnabled = false
        let reports = editingLog(stepper)
        Finger(on: stepper).tap(at: CGPoint(x: 70, y: 16))
        #expect(reports().isEmpty)
    }

    // MARK: Accidents

    @Test func anEditingObserverThatCancelsTheTouchHearsItsEndOnce() {
        let slider = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 200, height: 44))
        var reports: [Bool] = []
        slider.observeEditing { slider, editing in
            reports.append(editing)
            if editing { slider.touchCancel() }
        }
        let log = EventLog(slider)
        let finger = Finger(on: slider)
        finger.down(at: CGPoint(x: 14, y: 22))
        finger.move(by: 2, 0, after: 0.016)  // 2 pt steps after the cancel reach nothing
        finger.move(by: 2, 0, after: 0.016)
        finger.up()
        #expect(reports == [true, false])
        #expect(!slider.isTracking && slider.value == 0)
        #expect(log.events == [.touchCancel])
    }

    @Test func configurationsKeepMagnitudesFrom1eMinus300To1e308() {
        let slider = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 200, height: 44))
        for (bounds, value) in [(1e-300...3e-300, 2e-300), (-1e308...1e308, 1e307), (0...1e308, 1e-300)] {
            let configuration = ValueSlider.Configuration(value: value, bounds: bounds, step: 0)
            configuration.apply(to: slider)
            #expect(slider.minimumValue == bounds.lowerBound && slider.maximumValue == bounds.upperBound)
            #expect(slider.value == value, "\(bounds)")
            // Applied again: an equal configuration writes nothing, so nothing redraws.
            _ = DisplayList.record { slider.render(in: $0) }
            configuration.apply(to: slider)
            #expect(!slider.needsDisplay)
        }
    }

    @Test func aNewDateCaughtByATouchMidAnimationStaysWhereTheFingerHoldsIt() throws {
        let (picker, _) = makeDatePicker(.date)
        let configuration = WheelDatePicker.Configuration(
            date: pickerNow.addingTimeInterval(86_400 * 40), datePickerMode: .date, locale: picker.locale,
            calendar: picker.calendar ?? picker.effectiveCalendar, timeZone: picker.timeZone)
        _ = DisplayList.record { picker.render(in: $0) }  // on screen
        configuration.apply(to: picker)  // spins the wheels there
        picker.clock.advance(by: 0.05)
        #expect(picker.isSpinning)
        let finger = Finger(on: picker, clock: picker.clock)
        let month = try #require(picker.layout.columns.firstIndex(of: .month))
        let x = picker.rect(forComponent: month).midX
        #expect(picker.isSpinning(inComponent: month))
        #expect(finger.down(at: CGPoint(x: x, y: 108)))  // a touch catches that wheel's spin
        #expect(!picker.isSpinning(inComponent: month) && picker.isTracking)
        let held = picker.selectedRow(inComponent: month)
        configuration.apply(to: picker)  // a re-render while the finger holds a wheel
        #expect(!picker.isSpinning(inComponent: month) && picker.selectedRow(inComponent: month) == held, "the user's hold wins")
        finger.up(after: 0.016)
    }

    /// A parent re-rendering mid-turn hands the dial the item it last rested on (a
    /// non-continuous dial tells the binding only when it rests): the turn and the coast
    /// stand; once it rests on a new item, the same configuration is no change at all.
    @Test func aDialConfigurationNeverYanksATurnOrACoast() {
        let (dial, finger, log) = makeDial()
        _ = DisplayList.record { dial.render(in: $0) }  // on screen
        let stale = Dial.Configuration(numberOfItems: 12, selectedIndex: 0)
        finger.down(at: onCircle(0))
        for degrees in stride(from: 5.0, through: 60, by: 5) {
            finger.move(to: onCircle(degrees), after: 0.016)
            stale.apply(to: dial)  // re-renders while the finger turns
        }
        let turned = dial.position
        #expect(turned < -1.5, "the turn stands")
        finger.up(after: 0.016)
        #expect(dial.isSpinning)
        finger.wait(0.05)
        stale.apply(to: dial)
        #expect(dial.isSpinning, "the coast stands")
        finger.wait(5)
        let rested = dial.selectedIndex
        #expect(rested != 0 && !dial.isSpinning && log.count(of: .valueChanged) == 1)
        Dial.Configuration(numberOfItems: 12, selectedIndex: rested).apply(to: dial)  // the binding caught up
        #expect(!dial.isSpinning && dial.selectedIndex == rested)
        Dial.Configuration(numberOfItems: 12, selectedIndex: 3).apply(to: dial)  // the app picks another
        #expect(dial.isSpinning)
        finger.wait(5)
        #expect(dial.selectedIndex == 3 && log.count(of: .valueChanged) == 1)  // programmatic: no event
    }

    @Test func aRangeSliderConfigurationLeavesADraggedThumbAlone() {
        let (slider, finger, _) = makeSlider()
        let stale = RangeSlider.Configuration(values: 2...8, bounds: 0...10, step: 0)
        finger.down(at: slider.upperThumbCenter)
        finger.move(by: -27.2, 0)
        stale.apply(to: slider)  // a re-render before the binding has the drag's value
        #expect(near(slider.upperValue, 7))
        finger.up()
        stale.apply(to: slider)  // after the touch: the configuration is the app's word
        #expect(slider.lowerValue == 2 && slider.upperValue == 8)
        _ = DisplayList.record { slider.render(in: $0) }
        stale.apply(to: slider)
        #expect(!slider.needsDisplay, "an equal configuration writes nothing")
        RangeSlider.Configuration(values: 1...5, bounds: 0...20, step: 1).apply(to: slider)
        #expect(slider.maximumValue == 20 && slider.stepValue == 1 && slider.lowerValue == 1 && slider.upperValue == 5)
    }

    /// A view that appears shows its value: before the control is first drawn a
    /// configuration puts the dial, the wheels and the date there at once; once drawn,
    /// a change animates (as SwiftUI's Picker and DatePicker).
    @Test func aConfigurationBeforeTheFirstFrameJumpsAndAfterItAnimates() {
        let (dial, _, _) = makeDial()
        Dial.Configuration(numberOfItems: 12, selectedIndex: 4).apply(to: dial)
        #expect(dial.selectedIndex == 4 && !dial.isSpinning)
        _ = DisplayList.record { dial.render(in: $0) }
        Dial.Configuration(numberOfItems: 12, selectedIndex: 7).apply(to: dial)
        #expect(dial.isSpinning)

        let (picker, _, _, _) = makePicker(rows: [30])
        PickerView.Configuration(titles: [(0..<30).map { "Row \($0)" }], selectedRows: [9]).apply(to: picker)
        #expect(picker.selectedRow(inComponent: 0) == 9 && !picker.isSpinning(inComponent: 0))

        let (datePicker, configuration) = self.datePicker()
        var later = configuration
        later.date = configuration.date.addingTimeInterval(86_400 * 3)
        later.apply(to: datePicker)
        #expect(datePicker.date == later.date && !datePicker.isSpinning)
    }
}
