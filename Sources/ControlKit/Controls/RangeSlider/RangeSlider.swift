import Foundation

/// A slider with two thumbs (or any number) that selects a range of values, drawn entirely in code.
///
/// The control of the reference article: a price range, say, from 200 to 650. It has
/// `UISlider`'s behaviour wherever `UISlider` has an answer, and these on top:
///
/// - **Values.** ``minimumValue``, ``maximumValue``, ``lowerValue``, ``upperValue``
///   (defaults 0, 1, 0.2 and 0.8, UISlider's bounds; ``outOfTen(bounds:)`` for the article's 0...10), set together with ``setValues(lower:upper:animated:)``,
///   with optional ``stepValue``, ``snapValues``, ``minimumDistance`` and ``maximumDistance``. The rules
///   that keep them valid, and what bad input does, are those of ``RangeSliderModel``:
///   requests are kept, so the order you set properties in does not matter.
/// - **Any number of thumbs** (MultiSlider's `value: [CGFloat]`): ``values`` holds one value
///   per thumb, ``lowerValue`` and ``upperValue`` are the first and last, and the distance
///   rules hold between neighbours. Each thumb is its own accessibility element and Tab
///   stop, and a thumb can be fixed (``setEnabled(_:forThumbAt:)``) while the others move.
///   Per-thumb settings take an index (`thumbAt:`), or ``RangeSliderModel/Thumb`` for the ends.
/// - **Touch.** Each thumb has a touch target of at least 44 × 44 pt, hit-tested where
///   the thumb is drawn (also mid-animation: the touch stops the animation and the values
///   stay where the thumbs are). Touching a thumb never makes it jump: the finger's offset
///   from the centre of the thumb that moves is kept, also when the targets overlap. The drag
///   goes on outside the bounds. The neighbouring thumbs are hard stops. When several thumbs
///   are under the finger, all are armed and the first movement chooses: toward the minimum
///   moves the first of them, toward the maximum the last; a direction in which the chosen
///   thumb cannot move chooses nothing yet, so thumbs stacked at either end always
///   come apart. A touch on the track away from the thumbs does nothing unless
///   ``trackTouchBehavior`` says otherwise. The engine is the slider family's
///   (``ValueSlider`` shares it).
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
///   thumbs meet. An adjustable accessibility element per thumb: "Minimum" and "Maximum"
///   (localized; ids `"lower"` and `"upper"`), and between them "Value 2", "Value 3"…
///   (ids `"thumb-1"`, `"thumb-2"`…); arrows, Home and End move the
///   ``keyboardThumbIndex`` while focused, Tab moves to the next thumb and then out.
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
        /// A drag that starts on the track between two neighbouring thumbs moves both,
        /// keeping their distance, stopped at the ends and by the thumbs beyond them (the
        /// range is dragged); elsewhere nothing.
        case moveRange
    }

    /// The value math; every value property reads and writes through it.
    @exclusivity(unchecked) public internal(set) var model = RangeSliderModel()

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

    /// The lower value, the first thumb's (default 0.2). The request is kept and made valid (clamped,
    /// snapped, below the next value by at least ``minimumDistance``); NaN and
    /// infinities are ignored. Programmatic: sends no event.
    public var lowerValue: Double {
        get { model.lowerValue }
        set { updateModel { $0.lowerValue = newValue } }
    }

    /// The upper value, the last thumb's (default 0.8). When it conflicts with the value before it, the upper
    /// value wins. NaN and infinities are ignored. Programmatic: sends no event.
    public var upperValue: Double {
        get { model.upperValue }
        set { updateModel { $0.upperValue = newValue } }
    }

    /// Every thumb's value, in thumb order (default `[0.2, 0.8]`): MultiSlider's `value`.
    ///
    /// A list of another length adds or removes thumbs (each thumb keeps its index, its
    /// images, tint and whether it is enabled); an empty list is ignored, and a NaN or
    /// infinite entry keeps that thumb's value (or, with a new count, is dropped). Each
    /// value is made valid as ``lowerValue`` is: a value below the one before it pulls that
    /// one down (the later thumb wins). Programmatic: sends no event.
    ///
    /// ```swift
    /// let schedule = RangeSlider(bounds: CGRect(x: 0, y: 0, width: 320, height: 44))
    /// schedule.maximumValue = 24
    /// schedule.stepValue = 0.5
    /// schedule.values = [7, 12, 13, 19]   // four thumbs: work, lunch, work
    /// schedule.setEnabled(false, forThumbAt: 0)   // the day starts at 7, fixed
    /// ```
    public var values: [Double] {
        get { model.values }
        set { setValues(newValue, animated: false) }
    }

    /// How many thumbs the slider has (``values``' count; two by default).
    public var numberOfThumbs: Int { model.numberOfThumbs }

    /// Sets every thumb's value, optionally gliding there (only when the count stays the
    /// same); see ``values``. Sends no event.
    public func setValues(_ newValues: [Double], animated: Bool) {
        let before = displayedValues
        updateModel { $0.values = newValues }
        glideValues(from: before, animated: animated)
    }

    /// Whether the thumb at `index` takes touches, keys and assistive adjustments (default
    /// true). A disabled thumb is fixed: it is drawn dimmed, keeps its value against every
    /// user gesture and is a hard stop for its neighbours; programmatic sets still move it.
    /// An index out of range is ignored.
    ///
    /// ```swift
    /// schedule.setEnabled(false, forThumbAt: 0)
    /// ```
    public func setEnabled(_ enabled: Bool, forThumbAt index: Int) {
        guard index >= 0, enabled == disabledThumbs.contains(index) else { return }
        if enabled { disabledThumbs.remove(index) } else { disabledThumbs.insert(index) }
        if !enabled, keyboardThumbIndex == index { keyboardThumbIndex = firstEnabledThumb(from: 0, by: 1) ?? 0 }
        setNeedsDisplay()
    }

    /// Whether the thumb at `index` is enabled (see ``setEnabled(_:forThumbAt:)``); false
    /// past the last thumb.
    public func isEnabledForThumb(at index: Int) -> Bool {
        index >= 0 && index < numberOfThumbs && !disabledThumbs.contains(index)
    }

    var disabledThumbs: Set<Int> = []

    /// The first enabled thumb from `index` on, walking by `direction` (±1).
    func firstEnabledThumb(from index: Int, by direction: Int) -> Int? {
        var i = index
        while i >= 0 && i < numberOfThumbs {
            if isEnabledForThumb(at: i) { return i }
            i += direction
        }
        return nil
    }

    /// The smallest distance neighbouring thumbs keep apart (default 0). Negative or non-finite
    /// values are ignored; more than the range acts as the range.
    public var minimumDistance: Double {
        get { model.minimumDistance }
        set { updateModel { $0.minimumDistance = newValue } }
    }

    /// The largest distance between neighbouring values, or nil (the default) for none.
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

    /// The text of a label at each tick mark (with ``showsTickMarks``); nil, the default,
    /// draws none. A label that would overlap the one before it is left out, so dense ticks
    /// keep readable labels. The labels take a line below a horizontal track, or a column
    /// beside a vertical one (on the leading side, away from the value labels), which the
    /// intrinsic size includes.
    ///
    /// ```swift
    /// price.showsTickMarks = true
    /// price.tickLabelFormatter = { "$\(Int($0))" }
    /// ```
    public var tickLabelFormatter: ((Double) -> String)? {
        didSet { tickLabelWidth = nil; setNeedsLayout(); setNeedsDisplay() }
    }

    /// The widest vertical tick label, measured once per grid and font.
    var tickLabelWidth: (key: TickLabelWidthKey, width: CGFloat)?

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

    /// Sets the first and last values at once, optionally animating the thumbs there.
    ///
    /// Sends no event. An animation runs on the control's ``Control/clock`` for 0.25 s and
    /// is cut short by a new set or a touch; the values read the target at once.
    ///
    /// - Parameters:
    ///   - lower: The new lower value (NaN or infinite: unchanged).
    ///   - upper: The new upper value (NaN or infinite: unchanged).
    ///   - animated: Whether the thumbs glide to the new values.
    public func setValues(lower: Double, upper: Double, animated: Bool = false) {
        let before = displayedValues
        updateModel { $0.setValues(lower: lower, upper: upper) }
        glideValues(from: before, animated: animated)
    }

    /// Glides from `before` (what was drawn) to the values, when asked and the count is the same.
    private func glideValues(from before: [Double], animated: Bool) {
        let after = model.values
        guard animated, before != after, before.count == after.count else { return }
        glide.start(
            from: before, to: after, on: clock,
            interpolate: { a, b, p in zip(a, b).map { Glide.interpolate($0, $1, p) } }
        ) { [weak self] in self?.setNeedsDisplay() }
    }

    /// The values as drawn: the animated positions during an animated set.
    public var displayedValues: [Double] { glide.shown ?? model.values }

    /// Where the thumb at `index` is drawn now (its value, or mid-animation on the way there).
    public func displayedValue(ofThumbAt index: Int) -> Double {
        if let shown = glide.shown, shown.indices.contains(index) { return shown[index] }
        return model.value(ofThumbAt: index)
    }

    let glide = Glide<[Double]>()

    func stopAnimation() { glide.stop() }

    /// Stops an animated set; the values that were drawn, if one was running.
    func stopGlide() -> [Double]? { glide.stop() }

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

    /// The touch in progress (the slider family's engine, ``ThumbTrackControl``).
    @exclusivity(unchecked) var thumbTracking = ThumbTracking() {
        didSet { if thumbTracking.held != oldValue.held, highlightedThumbScale != 1 || !thumbScales.isEmpty { scaleHeldThumbs() } }
    }

    /// How much a thumb grows while it is held, as TTRangeSlider's and RangeSeekSlider's
    /// `selectedHandleDiameterMultiplier`: 1, the default, keeps it its size, as iOS's own
    /// sliders do; 1.3 draws a held thumb (and its image) a third larger, growing and
    /// shrinking back over 0.15 s (at once under Reduce Motion). Its touch target and
    /// travel stay, so a grown thumb at either end, or a classic one (as tall as the
    /// slider), reaches past the control's bounds, where hosts clip it: give the slider
    /// room around it. Clamped to 1…2; NaN is ignored.
    ///
    /// ```swift
    /// price.highlightedThumbScale = 1.3
    /// ```
    public var highlightedThumbScale: CGFloat = 1 {
        didSet {
            if highlightedThumbScale.isNaN { highlightedThumbScale = oldValue }
            highlightedThumbScale = min(max(highlightedThumbScale, 1), 2)
            if highlightedThumbScale != oldValue { scaleHeldThumbs() }
        }
    }
    /// Each thumb's drawn scale now (empty: all 1), moving to 1 or ``highlightedThumbScale``.
    var thumbScales: [CGFloat] = []
    var thumbScaleToken: ClockToken?

    // MARK: Layout and looks

    /// Horizontal (the default) or vertical.
    public var orientation: Orientation = .horizontal {
        didSet { if orientation != oldValue { setNeedsLayout(); setNeedsDisplay() } }
    }

    /// The drawing style (default ``Style/modern``).
    public var style: Style = .modern {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    /// Parts of a range slider a host may draw itself (``drawnParts``).
    public struct DrawnParts: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The track and the selected range on it.
        public static let track = DrawnParts(rawValue: 1 << 0)
        /// The thumbs (and their images).
        public static let thumbs = DrawnParts(rawValue: 1 << 1)
        /// Everything: the default.
        public static let all: DrawnParts = [.track, .thumbs]
    }

    /// The parts the slider draws itself (default ``DrawnParts/all``). A host that draws
    /// the track or the thumbs itself (a SwiftUI `RangeSliderControlStyle`) leaves them
    /// out, with what lies on them: the tick marks go with the track (their labels stay),
    /// the focus ring with the thumbs. The slider still lays them out (``trackBounds``,
    /// ``thumbRect(forThumbAt:)``, ``tickValues``), tracks touches on them, makes them
    /// accessible and draws its value and tick labels.
    ///
    /// ```swift
    /// slider.drawnParts = []        // a host draws the track and the thumbs
    /// slider.thumbSize = 32         // the size it draws them at
    /// ```
    public var drawnParts: DrawnParts = .all {
        didSet { if drawnParts != oldValue { setNeedsDisplay() } }
    }

    /// The thumbs' side, in points: their travel (a thumb's centre stops half a side from
    /// each end) and, grown to at least 44 pt, their touch target. Nil (the default): 28
    /// pt (the classic style: the track's height), or the largest thumb image's. At most
    /// the track band's thickness (44 pt in a slider of the natural height: a larger
    /// thumb needs a taller slider); zero, negative and non-finite sizes act as nil.
    public var thumbSize: CGFloat? {
        didSet {
            if let size = thumbSize, !(size.isFinite && size > 0) { thumbSize = nil }
            if thumbSize != oldValue { setNeedsDisplay() }
        }
    }

    /// The track's thickness across its length, in points (TTRangeSlider's `lineHeight`,
    /// MultiSlider's `trackWidth`). Nil (the default): 4 pt in the modern style; in the
    /// classic style, the article's band less a 3.5th of it on either side. At most the
    /// track band's thickness; zero, negative and non-finite values act as nil.
    ///
    /// ```swift
    /// price.trackThickness = 8   // a bolder track under 28 pt thumbs
    /// ```
    public var trackThickness: CGFloat? {
        didSet {
            if let thickness = trackThickness, !(thickness.isFinite && thickness > 0) { trackThickness = nil }
            if trackThickness != oldValue { setNeedsDisplay() }
        }
    }

    /// The band the track lies in and the thumbs travel along, in the control's
    /// coordinates: the bounds less the value and tick label bands.
    public var trackBounds: CGRect { geometry.sliderRect }

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

    /// The thumbs' fill, in the normal state (default white). Once set (here or with
    /// ``setThumbTintColor(_:for:)``), template thumb images are filled with it too; until
    /// then they take the tint, as UISlider's do, since a template glyph in the default
    /// white would not show.
    public var thumbTintColor: DrawingColor {
        get { thumbColors.normal }
        set {
            thumbColors.normal = newValue
            thumbTintIsSet = true
            setNeedsDisplay()
        }
    }
    /// Whether the app chose the thumbs' colour (template thumb images follow it then).
    var thumbTintIsSet = false

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
        if color != nil { thumbTintIsSet = true }
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
    /// price.setThumbTintColor(.systemGreen, forThumbAt: 0)
    /// ```
    public func setThumbTintColor(_ color: DrawingColor?, forThumbAt index: Int) {
        guard index >= 0 else { return }
        thumbOwnColors[index] = color
        setNeedsDisplay()
    }

    /// Gives the first or last thumb its own colour; see ``setThumbTintColor(_:forThumbAt:)``.
    public func setThumbTintColor(_ color: DrawingColor?, for thumb: RangeSliderModel.Thumb) {
        setThumbTintColor(color, forThumbAt: thumb.index(among: numberOfThumbs))
    }

    /// The colour the thumb at `index` is drawn in now: its own, else the shared one for its
    /// state. A fixed thumb (``setEnabled(_:forThumbAt:)``) without its own colour takes the
    /// colour set for `.disabled`, else `.systemGray5`, so it reads as inactive.
    public func thumbTintColor(ofThumbAt index: Int) -> DrawingColor {
        if let own = thumbOwnColors[index] { return own }
        if !isEnabledForThumb(at: index) { return thumbColors[.disabled] ?? .systemGray5 }
        return thumbTintColor(for: state(ofThumbAt: index))
    }

    /// The colour the first or last thumb is drawn in now.
    public func thumbTintColor(of thumb: RangeSliderModel.Thumb) -> DrawingColor {
        thumbTintColor(ofThumbAt: thumb.index(among: numberOfThumbs))
    }

    var thumbOwnColors: [Int: DrawingColor] = [:]

    /// The colour a template thumb image at `index` is filled with: the thumb's own colour,
    /// else the thumbs' colour when the app set one, else the tint of the thumb's state
    /// (the disabled tint for a fixed thumb).
    public func templateThumbImageColor(ofThumbAt index: Int) -> DrawingColor {
        if let own = thumbOwnColors[index] { return own }
        if thumbTintIsSet { return thumbTintColor(ofThumbAt: index) }
        return tintColor(for: isEnabledForThumb(at: index) ? state(ofThumbAt: index) : .disabled)
    }

    // MARK: Thumb images

    /// Sets the image of the thumb at `index`, or of every thumb (`index` nil), for `state`, as
    /// `UISlider.setThumbImage(_:for:)` (nil removes it; a state without one falls back to
    /// `.normal`, and a thumb without one is drawn). A thumb's state is the control's, with
    /// `highlighted` only while that thumb is held and `disabled` while it is fixed
    /// (``setEnabled(_:forThumbAt:)``). The image is drawn at its own size,
    /// centred on the thumb; template images take the thumb's tint. The touch target stays
    /// at least 44 pt.
    ///
    /// ```swift
    /// price.setThumbImage(DrawingImage(png: knob), for: .normal)
    /// price.setThumbImage(DrawingImage(png: pressedKnob), for: .highlighted, thumbAt: 1)
    /// ```
    public func setThumbImage(_ image: DrawingImage?, for state: State, thumbAt index: Int?) {
        if let index {
            guard index >= 0 else { return }
            thumbImages[index, default: sharedThumbImages][state] = image
        } else {
            sharedThumbImages[state] = image
            for i in thumbImages.keys { thumbImages[i]?[state] = image }
        }
        setNeedsDisplay()
    }

    /// Sets the image of the first or last thumb, or of every thumb (`thumb` nil), for
    /// `state`; see ``setThumbImage(_:for:thumbAt:)``.
    public func setThumbImage(_ image: DrawingImage?, for state: State, thumb: RangeSliderModel.Thumb? = nil) {
        setThumbImage(image, for: state, thumbAt: thumb.map { $0.index(among: numberOfThumbs) })
    }

    /// The image set for exactly `state` on the thumb at `index` (no fallback), as `thumbImage(for:)`.
    public func thumbImage(for state: State, thumbAt index: Int) -> DrawingImage? {
        (thumbImages[index] ?? sharedThumbImages)[state] ?? nil
    }

    /// The image set for exactly `state` on the first or last thumb (no fallback).
    public func thumbImage(for state: State, thumb: RangeSliderModel.Thumb) -> DrawingImage? {
        thumbImage(for: state, thumbAt: thumb.index(among: numberOfThumbs))
    }

    /// The image the thumb at `index` is drawn with now (its state's, else its normal one), if any.
    public func currentThumbImage(ofThumbAt index: Int) -> DrawingImage? {
        (thumbImages[index] ?? sharedThumbImages).value(for: state(ofThumbAt: index)) ?? nil
    }

    /// The image the first or last thumb is drawn with now, if any.
    public func currentThumbImage(of thumb: RangeSliderModel.Thumb) -> DrawingImage? {
        currentThumbImage(ofThumbAt: thumb.index(among: numberOfThumbs))
    }

    /// Images set for every thumb; a thumb given its own starts from these.
    var sharedThumbImages = StateValues<DrawingImage?>(normal: nil) {
        didSet { thumbImagesAreSet = true }
    }
    var thumbImages: [Int: StateValues<DrawingImage?>] = [:] {
        didSet { thumbImagesAreSet = true }
    }
    /// Whether any thumb image was ever set: a slider without spends nothing looking them up.
    private(set) var thumbImagesAreSet = false

    /// A thumb's state: the control's, highlighted only while that thumb is held, disabled
    /// while it is fixed.
    public func state(ofThumbAt index: Int) -> State {
        var s = state
        if !thumbTracking.held.contains(index) { s.remove(.highlighted) }
        if !isEnabledForThumb(at: index) { s.insert(.disabled) }
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

    /// The thumbs the finger holds, by index: the one being dragged, or all that are
    /// armed while several are under the finger. Empty between touches.
    public var highlightedThumbIndexes: Set<Int> { Set(thumbTracking.held) }

    /// The ends among the thumbs the finger holds (see ``highlightedThumbIndexes`` for any thumb).
    public var highlightedThumbs: Set<RangeSliderModel.Thumb> {
        var ends: Set<RangeSliderModel.Thumb> = []
        if thumbTracking.held.contains(0) { ends.insert(.lower) }
        if thumbTracking.held.contains(numberOfThumbs - 1) { ends.insert(.upper) }
        return ends
    }

    /// The thumb the arrow keys move while the slider has focus, by index (default 0). Tab
    /// moves to the next enabled thumb and then out of the control; Shift-Tab back.
    /// Clamped to the thumbs there are.
    public var keyboardThumbIndex: Int {
        get { min(max(keyboardThumbStorage, 0), numberOfThumbs - 1) }
        set {
            let index = min(max(newValue, 0), numberOfThumbs - 1)
            guard index != keyboardThumbStorage else { return }
            keyboardThumbStorage = index
            setNeedsDisplay()
        }
    }
    private var keyboardThumbStorage = 0

    /// The end the arrow keys move: `.lower` for the first thumb, `.upper` for the last
    /// (and for any thumb after the first: see ``keyboardThumbIndex``).
    public var keyboardThumb: RangeSliderModel.Thumb {
        get { keyboardThumbIndex == 0 ? .lower : .upper }
        set { keyboardThumbIndex = newValue.index(among: numberOfThumbs) }
    }

    /// Whether the first thumb is being dragged (or armed).
    public var isLowerThumbHighlighted: Bool { thumbTracking.held.contains(0) }
    /// Whether the last thumb is being dragged (or armed).
    public var isUpperThumbHighlighted: Bool { thumbTracking.held.contains(numberOfThumbs - 1) }

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
    open override func beginTracking(_ touch: Touch) -> Bool { beginThumbDrag(touch) }
    /// Follows the finger.
    open override func continueTracking(_ touch: Touch) -> Bool { continueThumbDrag(touch) }
    /// Ends the drag, sending a pending `valueChanged` when not continuous.
    open override func endTracking(_ touch: Touch?) { finishThumbDrag() }
    /// Ends the drag like a release; values stay where the finger left them.
    open override func cancelTracking() { finishThumbDrag() }
    /// Draws the control from its current values, state and style.
    open override func draw(in canvas: DrawingCanvas) { drawSlider(in: canvas) }
    /// Redraws; when focus arrives the keys start on the first enabled thumb.
    open override func stateDidChange(from oldState: State) {
        super.stateDidChange(from: oldState)
        if state.contains(.focused) && !oldState.contains(.focused) { keyboardThumbIndex = firstEnabledThumb(from: 0, by: 1) ?? 0 }
    }
    /// The adjustable elements; see the type's overview.
    open override func makeAccessibilityElements() -> [AccessibilityElement] { thumbAccessibilityElements }
    /// Tab and Shift-Tab between the thumbs; arrows, Home and End through the shared path.
    open override func handleKey(_ key: Key) -> Bool { handleThumbKey(key) }
    /// The ``keyboardThumbIndex``'s element.
    open override var keyboardElementID: String? { elementID(ofThumbAt: keyboardThumbIndex) }
    /// Makes the thumb of element `id` (`"lower"`, `"thumb-1"`, `"upper"`…) the ``keyboardThumbIndex``.
    @discardableResult
    open override func focusElement(_ id: String) -> Bool {
        guard let index = thumbIndex(forElementID: id) else { return false }
        keyboardThumbIndex = index
        return true
    }
    /// Moves a thumb to a screen reader's value (clamped to what it may take, snapped).
    @discardableResult
    open override func adjust(to value: Double, element id: String) -> Bool { setThumbValue(value, element: id) }
    /// The slider's ``orientation``.
    open override var adjustmentAxis: ControlOrientation { orientation }
    /// Keeps a drag that starts on a thumb (or on the track, when a track touch moves a
    /// thumb or the range) and runs along the slider; a drag across it lets a scroll view scroll.
    open override func ownsDrag(from start: CGPoint, translation: CGSize) -> Bool {
        (isTracking || startsThumbDrag(at: start)) && Control.drag(translation, runsAlong: orientation)
    }
    /// Taps on a thumb (or where the track takes touches); a tap on the bare track is the
    /// screen's, as with `UISlider`.
    open override func ownsTap(at point: CGPoint) -> Bool { startsThumbDrag(at: point) }
    /// Moves a thumb (`"lower"`, `"thumb-1"`…, `"upper"`) by ``accessibilityAdjustment`` or to its
    /// allowed limit; the thumbs never cross. `valueChanged` at once when a value changed.
    @discardableResult
    open override func adjust(_ adjustment: Adjustment, element id: String) -> Bool { adjustThumb(adjustment, element: id) }
    /// The bounds and the thumbs' touch targets (they can reach past short bounds).
    open override func point(inside point: CGPoint) -> Bool { bounds.contains(point) || thumbTargetsContain(point) }
}

extension RangeSlider: ThumbTrackControl {}
