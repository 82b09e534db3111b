import Foundation

/// Receives a control's requests to be redrawn or laid out again; hosts implement it.
@MainActor
public protocol ControlHost: AnyObject {
    /// The control's look changed; draw it again at the next frame.
    func controlNeedsDisplay(_ control: Control)
    /// The control's size or layout changed; lay it out again.
    func controlNeedsLayout(_ control: Control)
    /// The control gained or lost focus by itself (``Control/isFocused``: a PIN field's
    /// `beginEditing()`), so the host's own focus follows: the UIKit host becomes or
    /// resigns first responder (and the keyboard appears or goes). The default does nothing.
    func controlDidChangeFocus(_ control: Control)
    /// The control has something a screen reader should say now, unasked (a PIN code
    /// rejected): the UIKit host posts it as a VoiceOver announcement. The default does
    /// nothing.
    func control(_ control: Control, announces text: String)
    /// The control began or stopped showing another control over itself
    /// (``Control/presentedControl``: a compact date picker's calendar). The UIKit host
    /// presents it in a popover and the GTK host in a `GtkPopover`, pointing at
    /// ``Control/presentationSourceRect``, and calls ``Control/dismissPresentation()`` when
    /// the person closes it (a tap outside). The default does nothing.
    func controlDidChangePresentation(_ control: Control)
}

extension ControlHost {
    /// Does nothing: a host whose focus is the control's only.
    public func controlDidChangeFocus(_ control: Control) {}
    /// Does nothing: a host without announcements.
    public func control(_ control: Control, announces text: String) {}
    /// Does nothing: a host that presents nothing.
    public func controlDidChangePresentation(_ control: Control) {}
}

/// The base class of every ControlKit control: state, touch tracking, events and drawing.
///
/// `Control` mirrors `UIControl` without UIKit. A host (a UIKit view, a GTK widget, a
/// test's `Finger`) feeds it touches through one path, ``touchDown(at:time:)``,
/// ``touchMove(to:time:)``, ``touchUp(at:time:)`` and ``touchCancel()``, and the base
/// class turns that stream into UIKit's touch events and the tracking calls subclasses
/// override, in this order for each touch:
///
/// | input | tracking hook (subclass) | events sent after the hook |
/// |---|---|---|
/// | down | ``beginTracking(_:)`` | `touchDown` (+ `touchDownRepeat` when the tap count is above 1) |
/// | move | ``continueTracking(_:)`` while tracking | `touchDragExit`/`touchDragEnter` when crossing, then `touchDragInside` or `touchDragOutside` |
/// | up | ``endTracking(_:)`` while tracking | `touchUpInside` or `touchUpOutside` |
/// | cancel | ``cancelTracking()`` while tracking | `touchCancel` |
///
/// "Inside" means within the bounds grown by ``dragSlop`` on every side (UIKit keeps a
/// touch "inside" about 70 pt beyond a control's edge). A disabled control ignores
/// touches and sends nothing; disabling it mid-touch cancels tracking silently.
///
/// Subclasses draw in ``draw(in:)`` from their current state and ask for a redraw with
/// ``setNeedsDisplay()``.
///
/// ```swift
/// let slider = RangeSlider()
/// let token = slider.addAction(for: .valueChanged) { slider in
///     print(slider.lowerValue)   // the handler gets a RangeSlider: nothing to capture
/// }
/// token.remove()
/// ```
@MainActor
open class Control {
    // The stored properties a touch move or a frame reads (the state flags, the bounds, the
    // touch, the redraw requests; a slider's model and tracking) are
    // `@exclusivity(unchecked)`: Swift's run-time exclusivity check cost a quarter of a touch
    // move (docs/PERFORMANCE.md). A control lives on the main actor and no code of ours holds
    // an access to them across a call out (handlers and hosts are called after each change),
    // so there is no access for the check to catch.

    // MARK: Host environment

    /// The host that displays this control; it is told about redraw and layout requests.
    public weak var host: (any ControlHost)?

    /// The clock for this control's animations and timers; hosts and tests replace it.
    public var clock: FrameClock = .main

    /// Plays haptics; `nil` (the default) plays none.
    public var haptics: (any HapticsEngine)?
    /// When the last detent haptic played (``tickDetent(at:last:)``).
    var lastDetentTickTime = -Double.infinity

    /// Measures text for layout; hosts install the backend's measurer.
    open var textMeasurer: any TextMeasurer = EstimatingTextMeasurer() {
        didSet { setNeedsLayout() }
    }

    /// Left-to-right or right-to-left; right-to-left mirrors horizontal controls.
    @exclusivity(unchecked) public var layoutDirection: ControlLayoutDirection = .leftToRight {
        didSet { if layoutDirection != oldValue { setNeedsLayout() } }
    }

    /// When true, controls skip decorative motion (shakes, bounces), as iOS's
    /// Reduce Motion setting asks.
    public var reduceMotion = false

    // MARK: Text size (Dynamic Type)

    /// The user's text size as a multiple of the default (1): Dynamic Type's content size
    /// category on iOS (the body style's scale), GTK's text scale factor on Linux. Hosts
    /// set it; non-finite or non-positive values become 1.
    ///
    /// What a control does with it is the core's rule, ``effectiveContentSizeScale``:
    /// UIKit's own controls that ControlKit twins (`UISlider`, `UIStepper`,
    /// `UIPickerView`, `UIDatePicker`'s wheels) keep their text and size at every text
    /// size, so their twins do too; a control without a twin (the range slider's labels,
    /// the dial's labels, the PIN field's cells, a button) scales its text and the geometry
    /// that holds it together, up to ``maximumContentSizeScale``, and its
    /// ``intrinsicContentSize`` follows.
    ///
    /// ```swift
    /// pin.contentSizeScale = 3.1          // the largest accessibility size
    /// pin.effectiveContentSizeScale       // 2: cells and digits twice their size
    /// ```
    public var contentSizeScale: CGFloat = 1 {
        didSet {
            if !contentSizeScale.isFinite || contentSizeScale <= 0 { contentSizeScale = 1 }
            if contentSizeScale != oldValue, scalesWithContentSize {
                setNeedsLayout()
                setNeedsDisplay()
            }
        }
    }

