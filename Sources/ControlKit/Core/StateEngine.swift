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

extension Control {
    // MARK: Custom states

    /// Registers a custom state that is on whenever a Boolean property is true (or false,
    /// when `inverted`).
    ///
    /// The property's `didSet` must call ``stateFactorDidChange()`` (as `isEnabled` does
    /// for the built-in states). The state must be bits of ``State/application`` and the
    /// key path must belong to this control's type; anything else is refused (returns
    /// false, changes nothing). Registering the same state again replaces the earlier
    /// property.
    ///
    /// ```swift
    /// final class Toggle: Control {
    ///     static let on = Control.State(rawValue: 1 << 16)
    ///     var isOn = false { didSet { stateFactorDidChange() } }
    ///     override init(bounds: CGRect = .zero) {
    ///         super.init(bounds: bounds)
    ///         register(Toggle.on, forBoolKeyPath: \Toggle.isOn)
    ///     }
    /// }
    /// ```
    @discardableResult
    public func register<C: Control>(_ state: State, forBoolKeyPath keyPath: KeyPath<C, Bool>, inverted: Bool = false) -> Bool {
        guard !state.isEmpty, State.application.isSuperset(of: state), self is C else { return false }
        engine.register(state) { control in
            guard let typed = control as? C else { return false }
            return typed[keyPath: keyPath] != inverted
        }
        stateFactorDidChange()
        return true
    }

    // MARK: Values per state

    /// Sets the value `target[keyPath:]` takes while the state matches `matcher`.
    ///
    /// The first time a key path of an object is given a value, its current value is kept
    /// as the fallback, restored whenever no matcher matches. Values are re-resolved at
    /// once and on every state change: the highest priority wins, then the latest set.
    /// The target is held weakly; when it is gone its values are dropped. Setting a value
    /// again with the same matcher replaces it. Any object works, so one control can
    /// drive another:
    ///
    /// ```swift
    /// submit.isEnabled = false
    /// pin.setValue(true, for: submit, keyPath: \.isEnabled, when: .containing(all: [PinCodeField.filled, PinCodeField.valid]))
    /// ```
    public func setValue<Target: AnyObject, Value>(
        _ value: Value, for target: Target, keyPath: ReferenceWritableKeyPath<Target, Value>, when matcher: StateMatcher
    ) {
        guard let binding = engine.binding(for: target, keyPath: keyPath, create: true) else { return }
        binding.set(value, when: matcher)
        binding.forceNextApply()
        engine.reapply(binding, control: self)
    }

    /// Removes the value set with `matcher` (predicate matchers: use the same instance).
    public func removeValue<Target: AnyObject, Value>(
        for target: Target, keyPath: ReferenceWritableKeyPath<Target, Value>, when matcher: StateMatcher
    ) {
        guard let binding = engine.binding(for: target, keyPath: keyPath, create: false),
            binding.remove(when: matcher)
        else { return }
        binding.forceNextApply()
        engine.reapply(binding, control: self)
    }

    /// Removes every value of the key path and restores the value it had before the first.
    public func removeValues<Target: AnyObject, Value>(for target: Target, keyPath: ReferenceWritableKeyPath<Target, Value>) {
        guard let binding = engine.binding(for: target, keyPath: keyPath, create: false) else { return }
        target[keyPath: keyPath] = binding.fallback
        engine.removeBinding(for: target, keyPath: keyPath)
    }

    /// The value the key path would take in `state` (nil when it has no values here).
    public func value<Target: AnyObject, Value>(
        for target: Target, keyPath: ReferenceWritableKeyPath<Target, Value>, in state: State
    ) -> Value? {
        engine.binding(for: target, keyPath: keyPath, create: false)?.value(for: state)
    }

    /// How many key paths have values bound to this control's state.
    public var stateBindingCount: Int { engine.bindingCount }

    // MARK: Transitions

    /// Starts a transition: state changes and events wait until it ends.
    public func beginTransition() { engine.begin() }

    /// Ends a transition, applying the state once (at the outermost end) and delivering
    /// the events raised inside once each, in the order first raised.
    public func commitTransition() { engine.end(commit: true, on: self) }

    /// Ends a transition without delivering its events (they are discarded). Per-state
    /// values are still re-resolved, so the look never disagrees with the state, but
    /// state observers are not told.
    public func endTransition() { engine.end(commit: false, on: self) }

    /// Runs `body` as one transition: several factor changes apply once, at the end.
    ///
    /// ```swift
    /// pin.performTransition {
    ///     pin.isEnabled = true
    ///     pin.isSelected = true
    /// }   // one state change, observers told once
    /// ```
    public func performTransition(commit: Bool = true, _ body: () throws -> Void) rethrows {
        beginTransition()
        defer { commit ? commitTransition() : endTransition() }
        try body()
    }

    /// Whether a transition is open.
    public var isInTransition: Bool { engine.isInTransition }
}
