#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// A `UIControl` that hosts any ControlKit ``Control``: the UIKit host.
    ///
    /// Thin by design: touches go to the control's one input path, the control's events
    /// come back out as `UIControl` events (so `addTarget(_:action:for:)` and
    /// `addAction(_:for:)` work as on any UIKit control), the control draws with
    /// ``CoreGraphicsCanvas``, time comes from a display link, haptics from UIKit's
    /// feedback generators, and VoiceOver sees the control's accessibility elements.
    ///
    /// Not compiled or run by this project's CI (which runs on Linux): see
    /// docs/DESIGN.md, "Status".
    ///
    /// ```swift
    /// let price = RangeSliderView()
    /// price.slider.maximumValue = 1000
    /// price.addTarget(self, action: #selector(priceChanged), for: .valueChanged)
    /// view.addSubview(price)
    /// ```
    open class ControlHostView: UIControl, ControlHost {
        /// The hosted control.
        public let control: Control
        private var forwarding: [ActionToken] = []

        /// Hosts `control`.
        public init(control: Control, frame: CGRect = .zero) {
            self.control = control
            super.init(frame: frame)
            isOpaque = false
            backgroundColor = .clear
            contentMode = .redraw
            isAccessibilityElement = false
            control.host = self
            control.clock = .main
            control.textMeasurer = UIKitTextMeasurer()
            control.haptics = UIKitHaptics()
            DisplayLinkDriver.shared.start()
            for bit in 0..<32 {
                let event = Control.Event(rawValue: 1 << UInt(bit))
                forwarding.append(
                    control.addAction(for: event) { [weak self] _ in
                        self?.sendActions(for: UIControl.Event(rawValue: event.rawValue))
                    })
            }
        }

        @available(*, unavailable)
        public required init?(coder: NSCoder) { fatalError("ControlHostView is made in code") }

        // MARK: Layout and drawing

        open override func layoutSubviews() {
            super.layoutSubviews()
            control.bounds = bounds
            control.layoutDirection = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }

        open override var intrinsicContentSize: CGSize {
            let size = control.intrinsicContentSize
            return CGSize(
                width: size.width < 0 ? UIView.noIntrinsicMetric : size.width,
                height: size.height < 0 ? UIView.noIntrinsicMetric : size.height)
        }

        open override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            control.render(in: CoreGraphicsCanvas(context: context))
        }

        public func controlNeedsDisplay(_ control: Control) { setNeedsDisplay() }

        public func controlNeedsLayout(_ control: Control) {
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }

        // MARK: State mirrored into the control

        open override var isEnabled: Bool {
            didSet { control.isEnabled = isEnabled }
        }

        open override var isSelected: Bool {
            didSet { control.isSelected = isSelected }
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

        // MARK: Keyboard

        open override var canBecomeFirstResponder: Bool { true }

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

        open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            var handled = false
            for press in presses {
                guard let key = press.key, var mapped = Self.key(for: key) else { continue }
                if mapped == .tab && key.modifierFlags.contains(.shift) { mapped = .shiftTab }
                handled = control.keyDown(mapped) || handled
            }
            if !handled { super.pressesBegan(presses, with: event) }
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

        open override var accessibilityElements: [Any]? {
            get {
                control.accessibilityElements.map { element in
                    let item = ControlAccessibilityElement(accessibilityContainer: self)
                    item.control = control
                    item.elementID = element.id
                    item.accessibilityLabel = element.label
                    item.accessibilityValue = element.value
                    item.accessibilityHint = element.hint
                    item.accessibilityFrameInContainerSpace = element.frame
                    item.accessibilityTraits = Self.traits(element.traits)
                    let id = element.id
                    item.accessibilityCustomActions = element.customActions.map { name in
                        UIAccessibilityCustomAction(name: name) { [weak control] _ in
                            control?.performAccessibilityAction(.custom(name), on: id) ?? false
                        }
                    }
                    return item
                }
            }
            set {}
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
