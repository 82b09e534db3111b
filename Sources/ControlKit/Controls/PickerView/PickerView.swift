import Foundation

/// `UIPickerView`'s spinning wheels, drawn: components of rows on a 3D cylinder, with
/// momentum, snapping, wrapping and only the visible rows ever asked for.
///
/// - **Data.** A ``dataSource`` and ``delegate`` shaped like UIKit's, or
///   ``init(titles:bounds:)`` for plain lists. Titles are asked only for visible rows, so a
///   component of 1,000,000,000 rows costs what one of 10 does.
/// - **Selection.** ``selectedRow(inComponent:)`` (−1 for an empty component),
///   ``selectRow(_:inComponent:animated:)`` (spins there; sends nothing, as UIKit),
///   ``reloadAllComponents()`` and ``reloadComponent(_:)`` (a shrinking reload clamps the
///   selection, also mid-drag or mid-fling; an emptied component starts again at row 0).
/// - **Motion.** Each component scrolls on its own: a drag follows the finger, a fling
///   decelerates (``decelerationRate``, UIScrollView's `.fast` by default, as a picker's
///   table) and always rests centred on a row; tapping a row above or below the centre
///   scrolls to it; a touch catches a spinning wheel. When a wheel settles on a new row:
///   `valueChanged`, then ``PickerViewDelegate/pickerView(_:didSelectRow:inComponent:)``.
///   ``wrappingComponents`` wrap around (changing them keeps each selected row).
/// - **Looks.** Rows on a cylinder: angle from the distance to the centre, vertical
///   compression and perspective, dimmed toward the edges (0.45 opacity at 90°), rows
///   past 90° not drawn; with ``showsSelectionIndicator`` a rounded band across the
///   centre, where rows are magnified and darker.
/// - **Feedback and access.** A selection haptic each time a new row crosses the centre
///   under the user's hand; up/down move the focused component by a row, left/right
///   change component; one adjustable element per component; right-to-left layout
///   mirrors the component order.
///
/// ```swift
/// let picker = PickerView(titles: [["Red", "Green", "Blue"], (1...10).map(String.init)])
/// picker.bounds = CGRect(x: 0, y: 0, width: 320, height: 216)
/// picker.addAction(for: .valueChanged) { picker in print(picker.selectedRow(inComponent: 0)) }
/// ```
@MainActor
open class PickerView: Control {
    /// The row height used when the delegate gives none (32 pt, iOS's wheel row).
    public nonisolated static let defaultRowHeight: CGFloat = 32

    /// Supplies the components and row counts.
    ///
    /// Setting it asks nothing yet, as `UIPickerView`: the picker asks its data source when
    /// it is first laid out, drawn or read (its row counts, a selection, its accessibility),
    /// so data an app loads right after setting the data source is there.
    open weak var dataSource: (any PickerViewDataSource)? {
        didSet { setNeedsReload() }
    }

    /// Supplies titles, sizes and hears selections (asked, like the data source, when the
    /// picker is first laid out, drawn or read).
    open weak var delegate: (any PickerViewDelegate)? {
        didSet { setNeedsReload() }
    }

    /// Set when a data source or delegate was given and not asked yet.
    private var needsReload = false

    /// Asks the data source at the next read, layout or draw.
    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// A wheel came to rest on a row the owner has not heard of: `valueChanged`, then the
    /// delegate. (A date picker tells its date instead.)
    func wheelDidSettle(on row: Int, inComponent component: Int) {
        sendActions(for: .valueChanged)
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }

    /// Whether a wheel come to rest on `row` has news for its owner: a row it was not told
    /// of. (A date picker's 12-hour wheel also has news after a whole turn, which carries
    /// AM/PM.)
    func hasNews(_ row: Int, inComponent component: Int) -> Bool { row != wheels[component].announced }

    /// The direction the components are laid out in: the control's ``Control/layoutDirection``
    /// (a date picker follows its locale's instead).
    var componentDirection: ControlLayoutDirection { layoutDirection }

    /// Runs of components that keep their left-to-right order when the layout is mirrored
    /// (a date picker's hour and minute, which read as a time does); none by default.
    var leftToRightRuns: [Range<Int>] { [] }

    /// Keeps a ``init(titles:bounds:)`` list alive (data source and delegate are weak).
    var ownedTitles: TitleList?

