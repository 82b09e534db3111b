import Foundation

/// Hears about a ``Dial``: the article's delegate.
@MainActor
public protocol DialDelegate: AnyObject {
    /// The dial came to rest on a new item because of the user (not for programmatic
    /// selection, as `UIPickerView`).
    func dial(_ dial: Dial, didSelectItemAt index: Int)
    /// The dial turned (by the finger, a fling or an animation); `position` is the
    /// fractional index at the marker.
    func dial(_ dial: Dial, didRotateTo position: Double)
}

extension DialDelegate {
    /// Does nothing by default.
    public func dial(_ dial: Dial, didSelectItemAt index: Int) {}
    /// Does nothing by default.
    public func dial(_ dial: Dial, didRotateTo position: Double) {}
}

/// What is drawn behind a ``Dial``'s numbers: the portable form of "any view as background".
public enum DialBackground {
    /// A flat colour.
    case color(DrawingColor)
    /// A radial gradient from the centre to the rim.
    case gradient(DrawingGradient)
    /// An image scaled to fill the face.
    case image(DrawingImage)
    /// Your own drawing into the face's rectangle (clipped to the circle).
    case drawing(@MainActor (DrawingCanvas, CGRect) -> Void)
}

/// A round dial with labels around its edge that the user spins to choose an item: the
/// time picker of the reference article, built on the core's motion engine.
///
/// - **Turning.** The dial follows the finger's angle around the centre (the signed angle
///   between successive touch points), so it turns the way the finger goes wherever it
///   drags, across any number of turns (``wraps``, default true; false stops at the first
///   and last item). A fling keeps it spinning with UIScrollView's deceleration
///   (``decelerationRate``) and it always comes to rest exactly on an item, also after a
///   release without velocity. A touch on a spinning dial catches it.
/// - **Selection.** ``selectedIndex`` is the item at the marker (12 o'clock).
///   `valueChanged` is sent when the dial comes to rest on a new item (also while it
///   spins when ``isContinuous`` is true); the ``delegate`` hears the same selection, and
///   every rotation. ``select(_:animated:)`` turns the dial by a spring and sends nothing.
///   A selection haptic ticks each time an item passes the marker under the user's hand.
/// - **Looks.** ``numberOfItems`` labels (default 12) from ``titleForItem`` (numbers by
///   default), every ``labelInterval`` items, in ``font`` and ``textColor``, upright or
///   radial (``labelOrientation``); tick marks in ``tickColor``; the marker in
///   ``Control/tintColor``; any ``background``. Labels that would overlap are thinned, so a
///   dial of 1,000 items costs what one of 60 does.
/// - **Layout.** The face is the largest circle in the bounds and is laid out again on
///   every bounds change (rotation, resizing); labels sit ``labelInset`` inside the rim.
/// - **Access.** One adjustable element reading the selected label; increment selects
///   the next item; arrows turn by one item while focused, Home and End go to the first
///   and last.
///
/// ```swift
/// let hours = Dial.hours()
/// hours.bounds = CGRect(x: 0, y: 0, width: 240, height: 240)
/// hours.addAction(for: .valueChanged) { dial in print(dial.selectedIndex) }
/// ```
@MainActor
open class Dial: Control {
    /// How labels are turned.
    public enum LabelOrientation: Hashable, Sendable {
        /// Every label reads upright (a clock face).
        case upright
        /// Labels turn with the dial, their tops toward the rim.
        case radial
    }

    /// The rotation and selection math.
    public internal(set) var model = DialModel()

    /// Makes a 12-item dial numbered 0…11.
    public override init(bounds: CGRect = .zero) {
        super.init(bounds: bounds)
    }

    // MARK: Items

    /// How many items sit around the dial (default 12). Negative values count as 0; a
    /// dial without items draws its face and ignores touches. Changing it keeps the
    /// selection where it can.
    public var numberOfItems: Int {
        get { model.numberOfItems }
        set {
            guard newValue != model.numberOfItems else { return }
            let selected = selectedIndex
            stopMotion()
            model.numberOfItems = newValue
            if model.numberOfItems > 0 { model.position = Double(min(max(selected, 0), model.numberOfItems - 1)) }
            announcedIndex = model.selectedIndex
            setNeedsDisplay()
        }
    }

