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
    open class RangeSliderView: ControlHostView {
        /// The hosted control, typed (no casts): a new one, or the one given to
        /// ``init(slider:frame:)``.
        public private(set) var slider: RangeSlider

        /// A new range slider with `frame`. With ``init(coder:)``, the designated
        /// initializer, as on UIKit's controls, so a subclass overrides the two the UIKit way.
        public init(frame: CGRect) {
            let slider = RangeSlider()
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

        /// A new range slider, made with `init(frame: .zero)`.
        public convenience init() { self.init(frame: .zero) }

        /// Hosts `slider`, made and configured elsewhere. It runs
        /// `init(frame:)` first and then hosts it, so what a subclass's `init(frame:)` sets on
        /// the control it made is not carried over: configure the given control instead.
        public convenience init(slider: RangeSlider, frame: CGRect = .zero) {
            self.init(frame: frame)
            self.slider = slider
            replaceControl(with: slider)
        }

        // MARK: Interface Builder attributes (forwarded to the control)

        @IBInspectable open var minimumValue: Double {
            get { slider.minimumValue }
            set { slider.minimumValue = newValue }
        }
        @IBInspectable open var maximumValue: Double {
            get { slider.maximumValue }
            set { slider.maximumValue = newValue }
        }
        @IBInspectable open var lowerValue: Double {
            get { slider.lowerValue }
            set { slider.lowerValue = newValue }
        }
        @IBInspectable open var upperValue: Double {
            get { slider.upperValue }
            set { slider.upperValue = newValue }
        }
        @IBInspectable open var stepValue: Double {
            get { slider.stepValue }
            set { slider.stepValue = newValue }
        }
        @IBInspectable open var minimumDistance: Double {
            get { slider.minimumDistance }
            set { slider.minimumDistance = newValue }
        }
        @IBInspectable open var showsValueLabels: Bool {
            get { slider.showsValueLabels }
            set { slider.showsValueLabels = newValue }
        }
        @IBInspectable open var isContinuous: Bool {
            get { slider.isContinuous }
            set { slider.isContinuous = newValue }
        }

        /// Every thumb's value, in thumb order: two by default; another count adds or
        /// removes thumbs (``RangeSlider/values``, MultiSlider's `value`).
        open var values: [Double] {
            get { slider.values }
            set { slider.values = newValue }
        }
        /// Sets every thumb's value, optionally gliding there; sends no event.
        open func setValues(_ values: [Double], animated: Bool) {
            slider.setValues(values, animated: animated)
        }
        /// Fixes or frees the thumb at `index` (``RangeSlider/setEnabled(_:forThumbAt:)``).
        open func setEnabled(_ enabled: Bool, forThumbAt index: Int) {
            slider.setEnabled(enabled, forThumbAt: index)
        }
        /// Whether the thumb at `index` takes touches, keys and VoiceOver's adjustments.
        open func isEnabledForThumb(at index: Int) -> Bool { slider.isEnabledForThumb(at: index) }

        /// Values the thumbs snap to instead of the step (``RangeSlider/snapValues``).
        open var snapValues: [Double] {
            get { slider.snapValues }
            set { slider.snapValues = newValue }
        }
        /// Whether tick marks stand at the stops (``RangeSlider/showsTickMarks``).
        @IBInspectable open var showsTickMarks: Bool {
            get { slider.showsTickMarks }
            set { slider.showsTickMarks = newValue }
        }
        /// The text of a label under each tick mark; nil for none (``RangeSlider/tickLabelFormatter``).
        open var tickLabelFormatter: ((Double) -> String)? {
            get { slider.tickLabelFormatter }
            set { slider.tickLabelFormatter = newValue }
        }
        /// What a touch on the track away from the thumbs does: nothing, move the nearest
        /// thumb, or drag the range (``RangeSlider/trackTouchBehavior``).
        open var trackTouchBehavior: RangeSlider.TrackTouchBehavior {
            get { slider.trackTouchBehavior }
            set { slider.trackTouchBehavior = newValue }
        }

        // MARK: Thumb images, as UISlider's

        /// Sets both thumbs' image for `state`, as `UISlider.setThumbImage(_:for:)`.
        open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
            slider.setThumbImage(image.map { DrawingImage($0) }, for: Control.State(state))
        }
        /// Sets the first or last thumb's image for `state` (``RangeSlider/setThumbImage(_:for:thumb:)``).
        open func setThumbImage(_ image: UIImage?, for state: UIControl.State, thumb: RangeSliderModel.Thumb) {
            slider.setThumbImage(image.map { DrawingImage($0) }, for: Control.State(state), thumb: thumb)
        }
        /// Sets the image of the thumb at `index` for `state` (``RangeSlider/setThumbImage(_:for:thumbAt:)``).
        open func setThumbImage(_ image: UIImage?, for state: UIControl.State, thumbAt index: Int) {
            slider.setThumbImage(image.map { DrawingImage($0) }, for: Control.State(state), thumbAt: index)
        }
        /// The image set for exactly `state` on the first or last thumb.
        open func thumbImage(for state: UIControl.State, thumb: RangeSliderModel.Thumb) -> UIImage? {
            slider.thumbImage(for: Control.State(state), thumb: thumb)?.uiImage
        }
        /// The image set for exactly `state` on the thumb at `index`.
        open func thumbImage(for state: UIControl.State, thumbAt index: Int) -> UIImage? {
            slider.thumbImage(for: Control.State(state), thumbAt: index)?.uiImage
        }
        /// Gives the first or last thumb its own colour (nil: ``thumbTintColor``).
        open func setThumbTintColor(_ color: UIColor?, for thumb: RangeSliderModel.Thumb) {
            slider.setThumbTintColor(color.map { DrawingColor($0) }, for: thumb)
        }
        /// Gives the thumb at `index` its own colour (nil: ``thumbTintColor``).
        open func setThumbTintColor(_ color: UIColor?, forThumbAt index: Int) {
            slider.setThumbTintColor(color.map { DrawingColor($0) }, forThumbAt: index)
        }

        // MARK: Appearance, in UIKit's types

        /// The unselected track's colour (``RangeSlider/maximumTrackTintColor``).
        open var maximumTrackTintColor: UIColor {
            get { slider.maximumTrackTintColor.uiColor }
            set { slider.maximumTrackTintColor = DrawingColor(newValue) }
        }
        /// The thumbs' colour.
        open var thumbTintColor: UIColor {
            get { slider.thumbTintColor.uiColor }
            set { slider.thumbTintColor = DrawingColor(newValue) }
        }
        /// The value labels' font (scaled with Dynamic Type by the host).
        open var font: UIFont {
            get { UIFont(slider.font) }
            set { slider.font = DrawingFont(newValue) }
        }
        /// The value labels' colour.
        open var textColor: UIColor {
            get { slider.textColor.uiColor }
            set { slider.textColor = DrawingColor(newValue) }
        }
        /// Sets the unselected track's colour for `state`; nil removes it.
        open func setMaximumTrackTintColor(_ color: UIColor?, for state: UIControl.State) {
            slider.setMaximumTrackTintColor(color.map { DrawingColor($0) }, for: Control.State(state))
        }
        /// Sets the selected range's colour for `state`; nil removes it.
        open func setTintColor(_ color: UIColor?, for state: UIControl.State) {
            slider.setTintColor(color.map { DrawingColor($0) }, for: Control.State(state))
        }
        /// Sets the thumbs' colour for `state`; nil removes it.
        open func setThumbTintColor(_ color: UIColor?, for state: UIControl.State) {
            slider.setThumbTintColor(color.map { DrawingColor($0) }, for: Control.State(state))
        }
    }
#endif