    /// One wheel's state.
    @MainActor
    struct Wheel {
        var model = WheelModel()
        let animator = MotionAnimator()
        var velocity = VelocityTracker()
        var announced = 0
        var ticked = 0
        /// Whether the motion running is the person's (a fling or a snap), not a select's.
        var isUserMotion = false
    }
    private var storedWheels: [Wheel] = []
    /// The wheels, loaded from the data source first when it has not been asked yet.
    var wheels: [Wheel] {
        get {
            if needsReload { reloadAllComponents() }
            return storedWheels
        }
        _modify {
            if needsReload { reloadAllComponents() }
            yield &storedWheels
        }
    }

    /// Makes an empty picker; give it a ``dataSource``.
    public override init(bounds: CGRect = .zero) {
        super.init(bounds: bounds)
    }

    /// A picker of plain string lists, one per component; it keeps the lists itself.
    public convenience init(titles: [[String]], bounds: CGRect = .zero) {
        self.init(bounds: bounds)
        let list = TitleList(titles)
        ownedTitles = list
        dataSource = list
        delegate = list
        reloadAllComponents()  // property observers do not run inside an initializer
    }

    /// The plain title lists the picker shows, one per component, when it was made with
    /// ``init(titles:bounds:)`` or given lists here; nil when a ``dataSource`` supplies the
    /// rows.
    ///
    /// Setting lists makes the picker their data source and delegate (replacing any
    /// other) and reloads every component: each selection stays on its row where the new
    /// list still has it and is clamped where a list shrank, also during a drag or fling.
    /// Setting nil forgets the lists and empties the picker.
    open var titles: [[String]]? {
        get { ownedTitles?.titles }
        set {
            guard let newValue else {
                ownedTitles = nil
                dataSource = nil
                return
            }
            let list = TitleList(newValue)
            ownedTitles = list
            dataSource = list
            delegate = list
        }
    }

    // MARK: Components and rows

    /// The number of components (0 without a data source; negative counts are 0).
    public var numberOfComponents: Int { wheels.count }

    /// The number of rows of `component` (0 outside the components).
    public func numberOfRows(inComponent component: Int) -> Int {
        wheels.indices.contains(component) ? wheels[component].model.numberOfRows : 0
    }

    /// The selected row of `component`: the row at the centre, or −1 when the component is
    /// empty or does not exist.
    public func selectedRow(inComponent component: Int) -> Int {
        wheels.indices.contains(component) ? wheels[component].model.selectedRow : -1
    }

    /// The fractional row at the centre of `component` as drawn now (0 outside).
    public func position(inComponent component: Int) -> Double {
        wheels.indices.contains(component) ? wheels[component].model.position : 0
    }

    /// Whether `component` is moving on its own (a fling, snap or animated select).
    public func isSpinning(inComponent component: Int) -> Bool {
        wheels.indices.contains(component) && wheels[component].animator.isRunning
    }

    /// Whether any wheel is moving on its own (``Dial/isSpinning``'s meaning, for the
    /// picker as a whole).
    public var isSpinning: Bool { wheels.indices.contains { isSpinning(inComponent: $0) } }

    /// Whether `component` moves on its own because of the person (a fling or a snap), not
    /// an animated ``selectRow(_:inComponent:animated:)``: what a declarative update must
    /// not interrupt (an app's own animated select may be re-aimed).
    public func isSpinningFromUser(inComponent component: Int) -> Bool {
        isSpinning(inComponent: component) && wheels[component].isUserMotion
    }

    /// Whether any wheel moves on its own because of the person.
    public var isSpinningFromUser: Bool { wheels.indices.contains { isSpinningFromUser(inComponent: $0) } }

    /// The row `component` shows or is spinning to (an animated select's target).
    func aimedRow(inComponent component: Int) -> Int {
        let wheel = wheels[component]
        guard wheel.animator.isRunning, let target = wheel.animator.target else { return selectedRow(inComponent: component) }
        return wheel.model.row(atPosition: target)
    }

