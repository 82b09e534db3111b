import Foundation

/// Values set per control state with UIKit's lookup rule: the exact state's value if
/// one was set, otherwise the `.normal` value.
///
/// The friendly `setX(_:for:)` APIs of the controls store their values here.
///
/// ```swift
/// var colors = StateValues(normal: Color.systemBlue)
/// colors[.disabled] = .systemGray3
/// colors.value(for: [.disabled])      // systemGray3
/// colors.value(for: [.highlighted])   // systemBlue (falls back to normal)
/// ```
public struct StateValues<Value> {
    private var values: [UInt: Value]

    /// Makes a table whose `.normal` value is `normal`.
    public init(normal: Value) { values = [0: normal] }

    /// The value set for exactly `state`, if any; setting nil for `.normal` is ignored
    /// (the normal value is always present).
    public subscript(state: Control.State) -> Value? {
        get { values[state.rawValue] }
        set {
            if state == .normal, newValue == nil { return }
            values[state.rawValue] = newValue
        }
    }

    /// The value for `state`: exact match, else `.normal`.
    public func value(for state: Control.State) -> Value {
        values[state.rawValue] ?? values[0]!
    }

    /// The `.normal` value.
    public var normal: Value {
        get { values[0]! }
        set { values[0] = newValue }
    }
}

extension StateValues: Sendable where Value: Sendable {}
extension StateValues: Equatable where Value: Equatable {}
