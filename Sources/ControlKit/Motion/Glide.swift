import Foundation

/// What a control draws while an animated programmatic change travels to its target.
///
/// The model takes the target at once (reads answer the new value); a glide only says
/// where the thumbs or wheels are drawn meanwhile. Every control that animates a set
/// (`setValue(_:animated:)`) owns one, so starting, stopping and "a touch catches it where
/// it is drawn" are written once.
///
/// ```swift
/// glide.start(from: shownValue, to: model.value, on: clock) { [weak self] in self?.setNeedsDisplay() }
/// let drawn = glide.shown ?? model.value
/// if let caught = glide.stop() { /* a touch: make `caught` the value */ }
/// ```
@MainActor
final class Glide<Value> {
    /// The value drawn now, or nil when nothing is gliding.
    private(set) var shown: Value?
    private var token: ClockToken?

    /// Glides from `from` to `to` over `duration` seconds (ease in and out), calling
    /// `redraw` on every frame and once at the end; replaces a running glide.
    func start(
        from: Value, to: Value, on clock: FrameClock, duration: TimeInterval = 0.25,
        interpolate: @escaping (Value, Value, Double) -> Value, redraw: @escaping @MainActor () -> Void
    ) {
        token?.cancel()
        shown = from
        token = clock.animate(duration: duration, curve: .easeInOut) { [weak self] p in
            guard let self else { return }
            self.shown = p >= 1 ? nil : interpolate(from, to, p)
            if p >= 1 { self.token = nil }
            redraw()
        }
    }

    /// Stops the glide; returns the value that was drawn when it was running.
    @discardableResult
    func stop() -> Value? {
        let caught = shown
        token?.cancel()
        token = nil
        shown = nil
        return caught
    }
}

extension Glide where Value == Double {
    /// `from` moved `fraction` (0...1) of the way to `to`: exactly `from` at 0 and `to` at 1,
    /// and finite for any finite ends, also where `to - from` overflows (a glide from
    /// -1e308 to 1e308 passes through 0, not through infinity).
    nonisolated static func interpolate(_ from: Double, _ to: Double, _ fraction: Double) -> Double {
        if fraction <= 0 || from == to { return from }
        if fraction >= 1 { return to }
        let difference = to - from
        return difference.isFinite ? from + difference * fraction : from * (1 - fraction) + to * fraction
    }
}
