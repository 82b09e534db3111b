import ControlKit
import ControlKitGallery
import ControlKitSnapshotTesting
import Foundation
import Testing

/// The controls without a UIKit twin at iOS's largest accessibility text size, light and
/// dark (the gallery's "Largest text size" page): text and cells at twice their size.
@MainActor
@Suite struct TextSizeSnapshotTests {
    @Test(arguments: [ControlInterfaceStyle.light, .dark])
    func rangeSliderLabels(style: ControlInterfaceStyle) {
        let slider = TextSizePage.rangeSlider()
        slider.userInterfaceStyle = style
        assertSnapshot(
            of: slider, size: CGSize(width: 320, height: slider.intrinsicContentSize.height), named: "\(style)",
            background: style == .dark ? .black : .white, testName: "rangeSliderLabels")
    }

    @Test(arguments: [ControlInterfaceStyle.light, .dark])
    func pinCells(style: ControlInterfaceStyle) {
        let pin = TextSizePage.pin()
        pin.userInterfaceStyle = style
        assertSnapshot(
            of: pin, size: pin.intrinsicContentSize, named: "\(style)", background: style == .dark ? .black : .white, testName: "pinCells")
    }

    @Test(arguments: [ControlInterfaceStyle.light, .dark])
    func dialLabels(style: ControlInterfaceStyle) {
        let dial = TextSizePage.dial()
        dial.userInterfaceStyle = style
        assertSnapshot(
            of: dial, size: CGSize(width: 220, height: 220), named: "\(style)", background: style == .dark ? .black : .white,
            testName: "dialLabels")
    }
}
