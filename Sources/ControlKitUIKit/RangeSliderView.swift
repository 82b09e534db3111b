#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// A ``RangeSlider`` in a `UIControl`: a range slider for UIKit screens, sending the core's events
    /// as `UIControl.Event`s (target-action, `UIAction`).
    public final class RangeSliderView: ControlHostView {
        /// The hosted range slider, typed (no casts).
        public let slider: RangeSlider

        /// Hosts `slider` (a new one by default).
        public init(slider: RangeSlider = RangeSlider(), frame: CGRect = .zero) {
            self.slider = slider
            super.init(control: slider, frame: frame)
        }

        @available(*, unavailable)
        public required init?(coder: NSCoder) { fatalError("RangeSliderView is made in code") }
    }
#endif
