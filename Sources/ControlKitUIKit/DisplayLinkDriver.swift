#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// Ticks ``FrameClock/main`` from a `CADisplayLink` while it has work, and brings it to
    /// the present before every touch (the clock stands still while idle). It installs
    /// `CACurrentMediaTime` as the clock's time source, so work started by any input
    /// counts from the present.
    @MainActor
    public final class DisplayLinkDriver: NSObject {
        /// The one driver.
        public static let shared = DisplayLinkDriver()
        private var link: CADisplayLink?
        private let origin: CFTimeInterval

        private override init() {
            // Continue the clock's current time base, so scheduled work keeps its due time.
            let origin = CACurrentMediaTime() - FrameClock.main.currentTime
            self.origin = origin
            super.init()
            FrameClock.main.timeSource = { CACurrentMediaTime() - origin }
        }

        /// Starts listening for clock activity (hosts call this once).
        public func start() {
            FrameClock.main.onBecameActive = { [weak self] in self?.resume() }
            if !FrameClock.main.isIdle { resume() }
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
            if FrameClock.main.isIdle {
                link.invalidate()
                self.link = nil
            }
        }
    }
#endif
