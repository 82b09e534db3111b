import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// Typing a value: a tap on the label edits it; Return or leaving commits through the
/// limits and step; bad text is refused, never clamped.
@MainActor
@Suite struct StepperTextEntryTests {
    /// A 180 × 32 stepper with its label, 0…10 by 0.5, typing allowed.
    func typingStepper() -> (ValueStepper, Finger, EventLog, RecordingHaptics) {
        let haptics = RecordingHaptics()
        let (stepper, finger, log) = makeStepper {
            $0.bounds = CGRect(x: 0, y: 0, width: 180, height: 32)
            $0.showsValueLabel = true
            $0.allowsValueTextEntry = true
            $0.locale = Locale(identifier: "en_US")
            $0.updateModel { m in
                m.maximumValue = 10
                m.stepValue = 0.5
                m.setValue(2)
            }
            $0.haptics = haptics
        }
        return (stepper, finger, log, haptics)
    }

    @Test func aTapOnTheLabelBeginsEditingAndTakesTheKeyboard() {
        let (stepper, finger, log, _) = typingStepper()
        finger.tap(at: CGPoint(x: stepper.labelRect.midX, y: 16))
        #expect(stepper.isEditingValueText && stepper.valueText == "" && stepper.isFocused)
        #expect(stepper.value == 2 && log.count(of: .valueChanged) == 0)
    }

    @Test func returnCommitsATypedValueSnappedToTheStep() {
        let (stepper, _, log, _) = typingStepper()
        stepper.beginValueTextEditing()
        for key in "7.3a" { _ = stepper.keyDown(.character(key)) }  // the letter is dropped
        #expect(stepper.valueText == "7.3")
        #expect(stepper.keyDown(.enter))
        #expect(stepper.value == 7.5 && !stepper.isEditingValueText)
        #expect(log.count(of: .valueChanged) == 1)
    }

    @Test func textOutsideTheLimitsIsRefusedNotClamped() {
        let (stepper, _, log, haptics) = typingStepper()
        stepper.beginValueTextEditing()
        stepper.insertValueText("11")
        #expect(!stepper.commitValueText())
        #expect(stepper.isEditingValueText && stepper.value == 2 && log.count(of: .valueChanged) == 0)
        #expect(haptics.played == [.notification(.error)])
        stepper.deleteValueTextBackward()
        #expect(stepper.commitValueText() && stepper.value == 1)
    }

    @Test func aCommaLocaleTakesEitherSeparator() {
        let (stepper, _, _, _) = typingStepper()
        stepper.locale = Locale(identifier: "de_DE")
        stepper.beginValueTextEditing()
        stepper.insertValueText("4.5")
        #expect(stepper.valueText == "4,5")
        #expect(stepper.value(forText: "4,5") == 4.5 && stepper.value(forText: "abc") == nil && stepper.value(forText: "") == nil)
        stepper.commitValueText()
        #expect(stepper.value == 4.5)
    }

    @Test func escapeAndEmptyTextKeepTheValue() {
        let (stepper, _, log, _) = typingStepper()
        stepper.beginValueTextEditing()
        stepper.insertValueText("9")
        _ = stepper.keyDown(.escape)
        #expect(!stepper.isEditingValueText && stepper.value == 2)
        stepper.beginValueTextEditing()
        #expect(stepper.commitValueText() && stepper.value == 2)
        #expect(log.count(of: .valueChanged) == 0)
    }

    @Test func leavingCommitsOrDropsRefusedText() {
        let (stepper, _, _, _) = typingStepper()
        stepper.beginValueTextEditing()
        stepper.insertValueText("3")
        stepper.isFocused = false
        #expect(stepper.value == 3 && !stepper.isEditingValueText)
        stepper.beginValueTextEditing()
        stepper.insertValueText("99")
        stepper.isFocused = false
        #expect(stepper.value == 3 && !stepper.isEditingValueText)
    }

    @Test func withoutTheOptionOrTheLabelATapDoesNothing() {
        let (stepper, finger, _, _) = typingStepper()
        stepper.allowsValueTextEntry = false
        finger.tap(at: CGPoint(x: stepper.labelRect.midX, y: 16))
        #expect(!stepper.isEditingValueText)
        stepper.allowsValueTextEntry = true
        stepper.beginValueTextEditing()
        stepper.showsValueLabel = false  // the label goes: editing ends
        #expect(!stepper.isEditingValueText)
        stepper.isEnabled = false
        stepper.beginValueTextEditing()
        #expect(!stepper.isEditingValueText)
    }

    @Test func aButtonPressedWhileTypingCommitsTheTypedValueFirst() {
        let (stepper, finger, log, _) = typingStepper()
        stepper.beginValueTextEditing()
        stepper.insertValueText("6")
        finger.tap(at: CGPoint(x: stepper.rect(for: .increment).midX, y: 16))
        #expect(stepper.value == 6.5 && !stepper.isEditingValueText)
        #expect(log.events.filter { $0 == .valueChanged || $0 == .editingDidEnd } == [.editingDidEnd, .valueChanged, .valueChanged])
        stepper.beginValueTextEditing()
        stepper.insertValueText("99")  // refused: dropped, and the button steps from the value
        finger.tap(at: CGPoint(x: stepper.rect(for: .decrement).midX, y: 16))
        #expect(stepper.value == 6 && !stepper.isEditingValueText)
    }

    @Test func typingSendsEditingEventsAndRefusalIsSaidAloud() {
        let (stepper, _, log, _) = typingStepper()
        let host = AnnouncingHost()
        stepper.host = host
        stepper.beginValueTextEditing()
        stepper.insertValueText("42")
        stepper.commitValueText()
        #expect(host.announcements == ["Value not accepted"])
        stepper.cancelValueTextEditing()
        #expect(log.events == [.editingDidBegin, .editingDidEnd])
    }

    @Test func voiceOverTypesAValueWithADoubleTapAndHearsTheTypedText() {
        let (stepper, _, _, _) = typingStepper()
        let element = { stepper.accessibilityElement(withID: "stepper") }
        #expect(element()?.traits.contains(.textEntry) == true)
        #expect(stepper.performAccessibilityAction(.activate, on: "stepper"))
        #expect(stepper.isEditingValueText)
        stepper.insertValueText("3")
        #expect(element()?.value == "3")
        stepper.allowsValueTextEntry = false
        #expect(element()?.traits.contains(.textEntry) == false)
        #expect(stepper.performAccessibilityAction(.activate, on: "stepper") && stepper.value == 2)  // nothing happens
    }
}

/// A host that records what a control announces.
@MainActor
final class AnnouncingHost: ControlHost {
    var announcements: [String] = []
    func controlNeedsDisplay(_ control: Control) {}
    func controlNeedsLayout(_ control: Control) {}
    func control(_ control: Control, announces text: String) { announcements.append(text) }
}
