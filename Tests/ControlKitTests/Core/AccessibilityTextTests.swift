import ControlKitTesting
import Foundation
import Testing

@testable import ControlKit

/// Every label, value and hint is settable; the built-in ones are localized.
@MainActor
@Suite struct AccessibilityTextTests {
    let english = Locale(identifier: "en_US")
    let russian = Locale(identifier: "ru_RU")

    @Test func builtInTextsSpeakRussian() {
        let range = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        range.locale = russian
        #expect(range.accessibilityElements.map(\.label) == ["Минимум", "Максимум"])
        let slider = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 200, height: 34))
        slider.locale = russian
        slider.value = 0.5
        #expect(slider.accessibilityElements.first?.label == "Ползунок")
        #expect(slider.accessibilityElements.first?.value == "50 %")
        let stepper = ValueStepper(bounds: CGRect(x: 0, y: 0, width: 94, height: 32))
        stepper.locale = russian
        #expect(stepper.accessibilityElements.map(\.label) == ["Степпер", "Уменьшить", "Увеличить"])
        #expect(stepper.accessibilityElements.first?.customActions == ["Увеличить", "Уменьшить"])
        #expect(stepper.performAccessibilityAction(.custom("Увеличить"), on: "stepper") && stepper.value == 1)
        let pin = PinCodeField(bounds: CGRect(x: 0, y: 0, width: 240, height: 64))
        pin.locale = russian
        pin.isSecureTextEntry = true
        pin.text = "25"
        let element = pin.accessibilityElements.first
        #expect(element?.label == "PIN-код" && element?.value == "Введено цифр: 2 из 4")
        #expect(element?.hint == "Коснитесь дважды, чтобы ввести код")
    }

    @Test func englishAndUnknownLanguagesReadEnglish() {
        for identifier in ["en_US", "de_DE", "ja_JP", ""] {
            let pin = PinCodeField(bounds: CGRect(x: 0, y: 0, width: 240, height: 64))
            pin.locale = Locale(identifier: identifier)
            pin.allowedCharacters = Set("ABCD")
            pin.text = "AB"
            #expect(pin.accessibilityElements.first?.value == "A B, 2 of 4 characters entered", "\(identifier)")
        }
    }

    @Test func appLabelsValuesAndHintsReplaceTheBuiltInOnes() {
        let range = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        range.locale = english
        range.accessibilityLabel = "Lowest price"
        range.setAccessibilityLabel("Highest price", forElement: "upper")
        range.setAccessibilityHint("Drag to change", forElement: "upper")
        range.setAccessibilityValue("eight dollars", forElement: "upper")
        let elements = range.accessibilityElements
        #expect(elements.map(\.label) == ["Lowest price", "Highest price"])
        #expect(elements[1].hint == "Drag to change" && elements[1].value == "eight dollars")
        #expect(elements[0].value == "2")  // the formatter still speaks for the lower thumb
        #expect(range.accessibilityLabel == "Lowest price")
        range.accessibilityLabel = nil
        #expect(range.accessibilityElements.first?.label == "Minimum" && range.accessibilityLabel == nil)
    }

    @Test func aLabelSetBeforeTheControlHasElementsIsReadOnceItHasThem() {
        let picker = PickerView(bounds: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.accessibilityLabel = "Room type"  // an app's viewDidLoad, before any rows
        picker.accessibilityHint = "Swipe up or down"
        #expect(picker.accessibilityElements.isEmpty && picker.accessibilityLabel == "Room type")
        picker.titles = [["Single", "Double"]]
        #expect(picker.accessibilityElements.first?.label == "Room type")
        #expect(picker.accessibilityElements.first?.hint == "Swipe up or down")
        picker.setAccessibilityLabel("Beds", forElement: picker.accessibilityElements[0].id)  // by id: wins
        #expect(picker.accessibilityElements.first?.label == "Beds")
    }

    @Test func settingATextAsksTheHostToRefresh() {
        final class Host: ControlHost {
            var displays = 0
            func controlNeedsDisplay(_ control: Control) { displays += 1 }
            func controlNeedsLayout(_ control: Control) {}
        }
        let host = Host()
        let button = ActionButton(title: "OK")
        button.host = host
        button.accessibilityHint = "Sends the form"
        #expect(host.displays == 1 && button.accessibilityElements.first?.hint == "Sends the form")
    }

    @Test func stringsFilesParse() {
        let table = LocalizedStrings.parse(#"/* c */ "a" = "b"; "q\"uote" = "x\ny";"#)
        #expect(table == ["a": "b", "q\"uote": "x\ny"])
    }

    @Test func stateNamesComeFromKeyPathDescriptionsWhenTheyHaveNames() {
        #expect(Control.stateName(from: "\\PinCodeField.isFilled", inverted: false) == "filled")
        #expect(Control.stateName(from: "\\Toggle.isOn", inverted: true) == "notOn")
        #expect(Control.stateName(from: "\\Door.open", inverted: false) == "open")
        #expect(Control.stateName(from: "<computed 0x000055ccd8e69a90 (Bool)>", inverted: false) == nil)
    }
}
