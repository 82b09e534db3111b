import Foundation

/// Keyboard and accessibility: one adjustable element per component; up/down move a row,
/// left/right change component.
extension PickerView {
    var componentAccessibilityElements: [AccessibilityElement] {
        let rects = componentRects
        return (0..<numberOfComponents).map { c in
            let row = selectedRow(inComponent: c)
            return AccessibilityElement(
                id: PickerView.elementID(c), label: localized("Component %1$ld of %2$ld", c + 1, numberOfComponents),
                value: row >= 0 ? title(forRow: row, inComponent: c) : nil,
                traits: isEnabled ? .adjustable : [.adjustable, .notEnabled], frame: rects.indices.contains(c) ? rects[c] : .zero,
                numericValue: wheels.indices.contains(c) && wheels[c].model.numberOfRows > 0
                    ? .init(current: Double(max(row, 0)), minimum: 0, maximum: Double(wheels[c].model.numberOfRows - 1), step: 1)
                    : nil)
        }
    }

    /// The component of element `id` ("component-2" → 2) when it exists.
    func component(forElementID id: String) -> Int? {
        guard id.hasPrefix("component-"), let c = Int(id.dropFirst("component-".count)), wheels.indices.contains(c) else { return nil }
        return c
    }

    /// A screen reader's value: the row, rounded and clamped; the wheel moves there at once
    /// and tells `valueChanged` like a settled spin.
    func setWheelRow(_ value: Double, element id: String) -> Bool {
        guard isEnabled, value.isFinite, let c = component(forElementID: id) else { return false }
        let rows = wheels[c].model.numberOfRows
        guard rows > 0 else { return true }
        let target = Int(min(max(value.rounded(), 0), Double(rows - 1)))
        stopMotion(c)
        guard target != wheels[c].model.selectedRow else { return true }
        setPosition(wheels[c].model.position(showing: target), of: c)
        wheels[c].ticked = wheels[c].model.selectedRow
        haptics?.play(.selection)
        announceSelection(c)
        return true
    }

    /// The text of a row: the attributed title's, the title, or "?" (UIKit's placeholder).
    public func title(forRow row: Int, inComponent component: Int) -> String {
        if let run = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) { return run.string }
        return delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
    }

    func handleWheelKey(_ key: Key) -> Bool {
        guard numberOfComponents > 0 else { return false }
        let id = PickerView.elementID(min(keyboardComponent, numberOfComponents - 1))
        let mirrored = layoutDirection == .rightToLeft
        switch key {
        case .upArrow: return adjust(.decrement, element: id)  // the row above
        case .downArrow: return adjust(.increment, element: id)  // the row below
        case .home: return adjust(.toMinimum, element: id)
        case .end: return adjust(.toMaximum, element: id)
        case .leftArrow, .rightArrow:
            let forward = (key == .rightArrow) != mirrored
            let next = keyboardComponent + (forward ? 1 : -1)
            guard next >= 0, next < numberOfComponents else { return true }
            keyboardComponent = next
            return true
        default: return false
        }
    }

    func adjustWheel(_ adjustment: Adjustment, element id: String) -> Bool {
        guard isEnabled, let c = component(forElementID: id) else { return false }
        guard wheels[c].model.numberOfRows > 0 else { return true }
        stopMotion(c)
        let current = wheels[c].model.selectedRow
        let target = wheels[c].model.ring.index(after: adjustment, from: current)
        guard target != current else { return true }
        setPosition(wheels[c].model.position(showing: target), of: c)
        wheels[c].ticked = wheels[c].model.selectedRow
        haptics?.play(.selection)
        announceSelection(c)
        return true
    }
}
