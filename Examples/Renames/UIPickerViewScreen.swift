// A screen written for UIKit's UIPickerView, its data source and its delegate.
// scripts/ios-check.sh compiles it as it is and again with the three names renamed, to prove
// WheelPickerView and its protocols take the same code.
// rename: UIPickerView -> WheelPickerView, UIPickerViewDataSource -> WheelPickerViewDataSource, UIPickerViewDelegate -> WheelPickerViewDelegate, UIPickerViewAccessibilityDelegate -> WheelPickerViewAccessibilityDelegate
import UIKit

final class ShirtViewController: UIViewController, UIPickerViewDataSource, UIPickerViewAccessibilityDelegate {
    let picker = UIPickerView()
    let sizes = ["S", "M", "L", "XL"]
    let colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue]

    override func viewDidLoad() {
        super.viewDidLoad()
        picker.dataSource = self
        picker.delegate = self
        picker.selectRow(1, inComponent: 0, animated: false)
        view.addSubview(picker)
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? sizes.count : colors.count
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { component == 0 ? 80 : 160 }

    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 36 }

    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
        component == 0 ? NSAttributedString(string: sizes[row], attributes: [.font: UIFont.boldSystemFont(ofSize: 20)]) : nil
    }

    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        let swatch = view ?? UIView()
        swatch.backgroundColor = component == 1 ? colors[row] : .clear
        return swatch
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        let size = pickerView.selectedRow(inComponent: 0)
        print(size, pickerView.numberOfRows(inComponent: component), pickerView.rowSize(forComponent: component))
        print(pickerView.numberOfComponents, pickerView.view(forRow: row, forComponent: 1) as Any)
        pickerView.reloadComponent(1)
        pickerView.reloadAllComponents()
    }

    func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String? {
        component == 0 ? "Size" : "Colour"
    }

    func pickerView(_ pickerView: UIPickerView, accessibilityHintForComponent component: Int) -> String? {
        "Swipe up or down to choose"
    }
}

// A subclass written the UIKit way: the designated initializers overridden, the
// inherited ones (`SizePicker()`) still there.
final class SizePicker: UIPickerView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .systemBackground
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        print(numberOfComponents)
    }
}

@MainActor func makeSizePickers() -> [SizePicker] { [SizePicker(), SizePicker(frame: CGRect(x: 0, y: 0, width: 300, height: 44))] }
