import Foundation

/// The state engine behind ``Control``: custom states from Boolean key paths, values per
/// state for any object's key path, and batched transitions.
///
/// The look of a control is derived from its state, never stored beside it: a factor
/// changes, the state is recomputed, and every value bound to a state is re-resolved
/// with ``StateMatcher``'s rules. See ``Control/setValue(_:for:keyPath:when:)``.
@MainActor
final class StateEngine {
    // MARK: Custom states

    private var factors: [(state: Control.State, read: (Control) -> Bool)] = []

    func registeredState(of control: Control) -> Control.State {
        var s: Control.State = []
        for factor in factors where factor.read(control) { s.formUnion(factor.state) }
        return s
    }

    func register(_ state: Control.State, read: @escaping (Control) -> Bool) {
        factors.removeAll { $0.state == state }
        factors.append((state, read))
    }

    // MARK: Bindings

    private var bindings: [BindingKey: AnyStateBinding] = [:]
    /// The bindings in the order they were first made (applied in this order).
    private var ordered: [AnyStateBinding] = []

    func binding<Target: AnyObject, Value>(
        for target: Target, keyPath: ReferenceWritableKeyPath<Target, Value>, create: Bool
    ) -> StateBinding<Target, Value>? {
        let key = BindingKey(target: ObjectIdentifier(target), keyPath: keyPath)
        if let existing = bindings[key] as? StateBinding<Target, Value>, existing.target != nil { return existing }
        guard create else { return nil }
        let made = StateBinding(target: target, keyPath: keyPath)
        if let old = bindings[key] { ordered.removeAll { $0 === old } }
        ordered.append(made)
        bindings[key] = made
        return made
    }

    func removeBinding<Target: AnyObject, Value>(for target: Target, keyPath: ReferenceWritableKeyPath<Target, Value>) {
        let key = BindingKey(target: ObjectIdentifier(target), keyPath: keyPath)
        if let old = bindings.removeValue(forKey: key) { ordered.removeAll { $0 === old } }
    }

    /// Applies every binding for `state`, dropping those whose target is gone.
    func applyAll(_ state: Control.State) {
        var anyGone = false
        for binding in ordered where !binding.apply(state) { anyGone = true }
        guard anyGone else { return }
        ordered.removeAll { !$0.isAlive }
        bindings = bindings.filter { $0.value.isAlive }
    }

    var bindingCount: Int { bindings.count }

    // MARK: Transitions and state changes

    private var transitionBuffers: [[Control.Event]] = []
    private var statePending = false
    private var applying = false

    var isInTransition: Bool { !transitionBuffers.isEmpty }

    func begin() { transitionBuffers.append([]) }

    /// Ends the innermost transition. Its events move to the enclosing one (commit) or are
    /// dropped; at the outermost end the state is applied once, then events delivered.
    func end(commit: Bool, on control: Control) {
        guard let buffer = transitionBuffers.popLast() else { return }
        if !transitionBuffers.isEmpty {
            if commit { transitionBuffers[transitionBuffers.count - 1] += buffer }
            return
        }
        if statePending {
            statePending = false
            resolve(control, announce: commit)
        }
        guard commit else { return }
        var delivered: [Control.Event] = []
        for event in buffer where !delivered.contains(event) {
            delivered.append(event)
            control.dispatchActions(for: event)
        }
    }

    /// Holds an event while a transition is open; returns whether it was held.
    func holdEvent(_ event: Control.Event) -> Bool {
        guard !transitionBuffers.isEmpty else { return false }
        transitionBuffers[transitionBuffers.count - 1].append(event)
        return true
    }

    func factorDidChange(on control: Control) {
        if isInTransition || applying {
            statePending = true
            return
        }
        resolve(control, announce: true)
    }

    /// Recomputes the state; if it changed, applies values and (when `announce`) tells
    /// the control and observers. Values that change factors again are settled in a few
    /// more rounds (at most 8, so two bindings fighting cannot hang).
    private func resolve(_ control: Control, announce: Bool) {
        for _ in 0..<8 {
            let old = control.publishedState
            let new = control.state
            guard new != old else {
                applyAll(new)  // values set inside a transition, on an unchanged state
                return
            }
            control.publishedState = new
            applying = true
            statePending = false
            applyAll(new)
            applying = false
            if announce {
                control.publishStateChange(from: old, to: new)
            } else {
                control.setNeedsDisplay()
            }
            if !statePending { return }
        }
    }

    /// Re-resolves one binding now (after a set or remove), unless a transition holds it.
    func reapply(_ binding: AnyStateBinding, control: Control) {
        if isInTransition {
            statePending = true
            binding.isStale = true
            return
        }
        _ = binding.apply(control.state)
    }
}

private struct BindingKey: Hashable {
    let target: ObjectIdentifier
    let keyPath: AnyKeyPath
}

/// One object's key path with values per state. The resolution (non-generic) lives
/// here; the generic subclass only writes the winner.
@MainActor
class AnyStateBinding {
    var rules = StateRuleList()
    /// The rule applied last (nil: the fallback).
    private var applied: Int?
    var isStale = false

    /// Whether the target still exists.
    var isAlive: Bool { fatalError("abstract") }
    /// Writes the value of rule `sequence` (nil: the fallback) to the target.
    func write(_ sequence: Int?) { fatalError("abstract") }

    /// Applies the value for `state` if the winner changed; false when the target is gone.
    final func apply(_ state: Control.State) -> Bool {
        guard isAlive else { return false }
        let winner = rules.winner(for: state)
        guard winner != applied || isStale else { return true }
        isStale = false
        applied = winner
        write(winner)
        return true
    }

    func forceNextApply() { isStale = true }
}

/// The values of one key path of one object, per state.
@MainActor
final class StateBinding<Target: AnyObject, Value>: AnyStateBinding {
    weak var target: Target?
    let keyPath: ReferenceWritableKeyPath<Target, Value>
    let fallback: Value
    private var values: [Int: Value] = [:]

    init(target: Target, keyPath: ReferenceWritableKeyPath<Target, Value>) {
        self.target = target
        self.keyPath = keyPath
        self.fallback = target[keyPath: keyPath]
    }

    override var isAlive: Bool { target != nil }

    override func write(_ sequence: Int?) {
        target?[keyPath: keyPath] = sequence.flatMap { values[$0] } ?? fallback
    }

    func set(_ value: Value, when matcher: StateMatcher) {
        let (added, replaced) = rules.add(matcher)
        if let replaced { values[replaced] = nil }
        values[added] = value
    }

    func remove(when matcher: StateMatcher) -> Bool {
        guard let sequence = rules.remove(matcher) else { return false }
        values[sequence] = nil
        return true
    }

    func value(for state: Control.State) -> Value {
        rules.winner(for: state).flatMap { values[$0] } ?? fallback
    }
}
