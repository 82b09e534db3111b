import CGtk
import ControlKit
import Foundation

/// Advances ``FrameClock/main`` on GTK's frame-clock ticks while it has work (an
/// animation, a timer such as a stepper's autorepeat), and not at all when it is idle.
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
    /// GLib's monotonic time (µs, the frame clock's time base) at clock time 0.
    private let origin: Int64

    private init() {
        // Continue the clock's current time base, so work already scheduled keeps its due time.
        let origin = g_get_monotonic_time() - Int64(FrameClock.main.currentTime * 1_000_000)
        self.origin = origin
        FrameClock.main.timeSource = { Double(g_get_monotonic_time() - origin) / 1_000_000 }
        FrameClock.main.onBecameActive = { [weak self] in self?.start() }
    }

    /// Moves the clock to the present (between frames it stands still while idle), firing
    /// what is due.
    public func catchUp() {
        FrameClock.main.advance(to: FrameClock.main.currentTime)
    }

    /// The number of live widgets the driver can tick with.
    public var attachedWidgetCount: Int { widgets.count }

    /// Whether a tick callback is installed now.
    public var isTicking: Bool { ticker != nil }

    /// Lets the driver tick with `widget`'s frame clock. Any number of widgets may be
    /// attached; the driver ticks with one realized widget at a time and moves to another
    /// when that one is unrealized or destroyed (a closed window), so animations keep
    /// running in the windows that remain.
    public func attach(to widget: OpaquePointer) {
        guard !widgets.contains(widget) else { return }
        widgets.append(widget)
        let raw = UnsafeMutableRawPointer(widget)
        _ = g_signal_connect_data(raw, "destroy", unsafeBitCast(GtkFrameClockDriver.destroyed, to: GCallback.self), nil, nil, 0)
        _ = g_signal_connect_data(raw, "unrealize", unsafeBitCast(GtkFrameClockDriver.unrealized, to: GCallback.self), nil, nil, 0)
        _ = g_signal_connect_data(raw, "realize", unsafeBitCast(GtkFrameClockDriver.realized, to: GCallback.self), nil, nil, 0)
        if !FrameClock.main.isIdle { start() }
    }

    private static let destroyed: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { widget, _ in
        let address = UInt(bitPattern: widget)
        MainActor.assumeIsolated { GtkFrameClockDriver.shared.widgetGone(address, destroyed: true) }
    }

    private static let unrealized: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { widget, _ in
        let address = UInt(bitPattern: widget)
        MainActor.assumeIsolated { GtkFrameClockDriver.shared.widgetGone(address, destroyed: false) }
    }

    private static let realized: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, _ in
        MainActor.assumeIsolated { GtkFrameClockDriver.shared.preferRealized() }
    }

    /// A widget was unrealized or destroyed: forget it when destroyed, and if it was the
    /// one ticking, tick with another.
    private func widgetGone(_ address: UInt, destroyed: Bool) {
        guard let widget = OpaquePointer(bitPattern: address) else { return }
        if destroyed { widgets.removeAll { $0 == widget } }
        guard let current = ticker, current.widget == widget else { return }
        if !destroyed { gtk_widget_remove_tick_callback(widget, current.id) }  // a destroyed widget drops its own
        ticker = nil
        if !FrameClock.main.isIdle { start() }
    }

    /// A widget was realized: if the ticker waits on an unrealized widget, move to one
    /// that can tick now.
    private func preferRealized() {
        if let current = ticker, gtk_widget_get_realized(current.widget) == 0 {
            gtk_widget_remove_tick_callback(current.widget, current.id)
            ticker = nil
        }
        if !FrameClock.main.isIdle { start() }
    }

    private func start() {
        guard ticker == nil else { return }
        // A realized widget ticks at once; an unrealized one would wait for its window.
        guard let widget = widgets.last(where: { gtk_widget_get_realized($0) != 0 }) ?? widgets.last else { return }
        // The tick only says "a frame is due"; the time is GLib's monotonic clock now, not
        // the frame clock's predicted presentation time, which can run a frame ahead and
        // would make input times (taken from the same monotonic clock) fall behind it.
        let id = gtk_widget_add_tick_callback(
            widget,
            { _, _, _ in
                MainActor.assumeIsolated {
                    let driver = GtkFrameClockDriver.shared
                    driver.catchUp()
                    if FrameClock.main.isIdle {
                        driver.ticker = nil
                        return 0  // G_SOURCE_REMOVE
                    }
                    return 1  // G_SOURCE_CONTINUE
                }
            }, nil, nil)
        ticker = (widget, id)
    }
}
