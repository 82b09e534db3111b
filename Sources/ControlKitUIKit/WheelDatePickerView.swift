#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// A ``WheelDatePicker`` in a `UIControl`.
    public final class WheelDatePickerView: ControlHostView {
        /// The hosted date picker.
        public var picker: WheelDatePicker { control as! WheelDatePicker }
        /// Makes a date picker view showing now.
        public convenience init() { self.init(control: WheelDatePicker(), frame: .zero) }
    }
#endif
