import ControlKit
import ControlKitGallery
import ControlKitSnapshotTesting
import Foundation
import Testing

/// Controls under Increase Contrast, light and dark (the gallery's "Increase Contrast"
/// page): the system colours they draw by default take their high-contrast variants.
@MainActor
@Suite struct IncreaseContrastSnapshotTests {
    func background(_ style: ControlInterfaceStyle) -> DrawingColor { style == .dark ? .black : .white }

    @Test(arguments: [ControlInterfaceStyle.light, .dark])
    func rangeSlider(style: ControlInterfaceStyle) {
        let slider = ContrastPage.rangeSlider()
        slider.userInterfaceStyle = style
        assertSnapshot(
            of: slider, size: CGSize(width: 300, height: 66), named: "\(style)", background: background(style), testName: "rangeSlider")
    }

    @Test(arguments: [ControlInterfaceStyle.light, .dark])
    func calendar(style: ControlInterfaceStyle) {
        let calendar = ContrastPage.calendar()
        calendar.userInterfaceStyle = style
        assertSnapshot(
            of: calendar, size: calendar.intrinsicContentSize, named: "\(style)", background: background(style), testName: "calendar")
    }

    @Test func sleepScheduleDark() {
        let sleep = ContrastPage.sleep()
        sleep.userInterfaceStyle = .dark
        assertSnapshot(of: sleep, size: CGSize(width: 280, height: 280), background: .black)
    }
}
