import Foundation

/// A start and an end on a circle with the arc between them: the Clock app's sleep schedule
/// (bedtime and wake-up) as a control, drawn entirely in code.
///
/// - **Values.** One turn is ``minimumValue``...``maximumValue`` (UISlider's 0...1 by
///   default; ``schedule(twentyFourHour:)`` makes a clock of minutes, 0...1440 or 0...720 a
///   turn, in 5-minute steps). ``startValue`` and ``endValue`` lie on the turn, and
///   ``duration`` runs forward (clockwise) from the start to the end, so the range may
///   cross the top (midnight) and the values stay right. ``stepValue``, ``minimumDuration``
///   and ``maximumDuration`` limit them; the rules, and what bad input does, are those of
///   ``CircularRangeSliderModel``.
/// - **Touch.** Dragging a thumb moves it around the circle while the other stays put (a
///   hard stop at the duration's limits, never a jump past it); dragging the arc between
///   them moves both, keeping the duration. A thumb follows the finger's angle around the
///   centre from where it was touched, so it never jumps, for any number of turns. Each
///   thumb's touch target is at least 44 pt, hit-tested where it is drawn (also
///   mid-animation: the touch stops the animation and the values stay where the thumbs
///   are). When both thumbs are under the finger, the first movement chooses: clockwise
///   moves the end, counter-clockwise the start (whichever can move that way).
/// - **Events.** `valueChanged` when the user changes a value (while dragging, or once at
///   release when ``isContinuous`` is false; keys and assistive adjustments at once), in
///   the one event order of ``Control``: before the `touchDragInside` of the same move.
///   Programmatic changes send nothing. A selection haptic ticks as each stepped value
///   changes, a light impact when the duration reaches a limit.
/// - **Looks.** The iOS sleep schedule's: a track ring (``maximumTrackTintColor``), the
///   arc in ``Control/tintColor`` with round ends, white thumb discs with optional icons
///   (``setThumbImage(_:for:thumb:)``), a face with ``tickMarkCount`` ticks and labels
///   every ``labelInterval`` ticks (``tickLabelFormatter``), and optional centre text
///   (``durationFormatter``). Light and dark; dimmed while disabled.
/// - **Right-to-left.** A clock face does not mirror (iOS keeps clocks clockwise in every
///   language), so the circle, its labels and the arrow keys are the same in both
///   directions.
/// - **Access.** Three adjustable elements: "Start", "End" and "Range" (localized; ids
///   `"start"`, `"end"`, `"range"`), each moved by ``accessibilityAdjustment`` (one step);
///   the range moves both thumbs. Values read through ``valueFormatter`` (times, for the
///   schedule). Arrow keys move the ``keyboardPart`` (right and up clockwise), Tab moves
///   from the start to the end to the range and then out.
/// - **Reduce motion.** With ``Control/reduceMotion``, an animated set lands at once
///   instead of sweeping round.
///
/// ```swift
/// let night = CircularRangeSlider.schedule()            // minutes, 24 hours a turn
/// night.setValues(start: 22 * 60 + 30, end: 6 * 60 + 30)
/// night.addAction(for: .valueChanged) { night in
///     print(night.valueFormatter(night.startValue), night.valueFormatter(night.endValue), night.duration)
/// }
/// ```
@MainActor
open class CircularRangeSlider: Control, SteppedValueControl {
    /// One of the two thumbs (``CircularRangeSliderModel/Thumb``).
    public typealias Thumb = CircularRangeSliderModel.Thumb

    /// What the arrow keys and an accessibility element act on.
    public enum Part: Hashable, Sendable, CaseIterable {
        /// The start thumb.
        case start
        /// The end thumb.
        case end
        /// The whole range: both thumbs together.
        case range
    }

    /// The value math; every value property reads and writes through it.
    public internal(set) var model = CircularRangeSliderModel()

    /// Makes a circular range slider with UISlider's bounds (a turn of 0...1), the range
    /// from 0 to 0.25, no face.
    public override init(bounds: CGRect = .zero) {
        super.init(bounds: bounds)
    }

    // MARK: Values

