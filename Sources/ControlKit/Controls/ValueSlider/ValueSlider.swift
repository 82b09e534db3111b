import Foundation

/// A single-thumb slider with all of `UISlider`'s API, drawn in code.
///
/// Everything the book's chapter does with `UISlider` works here, on every platform:
/// a range and a value, continuous or end-only events, tint colours, thumb and track
/// images per control state (falling back to `.normal`, as UIKit does), resizable track
/// images with cap insets, and images at the minimum and maximum ends. On top of UISlider:
/// an optional ``stepValue``, vertical and right-to-left layout, haptics and keyboard
/// control.
///
/// - **Values** follow ``SliderModel``: defaults 0...1 and 0, requests kept so the order
///   of setting properties does not matter, NaN ignored, a minimum above the maximum
///   raises the maximum.
/// - **Touch**: the thumb answers in at least 44 × 44 pt and never jumps under the
///   finger; a touch on the track away from the thumb does nothing (as UISlider); the
///   drag continues outside the bounds.
/// - **Events**: `valueChanged` while dragging, or once at release when ``isContinuous``
///   is false, only when the value changed; programmatic changes send nothing.
/// - **Geometry** comes from four overridable methods, as in UISlider:
///   ``minimumValueImageRect(forBounds:)``, ``maximumValueImageRect(forBounds:)``,
///   ``trackRect(forBounds:)`` and ``thumbRect(forBounds:trackRect:value:)``.
///
/// ```swift
/// let volume = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 280, height: 31))
/// volume.maximumValue = 100
/// volume.value = 50
/// volume.minimumTrackTintColor = .systemRed
/// volume.setThumbImage(knob, for: .normal)
/// volume.addAction(for: .valueChanged) { volume in player.volume = volume.value / 100 }
/// ```
@MainActor
open class ValueSlider: Control, SteppedValueControl {
    /// The direction the values run (minimum at the bottom when vertical).
    public typealias Orientation = ControlOrientation

    /// The value math; the value properties read and write through it.
    @exclusivity(unchecked) public internal(set) var model = SliderModel()

    /// Makes a slider with UISlider's defaults (0...1, value 0).
    public override init(bounds: CGRect = .zero) {
        super.init(bounds: bounds)
    }

    // MARK: Values

    /// The value (default 0), always within the bounds and on a step. Setting it keeps
    /// the request (see ``SliderModel``); NaN and infinities are ignored. Sends no event.
    public var value: Double {
        get { model.value }
        set { setValue(newValue, animated: false) }
    }

    /// Whether `valueChanged` is sent while dragging (true, default) or once at release.
    public var isContinuous = true

    /// Sets the value, optionally gliding the thumb there over 0.25 s on the control's
    /// clock. The value reads the target at once; no event is sent.
    public func setValue(_ newValue: Double, animated: Bool) {
        let before = displayedValue
        updateModel { $0.setValue(newValue) }
        guard animated, before != model.value else { return }
        glide.start(from: before, to: model.value, on: clock, interpolate: Glide.interpolate) { [weak self] in
            self?.setNeedsDisplay()
        }
    }

    /// The value as drawn: the animated position during an animated set.
    public var displayedValue: Double { glide.shown ?? model.value }
    let glide = Glide<Double>()

    func stopAnimation() { glide.stop() }

    /// Stops an animated set; the value that was drawn, if one was running.
    func stopGlide() -> [Double]? { glide.stop().map { [$0] } }

    /// Changes the model in one step as a programmatic change (no event): stops an
    /// animation, redraws.
    public func updateModel(_ change: (inout SliderModel) -> Void) {
        stopAnimation()
        var copy = model
        change(&copy)
        guard copy != model else { return }
        model = copy
        setNeedsDisplay()
    }

    /// The touch in progress (the slider family's engine, ``ThumbTrackControl``, which the
    /// range slider shares).
    @exclusivity(unchecked) var thumbTracking = ThumbTracking()

    // MARK: Layout

    /// Horizontal (default) or vertical.
    public var orientation: Orientation = .horizontal {
        didSet { if orientation != oldValue { setNeedsLayout(); setNeedsDisplay() } }
    }

    /// The gap between an end image and the track, in points.
    public var valueImageSpacing: CGFloat = 8 {
        didSet { if !valueImageSpacing.isFinite || valueImageSpacing < 0 { valueImageSpacing = oldValue }; setNeedsDisplay() }
    }

    /// The default thumb's diameter and the track's thickness, in points.
    public static let defaultThumbSize: CGFloat = 28
    /// The default track's thickness, in points.
    public static let trackThickness: CGFloat = 4

    /// The natural size: UIKit's height for the control, any length.
    open override var intrinsicContentSize: CGSize {
        let thumb = thumbImages.value(for: state).map { max($0.size.height, 31) } ?? 31
        return orientation == .horizontal ? CGSize(width: -1, height: thumb) : CGSize(width: thumb, height: -1)
    }

    // MARK: Appearance

    /// The filled part of the track (minimum to thumb); nil uses ``Control/tintColor``
    /// (grey while disabled).
    public var minimumTrackTintColor: DrawingColor? { didSet { setNeedsDisplay() } }
    /// The unfilled part of the track; nil uses the system's light grey.
    public var maximumTrackTintColor: DrawingColor? { didSet { setNeedsDisplay() } }
    /// The default thumb's colour; nil draws it white.
    public var thumbTintColor: DrawingColor? { didSet { setNeedsDisplay() } }

