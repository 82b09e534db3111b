import ControlKit
import ControlKitGallery
import ControlKitSnapshotTesting
import Foundation
import Testing

@MainActor
@Suite struct DialSnapshotTests {
    let size = CGSize(width: 220, height: 220)

    @Test func twelveHours() {
        let dial = Dial.hours()
        dial.selectedIndex = 9
        assertSnapshot(of: dial, size: size)
    }

    @Test func sixtyMinutes() {
        let dial = Dial.minutes()
        dial.selectedIndex = 35
        assertSnapshot(of: dial, size: size)
    }

    @Test func customBackground() {
        let dial = Dial.hours()
        dial.background = .drawing(DialPage.sunburst)
        dial.tintColor = .systemOrange
        assertSnapshot(of: dial, size: size)
    }

    @Test func midSpin() {
        let dial = DialPage.midSpin()
        #expect(dial.isSpinning && dial.position > 0.2 && dial.position < 3.8)
        assertSnapshot(of: dial, size: size)
    }

    @Test func disabled() {
        let dial = Dial.hours()
        dial.isEnabled = false
        assertSnapshot(of: dial, size: size)
    }

    @Test func focused() {
        let dial = Dial.hours()
        dial.setFocused(true, byKeyboard: true)
        assertSnapshot(of: dial, size: size)
    }

    @Test func small() {
        let dial = Dial.hours()
        dial.font = DrawingFont.monospacedDigitSystem(size: 11, weight: .medium)
        dial.labelInset = 6
        assertSnapshot(of: dial, size: CGSize(width: 100, height: 100))
    }

    @Test func large() {
        let dial = Dial.minutes()
        dial.font = DrawingFont.monospacedDigitSystem(size: 20, weight: .semibold)
        assertSnapshot(of: dial, size: CGSize(width: 320, height: 320))
    }
}
