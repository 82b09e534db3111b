import ControlKit
import ControlKitTesting
import Foundation
import Testing

@MainActor
func makePin(_ configure: (PinCodeField) -> Void = { _ in }) -> (PinCodeField, Finger, EventLog) {
    let pin = PinCodeField(bounds: CGRect(x: 0, y: 0, width: 240, height: 64))
    configure(pin)
    let finger = Finger(on: pin)
    return (pin, finger, EventLog(pin))
}

@MainActor
@Suite struct PinCodeFieldTests {
    @Test func defaultsToFourAsciiDigits() {
        let (pin, _, _) = makePin()
        #expect(pin.length == 4 && pin.text.isEmpty && !pin.hasText)
        pin.insertText("٣")  // an Arabic-Indic three: a digit, but not an ASCII one
        #expect(pin.text.isEmpty)
    }

    @Test func inputIsFilteredThenTruncated() {
        let (six, _, _) = makePin { $0.length = 6 }
        six.paste("12-34-56")
        #expect(six.text == "123456")
        let (four, _, _) = makePin()
        four.paste("123456789")
        #expect(four.text == "1234")
        let (partial, _, _) = makePin()
        partial.insertText("9")
        partial.paste("a8b7")  // part of a code: added after the typed digit
        #expect(partial.text == "987")
    }

    /// A whole code pasted or filled in after a digit was typed replaces the text: the
    /// code, not the typed digit followed by the code's start.
    @Test func aWholeCodeReplacesWhatWasTyped() {
        let (pin, _, log) = makePin { $0.length = 6 }
        pin.insertText("4")
        pin.paste("Your code: 123-456")
        #expect(pin.text == "123456")
        #expect(log.events.suffix(3) == [.editingChanged, .valueChanged, .primaryActionTriggered])
        #expect(log.count(of: .primaryActionTriggered) == 1)
        let (autoFilled, _, _) = makePin { $0.length = 6 }
        autoFilled.insertText("4")
        autoFilled.replaceCharacters(in: 1..<1, with: "123456")  // AutoFill at the caret
        #expect(autoFilled.text == "123456")
        let (typed, _, _) = makePin()
        for digit in "12" { typed.insertText(String(digit)) }
        typed.insertText("3")  // one digit at a time is never a whole code
        #expect(typed.text == "123")
    }

    /// The software keyboard's Return arrives as a typed line break: while editing it ends
    /// editing as Return on a hardware keyboard does; otherwise it does nothing.
    @Test func aTypedLineBreakIsReturn() {
        let (pin, _, log) = makePin()
        pin.insertText("\n")
        #expect(log.events.isEmpty)
        pin.beginEditing()
        pin.insertText("1")
        pin.insertText("\n")
        #expect(!pin.isEditing && pin.text == "1")
        #expect(log.events.suffix(2) == [.editingDidEndOnExit, .editingDidEnd])
        pin.beginEditing()
        pin.insertText("\r\n")
        #expect(!pin.isEditing)
        pin.isEnabled = false
        pin.insertText("\n")
        #expect(log.count(of: .editingDidEndOnExit) == 2)
    }

    @Test func disallowedCharactersAreIgnoredNeverACrash() {
        let (pin, _, log) = makePin()
        pin.insertText("")
        pin.insertText("abc🙂\u{0}\n")
        #expect(pin.text.isEmpty && log.events.isEmpty)
        pin.allowedCharacters = Set("ABCD")
        pin.insertText("xAyB")
        #expect(pin.text == "AB")
    }

    @Test func eachUserChangeSendsEditingChangedThenValueChanged() {
        let (pin, _, log) = makePin()
        pin.insertText("1")
        pin.deleteBackward()
        pin.deleteBackward()  // nothing to delete: no events
        #expect(log.events == [.editingChanged, .valueChanged, .editingChanged, .valueChanged])
    }

    @Test func programmaticTextSendsNothing() {
        let (pin, _, log) = makePin()
        pin.text = "12a345"
        #expect(pin.text == "1234" && log.events.isEmpty)
        #expect(pin.state.contains(PinCodeField.filled))
    }