    /// The most a control scales with the text size: twice the default, where a range
    /// slider's labels, a dial's labels and six PIN cells still fit a phone's width.
    /// (iOS's largest accessibility size is about 3.1 times the default body text.)
    public nonisolated static let maximumContentSizeScale: CGFloat = 2
    /// The least a control scales with the text size (iOS's extra-small is 0.82 times).
    public nonisolated static let minimumContentSizeScale: CGFloat = 0.8

    /// Whether the control scales its text and geometry with ``contentSizeScale``: false
    /// for the twins of UIKit's controls, which do not (the default), true for controls
    /// without a twin.
    open var scalesWithContentSize: Bool { false }

    /// The scale the control draws its text and text-holding geometry at:
    /// ``contentSizeScale`` within ``minimumContentSizeScale``…``maximumContentSizeScale``
    /// when the control ``scalesWithContentSize``, else 1.
    public var effectiveContentSizeScale: CGFloat {
        guard scalesWithContentSize else { return 1 }
        return min(max(contentSizeScale, Control.minimumContentSizeScale), Control.maximumContentSizeScale)
    }

    /// Light or dark: which variant of every dynamic colour the control draws (UIKit's
    /// `traitCollection.userInterfaceStyle`; hosts set it from the system appearance).
    ///
    /// Colours are resolved as they are drawn, so the system colours and any colour made
    /// with ``DrawingColor/init(light:dark:)`` follow; fixed colours and images stay as
    /// they are.
    ///
    /// ```swift
    /// slider.userInterfaceStyle = .dark   // system blue becomes #0A84FF, labels white
    /// ```
    public var userInterfaceStyle: ControlInterfaceStyle = .light {
        didSet { if userInterfaceStyle != oldValue { setNeedsDisplay() } }
    }

    /// Normal or high: which variant of every colour with Increase Contrast variants the
    /// control draws (UIKit's `traitCollection.accessibilityContrast`; hosts set it from the
    /// person's Increase Contrast setting, or a high-contrast GTK theme).
    ///
    /// The system colours the controls draw by default (``DrawingColor/systemBlue``, the
    /// greys of tracks and fills) take the darker light and lighter dark variants Apple
    /// lists for them, as UIKit's own controls do; a colour made with
    /// ``DrawingColor/init(light:dark:highContrastLight:highContrastDark:)`` takes its own;
    /// a colour without such variants is drawn as it is.
    ///
    /// ```swift
    /// slider.accessibilityContrast = .high   // system blue becomes #0040DD (dark: #409CFF)
    /// ```
    public var accessibilityContrast: ControlAccessibilityContrast = .normal {
        didSet { if accessibilityContrast != oldValue { setNeedsDisplay() } }
    }

    // MARK: Geometry

    /// The control's rectangle in its own coordinates; hosts set it. Non-finite or
    /// negative sizes are stored as empty.
    @exclusivity(unchecked) public var bounds: CGRect = .zero {
        didSet {
            if !bounds.isDrawable { bounds = CGRect(origin: .zero, size: .zero) }
            if bounds != oldValue {
                setNeedsLayout()
                setNeedsDisplay()
            }
        }
    }

    /// Makes a control with the given bounds.
    public init(bounds: CGRect = .zero) {
        self.bounds = bounds.isDrawable ? bounds : .zero
        self.publishedState = state
    }

