#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// A ``ValueSlider`` in a `UIControl`: a slider for UIKit screens, sending the core's events
    /// as `UIControl.Event`s (target-action, `UIAction`).
    public final class ValueSliderView: ControlHostView {
        /// The hosted slider, typed (no casts).
        public let slider: ValueSlider

        /// Hosts `slider` (a new one by default).
        public init(slider: ValueSlider = ValueSlider(), frame: CGRect = .zero) {
            self.slider = slider
            super.init(control: slider, frame: frame)
        }

        @available(*, unavailable)
        public required init?(coder: NSCoder) { fatalError("ValueSliderView is made in code") }
    }
#endif
