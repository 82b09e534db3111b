import Foundation

/// The one source of time for every animation, timer, autorepeat and momentum.
///
/// Hosts tick the clock from the display (`CADisplayLink`, the GTK frame clock); tests
/// tick it by hand, so anything time-based is deterministic in tests. Timers fire at
/// exactly their due time inside a tick (earliest first), then frame observers run once
/// with the tick's time.
///
/// **Work always starts from the present.** Between ticks an idle clock stands still, so
/// ``now`` can be long past. A clock with a ``timeSource`` (``main`` reads the system's
/// monotonic uptime; hosts install their display's time base) therefore reads the present
/// whenever work is added: ``schedule(after:_:)`` counts from it, ``animate(duration:curve:update:completion:)``
/// starts at it, and a clock going from idle to busy jumps to it. Whatever a host did or
/// did not tick before an input, a timer or animation started by that input runs its full
/// length. A clock without a source (tests' manual clocks) only moves when advanced.
///
/// ```swift
/// let clock = FrameClock()
/// let token = clock.schedule(after: 0.5) { print("half a second later") }
/// clock.advance(by: 0.5)   // prints
/// token.cancel()           // harmless after firing
/// ```
@MainActor
public final class FrameClock {
    /// The time of the last tick, in seconds. Only ``advance(to:)`` (and an idle clock
    /// catching up with its ``timeSource`` when work arrives) moves it, and only forward.
    public private(set) var now: TimeInterval

    /// Reads the present on the clock's time base, or nil for a clock that only moves when
    /// advanced (the default for clocks you make; ``main`` uses the system uptime).
    ///
    /// Hosts set it to the time base their ticks and input events use (GLib's monotonic
    /// clock, `CACurrentMediaTime`), so that ticks, inputs and new work agree. Readings
    /// before ``now`` count as ``now``; non-finite readings are ignored.
    public var timeSource: (@MainActor () -> TimeInterval)?

    /// The present: the ``timeSource``'s reading (never before ``now``), or ``now`` when
    /// there is no source. Controls stamp input and start work with it.
    public var currentTime: TimeInterval {
        guard let reading = timeSource?(), reading.isFinite else { return now }
        return max(now, reading)
    }

    /// Called when the clock goes from idle to having work, so a host can start its
    /// display link; hosts stop ticking when ``isIdle`` becomes true.
    public var onBecameActive: (@MainActor () -> Void)?

    /// What a host must do to run the clock's work.
    public enum Demand: Equatable, Sendable {
        /// Nothing waits: no ticks.
        case idle
        /// A frame observer (an animation, momentum, a wait for stillness) runs at every
        /// frame: tick from the display.
        case frames
        /// Only timers wait (a stepper's autorepeat, a PIN digit's reveal): one wake-up at
        /// the earliest's due time, with no display link running meanwhile.
        case wakeUp(at: TimeInterval)
    }

    /// What the host must do now: ``Demand/frames`` while a frame observer waits, else a
    /// wake-up at the earliest timer, else nothing.
    public var demand: Demand {
        if !observers.isEmpty { return .frames }
        return nextTimerDue.map { .wakeUp(at: $0) } ?? .idle
    }

    /// Called whenever work is added (a timer or a frame observer), after ``onBecameActive``:
    /// ``demand`` may now ask for frames, or for an earlier wake-up. A host re-plans its
    /// ticking here and after each tick; cancelled work needs no call (a wake-up that finds
    /// nothing due costs one tick).
    public var onDemandChanged: (@MainActor () -> Void)?

    private struct Timer {
        let id: Int
        let due: TimeInterval
        /// ``now`` when it was scheduled.
        let scheduledAt: TimeInterval
        let action: @MainActor () -> Void
    }

    /// At most this many timers fire in one ``advance(to:)``; the rest wait for the next.
    public static let maximumTimersPerAdvance = 10_000
    private var timers: [Timer] = []
    private var observers: [(id: Int, body: @MainActor (TimeInterval) -> Void)] = []
    private var nextID = 0

    /// Makes a clock that starts at `now` seconds.
    ///
    /// - Parameters:
    ///   - now: The starting time (NaN or infinite: 0).
    ///   - timeSource: Reads the present (see ``timeSource``); nil for a manual clock.
    public init(now: TimeInterval = 0, timeSource: (@MainActor () -> TimeInterval)? = nil) {
        self.now = now.isFinite ? now : 0
        self.timeSource = timeSource
    }

    /// The clock used by controls that were given no other; hosts tick it. Its time
    /// source is the system's monotonic uptime until a host installs its own.
    public static let main = FrameClock(
        now: ProcessInfo.processInfo.systemUptime, timeSource: { ProcessInfo.processInfo.systemUptime })