    @Test func completingTheCodeIsThePrimaryActionOncePerFill() {
        let (pin, _, log) = makePin()
        var codes: [String] = []
        pin.addAction(for: .primaryActionTriggered) { pin in codes.append(pin.text) }
        pin.insertText("258")
        pin.insertText("0")
        pin.insertText("7")  // full: a no-op keystroke
        #expect(codes == ["2580"])
        pin.deleteBackward()
        pin.insertText("1")
        #expect(codes == ["2580", "2581"])
        pin.clear()
        pin.paste("9999999999")  // an over-long paste completes once
        #expect(codes == ["2580", "2581", "9999"])
        // After the change's own events, once.
        #expect(Array(log.events.suffix(3)) == [.editingChanged, .valueChanged, .primaryActionTriggered])
    }

    @Test func onlyTheUsersEditCompletesTheCode() {
        let (pin, _, log) = makePin()
        pin.length = 6
        pin.text = "12345"
        // A handler that shortens the field (programmatic) must not complete it for the user...
        let token = pin.addAction(for: .valueChanged) { pin in pin.length = 4 }
        pin.deleteBackward()
        #expect(pin.isFilled && log.count(of: .primaryActionTriggered) == 0)
        token.remove()
        // ...and a handler that empties a just-completed field cancels the completion.
        pin.clear()
        let clearing = pin.addAction(for: .valueChanged) { pin in if pin.isFilled { pin.text = "" } }
        pin.insertText("2580")
        #expect(pin.text.isEmpty && log.count(of: .primaryActionTriggered) == 0)
        clearing.remove()
        pin.insertText("2580")
        #expect(log.count(of: .primaryActionTriggered) == 1)
    }

    @Test func customStatesFollowTheCode() {
        let (pin, _, _) = makePin()
        #expect(pin.state == .normal)
        pin.insertText("25")
        #expect(pin.state == .normal)
        pin.insertText("80")
        #expect(pin.state == [PinCodeField.filled, PinCodeField.valid])
        pin.deleteBackward()
        pin.insertText("0")
        pin.text = "1111"
        #expect(pin.state == [PinCodeField.filled, PinCodeField.invalid])
        pin.validator = nil
        #expect(pin.state == [PinCodeField.filled, PinCodeField.valid])
    }

    @Test func weakCodesAreRejected() {
        for weak in ["1111", "0000", "1234", "0123", "6789", "9876", "4321", "3210", "77"] {
            #expect(!PinCodeField.rejectsWeakCodes(weak), "\(weak)")
        }
        for fine in ["2580", "1357", "1243", "9870", "5", "AB12", "1 23"] {
            #expect(PinCodeField.rejectsWeakCodes(fine), "\(fine)")
        }
    }

    @Test func customValidatorDecidesValidity() {
        let (pin, _, _) = makePin { $0.validator = { $0.hasPrefix("9") } }
        pin.paste("9234")
        #expect(pin.isValid)  // the custom rule replaces the weak-code rule
        pin.text = "1235"
        #expect(!pin.isValid && pin.isInvalid)
        pin.text = "9235"
        #expect(pin.isValid)
    }

    @Test func eventsArriveAfterTheNewStateIsApplied() {
        let (pin, _, _) = makePin()
        var borderSeen: DrawingColor?
        pin.addAction(for: .valueChanged) { c in borderSeen = c.cellBorderColor }
        pin.paste("2580")
        #expect(borderSeen == .systemGreen)
    }

