import CGtk
import ControlKit
import Foundation

/// Advances ``FrameClock/main`` on GTK's frame-clock ticks while a frame observer runs
/// (an animation, momentum), from a one-shot GLib timeout while only timers wait (a
/// stepper's autorepeat, a PIN digit's reveal: no frames meanwhile), and not at all when
/// it is idle, as the clock's ``FrameClock/demand`` says.
/// The time is GLib's monotonic clock, the same one input events are stamped against; it
/// is also the main clock's ``FrameClock/timeSource``, so work started by any input (a key
/// press included) counts from the present.
@MainActor
public final class GtkFrameClockDriver {
    /// The one driver.
    public static let shared = GtkFrameClockDriver()
    /// Every live widget that was attached, oldest first (removed when destroyed).
    private var widgets: [OpaquePointer] = []
    /// The widget whose frame clock ticks now, and its tick callback's id.
    private var ticker: (widget: OpaquePointer, id: UInt32)?
    /// A 60 Hz GLib timeout that ticks while no attached widget is realized (every window
    /// closed or hidden), so animations still end.
    private var fallbackSource: UInt32?
    /// The one-shot GLib timeout that wakes the clock for its earliest timer while no frame
    /// observer runs.
    private var wakeUpSource: UInt32?
    /// GLib's monotonic time (µs, the frame clock's time base) at clock time 0.
    private let origin: Int64

    private init() {
        // Continue the clock's current time base, so work already scheduled keeps its due time.
        let origin = g_get_monotonic_time() - Int64(FrameClock.main.currentTime * 1_000_000)
        self.origin = origin
        FrameClock.main.timeSource = { Double(g_get_monotonic_time() - origin) / 1_000_000 }
        FrameClock.main.onDemandChanged = { [weak self] in self?.plan() }
    }

    /// Ticks for what the clock asks now: frames, one wake-up, or nothing.
    private func plan() {
        switch FrameClock.main.demand {
        case .frames:
            cancelWakeUp()
            start()
        case .wakeUp(let due):
            if ticker == nil, fallbackSource == nil { scheduleWakeUp(at: due) }  // a running ticker plans at its tick
        case .idle:
            cancelWakeUp()
        }
    }

    private func scheduleWakeUp(at due: TimeInterval) {
        cancelWakeUp()
        let delay = max(due - FrameClock.main.currentTime, 0)
        let milliseconds = UInt32(min((delay * 1_000).rounded(.up), Double(UInt32.max)))
        wakeUpSource = g_timeout_add_full(
            0, milliseconds,
            { _ in
                MainActor.assumeIsolated {
                    let driver = GtkFrameClockDriver.shared
                    driver.wakeUpSource = nil
                    driver.catchUp()
                    driver.plan()
                }
                return 0  // G_SOURCE_REMOVE
            }, nil, nil)
    }

    private func cancelWakeUp() {
        if let source = wakeUpSource { g_source_remove(source) }
        wakeUpSource = nil
    }

    /// Moves the clock to the present (between frames it stands still while idle), firing
    /// what is due.
    public func catchUp() {
        FrameClock.main.advance(to: FrameClock.main.currentTime)
    }

    /// The number of live widgets the driver can tick with.
    public var attachedWidgetCount: Int { widgets.count }

    /// Whether a tick callback (or the fallback timeout) is installed now.
    public var isTicking: Bool { ticker != nil || fallbackSource != nil }

    /// Whether a one-shot timeout waits for the clock's earliest timer (no ticking).
    public var isWaitingForTimer: Bool { wakeUpSource != nil }

    /// What the driver is doing, for diagnostics: widgets, realized ones, the ticker.
    public var stateDescription: String {
        let realized = widgets.filter { gtk_widget_get_realized($0) != 0 }.count
        let tickerState =
            ticker.map { gtk_widget_get_realized($0.widget) != 0 ? "realized" : "unrealized" }
            ?? (fallbackSource != nil ? "timeout" : "none")
        return "\(widgets.count) widgets, \(realized) realized, ticker \(tickerState)"
    }

