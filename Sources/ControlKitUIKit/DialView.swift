#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// A ``Dial`` in a `UIControl`: a dial for UIKit screens, sending the core's events
    /// as `UIControl.Event`s (target-action, `UIAction`).
    public final class DialView: ControlHostView {
        /// The hosted dial, typed (no casts).
        public let dial: Dial

        /// Hosts `dial` (a new one by default).
        public init(dial: Dial = .hours(), frame: CGRect = .zero) {
            self.dial = dial
            super.init(control: dial, frame: frame)
        }

        @available(*, unavailable)
        public required init?(coder: NSCoder) { fatalError("DialView is made in code") }
    }
#endif
