import Foundation

/// A slider with two thumbs that selects a range of values, drawn entirely in code.
///
/// The control of the reference article: a price range, say, from 200 to 650. It has
/// `UISlider`'s behaviour wherever `UISlider` has an answer, and these on top:
///
/// - **Values.** ``minimumValue``, ``maximumValue``, ``lowerValue``, ``upperValue``
///   (defaults 0, 1, 0.2 and 0.8, UISlider's bounds; ``outOfTen(bounds:)`` for the article's 0...10), set together with ``setValues(lower:upper:animated:)``,
///   with optional ``stepValue``, ``minimumDistance`` and ``maximumDistance``. The rules
///   that keep them valid, and what bad input does, are those of ``RangeSliderModel``:
///   requests are kept, so the order you set properties in does not matter.
/// - **Touch.** Each thumb has a touch target of at least 44 × 44 pt, hit-tested where
///   the thumb is drawn (also mid-animation: the touch stops the animation and the values
///   stay where the thumbs are). Touching a thumb never makes it jump: the finger's offset
///   from the centre of the thumb that moves is kept, also when the targets overlap. The drag
///   goes on outside the bounds. The other thumb is a hard stop. When both thumbs are
///   under the finger, both are armed and the first movement chooses: toward the minimum
///   moves the lower thumb, toward the maximum the upper; a direction in which the chosen
///   thumb cannot move chooses nothing yet, so thumbs stacked at either end always
///   come apart. A touch on the track away from the thumbs does nothing unless
///   ``trackTouchBehavior`` is ``TrackTouchBehavior/moveNearestThumb``.
/// - **Events.** `valueChanged` when the user changes a value (while dragging, or once
///   at release when ``isContinuous`` is false; keys and assistive adjustments at once),
///   only when a value really changed; programmatic changes send nothing. It follows the
///   one event order of ``Control``: a track touch that moves a thumb
///   (``TrackTouchBehavior/moveNearestThumb``) sends `valueChanged` before `touchDown`; a
///   drag sends it before the `touchDragInside` of the same move. A cancelled touch keeps the values where the
///   finger left them (and, when not continuous, sends the pending `valueChanged`).
/// - **Layout.** Horizontal or vertical (``orientation``; the minimum is at the bottom);
///   right-to-left layout puts the minimum on the right.
/// - **Looks.** ``style`` is ``Style/modern`` (today's iOS slider) or ``Style/classic``
///   (the article's Core Graphics drawing); ``Control/tintColor`` (the selected range),
///   ``maximumTrackTintColor``, ``thumbTintColor`` and ``curvaceousness`` redraw at once; colours
///   can be set per control state with ``setTintColor(_:for:)`` and friends. Optional
///   value labels above the thumbs (``showsValueLabels``, ``valueFormatter``, ``font``,
///   ``textColor``) push apart when they would overlap.
/// - **Feedback.** A selection haptic when a stepped value changes, a light impact when
///   the thumbs meet. Two adjustable accessibility elements, "Minimum" and "Maximum"
///   (localized; ids `"lower"` and `"upper"`); arrows, Home and End move the
///   ``keyboardThumb`` while focused, Tab moves to the upper thumb and then out.
///
/// ```swift
/// let price = RangeSlider(bounds: CGRect(x: 0, y: 0, width: 320, height: 44))
/// price.maximumValue = 1000
/// price.stepValue = 50
/// price.setValues(lower: 200, upper: 650)
/// price.valueFormatter = { "$\(Int($0))" }
/// price.showsValueLabels = true
/// price.addAction(for: .valueChanged) { price in print(price.lowerValue...price.upperValue) }
/// ```
@MainActor
open class RangeSlider: Control, SteppedValueControl {
    /// How the slider is drawn.
    public enum Style: Hashable, Sendable {
        /// Today's iOS look: a thin rounded track, white round thumbs with a soft shadow.
        case modern
        /// The reference article's Core Graphics drawing: a glossy track with an inner
        /// shadow, and rounded-square thumbs with a gradient.
        case classic
    }

