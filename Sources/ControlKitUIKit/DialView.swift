#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// A ``Dial`` in a `UIControl`.
    public final class DialView: ControlHostView {
        /// The hosted dial.
        public var dial: Dial { control as! Dial }
        /// Makes a dial view (12 hours by default).
        public convenience init(dial: Dial = .hours()) { self.init(control: dial, frame: .zero) }
    }
#endif
