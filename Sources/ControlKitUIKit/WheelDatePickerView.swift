#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// A ``WheelDatePicker`` in a `UIControl`: a date picker for UIKit screens, sending the core's events
    /// as `UIControl.Event`s (target-action, `UIAction`).
    public final class WheelDatePickerView: ControlHostView {
        /// The hosted date picker, typed (no casts).
        public let picker: WheelDatePicker

        /// Hosts `picker` (a new one by default).
        public init(picker: WheelDatePicker = WheelDatePicker(), frame: CGRect = .zero) {
            self.picker = picker
            super.init(control: picker, frame: frame)
        }

        @available(*, unavailable)
        public required init?(coder: NSCoder) { fatalError("WheelDatePickerView is made in code") }
    }
#endif
