import Foundation

/// The handlers and state observers of one control, in the order they were added.
///
/// Dispatch iterates a copy (no allocation: the array is shared until someone changes
/// it); a handler removed by an earlier one in the same send does not run, and one added
/// during a send runs from the next send on.
@MainActor
final class ActionRegistry {
    struct Action {
        let id: Int
        let events: Control.Event
        let body: @MainActor (Control) -> Void
    }

    private(set) var actions: [Action] = []
    private var observers: [(id: Int, body: @MainActor (Control, Control.State, Control.State) -> Void)] = []
    private var editingObservers: [(id: Int, body: @MainActor (Control, Bool) -> Void)] = []
    /// Counts removals, so a send only checks membership when something was removed.
    private var removals = 0
    private var counter = 0

    func add(_ events: Control.Event, _ body: @escaping @MainActor (Control) -> Void) -> Int {
        counter += 1
        actions.append(Action(id: counter, events: events, body: body))
        return counter
    }

    func addObserver(_ body: @escaping @MainActor (Control, Control.State, Control.State) -> Void) -> Int {
        counter += 1
        observers.append((counter, body))
        return counter
    }

    func addEditingObserver(_ body: @escaping @MainActor (Control, Bool) -> Void) -> Int {
        counter += 1
        editingObservers.append((counter, body))
        return counter
    }

    func remove(_ id: Int) {
        removals += 1
        actions.removeAll { $0.id == id }
        observers.removeAll { $0.id == id }
        editingObservers.removeAll { $0.id == id }
    }

    var allEvents: Control.Event {
        actions.reduce(into: Control.Event()) { $0.formUnion($1.events) }
    }

    func dispatch(_ events: Control.Event, from control: Control) {
        let current = actions
        let removalsBefore = removals
        for action in current where !action.events.isDisjoint(with: events) {
            guard removals == removalsBefore || actions.contains(where: { $0.id == action.id }) else { continue }
            action.body(control)
        }
    }

    func notifyStateObservers(_ control: Control, _ old: Control.State, _ new: Control.State) {
        let current = observers
        for observer in current where observers.contains(where: { $0.id == observer.id }) {
            observer.body(control, old, new)
        }
    }

    func notifyEditingObservers(_ control: Control, _ editing: Bool) {
        let current = editingObservers
        for observer in current where editingObservers.contains(where: { $0.id == observer.id }) {
            observer.body(control, editing)
        }
    }
}