    /// The text of item `index`; nil shows the index itself ("0", "1", …).
    public var titleForItem: (@MainActor (Int) -> String)? {
        didSet { setNeedsDisplay() }
    }

    /// Labels are drawn for every `labelInterval`-th item (default 1; a 60-minute dial
    /// uses 5); other items get a tick only. Values below 1 count as 1.
    public var labelInterval = 1 {
        didSet {
            if labelInterval < 1 { labelInterval = 1 }
            setNeedsDisplay()
        }
    }

    /// The title of item `index` (the index as text when there is no ``titleForItem``).
    public func title(forItem index: Int) -> String {
        titleForItem?(index) ?? String(index)
    }

    // MARK: Selection

    /// The item at the marker (−1 without items). Setting it turns there at once and sends
    /// nothing.
    public var selectedIndex: Int {
        get { model.selectedIndex }
        set { select(newValue, animated: false) }
    }

    /// The fractional index at the marker as drawn now (it moves while the dial turns).
    public var position: Double { model.position }

    /// The dial's rotation in radians, clockwise.
    public var rotationAngle: Double { model.rotation }

    /// Turns the dial so `index` is at the marker: at once, or by a spring along the
    /// shortest way. Sends no event (programmatic, as `UIPickerView.selectRow`). An index
    /// outside the items is clamped; without items it does nothing.
    public func select(_ index: Int, animated: Bool) {
        guard model.numberOfItems > 0 else { return }
        stopMotion()
        isUserMotion = false
        let target = model.position(showing: index)
        announcedIndex = model.index(atPosition: target)
        if animated {
            animator.run(.spring(from: model.position, to: target, restTolerance: restTolerance), on: clock) { [weak self] p in
                self?.setPosition(p)
            }
        } else {
            setPosition(target)
        }
    }

    /// Whether the dial turns without end (true) or stops at the first and last item.
    public var wraps: Bool {
        get { model.wraps }
        set {
            stopMotion()
            model.wraps = newValue
            setNeedsDisplay()
        }
    }

    /// Whether `valueChanged` is also sent while the dial spins, each time a new item
    /// reaches the marker (default false: once, when it comes to rest).
    public var isContinuous = false

    /// How fast a flung dial slows down (default UIScrollView's `.normal`).
    public var decelerationRate: DecelerationRate = .normal

    /// Hears selections and rotations (the article's delegate).
    public weak var delegate: (any DialDelegate)?

    /// Whether the dial is turning on its own (a fling, a snap or an animated select).
    public var isSpinning: Bool { animator.isRunning }

    /// Whether it turns on its own because of the person (a fling, or the snap after a
    /// turn), not an animated ``select(_:animated:)``: what a declarative update must not
    /// interrupt (an app's own animated select may be re-aimed).
    public var isSpinningFromUser: Bool { animator.isRunning && isUserMotion }
    var isUserMotion = false

    /// The item the dial shows or is turning to (an animated select's target).
    var aimedIndex: Int { animator.isRunning ? model.index(atPosition: animator.target ?? model.position) : selectedIndex }

    // MARK: Looks

    /// What is drawn behind the labels (default the system's light grey).
    public var background: DialBackground = .color(.systemGray6) {
        didSet { setNeedsDisplay() }
    }

    /// The labels' font.
    public var font = DrawingFont.monospacedDigitSystem(size: 17, weight: .medium) {
        didSet { setNeedsDisplay() }
    }

    /// The labels' colour.
    public var textColor = DrawingColor.label {
        didSet { setNeedsDisplay() }
    }

    /// The tick marks' colour.
    public var tickColor = DrawingColor.secondaryLabel {
        didSet { setNeedsDisplay() }
    }

    /// Upright (default) or radial labels.
    public var labelOrientation: LabelOrientation = .upright {
        didSet { setNeedsDisplay() }
    }

    /// How far inside the rim the labels' centres sit, beyond the tick marks (default 14 pt);
    /// negative or non-finite values are ignored.
    public var labelInset: CGFloat = 14 {
        didSet {
            if !labelInset.isFinite || labelInset < 0 { labelInset = oldValue }
            setNeedsDisplay()
        }
    }

