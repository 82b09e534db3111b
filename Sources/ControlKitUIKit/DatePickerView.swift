#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// A ``DatePicker`` in a `UIControl`.
    public final class DatePickerView: ControlHostView {
        /// The hosted date picker.
        public var picker: DatePicker { control as! DatePicker }
        /// Makes a date picker view showing now.
        public convenience init() { self.init(control: DatePicker(), frame: .zero) }
    }
#endif
