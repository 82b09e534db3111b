import Foundation

/// Custom states, values per state and transitions: the app-facing side of the state engine.
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
        if let name = Control.stateName(from: "\(keyPath)", inverted: inverted) {
            StateNames.shared.set(name, for: state.rawValue, onlyIfUnnamed: true)
        }
        engine.register(state) { control in
            guard let typed = control as? C else { return false }
            return typed[keyPath: keyPath] != inverted
        }
        stateFactorDidChange()
        return true
    }

    /// "filled" from `\PinField.isFilled` ("notFilled" when inverted), or nil when the
    /// runtime does not describe key paths by name (Linux prints an address).
    nonisolated static func stateName(from keyPath: String, inverted: Bool) -> String? {
        guard keyPath.hasPrefix("\\"), let last = keyPath.split(separator: ".").last,
            last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        var name = String(last)
        if name.hasPrefix("is"), let first = name.dropFirst(2).first, first.isUppercase {
            name = first.lowercased() + name.dropFirst(3)
        }
        return inverted ? "not" + (name.first.map { $0.uppercased() + name.dropFirst() } ?? name) : name
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
