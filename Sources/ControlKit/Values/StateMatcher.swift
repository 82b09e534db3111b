import Foundation

/// Decides whether a value set "for a state" applies to the current state.
///
/// Six kinds, each with a default priority; when several values match, the highest
/// priority wins, and among equal priorities **the value set last wins**.
///
/// | matcher | matches when the state… | priority |
/// |---|---|---|
/// | ``exactly(_:priority:)`` | equals it | 1000 |
/// | ``containing(all:priority:)`` | contains all of it (`.normal`: always) | 999 |
/// | ``notContaining(all:priority:)`` | lacks at least one of it (`.normal`: never) | 750 |
/// | ``containing(any:priority:)`` | contains at least one of it (`.normal`: never) | 500 |
/// | ``containing(none:priority:)`` | contains none of it (`.normal`: always) | 500 |
/// | ``matching(priority:_:)`` | makes the predicate true | 250 |
///
/// `containing(all: .normal)` matches every state, so with its priority of 999 it acts
/// as the fallback that exact values (1000) override: UIKit's "falls back to `.normal`".
///
/// ```swift
/// pin.setValue(DrawingColor.systemRed, for: pin, keyPath: \.cellBorderColor, when: .containing(all: PinCodeField.invalid))
/// ```
public struct StateMatcher: Sendable, CustomStringConvertible {
    /// How a matcher compares.
    public enum Rule: Sendable {
        case exactly(Control.State)
        case containsAll(Control.State)
        case notContainsAll(Control.State)
        case containsAny(Control.State)
        case containsNone(Control.State)
        case predicate(@Sendable (Control.State) -> Bool)
    }

    /// The comparison.
    public let rule: Rule
    /// Higher wins when several values match.
    public let priority: Int
    /// Two matchers with the same identity replace each other's values; every predicate
    /// matcher is its own identity.
    let identity: Identity

    enum Identity: Hashable {
        case rule(kind: Int, state: UInt, priority: Int)
        case unique(Int)
    }

    private nonisolated(unsafe) static var predicateCounter = 0
    private static let counterLock = NSLock()

    private init(_ rule: Rule, kind: Int, state: Control.State, priority: Int) {
        self.rule = rule
        self.priority = priority
        self.identity = .rule(kind: kind, state: state.rawValue, priority: priority)
    }

    /// Matches only this exact state (default priority 1000).
    public static func exactly(_ state: Control.State, priority: Int = 1000) -> StateMatcher {
        StateMatcher(.exactly(state), kind: 0, state: state, priority: priority)
    }
    /// Matches states that contain every bit of `state` (default priority 999).
    public static func containing(all state: Control.State, priority: Int = 999) -> StateMatcher {
        StateMatcher(.containsAll(state), kind: 1, state: state, priority: priority)
    }
    /// Matches states that lack at least one bit of `state` (default priority 750).
    public static func notContaining(all state: Control.State, priority: Int = 750) -> StateMatcher {
        StateMatcher(.notContainsAll(state), kind: 2, state: state, priority: priority)
    }
    /// Matches states that share at least one bit with `state` (default priority 500).
    public static func containing(any state: Control.State, priority: Int = 500) -> StateMatcher {
        StateMatcher(.containsAny(state), kind: 3, state: state, priority: priority)
    }
    /// Matches states that share no bit with `state` (default priority 500).
    public static func containing(none state: Control.State, priority: Int = 500) -> StateMatcher {
        StateMatcher(.containsNone(state), kind: 4, state: state, priority: priority)
    }
    /// Matches states for which `predicate` is true (default priority 250).
    public static func matching(priority: Int = 250, _ predicate: @escaping @Sendable (Control.State) -> Bool) -> StateMatcher {
        counterLock.lock()
        predicateCounter += 1
        let id = predicateCounter
        counterLock.unlock()
        return StateMatcher(rule: .predicate(predicate), priority: priority, identity: .unique(id))
    }

    private init(rule: Rule, priority: Int, identity: Identity) {
        self.rule = rule
        self.priority = priority
        self.identity = identity
    }

    /// The same matcher with another priority.
    public func withPriority(_ priority: Int) -> StateMatcher {
        switch identity {
        case .rule(let kind, let state, _):
            return StateMatcher(rule, kind: kind, state: Control.State(rawValue: state), priority: priority)
        case .unique:
            return StateMatcher(rule: rule, priority: priority, identity: identity)
        }
    }

