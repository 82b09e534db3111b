import ControlKit
import Foundation

/// The wheel picker: UIPickerView's wheels in every state.
@MainActor
public enum PickerPage: GalleryPageSource {
    public static let id = "picker"

    static let colors = ["Red", "Orange", "Yellow", "Green", "Blue", "Indigo", "Violet"]

    /// Three components of different widths: a name, a number and a unit.
    public final class Recipe: PickerViewDataSource, PickerViewDelegate {
        public init() {}
        public func numberOfComponents(in pickerView: PickerView) -> Int { 3 }
        public func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
            [PickerPage.colors.count, 100, 3][component]
        }
        public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            switch component {
            case 0: return PickerPage.colors[row]
            case 1: return String(row)
            default: return ["g", "kg", "lb"][row]
            }
        }
        public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat { [150, 90, 70][component] }
    }

    /// A component of a billion rows (numbers), wrapping.
    public final class Billion: PickerViewDataSource, PickerViewDelegate {
        public init() {}
        public func numberOfComponents(in pickerView: PickerView) -> Int { 1 }
        public func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { 1_000_000_000 }
        public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { String(row) }
    }

    static let recipe = Recipe()
    static let billion = Billion()

    /// A picker mid-spin: an animated select stopped 90 ms in, on its own clock.
    public static func midSpin() -> PickerView {
        let picker = PickerView(titles: [colors])
        picker.clock = FrameClock()
        picker.selectRow(5, inComponent: 0, animated: true)
        picker.clock.advance(by: 0.09)
        return picker
    }

    /// A horizontal wheel of zoom levels, 2× selected.
    public static func zoom() -> HorizontalWheel {
        let wheel = HorizontalWheel()
        wheel.titles = ["0.5×", "1×", "2×", "3×", "5×", "10×", "15×"]
        wheel.selectedIndex = 2
        return wheel
    }

    public static var page: GalleryPage {
        let size = CGSize(width: 320, height: 216)
        return GalleryPage(
            id: id, title: "PickerView",
            summary: "UIPickerView's wheels: rows on a 3D cylinder, momentum and snapping, wrapping, and only the visible rows asked for.",
            items: [
                .control("One component", size: size, { PickerView(titles: [PickerPage.colors]) }) {
                    $0.selectRow(3, inComponent: 0, animated: false)
                },
                .control("Three components of different widths", size: size, { PickerView() }) {
                    $0.dataSource = PickerPage.recipe
                    $0.delegate = PickerPage.recipe
                    $0.selectRow(4, inComponent: 0, animated: false)
                    $0.selectRow(25, inComponent: 1, animated: false)
                },
                .control("Mid-spin (caught 90 ms into a spin)", size: size, { PickerPage.midSpin() }),
                .control("Looping: row 0 follows the last", size: size, { PickerView(titles: [PickerPage.colors]) }) {
                    $0.wrappingComponents = [0]
                    $0.selectRow(0, inComponent: 0, animated: false)
                },
                .control("Without the selection indicator", size: size, { PickerView(titles: [PickerPage.colors]) }) {
                    $0.showsSelectionIndicator = false
                    $0.selectRow(2, inComponent: 0, animated: false)
                },
                .control("Disabled", size: size, { PickerView(titles: [PickerPage.colors]) }) {
                    $0.selectRow(2, inComponent: 0, animated: false)
                    $0.isEnabled = false
                },
                .control("Right-to-left: component 0 on the right", size: size, { PickerView() }) {
                    $0.dataSource = PickerPage.recipe
                    $0.delegate = PickerPage.recipe
                    $0.layoutDirection = .rightToLeft
                    $0.selectRow(1, inComponent: 0, animated: false)
                },
                .control("1,000,000,000 rows, wrapping", size: size, { PickerView() }) {
                    $0.dataSource = PickerPage.billion
                    $0.delegate = PickerPage.billion
                    $0.wrappingComponents = [0]
                    $0.selectRow(999_999_998, inComponent: 0, animated: false)
                },
                .darkControl("Dark style: one component", size: size, { PickerView(titles: [PickerPage.colors]) }) {
                    $0.selectRow(3, inComponent: 0, animated: false)
                },
                .control(
                    "Narrower than its natural 320 pt: 180 pt, long titles cut with \u{2026}", size: CGSize(width: 180, height: 216),
                    { PickerView(titles: [["Short", "Extraordinarily long title", "Another long title here"], ["kg", "lb"]]) }
                ) { $0.selectRow(1, inComponent: 0, animated: false) },
                .control("HorizontalWheel: zoom levels, 2× at the centre", size: CGSize(width: 320, height: 44), { PickerPage.zoom() }),
                .control("HorizontalWheel: right-to-left, looping", size: CGSize(width: 320, height: 44), { PickerPage.zoom() }) {
                    $0.layoutDirection = .rightToLeft
                    $0.wraps = true
                    $0.selectedIndex = 0
                },
                .darkControl("HorizontalWheel: dark style", size: CGSize(width: 320, height: 44), { PickerPage.zoom() }),
            ])
    }
}