    /// True: the dial has no UIKit twin, so its labels grow with the user's text size (up to
    /// ``Control/maximumContentSizeScale``), and fewer are drawn where they would crowd.
    open override var scalesWithContentSize: Bool { true }

    /// A square dial of 200 pt; any size works, the face fits the smaller side.
    /// True: it draws in the largest circle its bounds hold, so it fits any square a
    /// layout offers (its natural size is what it takes when none is).
    open override var fitsOfferedSquare: Bool { true }

    open override var intrinsicContentSize: CGSize { CGSize(width: 200, height: 200) }

    /// False: the dial shows its own touch feedback (it turns).
    open override var highlightsOnTouch: Bool { false }

    // MARK: Motion state

    let animator = MotionAnimator()
    var velocity = VelocityTracker()
    /// The unwrapped rotation while dragging, and the last touch angle.
    var dragAngle: Double?
    /// The last selection the owner was told about (valueChanged / delegate).
    var announcedIndex = 0
    /// The item last at the marker (for haptic ticks).
    var tickedIndex = 0

    /// Moves the rotation, redraws, tells the delegate.
    func setPosition(_ p: Double) {
        let before = model.position
        model.position = p
        guard model.position != before else { return }
        setNeedsDisplay()
        delegate?.dial(self, didRotateTo: model.position)
    }

    /// Motion rests where it stops being visible on the rim: ``Motion/visibleDistance`` in
    /// items (an item is the rim's length over the number of items).
    var restTolerance: Double {
        let items = max(model.numberOfItems, 1)
        return Motion.restTolerance(forUnitLength: 2 * .pi * Double(faceRadius) / Double(items))
    }

    /// Stops a fling, snap or animated select where it is.
    func stopMotion() {
        guard let p = animator.stop() else { return }
        model.position = p
    }

    // MARK: Overrides (the work is in the Dial+… files)

    /// Catches a spinning dial and starts following the finger's angle.
    open override func beginTracking(_ touch: Touch) -> Bool { beginTurn(touch) }
    /// Keeps a drag that starts on its face and runs around the centre at least as much as
    /// towards or away from it (or any drag once it turns): a swipe across the face that
    /// runs through the centre scrolls the page, so a dial as wide as the screen does not
    /// hold a scroll view still. Near the centre, where no direction is towards it, the
    /// dial keeps every drag.
    open override func ownsDrag(from start: CGPoint, translation: CGSize) -> Bool {
        if isTracking { return true }
        guard model.numberOfItems > 0, faceContains(start) else { return false }
        let (dx, dy) = (start.x - faceCenter.x, start.y - faceCenter.y)
        let distance = (dx * dx + dy * dy).squareRoot()
        guard distance > faceRadius * 0.15 else { return true }
        let towards = abs(translation.width * dx + translation.height * dy)
        let around = abs(translation.width * dy - translation.height * dx)
        return around >= towards
    }
    /// Turns the dial by the signed angle the finger moved around the centre.
    open override func continueTracking(_ touch: Touch) -> Bool { continueTurn(touch) }
    /// Flings from the finger's velocity and snaps to an item.
    open override func endTracking(_ touch: Touch?) { endTurn(touch) }
    /// Snaps to the nearest item without velocity.
    open override func cancelTracking() { endTurn(nil) }
    /// Draws the face, ticks, labels and marker.
    open override func draw(in canvas: DrawingCanvas) { drawDial(in: canvas) }
    /// One adjustable element (`"dial"`) reading the selected label.
    open override func makeAccessibilityElements() -> [AccessibilityElement] { [dialAccessibilityElement] }
    /// The `"dial"` element.
    open override var keyboardElementID: String? { "dial" }
    /// Turns to the item a screen reader asks for (the index, rounded and clamped).
    @discardableResult
    open override func adjust(to value: Double, element id: String) -> Bool { setDialIndex(value, element: id) }
    /// Turns by one item (increment: the next item) or to the first/last; a user change.
    @discardableResult
    open override func adjust(_ adjustment: Adjustment, element id: String) -> Bool { adjustDial(adjustment, element: id) }
    /// The face: a touch outside the circle does not start a turn.
    open override func point(inside point: CGPoint) -> Bool { faceContains(point) }
}