    /// Lets the driver tick with `widget`'s frame clock. Any number of widgets may be
    /// attached; the driver ticks with one realized widget at a time and moves to another
    /// when that one is unrealized or destroyed (a closed window), so animations keep
    /// running in the windows that remain.
    public func attach(to widget: OpaquePointer) {
        guard !widgets.contains(widget) else { return }
        widgets.append(widget)
        let raw = UnsafeMutableRawPointer(widget)
        // Finalization is the one notice GTK always gives (a closed window's children are
        // not always sent "destroy"); a weak reference delivers it.
        g_object_weak_ref(raw, GtkFrameClockDriver.finalized, nil)
        _ = g_signal_connect_data(raw, "unrealize", unsafeBitCast(GtkFrameClockDriver.unrealized, to: GCallback.self), nil, nil, 0)
        _ = g_signal_connect_data(raw, "realize", unsafeBitCast(GtkFrameClockDriver.realized, to: GCallback.self), nil, nil, 0)
        plan()
    }

    private static let finalized: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, object in
        let address = UInt(bitPattern: object)
        MainActor.assumeIsolated { GtkFrameClockDriver.shared.widgetGone(address, finalized: true) }
    }

    private static let unrealized: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { widget, _ in
        let address = UInt(bitPattern: widget)
        MainActor.assumeIsolated { GtkFrameClockDriver.shared.widgetGone(address, finalized: false) }
    }

    private static let realized: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, _ in
        MainActor.assumeIsolated { GtkFrameClockDriver.shared.preferRealized() }
    }

    /// A widget was unrealized or finalized: forget it when finalized, and if it was the
    /// one ticking, tick with another.
    private func widgetGone(_ address: UInt, finalized: Bool) {
        guard let widget = OpaquePointer(bitPattern: address) else { return }
        if finalized { widgets.removeAll { $0 == widget } }
        guard let current = ticker, current.widget == widget else { return }
        if !finalized { gtk_widget_remove_tick_callback(widget, current.id) }  // a finalized widget dropped its own
        ticker = nil
        if FrameClock.main.demand == .frames { start(avoiding: widget) } else { plan() }
    }

    /// A widget was realized: if the driver ticks from a timeout (or an unrealized widget),
    /// move to the realized widget's frame clock.
    private func preferRealized() {
        if let current = ticker, gtk_widget_get_realized(current.widget) == 0 {
            gtk_widget_remove_tick_callback(current.widget, current.id)
            ticker = nil
        }
        if ticker == nil, let source = fallbackSource, widgets.contains(where: { gtk_widget_get_realized($0) != 0 }) {
            g_source_remove(source)
            fallbackSource = nil
        }
        plan()
    }

    private func start(avoiding leaving: OpaquePointer? = nil) {
        guard ticker == nil, fallbackSource == nil else { return }
        // A realized widget ticks with its frame clock. A widget being unrealized still
        // reads as realized, so it is passed over. With none, a timeout ticks.
        guard let widget = widgets.last(where: { $0 != leaving && gtk_widget_get_realized($0) != 0 }) else {
            fallbackSource = g_timeout_add_full(
                0, 16,
                { _ in
                    MainActor.assumeIsolated { GtkFrameClockDriver.shared.tick(fromTimeout: true) }
                }, nil, nil)
            return
        }
        // The tick only says "a frame is due"; the time is GLib's monotonic clock now, not
        // the frame clock's predicted presentation time, which can run a frame ahead and
        // would make input times (taken from the same monotonic clock) fall behind it.
        let id = gtk_widget_add_tick_callback(
            widget,
            { _, _, _ in
                MainActor.assumeIsolated { GtkFrameClockDriver.shared.tick(fromTimeout: false) }
            }, nil, nil)
        ticker = (widget, id)
    }

    /// One tick: the clock to the present; returns 0 (remove the callback) once no frame
    /// observer runs, leaving a wake-up for any timer.
    private func tick(fromTimeout: Bool) -> Int32 {
        catchUp()
        guard FrameClock.main.demand != .frames else { return 1 }  // G_SOURCE_CONTINUE
        if fromTimeout { fallbackSource = nil } else { ticker = nil }
        plan()
        return 0  // G_SOURCE_REMOVE
    }
}
