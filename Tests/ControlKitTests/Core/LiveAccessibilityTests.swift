import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// What a host's element answers on each read (`accessibilityElement(withID:)`): the
/// control as it is now, never as it was at an earlier read.
@MainActor
@Suite struct LiveAccessibilityTests {
    @Test func aStepperElementReadsTheValueAfterAnIncrementAndItsLimit() {
        let stepper = ValueStepper.quantity(maximum: 3)
        stepper.value = 2
        let before = stepper.accessibilityElement(withID: "stepper")?.value
        #expect(stepper.performAccessibilityAction(.increment, on: "stepper"))
        let after = stepper.accessibilityElement(withID: "stepper")?.value
        #expect(before != after && after == stepper.accessibilityElements.first { $0.id == "stepper" }?.value)
        let plus = stepper.accessibilityElement(withID: "increment")
        #expect(plus?.traits.contains(.notEnabled) == true, "the + half at the maximum")
        #expect(stepper.accessibilityElement(withID: "nothing") == nil)
    }

    @Test func aThumbElementsFrameFollowsADrag() {
        let (slider, finger, _) = makeSlider()
        let before = slider.accessibilityElement(withID: "lower")?.frame
        finger.drag(from: slider.lowerThumbCenter, to: CGPoint(x: x(5), y: 22))
        let after = slider.accessibilityElement(withID: "lower")?.frame
        #expect(before != nil && after != nil && after!.midX > before!.midX + 50)
    }

    @Test func theAppsLabelIsTheFirstElementsLabel() {
        let slider = ValueSlider()
        slider.accessibilityLabel = "Brightness"
        #expect(slider.accessibilityElement(withID: "slider")?.label == "Brightness")
    }
}

/// A code rejected after the fact (a server's answer), and focus a control takes itself
/// reaching its host.
@MainActor
@Suite struct PinRejectionAndFocusTests {
    final class FocusHost: ControlHost {
        var focusChanges: [Bool] = []
        func controlNeedsDisplay(_ control: Control) {}
        func controlNeedsLayout(_ control: Control) {}
        func controlDidChangeFocus(_ control: Control) { focusChanges.append(control.isFocused) }
    }

    @Test func aRejectedCodeIsInvalidWithTheErrorFeedbackUntilItChanges() {
        let pin = PinCodeField()
        pin.validator = nil
        let haptics = RecordingHaptics()
        pin.haptics = haptics
        let finger = Finger(on: pin)
        let log = EventLog(pin)
        pin.reject()  // not filled: nothing to reject
        #expect(!pin.isInvalid && haptics.played.isEmpty)
        pin.text = "2580"
        #expect(pin.isValid)
        log.clear()
        haptics.clear()
        pin.reject()
        #expect(pin.isInvalid && !pin.isValid && pin.state.contains(PinCodeField.invalid))
        #expect(haptics.played == [.notification(.error)] && log.events.isEmpty, "\(haptics.played)")
        finger.wait(0.1)
        #expect(pin.shakeOffset != 0)
        finger.wait(0.5)
        #expect(pin.shakeOffset == 0 && pin.isInvalid, "the shake ends, the rejection stays")
        pin.deleteBackward()
        pin.insertText("1")
        #expect(pin.isValid && !pin.isInvalid, "another code is judged afresh")
        pin.text = "2580"
        #expect(pin.isInvalid, "the same code again is still the rejected one")
    }

    @Test func aRejectionIsAnnouncedAndReadInTheValue() {
        final class Announcer: ControlHost {
            var said: [String] = []
            func controlNeedsDisplay(_ control: Control) {}
            func controlNeedsLayout(_ control: Control) {}
            func control(_ control: Control, announces text: String) { said.append(text) }
        }
        let pin = PinCodeField()
        pin.validator = nil
        let host = Announcer()
        pin.host = host
        pin.text = "2580"
        #expect(!(pin.accessibilityElements[0].value ?? "").contains("Incorrect"))
        pin.reject()
        #expect(host.said == ["Incorrect code"])
        #expect(pin.accessibilityElements[0].value == "2 5 8 0, 4 of 4 digits entered, Incorrect code")  // not secure: spelled
    }

