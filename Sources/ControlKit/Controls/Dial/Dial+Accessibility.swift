import Foundation

/// Keyboard and accessibility: one adjustable element; the next or previous item, or the
/// first or last, as a user change told at once.
extension Dial {
    var dialAccessibilityElement: AccessibilityElement {
        let index = model.selectedIndex
        return AccessibilityElement(
            id: "dial", label: localized("Dial"), value: index >= 0 ? title(forItem: index) : nil,
            traits: isEnabled ? .adjustable : [.adjustable, .notEnabled], frame: bounds,
            numericValue: model.numberOfItems > 0
                ? .init(current: Double(max(index, 0)), minimum: 0, maximum: Double(model.numberOfItems - 1), step: 1) : nil)
    }

    /// A screen reader's value: the item index, rounded and clamped; the dial turns there
    /// at once and tells `valueChanged` like a settled spin.
    func setDialIndex(_ value: Double, element id: String) -> Bool {
        guard isEnabled, value.isFinite, id == "dial", model.numberOfItems > 0 else { return false }
        let target = Int(min(max(value.rounded(), 0), Double(model.numberOfItems - 1)))
        stopMotion()
        guard target != model.selectedIndex else { return true }
        setPosition(model.position(showing: target))
        tickedIndex = model.selectedIndex
        haptics?.play(.selection)
        announceSelectionIfChanged()
        return true
    }

    func adjustDial(_ adjustment: Adjustment, element id: String) -> Bool {
        guard isEnabled, id == "dial", model.numberOfItems > 0 else { return false }
        stopMotion()
        let current = model.selectedIndex
        let target = model.ring.index(after: adjustment, from: current)
        guard target != current else { return true }
        setPosition(model.position(showing: target))
        tickedIndex = model.selectedIndex
        haptics?.play(.selection)
        announceSelectionIfChanged()
        return true
    }
}
