import ControlKit
import ControlKitGallery
import ControlKitSnapshotTesting
import Foundation
import Testing

/// Every control in the dark style, on iOS's dark system background (black): the system
/// colours take their dark variants.
@MainActor
@Suite struct DarkStyleSnapshotTests {
    func dark<C: Control>(_ control: C) -> C {
        control.userInterfaceStyle = .dark
        return control
    }

    @Test func rangeSliderWithLabels() {
        let s = dark(RangeSlider.outOfTen())
        s.showsValueLabels = true
        assertSnapshot(of: s, size: CGSize(width: 300, height: 66), background: .black)
    }

    @Test func slider() {
        let s = dark(ValueSlider())
        s.value = 0.5
        assertSnapshot(of: s, size: CGSize(width: 280, height: 34), background: .black)
    }

    @Test func stepperWithPlusHeld() {
        let s = dark(ValueStepper())
        s.value = 50
        s.bounds = CGRect(x: 0, y: 0, width: 94, height: 32)
        s.touchDown(at: s.rect(for: .increment).center)
        assertSnapshot(of: s, size: CGSize(width: 94, height: 32), background: .black)
    }

    @Test func pinCodeEditing() {
        let field = dark(PinCodePage.field("27", focused: true))
        assertSnapshot(of: field, size: PinCodePage.size, background: .black)
    }

    @Test func picker() {
        let p = dark(PickerView(titles: [["Red", "Orange", "Yellow", "Green", "Blue", "Indigo", "Violet"]]))
        p.selectRow(3, inComponent: 0, animated: false)
        assertSnapshot(of: p, size: CGSize(width: 320, height: 216), background: .black)
    }

    @Test func dial() {
        let d = dark(Dial.hours())
        d.selectedIndex = 9
        assertSnapshot(of: d, size: CGSize(width: 220, height: 220), background: .black)
    }
}