    /// The start of the range (default 0). The request is kept and made valid (taken around
    /// the turn, snapped, the duration within its limits); NaN and infinities are ignored.
    /// Programmatic: sends no event.
    public var startValue: Double {
        get { model.startValue }
        set { updateModel { $0.startValue = newValue } }
    }

    /// The end of the range (default 0.25). When the duration it makes is outside its
    /// limits, the start wins and the end moves. NaN and infinities are ignored.
    /// Programmatic: sends no event.
    public var endValue: Double {
        get { model.endValue }
        set { updateModel { $0.endValue = newValue } }
    }

    /// The distance forward (clockwise) from the start to the end: 0 up to a whole turn.
    public var duration: Double { model.duration }

    /// The shortest duration (default 0). Negative or non-finite values are ignored; more
    /// than a turn acts as a turn.
    public var minimumDuration: Double {
        get { model.minimumDuration }
        set { updateModel { $0.minimumDuration = newValue } }
    }

    /// The longest duration, or nil (the default) for a whole turn. Negative or non-finite
    /// values are ignored.
    public var maximumDuration: Double? {
        get { model.maximumDuration }
        set { updateModel { $0.maximumDuration = newValue } }
    }

    /// Whether `valueChanged` is sent while dragging (true, the default) or once at release.
    public var isContinuous = true

    /// Sets both values at once, optionally sweeping the arc there (the short way round).
    ///
    /// Sends no event. An animation runs on the control's ``Control/clock`` for 0.25 s and
    /// is cut short by a new set or a touch; the values read the target at once. With
    /// ``Control/reduceMotion`` it lands at once.
    ///
    /// - Parameters:
    ///   - start: The new start (NaN or infinite: unchanged).
    ///   - end: The new end (NaN or infinite: unchanged).
    ///   - animated: Whether the arc sweeps to the new values.
    public func setValues(start: Double, end: Double, animated: Bool = false) {
        let before = displayed
        updateModel { $0.setValues(start: start, end: end) }
        let after = (model.startValue, model.duration)
        guard animated, !reduceMotion, before != after else { return }
        let model = self.model
        glide.start(
            from: before, to: after, on: clock,
            interpolate: { a, b, p in
                // The start the short way round; the duration straight.
                var delta = model.distance(from: a.0, to: b.0)
                if delta > model.turn / 2 { delta -= model.turn }
                return (model.advanced(a.0, by: delta * p), Glide.interpolate(a.1, b.1, p))
            }
        ) { [weak self] in self?.setNeedsDisplay() }
    }

    /// The start and duration as drawn: the animated ones during an animated set.
    var displayed: (Double, Double) { glide.shown ?? (model.startValue, model.duration) }
    let glide = Glide<(Double, Double)>()

    func stopAnimation() { glide.stop() }

    /// Changes the model in one step as a programmatic change (no event): stops an
    /// animation, redraws.
    public func updateModel(_ change: (inout CircularRangeSliderModel) -> Void) {
        stopAnimation()
        var copy = model
        change(&copy)
        guard copy != model else { return }
        model = copy
        setNeedsDisplay()
    }

    // MARK: Looks

    /// The width of the track ring (default 44 pt, the thumbs' touch size); the thumbs
    /// and the arc fill it less 2 pt a side. Negative or non-finite values are ignored;
    /// more than the face's radius acts as the radius.
    public var trackWidth: CGFloat = 44 {
        didSet {
            if !trackWidth.isFinite || trackWidth < 0 { trackWidth = oldValue }
            setNeedsDisplay()
        }
    }

    /// The track ring outside the range, in the normal state: the part a slider leaves
    /// unfilled, so UISlider's name (default `.systemGray5`).
    public var maximumTrackTintColor: DrawingColor {
        get { trackColors.normal }
        set { trackColors.normal = newValue; setNeedsDisplay() }
    }

    /// The arc between the thumbs, in the normal state (default `.systemBlue`;
    /// `.systemGray3` while disabled unless you set a disabled colour). Template thumb
    /// images take it too.
    open override var tintColor: DrawingColor {
        get { rangeColors.normal }
        set { rangeColors.normal = newValue; setNeedsDisplay() }
    }

