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
    private var widget: OpaquePointer?
    private var ticking = false
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

    /// Uses `widget`'s frame clock (the first widget attached is kept).
    public func attach(to widget: OpaquePointer) {
        if self.widget == nil { self.widget = widget }
        if !FrameClock.main.isIdle { start() }
    }

    private func start() {
        guard !ticking, let widget else { return }
        ticking = true
        // The tick only says "a frame is due"; the time is GLib's monotonic clock now, not
        // the frame clock's predicted presentation time, which can run a frame ahead and
        // would make input times (taken from the same monotonic clock) fall behind it.
        _ = gtk_widget_add_tick_callback(
            widget,
            { _, _, _ in
                MainActor.assumeIsolated {
                    let driver = GtkFrameClockDriver.shared
                    driver.catchUp()
                    if FrameClock.main.isIdle {
                        driver.ticking = false
                        return 0  // G_SOURCE_REMOVE
                    }
                    return 1  // G_SOURCE_CONTINUE
                }
            }, nil, nil)
    }
}
