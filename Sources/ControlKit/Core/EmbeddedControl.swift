import Foundation

/// A control drawn and driven as a part of another control: a composite's child (the
/// month-and-year wheel inside ``MonthCalendar``'s header).
///
/// Hosts know only the parent. The parent keeps an `EmbeddedControl` for each child and
/// calls it from its own overrides; the embedding does the rest:
///
/// | what | how |
/// |---|---|
/// | bounds | ``frame`` is the child's place in the parent; the child's ``Control/bounds`` is its size |
/// | redraws | the embedding is the child's ``Control/host``: the child's stale part becomes the parent's (``Control/setNeedsDisplay(_:)``), its layout requests redraw it |
/// | environment | before every forwarded call the child takes the parent's clock, haptics, text measurer, style, direction, Reduce Motion, text size, tint, locale and enabled state |
/// | touches | ``touchDown(_:)``, ``touchMove(_:)``, ``touchUp(_:)``, ``touchCancel()`` in parent coordinates; ``ownsDrag(from:translation:)`` for scroll views |
/// | drawing | ``draw(in:)`` renders the part of the child that the parent is drawing |
/// | accessibility | ``accessibilityElements`` are the child's with ids prefixed by ``id`` and a slash and frames in parent coordinates; ``performAccessibilityAction(_:on:)`` and ``focusElement(_:)`` route such ids back |
/// | keys | ``keyDown(_:)`` focuses the child (showing its focus as the parent shows its own) and gives it the key |
/// | announcements | the child's go out through the parent's host |
///
/// A hidden child (``isHidden``) takes no touch, draws nothing and has no elements. The
/// parent holds the embedding; the embedding holds the child and refers to the parent
/// weakly.
///
/// ```swift
/// final class Panel: Control {
///     lazy var wheel = EmbeddedControl(PickerView(titles: [["A", "B"]]), in: self, id: "wheel")
///     override func layout() { wheel.frame = bounds.insetBy(dx: 10, dy: 10) }
///     override func draw(in canvas: DrawingCanvas) { wheel.draw(in: canvas) }
///     override func beginTracking(_ touch: Touch) -> Bool { wheel.contains(touch.location) && wheel.touchDown(touch) }
///     override func continueTracking(_ touch: Touch) -> Bool { wheel.touchMove(touch); return true }
///     override func endTracking(_ touch: Touch?) { wheel.touchUp(touch) }
///     override func cancelTracking() { wheel.touchCancel() }
///     override func makeAccessibilityElements() -> [AccessibilityElement] { wheel.accessibilityElements }
/// }
/// ```
@MainActor
public final class EmbeddedControl<Child: Control>: ControlHost {
    /// The child.
    public let control: Child
    /// The prefix of the child's element ids in the parent ("wheel" makes "wheel/component-0").
    public let id: String
    /// The control the child is a part of.
    public private(set) weak var parent: Control?

    /// Embeds `control` in `parent`: it becomes the child's host. Its frame starts empty.
    public init(_ control: Child, in parent: Control, id: String) {
        self.control = control
        self.id = id
        self.parent = parent
        control.host = self
        control.bounds = .zero
        sync(quietly: true)
    }

    /// The child's rectangle in the parent's coordinates; its size is the child's bounds.
    /// Non-finite or negative rectangles are stored as empty.
    public var frame: CGRect = .zero {
        didSet {
            if !frame.isDrawable { frame = .zero }
            guard frame != oldValue else { return }
            control.bounds = CGRect(origin: .zero, size: frame.size)
            if !isHidden { parent?.setNeedsDisplay(oldValue.union(frame)) }
        }
    }