    /// The size the control would like, or `-1` for a side it has no preference in
    /// (UIKit's `noIntrinsicMetric`).
    open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }

    /// The size a declarative layout (SwiftUI's `sizeThatFits`) gives the control for a
    /// proposed width and height (nil: unspecified): its natural size on each axis that has
    /// one (a slider's height, a dial's side, a PIN field's cells at the text size), the
    /// proposal on the others (a slider's width), as SwiftUI sizes its own `Slider`. Nil when
    /// an axis has neither, so the layout's default applies. Non-finite or negative
    /// proposals count as unspecified.
    ///
    /// ```swift
    /// ValueSlider().fittingSize(width: 300, height: nil)   // 300 × 34
    /// ```
    public func fittingSize(width: CGFloat?, height: CGFloat?) -> CGSize? {
        fittingSize(width: width, height: height, compressing: isHorizontallyCompressible)
    }

    /// ``fittingSize(width:height:)``, a compressible width given way to only when
    /// `compressing` (UIKit's `sizeThatFits(_:)` holds the natural width, as
    /// `UIPickerView`'s, and leaves compression to Auto Layout).
    private func fittingSize(width: CGFloat?, height: CGFloat?, compressing: Bool) -> CGSize? {
        if fitsOfferedSquare {
            // The largest square offered (the smaller side; the one side given), else natural.
            let w = width.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }, h = height.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
            if let side = [w, h].compactMap({ $0 }).min() { return CGSize(width: side, height: side) }
        }
        let natural = intrinsicContentSize
        func axis(_ natural: CGFloat, _ proposed: CGFloat?, compressible: Bool = false) -> CGFloat? {
            let proposed = proposed.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
            if natural > 0, natural.isFinite {
                if compressible, let proposed { return min(natural, proposed) }
                return natural
            }
            return proposed
        }
        guard let w = axis(natural.width, width, compressible: compressing), let h = axis(natural.height, height)
        else { return nil }
        return CGSize(width: w, height: h)
    }

    /// The size for UIKit's `sizeThatFits(_:)` and `sizeToFit()`: ``fittingSize(width:height:)``
    /// read as UIKit reads an offered size. A side of zero (what `sizeToFit()` offers a view
    /// made without a frame) or of at least half `greatestFiniteMagnitude` (an unbounded
    /// side) sets no limit, as `UILabel` reads it, so a dial keeps its natural size; a side
    /// the control has no size of its own in (a slider's width) then takes what was offered,
    /// and so does the whole answer for a control with no natural size at all. An unbounded
    /// offer (infinity, `greatestFiniteMagnitude`, as layout libraries measure), a negative
    /// or a NaN one is never given back: such a side keeps the control's current size there,
    /// as `UIView`'s own `sizeThatFits(_:)` answers its bounds. A compressible width
    /// (``isHorizontallyCompressible``: a picker's) is its natural one here, so
    /// `sizeToFit()` brings a picker back to 320 pt as it does `UIPickerView`; Auto Layout's
    /// compression resistance makes it narrower.
    ///
    /// ```swift
    /// ValueSlider().sizeThatFits(.zero)   // 0 × 34: its height, the offered width
    /// Dial().sizeThatFits(.zero)          // 200 × 200
    /// ```
    public func sizeThatFits(_ size: CGSize) -> CGSize {
        func limit(_ side: CGFloat) -> CGFloat? { side > 0 && side < .greatestFiniteMagnitude / 2 ? side : nil }
        func taken(_ side: CGFloat, current: CGFloat) -> CGFloat {
            limit(side) ?? (side == 0 ? 0 : (current.isFinite && current > 0 ? current : 0))
        }
        let offer = CGSize(width: taken(size.width, current: bounds.width), height: taken(size.height, current: bounds.height))
        return fittingSize(width: limit(size.width), height: limit(size.height), compressing: false)
            ?? fittingSize(width: offer.width, height: offer.height, compressing: false)
            ?? offer
    }

    /// Whether a host gives the keyboard back when the control sends `editingDidEnd`
    /// (default false): true where editing is typing, so its end is the keyboard's (a PIN
    /// field's Return, a stepper's typed value); a date picker's closed popover leaves the
    /// keys on the picker.
    open var resignsFocusWhenEditingEnds: Bool { false }

    /// Whether the control draws itself in the largest circle its bounds hold (a dial, a
    /// circular range slider), so it fits any square: ``fittingSize(width:height:)`` gives
    /// the largest square offered rather than the natural size, and hosts let a layout
    /// make it smaller or larger (default false: hosts hold the natural size).
    open var fitsOfferedSquare: Bool { false }

    /// Whether a layout may make the control narrower than its natural width (a picker's
    /// wheels, which lay their columns out in any width, as `UIPickerView` gives way under
    /// Auto Layout): ``fittingSize(width:height:)`` gives a smaller offered width instead of
    /// the natural one, and hosts let a layout compress that side (default false: hosts
    /// hold the natural width). A wider offer still gets the natural width, and so does
    /// UIKit's ``sizeThatFits(_:)``.
    ///
    /// ```swift
    /// PickerView().fittingSize(width: 200, height: nil)   // 200 × 216
    /// PickerView().fittingSize(width: 500, height: nil)   // 320 × 216
    /// ```
    open var isHorizontallyCompressible: Bool { false }

    /// Whether a touch at `point` (control coordinates) belongs to this control: hosts
    /// ask it when hit-testing (UIKit's `point(inside:with:)`). By default the bounds;
    /// sliders add their thumbs' 44 × 44 pt touch targets, which may reach past them.
    open func point(inside point: CGPoint) -> Bool { bounds.contains(point) }

    /// Resizes ``bounds`` to ``intrinsicContentSize`` (a side without a preference keeps
    /// its size), like `UIView.sizeToFit()`. Convenience makers call it, so a control
    /// they return works before the app sets its bounds.
    ///
    /// ```swift
    /// let stepper = ValueStepper()
    /// stepper.sizeToFit()   // 94 × 32
    /// ```
    public func sizeToFit() {
        let size = intrinsicContentSize
        func side(_ wanted: CGFloat, _ current: CGFloat) -> CGFloat { wanted.isFinite && wanted >= 0 ? wanted : current }
        bounds.size = CGSize(width: side(size.width, bounds.width), height: side(size.height, bounds.height))
    }

    // MARK: Appearance shared by every control

    /// The accent colour (UIKit's `tintColor`): a slider's filled track, a range slider's
    /// selected range, a PIN field's active cell. Default `.systemBlue`.
    open var tintColor: DrawingColor = .systemBlue {
        didSet { if tintColor != oldValue { setNeedsDisplay() } }
    }

    /// `image` as this control draws it: a template image without a tint of its own is
    /// filled with ``tintColor`` (UIKit's rule for template images); any other image is
    /// drawn as it is.
    ///
    /// ```swift
    /// canvas.drawImage(displayed(thumb), in: thumbRect)
    /// ```
    public func displayed(_ image: DrawingImage) -> DrawingImage {
        image.renderingMode == .template && image.tintColor == nil ? image.withTintColor(tintColor) : image
    }

    /// The locale of the built-in texts (accessibility labels, hints and values; English
    /// and Russian ship with the package, other languages read English). Default: the
    /// user's current locale.
    open var locale: Locale = .autoupdatingCurrent {
        didSet { if locale != oldValue { setNeedsLayout(); setNeedsDisplay() } }
    }

    /// Tells the control that the system's day, clock or time zone changed in a way that
    /// can change what it shows: midnight passed, the device moved to another time zone,
    /// daylight saving time began or ended, or the clock was set.
    ///
    /// The UIKit host calls it on `UIApplication.significantTimeChangeNotification` and
    /// `NSSystemTimeZoneDidChange` (both also arrive when an app comes back from the
    /// background after such a change). The date controls take the user's new time zone
    /// when they follow the user's calendar (the default), and show the new "today";
    /// other controls ignore it. A host of its own, or a test, calls it the same way.
    /// It sends no event: the date stays the same instant.
    ///
    /// ```swift
    /// NotificationCenter.default.addObserver(forName: .NSSystemTimeZoneDidChange, object: nil, queue: .main) { _ in
    ///     MainActor.assumeIsolated { picker.handleSignificantTimeChange() }
    /// }
    /// ```
    open func handleSignificantTimeChange() {}

    /// Tells the control that the user's region settings changed (the language, region,
    /// calendar, 24-hour time or first weekday): the texts of a control that follows the
    /// user's locale (``locale`` is `Locale.autoupdatingCurrent` by default) may read
    /// differently now. The UIKit host calls it on `NSLocale.currentLocaleDidChangeNotification`.
    ///
    /// By default the control lays itself out and draws again; the date controls make their
    /// wheels, grid and pills again (a 24-hour clock drops the AM/PM wheel).
    ///
    /// ```swift
    /// NotificationCenter.default.addObserver(forName: NSLocale.currentLocaleDidChangeNotification, object: nil, queue: .main) { _ in
    ///     MainActor.assumeIsolated { picker.handleCurrentLocaleChange() }
    /// }
    /// ```
    open func handleCurrentLocaleChange() {
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: State

    /// Whether the control accepts touches. Setting it to `false` during a touch cancels
    /// tracking without sending events (a disabled control sends nothing), and a focused
    /// control loses its focus (a PIN field sends `editingDidEnd`; the keyboard goes).
    @exclusivity(unchecked) public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled {
                abandonTouch()
                // A disabled control takes no keys: focus goes (a PIN field ends editing, and
                // its host gives the keyboard back).
                if isFocused { isFocused = false }
            }
            stateFactorDidChange()
        }
    }

    /// Whether the control is selected.
    @exclusivity(unchecked) public var isSelected = false {
        didSet { if isSelected != oldValue { stateFactorDidChange() } }
    }

    /// Whether the control is highlighted. The base class sets it while a touch is down
    /// and inside (see ``highlightsOnTouch``).
    @exclusivity(unchecked) public var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateFactorDidChange() } }
    }

    /// Whether the control has keyboard focus; hosts set it. Setting it directly says
    /// nothing of where the focus came from, so the focus is not shown
    /// (``isFocusVisible``) until a key is used; hosts that know call
    /// ``setFocused(_:byKeyboard:)``.
    @exclusivity(unchecked) public var isFocused = false {
        didSet {
            guard isFocused != oldValue else { return }
            if !isFocused { isFocusVisible = false }
            stateFactorDidChange()
            host?.controlDidChangeFocus(self)
        }
    }

    /// Whether the focus is shown (a focus ring): the control is focused and the user is
    /// using the keyboard, as GTK's focus-visible and UIKit's focus system decide.
    ///
    /// It turns on when focus arrives by keyboard navigation (``setFocused(_:byKeyboard:)``)
    /// and when a focused control receives a key (``keyDown(_:)``); it turns off when a
    /// touch goes down on the control and when focus leaves. So a window that opens with
    /// the control focused, or a tap that focuses it, shows no ring.
    public private(set) var isFocusVisible = false {
        didSet { if isFocusVisible != oldValue { setNeedsDisplay() } }
    }

    /// Gives or takes focus, saying whether it came from the keyboard (Tab, arrows: shown)
    /// or not (a click, a window opening: not shown until a key is used).
    ///
    /// ```swift
    /// slider.setFocused(true, byKeyboard: true)   // Tab reached it: the ring shows
    /// ```
    public func setFocused(_ focused: Bool, byKeyboard: Bool) {
        isFocused = focused
        isFocusVisible = focused && (byKeyboard || isFocusVisible)
    }

    /// The keyboard was used on the focused control: its focus is shown from now on.
    func keyboardWasUsed() {
        if isFocused { isFocusVisible = true }
    }

    /// Whether touches set ``isHighlighted`` (true, as `UIControl`).
    open var highlightsOnTouch: Bool { true }

    /// The current state, computed from its factors every time; never stored.
    ///
    /// The factors: ``isHighlighted``, ``isEnabled``, ``isSelected``, ``isFocused``, the
    /// custom states registered with ``register(_:forBoolKeyPath:inverted:)``, and a
    /// subclass's ``customState``.
    public var state: State {
        var s = customState.union(engine.registeredState(of: self))
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        if isFocused { s.insert(.focused) }
        return s
    }

    /// Bits of ``State/application`` that a subclass adds to ``state``; call
    /// ``stateFactorDidChange()`` when what it returns changes.
    open var customState: State { [] }

    /// Called whenever ``state`` changes (after per-state values are applied); the
    /// default redraws.
    open func stateDidChange(from oldState: State) {
        setNeedsDisplay()
    }

    /// Call after changing anything ``state`` is computed from (a registered Boolean
    /// property's `didSet`, say). When the state changed, per-state values are applied,
    /// ``stateDidChange(from:)`` runs and observers are told; inside a transition this
    /// waits for its end.
    public func stateFactorDidChange() {
        engine.factorDidChange(on: self)
    }

    /// The state last announced to observers; used to diff, never to answer ``state``.
    var publishedState: State = []

    /// Announces a state change: values, then the subclass hook, then observers.
    func publishStateChange(from old: State, to new: State) {
        stateDidChange(from: old)
        registry.notifyStateObservers(self, old, new)
    }

    let engine = StateEngine()

    /// Handlers, state observers and their tokens (see Control+Actions.swift).
    let registry = ActionRegistry()

    // MARK: Touch input (the one path from hosts and tests)

    /// Whether a tracking session is running (``beginTracking(_:)`` returned true and
    /// the touch has not ended).
    @exclusivity(unchecked) public private(set) var isTracking = false

    /// Whether the current touch is inside the bounds grown by ``dragSlop`` (during
    /// ``endTracking(_:)``: whether it lifted inside).
    @exclusivity(unchecked) public private(set) var isTouchInside = false

    /// How far outside the bounds a touch still counts as inside, in points (70, UIKit's
    /// observed margin). Decides drag exit/enter and touch-up-inside.
    public var dragSlop: CGFloat = 70

    /// Two touches make a multi-tap when the second goes down within this many seconds of
    /// the first one's touch-up-inside…
    public static let multiTapInterval: TimeInterval = 0.35
    /// …and within this many points of it.
    public static let multiTapRadius: CGFloat = 22

    @exclusivity(unchecked) private var touch: Touch?
    /// Whether editing observers were told a touch began and not yet that it ended.
    @exclusivity(unchecked) private var touchSessionIsOpen = false
    /// True while ``beginTracking(_:)`` runs: a handler that drops the touch then still
    /// gets ``cancelTracking()``, so the subclass can undo what it began.
    @exclusivity(unchecked) private var beginningTouch = false
    private var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?

    /// Starts a touch at `location` (control coordinates).
    ///
    /// Ignored, returning false, when the control is disabled, a touch is already down
    /// (controls track one touch, as `UIControl` without multiple touch), or the location
    /// is not finite.
    ///
    /// - Parameters:
    ///   - location: Where the finger went down.
    ///   - time: The event time; `nil`, NaN or infinite uses the present on the
    ///     control's clock (``FrameClock/currentTime``).
    /// - Returns: Whether the touch was accepted.
    @discardableResult
    public func touchDown(at location: CGPoint, time: TimeInterval? = nil) -> Bool {
        guard isEnabled, touch == nil, location.isFinite else { return false }
        let t = eventTime(time)
        var tapCount = 1
        if let last = lastTap, t - last.time <= Control.multiTapInterval, t >= last.time,
            location.distance(to: last.location) <= Control.multiTapRadius
        {
            tapCount = last.count + 1
        }
        let began = Touch(location: location, timestamp: t, tapCount: tapCount, phase: .began)
        touch = began
        haptics?.prepare()  // a detent may follow at once (a stepper steps on the press)
        isFocusVisible = false  // pointer use hides the focus, as GTK and UIKit do
        isTouchInside = isInside(location)
        if highlightsOnTouch { isHighlighted = true }
        beginningTouch = true
        let tracks = beginTracking(began)
        beginningTouch = false
        guard touch != nil else { return true }  // cancelled or disabled by the hook (or its handlers)
        isTracking = tracks
        touchSessionIsOpen = true
        registry.notifyEditingObservers(self, true)
        guard touch != nil else { return true }  // an editing observer cancelled it
        sendActions(for: tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
        return true
    }

    /// Moves the current touch; ignored when there is none or the location is not finite.
    public func touchMove(to location: CGPoint, time: TimeInterval? = nil) {
        guard var current = touch, location.isFinite else { return }
        current.previousLocation = current.location
        current.location = location
        current.timestamp = eventTime(time)
        current.phase = .moved
        touch = current
        let wasInside = isTouchInside
        isTouchInside = isInside(location)
        if highlightsOnTouch { isHighlighted = isTouchInside }
        if isTracking {
            let keepsTracking = continueTracking(current)
            guard touch != nil else { return }  // a handler cancelled the touch or disabled the control
            isTracking = keepsTracking
        }
        if wasInside != isTouchInside {
            sendActions(for: isTouchInside ? .touchDragEnter : .touchDragExit)
            guard touch != nil else { return }
        }
        sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside)
    }

    /// Lifts the current touch at `location` (the last location when nil).
    public func touchUp(at location: CGPoint? = nil, time: TimeInterval? = nil) {
        guard var current = touch else { return }
        if let location, location.isFinite {
            current.previousLocation = current.location
            current.location = location
        }
        current.timestamp = eventTime(time)
        current.phase = .ended
        let inside = isInside(current.location)
        touch = nil
        isTouchInside = inside  // as UIKit: endTracking still sees where the touch ended
        let wasTracking = isTracking
        isTracking = false
        if wasTracking { endTracking(current) }
        isTouchInside = false
        if highlightsOnTouch { isHighlighted = false }
        closeTouchSession()
        lastTap = inside ? (current.location, current.timestamp, current.tapCount) : nil
        sendActions(for: inside ? .touchUpInside : .touchUpOutside)
    }

    /// Cancels the current touch (the system took it, say): ``cancelTracking()`` then
    /// `touchCancel`. Does nothing when no touch is down.
    public func touchCancel() {
        guard dropTouch() else { return }
        sendActions(for: .touchCancel)
    }

    /// Drops the current touch without events (used when the control becomes disabled).
    private func abandonTouch() {
        guard dropTouch() else { return }
        isHighlighted = false
    }

    /// Forgets the current touch, cancelling tracking; returns whether there was one.
    @discardableResult
    private func dropTouch() -> Bool {
        guard touch != nil else { return false }
        let wasTracking = isTracking || beginningTouch
        touch = nil
        isTracking = false
        isTouchInside = false
        lastTap = nil
        if wasTracking { cancelTracking() }
        if highlightsOnTouch { isHighlighted = false }
        closeTouchSession()
        return true
    }

    /// Tells editing observers that the touch they heard begin has ended (once).
    private func closeTouchSession() {
        guard touchSessionIsOpen else { return }
        touchSessionIsOpen = false
        registry.notifyEditingObservers(self, false)
    }

    /// An input's time: the one given when finite, else the clock's present.
    private func eventTime(_ time: TimeInterval?) -> TimeInterval {
        guard let time, time.isFinite else { return clock.currentTime }
        return time
    }

    private func isInside(_ point: CGPoint) -> Bool {
        let slop = dragSlop.isFinite ? max(dragSlop, 0) : 0
        return bounds.insetBy(dx: -slop, dy: -slop).contains(point)
    }

    // MARK: Tracking hooks

    /// A touch went down. Return true to track it (get ``continueTracking(_:)``).
    open func beginTracking(_ touch: Touch) -> Bool { true }
    /// The tracked touch moved. Return false to stop tracking it.
    open func continueTracking(_ touch: Touch) -> Bool { true }
    /// The tracked touch lifted.
    open func endTracking(_ touch: Touch?) {}
    /// The tracked touch was cancelled, or the control was disabled mid-touch.
    open func cancelTracking() {}

    // MARK: Sharing drags with a scroll view

    /// Whether the control keeps a drag that began at `start` and has moved by
    /// `translation` when an enclosing scroll view wants it: false lets the page scroll.
    ///
    /// UIKit hosts answer an enclosing pan's `gestureRecognizerShouldBegin(_:)` with it, as
    /// `UISlider` does ("prevent swipes parallel to the slider's travel direction and that
    /// start in the thumb"). The answer depends on where the drag started and which way it
    /// runs, not on whether the control has seen the touch yet: inside a scroll view the
    /// touch-down is held back for a moment (`delaysContentTouches`), and a quick swipe
    /// makes the pan ask before the control was ever touched.
    ///
    /// A disabled control keeps nothing, and neither does one holding a touch it does not
    /// track (a slider touched off its thumb). Otherwise the control's own rule,
    /// ``ownsDrag(from:translation:)``, decides: sliders keep drags that start on a thumb
    /// and run along ``adjustmentAxis``, wheels vertical drags that start on a wheel, the
    /// dial drags that start on its face and run around its centre, a stepper sideways
    /// drags that start on its label when the label slides; buttons and the PIN field keep
    /// nothing. A non-finite start keeps nothing; a non-finite translation counts as no
    /// movement. ``ScrollContainer`` (ControlKitTesting) runs a finger inside a simulated
    /// scroll view that asks this question the way UIKit does.
    ///
    /// ```swift
    /// // In a UIView hosting the control:
    /// override func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
    ///     guard let pan = recognizer as? UIPanGestureRecognizer, pan.view !== self else { return true }
    ///     let moved = pan.translation(in: self), now = pan.location(in: self)
    ///     let start = CGPoint(x: now.x - moved.x, y: now.y - moved.y)
    ///     return !control.keepsDrag(from: start, translation: CGSize(width: moved.x, height: moved.y))
    /// }
    /// ```
    public final func keepsDrag(from start: CGPoint, translation: CGSize) -> Bool {
        guard isEnabled, start.isFinite, touch == nil || isTracking else { return false }
        let moved = CGSize(
            width: translation.width.isFinite ? translation.width : 0,
            height: translation.height.isFinite ? translation.height : 0)
        return ownsDrag(from: start, translation: moved)
    }

    /// Whether a tap at `point` (control coordinates) is the control's, so that a tap
    /// recognizer of an enclosing view must not take it: an enabled control keeps the taps
    /// on it (``point(inside:)``, its touch targets included) that do something there, by
    /// its own rule, ``ownsTap(at:)``. UIKit gives this protection only to its own controls
    /// (a button, a stepper, a slider's thumb); a tap recognizer on the screen ("tap the
    /// background to dismiss the keyboard") would otherwise end in the control's touch
    /// being cancelled, and a PIN field would never begin editing. UIKit hosts answer an
    /// enclosing single tap's `gestureRecognizerShouldBegin(_:)` with it.
    ///
    /// ```swift
    /// pin.keepsTap(at: CGPoint(x: 20, y: 20))  // true while enabled
    /// ```
    public final func keepsTap(at point: CGPoint) -> Bool {
        isEnabled && point.isFinite && self.point(inside: point) && ownsTap(at: point)
    }

    /// The control's own rule for ``keepsTap(at:)``: whether a tap at `point` (inside the
    /// control, finite) does something there. The default: everywhere. Sliders keep only
    /// taps on a thumb (or on the track where the track takes touches), so a tap on a
    /// slider's bare track reaches the screen's recognizer, as with `UISlider`.
    open func ownsTap(at point: CGPoint) -> Bool { true }

    /// Whether a trackpad's or a mouse wheel's scroll over the control moves it as a
    /// finger's drag from the pointer would: true for the controls UIKit builds on scroll
    /// views (a picker's wheels, a horizontal wheel, a calendar's months), false for the
    /// rest (the default), so a page scrolled with the pointer over a slider, a stepper or
    /// a dial leaves it alone. Which way a scroll is the control's is then
    /// ``keepsDrag(from:translation:)``'s rule (a wheel takes vertical scrolls; the page
    /// keeps the others).
    open var handlesPointerScrolling: Bool { false }

    /// A mouse wheel's turn over the control at `point`, in notches (a trackpad's scroll
    /// counted in the same steps): positive `height` is the wheel turned down (later rows
    /// come up), positive `width` to the right. A control that takes pointer scrolling
    /// (``handlesPointerScrolling``) moves the part under the pointer one step a notch, as
    /// its keys do, as a user change (a tick and `valueChanged`): a wheel a row, a calendar a
    /// month; returns whether it took the turn, so a host lets the page scroll with the
    /// rest. A disabled control, a non-finite point and a turn of no whole notch take
    /// nothing; a turn of more than 1,000 notches counts as 1,000.
    ///
    /// ```swift
    /// picker.scrollWheel(by: CGSize(width: 0, height: 2), at: CGPoint(x: 60, y: 100))  // two rows on
    /// ```
    @discardableResult
    public final func scrollWheel(by notches: CGSize, at point: CGPoint) -> Bool {
        guard let steps = wheelSteps(notches, at: point) else { return false }
        return scrollWheelSteps(steps, at: point, perform: true)
    }

    /// Whether ``scrollWheel(by:at:)`` would take `notches` at `point` now, without moving
    /// anything: what a host asks before it keeps a scroll from an enclosing scroll view.
    public final func takesScrollWheel(_ notches: CGSize, at point: CGPoint) -> Bool {
        guard let steps = wheelSteps(notches, at: point) else { return false }
        return scrollWheelSteps(steps, at: point, perform: false)
    }

    /// Whole notches, each way at most 1,000, or nil when the control takes no wheel here.
    private func wheelSteps(_ notches: CGSize, at point: CGPoint) -> CGSize? {
        guard isEnabled, handlesPointerScrolling, point.isFinite else { return nil }
        func whole(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, -1_000), 1_000).rounded(.towardZero) : 0 }
        let steps = CGSize(width: whole(notches.width), height: whole(notches.height))
        return steps == .zero ? nil : steps
    }

    /// The control's own rule for ``scrollWheel(by:at:)`` and ``takesScrollWheel(_:at:)``:
    /// whether it takes `steps` (whole notches, not both zero, each at most 1,000) at
    /// `point`, and, when `perform`, moves by them. The default takes nothing.
    open func scrollWheelSteps(_ steps: CGSize, at point: CGPoint, perform: Bool) -> Bool { false }

    /// The control's own rule for ``keepsDrag(from:translation:)``: whether a drag that
    /// began at `start` (control coordinates, finite) and has moved by `translation`
    /// (finite) is the control's. Asked whether or not the control is tracking the touch
    /// yet. The default keeps nothing.
    open func ownsDrag(from start: CGPoint, translation: CGSize) -> Bool { false }

    /// Whether `translation` runs along `axis` at least as much as across it (a drag that
    /// has not moved runs along every axis).
    public static func drag(_ translation: CGSize, runsAlong axis: ControlOrientation) -> Bool {
        let dx = translation.width.isFinite ? abs(translation.width) : 0
        let dy = translation.height.isFinite ? abs(translation.height) : 0
        return axis == .horizontal ? dx >= dy : dy >= dx
    }

    // MARK: Keyboard and accessibility (the shared paths are in Control+Adjusting.swift)

    /// Handles a key for ``keyDown(_:)``, which has already checked that the control is
    /// enabled and focused. The default maps arrows, Home and End to an ``Adjustment`` of
    /// the ``keyboardElementID`` element along ``adjustmentAxis`` (see
    /// ``Key/adjustment(along:direction:)``). Return true when handled; an unhandled Tab
    /// lets the host move focus on.
    open func handleKey(_ key: Key) -> Bool { handleAdjustmentKey(key) }

    /// The element the arrow keys adjust, or nil when the keys adjust nothing (default).
    open var keyboardElementID: String? { nil }

    /// Moves the keyboard to the element `id`, so keys act on it from now on: what a host
    /// does when its focus lands on one element (GTK gives each element its own focusable
    /// node). Returns false when keys cannot act on that element; the default accepts
    /// only ``keyboardElementID``. A range slider switches thumbs, a picker components.
    ///
    /// ```swift
    /// rangeSlider.focusElement("upper")   // arrows now move the upper thumb
    /// ```
    @discardableResult
    open func focusElement(_ id: String) -> Bool { id == keyboardElementID }

    /// The axis the arrow keys follow (default horizontal; a vertical slider says vertical).
    open var adjustmentAxis: ControlOrientation { .horizontal }

    /// Moves the adjustable element `id` one step (or to a limit) as a user change: the
    /// one path behind arrow keys and assistive increment/decrement. Returns whether the
    /// element exists and the request was understood (even when the value was already at
    /// its limit). The default adjusts nothing.
    @discardableResult
    open func adjust(_ adjustment: Adjustment, element id: String) -> Bool { false }

    /// Sets the adjustable element `id` to `value` (its ``AccessibilityElement/numericValue``
    /// scale) as a user change told at once: what a screen reader's "set value" does.
    /// Controls clamp and snap it as they would a drag; a non-finite value is ignored
    /// (returns false). The default sets nothing.
    @discardableResult
    open func adjust(to value: Double, element id: String) -> Bool { false }

    /// Builds the elements assistive technologies see (default: none). Override this;
    /// read ``accessibilityElements``, which adds the app's labels, values and hints.
    open func makeAccessibilityElements() -> [AccessibilityElement] { [] }

    /// Performs an assistive action on the element with `id`; returns true when handled.
    ///
    /// The default sends increment and decrement to ``adjust(_:element:)`` and a set value
    /// to ``adjust(to:element:)`` while enabled. Controls override it for their buttons
    /// and custom actions.
    @discardableResult
    open func performAccessibilityAction(_ action: AccessibilityAction, on id: String) -> Bool {
        guard isEnabled else { return false }
        switch action {
        case .increment: return adjust(.increment, element: id)
        case .decrement: return adjust(.decrement, element: id)
        case .setValue(let value): return value.isFinite && adjust(to: value, element: id)
        default: return false
        }
    }

    /// The app's accessibility texts per element id (see Control+Accessibility.swift).
    var accessibilityOverrides: [String: AccessibilityOverride] = [:]
    /// The app's texts for whichever element comes first (``accessibilityLabel`` and kin).
    var firstElementOverride = AccessibilityOverride()
    /// The app's name for the whole control, read before each element's label.
    var groupLabel: String?
    /// The name an app gave the whole control (``setWholeControlAccessibilityLabel(_:)``),
    /// placed when the elements are built.
    var wholeLabel: String?
    /// Whether the host reads ``wholeLabel`` once as its parts' group name (``wholeLabelNamesGroup``).
    var namesGroupWithWholeLabel = false

    // MARK: Layout and display

    /// Whether ``layout()`` is due.
    @exclusivity(unchecked) public private(set) var needsLayout = true
    /// Whether the control must be drawn again.
    @exclusivity(unchecked) public private(set) var needsDisplay = true
    /// The stale part when only parts were marked (nil: all of it).
    @exclusivity(unchecked) private var staleRect: CGRect?
    /// The part being drawn, during ``render(in:rect:)``.
    @exclusivity(unchecked) private var rectBeingDrawn: CGRect?

    /// The part of ``bounds`` to draw again: what ``setNeedsDisplay(_:)`` marked since the
    /// last render (all of ``bounds`` after ``setNeedsDisplay()``), `.null` when nothing
    /// is stale. While ``draw(in:)`` runs, the part being drawn, like the `rect` UIKit
    /// passes to `draw(_:)`: a control may leave out what lies wholly outside it.
    ///
    /// ```swift
    /// override func draw(in canvas: DrawingCanvas) {
    ///     for cell in cells where cell.frame.intersects(invalidRect) { drawCell(cell, in: canvas) }
    /// }
    /// ```
    public var invalidRect: CGRect {
        if let rectBeingDrawn { return rectBeingDrawn }
        guard needsDisplay else { return .null }
        return staleRect.map { $0.intersection(bounds) } ?? bounds
    }

    /// Marks the layout stale and tells the host.
    public func setNeedsLayout() {
        needsLayout = true
        host?.controlNeedsLayout(self)
    }

    /// Marks the drawing stale and tells the host.
    public func setNeedsDisplay() {
        needsDisplay = true
        staleRect = nil
        host?.controlNeedsDisplay(self)
    }

    /// Marks the part `rect` (in the control's coordinates) of the drawing stale and tells
    /// the host, like UIKit's `setNeedsDisplay(_:)`: a host that keeps the last frame's
    /// pixels draws only ``invalidRect`` again. Marks add up (their union); after
    /// ``setNeedsDisplay()`` everything stays stale until drawn. A rectangle with a
    /// non-finite coordinate marks everything; a negative size counts as its standardized
    /// rectangle; `.null`, an empty rectangle or one that does not overlap ``bounds``
    /// marks nothing.
    ///
    /// ```swift
    /// thumbCenter = newCenter
    /// setNeedsDisplay(oldThumbFrame.union(thumbFrame))
    /// ```
    public func setNeedsDisplay(_ rect: CGRect) {
        guard !rect.isNull else { return }
        guard rect.origin.isFinite, rect.size.width.isFinite, rect.size.height.isFinite else { return setNeedsDisplay() }
        let rect = rect.standardized
        // Overlapping, not just touching (the intersection of neighbours is a line).
        guard !rect.intersection(bounds).isEmpty else { return }
        if !needsDisplay {
            staleRect = rect
        } else if let stale = staleRect {
            staleRect = stale.union(rect)
        }
        needsDisplay = true
        host?.controlNeedsDisplay(self)
    }

    /// Runs ``layout()`` now if it is due.
    public func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        layout()
    }

    /// Computes frames of the control's parts from ``bounds``; like `layoutSubviews`.
    open func layout() {}

    // MARK: Presenting another control

    /// A control this one shows over itself now for the person to edit with (a compact
    /// date picker's calendar), or nil (the default). A host presents it (a popover) when
    /// told by ``ControlHost/controlDidChangePresentation(_:)``; the presented control is
    /// a control like any other, hosted by the popover.
    open var presentedControl: Control? { nil }

    /// Where a presentation points, in this control's coordinates (default the bounds).
    open var presentationSourceRect: CGRect { bounds }

    /// The id of the accessibility element a presentation opened from (a compact date
    /// picker's time pill), while it shows and after it closes: a host puts VoiceOver's
    /// focus back on it when the presentation closes, not on the control's first element.
    /// Nil (the default): the control's first element.
    open var presentationSourceElementID: String? { nil }

    /// The person closed the presentation (a tap outside the popover): the control stops
    /// presenting. Hosts call it; the default does nothing.
    open func dismissPresentation() {}

    /// Draws the control in its own coordinates. Subclasses override; the default draws
    /// nothing.
    open func draw(in canvas: DrawingCanvas) {}

    /// Lays out if needed, then draws, clearing ``needsDisplay``. Hosts call this.
    public func render(in canvas: DrawingCanvas) { render(in: canvas, rect: bounds) }

    /// Whether the control has been drawn once. Until then nobody has seen it, so a value
    /// given to it declaratively (a SwiftUI update) is shown at once rather than animated
    /// there: a view that appears shows its value, as SwiftUI's `Picker` and `DatePicker` do.
    public private(set) var hasBeenDrawn = false

    /// Lays out if needed, then draws the part `rect` of the control, clearing
    /// ``needsDisplay``: for hosts that keep the last frame's pixels, have cleared `rect`
    /// and clipped `canvas` to it (usually ``invalidRect``, grown to whole pixels).
    /// ``invalidRect`` is `rect` while the control draws.
    public func render(in canvas: DrawingCanvas, rect: CGRect) {
        layoutIfNeeded()
        hasBeenDrawn = true
        needsDisplay = false
        staleRect = nil
        let outer = rectBeingDrawn
        rectBeingDrawn = rect
        defer { rectBeingDrawn = outer }
        if userInterfaceStyle == .light, accessibilityContrast == .normal {
            draw(in: canvas)  // stored components are the light variant: nothing to resolve
        } else {
            draw(in: StyleResolvingCanvas(canvas, style: userInterfaceStyle, contrast: accessibilityContrast))
        }
    }
}