    /// The direction the values run (minimum at the bottom when vertical).
    public typealias Orientation = ControlOrientation

    /// What a touch on the track away from both thumbs does.
    public enum TrackTouchBehavior: Hashable, Sendable {
        /// Nothing (the default, as `UISlider`).
        case ignore
        /// The nearest thumb moves to the touch and follows the drag from there.
        case moveNearestThumb
        /// A drag that starts on the track between the thumbs moves both, keeping their
        /// distance, stopped at the ends (the range is dragged); elsewhere nothing.
        case moveRange
    }

    /// The value math; every value property reads and writes through it.
    public internal(set) var model = RangeSliderModel()

    /// Makes a range slider with UISlider's bounds (0...1) and the thumbs at 0.2 and 0.8.
    public override init(bounds: CGRect = .zero) {
        super.init(bounds: bounds)
    }

    /// A range on a scale of ten: 0...10, values 2 and 8 (the reference article's slider).
    ///
    /// ```swift
    /// let rating = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 320, height: 44))
    /// rating.stepValue = 1
    /// ```
    public static func outOfTen(bounds: CGRect = .zero) -> RangeSlider {
        let slider = RangeSlider(bounds: bounds)
        slider.updateModel { $0 = RangeSliderModel(minimumValue: 0, maximumValue: 10, lowerValue: 2, upperValue: 8) }
        return slider
    }

    // MARK: Values

    /// The lower value (default 0.2). The request is kept and made valid (clamped,
    /// snapped, below the upper value by at least ``minimumDistance``); NaN and
    /// infinities are ignored. Programmatic: sends no event.
    public var lowerValue: Double {
        get { model.lowerValue }
        set { updateModel { $0.lowerValue = newValue } }
    }

    /// The upper value (default 0.8). When it conflicts with the lower value, the upper
    /// value wins. NaN and infinities are ignored. Programmatic: sends no event.
    public var upperValue: Double {
        get { model.upperValue }
        set { updateModel { $0.upperValue = newValue } }
    }

    /// The smallest distance the thumbs keep apart (default 0). Negative or non-finite
    /// values are ignored; more than the range acts as the range.
    public var minimumDistance: Double {
        get { model.minimumDistance }
        set { updateModel { $0.minimumDistance = newValue } }
    }

    /// The largest distance between the values, or nil (the default) for none.
    /// Negative or non-finite values are ignored.
    public var maximumDistance: Double? {
        get { model.maximumDistance }
        set { updateModel { $0.maximumDistance = newValue } }
    }

    /// Whether `valueChanged` is sent while dragging (true, the default) or once at release.
    public var isContinuous = true

    /// What a touch on the track away from both thumbs does (default: nothing).
    public var trackTouchBehavior: TrackTouchBehavior = .ignore

    /// Values the thumbs snap to instead of ``stepValue``'s stops (MultiSlider's
    /// `snapValues`): a drag, a key and VoiceOver move each thumb between these only.
    /// Kept sorted and unique; NaN, infinities and values outside the bounds are not
    /// stops. Empty (the default): the step decides. Programmatic: sends no event.
    ///
    /// ```swift
    /// price.snapValues = [0, 50, 100, 250, 500, 1000]
    /// ```
    public var snapValues: [Double] {
        get { model.grid.stops }
        set { updateModel { $0.grid.stops = newValue } }
    }

    /// Whether tick marks are drawn across the track at the stops (default false): at each
    /// of ``snapValues``, else at each step when there is a step and at most 100 of them.
    public var showsTickMarks = false {
        didSet {
            guard showsTickMarks != oldValue else { return }
            if tickLabelFormatter != nil { setNeedsLayout() }  // the labels' line comes or goes
            setNeedsDisplay()
        }
    }

    /// The text of a label under each tick mark (horizontal sliders, with ``showsTickMarks``);
    /// nil, the default, draws none. A label that would overlap the one before it is left
    /// out, so dense ticks keep readable labels. The labels take a line below the track,
    /// which the intrinsic height includes.
    ///
    /// ```swift
    /// price.showsTickMarks = true
    /// price.tickLabelFormatter = { "$\(Int($0))" }
    /// ```
    public var tickLabelFormatter: ((Double) -> String)? {
        didSet { setNeedsLayout(); setNeedsDisplay() }
    }

