import ControlKit
import Foundation

/// A simulated finger that drives a control through the same input path as a host.
///
/// A finger owns a manual ``FrameClock`` (installed on the control), so moves, holds and
/// drags advance time deterministically: anything time-based (autorepeat, animations,
/// momentum) can be checked to the tick.
///
/// ```swift
/// let slider = RangeSlider(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
/// let finger = Finger(on: slider)
/// finger.drag(from: slider.lowerThumbCenter, to: CGPoint(x: 150, y: 22), steps: 10)
/// #expect(slider.lowerValue > 2)
/// ```
@MainActor
public final class Finger {
    /// The control being touched.
    public let control: Control
    /// The clock the finger advances; it is also the control's clock.
    public let clock: FrameClock
    /// Where the finger is (or last was).
    public private(set) var location: CGPoint = .zero
    /// Whether the finger is on the glass.
    public private(set) var isDown = false

    /// The scroll view the finger touches the control through, if any.
    public let container: ScrollContainer?

    /// Puts a finger on `control`, installing `clock` (a fresh one by default) on it.
    public init(on control: Control, clock: FrameClock = FrameClock()) {
        self.control = control
        self.clock = clock
        self.container = nil
        control.clock = clock
    }

    /// Puts a finger on the control inside `container`, a simulated scroll view: its touches
    /// go through the scroll view's rules (held back, asked, taken for scrolling; see
    /// ``ScrollContainer``). Installs `clock` (a fresh one by default) on the control.
    ///
    /// ```swift
    /// let finger = Finger(on: slider, in: ScrollContainer(around: slider))
    /// ```
    public init(on control: Control, in container: ScrollContainer, clock: FrameClock = FrameClock()) {
        self.control = control
        self.clock = clock
        self.container = container
        control.clock = clock
    }

    /// Touches down at `point`. Returns whether the control accepted the touch (inside a
    /// ``ScrollContainer``: true, since the scroll view holds the touch and decides later).
    @discardableResult
    public func down(at point: CGPoint) -> Bool {
        location = point
        if let container {
            container.touchDown(at: point, time: clock.currentTime)
            isDown = true
        } else {
            isDown = control.touchDown(at: point, time: clock.currentTime)
        }
        return isDown
    }

    /// Moves to `point`, first letting `after` seconds pass.
    public func move(to point: CGPoint, after interval: TimeInterval = 0) {
        wait(interval)
        location = point
        if let container {
            container.touchMove(to: point, time: clock.currentTime)
        } else {
            control.touchMove(to: point, time: clock.currentTime)
        }
    }

    /// Moves by an offset from where the finger is.
    public func move(by dx: CGFloat, _ dy: CGFloat, after interval: TimeInterval = 0) {
        move(to: CGPoint(x: location.x + dx, y: location.y + dy), after: interval)
    }

    /// Lifts the finger where it is (or at `point`).
    public func up(at point: CGPoint? = nil, after interval: TimeInterval = 0) {
        wait(interval)
        if let point { location = point }
        if let container {
            container.touchUp(at: location, time: clock.currentTime)
        } else {
            control.touchUp(at: location, time: clock.currentTime)
        }
        isDown = false
    }

    /// The system cancels the touch.
    public func cancel() {
        if let container { container.touchCancel() } else { control.touchCancel() }
        isDown = false
    }

    /// Taps at `point`: down, then up `duration` seconds later at the same place.
    public func tap(at point: CGPoint, duration: TimeInterval = 0.05) {
        down(at: point)
        up(at: point, after: duration)
    }

    /// Touches down at `point`, stays for `duration` seconds, then lifts.
    public func hold(at point: CGPoint, for duration: TimeInterval) {
        down(at: point)
        up(at: point, after: duration)
    }

    /// Drags from `start` to `end` in `steps` equal moves spread over `duration` seconds,
    /// then lifts at `end` (unless `lift` is false).
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10, duration: TimeInterval = 0.2, lift: Bool = true) {
        down(at: start)
        let n = max(steps, 1)
        for i in 1...n {
            let t = CGFloat(i) / CGFloat(n)
            move(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t), after: duration / Double(n))
        }
        if lift { up(at: end) }
    }

    /// Lets `interval` seconds pass on the clock (firing timers and animation frames).
    public func wait(_ interval: TimeInterval) {
        guard interval > 0 else { return }
        clock.advance(by: interval)
    }
}