    /// Spins `component` to `row` (clamped to its rows): at once, or by a spring along the
    /// shortest way. Sends nothing (UIKit's rule); out-of-range components are ignored.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard wheels.indices.contains(component), wheels[component].model.numberOfRows > 0 else { return }
        stopMotion(component)
        wheels[component].isUserMotion = false
        let target = wheels[component].model.position(showing: row)
        wheels[component].announced = wheels[component].model.row(atPosition: target)
        wheels[component].ticked = wheels[component].announced
        if animated {
            let spring = Motion.spring(from: wheels[component].model.position, to: target, restTolerance: restTolerance(component))
            wheels[component].animator.run(spring, on: clock) { [weak self] p in
                self?.setPosition(p, of: component)
            }
        } else {
            setPosition(target, of: component)
        }
    }

    /// Asks the data source again for everything. Selections are kept where they still
    /// fit and clamped where a component shrank; a drag or fling in progress goes on
    /// within the new rows.
    public func reloadAllComponents() {
        needsReload = false
        let count = max(dataSource?.numberOfComponents(in: self) ?? 0, 0)
        if wheels.count > count {
            for i in count..<wheels.count { wheels[i].animator.stop() }
            wheels.removeLast(wheels.count - count)
        }
        while wheels.count < count { wheels.append(Wheel()) }
        for component in 0..<count { reloadRows(component) }
        if let tracked = trackedComponent, tracked >= count { trackedComponent = nil }
        setNeedsDisplay()
    }

    /// Asks the data source again for one component's rows.
    public func reloadComponent(_ component: Int) {
        guard wheels.indices.contains(component) else { return }
        reloadRows(component)
        setNeedsDisplay()
    }

    private func reloadRows(_ component: Int) {
        let rows = max(dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0, 0)
        setWraps(wrappingComponents.contains(component), of: component)
        guard rows != wheels[component].model.numberOfRows else { return }
        let before = wheels[component].model.position
        wheels[component].model.numberOfRows = rows  // clamps the position into the rows
        // A fling aimed past the new end, or a wheel whose positions were renumbered: it
        // lands on the nearest row that exists.
        positionsDidChange(component, from: before, velocity: 0)
        wheels[component].announced = wheels[component].model.selectedRow
        wheels[component].ticked = wheels[component].announced
    }

    /// Turns wrapping on or off for one wheel, keeping its row (a row reached across the
    /// start is renumbered; a fling goes on from there with its velocity). The owner was
    /// told that row, so nothing is sent.
    private func setWraps(_ wraps: Bool, of component: Int) {
        guard wheels[component].model.wraps != wraps else { return }
        let before = wheels[component].model.position
        let velocity = wheels[component].animator.currentVelocity
        wheels[component].model.wraps = wraps
        positionsDidChange(component, from: before, velocity: velocity)
    }

    /// The wheel's positions were renumbered or clamped (new rows, wrapping changed): a
    /// drag goes on from where the wheel now is, and a motion whose numbering is stale or
    /// whose target no longer exists settles again from there.
    private func positionsDidChange(_ component: Int, from before: Double, velocity: Double) {
        let now = wheels[component].model.position
        if trackedComponent == component, now != before, var start = dragStart {
            // The rows moved under the finger: the drag goes on from here, and the jump is
            // no velocity.
            start.y = lastDragY
            start.position = now
            dragStart = start
            wheels[component].velocity.reset()
        }
        if wheels[component].animator.isRunning, let target = wheels[component].animator.target {
            if now != before || wheels[component].model.nearestStop(to: target) != target { settle(component, velocity: velocity) }
        }
    }

    /// The components that wrap around (row 0 follows the last row); default none. A wheel
    /// whose wrapping changes keeps its selected row.
    public var wrappingComponents: Set<Int> = [] {
        didSet {
            for i in wheels.indices { setWraps(wrappingComponents.contains(i), of: i) }
            setNeedsDisplay()
        }
    }

    // MARK: Looks

    /// Whether the centre band is drawn, with magnified, darker rows (default true).
    public var showsSelectionIndicator = true {
        didSet { setNeedsDisplay() }
    }

    /// The rows' font.
    public var font = DrawingFont.system(size: 21, weight: .regular) {
        didSet { setNeedsDisplay() }
    }

    /// The rows' colour (the centre band's rows use it at full strength).
    public var textColor = DrawingColor.label {
        didSet { setNeedsDisplay() }
    }

    /// How fast a flung wheel slows down (default `.fast`, as a picker's table).
    public var decelerationRate: DecelerationRate = .fast

    /// UIPickerView's size: 320 × 216.
    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }

    /// True: the wheels share whatever width a layout gives (a picker framed 200 pt wide in
    /// SwiftUI is 200 pt wide, not 320 pt overflowing its frame).
    open override var isHorizontallyCompressible: Bool { true }

    /// False: the wheels show their own feedback.
    open override var highlightsOnTouch: Bool { false }

    // MARK: Tracking state (see PickerView+Tracking.swift)

    /// The component a touch is dragging now, if any.
    public internal(set) var trackedComponent: Int?
    var dragStart: (y: CGFloat, position: Double, time: TimeInterval, moved: Bool)?
    /// The finger's last y while dragging (a reload rebases the drag there).
    var lastDragY: CGFloat = 0

    /// The component the arrow keys move (left/right change it).
    public var keyboardComponent = 0 {
        didSet { setNeedsDisplay() }
    }

    /// Moves a wheel's position and redraws.
    func setPosition(_ p: Double, of component: Int) {
        guard wheels.indices.contains(component) else { return }
        let before = wheels[component].model.position
        wheels[component].model.position = p
        guard wheels[component].model.position != before else { return }
        // Only this wheel's column changes: rows are drawn clipped to their columns.
        if drawnComponentRects.indices.contains(component) {
            setNeedsDisplay(drawnComponentRects[component])
        } else {
            setNeedsDisplay()
        }
    }

    /// The components' rectangles at the last drawing (what a moving wheel marks stale;
    /// anything that changes them redraws everything).
    var drawnComponentRects: [CGRect] = []

    /// Stops a wheel's motion where it is.
    func stopMotion(_ component: Int) {
        guard wheels.indices.contains(component) else { return }
        if let p = wheels[component].animator.stop() { wheels[component].model.position = p }
    }

    // MARK: Overrides (the work is in the PickerView+… files)

    /// Starts a drag on the component under the touch (catching it if it spins).
    open override func beginTracking(_ touch: Touch) -> Bool { beginWheelDrag(touch) }
    /// True: a trackpad's or mouse wheel's scroll moves it as a drag would (as UIKit's
    /// scroll-view-based original).
    open override var handlesPointerScrolling: Bool { true }
    /// A mouse wheel moves the wheel under the pointer a row a notch.
    open override func scrollWheelSteps(_ steps: CGSize, at point: CGPoint, perform: Bool) -> Bool {
        scrollWheelRows(steps, at: point, perform: perform)
    }
    /// Keeps a vertical drag that starts on a wheel with rows; a horizontal one lets a
    /// scroll view scroll.
    open override func ownsDrag(from start: CGPoint, translation: CGSize) -> Bool {
        (isTracking || startsWheelDrag(at: start)) && Control.drag(translation, runsAlong: .vertical)
    }
    /// The wheel follows the finger.
    open override func continueTracking(_ touch: Touch) -> Bool { continueWheelDrag(touch) }
    /// A fling (or a tap on a row) and a snap onto a row.
    open override func endTracking(_ touch: Touch?) { endWheelDrag(touch) }
    /// Snaps to the nearest row without velocity.
    open override func cancelTracking() { endWheelDrag(nil) }
    /// Draws the wheels on their cylinder, and the selection band.
    open override func draw(in canvas: DrawingCanvas) { drawWheels(in: canvas) }
    /// One adjustable element per component (`"component-0"`, …).
    open override func makeAccessibilityElements() -> [AccessibilityElement] { componentAccessibilityElements }
    /// Up/down a row, left/right a component (mirrored right-to-left), Home/End.
    open override func handleKey(_ key: Key) -> Bool { handleWheelKey(key) }
    /// The keyboard component's element.
    open override var keyboardElementID: String? { numberOfComponents > 0 ? PickerView.elementID(keyboardComponent) : nil }
    /// Increment selects the next row (down the list), decrement the previous one.
    @discardableResult
    open override func adjust(_ adjustment: Adjustment, element id: String) -> Bool { adjustWheel(adjustment, element: id) }
    /// Selects the row a screen reader asks for (rounded and clamped), as a user change.
    @discardableResult
    open override func adjust(to value: Double, element id: String) -> Bool { setWheelRow(value, element: id) }
    /// Makes a component the ``keyboardComponent``.
    @discardableResult
    open override func focusElement(_ id: String) -> Bool {
        guard let c = component(forElementID: id) else { return false }
        keyboardComponent = c
        return true
    }
}

/// The data of ``PickerView/init(titles:bounds:)``.
@MainActor
final class TitleList: PickerViewDataSource, PickerViewDelegate {
    let titles: [[String]]
    init(_ titles: [[String]]) { self.titles = titles }
    func numberOfComponents(in pickerView: PickerView) -> Int { titles.count }
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { titles[component].count }
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        titles.indices.contains(component) && titles[component].indices.contains(row) ? titles[component][row] : nil
    }
}
