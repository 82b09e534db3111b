import ControlKit
import ControlKitGallery
import ControlKitSnapshotTesting
import Foundation
import Testing

@MainActor
@Suite struct PinCodeFieldSnapshotTests {
    let size = PinCodePage.size

    @Test func empty() { assertSnapshot(of: PinCodePage.field(), size: size) }
    @Test func partlyFilled() { assertSnapshot(of: PinCodePage.field("27"), size: size) }
    @Test func focused() { assertSnapshot(of: PinCodePage.field("27", focused: true), size: size) }
    @Test func filledValid() { assertSnapshot(of: PinCodePage.field("2580"), size: size) }
    @Test func invalid() { assertSnapshot(of: PinCodePage.field("1234"), size: size) }

    @Test func secure() {
        let pin = PinCodePage.field("", focused: true)
        pin.isSecureTextEntry = true
        pin.insertText("395")
        assertSnapshot(of: pin, size: size, named: "revealing")
        pin.clock.advance(by: 1)  // the reveal ends
        #expect(pin.revealedIndex == nil)
        assertSnapshot(of: pin, size: size, named: "dots")
    }

    @Test func stateStyled() {
        assertSnapshot(of: PinCodePage.restyled("482"), size: size, named: "focused")
        assertSnapshot(of: PinCodePage.restyled("2580"), size: size, named: "valid")
    }

    @Test func underlinedWithAPlaceholder() {
        assertSnapshot(of: PinCodePage.underlined(), size: CGSize(width: 340, height: 64))
    }

    @Test func appDrawnCells() {
        assertSnapshot(of: PinCodePage.appDrawn("39"), size: size, named: "masked")
        assertSnapshot(of: PinCodePage.appDrawn("1111"), size: size, named: "rejected")
    }

    @Test func submitButtonStates() {
        let button = ActionButton(title: "Continue")
        assertSnapshot(of: button, size: CGSize(width: 160, height: 50), named: "enabled")
        button.isEnabled = false
        assertSnapshot(of: button, size: CGSize(width: 160, height: 50), named: "disabled")
    }
}
