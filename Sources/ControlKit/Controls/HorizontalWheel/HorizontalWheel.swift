import Foundation

/// A wheel turned on its side (AKPickerView's idea): titles on a horizontal cylinder, the
/// selected one at the centre, for number strips and rulers.
///
/// The same wheel model as ``PickerView``'s (``WheelModel``: rows, looping, the position in
/// rows) with its motion: a horizontal drag turns it, a release flings it with
/// UIScrollView's deceleration onto an item, a tap brings the touched item to the centre,
/// and it always rests on an item. Each new item at the centre ticks (a selection haptic);
/// `valueChanged` is sent when it comes to rest on an item the user has not heard of, as a
/// picker's wheel does. Setting ``selectedIndex`` or calling ``select(_:animated:)`` sends
/// nothing.
///
/// Keys: ← and → move one item (mirrored in right-to-left layouts, where the first item is
/// on the right), Home and End go to the ends. Accessibility: one adjustable element,
/// `"wheel"`, whose value is the selected title.
///
/// Bad input: NaN or infinite widths are ignored; an empty title list has no selection
/// (``selectedIndex`` is −1) and takes no touch.
///
/// ```swift
/// let zoom = HorizontalWheel(bounds: CGRect(x: 0, y: 0, width: 320, height: 44))
/// zoom.titles = ["0.5×", "1×", "2×", "3×", "5×"]
/// zoom.select(1, animated: false)
/// zoom.addAction(for: .valueChanged) { wheel in print(wheel.selectedIndex) }
/// ```
@MainActor
open class HorizontalWheel: Control {
    /// Makes an empty wheel.
    public override init(bounds: CGRect = .zero) {
        super.init(bounds: bounds)
    }

    // MARK: Items

    /// The items' titles; changing them keeps the selection where it still fits.
    public var titles: [String] = [] {
        didSet {
            stopMotion()
            model.numberOfRows = titles.count
            if titles.count > 0 { model.position = model.nearestStop(to: model.position) }  // at rest on an item
            announced = model.selectedRow
            ticked = announced
            setNeedsDisplay()
        }
    }

    /// Whether the wheel goes round (the last item is followed by the first). Default false.
    public var wraps: Bool {
        get { model.wraps }
        set {
            model.wraps = newValue
            setNeedsDisplay()
        }
    }

    /// The item at the centre (−1 without items). Setting it moves there at once and
    /// sends nothing; out-of-range values are clamped.
    public var selectedIndex: Int {
        get { model.selectedRow }
        set { select(newValue, animated: false) }
    }

    /// Brings item `index` (clamped) to the centre, animated or at once. Sends nothing.
    public func select(_ index: Int, animated: Bool) {
        guard !titles.isEmpty else { return }
        let target = model.position(showing: min(max(index, 0), titles.count - 1))
        stopMotion()
        isUserMotion = false
        if animated {
            animator.run(Motion.spring(from: model.position, to: target), on: clock) { [weak self] p in self?.setPosition(p) }
        } else {
            setPosition(target)
        }
        announced = model.row(atPosition: target)
        ticked = announced
    }

    /// The width an item takes along the wheel (default 64 pt); non-finite or
    /// non-positive values are ignored.
    public var itemWidth: CGFloat = 64 {
        didSet {
            if !(itemWidth.isFinite && itemWidth > 0) { itemWidth = oldValue }
            setNeedsDisplay()
        }
    }

    /// The titles' font.
    public var font = DrawingFont.system(size: 17, weight: .medium) { didSet { setNeedsDisplay() } }
    /// The titles' colour away from the centre.
    public var textColor = DrawingColor.secondaryLabel { didSet { setNeedsDisplay() } }

    /// The position in items (fractional while moving).
    public var position: Double { model.position }
    /// Whether the wheel is moving on its own (a fling, a snap, an animated select).
    public var isSpinning: Bool { animator.isRunning }

    /// Whether it moves on its own because of the user (a fling, or a tap's snap), not an
    /// animated ``select(_:animated:)``: what a declarative update must not interrupt.
    public var isSpinningFromUser: Bool { animator.isRunning && isUserMotion }
    var isUserMotion = false

    /// How quickly a fling slows: UIScrollView's `.fast` by default, as a picker's wheel.
    public var decelerationRate: DecelerationRate = .fast

