#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// A ``RangeSlider`` in a `UIControl`.
    public final class RangeSliderView: ControlHostView {
        /// The hosted range slider.
        public var slider: RangeSlider { control as! RangeSlider }
        /// Makes a range slider view.
        public convenience init() { self.init(control: RangeSlider(), frame: .zero) }
    }
#endif