/// Removes an action or state observer from its control.
@MainActor
public final class ActionToken {
    private weak var control: Control?
    let id: Int

    init(control: Control, id: Int) {
        self.control = control
        self.id = id
    }

    /// Removes it; doing so twice, or after the control is gone, does nothing.
    public func remove() {
        control?.removeAction(self)
    }
}

/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`, SwiftUI's `ColorScheme`).
public enum ControlInterfaceStyle: Hashable, Sendable {
    case light, dark

    /// The appearance a theme whose text is drawn in `textColor` has: light text (relative
    /// luminance above one half) is a dark appearance, dark text a light one.
    ///
    /// For hosts whose toolkit has no dark-appearance flag: a GTK theme (Adwaita's dark
    /// variant, `GTK_THEME=Adwaita:dark`, `gtk-application-prefer-dark-theme`, a high
    /// contrast inverse theme) is known by its colours, so the GTK host gives the control the
    /// style of its widget's text colour.
    ///
    /// ```swift
    /// ControlInterfaceStyle(forTextColor: .white)   // .dark
    /// ```
    public init(forTextColor textColor: DrawingColor) {
        // WCAG's relative luminance of the sRGB colour.
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        let luminance = 0.2126 * linear(textColor.red) + 0.7152 * linear(textColor.green) + 0.0722 * linear(textColor.blue)
        self = luminance > 0.5 ? .dark : .light
    }
}

/// Normal or increased contrast (UIKit's `UIAccessibilityContrast`, SwiftUI's
/// `ColorSchemeContrast`): whether the person asked for colours of higher contrast.
public enum ControlAccessibilityContrast: Hashable, Sendable {
    case normal, high
}

/// The direction text runs, deciding which end of a horizontal control is "leading".
public enum ControlLayoutDirection: Hashable, Sendable {
    case leftToRight, rightToLeft
}
