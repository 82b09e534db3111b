#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// A ``RangeSlider`` in a `UIControl`: a range slider for UIKit screens, sending the core's events
    /// as `UIControl.Event`s (target-action, `UIAction`).
    ///
    /// Made in code or in Interface Builder (set a view's custom class to `RangeSliderView`; the
    /// inspectable properties below appear in the Attributes inspector and forward to
    /// ``slider``). Everything else is set on ``slider``.
    ///
    /// ```swift
    /// final class SettingsViewController: UIViewController {
    ///     let price = RangeSliderView()
    ///
    ///     override func viewDidLoad() {
    ///         super.viewDidLoad()
    ///         price.addTarget(self, action: #selector(changed(_:)), for: .valueChanged)
    ///         view.addSubview(price)
    ///     }
    ///
    ///     @objc func changed(_ sender: RangeSliderView) { print(sender.lowerValue, sender.upperValue) }
    /// }
    /// ```
    public final class RangeSliderView: ControlHostView {
        /// The hosted control, typed (no casts).
        public let slider: RangeSlider

        /// Hosts `slider` (a new one by default).
        public init(slider: RangeSlider = RangeSlider(), frame: CGRect = .zero) {
            self.slider = slider
            super.init(control: slider, frame: frame)
        }

        /// Decodes the view from a storyboard or nib with a new control; the inspectable
        /// properties are set afterwards, as Interface Builder's attributes.
        public required init?(coder: NSCoder) {
            let slider = RangeSlider()
            self.slider = slider
            super.init(coder: coder, control: slider)
        }

        // MARK: Interface Builder attributes (forwarded to the control)

        @IBInspectable public var minimumValue: Double {
            get { slider.minimumValue }
            set { slider.minimumValue = newValue }
        }
        @IBInspectable public var maximumValue: Double {
            get { slider.maximumValue }
            set { slider.maximumValue = newValue }
        }
        @IBInspectable public var lowerValue: Double {
            get { slider.lowerValue }
            set { slider.lowerValue = newValue }
        }
        @IBInspectable public var upperValue: Double {
            get { slider.upperValue }
            set { slider.upperValue = newValue }
        }
        @IBInspectable public var stepValue: Double {
            get { slider.stepValue }
            set { slider.stepValue = newValue }
        }
        @IBInspectable public var minimumDistance: Double {
            get { slider.minimumDistance }
            set { slider.minimumDistance = newValue }
        }
        @IBInspectable public var showsValueLabels: Bool {
            get { slider.showsValueLabels }
            set { slider.showsValueLabels = newValue }
        }
        @IBInspectable public var isContinuous: Bool {
            get { slider.isContinuous }
            set { slider.isContinuous = newValue }
        }
    }
#endif