    @Test func editingEventsAndTapToBegin() {
        let (pin, finger, log) = makePin()
        finger.tap(at: CGPoint(x: 120, y: 32))
        #expect(pin.isEditing && pin.isFocused && pin.state.contains(.focused))
        pin.beginEditing()  // already editing: nothing
        #expect(pin.keyDown(.character("4")))
        #expect(pin.keyDown(.backspace))
        #expect(pin.keyDown(.enter))
        #expect(!pin.isEditing)
        #expect(!pin.keyDown(.character("4")))  // not editing any more
        #expect(
            log.withoutDrags == [
                .touchDown, .editingDidBegin, .touchUpInside, .editingChanged, .valueChanged,
                .editingChanged, .valueChanged, .editingDidEndOnExit, .editingDidEnd,
            ])
    }

    @Test func hostFocusBeginsAndEndsEditing() {
        let (pin, _, log) = makePin()
        pin.isFocused = true  // a host gave it keyboard focus
        #expect(pin.isEditing)
        pin.isFocused = false
        pin.isEnabled = false
        pin.beginEditing()
        #expect(log.events == [.editingDidBegin, .editingDidEnd])
    }

    @Test func focusIsKeptAlongsideCustomStates() {
        let (pin, _, _) = makePin()
        pin.beginEditing()
        pin.paste("2580")
        #expect(pin.state == [.focused, PinCodeField.filled, PinCodeField.valid])
    }

    @Test func secureEntryRevealsTheLastCharacterBriefly() {
        let (pin, finger, _) = makePin { $0.isSecureTextEntry = true }
        pin.insertText("3")
        #expect(pin.revealedIndex == 0)
        finger.wait(0.5)
        pin.insertText("9")
        #expect(pin.revealedIndex == 1)
        finger.wait(0.99)
        #expect(pin.revealedIndex == 1)
        finger.wait(0.02)
        #expect(pin.revealedIndex == nil)
        let list = DisplayList.record { pin.draw(in: $0) }
        #expect(list.drawnText.isEmpty)  // dots only
        pin.revealsLastCharacter = false
        pin.insertText("5")
        #expect(pin.revealedIndex == nil)
    }

    @Test func codeNeverLeaksWhenSecure() {
        let (pin, _, _) = makePin { $0.isSecureTextEntry = true }
        pin.paste("2580")
        #expect(!pin.description.contains("2580") && !pin.debugDescription.contains("2580"))
        var dumped = ""
        dump(pin, to: &dumped)
        // Pointers and type addresses in the dump (0x7b…2580…) are noise, not the code.
        let withoutAddresses = dumped.replacing(/(0x|\$)[0-9a-fA-F]+/, with: "")
        #expect(!withoutAddresses.contains("2580"))
        #expect(!String(describing: pin).contains("2580") && !"\(pin)".contains("2580"))
        #expect(pin.accessibilityElements.first?.value == "4 of 4 digits entered")
        #expect(pin.accessibilityElements.allSatisfy { ($0.value ?? "").contains("2580") == false && !$0.label.contains("2") })
    }

    @Test func accessibilityCountsEnteredCharacters() {
        let (pin, _, _) = makePin { $0.isSecureTextEntry = true }
        pin.insertText("25")
        #expect(pin.accessibilityElements.first?.value == "2 of 4 digits entered")
        pin.isSecureTextEntry = false
        #expect(pin.accessibilityElements.first?.value == "2 5, 2 of 4 digits entered")
        pin.allowedCharacters = Set("25AB")
        #expect(pin.accessibilityElements.first?.value?.hasSuffix("2 of 4 characters entered") == true)
    }

    @Test func invalidCodeShakesUnlessReduceMotion() {
        let (pin, finger, _) = makePin()
        let haptics = RecordingHaptics()
        pin.haptics = haptics
        pin.paste("1111")
        #expect(haptics.played == [.notification(.error)])
        finger.wait(0.03)
        #expect(pin.shakeOffset != 0)
        finger.wait(0.4)
        #expect(pin.shakeOffset == 0 && finger.clock.isIdle)

        let (calm, calmFinger, _) = makePin { $0.reduceMotion = true }
        calm.paste("1111")
        calmFinger.wait(0.03)
        #expect(calm.shakeOffset == 0 && calmFinger.clock.isIdle)
    }

    @Test func aFieldAtItsNaturalSizeShakesWithinItsBounds() {
        let (pin, finger, _) = makePin()
        pin.contentSizeScale = 1.5
        pin.bounds = CGRect(origin: .zero, size: pin.intrinsicContentSize)
        #expect(pin.cellRects.first?.minX == pin.shakeAmplitude && pin.shakeAmplitude == 15)
        pin.paste("1111")  // weak: rejected, shaken
        var widest: CGFloat = 0
        for _ in 0..<50 {
            finger.wait(0.01)
            widest = max(widest, abs(pin.shakeOffset))
            let moved = pin.cellRects.map { $0.offsetBy(dx: pin.shakeOffset, dy: 0) }
            #expect(moved.allSatisfy { pin.bounds.insetBy(dx: -0.001, dy: 0).contains($0) })
        }
        #expect(widest > 10)  // the shake is scaled with the text
    }

    @Test func disablingAnEditingFieldEndsEditing() {
        let (pin, _, log) = makePin()
        pin.beginEditing()
        pin.isEnabled = false
        #expect(!pin.isFocused && !pin.isEditing)
        #expect(log.events == [.editingDidBegin, .editingDidEnd])
        pin.insertText("1")
        #expect(pin.text.isEmpty)
    }

    @Test func anAppsCellDrawerIsGivenEachCellAsItIs() {
        let (pin, _, _) = makePin()
        var cells: [PinCodeField.Cell] = []
        pin.cellDrawer = { cell, _ in cells.append(cell) }
        pin.text = "11"
        pin.beginEditing()
        _ = DisplayList.record { pin.render(in: $0) }
        #expect(cells.map(\.index) == [0, 1, 2, 3] && cells.map(\.rect) == pin.cellRects)
        #expect(cells.map(\.isFilled) == [true, true, false, false] && cells.map(\.isActive) == [false, false, true, false])
        cells = []
        pin.insertText("11")  // weak: invalid
        _ = DisplayList.record { pin.render(in: $0) }
        #expect(cells.allSatisfy { $0.state.contains(PinCodeField.invalid) && $0.isFilled })
    }

    @Test func clearEmptiesAndSendsOnce() {
        let (pin, _, log) = makePin()
        pin.text = "25"
        pin.clear()
        pin.clear()
        #expect(pin.text.isEmpty && log.events == [.editingChanged, .valueChanged])
    }

    @Test func badLengthsAreIgnoredAndShorteningTruncates() {
        let (pin, _, _) = makePin()
        pin.text = "2580"
        pin.length = 0
        pin.length = -3
        pin.length = 40
        #expect(pin.length == 4)
        pin.length = 3
        #expect(pin.text == "258" && pin.isFilled)
    }

    @Test func disabledFieldTakesNoInput() {
        let (pin, _, log) = makePin { $0.isEnabled = false }
        pin.insertText("12")
        pin.beginEditing()
        #expect(pin.text.isEmpty && !pin.isEditing && log.events.isEmpty)
        #expect(pin.cellBorderColor.resolved(for: .light) == DrawingColor(white: 0.88))
    }

    @Test func looksAreDrivenByTheStateEngineAndRestylable() {
        let (pin, _, _) = makePin()
        #expect(pin.cellBorderColor.resolved(for: .light) == DrawingColor(white: 0.8))
        pin.paste("1111")
        #expect(pin.cellBorderColor == .systemRed && pin.textColor == .systemRed)
        // A user restyles the invalid state without subclassing: the same matcher replaces ours.
        pin.setValue(DrawingColor.systemOrange, for: pin, keyPath: \.cellBorderColor, when: .containing(all: PinCodeField.invalid))
        #expect(pin.cellBorderColor == .systemOrange)
        pin.clear()
        #expect(pin.cellBorderColor.resolved(for: .light) == DrawingColor(white: 0.8))
    }

    @Test func submitButtonFollowsTheField() {
        let (pin, _, _) = makePin()
        let submit = ActionButton(title: "Continue")
        submit.isEnabled = false
        pin.setValue(true, for: submit, keyPath: \.isEnabled, when: .containing(all: [PinCodeField.filled, PinCodeField.valid]))
        pin.paste("258")
        #expect(!submit.isEnabled)
        pin.insertText("0")
        #expect(submit.isEnabled)
        pin.deleteBackward()
        #expect(!submit.isEnabled)
        pin.paste("1")  // 2581: valid again
        #expect(submit.isEnabled)
        pin.text = "1234"
        #expect(!submit.isEnabled)
    }

    @Test func cellsShrinkToFitAndStayCentred() {
        let (pin, _, _) = makePin()
        #expect(pin.cellRects.first == CGRect(x: 17, y: 6, width: 44, height: 52))
        pin.bounds = CGRect(x: 0, y: 0, width: 103, height: 64)
        #expect(abs(pin.cellRects.last!.maxX - 103) < 1e-9)
        pin.bounds = .zero
        #expect(DisplayList.record { pin.draw(in: $0) }.commands.isEmpty)
    }
}
