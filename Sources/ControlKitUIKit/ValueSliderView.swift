#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// A ``ValueSlider`` in a `UIControl`.
    public final class ValueSliderView: ControlHostView {
        /// The hosted slider.
        public var slider: ValueSlider { control as! ValueSlider }
        /// Makes a slider view.
        public convenience init() { self.init(control: ValueSlider(), frame: .zero) }
    }
#endif