    /// The thumbs' discs, in the normal state (default white; `.clear` leaves only their
    /// images).
    public var thumbTintColor: DrawingColor {
        get { thumbColors.normal }
        set { thumbColors.normal = newValue; setNeedsDisplay() }
    }

    var trackColors = StateValues(normal: DrawingColor.systemGray5)
    var rangeColors: StateValues<DrawingColor> = {
        var colors = StateValues(normal: DrawingColor.systemBlue)
        colors[.disabled] = DrawingColor.systemGray3
        return colors
    }()
    var thumbColors = StateValues(normal: DrawingColor.white)

    var thumbOwnColors: [Thumb: DrawingColor] = [:]

    var thumbImages: [Thumb: StateValues<DrawingImage?>] = [:]

    // MARK: The face

    /// How many equal parts the face's tick marks divide a turn into (default 0: no
    /// ticks); negative values count as 0. Crowded ticks are thinned, so any number costs
    /// what about a hundred do.
    public var tickMarkCount = 0 {
        didSet {
            if tickMarkCount < 0 { tickMarkCount = 0 }
            setNeedsDisplay()
        }
    }

    /// Every how many ticks a longer tick stands, with a label from ``tickLabelFormatter``
    /// (default 1; values below 1 count as 1). Labels that would crowd are thinned.
    public var labelInterval = 1 {
        didSet {
            if labelInterval < 1 { labelInterval = 1 }
            setNeedsDisplay()
        }
    }

    /// The text of the label at a labelled tick, given the tick's value; nil (the default)
    /// draws none.
    ///
    /// ```swift
    /// slider.tickMarkCount = 24
    /// slider.labelInterval = 6
    /// slider.tickLabelFormatter = { "\(Int($0 / 60))" }
    /// ```
    public var tickLabelFormatter: ((Double) -> String)? {
        didSet { setNeedsDisplay() }
    }

    /// The tick marks' colour.
    public var tickColor = DrawingColor.secondaryLabel {
        didSet { setNeedsDisplay() }
    }

