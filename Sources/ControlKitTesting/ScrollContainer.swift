import ControlKit
import Foundation

/// A simulated scroll view around one control, deciding each touch the way `UIScrollView`
/// and its pan gesture recognizer do, so a test can show that a swipe on a thumb in a
/// `Form` moves the thumb and a swipe across a slider scrolls the page.
///
/// Drive it with a ``Finger`` made with ``Finger/init(on:in:clock:)``. For each touch it
/// follows UIKit's documented rules, with the timings UIKit uses but does not publish:
///
/// 1. **Touch delay** (`delaysContentTouches`, true by default): the touch-down is held
///    back for ``touchDelay`` (150 ms). A finger that lifts before then is delivered as a
///    tap at once: down, then up.
/// 2. **The pan's slop**: once the finger has moved more than ``panSlop`` (10 pt) from
///    where it went down, the scroll view's pan asks the touched view whether it may begin
///    (`gestureRecognizerShouldBegin`), which a ControlKit host answers with
///    ``Control/keepsDrag(from:translation:)``. It asks once per touch.
/// 3. **Asked while the touch is held back**: if the control keeps the drag, the pan fails
///    and the held touch goes to the control as it began (down where and when the finger
///    went down, then a move to where it is); if not, the page scrolls and the control never
///    hears of the touch.
/// 4. **Asked after the control got the touch**: if the control keeps the drag, the pan
///    fails. If not, the scroll view takes the touch only if `canCancelContentTouches` and
///    `touchesShouldCancel(in:)` answers true for the control (``cancelsControlTouches``:
///    false by default, `UIScrollView`'s documented answer for a `UIControl`; true for a
///    scroll view whose subclass says so, as apps write for controls in table cells); then
///    the control gets `touchCancel`. Otherwise the control keeps the touch.
///
/// While it scrolls, the page follows the finger along ``axis`` from where the pan began
/// (``contentOffset``; the slop is not taken as a jump); nothing reaches the control.
///
/// ```swift
/// let slider = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 280, height: 34))
/// let form = ScrollContainer(around: slider)          // a vertically scrolling Form
/// let finger = Finger(on: slider, in: form)
/// let start = slider.thumbCenter
/// finger.drag(from: start, to: CGPoint(x: start.x + 60, y: start.y), steps: 6, duration: 0.05)
/// #expect(slider.value > 0 && !form.isScrolling)       // a fast swipe on the thumb moves it
/// finger.down(at: start)
/// finger.move(by: 0, 20)                                // past the slop: the pan begins
/// finger.move(by: 0, 60)
/// #expect(form.contentOffset.y == -60)                  // a swipe across it scrolls the page
/// ```
@MainActor
public final class ScrollContainer {
    /// How long a touch-down is held back while the scroll view decides (150 ms, the delay
    /// UIKit uses for `delaysContentTouches`).
    public static let touchDelay: TimeInterval = 0.15
    /// How far the finger moves before the pan asks to begin (10 pt, the pan gesture
    /// recognizer's hysteresis).
    public static let panSlop: CGFloat = 10

    /// What happens to the touch now.
    public enum TouchState: Equatable, Sendable {
        /// No finger is down.
        case none
        /// Held back: the control has not heard of the touch yet.
        case held
        /// The control has the touch; the pan may still ask for it.
        case delivered
        /// The pan failed: the touch is the control's to the end.
        case control
        /// The page scrolls with the finger.
        case scrolling
    }

    /// The control inside.
    public let control: Control
    /// The direction the page scrolls.
    public let axis: ControlOrientation
    /// Whether touch-downs are held back for ``touchDelay`` (UIScrollView's default: true).
    public var delaysContentTouches = true
    /// Whether the scroll view may take a touch the control already has (default: true).
    public var canCancelContentTouches = true
    /// What `touchesShouldCancel(in:)` answers for the control: false by default
    /// (`UIScrollView`'s documented answer for a `UIControl`: once the control has the
    /// touch, the page does not scroll), true for a scroll view that overrides it.
    public var cancelsControlTouches: Bool

