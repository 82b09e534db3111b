import Foundation

/// Tells a ``PickerView`` how many components and rows it has (`UIPickerViewDataSource`).
@MainActor
public protocol PickerViewDataSource: AnyObject {
    /// The number of wheels.
    func numberOfComponents(in pickerView: PickerView) -> Int
    /// The number of rows of one wheel.
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Gives a ``PickerView`` its rows and hears its selections (`UIPickerViewDelegate`).
/// Every method is optional.
@MainActor
public protocol PickerViewDelegate: AnyObject {
    /// The title of a row (asked only for visible rows).
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// A styled title; wins over the plain title (as UIKit's attributed title).
    func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int) -> TextRun?
    /// Draws a row yourself into `rect` (the row's box, before the cylinder's transform);
    /// return true when you drew it (UIKit's `viewForRow`).
    func pickerView(_ pickerView: PickerView, drawRow row: Int, forComponent component: Int, in canvas: DrawingCanvas, rect: CGRect) -> Bool
    /// The row height of a component (default 32 pt).
    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The width of a component (default: the width shared equally).
    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat
    /// The user brought a wheel to rest on a new row (not sent for `selectRow`).
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
    /// What assistive technologies read for a row the delegate draws itself (`drawRow`):
    /// UIKit's picker reads the row view's accessibility label. Nil: the title.
    func pickerView(_ pickerView: PickerView, accessibilityTitleForRow row: Int, forComponent component: Int) -> String?
    /// What assistive technologies call a component (a wheel), as
    /// `UIPickerViewAccessibilityDelegate`'s; nil: "Component 1 of 3".
    func pickerView(_ pickerView: PickerView, accessibilityLabelForComponent component: Int) -> String?
    /// A hint for a component, as `UIPickerViewAccessibilityDelegate`'s; nil: none.
    func pickerView(_ pickerView: PickerView, accessibilityHintForComponent component: Int) -> String?
    /// The names Voice Control accepts for a component, as
    /// `UIPickerViewAccessibilityDelegate`'s; empty: its label.
    func pickerView(_ pickerView: PickerView, accessibilityUserInputLabelsForComponent component: Int) -> [String]
}

extension PickerViewDelegate {
    /// No title by default.
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    /// No styled title by default.
    public func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int) -> TextRun? {
        nil
    }
    /// Draws nothing by default.
    public func pickerView(
        _ pickerView: PickerView, drawRow row: Int, forComponent component: Int, in canvas: DrawingCanvas, rect: CGRect
    ) -> Bool { false }
    /// 32 pt by default.
    public func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat { PickerView.defaultRowHeight }
    /// A negative width asks for the equal share.
    public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat { -1 }
    /// Does nothing by default.
    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
    /// None by default: the row's title is read.
    public func pickerView(_ pickerView: PickerView, accessibilityTitleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }
    /// None by default: "Component 1 of 3".
    public func pickerView(_ pickerView: PickerView, accessibilityLabelForComponent component: Int) -> String? { nil }
    /// None by default.
    public func pickerView(_ pickerView: PickerView, accessibilityHintForComponent component: Int) -> String? { nil }
    /// None by default: the component's label.
    public func pickerView(_ pickerView: PickerView, accessibilityUserInputLabelsForComponent component: Int) -> [String] { [] }
}
