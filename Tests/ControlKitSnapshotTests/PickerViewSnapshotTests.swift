import ControlKit
import ControlKitGallery
import ControlKitSnapshotTesting
import Foundation
import Testing

@MainActor
@Suite struct PickerViewSnapshotTests {
    let size = CGSize(width: 320, height: 216)
    let colors = ["Red", "Orange", "Yellow", "Green", "Blue", "Indigo", "Violet"]
    let recipe = PickerPage.Recipe()

    func threeComponents() -> PickerView {
        let picker = PickerView()
        picker.dataSource = recipe
        picker.delegate = recipe
        picker.selectRow(4, inComponent: 0, animated: false)
        picker.selectRow(25, inComponent: 1, animated: false)
        return picker
    }

    @Test func oneComponent() {
        let picker = PickerView(titles: [colors])
        picker.selectRow(3, inComponent: 0, animated: false)
        assertSnapshot(of: picker, size: size)
    }

    @Test func threeComponentsOfDifferentWidths() { assertSnapshot(of: threeComponents(), size: size) }

    @Test func midSpin() {
        let picker = PickerPage.midSpin()
        #expect(picker.isSpinning(inComponent: 0))
        assertSnapshot(of: picker, size: size)
    }

    @Test func looping() {
        let picker = PickerView(titles: [colors])
        picker.wrappingComponents = [0]
        assertSnapshot(of: picker, size: size)
    }

    @Test func withoutSelectionIndicator() {
        let picker = PickerView(titles: [colors])
        picker.showsSelectionIndicator = false
        picker.selectRow(2, inComponent: 0, animated: false)
        assertSnapshot(of: picker, size: size)
    }

    @Test func disabled() {
        let picker = PickerView(titles: [colors])
        picker.selectRow(2, inComponent: 0, animated: false)
        picker.isEnabled = false
        assertSnapshot(of: picker, size: size)
    }

    @Test func rightToLeft() {
        let picker = threeComponents()
        picker.layoutDirection = .rightToLeft
        assertSnapshot(of: picker, size: size)
    }
}
