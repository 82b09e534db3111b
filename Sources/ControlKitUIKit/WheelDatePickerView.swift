#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// A ``WheelDatePicker`` in a `UIControl`: a date picker for UIKit screens, sending the core's events
    /// as `UIControl.Event`s (target-action, `UIAction`).
    ///
    /// Made in code or in Interface Builder (set a view's custom class to `WheelDatePickerView`; the
    /// inspectable properties below appear in the Attributes inspector and forward to
    /// ``picker``). Everything else is set on ``picker``.
    ///
    /// ```swift
    /// final class SettingsViewController: UIViewController {
    ///     let picker = WheelDatePickerView()
    ///
    ///     override func viewDidLoad() {
    ///         super.viewDidLoad()
    ///         picker.addTarget(self, action: #selector(changed(_:)), for: .valueChanged)
    ///         view.addSubview(picker)
    ///     }
    ///
    ///     @objc func changed(_ sender: WheelDatePickerView) { print(sender.picker.date) }
    /// }
    /// ```
    public final class WheelDatePickerView: ControlHostView {
        /// The hosted control, typed (no casts).
        public let picker: WheelDatePicker

        /// Hosts `picker` (a new one by default).
        public init(picker: WheelDatePicker = WheelDatePicker(), frame: CGRect = .zero) {
            self.picker = picker
            super.init(control: picker, frame: frame)
        }

        /// Decodes the view from a storyboard or nib with a new control; the inspectable
        /// properties are set afterwards, as Interface Builder's attributes.
        public required init?(coder: NSCoder) {
            let picker = WheelDatePicker()
            self.picker = picker
            super.init(coder: coder, control: picker)
        }

        // MARK: Interface Builder attributes (forwarded to the control)

        @IBInspectable public var minuteInterval: Int {
            get { picker.minuteInterval }
            set { picker.minuteInterval = newValue }
        }
        @IBInspectable public var countDownDuration: Double {
            get { picker.countDownDuration }
            set { picker.countDownDuration = newValue }
        }
    }
#endif
