#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// `UISlider`, drawn by ControlKit: the same API with UIKit's types, so a screen
    /// switches by renaming the class.
    ///
    /// Every member of `UISlider` is here with its type (`Float` values, `UIImage`s per
    /// `UIControl.State`, `UIColor` tints; checked against Apple's SDK by
    /// `scripts/ios-check.sh`). Each converts and forwards to the hosted ``ValueSlider``,
    /// where the behaviour lives; ``slider`` has what UISlider lacks (steps, a vertical
    /// orientation). Events are `UIControl`'s: `addTarget(_:action:for:)` and
    /// `addAction(_:for:)`, `.valueChanged` while dragging or at release
    /// (``isContinuous``), never for values set in code.
    ///
    /// Images keep what UIKit gives them (``DrawingImage/init(_:symbolPointSize:)``):
    /// template images and symbols take the slider's `tintColor`, resizable images keep
    /// their caps. Overriding the geometry methods (``trackRect(forBounds:)``, …) in a
    /// subclass of this view does not move what is drawn: subclass ``ValueSlider`` for that.
    ///
    /// ```swift
    /// final class SettingsViewController: UIViewController {
    ///     let volume = ValueSliderView()  // was: UISlider()
    ///
    ///     override func viewDidLoad() {
    ///         super.viewDidLoad()
    ///         volume.minimumValue = 0
    ///         volume.maximumValue = 11
    ///         volume.minimumValueImage = UIImage(systemName: "speaker.fill")
    ///         volume.minimumTrackTintColor = .systemOrange
    ///         volume.addTarget(self, action: #selector(changed(_:)), for: .valueChanged)
    ///         view.addSubview(volume)
    ///     }
    ///
    ///     @objc func changed(_ sender: ValueSliderView) { print(sender.value) }
    /// }
    /// ```
    open class ValueSliderView: ControlHostView {
        /// The hosted control, typed (no casts): a new one, or the one given to
        /// ``init(slider:frame:)``.
        public private(set) var slider: ValueSlider

        /// A new slider with `frame`, as `UISlider(frame:)`. With ``init(coder:)``, the designated
        /// initializer, as on UIKit's controls, so a subclass overrides the two the UIKit way.
        public init(frame: CGRect) {
            let slider = ValueSlider()
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

        /// A new slider, made with `init(frame: .zero)`.
        public convenience init() { self.init(frame: .zero) }

        /// Hosts `slider`, made and configured elsewhere. It runs
        /// `init(frame:)` first and then hosts it, so what a subclass's `init(frame:)` sets on
        /// the control it made is not carried over: configure the given control instead.
        public convenience init(slider: ValueSlider, frame: CGRect = .zero) {
            self.init(frame: frame)
            self.slider = slider
            replaceControl(with: slider)
        }

        // MARK: Values

        /// The value, within the bounds (default 0). Setting it sends no event.
        @IBInspectable open var value: Float {
            get { Float(slider.value) }
            set { slider.value = Double(newValue) }
        }
        /// The smallest value (default 0); one above the maximum raises the maximum.
        @IBInspectable open var minimumValue: Float {
            get { Float(slider.minimumValue) }
            set { slider.minimumValue = Double(newValue) }
        }
        /// The largest value (default 1); one below the minimum lowers the minimum.
        @IBInspectable open var maximumValue: Float {
            get { Float(slider.maximumValue) }
            set { slider.maximumValue = Double(newValue) }
        }
        /// The step between values from the minimum; 0 (default) is continuous. Not in
        /// UISlider.
        @IBInspectable open var stepValue: Float {
            get { Float(slider.stepValue) }
            set { slider.stepValue = Double(newValue) }
        }
        /// Whether `.valueChanged` is sent while dragging (default) or once at release.
        @IBInspectable open var isContinuous: Bool {
            get { slider.isContinuous }
            set { slider.isContinuous = newValue }
        }

        /// Sets the value, gliding the thumb there when `animated`. Sends no event.
        open func setValue(_ value: Float, animated: Bool) { slider.setValue(Double(value), animated: animated) }

        // MARK: Appearance

        /// The image before the track's minimum end (a symbol takes the tint).
        open var minimumValueImage: UIImage? {
            get { slider.minimumValueImage?.uiImage }
            set { slider.minimumValueImage = newValue.map { DrawingImage($0) } }
        }
        /// The image after the track's maximum end.
        open var maximumValueImage: UIImage? {
            get { slider.maximumValueImage?.uiImage }
            set { slider.maximumValueImage = newValue.map { DrawingImage($0) } }
        }
        /// The filled part's colour; nil uses the `tintColor`.
        open var minimumTrackTintColor: UIColor? {
            get { slider.minimumTrackTintColor.map(\.uiColor) }
            set { slider.minimumTrackTintColor = newValue.map { DrawingColor($0) } }
        }
        /// The unfilled part's colour; nil uses the system's fill.
        open var maximumTrackTintColor: UIColor? {
            get { slider.maximumTrackTintColor.map(\.uiColor) }
            set { slider.maximumTrackTintColor = newValue.map { DrawingColor($0) } }
        }
        /// The default thumb's colour; nil draws it white.
        open var thumbTintColor: UIColor? {
            get { slider.thumbTintColor.map(\.uiColor) }
            set { slider.thumbTintColor = newValue.map { DrawingColor($0) } }
        }

        /// Sets the thumb's image for `state` (`.normal`, `.highlighted` while dragged,
        /// `.disabled`); other states fall back to `.normal`, nil to the drawn thumb.
        open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
            slider.setThumbImage(image.map { DrawingImage($0) }, for: Control.State(state))
        }
        /// Sets the filled part's image for `state`: stretched along the track (make it
        /// resizable to keep its ends).
        open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
            slider.setMinimumTrackImage(image.map { DrawingImage($0) }, for: Control.State(state))
        }
        /// Sets the unfilled part's image for `state`.
        open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
            slider.setMaximumTrackImage(image.map { DrawingImage($0) }, for: Control.State(state))
        }
        /// The thumb image set for exactly `state`.
        open func thumbImage(for state: UIControl.State) -> UIImage? { slider.thumbImage(for: Control.State(state))?.uiImage }
        /// The filled part's image set for exactly `state`.
        open func minimumTrackImage(for state: UIControl.State) -> UIImage? {
            slider.minimumTrackImage(for: Control.State(state))?.uiImage
        }
        /// The unfilled part's image set for exactly `state`.
        open func maximumTrackImage(for state: UIControl.State) -> UIImage? {
            slider.maximumTrackImage(for: Control.State(state))?.uiImage
        }
        /// The thumb image drawn now (the current state's, or `.normal`'s).
        open var currentThumbImage: UIImage? { slider.currentThumbImage?.uiImage }
        /// The filled part's image drawn now.
        open var currentMinimumTrackImage: UIImage? { slider.currentMinimumTrackImage?.uiImage }
        /// The unfilled part's image drawn now.
        open var currentMaximumTrackImage: UIImage? { slider.currentMaximumTrackImage?.uiImage }

        // MARK: Geometry

        /// Where the minimum value image goes in `bounds`.
        open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect { slider.minimumValueImageRect(forBounds: bounds) }
        /// Where the maximum value image goes in `bounds`.
        open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect { slider.maximumValueImageRect(forBounds: bounds) }
        /// Where the track goes in `bounds`.
        open func trackRect(forBounds bounds: CGRect) -> CGRect { slider.trackRect(forBounds: bounds) }
        /// Where the thumb is drawn for `value` on the track `rect`.
        open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
            slider.thumbRect(forBounds: bounds, trackRect: rect, value: Double(value))
        }
    }
#endif
