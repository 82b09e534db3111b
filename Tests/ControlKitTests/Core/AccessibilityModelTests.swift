import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// The accessibility model screen readers are fed from: numbers with limits and
/// steps on every adjustable element, a settable value that goes through the control's
/// own rules, the focused element, and text entries that never spell a secure code.
@MainActor
@Suite struct AccessibilityModelTests {
    typealias NumericValue = AccessibilityElement.NumericValue

    @Test func numericValuesAreAlwaysUsable() {
        #expect(NumericValue(current: 5, minimum: 10, maximum: 0, step: 1) == NumericValue(current: 5, minimum: 0, maximum: 10, step: 1))
        let nan = NumericValue(current: .nan, minimum: -.infinity, maximum: 4, step: .nan)
        #expect(nan.current == 0 && nan.minimum == 0 && nan.maximum == 4 && nan.step == 0)
        #expect(NumericValue(current: 99, minimum: 0, maximum: 10, step: -1).current == 10)
        let huge = NumericValue(current: 1e308, minimum: -1e308, maximum: 1e308, step: 1e-300)
        #expect(huge.current == 1e308 && huge.step == 1e-300)
    }

    @Test func everyAdjustableElementHasANumber() {
        let range = RangeSlider.outOfTen()
        range.stepValue = 0.5
        #expect(
            range.accessibilityElements.map(\.numericValue) == [
                NumericValue(current: 2, minimum: 0, maximum: 10, step: 0.5), NumericValue(current: 8, minimum: 0, maximum: 10, step: 0.5),
            ])
        let (slider, _, _) = makeVolumeSlider()
        // Continuous: a tenth of the range per step.
        #expect(slider.accessibilityElements[0].numericValue == NumericValue(current: 50, minimum: 0, maximum: 100, step: 10))
        let stepper = ValueStepper()
        stepper.value = 3
        #expect(stepper.accessibilityElements[0].numericValue == NumericValue(current: 3, minimum: 0, maximum: 100, step: 1))
        #expect(stepper.accessibilityElements.dropFirst().allSatisfy { $0.numericValue == nil })  // the buttons
        let (dial, _, _) = makeDial { $0.selectedIndex = 4 }
        #expect(dial.accessibilityElements[0].numericValue == NumericValue(current: 4, minimum: 0, maximum: 11, step: 1))
        let (picker, _, _, _) = makePicker(rows: [7, 0])
        #expect(picker.accessibilityElements.map(\.numericValue) == [NumericValue(current: 0, minimum: 0, maximum: 6, step: 1), nil])
    }

    @Test func settingAThumbGoesThroughTheDragRules() {
        let slider = RangeSlider.outOfTen()
        slider.stepValue = 1
        let log = EventLog(slider)
        #expect(slider.performAccessibilityAction(.setValue(6.6), on: "upper"))
        #expect(slider.upperValue == 7)  // snapped
        #expect(slider.performAccessibilityAction(.setValue(9), on: "lower"))
        #expect(slider.lowerValue <= slider.upperValue)  // never crossed
        #expect(slider.performAccessibilityAction(.setValue(-1e308), on: "lower"))
        #expect(slider.lowerValue == 0)  // clamped
        #expect(!slider.performAccessibilityAction(.setValue(.nan), on: "lower"))
        #expect(!slider.performAccessibilityAction(.setValue(.infinity), on: "upper"))
        #expect(!slider.performAccessibilityAction(.setValue(3), on: "middle"))
        #expect(log.events == [.valueChanged, .valueChanged, .valueChanged])
        slider.isEnabled = false
        #expect(!slider.performAccessibilityAction(.setValue(5), on: "lower"))
        #expect(slider.lowerValue == 0)
    }

    @Test func settingOtherControlsUsesTheirRules() {
        let (slider, _, sliderLog) = makeVolumeSlider()
        #expect(slider.performAccessibilityAction(.setValue(250), on: "slider"))
        #expect(slider.value == 100)
        #expect(sliderLog.events == [.valueChanged])

        let stepper = ValueStepper()
        stepper.stepValue = 5
        let stepperLog = EventLog(stepper)
        #expect(stepper.performAccessibilityAction(.setValue(12), on: "stepper"))
        #expect(stepper.value == 10)  // on the steps
        #expect(stepperLog.events == [.valueChanged])
        #expect(!stepper.performAccessibilityAction(.setValue(12), on: "increment"))

        let (dial, _, dialLog) = makeDial()
        #expect(dial.performAccessibilityAction(.setValue(7.4), on: "dial"))
        #expect(dial.selectedIndex == 7)
        #expect(dial.performAccessibilityAction(.setValue(1e300), on: "dial"))
        #expect(dial.selectedIndex == 11)
        #expect(dialLog.events == [.valueChanged, .valueChanged])

        let (picker, _, _, pickerLog) = makePicker(rows: [10, 1_000_000_000])
        #expect(picker.performAccessibilityAction(.setValue(999_999_998.6), on: "component-1"))
        #expect(picker.selectedRow(inComponent: 1) == 999_999_999)
        #expect(!picker.performAccessibilityAction(.setValue(1), on: "component-2"))
        #expect(pickerLog.events == [.valueChanged])
    }

    @Test func datePickerWheelsAreNamedAndSettable() {
        let (picker, log) = makeDatePicker(.date)
        let elements = picker.accessibilityElements
        #expect(elements.map(\.label) == ["Date", "Month", "Day", "Year"])
        #expect(elements[1].numericValue?.maximum == 11)
        #expect(picker.performAccessibilityAction(.setValue(0), on: elements[1].id))  // January
        picker.clock.advance(by: 1)
        #expect(Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: picker.date).month == 1)
        #expect(log.events.contains(.valueChanged))
        let ru = makeDatePicker(.time, locale: "ru_RU").0
        #expect(ru.accessibilityElements.dropFirst().map(\.label) == ["Часы", "Минуты"])
    }

    @Test func theFocusedElementFollowsTheKeyboard() {
        let slider = RangeSlider.outOfTen()
        #expect(slider.accessibilityElements.allSatisfy { !$0.isFocused })
        slider.isFocused = true
        #expect(slider.accessibilityElements.filter(\.isFocused).map(\.id) == ["lower"])
        #expect(slider.focusElement("upper"))
        #expect(slider.keyboardThumb == .upper)
        #expect(slider.accessibilityElements.filter(\.isFocused).map(\.id) == ["upper"])
        #expect(!slider.focusElement("nothing"))
        #expect(slider.keyboardThumb == .upper)

        let (picker, _, _, _) = makePicker(rows: [3, 3, 3])
        #expect(picker.focusElement("component-2"))
        #expect(picker.keyboardComponent == 2)
        #expect(!picker.focusElement("component-3"))

        let stepper = ValueStepper()
        #expect(stepper.focusElement("stepper"))
        #expect(!stepper.focusElement("increment"))  // keys act on the value, not a button
    }

    @Test func aPinFieldIsATextEntryThatNeverSpellsASecureCode() {
        let pin = PinCodeField()
        pin.text = "27"
        var element = pin.accessibilityElements[0]
        #expect(element.traits.contains(.textEntry))
        #expect(element.text == "27" && !element.isSecureTextEntry)
        pin.isSecureTextEntry = true
        element = pin.accessibilityElements[0]
        #expect(element.text == "••" && element.isSecureTextEntry)
        #expect(!"\(element)".contains("27"))
        pin.isEnabled = false
        #expect(pin.accessibilityElements[0].traits.contains(.notEnabled))
    }

    // MARK: What an app (or a screen reader) does at an awkward moment

    @Test func aValueSetMidDragLeavesTheDraggedThumbWithTheFinger() {
        let (slider, finger, log) = makeSlider()
        finger.down(at: slider.upperThumbCenter)
        for _ in 0..<5 { finger.move(by: 2, 0, after: 0.016) }  // 2 pt steps
        #expect(slider.performAccessibilityAction(.setValue(4), on: "lower"))
        #expect(slider.lowerValue == 4)
        finger.move(by: 2, 0, after: 0.016)
        #expect(abs(slider.upperValue - (8 + 12 / 27.2)) < 1e-9)  // still following the finger
        #expect(slider.lowerValue == 4)
        finger.up()
        #expect(log.events.filter { $0 == .valueChanged }.count == 7)  // 5 moves, the set, 1 move
        #expect(log.events.last == .touchUpInside)
    }

    @Test func aValueSetMidAnimationStopsTheGlideThere() {
        let (slider, finger, _) = makeSlider()
        slider.setValues(lower: 6, upper: 8, animated: true)
        finger.wait(0.1)
        #expect(slider.performAccessibilityAction(.setValue(1), on: "lower"))
        #expect(finger.clock.isIdle)  // the glide stopped
        finger.wait(0.05)
        #expect(slider.lowerValue == 1 && slider.lowerThumbCenter.x == x(1))  // drawn where it was set
    }

    @Test func aHandlerThatDisablesTheControlStopsLaterSets() {
        let (slider, _, log) = makeSlider()
        slider.addAction(for: .valueChanged) { $0.isEnabled = false }
        #expect(slider.performAccessibilityAction(.setValue(5), on: "lower"))
        #expect(!slider.performAccessibilityAction(.setValue(6), on: "lower"))
        #expect(slider.lowerValue == 5 && log.events == [.valueChanged])
        #expect(slider.accessibilityElements.allSatisfy { $0.traits.contains(.notEnabled) })
    }

    @Test func aRowSetMidFlingStopsTheWheelOnIt() {
        let (picker, _, finger, log) = makePicker(rows: [100])
        finger.drag(from: CGPoint(x: 160, y: 200), to: CGPoint(x: 160, y: 20), steps: 6, duration: 0.1)
        #expect(picker.isSpinning(inComponent: 0))
        #expect(picker.performAccessibilityAction(.setValue(40), on: "component-0"))
        #expect(!picker.isSpinning(inComponent: 0))
        finger.wait(2)
        #expect(picker.selectedRow(inComponent: 0) == 40 && picker.position(inComponent: 0) == 40)
        #expect(log.events.filter { $0 == .valueChanged }.count == 1)
    }

    @Test func tinyAndHugeRangesTakeSetValuesExactly() {
        for (maximum, target) in [(1e-300, 3e-301), (1e308, 7e307), (1e308, 1e308)] {
            let slider = RangeSlider.outOfTen()
            slider.maximumValue = maximum
            slider.setValues(lower: 0, upper: maximum)  // starts away from the value it checks
            #expect(slider.performAccessibilityAction(.setValue(target), on: "lower"))
            #expect(slider.lowerValue == target, "\(maximum)")
            let n = slider.accessibilityElements[0].numericValue
            #expect(n?.current == target && n?.maximum == maximum)
        }
    }
}

