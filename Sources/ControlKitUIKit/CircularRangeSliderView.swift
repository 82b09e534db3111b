#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// A ``CircularRangeSlider`` in a `UIControl`: a sleep schedule (or any range on a
    /// circle) for UIKit screens, sending the core's events as `UIControl.Event`s
    /// (target-action, `UIAction`).
    ///
    /// Made in code or in Interface Builder (set a view's custom class to
    /// `CircularRangeSliderView`; the inspectable properties below appear in the Attributes
    /// inspector and forward to ``slider``). Everything else is set on ``slider``. A new view
    /// has the core's defaults (a turn of 0...1); ``init(slider:frame:)`` hosts a configured
    /// one, such as the Clock app's schedule.
    ///
    /// ```swift
    /// final class BedtimeViewController: UIViewController {
    ///     let schedule = CircularRangeSliderView(slider: .schedule())
    ///
    ///     override func viewDidLoad() {
    ///         super.viewDidLoad()
    ///         schedule.tintColor = .systemOrange
    ///         schedule.setThumbImage(UIImage(systemName: "bed.double.fill"), for: .normal, thumb: .start)
    ///         schedule.setThumbImage(UIImage(systemName: "alarm.fill"), for: .normal, thumb: .end)
    ///         schedule.addTarget(self, action: #selector(changed(_:)), for: .valueChanged)
    ///         view.addSubview(schedule)
    ///     }
    ///
    ///     @objc func changed(_ sender: CircularRangeSliderView) { print(sender.startValue, sender.endValue, sender.duration) }
    /// }
    /// ```
    open class CircularRangeSliderView: ControlHostView {
        /// The hosted control, typed (no casts): a new one, or the one given to
        /// ``init(slider:frame:)``.
        public private(set) var slider: CircularRangeSlider

        /// A new circular range slider with `frame`. With ``init(coder:)``, the designated
        /// initializer, as on UIKit's controls, so a subclass overrides the two the UIKit way.
        public init(frame: CGRect) {
            let slider = CircularRangeSlider()
            self.slider = slider
            super.init(control: slider, frame: frame)
        }

        /// Decodes the view from a storyboard or nib with a new control; the inspectable
        /// properties are set afterwards, as Interface Builder's attributes.
        public required init?(coder: NSCoder) {
            let slider = CircularRangeSlider()
            self.slider = slider
            super.init(coder: coder, control: slider)
        }

        /// A new circular range slider, made with `init(frame: .zero)`.
        public convenience init() { self.init(frame: .zero) }

        /// Hosts `slider`, made and configured elsewhere (``CircularRangeSlider/schedule(twentyFourHour:)``).
        /// It runs `init(frame:)` first and then hosts it, so what a subclass's
        /// `init(frame:)` sets on the control it made is not carried over: configure the
        /// given control instead.
        public convenience init(slider: CircularRangeSlider, frame: CGRect = .zero) {
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
        @IBInspectable open var startValue: Double {
            get { slider.startValue }
            set { slider.startValue = newValue }
        }
        @IBInspectable open var endValue: Double {
            get { slider.endValue }
            set { slider.endValue = newValue }
        }
        @IBInspectable open var stepValue: Double {
            get { slider.stepValue }
            set { slider.stepValue = newValue }
        }
        @IBInspectable open var minimumDuration: Double {
            get { slider.minimumDuration }
            set { slider.minimumDuration = newValue }
        }
        @IBInspectable open var isContinuous: Bool {
            get { slider.isContinuous }
            set { slider.isContinuous = newValue }
        }
        @IBInspectable open var trackWidth: CGFloat {
            get { slider.trackWidth }
            set { slider.trackWidth = newValue }
        }
        @IBInspectable open var tickMarkCount: Int {
            get { slider.tickMarkCount }
            set { slider.tickMarkCount = newValue }
        }
        @IBInspectable open var labelInterval: Int {
            get { slider.labelInterval }
            set { slider.labelInterval = newValue }
        }

        /// The distance forward from the start to the end (``CircularRangeSlider/duration``).
        open var duration: Double { slider.duration }

        /// The longest duration; nil for a whole turn (``CircularRangeSlider/maximumDuration``).
        open var maximumDuration: Double? {
            get { slider.maximumDuration }
            set { slider.maximumDuration = newValue }
        }

        /// Sets both values, optionally sweeping the arc there (``CircularRangeSlider/setValues(start:end:animated:)``).
        open func setValues(start: Double, end: Double, animated: Bool) {
            slider.setValues(start: start, end: end, animated: animated)
        }

        // MARK: Thumb images, as UISlider's

        /// Sets both thumbs' icon for `state` (drawn on the thumb's disc; a template or a
        /// symbol takes the `tintColor`).
        open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
            slider.setThumbImage(image.map { DrawingImage($0) }, for: Control.State(state))
        }
        /// Sets one thumb's icon for `state` (``CircularRangeSlider/setThumbImage(_:for:thumb:)``).
        open func setThumbImage(_ image: UIImage?, for state: UIControl.State, thumb: CircularRangeSlider.Thumb) {
            slider.setThumbImage(image.map { DrawingImage($0) }, for: Control.State(state), thumb: thumb)
        }
        /// The icon set for exactly `state` on `thumb`.
        open func thumbImage(for state: UIControl.State, thumb: CircularRangeSlider.Thumb) -> UIImage? {
            slider.thumbImage(for: Control.State(state), thumb: thumb)?.uiImage
        }
        /// Gives one thumb's disc its own colour (nil: ``thumbTintColor``).
        open func setThumbTintColor(_ color: UIColor?, for thumb: CircularRangeSlider.Thumb) {
            slider.setThumbTintColor(color.map { DrawingColor($0) }, for: thumb)
        }

        // MARK: Appearance, in UIKit's types

        /// The track ring's colour outside the range (``CircularRangeSlider/maximumTrackTintColor``).
        open var maximumTrackTintColor: UIColor {
            get { slider.maximumTrackTintColor.uiColor }
            set { slider.maximumTrackTintColor = DrawingColor(newValue) }
        }
        /// The thumbs' discs' colour.
        open var thumbTintColor: UIColor {
            get { slider.thumbTintColor.uiColor }
            set { slider.thumbTintColor = DrawingColor(newValue) }
        }
        /// The tick marks' colour.
        open var tickColor: UIColor {
            get { slider.tickColor.uiColor }
            set { slider.tickColor = DrawingColor(newValue) }
        }
        /// The face's labels' font (scaled with Dynamic Type by the host).
        open var font: UIFont {
            get { UIFont(slider.font) }
            set { slider.font = DrawingFont(newValue) }
        }
        /// The face's labels' and the centre text's colour.
        open var textColor: UIColor {
            get { slider.textColor.uiColor }
            set { slider.textColor = DrawingColor(newValue) }
        }
        /// Sets the track ring's colour for `state`; nil removes it.
        open func setMaximumTrackTintColor(_ color: UIColor?, for state: UIControl.State) {
            slider.setMaximumTrackTintColor(color.map { DrawingColor($0) }, for: Control.State(state))
        }
        /// Sets the arc's colour for `state`; nil removes it.
        open func setTintColor(_ color: UIColor?, for state: UIControl.State) {
            slider.setTintColor(color.map { DrawingColor($0) }, for: Control.State(state))
        }
        /// Sets the thumbs' colour for `state`; nil removes it.
        open func setThumbTintColor(_ color: UIColor?, for state: UIControl.State) {
            slider.setThumbTintColor(color.map { DrawingColor($0) }, for: Control.State(state))
        }
    }
#endif
