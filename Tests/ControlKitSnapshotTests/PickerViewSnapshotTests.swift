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

    /// Titles wider than a narrow column end in "…" (pango lays the cut line out).
    @Test func longTitlesInANarrowColumn() {
        let picker = PickerView(titles: [["Short", "Extraordinarily long title", "Another long title here"], ["kg", "lb"]])
        picker.selectRow(1, inComponent: 0, animated: false)
        assertSnapshot(of: picker, size: CGSize(width: 180, height: 216))
    }

    @Test func oneComponent() {
        let picker = PickerView(titles: [colors])
        picker.selectRow(3, inComponent: 0, animated: false)
        assertSnapshot(of: picker, size: size)
    }

    @Test func threeComponentsOfDifferentWidths() { assertSnapshot(of: threeComponents(), size: size) }

    /// Narrower than its natural width (a layout compresses the wheels,
    /// ``Control/isHorizontallyCompressible``): the columns share the 200 pt.
    @Test func threeComponentsIn200Points() {
        let picker = threeComponents()
        let fitted = picker.fittingSize(width: 200, height: nil)
        #expect(fitted == CGSize(width: 200, height: 216))
        assertSnapshot(of: picker, size: fitted ?? size)
    }

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

@MainActor
@Suite struct HorizontalWheelSnapshotTests {
    let size = CGSize(width: 320, height: 44)

    @Test func zoomLevels() { assertSnapshot(of: PickerPage.zoom(), size: size) }

    @Test func rightToLeftMidFling() {
        let wheel = PickerPage.zoom()
        wheel.layoutDirection = .rightToLeft
        wheel.bounds = CGRect(origin: .zero, size: size)
        wheel.clock = FrameClock()
        wheel.touchDown(at: CGPoint(x: 100, y: 22), time: 0)
        wheel.touchMove(to: CGPoint(x: 140, y: 22), time: 0.02)
        #expect(abs(wheel.position - 2 - 40.0 / 64) < 1e-9)  // mirrored: later items are on the left, a drag right brings them in
        assertSnapshot(of: wheel, size: size)
    }
}
