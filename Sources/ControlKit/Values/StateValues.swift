import Foundation

/// Values set per control state with UIKit's lookup: the exact state's value if one was
/// set, otherwise the `.normal` value. The friendly front of the state engine.
///
/// Backed by a ``StateValueTable``: `[state] = v` is `.exactly(state)` (priority 1000),
/// the `.normal` value is the table's fallback. So `setThumbImage(_:for:)` and the
/// engine resolve with the same rule.
///
/// ```swift
/// var colors = StateValues(normal: DrawingColor.systemBlue)
/// colors[.disabled] = .systemGray3
/// colors.value(for: [.disabled])      // systemGray3
/// colors.value(for: [.highlighted])   // systemBlue (falls back to normal)
/// ```
public struct StateValues<Value> {
    private var table: StateValueTable<Value>

    /// Makes a table whose `.normal` value is `normal`.
    public init(normal: Value) { table = StateValueTable(fallback: normal) }

    /// The value set for exactly `state`, if any. Setting nil removes it; setting the
    /// `.normal` value replaces the fallback (nil for `.normal` is ignored).
    public subscript(state: Control.State) -> Value? {
        get { state == .normal ? table.fallback : table.value(setFor: .exactly(state)) }
        set {
            if state == .normal {
                if let newValue { table.fallback = newValue }
            } else if let newValue {
                table.set(newValue, when: .exactly(state))
            } else {
                table.remove(when: .exactly(state))
            }
        }
    }

    /// The value for `state`: exact match, else `.normal`.
    public func value(for state: Control.State) -> Value { table.value(for: state) }

    /// The `.normal` value.
    public var normal: Value {
        get { table.fallback }
        set { table.fallback = newValue }
    }

    /// Sets a value with any matcher (the engine's full power on a friendly table).
    public mutating func set(_ value: Value, when matcher: StateMatcher) { table.set(value, when: matcher) }
}

extension StateValues: Sendable where Value: Sendable {}