    /// The font of the face's labels; the centre text is drawn 1.5 times its size,
    /// semibold, smaller (down to this size) where it would not fit inside them.
    public var font = DrawingFont.monospacedDigitSystem(size: 13, weight: .medium) {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the face's labels and the centre text.
    public var textColor = DrawingColor.label {
        didSet { setNeedsDisplay() }
    }

    /// Turns a value into text for accessibility (the schedule reads times: "10:30 PM").
    /// The default shows up to two decimals without trailing zeros.
    public var valueFormatter: (Double) -> String = CircularRangeSlider.defaultFormat {
        didSet { setNeedsDisplay() }
    }

    /// The text shown in the centre for the duration ("8 h 30 min"), also read with the
    /// range's accessibility value; nil (the default) shows none.
    public var durationFormatter: ((Double) -> String)? {
        didSet { setNeedsDisplay() }
    }

    /// Up to two decimals, no trailing zeros (``ValueFormat/plain(_:)``).
    public nonisolated static func defaultFormat(_ value: Double) -> String { ValueFormat.plain(value) }

    // MARK: Interaction state

    /// The thumbs being dragged (both while both are under the finger, or the arc is
    /// dragged).
    public internal(set) var highlightedThumbs: Set<Thumb> = [] {
        didSet { if highlightedThumbs != oldValue { setNeedsDisplay() } }
    }

    /// What the arrow keys move while the slider has focus (default the start). Tab moves
    /// from the start to the end to the range and then out of the control; Shift-Tab back.
    public var keyboardPart: Part = .start {
        didSet { if keyboardPart != oldValue { setNeedsDisplay() } }
    }

    /// False: the control highlights itself only while a thumb or the arc is held.
    open override var highlightsOnTouch: Bool { false }

    /// True: the slider has no UIKit twin, so its face's labels and centre text grow with
    /// the user's text size, up to ``Control/maximumContentSizeScale``.
    open override var scalesWithContentSize: Bool { true }

    /// A square of 280 pt; any size works, the circle fits the smaller side.
    /// True: it draws in the largest circle its bounds hold, so it fits any square a
    /// layout offers (its natural size is what it takes when none is).
    open override var fitsOfferedSquare: Bool { true }

    open override var intrinsicContentSize: CGSize { CGSize(width: 280, height: 280) }

    // MARK: Overrides (the work is in the CircularRangeSlider+… files)

    /// Starts a drag of a thumb or the arc; see the type's overview.
    /// The user's region settings changed: clock texts (12- or 24-hour) are made again.
    open override func handleCurrentLocaleChange() {
        CircularRangeSlider.forgetTimeFormatters()
        super.handleCurrentLocaleChange()
    }

    open override func beginTracking(_ touch: Touch) -> Bool { beginCircularTracking(touch) }
    /// Follows the finger's angle around the centre.
    open override func continueTracking(_ touch: Touch) -> Bool { continueCircularTracking(touch) }
    /// Ends the drag, sending a pending `valueChanged` when not continuous.
    open override func endTracking(_ touch: Touch?) { finishDrag() }
    /// Ends the drag like a release; the values stay where the finger left them.
    open override func cancelTracking() { finishDrag() }
    /// Draws the track, the face, the arc and the thumbs.
    open override func draw(in canvas: DrawingCanvas) { drawCircularSlider(in: canvas) }
    /// Redraws; when focus arrives the keys start on the start thumb.
    open override func stateDidChange(from oldState: State) {
        super.stateDidChange(from: oldState)
        if state.contains(.focused) && !oldState.contains(.focused) { keyboardPart = .start }
    }
    /// The three adjustable elements; see the type's overview.
    open override func makeAccessibilityElements() -> [AccessibilityElement] { partAccessibilityElements }
    /// Tab and Shift-Tab between the parts; arrows, Home and End through the shared path.
    open override func handleKey(_ key: Key) -> Bool { handlePartKey(key) }
    /// The ``keyboardPart``'s element.
    open override var keyboardElementID: String? { CircularRangeSlider.elementID(of: keyboardPart) }
    /// Makes `"start"`, `"end"` or `"range"` the ``keyboardPart``.
    @discardableResult
    open override func focusElement(_ id: String) -> Bool {
        guard let part = CircularRangeSlider.part(forElementID: id) else { return false }
        keyboardPart = part
        return true
    }
    /// Vertical: right and up move clockwise and left and down back, in either layout
    /// direction, since the face does not mirror.
    open override var adjustmentAxis: ControlOrientation { .vertical }
    /// Moves a part to a screen reader's value (kept within what it may take, snapped).
    @discardableResult
    open override func adjust(to value: Double, element id: String) -> Bool { setPartValue(value, element: id) }
    /// Moves a part by ``accessibilityAdjustment`` or as far as it may go; a user change
    /// told at once.
    @discardableResult
    open override func adjust(_ adjustment: Adjustment, element id: String) -> Bool { adjustPart(adjustment, element: id) }
    /// Keeps every drag that starts on a thumb or the arc, in any direction (they move
    /// around a circle); a drag elsewhere lets a scroll view scroll.
    open override func ownsDrag(from start: CGPoint, translation: CGSize) -> Bool { isTracking || startsDrag(at: start) }
    /// Taps on a thumb or the arc; elsewhere (the face, the empty track) the screen's.
    open override func ownsTap(at point: CGPoint) -> Bool { startsDrag(at: point) }
    /// The bounds and both thumbs' touch targets.
    open override func point(inside point: CGPoint) -> Bool { bounds.contains(point) || thumbTargetsContain(point) }

    // MARK: Tracking state (see CircularRangeSlider+Tracking.swift)

    enum Drag: Equatable {
        case none
        /// Both thumbs under the finger: the first movement's direction picks one.
        case armed
        case thumb(Thumb)
        /// The arc between the thumbs: both move.
        case range
    }
    var drag: Drag = .none
    /// The finger's turn around the centre since it went down, in radians (unwrapped), and
    /// its last angle.
    var dragRotation = 0.0
    var lastDragAngle: Double?
    /// The start and duration the drag moves from (after a caught animation settled).
    var dragOrigin = (start: 0.0, duration: 0.0)
    /// The values when the touch went down, for a pending `valueChanged`.
    var valuesAtTouchDown = (0.0, 0.0)
    var pendingValueChanged = false
}

extension CircularRangeSlider: TextDrawingControl {}
