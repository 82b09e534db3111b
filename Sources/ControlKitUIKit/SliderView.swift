#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// A ``Slider`` in a `UIControl`.
    public final class SliderView: ControlHostView {
        /// The hosted slider.
        public var slider: Slider { control as! Slider }
        /// Makes a slider view.
        public convenience init() { self.init(control: Slider(), frame: .zero) }
    }
#endif
