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
        /// The hosted control.
        public let control: Control
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
            control.host = self
            control.clock = .main
            control.textMeasurer = UIKitTextMeasurer()
            control.haptics = UIKitHaptics.forThisPlatform()
            DisplayLinkDriver.shared.start()
            // Enabled and selected start as the control's and stay in step both ways.
            super.isEnabled = control.isEnabled
            super.isSelected = control.isSelected
            forwarding.append(control.observeState { [weak self] control, _, _ in self?.adoptControlState(control) })
            // Editing that ends (Return in a PIN field) gives the keyboard back.
            forwarding.append(
                control.addAction(for: .editingDidEnd) { [weak self] _ in
                    if self?.isFirstResponder == true { _ = self?.resignFirstResponder() }
                })
            for bit in 0..<32 {
                let event = Control.Event(rawValue: 1 << UInt(bit))
                forwarding.append(
                    control.addAction(for: event) { [weak self] _ in
                        self?.sendActions(for: UIControl.Event(rawValue: event.rawValue))
                    })
            }
            // Selector-based: NotificationCenter drops the observer when the view goes.
            NotificationCenter.default.addObserver(
                self, selector: #selector(reduceMotionStatusDidChange(_:)),
                name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
            applyTraits()
        }

        @objc private func reduceMotionStatusDidChange(_ notification: Notification) { applyTraits() }

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

        /// Gives the control the view's traits: dark or light, right-to-left, Reduce
        /// Motion, and the text size. Called at init, on layout (which iOS 17 reruns when a
        /// trait read there changes) and on every trait change before iOS 17.
        func applyTraits() {
            let traits = traitCollection
            control.userInterfaceStyle = traits.userInterfaceStyle == .dark ? .dark : .light
            control.layoutDirection = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
            control.reduceMotion = UIAccessibility.isReduceMotionEnabled
            let body: CGFloat = 17  // the body style's default size: the scale is its ratio
            let scale = adjustsFontForContentSizeCategory ? UIFontMetrics.default.scaledValue(for: body, compatibleWith: traits) / body : 1
            if control.contentSizeScale != scale {
                control.contentSizeScale = scale
                invalidateIntrinsicContentSize()
            }
            resizeTextStyleFont()
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
        /// stands until the view's tint is first set or changes.
        open override func tintColorDidChange() {
            super.tintColorDidChange()
            if tintAdjustmentMode == .dimmed {
                // An alert or sheet dims the tint for a while: the tint in force comes back
                // after it, also one the app set on the control itself.
                if tintBeforeDimming == nil { tintBeforeDimming = control.tintColor }
                control.tintColor = DrawingColor(tintColor)
            } else if let before = tintBeforeDimming {
                tintBeforeDimming = nil
                control.tintColor = before
            } else {
                control.tintColor = DrawingColor(tintColor)
            }
        }

        /// The control's tint while the view's is dimmed.
        private var tintBeforeDimming: DrawingColor?

        // MARK: Layout and drawing

        open override func layoutSubviews() {
            super.layoutSubviews()
            control.bounds = bounds
            applyTraits()
        }

        open override var intrinsicContentSize: CGSize {
            let size = control.intrinsicContentSize
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
        public func controlNeedsDisplay(_ control: Control) { setNeedsDisplay(control.invalidRect) }

        public func controlNeedsLayout(_ control: Control) {
            setNeedsLayout()
            invalidateIntrinsicContentSize()
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
        }

        /// A VoiceOver announcement of what the control says unasked.
        public func control(_ control: Control, announces text: String) {
            UIAccessibility.post(notification: .announcement, argument: text)
        }

        /// The control focused itself before the view was in a window.
        private var focusWhenInWindow = false

        open override func didMoveToWindow() {
            super.didMoveToWindow()
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

        // MARK: Touches (one touch, as UIControl)

        private weak var trackedTouch: UITouch?

        /// The control decides what belongs to it: a slider's 44 pt thumb targets reach
        /// past short bounds.
        open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            control.point(inside: point)
        }

        open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard trackedTouch == nil, let touch = touches.first else { return }
            DisplayLinkDriver.shared.catchUp()
            if control.touchDown(at: touch.location(in: self), time: FrameClock.main.currentTime) { trackedTouch = touch }
        }

        open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let touch = trackedTouch, touches.contains(touch) else { return }
            DisplayLinkDriver.shared.catchUp()
            control.touchMove(to: touch.location(in: self), time: FrameClock.main.currentTime)
        }

        open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let touch = trackedTouch, touches.contains(touch) else { return }
            trackedTouch = nil
            DisplayLinkDriver.shared.catchUp()
            control.touchUp(at: touch.location(in: self), time: FrameClock.main.currentTime)
        }

        open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let touch = trackedTouch, touches.contains(touch) else { return }
            trackedTouch = nil
            control.touchCancel()
        }

        /// Inside a scroll view: a pan of an enclosing view begins only when the control
        /// does not keep the drag (``Control/keepsDrag(from:translation:)``, decided from
        /// where the drag started, whether or not the delayed touch has reached the control
        /// yet): a thumb dragged along a slider stays the slider's, a drag across it scrolls
        /// the page, and the control then gets `touchesCancelled`.
        open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let pan = gestureRecognizer as? UIPanGestureRecognizer, pan.view !== self else {
                return super.gestureRecognizerShouldBegin(gestureRecognizer)
            }
            let moved = pan.translation(in: self), now = pan.location(in: self)
            let start = CGPoint(x: now.x - moved.x, y: now.y - moved.y)
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
                guard let key = press.key, var mapped = Self.key(for: key) else {
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
        private var accessibilityOrder: [String] = []

        open override var accessibilityElements: [Any]? {
            get {
                let elements = control.accessibilityElements
                let ids = elements.map(\.id)
                var items: [ControlAccessibilityElement] = []
                for (index, element) in elements.enumerated() {
                    let item = accessibilityItems[element.id] ?? ControlAccessibilityElement(accessibilityContainer: self)
                    accessibilityItems[element.id] = item
                    item.identifierPrefix = accessibilityIdentifier
                    item.update(from: element, of: control, isFirst: index == 0)
                    items.append(item)
                }
                accessibilityItems = accessibilityItems.filter { ids.contains($0.key) }
                if ids != accessibilityOrder {
                    let firstQuery = accessibilityOrder.isEmpty
                    accessibilityOrder = ids
                    // Parts came or went (a picker reloaded): VoiceOver must read the layout again.
                    if !firstQuery { UIAccessibility.post(notification: .layoutChanged, argument: nil) }
                }
                return items
            }
            set {}
        }

        /// A label, hint or value an app sets on the view is the control's (its first
        /// element's, as UISlider's own element carries them): the view itself is hidden
        /// behind the elements it vends.
        nonisolated open override var accessibilityLabel: String? {
            get { ControlAccessibilityElement.onMainThread(otherwise: nil) { control.accessibilityLabel } }
            set { ControlAccessibilityElement.onMainThread { control.accessibilityLabel = newValue } }
        }
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
            return out
        }
    }
#endif