    /// How far the page has scrolled: the finger's movement along ``axis`` since the pan
    /// began (a finger moving down pulls the content down: a negative y, as UIKit's offset).
    public private(set) var contentOffset: CGPoint = .zero
    /// What happens to the current touch.
    public private(set) var state: TouchState = .none
    /// Whether the page is scrolling with the finger.
    public var isScrolling: Bool { state == .scrolling }

    private var start: (location: CGPoint, time: TimeInterval)?
    private var current: CGPoint = .zero
    private var panAsked = false
    private var delay: ClockToken?

    /// Puts `control` inside a scroll view scrolling along `axis` (vertical by default, as
    /// a `Form` or `List`); `cancelsControlTouches` says what its `touchesShouldCancel(in:)`
    /// answers for the control (false, UIScrollView's default).
    public init(around control: Control, axis: ControlOrientation = .vertical, cancelsControlTouches: Bool = false) {
        self.control = control
        self.axis = axis
        self.cancelsControlTouches = cancelsControlTouches
    }

    // MARK: The finger's touches (Finger calls these)

    func touchDown(at point: CGPoint, time: TimeInterval) {
        endTouch()
        start = (point, time)
        current = point
        panAsked = false
        guard delaysContentTouches else {
            deliver()
            return
        }
        state = .held
        delay = control.clock.schedule(after: ScrollContainer.touchDelay) { [weak self] in
            guard let self, self.state == .held else { return }
            self.deliver()  // the finger stayed within the slop: the control gets the touch
            if self.current != point { self.control.touchMove(to: self.current, time: self.control.clock.currentTime) }
        }
    }

    func touchMove(to point: CGPoint, time: TimeInterval) {
        guard let start, point.isFinite else { return }
        let previous = current
        current = point
        switch state {
        case .none:
            return
        case .control:
            control.touchMove(to: point, time: time)
            return
        case .scrolling:
            scroll(by: point, from: previous)
            return
        case .held, .delivered:
            break
        }
        let moved = CGSize(width: point.x - start.location.x, height: point.y - start.location.y)
        guard !panAsked, max(abs(moved.width), abs(moved.height)) > ScrollContainer.panSlop else {
            if state == .delivered { control.touchMove(to: point, time: time) }
            return
        }
        panAsked = true
        let panMayBegin = !control.keepsDrag(from: start.location, translation: moved)
        if state == .held {
            delay?.cancel()
            if panMayBegin {
                state = .scrolling  // from here: the content follows without the slop's jump
            } else {
                deliver()  // the pan failed: the held touch goes to the control as it began
                control.touchMove(to: point, time: time)
                state = .control
            }
        } else if panMayBegin && canCancelContentTouches && cancelsControlTouches {
            control.touchCancel()
            state = .scrolling
        } else {
            control.touchMove(to: point, time: time)
            state = .control
        }
    }

    func touchUp(at point: CGPoint, time: TimeInterval) {
        switch state {
        case .held:
            deliver()  // a tap inside the delay: delivered at once, then lifted
            control.touchUp(at: point, time: time)
        case .delivered, .control:
            control.touchUp(at: point, time: time)
        case .scrolling, .none:
            break
        }
        endTouch()
    }

    func touchCancel() {
        if state == .delivered || state == .control { control.touchCancel() }
        endTouch()
    }

    // MARK: Private

    /// Hands the held touch to the control where and when it went down.
    private func deliver() {
        delay?.cancel()
        delay = nil
        guard let start else { return }
        control.touchDown(at: start.location, time: start.time)
        state = .delivered
    }

    private func scroll(by point: CGPoint, from previous: CGPoint) {
        switch axis {
        case .vertical: contentOffset.y -= point.y - previous.y
        case .horizontal: contentOffset.x -= point.x - previous.x
        }
    }

    private func endTouch() {
        delay?.cancel()
        delay = nil
        start = nil
        state = .none
    }
}
