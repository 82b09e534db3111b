import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// The text model a host's text system (UIKit's `UITextInput`, which AutoFill, dictation
/// and the keyboard use) reads and edits: ranges, the selection and the cells' geometry.
@MainActor
@Suite struct PinCodeTextInputTests {
    @Test func modelReplacesARangeFilteredAndTruncated() {
        var code = PinCodeModel(length: 4)
        code.setText("1234")
        #expect(code.replace(1..<3, with: "9") == 1..<2 && code.text == "194")
        #expect(code.replace(1..<1, with: "a5b67") == 1..<2 && code.text == "1594")  // one cell was left
        #expect(code.replace(-5..<99, with: "") == 0..<0 && code.text.isEmpty)  // clamped, never a trap
        #expect(code.replace(7..<9, with: "12") == 0..<2 && code.text == "12")
    }

    @Test func autoFillReplacingTheWholeCodeIsOneCompletingChange() {
        let (pin, _, log) = makePin()
        pin.text = "12"
        let inserted = pin.replaceCharacters(in: 0..<2, with: "987654")
        #expect(pin.text == "9876" && inserted == 0..<4)
        #expect(log.events == [.editingChanged, .valueChanged, .primaryActionTriggered])
    }

    @Test func typingReplacesASelectionAndTheCaretReturnsToTheEnd() {
        let (pin, _, log) = makePin()
        pin.text = "1234"
        #expect(pin.selectedRange == 4..<4)
        pin.selectedRange = 0..<4  // a host's select-all
        pin.insertText("x")  // nothing allowed: the selection and the code stay
        #expect(pin.text == "1234" && pin.selectedRange == 0..<4 && log.events.isEmpty)
        pin.insertText("56")
        #expect(pin.text == "56" && pin.selectedRange == 2..<2)
        #expect(log.events == [.editingChanged, .valueChanged])
    }

    @Test func deleteBackwardRemovesTheSelectionOrTheCharacterBeforeTheCaret() {
        let (pin, _, _) = makePin()
        pin.text = "1234"
        pin.selectedRange = 1..<3
        pin.deleteBackward()
        #expect(pin.text == "14" && pin.selectedRange == 2..<2)
        pin.selectedRange = 1..<1
        pin.deleteBackward()
        #expect(pin.text == "4")
        pin.selectedRange = 0..<0
        pin.deleteBackward()  // nothing before the caret
        #expect(pin.text == "4")
    }

    @Test func aSelectionOutsideTheTextIsClampedWhenRead() {
        let (pin, _, _) = makePin()
        pin.text = "12"
        pin.selectedRange = -3..<40
        #expect(pin.selectedRange == 0..<2)
        pin.selectedRange = 9..<12
        #expect(pin.selectedRange == 2..<2)
        pin.text = "1"  // a new text puts the caret after it
        #expect(pin.selectedRange == 1..<1)
    }

    @Test func aDisabledFieldTakesNoReplacement() {
        let (pin, _, log) = makePin()
        pin.text = "12"
        pin.isEnabled = false
        #expect(pin.replaceCharacters(in: 0..<2, with: "99").isEmpty)
        #expect(pin.text == "12" && log.events.isEmpty)
    }

    @Test func aSecureReplacementRevealsItsLastCharacter() {
        let (pin, _, _) = makePin { $0.isSecureTextEntry = true }
        pin.replaceCharacters(in: 0..<0, with: "12")
        #expect(pin.revealedIndex == 1)
    }

    @Test func caretAndTextRectsFollowTheCells() {
        let (pin, _, _) = makePin()  // four 44 x 52 cells, 10 apart, centred in 240 x 64
        let cells = pin.cellRects
        #expect(pin.caretRect(atOffset: 0) == CGRect(x: cells[0].midX - 1, y: cells[0].midY - 15.6, width: 2, height: 31.2))
        pin.text = "12"
        #expect(pin.caretRect(atOffset: 2).midX == cells[2].midX)
        #expect(pin.caretRect(atOffset: 9) == pin.caretRect(atOffset: 2))  // clamped to the text
        #expect(pin.textRect(forCharactersIn: 0..<2) == cells[0].union(cells[1]))
        #expect(pin.textRect(forCharactersIn: 1..<1) == pin.caretRect(atOffset: 1))
        pin.text = "1234"
        #expect(pin.caretRect(atOffset: 4).minX == cells[3].maxX)  // full: after the last cell
    }

    @Test func theClosestOffsetToAPointIsBeforeTheTouchedCellsCharacter() {
        let (pin, _, _) = makePin()
        pin.text = "123"
        let cells = pin.cellRects
        #expect(pin.characterOffset(closestTo: CGPoint(x: cells[1].midX + 5, y: 30)) == 1)
        #expect(pin.characterOffset(closestTo: CGPoint(x: -500, y: 0)) == 0)
        #expect(pin.characterOffset(closestTo: CGPoint(x: 9000, y: 0)) == 3)  // never past the text
        #expect(pin.characterOffset(closestTo: CGPoint(x: CGFloat.nan, y: 0)) == 3)
    }
}