    /// The values tick marks stand at (drawn when ``showsTickMarks``): ``snapValues``
    /// within the bounds, else every step from the minimum to the maximum when there are
    /// at most 100, else none.
    public var tickValues: [Double] {
        let stops = model.grid.activeStops
        if !stops.isEmpty { return stops }
        guard stepValue > 0 else { return [] }
        var values = [minimumValue]
        while values.count <= 101 {
            let next = model.grid.nextGridPoint(after: values[values.count - 1])
            guard next < maximumValue - 1e-9 * abs(maximumValue), next > values[values.count - 1] else { break }
            values.append(next)
        }
        values.append(maximumValue)
        return values.count <= 101 ? values : []
    }

    /// Sets both values at once, optionally animating the thumbs there.
    ///
    /// Sends no event. An animation runs on the control's ``Control/clock`` for 0.25 s and
    /// is cut short by a new set or a touch; the values read the target at once.
    ///
    /// - Parameters:
    ///   - lower: The new lower value (NaN or infinite: unchanged).
    ///   - upper: The new upper value (NaN or infinite: unchanged).
    ///   - animated: Whether the thumbs glide to the new values.
    public func setValues(lower: Double, upper: Double, animated: Bool = false) {
        let before = displayed
        updateModel { $0.setValues(lower: lower, upper: upper) }
        let after = (model.lowerValue, model.upperValue)
        guard animated, before != after else { return }
        glide.start(
            from: before, to: after, on: clock,
            interpolate: { a, b, p in (Glide.interpolate(a.0, b.0, p), Glide.interpolate(a.1, b.1, p)) }
        ) { [weak self] in self?.setNeedsDisplay() }
    }

    /// The values as drawn: the animated positions during an animated set.
    var displayed: (Double, Double) { glide.shown ?? (model.lowerValue, model.upperValue) }
    let glide = Glide<(Double, Double)>()

    func stopAnimation() { glide.stop() }

    /// Changes the model in one step as a programmatic change (no event): stops an
    /// animation, redraws.
    public func updateModel(_ change: (inout RangeSliderModel) -> Void) {
        stopAnimation()
        var copy = model
        change(&copy)
        guard copy != model else { return }
        model = copy
        setNeedsDisplay()
    }

    /// Applies a user change; returns whether a value changed. `immediately` sends
    /// `valueChanged` now even when not continuous (keys, assistive actions: no release).
    /// `g` is the geometry when the caller has it (a drag), so a move computes it once.
    @discardableResult
    func applyUserValue(_ value: Double, to thumb: RangeSliderModel.Thumb, immediately: Bool = false, in g: Geometry? = nil) -> Bool {
        let before = (model.lowerValue, model.upperValue)
        var copy = model
        copy.setValue(copy.constrained(value, for: thumb), of: thumb)
        guard (copy.lowerValue, copy.upperValue) != before else { return false }
        model = copy
        setNeedsDisplay(changedRect(from: before, in: g))
        playHaptics(before: before)
        if isContinuous || immediately { sendActions(for: .valueChanged) } else { pendingValueChanged = true }
        return true
    }

    /// Applies a dragged range (both values at once); as ``applyUserValue(_:to:immediately:in:)``.
    @discardableResult
    func applyUserRange(_ range: (lower: Double, upper: Double)) -> Bool {
        let before = (model.lowerValue, model.upperValue)
        var copy = model
        copy.setValues(lower: range.lower, upper: range.upper)
        guard (copy.lowerValue, copy.upperValue) != before else { return false }
        model = copy
        setNeedsDisplay()
        if model.stepValue > 0 || model.grid.hasActiveStops { haptics?.play(.selection) }
        if isContinuous { sendActions(for: .valueChanged) } else { pendingValueChanged = true }
        return true
    }