    @Test func beginEditingTellsTheHostSoItsFocusFollows() {
        let pin = PinCodeField()
        let host = FocusHost()
        pin.host = host
        pin.beginEditing()
        pin.endEditing()
        #expect(host.focusChanges == [true, false])
    }
}

/// Paste, from the host's pasteboard: offered to VoiceOver only while there is text,
/// performed by paste(_:)'s rules.
@MainActor
@Suite struct PinPasteTests {
    @Test func pasteIsOfferedWhileThePasteboardHasTextAndFollowsTypingsRules() {
        let pin = PinCodeField()
        pin.validator = nil
        #expect(pin.accessibilityElements[0].customActions.isEmpty, "no pasteboard: no paste")
        final class Board {
            var text: String?
            var reads = 0
        }
        let board = Board()
        pin.pasteboardHasText = { board.text != nil }
        pin.pasteboardText = {
            board.reads += 1
            return board.text
        }
        #expect(pin.accessibilityElements[0].customActions.isEmpty && !pin.pasteFromPasteboard())
        board.text = "Your code: 48-21 99"
        for _ in 0..<5 { _ = pin.accessibilityElements }
        #expect(board.reads == 0, "offering Paste never reads the pasteboard (iOS would ask the user)")
        #expect(pin.accessibilityElements[0].customActions == ["Paste"])
        let log = EventLog(pin)
        #expect(pin.performAccessibilityAction(.custom("Paste"), on: "pin"))
        #expect(pin.text == "4821" && log.count(of: .editingChanged) == 1 && log.count(of: .primaryActionTriggered) == 1)
        #expect(board.reads == 1, "read once, to paste")
        pin.isEnabled = false
        #expect(pin.accessibilityElements[0].customActions.isEmpty)
        pin.isEnabled = true
        pin.locale = Locale(identifier: "ru_RU")
        #expect(pin.accessibilityElements[0].customActions == ["Вставить"])
    }
}

/// A row the delegate draws itself is read by the accessibility title it gives (UIKit reads
/// a row view's label), not as "?".
@MainActor
@Suite struct DrawnRowAccessibilityTests {
    final class Swatches: PickerViewDataSource, PickerViewDelegate {
        let names = ["Red", "Green", "Blue"]
        func numberOfComponents(in pickerView: PickerView) -> Int { 1 }
        func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { names.count }
        func pickerView(_ pickerView: PickerView, drawRow row: Int, forComponent component: Int, in canvas: DrawingCanvas, rect: CGRect)
            -> Bool
        {
            canvas.fill(DrawingPath(rect: rect), with: .color(.systemRed), rule: .nonZero)
            return true
        }
        func pickerView(_ pickerView: PickerView, accessibilityTitleForRow row: Int, forComponent component: Int) -> String? {
            names[row]
        }
    }

    @Test func aDrawnRowReadsItsAccessibilityTitle() {
        let picker = PickerView(bounds: CGRect(x: 0, y: 0, width: 320, height: 216))
        let swatches = Swatches()
        picker.dataSource = swatches
        picker.delegate = swatches
        picker.selectRow(1, inComponent: 0, animated: false)
        #expect(picker.accessibilityElements[0].value == "Green")
        #expect(picker.title(forRow: 1, inComponent: 0) == "?")  // nothing to draw as text
    }
}

/// What the SwiftUI stepper does to its halves: a blank value is read as none on every
/// element it is set for.
@MainActor
@Suite struct BlankValueTests {
    @Test func aBlankValueOnEachElementHidesTheRestingValue() {
        let stepper = ValueStepper.quantity()
        #expect(stepper.accessibilityElement(withID: "increment")?.value?.isEmpty == false)
        for element in ["stepper", "increment", "decrement"] { stepper.setAccessibilityValue("", forElement: element) }
        #expect(stepper.accessibilityElements.allSatisfy { $0.value?.isEmpty ?? true }, "\(stepper.accessibilityElements.map(\.value))")
    }
}