    /// The image beside the minimum end (the chapter's "cold" end); nil for none.
    public var minimumValueImage: DrawingImage? { didSet { setNeedsLayout(); setNeedsDisplay() } }
    /// The image beside the maximum end; nil for none.
    public var maximumValueImage: DrawingImage? { didSet { setNeedsLayout(); setNeedsDisplay() } }

    @exclusivity(unchecked) var thumbImages = StateValues<DrawingImage?>(normal: nil)
    var minimumTrackImages = StateValues<DrawingImage?>(normal: nil)
    var maximumTrackImages = StateValues<DrawingImage?>(normal: nil)

    /// Sets the thumb image for `state`; nil removes it (the state falls back to `.normal`).
    public func setThumbImage(_ image: DrawingImage?, for state: State) {
        thumbImages[state] = image
        setNeedsLayout()
        setNeedsDisplay()
    }
    /// Sets the image of the track's filled part for `state` (give it cap insets).
    public func setMinimumTrackImage(_ image: DrawingImage?, for state: State) {
        minimumTrackImages[state] = image
        setNeedsDisplay()
    }
    /// Sets the image of the track's unfilled part for `state` (give it cap insets).
    public func setMaximumTrackImage(_ image: DrawingImage?, for state: State) {
        maximumTrackImages[state] = image
        setNeedsDisplay()
    }

    /// The thumb image set for exactly `state` (no fallback), as UIKit's `thumbImage(for:)`.
    public func thumbImage(for state: State) -> DrawingImage? { thumbImages[state] ?? nil }
    /// The filled-track image set for exactly `state`.
    public func minimumTrackImage(for state: State) -> DrawingImage? { minimumTrackImages[state] ?? nil }
    /// The unfilled-track image set for exactly `state`.
    public func maximumTrackImage(for state: State) -> DrawingImage? { maximumTrackImages[state] ?? nil }

    /// The thumb image in use now: the current state's, else `.normal`'s.
    public var currentThumbImage: DrawingImage? { thumbImages.value(for: state) }
    /// The filled-track image in use now.
    public var currentMinimumTrackImage: DrawingImage? { minimumTrackImages.value(for: state) }
    /// The unfilled-track image in use now.
    public var currentMaximumTrackImage: DrawingImage? { maximumTrackImages.value(for: state) }

    /// False: the control highlights itself only while a thumb or button is held.
    open override var highlightsOnTouch: Bool { false }

    // MARK: Overridable geometry (UISlider's four methods)

    /// Where the minimum-end image goes: at the leading end, centred across.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        defaultMinimumValueImageRect(forBounds: bounds)
    }

    /// Where the maximum-end image goes: at the trailing end, centred across.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        defaultMaximumValueImageRect(forBounds: bounds)
    }

    /// The track: between the end images (and their spacing), 4 pt thick, centred.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        defaultTrackRect(forBounds: bounds)
    }

    /// The thumb for `value`: its image's size (or 28 pt), travelling so that its ends
    /// line up with the track's ends at the minimum and maximum.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Double) -> CGRect {
        defaultThumbRect(forBounds: bounds, trackRect: rect, value: value)
    }

    // MARK: Overrides (the work is in the ValueSlider+… files)

    /// Starts a drag when the touch is on the thumb; see the type's overview.
    open override func beginTracking(_ touch: Touch) -> Bool { beginThumbDrag(touch) }
    /// Follows the finger.
    open override func continueTracking(_ touch: Touch) -> Bool { continueThumbDrag(touch) }
    /// Ends the drag, sending a pending `valueChanged` when not continuous.
    open override func endTracking(_ touch: Touch?) { finishThumbDrag() }
    /// Ends the drag like a release; the value stays where the finger left it.
    open override func cancelTracking() { finishThumbDrag() }
    /// Draws the control from its current values, state and style.
    open override func draw(in canvas: DrawingCanvas) { drawSlider(in: canvas) }
    /// One adjustable element, `"slider"`, reading the value as a percentage.
    open override func makeAccessibilityElements() -> [AccessibilityElement] { [sliderAccessibilityElement] }
    /// The `"slider"` element.
    open override var keyboardElementID: String? { "slider" }
    /// Sets the value from a screen reader (clamped and snapped, `valueChanged` at once).
    @discardableResult
    open override func adjust(to value: Double, element id: String) -> Bool { setSliderValue(value, element: id) }
    /// The slider's ``orientation``.
    open override var adjustmentAxis: ControlOrientation { orientation }
    /// Keeps a drag that starts on the thumb (or drags it already) and runs along the
    /// slider; a drag across it, or one that starts off the thumb, lets a scroll view scroll.
    open override func ownsDrag(from start: CGPoint, translation: CGSize) -> Bool {
        (isTracking || startsThumbDrag(at: start)) && Control.drag(translation, runsAlong: orientation)
    }
    /// Taps on a thumb (or where the track takes touches); a tap on the bare track is the
    /// screen's, as with `UISlider`.
    open override func ownsTap(at point: CGPoint) -> Bool { startsThumbDrag(at: point) }
    /// Moves the value by ``accessibilityAdjustment`` or to a limit; `valueChanged` at once.
    @discardableResult
    open override func adjust(_ adjustment: Adjustment, element id: String) -> Bool { adjustValue(adjustment, element: id) }
    /// The bounds and the thumb's touch target (at least 44 × 44 pt, as drawn now).
    open override func point(inside point: CGPoint) -> Bool { bounds.contains(point) || thumbTargetsContain(point) }
}

extension ValueSlider: ThumbTrackControl {}