    var pendingValueChanged = false

    // MARK: Layout and looks

    /// Horizontal (the default) or vertical.
    public var orientation: Orientation = .horizontal {
        didSet { if orientation != oldValue { setNeedsLayout(); setNeedsDisplay() } }
    }

    /// The drawing style (default ``Style/modern``).
    public var style: Style = .modern {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    /// The track outside the selected range, in the normal state: the part a slider leaves
    /// unfilled, so UISlider's name (``ValueSlider/maximumTrackTintColor``).
    public var maximumTrackTintColor: DrawingColor {
        get { trackColors.normal }
        set { trackColors.normal = newValue; setNeedsDisplay() }
    }

    /// The selected range between the thumbs, in the normal state (default `.systemBlue`;
    /// `.systemGray3` while disabled unless you set a disabled colour).
    open override var tintColor: DrawingColor {
        get { rangeColors.normal }
        set { rangeColors.normal = newValue; setNeedsDisplay() }
    }

    /// The thumbs' fill, in the normal state.
    public var thumbTintColor: DrawingColor {
        get { thumbColors.normal }
        set { thumbColors.normal = newValue; setNeedsDisplay() }
    }

    /// How round the track and thumbs are: 0 square, 1 (the default) fully round.
    /// Clamped to `0...1`; NaN is ignored.
    public var curvaceousness: Double = 1 {
        didSet {
            if curvaceousness.isNaN { curvaceousness = oldValue }
            curvaceousness = min(max(curvaceousness, 0), 1)
            setNeedsDisplay()
        }
    }

    var trackColors = StateValues(normal: DrawingColor.systemGray5)
    var rangeColors: StateValues<DrawingColor> = {
        var colors = StateValues(normal: DrawingColor.systemBlue)
        colors[.disabled] = DrawingColor.systemGray3
        return colors
    }()
    var thumbColors = StateValues(normal: DrawingColor.white)

    /// Sets the track colour used in `state` (nil removes it; falls back to `.normal`).
    public func setMaximumTrackTintColor(_ color: DrawingColor?, for state: State) {
        trackColors[state] = color
        setNeedsDisplay()
    }

    /// Sets the selected-range colour used in `state` (nil removes it; falls back to `.normal`).
    public func setTintColor(_ color: DrawingColor?, for state: State) {
        rangeColors[state] = color
        setNeedsDisplay()
    }

    /// Sets the thumb colour used in `state` (nil removes it; falls back to `.normal`).
    public func setThumbTintColor(_ color: DrawingColor?, for state: State) {
        thumbColors[state] = color
        setNeedsDisplay()
    }

    /// The track colour for `state`.
    public func maximumTrackTintColor(for state: State) -> DrawingColor { trackColors.value(for: state) }
    /// The selected-range colour for `state`.
    public func tintColor(for state: State) -> DrawingColor { rangeColors.value(for: state) }
    /// The thumb colour for `state`.
    public func thumbTintColor(for state: State) -> DrawingColor { thumbColors.value(for: state) }

    /// One thumb's own colour, over ``thumbTintColor(for:)`` (nil, the default: the shared
    /// one). Template thumb images are filled with it too.
    ///
    /// ```swift
    /// price.setThumbTintColor(.systemGreen, for: .lower)
    /// ```
    public func setThumbTintColor(_ color: DrawingColor?, for thumb: RangeSliderModel.Thumb) {
        thumbOwnColors[thumb] = color
        setNeedsDisplay()
    }

    /// The colour `thumb` is drawn in now: its own, else the shared one for the state.
    public func thumbTintColor(of thumb: RangeSliderModel.Thumb) -> DrawingColor {
        thumbOwnColors[thumb] ?? thumbTintColor(for: state(of: thumb))
    }

    var thumbOwnColors: [RangeSliderModel.Thumb: DrawingColor] = [:]

    // MARK: Thumb images

    /// Sets the image of one thumb, or of both (`thumb` nil), for `state`, as
    /// `UISlider.setThumbImage(_:for:)` (nil removes it; a state without one falls back to
    /// `.normal`, and a thumb without one is drawn). A thumb's state is the control's, with
    /// `highlighted` only while that thumb is held. The image is drawn at its own size,
    /// centred on the thumb; template images take the thumb's tint. The touch target stays
    /// at least 44 pt.
    ///
    /// ```swift
    /// price.setThumbImage(DrawingImage(png: knob), for: .normal)
    /// price.setThumbImage(DrawingImage(png: pressedKnob), for: .highlighted, thumb: .upper)
    /// ```
    public func setThumbImage(_ image: DrawingImage?, for state: State, thumb: RangeSliderModel.Thumb? = nil) {
        for t in thumb.map({ [$0] }) ?? RangeSliderModel.Thumb.allCases { thumbImages[t, default: StateValues(normal: nil)][state] = image }
        setNeedsDisplay()
    }

    /// The image set for exactly `state` on `thumb` (no fallback), as `thumbImage(for:)`.
    public func thumbImage(for state: State, thumb: RangeSliderModel.Thumb) -> DrawingImage? {
        thumbImages[thumb]?[state] ?? nil
    }

    /// The image `thumb` is drawn with now (its state's, else its normal one), if any.
    public func currentThumbImage(of thumb: RangeSliderModel.Thumb) -> DrawingImage? {
        thumbImages[thumb]?.value(for: state(of: thumb)) ?? nil
    }

    var thumbImages: [RangeSliderModel.Thumb: StateValues<DrawingImage?>] = [:]

    /// A thumb's state: the control's, highlighted only while that thumb is held.
    func state(of thumb: RangeSliderModel.Thumb) -> State {
        var s = state
        if !highlightedThumbs.contains(thumb) { s.remove(.highlighted) }
        return s
    }

    /// Whether the values are shown above the thumbs (beside them when vertical).
    public var showsValueLabels = false {
        didSet { if showsValueLabels != oldValue { setNeedsLayout(); setNeedsDisplay() } }
    }

    /// Turns a value into text for the labels and accessibility. The default shows up
    /// to two decimals without trailing zeros ("2", "2.5", "0.33").
    public var valueFormatter: (Double) -> String = RangeSlider.defaultFormat {
        didSet { setNeedsDisplay() }
    }

    /// The font of the value labels (the control's only text).
    public var font = DrawingFont.monospacedDigitSystem(size: 13, weight: .medium) {
        didSet { setNeedsLayout(); setNeedsDisplay() }
    }

    /// The colour of the value labels.
    public var textColor = DrawingColor.secondaryLabel {
        didSet { setNeedsDisplay() }
    }

    /// Up to two decimals, no trailing zeros (``ValueFormat/plain(_:)``).
    public nonisolated static func defaultFormat(_ value: Double) -> String { ValueFormat.plain(value) }

    /// The thumb being dragged, or nil. Both are "highlighted" while both are armed.
    public internal(set) var highlightedThumbs: Set<RangeSliderModel.Thumb> = [] {
        didSet { if highlightedThumbs != oldValue { setNeedsDisplay() } }
    }

    /// The thumb the arrow keys move while the slider has focus (default lower). Tab moves
    /// from the lower thumb to the upper one and then out of the control; Shift-Tab back.
    public var keyboardThumb: RangeSliderModel.Thumb = .lower {
        didSet { if keyboardThumb != oldValue { setNeedsDisplay() } }
    }

    /// Whether the lower thumb is being dragged (or armed).
    public var isLowerThumbHighlighted: Bool { highlightedThumbs.contains(.lower) }
    /// Whether the upper thumb is being dragged (or armed).
    public var isUpperThumbHighlighted: Bool { highlightedThumbs.contains(.upper) }

    /// False: the control highlights itself only while a thumb or button is held.
    open override var highlightsOnTouch: Bool { false }

    /// True: a range slider has no UIKit twin, so its value labels (and the band that
    /// holds them) grow with the user's text size, up to ``Control/maximumContentSizeScale``.
    open override var scalesWithContentSize: Bool { true }

    /// The natural size: UIKit's height for the control, any length.
    open override var intrinsicContentSize: CGSize {
        let band = (showsValueLabels ? labelBandThickness : 0) + tickLabelBandThickness
        let thickness = (style == .classic ? 30 : 44) + band
        return orientation == .horizontal ? CGSize(width: -1, height: thickness) : CGSize(width: thickness, height: -1)
    }

    // MARK: Overrides (the work is in the RangeSlider+… files)

    /// Starts a drag when the touch is on a thumb; see the type's overview.
    open override func beginTracking(_ touch: Touch) -> Bool { beginThumbTracking(touch) }
    /// Follows the finger.
    open override func continueTracking(_ touch: Touch) -> Bool { continueThumbTracking(touch) }
    /// Ends the drag, sending a pending `valueChanged` when not continuous.
    open override func endTracking(_ touch: Touch?) { finishDrag() }
    /// Ends the drag like a release; values stay where the finger left them.
    open override func cancelTracking() { finishDrag() }
    /// Draws the control from its current values, state and style.
    open override func draw(in canvas: DrawingCanvas) { drawSlider(in: canvas) }
    /// Redraws; when focus arrives the keys start on the lower thumb.
    open override func stateDidChange(from oldState: State) {
        super.stateDidChange(from: oldState)
        if state.contains(.focused) && !oldState.contains(.focused) { keyboardThumb = .lower }
    }
    /// The adjustable elements; see the type's overview.
    open override func makeAccessibilityElements() -> [AccessibilityElement] { thumbAccessibilityElements }
    /// Tab and Shift-Tab between the thumbs; arrows, Home and End through the shared path.
    open override func handleKey(_ key: Key) -> Bool { handleThumbKey(key) }
    /// The ``keyboardThumb``'s element.
    open override var keyboardElementID: String? { RangeSlider.elementID(of: keyboardThumb) }
    /// Makes `"lower"` or `"upper"` the ``keyboardThumb``.
    @discardableResult
    open override func focusElement(_ id: String) -> Bool {
        guard let thumb = RangeSlider.thumb(forElementID: id) else { return false }
        keyboardThumb = thumb
        return true
    }
    /// Moves a thumb to a screen reader's value (clamped to what it may take, snapped).
    @discardableResult
    open override func adjust(to value: Double, element id: String) -> Bool { setThumbValue(value, element: id) }
    /// The slider's ``orientation``.
    open override var adjustmentAxis: ControlOrientation { orientation }
    /// Keeps a drag that starts on a thumb (or on the track, when a track touch moves the
    /// nearest thumb) and runs along the slider; a drag across it lets a scroll view scroll.
    open override func ownsDrag(from start: CGPoint, translation: CGSize) -> Bool {
        (isTracking || startsThumbDrag(at: start)) && Control.drag(translation, runsAlong: orientation)
    }
    /// Moves a thumb (`"lower"` or `"upper"`) by ``accessibilityAdjustment`` or to its
    /// allowed limit; the thumbs never cross. `valueChanged` at once when a value changed.
    @discardableResult
    open override func adjust(_ adjustment: Adjustment, element id: String) -> Bool { adjustThumb(adjustment, element: id) }
    /// The bounds and both thumbs' touch targets (they can reach past short bounds).
    open override func point(inside point: CGPoint) -> Bool { bounds.contains(point) || thumbTargetsContain(point) }

    // MARK: Tracking state (see RangeSlider+Tracking.swift)

    enum Drag {
        case none
        /// Both thumbs under the finger; the first useful movement picks one, which then
        /// keeps its own offset from the finger.
        case armed(lowerGrab: CGFloat, upperGrab: CGFloat, startAlong: CGFloat)
        case thumb(RangeSliderModel.Thumb, grabOffset: CGFloat)
        /// The range between the thumbs, dragged from `startAlong` with the values it had.
        case range(startAlong: CGFloat, lower: Double, upper: Double)
    }
    var drag: Drag = .none
    var valuesAtTouchDown: (Double, Double) = (0, 0)
}
