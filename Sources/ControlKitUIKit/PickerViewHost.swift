#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// A ``PickerView`` in a `UIControl`: a wheel picker for UIKit screens, sending the
    /// core's events as `UIControl.Event`s (target-action, `UIAction`).
    ///
    /// (Named `…Host` because the core's wheel picker already has UIKit's name
    /// `PickerView`.) Made in code or in Interface Builder (custom class `PickerViewHost`);
    /// give the picker its data source in code.
    ///
    /// ```swift
    /// let sizes = PickerViewHost(titles: [["S", "M", "L", "XL"]])
    /// sizes.picker.selectRow(1, inComponent: 0, animated: false)
    /// ```
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

        /// Decodes the view from a storyboard or nib with an empty picker.
        public required init?(coder: NSCoder) {
            let picker = PickerView()
            self.picker = picker
            super.init(coder: coder, control: picker)
        }
    }
#endif