    /// Whether the child is left out: no touches, no drawing, no elements. A child hidden
    /// mid-touch has its touch cancelled.
    public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            if isHidden {
                control.touchCancel()
                if control.isFocused { control.isFocused = false }
            }
            parent?.setNeedsDisplay(frame)
        }
    }

    /// `point` (parent coordinates) in the child's coordinates.
    public func convert(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x - frame.minX, y: point.y - frame.minY) }

    /// Whether a touch at `point` (parent coordinates) is the child's: shown, and inside it
    /// by its own rule (``Control/point(inside:)``).
    public func contains(_ point: CGPoint) -> Bool {
        !isHidden && point.isFinite && control.point(inside: convert(point))
    }

    /// Whether the child holds a touch.
    public var isTracking: Bool { control.isTracking }

    // MARK: The environment

    /// While true, the child's invalidations are not passed on (the parent is drawing it).
    private var isQuiet = false

    /// Gives the child the parent's environment; writes only what differs, so an unchanged
    /// parent costs a few comparisons.
    func sync(quietly: Bool = false) {
        guard let parent else { return }
        let wasQuiet = isQuiet
        isQuiet = quietly || wasQuiet
        defer { isQuiet = wasQuiet }
        let c = control
        if c.clock !== parent.clock { c.clock = parent.clock }
        if c.haptics !== parent.haptics { c.haptics = parent.haptics }
        if ObjectIdentifier(type(of: c.textMeasurer)) != ObjectIdentifier(type(of: parent.textMeasurer)) {
            c.textMeasurer = parent.textMeasurer
        }
        if c.userInterfaceStyle != parent.userInterfaceStyle { c.userInterfaceStyle = parent.userInterfaceStyle }
        if c.accessibilityContrast != parent.accessibilityContrast { c.accessibilityContrast = parent.accessibilityContrast }
        if c.layoutDirection != parent.layoutDirection { c.layoutDirection = parent.layoutDirection }
        if c.reduceMotion != parent.reduceMotion { c.reduceMotion = parent.reduceMotion }
        if c.contentSizeScale != parent.contentSizeScale { c.contentSizeScale = parent.contentSizeScale }
        if c.tintColor != parent.tintColor { c.tintColor = parent.tintColor }
        if c.locale != parent.locale { c.locale = parent.locale }
        if c.isEnabled != parent.isEnabled { c.isEnabled = parent.isEnabled }
        if c.isFocused, !parent.isFocused { c.isFocused = false }
    }

    // MARK: ControlHost (the child's requests)

    /// The child's stale part, moved into the parent. A part already passed on since the
    /// child was last drawn is not passed again (a wheel marks itself stale several times a
    /// move).
    public func controlNeedsDisplay(_ control: Control) {
        guard !isQuiet, !isHidden, let parent else { return }
        let stale = control.invalidRect
        let part = stale.isNull ? frame : stale.offsetBy(dx: frame.minX, dy: frame.minY)
        if let forwarded, forwarded.contains(part) { return }
        forwarded = part
        parent.setNeedsDisplay(part)
    }

    /// The child's stale part as last passed to the parent; cleared when the child is drawn.
    private var forwarded: CGRect?

    /// The child lays itself out when drawn: its part of the parent is redrawn.
    public func controlNeedsLayout(_ control: Control) {
        guard !isQuiet, !isHidden else { return }
        parent?.setNeedsDisplay(frame)
    }

    /// The child's announcement, said for the parent.
    public func control(_ control: Control, announces text: String) {
        guard let parent else { return }
        parent.host?.control(parent, announces: text)
    }

    // MARK: Touches (parent coordinates)

    /// Starts a touch on the child; returns whether it took it.
    @discardableResult
    public func touchDown(_ touch: Touch) -> Bool {
        guard !isHidden else { return false }
        sync()
        return control.touchDown(at: convert(touch.location), time: touch.timestamp)
    }

    /// Moves the child's touch. (The environment was given at touch-down and is given again
    /// each frame the child draws: a move, the hot path, does not copy it.)
    public func touchMove(_ touch: Touch) {
        control.touchMove(to: convert(touch.location), time: touch.timestamp)
    }

    /// Lifts the child's touch where `touch` is; nil cancels it.
    public func touchUp(_ touch: Touch?) {
        sync()
        guard let touch else { return control.touchCancel() }
        control.touchUp(at: convert(touch.location), time: touch.timestamp)
    }

    /// Cancels the child's touch, if it has one.
    public func touchCancel() {
        control.touchCancel()
    }

    /// Whether the child keeps a drag that began at `start` (parent coordinates) from an
    /// enclosing scroll view (its ``Control/keepsDrag(from:translation:)``).
    public func ownsDrag(from start: CGPoint, translation: CGSize) -> Bool {
        guard contains(start) else { return false }
        sync()
        return control.keepsDrag(from: convert(start), translation: translation)
    }

    /// Whether the child takes a mouse wheel's `notches` at `point` (parent coordinates),
    /// and, when `perform`, turns it (its ``Control/scrollWheel(by:at:)``).
    public func scrollWheel(_ notches: CGSize, at point: CGPoint, perform: Bool) -> Bool {
        guard !isHidden, contains(point) else { return false }
        sync()
        let local = convert(point)
        return perform ? control.scrollWheel(by: notches, at: local) : control.takesScrollWheel(notches, at: local)
    }

    // MARK: Drawing

    /// Draws the part of the child that the parent is drawing now (its
    /// ``Control/invalidRect``), translated to ``frame``.
    public func draw(in canvas: DrawingCanvas) {
        guard !isHidden, !frame.isEmpty, let parent else { return }
        let part = parent.invalidRect.intersection(frame)
        guard !part.isNull, !part.isEmpty else { return }
        sync(quietly: true)
        let wasQuiet = isQuiet
        isQuiet = true  // the child's layout and drawing must not mark the parent stale again
        defer { isQuiet = wasQuiet }
        canvas.withSavedState {
            canvas.translate(x: frame.minX, y: frame.minY)
            control.render(in: canvas, rect: part.offsetBy(dx: -frame.minX, dy: -frame.minY))
        }
        forwarded = nil
    }

    // MARK: Accessibility and keys

    /// The child's elements as parts of the parent: ids `"<id>/<child id>"`, frames in the
    /// parent's coordinates. None while hidden. Focus is the parent's to mark.
    public var accessibilityElements: [AccessibilityElement] {
        guard !isHidden else { return [] }
        sync()
        return control.accessibilityElements.map { element in
            var e = element
            e.id = id + "/" + element.id
            e.frame = element.frame.offsetBy(dx: frame.minX, dy: frame.minY)
            e.isFocused = false
            return e
        }
    }

    /// The child's own id for the parent's element id `id`, or nil when it is not the child's.
    public func childElementID(_ elementID: String) -> String? {
        let prefix = id + "/"
        guard !isHidden, elementID.hasPrefix(prefix) else { return nil }
        return String(elementID.dropFirst(prefix.count))
    }

    /// Performs an assistive action on one of the child's elements; nil when `id` is not
    /// the child's.
    public func performAccessibilityAction(_ action: AccessibilityAction, on id: String) -> Bool? {
        guard let own = childElementID(id) else { return nil }
        sync()
        return control.performAccessibilityAction(action, on: own)
    }

    /// Moves the child's keys to one of its elements; nil when `id` is not the child's.
    public func focusElement(_ id: String) -> Bool? {
        guard let own = childElementID(id) else { return nil }
        sync()
        return control.focusElement(own)
    }

    /// Gives the child a key: it is focused first (its focus shown when the parent's is).
    /// Returns whether the child used the key.
    @discardableResult
    public func keyDown(_ key: Key) -> Bool {
        guard !isHidden, let parent else { return false }
        sync()
        if !control.isFocused { control.setFocused(true, byKeyboard: parent.isFocusVisible) }
        return control.keyDown(key)
    }

    /// Takes the keys away from the child (its focus ring goes).
    public func resignFocus() {
        if control.isFocused { control.isFocused = false }
    }
}
