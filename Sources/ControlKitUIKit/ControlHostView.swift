#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    // UIKit's accessibility traits and notifications are plain globals in SDKs before iOS 17's,
    // which Swift 6 rejects as shared mutable state; UIKit reads and writes them on the main
    // thread only.
    @preconcurrency import UIKit

    /// A `UIControl` that hosts any ControlKit ``Control``: the UIKit host.
    ///
    /// Thin by design: touches go to the control's one input path, the control's events
    /// come back out as `UIControl` events (so `addTarget(_:action:for:)` and
    /// `addAction(_:for:)` work as on any UIKit control), the control draws with
    /// ``CoreGraphicsCanvas``, time comes from a display link, haptics from UIKit's
    /// feedback generators, and VoiceOver sees the control's accessibility elements.
    ///
    /// Compiled for iOS against Apple's SDK by `scripts/ios-check.sh`, never run by this
    /// project's tests: see docs/DESIGN.md.
    ///
    /// ```swift
    /// final class FiltersViewController: UIViewController {
    ///     let price = RangeSliderView()
    ///
    ///     override func viewDidLoad() {
    ///         super.viewDidLoad()
    ///         price.slider.maximumValue = 1000
    ///         price.addTarget(self, action: #selector(priceChanged), for: .valueChanged)
    ///         view.addSubview(price)
    ///     }
    ///
    ///     @objc func priceChanged() { print(price.slider.lowerValue, price.slider.upperValue) }
    /// }
    /// ```
    open class ControlHostView: UIControl, ControlHost {
        /// The hosted control (a control view's typed one: `slider`, `picker`, …).
        public private(set) var control: Control
        private var forwarding: [ActionToken] = []

        /// Hosts `control`.
        public init(control: Control, frame: CGRect = .zero) {
            self.control = control
            super.init(frame: frame)
            setUpHosting()
        }

        /// Hosts `control` in a view decoded from a storyboard or nib: what each
        /// control's own `init?(coder:)` calls with a new control.
        public init?(coder: NSCoder, control: Control) {
            self.control = control
            super.init(coder: coder)
            setUpHosting()
        }

        /// A bare `ControlHostView` cannot come from a storyboard (it would have no
        /// control): use one of the control views (``RangeSliderView``, …) as the custom
        /// class instead. Returns nil.
        public required init?(coder: NSCoder) { return nil }

        private func setUpHosting() {
            isOpaque = false
            backgroundColor = .clear
            contentMode = .redraw
            isAccessibilityElement = false
            // Selector-based: NotificationCenter drops the observer when the view goes.
            NotificationCenter.default.addObserver(
                self, selector: #selector(reduceMotionStatusDidChange(_:)),
                name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
            // A new day, time zone or clock: the date controls show today and the user's
            // zone (the core decides; the others ignore it).
            for name in [UIApplication.significantTimeChangeNotification, .NSSystemTimeZoneDidChange] {
                NotificationCenter.default.addObserver(self, selector: #selector(significantTimeDidChange(_:)), name: name, object: nil)
            }
            NotificationCenter.default.addObserver(
                self, selector: #selector(currentLocaleDidChange(_:)), name: NSLocale.currentLocaleDidChangeNotification, object: nil)
            addGestureRecognizer(pointerScroll)
            addGestureRecognizer(wheelScroll)
            bindControl()
        }

        // MARK: Trackpad and mouse scrolling

        /// A trackpad's two-finger scroll (iPad, and iPad apps on a Mac): scroll events only,
        /// driven into the control as a drag from the pointer when it scrolls
        /// (``ControlKit/Control/handlesPointerScrolling``), as UIKit's pickers, built on
        /// scroll views, take them.
        private lazy var pointerScroll: UIPanGestureRecognizer = {
            let pan = UIPanGestureRecognizer(target: self, action: #selector(pointerDidScroll(_:)))
            pan.allowedScrollTypesMask = .continuous
            pan.allowedTouchTypes = []  // fingers come through touchesBegan
            return pan
        }()
        /// A mouse wheel's clicks: a row a click (``ControlKit/Control/scrollWheel(by:at:)``),
        /// as GTK's hosts take them, not a drag that a click too short to reach the next row
        /// would snap back from.
        private lazy var wheelScroll: UIPanGestureRecognizer = {
            let pan = UIPanGestureRecognizer(target: self, action: #selector(wheelDidScroll(_:)))
            pan.allowedScrollTypesMask = .discrete
            pan.allowedTouchTypes = []
            return pan
        }()
        /// Where the drag a trackpad scroll stands for began, and how far it has gone.
        private var pointerScrollStart: CGPoint?
        private var pointerScrollDistance: CGFloat = 0
        /// The mouse wheel's translation at its last report, and the part of it not yet
        /// turned into notches.
        private var wheelTranslation = CGPoint.zero
        private var wheelRemainder = CGPoint.zero
        /// Whether the gesture under way has turned a notch yet.
        private var wheelTurned = false
        /// The points of scrolling a mouse wheel's click stands for (UIKit reports a click
        /// as about ten points of translation).
        private static let pointsPerWheelNotch: CGFloat = 10

        @objc private func pointerDidScroll(_ pan: UIPanGestureRecognizer) {
            let moved = pan.translation(in: self)
            switch pan.state {
            case .began:
                guard trackedTouch == nil, pointerScrollStart == nil else { return }
                let now = pan.location(in: self)
                let start = CGPoint(x: now.x - moved.x, y: now.y - moved.y)
                DisplayLinkDriver.shared.catchUp()
                guard control.touchDown(at: start, time: FrameClock.main.currentTime) else { return }
                pointerScrollStart = start
                pointerScrollDistance = 0
                fallthrough
            case .changed:
                guard let start = pointerScrollStart else { return }
                DisplayLinkDriver.shared.catchUp()
                pointerScrollDistance = max(pointerScrollDistance, hypot(moved.x, moved.y))
                control.touchMove(to: CGPoint(x: start.x + moved.x, y: start.y + moved.y), time: FrameClock.main.currentTime)
            case .ended:
                guard let start = pointerScrollStart else { return }
                pointerScrollStart = nil
                // A brush too short to leave a tap's reach is no tap: it ends as cancelled,
                // so the wheel does not jump to the row under the pointer.
                guard pointerScrollDistance >= 10 else { return control.touchCancel() }
                DisplayLinkDriver.shared.catchUp()
                control.touchUp(at: CGPoint(x: start.x + moved.x, y: start.y + moved.y), time: FrameClock.main.currentTime)
            default:
                guard pointerScrollStart != nil else { return }
                pointerScrollStart = nil
                control.touchCancel()
            }
        }

        @objc private func wheelDidScroll(_ pan: UIPanGestureRecognizer) {
            if pan.state == .began {
                wheelTranslation = .zero
                wheelRemainder = .zero
                wheelTurned = false
            }
            guard [.began, .changed, .ended].contains(pan.state) else { return }
            // A pan's translation follows the content: a wheel turned to scroll the page
            // down moves it up, which brings a wheel's later rows.
            let moved = pan.translation(in: self)
            wheelRemainder.x += moved.x - wheelTranslation.x
            wheelRemainder.y += moved.y - wheelTranslation.y
            wheelTranslation = moved
            let size = ControlHostView.pointsPerWheelNotch
            var notches = CGSize(
                width: (-wheelRemainder.x / size).rounded(.towardZero), height: (-wheelRemainder.y / size).rounded(.towardZero))
            wheelRemainder.x += notches.width * size
            wheelRemainder.y += notches.height * size
            // A click smaller than a notch's worth still turns one notch, once per gesture.
            if pan.state == .ended, notches == .zero, !wheelTurned, wheelRemainder != .zero {
                notches = ControlHostView.notches(of: wheelRemainder)
            }
            // One way at a time, the way it moved most, as the gate asked.
            if notches.width != 0, notches.height != 0 {
                if abs(moved.x) > abs(moved.y) { notches.height = 0 } else { notches.width = 0 }
            }
            guard notches != .zero else { return }
            wheelTurned = true
            DisplayLinkDriver.shared.catchUp()
            control.scrollWheel(by: notches, at: pan.location(in: self))
        }

        /// Whether a scroll view around the control can scroll now (scrolling on, and content
        /// larger than it, or set to bounce): who takes a scroll whose way is not known yet.
        private var enclosingPageCanScroll: Bool {
            var view = superview
            while let current = view {
                if let page = current as? UIScrollView, page.isScrollEnabled {
                    let inset = page.adjustedContentInset
                    let size = page.bounds.size
                    if page.contentSize.height + inset.top + inset.bottom > size.height || page.alwaysBounceVertical
                        || page.contentSize.width + inset.left + inset.right > size.width || page.alwaysBounceHorizontal
                    {
                        return true
                    }
                }
                view = current.superview
            }
            return false
        }

        /// The way a scroll goes: its translation, or, before it has moved, its velocity
        /// (zero when neither says yet).
        private static func scrollDirection(of pan: UIPanGestureRecognizer, in view: UIView) -> CGPoint {
            let moved = pan.translation(in: view)
            return moved != .zero ? moved : pan.velocity(in: view)
        }

        /// The notch a scroll's translation points to (one, the way it moved most), for
        /// asking the control whether it takes it.
        private static func notches(of moved: CGPoint) -> CGSize {
            if abs(moved.x) > abs(moved.y) { return CGSize(width: moved.x < 0 ? 1 : -1, height: 0) }
            return CGSize(width: 0, height: moved.y == 0 ? 0 : (moved.y < 0 ? 1 : -1))
        }

        /// Hosts `newControl` instead of the control made in `init(frame:)`: what a control
        /// view's `init(slider:frame:)` does, so that `init(frame:)` and `init?(coder:)` stay
        /// the only designated initializers, as on UIKit's controls. The old control is let go.
        func replaceControl(with newControl: Control) {
            guard newControl !== control else { return }
            for token in forwarding { control.removeAction(token) }
            forwarding = []
            if control.host === self { control.host = nil }
            control = newControl
            accessibilityItems = [:]
            accessibilityOrder = []
            hasVendedAccessibilityElements = false
            accessibilityElementsThisTurn = nil
            tintDimming = TintDimming()
            bindControl()
            invalidateIntrinsicContentSize()
            setNeedsLayout()
            setNeedsDisplay()
        }

        /// Lets go of the control: its handlers here are removed and it has no host (a
        /// popover's host, when the popover closes: the editor control outlives it).
        func releaseControl() {
            for token in forwarding { control.removeAction(token) }
            forwarding = []
            if control.host === self { control.host = nil }
            isReleased = true
        }

        /// Let go of its control: its traits, tint and bounds no longer reach it (the editor
        /// outlives a closed popover's host).
        private(set) var isReleased = false

        /// The size for `sizeToFit()` and frame-based layout: the control's natural size on
        /// each axis where it has one, `size` on the others; a zero or unbounded side sets no
        /// limit (the core's rule, ``ControlKit/Control/sizeThatFits(_:)``).
        open override func sizeThatFits(_ size: CGSize) -> CGSize {
            control.sizeThatFits(size)
        }

        /// Makes the view the control's host: clock, text, haptics, state and events.
        private func bindControl() {
            // The view's label is read once, as its semantic group's, unless the app made
            // the view no container (accessibilityContainerType).
            control.wholeLabelNamesGroup = appContainerType != UIAccessibilityContainerType.none
            control.host = self
            control.clock = .main
            control.textMeasurer = UIKitTextMeasurer()
            control.haptics = UIKitHaptics.forThisPlatform()
            DisplayLinkDriver.shared.start()
            // Enabled and selected start as the control's and stay in step both ways.
            super.isEnabled = control.isEnabled
            super.isSelected = control.isSelected
            forwarding.append(control.observeState { [weak self] control, _, _ in self?.adoptControlState(control) })
            // Editing that ends (Return in a PIN field) gives the keyboard back, where the
            // control says so (a date picker's closed popover leaves the keys where they are).
            forwarding.append(
                control.addAction(for: .editingDidEnd) { [weak self] control in
                    if control.resignsFocusWhenEditingEnds, self?.isFirstResponder == true { _ = self?.resignFirstResponder() }
                })
            for bit in 0..<32 {
                let event = Control.Event(rawValue: 1 << UInt(bit))
                forwarding.append(
                    control.addAction(for: event) { [weak self] _ in self?.send(UIControl.Event(rawValue: event.rawValue)) })
            }
            applyTraits()
        }

        @objc private func reduceMotionStatusDidChange(_ notification: Notification) { applyTraits() }

        /// A new day, time zone or clock (`NSSystemTimeZoneDidChange` may be posted off the
        /// main thread): the control hears of it on the main one.
        @objc nonisolated private func significantTimeDidChange(_ notification: Notification) {
            Task { @MainActor [weak self] in
                guard let self, !self.isReleased else { return }
                Self.readSystemTimeZoneAgain()
                self.control.handleSignificantTimeChange()
            }
        }

        /// Whether the system time zone was read again for the notice being handled.
        private static var systemTimeZoneIsFresh = false

        /// Apple's way to read a new system zone (`resetSystemTimeZone`), done once for all
        /// the views that hear one notice: on iOS 17 it also drops Foundation's calendars
        /// and locales, which each view would otherwise make it read again.
        private static func readSystemTimeZoneAgain() {
            guard !systemTimeZoneIsFresh else { return }
            systemTimeZoneIsFresh = true
            NSTimeZone.resetSystemTimeZone()
            // After the other views' turns, queued on the main actor before this one.
            Task { @MainActor in systemTimeZoneIsFresh = false }
        }

        /// The user's region settings changed (24-hour time, first weekday, calendar): the
        /// control hears of it on the main thread.
        @objc nonisolated private func currentLocaleDidChange(_ notification: Notification) {
            Task { @MainActor [weak self] in
                guard let self, !self.isReleased else { return }
                self.control.handleCurrentLocaleChange()
            }
        }

        // MARK: Traits: appearance, text size, direction, motion

        /// Whether the control follows the user's text size (Dynamic Type), as
        /// `UILabel.adjustsFontForContentSizeCategory`. Default true: the view gives the
        /// control the text size of its traits (``Control/contentSizeScale``, the body
        /// style's scale), and the core decides what follows it: the twins of UIKit's
        /// controls keep their size, as UIKit's do; the others scale their text and cells,
        /// up to a cap, and their intrinsic size follows.
        open var adjustsFontForContentSizeCategory = true {
            didSet { applyTraits() }
        }

        /// Setting the direction directly (not through the traits) applies it at once, not
        /// at the next layout.
        open override var semanticContentAttribute: UISemanticContentAttribute {
            didSet { applyTraits() }
        }

        /// Gives the control the view's traits: dark or light, Increase Contrast,
        /// right-to-left, Reduce Motion, and the text size. Called at init, on layout (which
        /// iOS 18's automatic trait tracking reruns when a trait read there changes) and on
        /// every trait change (`traitCollectionDidChange`, deprecated in iOS 17 and still
        /// delivered).
        func applyTraits() {
            guard !isReleased else { return }
            let traits = traitCollection
            control.userInterfaceStyle = traits.userInterfaceStyle == .dark ? .dark : .light
            control.accessibilityContrast = traits.accessibilityContrast == .high ? .high : .normal
            control.layoutDirection = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
            control.reduceMotion = UIAccessibility.isReduceMotionEnabled
            let body: CGFloat = 17  // the body style's default size: the scale is its ratio
            let scale = adjustsFontForContentSizeCategory ? UIFontMetrics.default.scaledValue(for: body, compatibleWith: traits) / body : 1
            if control.contentSizeScale != scale {
                control.contentSizeScale = scale
                invalidateIntrinsicContentSize()
            }
            resizeTextStyleFont()
            presentedPopover?.followSource()  // its arrow on the pill's place, its colour scheme ours
        }

        /// A font of a text style (`preferredFont(forTextStyle:)`) follows the text size by
        /// itself, as a `UILabel`'s does with `adjustsFontForContentSizeCategory`: it is made
        /// again at the style's size for these traits, keeping its design and weight.
        private func resizeTextStyleFont() {
            guard adjustsFontForContentSizeCategory, let text = control as? any TextDrawingControl,
                text.font.isSizedForContentSize, let kept = (text.font.platformFont as? UIKitFont)?.font,
                let name = kept.fontDescriptor.object(forKey: .textStyle) as? String
            else { return }
            let size = UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: name), compatibleWith: traitCollection).pointSize
            guard size != kept.pointSize else { return }
            text.font = DrawingFont(UIFont(descriptor: kept.fontDescriptor.withSize(size), size: 0))
            invalidateIntrinsicContentSize()
        }

        open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            applyTraits()
        }

        /// The view's tint (its own or inherited, as any UIKit view's) becomes the control's
        /// ``Control/tintColor``, with its light and dark variants. The control's own tint
        /// stands until the view's tint is first set or changes; a dimmed tint (behind an
        /// alert) lasts as long as the dimming (the core's rule: ``TintDimming``).
        open override func tintColorDidChange() {
            super.tintColorDidChange()
            guard !isReleased else { return }
            control.tintColor = tintDimming.viewTintDidChange(
                to: tintColor, isDimmed: tintAdjustmentMode == .dimmed, controlTint: control.tintColor, color: DrawingColor.init)
        }

        private var tintDimming = TintDimming<UIColor>()

        /// The control's tint as it is when nothing dims it: what a popover it presents
        /// takes (presenting one dims the views behind it, this one included).
        var undimmedTint: DrawingColor { tintDimming.undimmedTint(controlTint: control.tintColor) }

        // MARK: Layout and drawing

        open override func layoutSubviews() {
            super.layoutSubviews()
            guard !isReleased else { return }
            isLayingOut = true
            defer { isLayingOut = false }
            control.bounds = bounds
            applyTraits()
        }

        /// Whether ``layoutSubviews()`` is giving the control its bounds and traits now: the
        /// control's call for layout that this sets off asks for no second pass.
        private var isLayingOut = false
        /// The size last reported as `intrinsicContentSize`: invalidated only when the
        /// control's differs, so a control whose size follows its width cannot loop Auto
        /// Layout.
        private var reportedIntrinsicSize: CGSize?

        open override var intrinsicContentSize: CGSize {
            let size = control.intrinsicContentSize
            reportedIntrinsicSize = size
            return CGSize(
                width: size.width < 0 ? UIView.noIntrinsicMetric : size.width,
                height: size.height < 0 ? UIView.noIntrinsicMetric : size.height)
        }

        open override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            // UIKit keeps the layer's other pixels and has cleared and clipped to `rect`.
            control.render(in: CoreGraphicsCanvas(context: context, traitCollection: traitCollection), rect: rect)
        }

        /// Only the part the control marked (a moving wheel's column) is drawn again.
        open func controlNeedsDisplay(_ control: Control) {
            setNeedsDisplay(control.invalidRect)
            accessibilityDidChange()
        }

        public func controlNeedsLayout(_ control: Control) {
            if !isLayingOut { setNeedsLayout() }
            if reportedIntrinsicSize != control.intrinsicContentSize { invalidateIntrinsicContentSize() }
            accessibilityDidChange()
        }

        /// Focus goes both ways: a control that focuses itself (a PIN field's
        /// `beginEditing()`) makes the view first responder, so the keyboard appears; one
        /// that gives focus up resigns it.
        public func controlDidChangeFocus(_ control: Control) {
            if control.isFocused, !isFirstResponder {
                guard window != nil else {
                    focusWhenInWindow = true  // (a beginEditing() in viewDidLoad): at didMoveToWindow
                    return
                }
                // Refused (another responder would not resign): the control gives focus up
                // again, so a later request can try once more.
                if !becomeFirstResponder() { control.isFocused = false }
            } else if !control.isFocused {
                focusWhenInWindow = false
                if isFirstResponder { _ = resignFirstResponder() }
            }
            accessibilityDidChange()
        }

        /// Tells VoiceOver the screen changed, focusing `element` (a popover opening or
        /// closing). Here, where UIKit's notification globals are imported `@preconcurrency`.
        func postScreenChanged(focusing element: Any?) {
            UIAccessibility.post(notification: .screenChanged, argument: element)
        }

        /// A VoiceOver announcement of what the control says unasked.
        public func control(_ control: Control, announces text: String) {
            // Queued behind what VoiceOver is saying (a key's echo), not cutting it off.
            let queued = NSAttributedString(string: text, attributes: [.accessibilitySpeechQueueAnnouncement: true])
            UIAccessibility.post(notification: .announcement, argument: queued)
        }

        /// The control focused itself before the view was in a window.
        private var focusWhenInWindow = false

        /// The popover showing what the control presents (ControlPresentation.swift), and
        /// whether one is being presented or dismissed now.
        var presentedPopover: ControlPopoverController?
        var isPresentationTransitioning = false

        open override func didMoveToWindow() {
            super.didMoveToWindow()
            closePresentationOffScreen()
            guard window != nil, focusWhenInWindow else { return }
            focusWhenInWindow = false
            if control.isFocused, !isFirstResponder, !becomeFirstResponder() { control.isFocused = false }
        }

        // MARK: State mirrored both ways

        open override var isEnabled: Bool {
            didSet { if control.isEnabled != isEnabled { control.isEnabled = isEnabled } }
        }

        open override var isSelected: Bool {
            didSet { if control.isSelected != isSelected { control.isSelected = isSelected } }
        }

        /// True while the control tracks a touch (UIKit's meaning).
        open override var isTracking: Bool { control.isTracking }

        /// True while the tracked touch is inside the control's bounds with UIKit's slop
        /// (UIKit's meaning; the host hands touches to the control directly, so UIControl's
        /// own tracking methods, `beginTracking(_:with:)` and the rest, are not called: a
        /// subclass observes the control's events or overrides the core control's hooks).
        open override var isTouchInside: Bool { control.isTouchInside }

        /// The control's own highlight (a thumb or button held).
        open override var isHighlighted: Bool {
            get { control.isHighlighted }
            set { control.isHighlighted = newValue }
        }

        /// The control changed its own flags (the state engine, a disabling handler):
        /// UIKit's view follows.
        private func adoptControlState(_ control: Control) {
            if super.isEnabled != control.isEnabled { super.isEnabled = control.isEnabled }
            if super.isSelected != control.isSelected { super.isSelected = control.isSelected }
        }

        /// Sends a control event to the view's targets and actions. During a touch, target
        /// methods that take the event (`changed(_:forEvent:)`, which reads the touch's phase)
        /// get the touch's `UIEvent`, as UIKit's own controls give it; otherwise, as
        /// `sendActions(for:)`.
        private func send(_ event: UIControl.Event) {
            guard let touchEvent else { return sendActions(for: event) }
            enumerateEventHandlers { action, targetAction, registered, _ in
                guard registered.contains(event) else { return }
                if let action {
                    sendAction(action)
                } else if let (target, selector) = targetAction {
                    sendAction(selector, to: target, for: touchEvent)
                }
            }
        }

        // MARK: Touches (one touch, as UIControl)

        private weak var trackedTouch: UITouch?
        /// The event of the touch being handled now, for targets that take it.
        private weak var touchEvent: UIEvent?
        /// Touches the control did not take (a disabled control's), passed up the responder
        /// chain as UIResponder passes them, with their moves and end.
        private var passedTouches: Set<ObjectIdentifier> = []

        /// Runs a touch handler with `event` as the event targets get.
        private func handling(_ event: UIEvent?, _ body: () -> Void) {
            let outer = touchEvent
            touchEvent = event
            body()
            touchEvent = outer
        }

        /// The control decides what belongs to it: a slider's 44 pt thumb targets reach
        /// past short bounds.
        open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            control.point(inside: point)
        }

        open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            var taken = false
            if trackedTouch == nil, let touch = touches.first {
                DisplayLinkDriver.shared.catchUp()
                handling(event) {
                    if control.touchDown(at: touch.location(in: self), time: eventTime(touch)) { trackedTouch = touch }
                }
                taken = trackedTouch === touch
            }
            let passed = touches.filter { !taken || $0 !== trackedTouch }
            guard !passed.isEmpty else { return }
            passedTouches.formUnion(passed.map(ObjectIdentifier.init))
            next?.touchesBegan(passed, with: event)
        }

        open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            if let touch = trackedTouch, touches.contains(touch) {
                DisplayLinkDriver.shared.catchUp()
                handling(event) { control.touchMove(to: touch.location(in: self), time: eventTime(touch)) }
            }
            let passed = touches.filter { passedTouches.contains(ObjectIdentifier($0)) }
            if !passed.isEmpty { next?.touchesMoved(passed, with: event) }
        }

        open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            if let touch = trackedTouch, touches.contains(touch) {
                trackedTouch = nil
                DisplayLinkDriver.shared.catchUp()
                handling(event) { control.touchUp(at: touch.location(in: self), time: eventTime(touch)) }
            }
            passOn(touches) { next?.touchesEnded($0, with: event) }
        }

        open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            if let touch = trackedTouch, touches.contains(touch) {
                trackedTouch = nil
                handling(event) { control.touchCancel() }
            }
            passOn(touches) { next?.touchesCancelled($0, with: event) }
        }

        /// A touch's time on the clock: when it happened (its timestamp), which a fling's
        /// speed is measured from, not when it was handled.
        private func eventTime(_ touch: UITouch) -> TimeInterval {
            DisplayLinkDriver.shared.clockTime(ofEventAt: touch.timestamp)
        }

        /// The ending touches that were passed on, passed on again (and forgotten).
        private func passOn(_ touches: Set<UITouch>, _ deliver: (Set<UITouch>) -> Void) {
            let passed = touches.filter { passedTouches.remove(ObjectIdentifier($0)) != nil }
            if !passed.isEmpty { deliver(passed) }
        }

        /// Enclosing views' recognizers, as UIKit's own controls answer them.
        ///
        /// A tap recognizer of an enclosing view (a screen's "tap to dismiss the keyboard")
        /// does not begin on a tap the control keeps (``Control/keepsTap(at:)``), which it
        /// would otherwise cancel. Inside a scroll view, a pan begins only when the control
        /// does not keep the drag (``Control/keepsDrag(from:translation:)``, decided from
        /// where the drag started, whether or not the delayed touch has reached the control
        /// yet): a thumb dragged along a slider stays the slider's, and a quick drag across
        /// it scrolls the page. Once the held-back touch has reached the control (after the
        /// scroll view's `delaysContentTouches` moment), the scroll view no longer takes it:
        /// `touchesShouldCancel(in:)` is false for every `UIControl`, UIKit's own included;
        /// a scroll view subclass that answers true for these views makes any later drag
        /// the control does not keep scroll instead.
        open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            if gestureRecognizer === pointerScroll {
                // A trackpad scroll the control takes: one it handles, running its way (a
                // wheel's vertical one); the page scrolls with the rest.
                let moved = pointerScroll.translation(in: self), now = pointerScroll.location(in: self)
                let way = ControlHostView.scrollDirection(of: pointerScroll, in: self)
                // No way yet: the control's where no page around it can scroll, else the page's.
                guard way != .zero else { return control.handlesPointerScrolling && trackedTouch == nil && !enclosingPageCanScroll }
                let start = CGPoint(x: now.x - moved.x, y: now.y - moved.y)
                return control.handlesPointerScrolling && trackedTouch == nil
                    && control.keepsDrag(from: start, translation: CGSize(width: way.x, height: way.y))
            }
            if gestureRecognizer === wheelScroll {
                // A mouse wheel's click the control turns by (asked before any movement: a
                // click up or down, or else sideways, that it takes).
                let way = ControlHostView.scrollDirection(of: wheelScroll, in: self), at = wheelScroll.location(in: self)
                guard trackedTouch == nil else { return false }
                if way == .zero {
                    // No way yet: taken where any click would be when no page around can scroll;
                    // inside a page that can, only where a click either way on an axis would be,
                    // so the page keeps a scroll at a calendar's last month.
                    let takes = { [control] (a: CGSize) in control.takesScrollWheel(a, at: at) }
                    let (down, up) = (takes(CGSize(width: 0, height: 1)), takes(CGSize(width: 0, height: -1)))
                    let (right, left) = (takes(CGSize(width: 1, height: 0)), takes(CGSize(width: -1, height: 0)))
                    guard enclosingPageCanScroll else { return down || up || right || left }
                    return (down && up) || (right && left)
                }
                return control.takesScrollWheel(ControlHostView.notches(of: way), at: at)
            }
            // A single tap the control acts on is the control's, as UIKit's own controls keep
            // theirs; double taps and taps of several fingers are the screen's.
            if let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self, tap.numberOfTapsRequired == 1,
                tap.numberOfTouchesRequired == 1
            {
                return !control.keepsTap(at: tap.location(in: self))
            }
            guard let pan = gestureRecognizer as? UIPanGestureRecognizer, pan.view !== self else {
                return super.gestureRecognizerShouldBegin(gestureRecognizer)
            }
            let moved = pan.translation(in: self), now = pan.location(in: self)
            let start = CGPoint(x: now.x - moved.x, y: now.y - moved.y)
            // A trackpad's or mouse wheel's scroll (no touches; the two cannot be told apart
            // here) is kept only by a control that takes it as a drag its way (judged by the
            // way it moves, or is about to), or while the control turns by a wheel's clicks:
            // over a slider or a dial, and across a calendar, the page scrolls.
            if pan.numberOfTouches == 0 {
                if [.began, .changed].contains(wheelScroll.state) { return false }  // the control turns by it
                if wheelScroll.state == .failed { return true }  // the control refused this wheel's scroll
                guard control.handlesPointerScrolling else { return true }
                let way = ControlHostView.scrollDirection(of: pan, in: self)
                guard way != .zero else { return enclosingPageCanScroll }  // as the control's gate decides
                return !control.keepsDrag(from: start, translation: CGSize(width: way.x, height: way.y))
            }
            return !control.keepsDrag(from: start, translation: CGSize(width: moved.x, height: moved.y))
        }

        // MARK: Keyboard

        /// True while the control is enabled: a hosted control takes the keyboard (arrows
        /// move a slider's thumb, a stepper's value; a PIN field types).
        open override var canBecomeFirstResponder: Bool { control.isEnabled }

        /// Keyboard focus is the control's focus (a PIN field begins editing with it).
        open override func becomeFirstResponder() -> Bool {
            let became = super.becomeFirstResponder()
            if became { control.isFocused = true }
            return became
        }

        open override func resignFirstResponder() -> Bool {
            let resigned = super.resignFirstResponder()
            if resigned { control.isFocused = false }
            return resigned
        }

        /// iPadOS's keyboard navigation (Tab, the focus system; iOS 15) can reach an enabled
        /// control, as it reaches UIKit's own controls.
        open override var canBecomeFocused: Bool { control.isEnabled }

        /// Focus arriving by the keyboard makes the control focused with its ring shown (and
        /// first responder, so its keys arrive); focus leaving takes both away.
        open override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
            super.didUpdateFocus(in: context, with: coordinator)
            if context.nextFocusedView === self {
                if !isFirstResponder { _ = becomeFirstResponder() }
                control.setFocused(true, byKeyboard: true)
            } else if context.previouslyFocusedView === self {
                control.setFocused(false, byKeyboard: true)
                if isFirstResponder { _ = resignFirstResponder() }  // its keys go where focus went
            }
        }

        /// Presses the control used, so their end and cancel are not passed on either.
        private var handledPresses: Set<UIPress> = []

        open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            var unhandled: Set<UIPress> = []
            for press in presses {
                guard let key = press.key, var mapped = Self.key(for: key), !Self.isShortcut(mapped, key), handlesKey(mapped) else {
                    unhandled.insert(press)
                    continue
                }
                if mapped == .tab && key.modifierFlags.contains(.shift) { mapped = .shiftTab }
                if control.keyDown(mapped) { handledPresses.insert(press) } else { unhandled.insert(press) }
            }
            if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
        }

        open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            let passOn = presses.subtracting(handledPresses)
            handledPresses.subtract(presses)
            if !passOn.isEmpty { super.pressesEnded(passOn, with: event) }
        }

        open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            let passOn = presses.subtracting(handledPresses)
            handledPresses.subtract(presses)
            if !passOn.isEmpty { super.pressesCancelled(passOn, with: event) }
        }

        /// Whether a hardware key goes to the control (true) or up the responder chain, where
        /// UIKit's text system turns it into `insertText(_:)` for a `UIKeyInput` view.
        open func handlesKey(_ key: Key) -> Bool { true }

        /// A character with ⌘, ⌃ or ⌥ is a shortcut, not typing: the key commands' own.
        static func isShortcut(_ mapped: Key, _ key: UIKey) -> Bool {
            guard case .character = mapped else { return false }
            return !key.modifierFlags.isDisjoint(with: [.command, .control, .alternate])
        }

        static func key(for key: UIKey) -> Key? {
            switch key.keyCode {
            case .keyboardLeftArrow: return .leftArrow
            case .keyboardRightArrow: return .rightArrow
            case .keyboardUpArrow: return .upArrow
            case .keyboardDownArrow: return .downArrow
            case .keyboardHome: return .home
            case .keyboardEnd: return .end
            case .keyboardPageUp: return .pageUp
            case .keyboardPageDown: return .pageDown
            case .keyboardReturnOrEnter, .keypadEnter: return .enter
            case .keyboardEscape: return .escape
            case .keyboardDeleteOrBackspace: return .backspace
            case .keyboardTab: return .tab
            case .keyboardSpacebar: return .space
            default: return key.characters.first.map { Key.character($0) }
            }
        }

        // MARK: Accessibility

        /// The elements VoiceOver sees, one per control element, kept by id: the same
        /// object answers every query (VoiceOver keeps its cursor on it) with the
        /// control's current label, value and frame.
        private var accessibilityItems: [String: ControlAccessibilityElement] = [:]
        /// The VoiceOver element standing for the control's element `id` now (nil for a nil
        /// or unknown id).
        func accessibilityItem(withID id: String?) -> ControlAccessibilityElement? {
            guard let id else { return nil }
            _ = vendedAccessibilityElements  // the items as the control's elements are now
            return accessibilityItems[id]
        }

        /// The element ids VoiceOver was last given.
        private var accessibilityOrder: [String] = []
        /// The group name VoiceOver was last given with them (nil: no semantic group): a
        /// label set or a container type changed inside the group is told to it too.
        private var vendedGroupName: String?
        /// Whether VoiceOver has asked for the elements (it may first get none: a picker
        /// whose data comes later, which must then be told that parts came).
        private var hasVendedAccessibilityElements = false

        nonisolated open override var accessibilityElements: [Any]? {
            get { ControlAccessibilityElement.onMainThread(otherwise: nil) { vendedAccessibilityElements } }
            set {}
        }

        /// The elements VoiceOver is given (main thread).
        private var vendedAccessibilityElements: [Any] {
            let elements = currentAccessibilityElements
            let ids = elements.map(\.id)
            var items: [ControlAccessibilityElement] = []
            for element in elements {
                let item = accessibilityItems[element.id] ?? ControlAccessibilityElement(accessibilityContainer: self)
                accessibilityItems[element.id] = item
                item.bind(to: element.id, of: self)
                // For UI tests: a one-element control's element is the view's identifier;
                // several are told apart as "identifier.elementID" ("price.lower").
                item.accessibilityIdentifier = accessibilityIdentifier.map { ids.count == 1 ? $0 : "\($0).\(element.id)" }
                items.append(item)
            }
            accessibilityItems = accessibilityItems.filter { ids.contains($0.key) }
            if !hasVendedAccessibilityElements {
                hasVendedAccessibilityElements = true
                accessibilityOrder = ids
                vendedGroupName = control.wholeLabelGroupName(partCount: ids.count)
            }
            return items
        }

        /// The control's elements as they are in this turn of the run loop: built once
        /// however many properties VoiceOver reads, and again after any change the control
        /// reports (a redraw, a layout, focus) or in the next turn.
        private var accessibilityElementsThisTurn: [AccessibilityElement]?

        var currentAccessibilityElements: [AccessibilityElement] {
            if let kept = accessibilityElementsThisTurn { return kept }
            let elements = control.accessibilityElements
            accessibilityElementsThisTurn = elements
            DispatchQueue.main.async { [weak self] in self?.accessibilityElementsThisTurn = nil }
            return elements
        }

        /// The element with `id` as it is now (what a ControlAccessibilityElement answers with).
        func currentAccessibilityElement(withID id: String) -> AccessibilityElement? {
            currentAccessibilityElements.first { $0.id == id }
        }

        private var layoutCheckPending = false

        /// The control changed: its elements are read again; once VoiceOver has asked for
        /// them, parts that came or went (a picker reloaded) are told to it in the next turn
        /// (`layoutChanged`), outside any accessibility query.
        private func accessibilityDidChange() {
            accessibilityElementsThisTurn = nil
            // Only while an assistive technology reads the screen: no element is built per
            // frame otherwise.
            guard hasVendedAccessibilityElements, !layoutCheckPending,
                UIAccessibility.isVoiceOverRunning || UIAccessibility.isSwitchControlRunning
            else { return }
            layoutCheckPending = true
            DispatchQueue.main.async { [weak self] in
                guard let self else { return }
                self.layoutCheckPending = false
                let ids = self.currentAccessibilityElements.map(\.id)
                let group = self.accessibilityContainerType == .semanticGroup ? self.control.wholeControlAccessibilityLabel : nil
                guard ids != self.accessibilityOrder || group != self.vendedGroupName else { return }
                self.accessibilityOrder = ids
                self.vendedGroupName = group
                UIAccessibility.post(notification: .layoutChanged, argument: nil)
            }
        }

        /// A label, hint or value an app sets on the view is the control's (its first
        /// element's, as UISlider's own element carries them): the view itself is hidden
        /// behind the elements it vends. A label names the whole control: the one element
        /// of a control of one part; the semantic group of a control of several, read once
        /// before the parts' own names (``accessibilityContainerType``;
        /// ``ControlKit/Control/setWholeControlAccessibilityLabel(_:)``).
        nonisolated open override var accessibilityLabel: String? {
            get { ControlAccessibilityElement.onMainThread(otherwise: nil) { control.wholeControlAccessibilityLabel } }
            set { ControlAccessibilityElement.onMainThread { control.setWholeControlAccessibilityLabel(newValue) } }
        }
        /// A semantic group while the view's `accessibilityLabel` names a control of several
        /// parts: VoiceOver reads the label once, on entering the group, and each part by
        /// its own name (``ControlKit/Control/wholeLabelGroupName``). A type the app sets
        /// wins.
        /// (Read on the main thread, as UIKit does; elsewhere it answers `.none`.) An app that
        /// sets `.none` has the label read before each part again.
        nonisolated open override var accessibilityContainerType: UIAccessibilityContainerType {
            get {
                ControlAccessibilityElement.onMainThread(otherwise: .none) {
                    if let appContainerType { return appContainerType }
                    let parts = currentAccessibilityElements.count
                    return control.wholeLabelGroupName(partCount: parts) != nil ? .semanticGroup : .none
                }
            }
            set {
                ControlAccessibilityElement.onMainThread {
                    appContainerType = newValue
                    control.wholeLabelNamesGroup = newValue != UIAccessibilityContainerType.none
                }
            }
        }
        private var appContainerType: UIAccessibilityContainerType?

        nonisolated open override var accessibilityHint: String? {
            get { ControlAccessibilityElement.onMainThread(otherwise: nil) { control.accessibilityHint } }
            set { ControlAccessibilityElement.onMainThread { control.accessibilityHint = newValue } }
        }
        nonisolated open override var accessibilityValue: String? {
            get { ControlAccessibilityElement.onMainThread(otherwise: nil) { control.accessibilityValue } }
            set { ControlAccessibilityElement.onMainThread { control.accessibilityValue = newValue } }
        }

        static func traits(_ traits: AccessibilityElement.Traits) -> UIAccessibilityTraits {
            var out: UIAccessibilityTraits = []
            if traits.contains(.button) { out.insert(.button) }
            if traits.contains(.adjustable) { out.insert(.adjustable) }
            if traits.contains(.selected) { out.insert(.selected) }
            if traits.contains(.notEnabled) { out.insert(.notEnabled) }
            if traits.contains(.staticText) { out.insert(.staticText) }
            if traits.contains(.updatesFrequently) { out.insert(.updatesFrequently) }
            if traits.contains(.keyboardKey) { out.insert(.keyboardKey) }
            if traits.contains(.textEntry) { out.insert(textEntryTrait) }
            return out
        }

        /// An element's traits, with the editing trait while a text entry has the keyboard
        /// (VoiceOver then reads it as being edited, not "double-tap to edit").
        static func traits(of element: AccessibilityElement?) -> UIAccessibilityTraits {
            guard let element else { return traits(.notEnabled) }
            var out = traits(element.traits)
            if element.traits.contains(.textEntry) && element.isFocused { out.insert(isEditingTrait) }
            return out
        }

        /// The trait UITextField's element carries, by which VoiceOver says "text field" and
        /// offers editing; UIKit gives it no public name, only this bit (bit 18 of
        /// `UIAccessibilityTraits`, as iOS's accessibility runtime numbers it).
        static let textEntryTrait = UIAccessibilityTraits(rawValue: 1 << 18)
        /// The trait a text field's element carries while it is edited (bit 21; no public name).
        static let isEditingTrait = UIAccessibilityTraits(rawValue: 1 << 21)
    }
#endif