    // MARK: State

    public internal(set) var model = WheelModel()
    let animator = MotionAnimator()
    var velocity = VelocityTracker()
    var announced = -1
    var ticked = -1
    var dragStart: (x: CGFloat, position: Double, moved: Bool)?

    func setPosition(_ p: Double) {
        model.position = p
        setNeedsDisplay()
    }

    func stopMotion() {
        if let p = animator.stop() { model.position = p }
    }

    /// The cylinder's radius: half the width, so an item 90° away sits at the edge.
    public var wheelRadius: CGFloat { max(bounds.width / 2, 0) }

    /// +1 when items run left to right, −1 when mirrored.
    var direction: CGFloat { layoutDirection == .rightToLeft ? -1 : 1 }

    // MARK: Overrides

    open override func beginTracking(_ touch: Touch) -> Bool {
        guard isEnabled, !titles.isEmpty, wheelRadius > 0, bounds.contains(touch.location) else { return false }
        stopMotion()
        dragStart = (touch.location.x, model.position, false)
        velocity.reset()
        velocity.add(position: model.position, time: touch.timestamp)
        ticked = model.selectedRow
        return true
    }

    open override func continueTracking(_ touch: Touch) -> Bool {
        guard var start = dragStart else { return false }
        let dx = touch.location.x - start.x
        if abs(dx) > PickerView.tapSlop { start.moved = true }
        dragStart = start
        guard start.moved else { return true }
        userMove(to: start.position - Double(dx * direction / drawnItemWidth))
        velocity.add(position: model.position, time: touch.timestamp)
        return true
    }

    open override func endTracking(_ touch: Touch?) {
        defer { dragStart = nil }
        guard let start = dragStart else { return }
        if let touch, !start.moved {
            // A tap: the item under the finger comes to the centre.
            let r = Double(wheelRadius)
            let sine = min(max(Double((touch.location.x - bounds.midX) * direction) / r, -1), 1)
            let target = model.nearestStop(to: model.position + asin(sine) * r / Double(drawnItemWidth))
            run(Motion.spring(from: model.position, to: target, restTolerance: restTolerance))
            return
        }
        let v = touch.map { velocity.velocity(at: $0.timestamp) } ?? 0
        run(
            Motion.snapping(
                from: model.position, velocity: v, rate: decelerationRate, restTolerance: restTolerance,
                toNearest: model.nearestStop))
    }

    open override func cancelTracking() {
        dragStart = nil
        run(Motion.spring(from: model.position, to: model.nearestStop(to: model.position), restTolerance: restTolerance))
    }

    /// True: a trackpad's or mouse wheel's scroll moves it as a drag would (as UIKit's
    /// scroll-view-based original).
    open override var handlesPointerScrolling: Bool { true }
    /// A mouse wheel moves it an item a notch (a sideways turn, or else an up-and-down one):
    /// down, and a turn towards the later items (right, or left in right-to-left layout),
    /// bring the next items.
    open override func scrollWheelSteps(_ steps: CGSize, at point: CGPoint, perform: Bool) -> Bool {
        guard !titles.isEmpty else { return false }
        guard perform else { return true }
        let notches = steps.width != 0 ? steps.width * direction : steps.height
        userSelect(model.ring.index(movedBy: Int(notches), from: model.selectedRow))
        return true
    }
    /// Horizontal drags that start on the wheel are the wheel's.
    open override func ownsDrag(from start: CGPoint, translation: CGSize) -> Bool {
        !titles.isEmpty && bounds.contains(start) && Control.drag(translation, runsAlong: .horizontal)
    }

    open override func draw(in canvas: DrawingCanvas) { drawWheel(in: canvas) }

    open override var keyboardElementID: String? { "wheel" }

    /// Moves one item (or to an end) as a user change: a tick and `valueChanged`.
    open override func adjust(_ adjustment: Adjustment, element id: String) -> Bool {
        guard isEnabled, id == "wheel", !titles.isEmpty else { return false }
        userSelect(model.ring.index(after: adjustment, from: model.selectedRow))
        return true
    }

    /// Goes to the item a screen reader sets (rounded, clamped), as a user change.
    open override func adjust(to value: Double, element id: String) -> Bool {
        guard isEnabled, id == "wheel", !titles.isEmpty, value.isFinite else { return false }
        userSelect(Int(min(max(value.rounded(), 0), Double(titles.count - 1))))
        return true
    }

