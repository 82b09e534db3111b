import Foundation

/// The one keyboard and adjustment path every control shares.
///
/// Hosts deliver keys through ``Control/keyDown(_:)``; arrows, Home and End become an
/// ``Control/Adjustment`` by one rule (``Key/adjustment(along:direction:)``), and both
/// they and assistive increment/decrement end in ``Control/adjust(_:element:)``, which
/// each adjustable control implements once.
extension Control {
    /// What a key or an assistive action asks of an adjustable element.
    public enum Adjustment: Hashable, Sendable {
        /// One step toward the maximum (or the next item).
        case increment
        /// One step toward the minimum (or the previous item).
        case decrement
        /// All the way to the smallest value the element may take now.
        case toMinimum
        /// All the way to the largest value the element may take now.
        case toMaximum
    }

    /// Delivers a key press from a host: handled only while the control is enabled and
    /// focused (``isFocused``), then by ``handleKey(_:)``. The focus is shown from then on
    /// (``isFocusVisible``).
    ///
    /// Returns whether the control used the key; a host passes unused keys on (an unused
    /// Tab moves focus to the next control).
    ///
    /// ```swift
    /// slider.isFocused = true
    /// slider.keyDown(.rightArrow)   // one step up (left-to-right layout)
    /// ```
    @discardableResult
    public func keyDown(_ key: Key) -> Bool {
        guard isEnabled, isFocused else { return false }
        keyboardWasUsed()
        return handleKey(key)
    }

    /// The default key handling: an adjustment of ``keyboardElementID``.
    func handleAdjustmentKey(_ key: Key) -> Bool {
        guard let id = keyboardElementID,
            let adjustment = key.adjustment(along: adjustmentAxis, direction: layoutDirection)
        else { return false }
        return adjust(adjustment, element: id)
    }
}

extension Key {
    /// The adjustment this key asks of an element laid out along `axis`, or nil.
    ///
    /// Up always increments and down decrements. Along a horizontal axis the arrow that
    /// points toward the maximum increments: right, or left in right-to-left layout.
    /// Along a vertical axis (minimum at the bottom) right increments and left decrements,
    /// whatever the direction. Home and End go to the limits; Page Up and Page Down act
    /// as up and down.
    ///
    /// ```swift
    /// Key.leftArrow.adjustment(along: .horizontal, direction: .rightToLeft)   // .increment
    /// ```
    public func adjustment(along axis: ControlOrientation, direction: ControlLayoutDirection) -> Control.Adjustment? {
        let mirrored = axis == .horizontal && direction == .rightToLeft
        switch self {
        case .upArrow, .pageUp: return .increment
        case .downArrow, .pageDown: return .decrement
        case .rightArrow: return mirrored ? .decrement : .increment
        case .leftArrow: return mirrored ? .increment : .decrement
        case .home: return .toMinimum
        case .end: return .toMaximum
        default: return nil
        }
    }
}
