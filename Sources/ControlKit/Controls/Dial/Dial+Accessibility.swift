import Foundation

/// Keyboard and accessibility: one adjustable element; the next or previous item, or the
/// first or last, as a user change told at once.
extension Dial {
    var dialAccessibilityElement: AccessibilityElement {
        let index = model.selectedIndex
        return AccessibilityElement(
            id: "dial", label: localized("Dial"), value: index >= 0 ? title(forItem: index) : nil,
            traits: isEnabled ? .adjustable : [.adjustable, .notEnabled], frame: bounds)
    }

    func adjustDial(_ adjustment: Adjustment, element id: String) -> Bool {
        guard isEnabled, id == "dial", model.numberOfItems > 0 else { return false }
        stopMotion()
        let n = model.numberOfItems, current = model.selectedIndex
        let target: Int
        switch adjustment {
        case .increment: target = wraps ? (current + 1) % n : min(current + 1, n - 1)
        case .decrement: target = wraps ? (current - 1 + n) % n : max(current - 1, 0)
        case .toMinimum: target = 0
        case .toMaximum: target = n - 1
        }
        guard target != current else { return true }
        setPosition(model.position(showing: target))
        tickedIndex = model.selectedIndex
        haptics?.play(.selection)
        announceSelectionIfChanged()
        return true
    }
}