    private func userSelect(_ index: Int) {
        let moved = index != model.selectedRow
        stopMotion()
        setPosition(model.position(showing: index))  // on the item, even when a fling was stopped short of it
        ticked = model.selectedRow
        if moved { haptics?.play(.selection) }
        announceIfChanged()
    }

    open override func makeAccessibilityElements() -> [AccessibilityElement] {
        let index = model.selectedRow
        return [
            AccessibilityElement(
                id: "wheel", label: localized("Wheel"), value: titles.indices.contains(index) ? titles[index] : nil,
                traits: isEnabled ? .adjustable : [.adjustable, .notEnabled], frame: bounds,
                numericValue: .index(index, of: titles.count))
        ]
    }

    /// 44 pt high at the default text size, growing with it (as the titles and items do).
    open override var intrinsicContentSize: CGSize { CGSize(width: -1, height: 44 * effectiveContentSizeScale) }

    /// True: a wheel on its side has no UIKit twin, so its titles grow with the user's text
    /// size (up to ``Control/maximumContentSizeScale``), and so do its items' widths.
    open override var scalesWithContentSize: Bool { true }

    /// The width an item takes as drawn: ``itemWidth`` at the user's text size.
    public var drawnItemWidth: CGFloat { itemWidth * effectiveContentSizeScale }

    // MARK: Motion

    var restTolerance: Double { Motion.restTolerance(forUnitLength: Double(drawnItemWidth)) }

    private func run(_ motion: Motion) {
        isUserMotion = true
        animator.run(motion, on: clock, update: { [weak self] p in self?.userMove(to: p) }) { [weak self] in
            self?.announceIfChanged()
        }
    }

    /// A move the user caused: a tick as each new item reaches the centre.
    func userMove(to p: Double) {
        setPosition(p)
        tickDetent(at: model.selectedRow, last: &ticked)
    }

    /// At rest on an item the owner has not heard of: `valueChanged`.
    func announceIfChanged() {
        let row = model.selectedRow
        guard row >= 0, row != announced else { return }
        announced = row
        sendActions(for: .valueChanged)
    }

    // MARK: Drawing

    /// The items on the cylinder: squashed across as they turn away, dimmed toward 90°,
    /// the centre one in the tint, a short mark under the centre.
    func drawWheel(in canvas: DrawingCanvas) {
        guard bounds.width > 0, bounds.height > 0, !titles.isEmpty else { return }
        let r = wheelRadius, w = drawnItemWidth
        let box = CGRect(x: -w / 2, y: bounds.minY, width: w, height: bounds.height)
        canvas.withSavedState {
            if !isEnabled { canvas.setAlpha(0.45) }
            for item in model.visibleRows(radius: Double(r), rowHeight: Double(w)) {
                let a = CGFloat(item.angle)
                let squash = cos(a).rounded(toSteps: PickerView.squashSteps)
                guard squash > 0.02 else { continue }
                let x = bounds.midX + direction * r * sin(a)
                let centred = abs(item.angle) * Double(r) < Double(w) / 2
                canvas.withSavedState {
                    canvas.translate(x: x, y: 0)
                    canvas.scale(x: squash, y: 1)
                    // Opacities replace each other: the disabled one is multiplied in.
                    canvas.setAlpha((isEnabled ? 1 : 0.45) * (1 - 0.6 * Double(abs(a) / (.pi / 2))))
                    // A title wider than its item ends in "…" rather than run into its neighbours.
                    var run = TextRun(titles[item.row], font: drawnFont, color: centred ? tintColor : textColor, alignment: .center)
                    run.maximumWidth = max(w - 4, 1)
                    canvas.drawText(run, in: box)
                }
            }
            let mark = CGRect(x: (bounds.midX - 1).rounded(), y: bounds.maxY - 6, width: 2, height: 6)
            canvas.fill(DrawingPath(roundedRect: mark, cornerRadius: 1), with: .color(tintColor))
        }
        if isFocusVisible {
            canvas.stroke(
                DrawingPath(roundedRect: bounds.insetBy(dx: 1, dy: 1), cornerRadius: 8), with: .color(tintColor.withAlpha(0.6)),
                lineWidth: 2)
        }
    }
}
