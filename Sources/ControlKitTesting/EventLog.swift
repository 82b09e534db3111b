import ControlKit

/// Records every event a control sends, in order, by name.
///
/// ```swift
/// let log = EventLog(slider)
/// finger.tap(at: point)
/// #expect(log.events == [.touchDown, .touchUpInside])
/// ```
@MainActor
public final class EventLog {
    /// The events sent so far, oldest first; one entry per event bit.
    public private(set) var events: [Control.Event] = []
    private var tokens: [ActionToken] = []

    /// Starts recording `events` (all by default) from `control`.
    public init(_ control: Control, events filter: Control.Event = .allEvents) {
        for bit in 0..<32 {
            let event = Control.Event(rawValue: 1 << UInt(bit))
            guard filter.contains(event) else { continue }
            tokens.append(control.addAction(for: event) { [weak self] _ in self?.events.append(event) })
        }
    }

    /// The events recorded, without the drag-inside/outside noise of every move.
    public var withoutDrags: [Control.Event] {
        events.filter { $0 != .touchDragInside && $0 != .touchDragOutside }
    }

    /// How many times `event` was sent.
    public func count(of event: Control.Event) -> Int { events.filter { $0 == event }.count }

    /// Forgets what was recorded.
    public func clear() { events.removeAll() }
}

/// A haptics engine that records what was played, for tests.
@MainActor
public final class RecordingHaptics: HapticsEngine {
    /// The haptics played, oldest first.
    public private(set) var played: [HapticFeedback] = []
    /// How many times the control asked the engine to get ready (once per touch-down).
    public private(set) var preparations = 0
    /// How many haptics had played at each preparation (0 for one made before any played).
    public private(set) var playedAtPreparation: [Int] = []
    public init() {}
    public func play(_ feedback: HapticFeedback) { played.append(feedback) }
    public func prepare() {
        preparations += 1
        playedAtPreparation.append(played.count)
    }
    /// Forgets what was recorded.
    public func clear() {
        played.removeAll()
        preparations = 0
        playedAtPreparation.removeAll()
    }
}
