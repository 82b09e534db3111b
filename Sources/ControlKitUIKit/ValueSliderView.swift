#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// A ``ValueSlider`` in a `UIControl`: a slider for UIKit screens, sending the core's events
    /// as `UIControl.Event`s (target-action, `UIAction`).
    ///
    /// Made in code or in Interface Builder (set a view's custom class to `ValueSliderView`; the
    /// inspectable properties below appear in the Attributes inspector and forward to
    /// ``slider``). Everything else is set on ``slider``.
    ///
    /// ```swift
    /// final class SettingsViewController: UIViewController {
    ///     let volume = ValueSliderView()
    ///
    ///     override func viewDidLoad() {
    ///         super.viewDidLoad()
    ///         volume.addTarget(self, action: #selector(changed(_:)), for: .valueChanged)
    ///         view.addSubview(volume)
    ///     }
    ///
    ///     @objc func changed(_ sender: ValueSliderView) { print(sender.value) }
    /// }
    /// ```
    public final class ValueSliderView: ControlHostView {
        /// The hosted control, typed (no casts).
        public let slider: ValueSlider

        /// Hosts `slider` (a new one by default).
        public init(slider: ValueSlider = ValueSlider(), frame: CGRect = .zero) {
            self.slider = slider
            super.init(control: slider, frame: frame)
        }

        /// Decodes the view from a storyboard or nib with a new control; the inspectable
        /// properties are set afterwards, as Interface Builder's attributes.
        public required init?(coder: NSCoder) {
            let slider = ValueSlider()
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
        @IBInspectable public var value: Double {
            get { slider.value }
            set { slider.value = newValue }
        }
        @IBInspectable public var stepValue: Double {
            get { slider.stepValue }
            set { slider.stepValue = newValue }
        }
        @IBInspectable public var isContinuous: Bool {
            get { slider.isContinuous }
            set { slider.isContinuous = newValue }
        }
    }
#endif