/// A name an app gives a whole control (a view's label, a SwiftUI title).
@MainActor
@Suite struct WholeControlLabelTests {
    @Test func aControlOfSeveralPartsReadsTheNameBeforeEachPart() {
        let price = RangeSlider(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        price.setWholeControlAccessibilityLabel("Price")
        #expect(price.accessibilityElements.map(\.label) == ["Price, Minimum", "Price, Maximum"])
        #expect(price.accessibilityLabel == nil && price.wholeControlAccessibilityLabel == "Price")
        price.setWholeControlAccessibilityLabel(nil)
        #expect(price.accessibilityElements.map(\.label) == ["Minimum", "Maximum"])
    }

    @Test func aControlOfOnePartIsNamedByIt() {
        let volume = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        volume.setWholeControlAccessibilityLabel("Volume")
        #expect(volume.accessibilityElements.map(\.label) == ["Volume"] && volume.accessibilityGroupLabel == nil)
        #expect(volume.wholeControlAccessibilityLabel == "Volume")
    }

    /// Named before its parts exist, a control is named by the parts it has when read: a
    /// picker labelled before its data source gives it wheels reads the name before each.
    @Test func theNameFollowsThePartsTheControlHasWhenRead() {
        let picker = PickerView(bounds: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.setWholeControlAccessibilityLabel("Duration")
        picker.titles = [["1", "2"]]
        #expect(picker.accessibilityElements.map(\.label) == ["Duration"])
        picker.titles = [["1", "2"], ["00", "30"]]
        #expect(picker.accessibilityElements.map(\.label).allSatisfy { $0.hasPrefix("Duration, ") })
        #expect(picker.accessibilityElements.count == 2)
        picker.accessibilityLabel = "Hours"  // the app's own label for the first part comes first
        #expect(picker.accessibilityElements.first?.label == "Duration, Hours")
    }

    /// A host that reads the name once as its parts' group (UIKit's semantic group) gets
    /// it as the group's name while there are several parts; the parts keep their own.
    @Test func aHostThatNamesTheGroupGetsTheNameOnceAndThePartsStayUnprefixed() {
        let price = RangeSlider(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        price.wholeLabelNamesGroup = true
        #expect(price.wholeLabelGroupName == nil)  // no name yet
        price.setWholeControlAccessibilityLabel("Price")
        #expect(price.wholeLabelGroupName == "Price")
        #expect(price.accessibilityElements.map(\.label) == ["Minimum", "Maximum"])
        price.setWholeControlAccessibilityLabel("")
        #expect(price.wholeLabelGroupName == nil)
        #expect(price.accessibilityElements.map(\.label) == ["Minimum", "Maximum"])
        price.setWholeControlAccessibilityLabel("Price")
        price.wholeLabelNamesGroup = false  // a host with no groups: before each part again
        #expect(price.wholeLabelGroupName == nil)
        #expect(price.accessibilityElements.map(\.label) == ["Price, Minimum", "Price, Maximum"])
    }

    /// Voice Control: the parts of a control named as a group answer to the group's name
    /// with theirs, so two range sliders on a screen are told apart; the app's own prefix,
    /// read in the label, needs none.
    @Test func partsOfANamedGroupAnswerVoiceControlByBothNames() {
        let price = RangeSlider(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        price.wholeLabelNamesGroup = true
        #expect(price.accessibilityElements.allSatisfy { $0.userInputLabels.isEmpty })
        price.setWholeControlAccessibilityLabel("Price")
        #expect(price.accessibilityElements.map(\.userInputLabels) == [["Minimum", "Price Minimum"], ["Maximum", "Price Maximum"]])
        #expect(price.wholeLabelGroupName(partCount: 2) == "Price" && price.wholeLabelGroupName(partCount: 1) == nil)
        price.accessibilityGroupLabel = "Budget"
        #expect(price.accessibilityElements.allSatisfy { $0.userInputLabels.isEmpty })
        let volume = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        volume.wholeLabelNamesGroup = true
        volume.setWholeControlAccessibilityLabel("Volume")
        #expect(volume.accessibilityElements.map(\.label) == ["Volume"] && volume.accessibilityElements[0].userInputLabels.isEmpty)
    }

    /// A picker's delegate names what Voice Control accepts for each wheel, as
    /// `UIPickerViewAccessibilityDelegate`'s does.
    @Test func aPickersDelegateGivesEachWheelItsVoiceControlNames() {
        final class Names: PickerViewDataSource, PickerViewDelegate {
            func numberOfComponents(in pickerView: PickerView) -> Int { 2 }
            func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
            func pickerView(_ pickerView: PickerView, accessibilityUserInputLabelsForComponent component: Int) -> [String] {
                component == 0 ? ["Hours", "Hour", ""] : []
            }
        }
        let names = Names()
        let picker = PickerView(bounds: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = names
        picker.delegate = names
        #expect(picker.accessibilityElements.map(\.userInputLabels) == [["Hours", "Hour"], []])
    }

    @Test func aGroupNameFollowsThePartsAndGivesWayToTheAppsOwnPrefix() {
        let picker = PickerView(bounds: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.wholeLabelNamesGroup = true
        picker.setWholeControlAccessibilityLabel("Duration")
        #expect(picker.wholeLabelGroupName == nil)  // no wheels: nothing to group
        picker.titles = [["1", "2"]]
        #expect(picker.wholeLabelGroupName == nil)  // one part is named by it
        #expect(picker.accessibilityElements.map(\.label) == ["Duration"])
        picker.titles = [["1", "2"], ["00", "30"]]
        #expect(picker.wholeLabelGroupName == "Duration")
        #expect(picker.accessibilityElements.allSatisfy { !$0.label.hasPrefix("Duration") })
        picker.accessibilityGroupLabel = "Timer"  // the app's prefix is still read before each
        #expect(picker.accessibilityElements.allSatisfy { $0.label.hasPrefix("Timer, ") })
    }

    @Test func theCalendarsDaysAreNotPrefixedUnderAGroupName() {
        let calendar = MonthCalendar(bounds: CGRect(x: 0, y: 0, width: 320, height: 360))
        calendar.wholeLabelNamesGroup = true
        calendar.setWholeControlAccessibilityLabel("Check-in")
        let labels = calendar.accessibilityElements.map(\.label)
        #expect(labels.count > 30 && calendar.wholeLabelGroupName == "Check-in")
        #expect(labels.allSatisfy { !$0.contains("Check-in") })
    }
}
