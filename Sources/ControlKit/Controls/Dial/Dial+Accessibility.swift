import Foundation

/// Keyboard and accessibility: one adjustable element; the next or previous item, or the
/// first or last, as a user change told at once.
extension Dial {
    var dialAccessibilityElement: AccessibilityElement {
        let index = model.selectedIndex
        return AccessibilityElement(
            id: "dial", label: localized("Dial"), value: index >= 0 ? title(forItem: index) : nil,
            traits: isEnabled ? .adjustable : [.adjustable, .notEnabled], frame: bounds,
            numericValue: .index(index, of: model.numberOfItems))
    }

    /// A screen reader's value: the item index, rounded and clamped.
    func setDialIndex(_ value: Double, element id: String) -> Bool {
        guard isEnabled, value.isFinite, id == "dial", model.numberOfItems > 0 else { return false }
        return userSelect { Ring(count: $0.numberOfItems, wraps: false).index(at: value) }
    }

    func adjustDial(_ adjustment: Adjustment, element id: String) -> Bool {
        guard isEnabled, id == "dial", model.numberOfItems > 0 else { return false }
        return userSelect { $0.ring.index(after: adjustment, from: $0.selectedIndex) }
    }

    /// Stops the dial, then turns it at once to the item `target` picks: a user change,
    /// with a tick and `valueChanged` like a settled spin. True even when already there.
    private func userSelect(_ target: (DialModel) -> Int) -> Bool {
        stopMotion()
        let index = target(model)
        guard index != model.selectedIndex else { return true }
        setPosition(model.position(showing: index))
        tickedIndex = model.selectedIndex
        haptics?.play(.selection)
        announceSelectionIfChanged()
        return true
    }
}