    /// Whether a value set with this matcher applies in `state`.
    public func matches(_ state: Control.State) -> Bool {
        switch rule {
        case .exactly(let s): return state == s
        case .containsAll(let s): return state.isSuperset(of: s)
        case .notContainsAll(let s): return !s.isEmpty && !state.isSuperset(of: s)
        case .containsAny(let s): return !state.isDisjoint(with: s)
        case .containsNone(let s): return state.isDisjoint(with: s)
        case .predicate(let p): return p(state)
        }
    }

    public var description: String {
        switch rule {
        case .exactly(let s): return "exactly(\(s)) @\(priority)"
        case .containsAll(let s): return "containing(all: \(s)) @\(priority)"
        case .notContainsAll(let s): return "notContaining(all: \(s)) @\(priority)"
        case .containsAny(let s): return "containing(any: \(s)) @\(priority)"
        case .containsNone(let s): return "containing(none: \(s)) @\(priority)"
        case .predicate: return "matching(predicate) @\(priority)"
        }
    }
}

/// The matchers of one table, with the resolution rule: the highest priority wins, then
/// the most recently set. Not generic, so resolving on every state change needs no
/// generic type lookups.
public struct StateRuleList: Sendable {
    struct Rule: Sendable {
        var matcher: StateMatcher
        var sequence: Int
    }

    private(set) var rules: [Rule] = []
    private var counter = 0

    public init() {}

    /// Adds `matcher`, replacing one with the same identity; returns the new rule's
    /// sequence number and the one it replaced, if any.
    mutating func add(_ matcher: StateMatcher) -> (added: Int, replaced: Int?) {
        counter += 1
        let replaced = rules.first { $0.matcher.identity == matcher.identity }?.sequence
        rules.removeAll { $0.matcher.identity == matcher.identity }
        rules.append(Rule(matcher: matcher, sequence: counter))
        return (counter, replaced)
    }

    /// Removes the rule with `matcher`'s identity; returns its sequence number.
    mutating func remove(_ matcher: StateMatcher) -> Int? {
        guard let index = rules.firstIndex(where: { $0.matcher.identity == matcher.identity }) else { return nil }
        return rules.remove(at: index).sequence
    }

    /// The sequence number of the rule set with exactly this matcher.
    func sequence(of matcher: StateMatcher) -> Int? {
        rules.first { $0.matcher.identity == matcher.identity }?.sequence
    }

    /// The sequence number of the winning rule for `state`, or nil when none matches.
    public func winner(for state: Control.State) -> Int? {
        var best: Rule?
        for rule in rules where rule.matcher.matches(state) {
            if let b = best, (b.matcher.priority, b.sequence) > (rule.matcher.priority, rule.sequence) { continue }
            best = rule
        }
        return best?.sequence
    }

    public var isEmpty: Bool { rules.isEmpty }
}

/// Values chosen by state: the resolution rule of the state engine, as a value type.
///
/// Every per-state value in ControlKit resolves by the same ``StateRuleList``: the
/// engine's bindings (``Control/setValue(_:for:keyPath:when:)``) and the UIKit-style
/// ``StateValues`` behind `setThumbImage(_:for:)` and friends. With no match, the
/// ``fallback``.
public struct StateValueTable<Value> {
    private(set) var rules = StateRuleList()
    private var values: [Int: Value] = [:]
    /// The value when nothing matches (for a binding: the value before the first set).
    public var fallback: Value

    /// An empty table.
    public init(fallback: Value) { self.fallback = fallback }

    /// Sets `value` for `matcher`, replacing a value set before with the same matcher.
    public mutating func set(_ value: Value, when matcher: StateMatcher) {
        let (added, replaced) = rules.add(matcher)
        if let replaced { values[replaced] = nil }
        values[added] = value
    }

    /// Removes the value set with `matcher`; returns whether there was one.
    @discardableResult
    public mutating func remove(when matcher: StateMatcher) -> Bool {
        guard let sequence = rules.remove(matcher) else { return false }
        values[sequence] = nil
        return true
    }

    /// The value set with exactly this matcher (no resolution), if any.
    public func value(setFor matcher: StateMatcher) -> Value? {
        rules.sequence(of: matcher).flatMap { values[$0] }
    }

    /// The value of the rule with sequence number `sequence`, or the fallback for nil.
    func value(sequence: Int?) -> Value {
        sequence.flatMap { values[$0] } ?? fallback
    }

    /// The value for `state`: the best matching value, or the fallback.
    public func value(for state: Control.State) -> Value { value(sequence: rules.winner(for: state)) }

    /// Whether no value was set.
    public var isEmpty: Bool { rules.isEmpty }
}

extension StateValueTable: Sendable where Value: Sendable {}