    /// True when no timer or frame observer is waiting.
    public var isIdle: Bool { timers.isEmpty && observers.isEmpty }

    /// The due time of the earliest timer, if any.
    public var nextTimerDue: TimeInterval? { timers.map(\.due).min() }

    /// Runs `action` once when the clock reaches `time` (at once on the next tick if past).
    @discardableResult
    public func schedule(at time: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ClockToken {
        let id = makeID()
        let wasIdle = catchUpIfIdle()
        timers.append(Timer(id: id, due: time.isFinite ? time : now, scheduledAt: now, action: action))
        if wasIdle { onBecameActive?() }
        onDemandChanged?()
        return ClockToken { [weak self] in self?.timers.removeAll { $0.id == id } }
    }

    /// Runs `action` once, `delay` seconds from the present (``currentTime``); negative
    /// or NaN delays mean now.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ClockToken {
        schedule(at: currentTime + (delay.isFinite ? max(delay, 0) : 0), action)
    }

    /// Calls `body` with the time on every tick until the token is cancelled.
    @discardableResult
    public func addFrameObserver(_ body: @escaping @MainActor (TimeInterval) -> Void) -> ClockToken {
        let id = makeID()
        let wasIdle = catchUpIfIdle()
        observers.append((id, body))
        if wasIdle { onBecameActive?() }
        onDemandChanged?()
        return ClockToken { [weak self] in self?.observers.removeAll { $0.id == id } }
    }

    /// An idle clock has nothing to fire, so it can jump to the present at once; returns
    /// whether it was idle.
    private func catchUpIfIdle() -> Bool {
        guard isIdle else { return false }
        now = currentTime
        return true
    }

    /// Moves time forward to `time`, firing due timers in order, then frame observers.
    ///
    /// A time in the past or NaN is ignored (time never goes backwards). A timer that
    /// fires may schedule another; one due later than the moment it was scheduled fires
    /// in the same advance when its time comes, but one due at once (or in the past)
    /// waits for the next advance, so a timer that keeps rescheduling itself "now" cannot
    /// hold the clock in an endless loop. At most ``maximumTimersPerAdvance`` timers fire
    /// in one advance.
    public func advance(to time: TimeInterval) {
        guard time.isFinite, time >= now else { return }
        let existing = nextID
        var fired = 0
        func eligible(_ t: Timer) -> Bool { t.due <= time && (t.id <= existing || t.due > t.scheduledAt) }
        while fired < FrameClock.maximumTimersPerAdvance {
            var best: Int?
            for i in timers.indices where eligible(timers[i]) {
                if let b = best, (timers[b].due, timers[b].id) <= (timers[i].due, timers[i].id) { continue }
                best = i
            }
            guard let index = best else { break }
            let timer = timers.remove(at: index)
            now = max(now, timer.due)
            fired += 1
            timer.action()
        }
        now = time
        for observer in observers where observers.contains(where: { $0.id == observer.id }) {
            observer.body(now)
        }
    }

    /// Moves time forward by `interval` seconds.
    public func advance(by interval: TimeInterval) {
        guard interval.isFinite, interval >= 0 else { return }
        advance(to: now + interval)
    }

    private func makeID() -> Int {
        nextID += 1
        return nextID
    }
}

extension FrameClock {
    /// Runs `action` at the first frame at which `condition` holds for `owner` (looked at
    /// after each frame's motion, as long as the wait lasts). The owner is held weakly: a
    /// freed owner ends the wait, so the clock can go idle (a forgotten frame observer
    /// keeps a host's display link running for ever).
    @discardableResult
    func atFirstFrame<Owner: AnyObject>(
        of owner: Owner, where condition: @escaping @MainActor (Owner) -> Bool, _ action: @escaping @MainActor (Owner) -> Void
    ) -> ClockToken {
        var token: ClockToken?
        token = addFrameObserver { [weak owner] _ in
            guard let owner else { return token?.cancel() ?? () }
            guard condition(owner) else { return }
            token?.cancel()
            action(owner)
        }
        return token!
    }
}

/// Cancels a timer, frame observer or animation started on a ``FrameClock``.
@MainActor
public final class ClockToken {
    private var onCancel: (@MainActor () -> Void)?

    init(_ onCancel: @escaping @MainActor () -> Void) { self.onCancel = onCancel }

    /// Stops it; calling this again, or after a timer fired, does nothing.
    public func cancel() {
        let body = onCancel
        onCancel = nil
        body?()
    }

    /// True until ``cancel()`` is called.
    public var isActive: Bool { onCancel != nil }
}
