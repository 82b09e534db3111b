#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// Ticks ``FrameClock/main`` from a `CADisplayLink` while a frame observer runs (an
    /// animation, momentum), wakes it with a one-shot `Timer` while only timers wait (a
    /// stepper's autorepeat, a PIN digit's reveal: no display link keeps the screen at its
    /// full rate meanwhile), as the clock's ``FrameClock/demand`` says, and brings it to
    /// the present before every touch (the clock stands still while idle). It installs
    /// `CACurrentMediaTime` as the clock's time source, so work started by any input
    /// counts from the present.
    @MainActor
    public final class DisplayLinkDriver: NSObject {
        /// The one driver.
        public static let shared = DisplayLinkDriver()
        private var link: CADisplayLink?
        /// The one-shot timer that wakes the clock for its earliest timer, and that timer's
        /// due time.
        private var wakeUp: Timer?
        private var wakeUpDue: TimeInterval = 0
        private let origin: CFTimeInterval

        private override init() {
            // Continue the clock's current time base, so scheduled work keeps its due time.
            let origin = CACurrentMediaTime() - FrameClock.main.currentTime
            self.origin = origin
            super.init()
            FrameClock.main.timeSource = { CACurrentMediaTime() - origin }
        }

        /// The clock's time of an event stamped `timestamp` (`UITouch.timestamp`, on
        /// `CACurrentMediaTime`'s time base): when the finger moved, not when the main
        /// thread got to it, so moves a busy main thread delivers bunched together keep their
        /// real spacing and a fling its real speed. Never later than the present; the
        /// present for a missing stamp.
        public func clockTime(ofEventAt timestamp: TimeInterval) -> TimeInterval {
            let now = CACurrentMediaTime() - origin
            guard timestamp > 0, timestamp.isFinite else { return FrameClock.main.currentTime }
            return min(timestamp - origin, now)
        }

        /// Starts listening for clock activity (hosts call this once).
        public func start() {
            FrameClock.main.onDemandChanged = { [weak self] in self?.plan() }
            plan()
        }

        /// Ticks for what the clock asks now: frames, one wake-up, or nothing.
        private func plan() {
            switch FrameClock.main.demand {
            case .frames:
                cancelWakeUp()
                resume()
            case .wakeUp(let due):
                if link == nil { scheduleWakeUp(at: due) }  // a running link plans at its tick
            case .idle:
                cancelWakeUp()
            }
        }

        private func scheduleWakeUp(at due: TimeInterval) {
            cancelWakeUp()
            // From the media clock itself: after a frame the clock stands at the frame's target
            // time, ahead of the present, which would wake it early.
            let delay = max(due - (CACurrentMediaTime() - origin), 0)
            // Added to the main run loop, as the display link: `wake(_:)` runs on the main thread.
            let timer = Timer(timeInterval: delay, target: self, selector: #selector(wake(_:)), userInfo: nil, repeats: false)
            RunLoop.main.add(timer, forMode: .common)
            wakeUp = timer
            wakeUpDue = due
        }

        @objc private func wake(_ timer: Timer) {
            wakeUp = nil
            // At least to the due time: a run-loop timer may fire a hair before the media clock
            // reaches it.
            FrameClock.main.advance(to: max(FrameClock.main.currentTime, wakeUpDue))
            plan()
        }

        private func cancelWakeUp() {
            wakeUp?.invalidate()
            wakeUp = nil
        }

        /// Moves the clock to the present.
        public func catchUp() {
            FrameClock.main.advance(to: FrameClock.main.currentTime)
        }

        private func resume() {
            guard link == nil else { return }
            let link = CADisplayLink(target: self, selector: #selector(tick(_:)))
            // Motion (flings, springs, glides) at the display's full rate on ProMotion, as
            // UIScrollView's: Apple's range for high-frame-rate animation. (An iPhone app
            // also needs CADisableMinimumFrameDurationOnPhone in its Info.plist for 120 Hz.)
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)
            link.add(to: .main, forMode: .common)
            self.link = link
        }

        @objc private func tick(_ link: CADisplayLink) {
            // The frame being prepared is shown at targetTimestamp: animate for that moment.
            FrameClock.main.advance(to: link.targetTimestamp - origin)
            if FrameClock.main.demand != .frames {
                link.invalidate()
                self.link = nil
                plan()  // a wake-up for the timers that still wait
            }
        }
    }
#endif
