#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// A ``PickerView`` in a `UIControl`: a wheel picker for UIKit screens, sending the core's events
    /// as `UIControl.Event`s (target-action, `UIAction`).
    public final class PickerViewHost: ControlHostView {
        /// The hosted wheel picker, typed (no casts).
        public let picker: PickerView

        /// Hosts `picker` (a new one by default).
        public init(picker: PickerView = PickerView(), frame: CGRect = .zero) {
            self.picker = picker
            super.init(control: picker, frame: frame)
        }

        /// Hosts a picker of plain title lists.
        public convenience init(titles: [[String]]) { self.init(picker: PickerView(titles: titles)) }

        @available(*, unavailable)
        public required init?(coder: NSCoder) { fatalError("PickerViewHost is made in code") }
    }
#endif
