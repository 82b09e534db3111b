#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// A ``PickerView`` in a `UIControl`.
    public final class PickerViewHost: ControlHostView {
        /// The hosted picker.
        public var picker: PickerView { control as! PickerView }
        /// Makes a picker view of plain title lists.
        public convenience init(titles: [[String]]) { self.init(control: PickerView(titles: titles), frame: .zero) }
    }
#endif
