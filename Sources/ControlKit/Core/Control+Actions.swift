import Foundation

/// Gives target-action handlers the control as its own type.
///
/// Every ``Control`` conforms; the methods below hand a `RangeSlider`'s handler a
/// `RangeSlider`, so a handler reads the control's values from its argument and never
/// needs to capture the control (a capture would keep it alive for ever: the control
/// holds its handlers).
@MainActor
public protocol ControlActionSending: AnyObject {}

extension Control: ControlActionSending {}

/// Target-action without the Objective-C runtime, and state observation.
extension ControlActionSending where Self: Control {
    /// Calls `handler` with this control whenever one of `events` is sent.
    ///
    /// Handlers run in the order they were added. A handler added while events are
    /// being sent runs from the next send on; one removed during a send does not run if
    /// it had not run yet. When one send carries several events (touchDown with
    /// touchDownRepeat), each handler runs once. The handler gets the control as its own
    /// type, so it has no reason to capture it:
    ///
    /// ```swift
    /// let token = slider.addAction(for: .valueChanged) { slider in save(slider.lowerValue) }
    /// token.remove()
    /// ```
    ///
    /// - Returns: A token whose ``ActionToken/remove()`` removes the handler.
    @discardableResult
    public func addAction(for events: Control.Event, _ handler: @escaping @MainActor (Self) -> Void) -> ActionToken {
        ActionToken(control: self, id: registry.add(events) { control in handler(unsafeDowncast(control, to: Self.self)) })
    }

    /// Calls `action` on `target` whenever one of `events` is sent, holding `target` weakly.
    ///
    /// When the target is gone, the action is removed the next time events are sent.
    ///
    /// ```swift
    /// slider.addTarget(self, action: SettingsScreen.rangeChanged, for: .valueChanged)
    /// // func rangeChanged(_ slider: RangeSlider)
    /// ```
    @discardableResult
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Self) -> Void, for events: Control.Event
    ) -> ActionToken {
        var token: ActionToken?
        token = addAction(for: events) { [weak target] control in
            guard let target else {
                token?.remove()
                return
            }
            action(target)(control)
        }
        return token!
    }

    /// Calls `body` with this control and the old and new state after every change of
    /// ``Control/state``.
    ///
    /// ```swift
    /// pin.observeState { pin, old, new in print(old, "→", new) }
    /// ```
    ///
    /// - Returns: A token whose ``ActionToken/remove()`` stops the observation.
    @discardableResult
    public func observeState(_ body: @escaping @MainActor (Self, _ old: Control.State, _ new: Control.State) -> Void) -> ActionToken {
        ActionToken(control: self, id: registry.addObserver { control, old, new in body(unsafeDowncast(control, to: Self.self), old, new) })
    }
}

extension Control {
    /// Calls `body` with `true` when a touch goes down on the control and with `false`
    /// when that touch ends, once each: SwiftUI's `onEditingChanged`.
    ///
    /// The end is reported however the touch ends: lifted inside or outside, cancelled by
    /// the system, or dropped because a handler disabled the control. A touch that the
    /// control's own ``beginTracking(_:)`` (or a handler it runs) cancels before it is
    /// accepted reports neither. `true` comes before the `touchDown` event; `false` after
    /// ``endTracking(_:)`` (so after a non-continuous control's `valueChanged`) and before
    /// the touch-up events.
    ///
    /// ```swift
    /// slider.observeEditing { slider, editing in print(editing ? "began" : "ended", slider.value) }
    /// ```
    ///
    /// - Returns: A token whose ``ActionToken/remove()`` stops the observation.
    @discardableResult
    public func observeEditing(_ body: @escaping @MainActor (Self, _ isEditing: Bool) -> Void) -> ActionToken {
        ActionToken(
            control: self, id: registry.addEditingObserver { control, editing in body(unsafeDowncast(control, to: Self.self), editing) })
    }

    /// Removes the handler or state observer registered with `token`.
    public func removeAction(_ token: ActionToken) {
        registry.remove(token.id)
    }

    /// The events at least one handler listens to.
    public var allControlEvents: Event { registry.allEvents }

    /// Runs every handler registered for any of `events`, in the order added.
    ///
    /// Programmatic sends are allowed: a subclass sends `valueChanged` this way. A
    /// disabled control sends no touch events. Inside a transition
    /// (``performTransition(commit:_:)``) events are held and delivered once each, in
    /// order, when it commits.
    public func sendActions(for events: Event) {
        if engine.holdEvent(events) { return }
        dispatchActions(for: events)
    }

    func dispatchActions(for events: Event) {
        guard isEnabled || events.isDisjoint(with: .allTouchEvents) else { return }
        registry.dispatch(events, from: self)
    }

}

extension Control {
    /// The shortest time between two detent haptics: a fast fling passes an item every
    /// frame (120 a second on ProMotion), more taps than the Taptic Engine can tell apart.
    static let minimumDetentInterval: TimeInterval = 0.03

    /// The detent of anything that turns past a marker (a dial, a picker's wheel, a
    /// horizontal wheel): a selection haptic when `index` is not `last`, which becomes it,
    /// unless one played within ``minimumDetentInterval``. Returns whether a new item
    /// reached the marker.
    @discardableResult
    func tickDetent(at index: Int, last: inout Int) -> Bool {
        guard index != last else { return false }
        last = index
        if let haptics {
            let now = clock.currentTime
            if !(now - lastDetentTickTime < Control.minimumDetentInterval) {
                lastDetentTickTime = now
                haptics.play(.selection)
            }
        }
        return true
    }
}
