import Foundation

/// Keyboard and accessibility: one adjustable element per component; up/down move a row,
/// left/right change component.
extension PickerView {
    var componentAccessibilityElements: [AccessibilityElement] {
        let rects = componentRects
        return (0..<numberOfComponents).map { c in
            let row = selectedRow(inComponent: c)
            let label = delegate?.pickerView(self, accessibilityLabelForComponent: c).flatMap { $0.isEmpty ? nil : $0 }
            var element = AccessibilityElement(
                id: PickerView.elementID(c), label: label ?? localized("Component %1$ld of %2$ld", c + 1, numberOfComponents),
                value: row >= 0 ? accessibilityTitle(forRow: row, inComponent: c) : nil,
                traits: isEnabled ? .adjustable : [.adjustable, .notEnabled], frame: rects.indices.contains(c) ? rects[c] : .zero,
                numericValue: wheels.indices.contains(c) ? .index(row, of: wheels[c].model.numberOfRows) : nil)
            if let hint = delegate?.pickerView(self, accessibilityHintForComponent: c), !hint.isEmpty { element.hint = hint }
            element.userInputLabels = delegate?.pickerView(self, accessibilityUserInputLabelsForComponent: c).filter { !$0.isEmpty } ?? []
            return element
        }
    }

    /// The component of element `id` ("component-2" → 2) when it exists.
    func component(forElementID id: String) -> Int? {
        guard id.hasPrefix("component-"), let c = Int(id.dropFirst("component-".count)), wheels.indices.contains(c) else { return nil }
        return c
    }

    /// A screen reader's value: the row, rounded and clamped.
    func setWheelRow(_ value: Double, element id: String) -> Bool {
        guard isEnabled, value.isFinite, let c = component(forElementID: id) else { return false }
        return userSelect(inComponent: c) { Ring(count: $0.numberOfRows, wraps: false).index(at: value) }
    }

    /// What assistive technologies read for a row: the delegate's accessibility title (a
    /// drawn row's, as UIKit reads a row view's label), else the row's ``title(forRow:inComponent:)``.
    public func accessibilityTitle(forRow row: Int, inComponent component: Int) -> String {
        if let spoken = delegate?.pickerView(self, accessibilityTitleForRow: row, forComponent: component), !spoken.isEmpty {
            return spoken
        }
        return title(forRow: row, inComponent: component)
    }

    /// The text of a row: the attributed title's, the title, or "?" (UIKit's placeholder).
    public func title(forRow row: Int, inComponent component: Int) -> String {
        if let run = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) { return run.string }
        return delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
    }

    func handleWheelKey(_ key: Key) -> Bool {
        guard numberOfComponents > 0 else { return false }
        let id = PickerView.elementID(min(keyboardComponent, numberOfComponents - 1))
        switch key {
        case .upArrow: return adjust(.decrement, element: id)  // the row above
        case .downArrow: return adjust(.increment, element: id)  // the row below
        case .home: return adjust(.toMinimum, element: id)
        case .end: return adjust(.toMaximum, element: id)
        case .leftArrow, .rightArrow:
            // To the neighbour as drawn (mirrored right to left).
            let order = componentsFromLeft
            guard let here = order.firstIndex(of: min(keyboardComponent, numberOfComponents - 1)) else { return true }
            let next = here + (key == .rightArrow ? 1 : -1)
            guard order.indices.contains(next) else { return true }
            keyboardComponent = order[next]
            return true
        default: return false
        }
    }

    func adjustWheel(_ adjustment: Adjustment, element id: String) -> Bool {
        guard isEnabled, let c = component(forElementID: id) else { return false }
        return userSelect(inComponent: c) { $0.ring.index(after: adjustment, from: $0.selectedRow) }
    }

    /// A mouse wheel's notches over a wheel: that many rows on (down) or back (up), at
    /// once, as the arrow keys move it; sideways turns are the page's.
    func scrollWheelRows(_ steps: CGSize, at point: CGPoint, perform: Bool) -> Bool {
        guard steps.height != 0, let c = component(atX: point.x) else { return false }
        guard perform else { return true }
        return userSelect(inComponent: c) { $0.ring.index(movedBy: Int(steps.height), from: $0.selectedRow) }
    }

    /// Stops wheel `c`, then moves it at once to the row `target` picks: a user change,
    /// with a tick and `valueChanged` like a settled spin. True even when already there
    /// or when the wheel has no rows.
    private func userSelect(inComponent c: Int, _ target: (WheelModel) -> Int) -> Bool {
        guard wheels[c].model.numberOfRows > 0 else { return true }
        stopMotion(c)
        let row = target(wheels[c].model)
        guard row != wheels[c].model.selectedRow else { return true }
        setPosition(wheels[c].model.position(showing: row), of: c)
        wheels[c].ticked = wheels[c].model.selectedRow
        haptics?.play(.selection)
        announceSelection(c)
        return true
    }
}
