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
                traits: isEnabled ? .adjustable : [.adjustable, .notEnabled], frame: rects.indices.contains(c) ? rects[c] : .zero)
        }
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
        guard isEnabled, id.hasPrefix("component-"), let c = Int(id.dropFirst("component-".count)), wheels.indices.contains(c)
        else { return false }
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
