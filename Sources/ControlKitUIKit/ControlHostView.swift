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

        open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard trackedTouch == nil, let touch = touches.first else { return }
            DisplayLinkDriver.shared.catchUp()
            if control.touchDown(at: touch.location(in: self), time: FrameClock.main.now) { trackedTouch = touch }
        }

        open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let touch = trackedTouch, touches.contains(touch) else { return }
            DisplayLinkDriver.shared.catchUp()
            control.touchMove(to: touch.location(in: self), time: FrameClock.main.now)
        }

        open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let touch = trackedTouch, touches.contains(touch) else { return }
            trackedTouch = nil
            DisplayLinkDriver.shared.catchUp()
            control.touchUp(at: touch.location(in: self), time: FrameClock.main.now)
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

    /// One of a hosted control's accessibility elements; its actions go back to the control.
    final class ControlAccessibilityElement: UIAccessibilityElement {
        weak var control: Control?
        var elementID = ""

        override func accessibilityIncrement() { control?.performAccessibilityAction(.increment, on: elementID) }
        override func accessibilityDecrement() { control?.performAccessibilityAction(.decrement, on: elementID) }
        override func accessibilityActivate() -> Bool { control?.performAccessibilityAction(.activate, on: elementID) ?? false }
    }

    /// Plays ControlKit's haptics with UIKit's feedback generators.
    @MainActor
    public final class UIKitHaptics: HapticsEngine {
        private let selection = UISelectionFeedbackGenerator()
        private let notification = UINotificationFeedbackGenerator()

        public init() {}

        public func play(_ feedback: HapticFeedback) {
            switch feedback {
            case .selection:
                selection.selectionChanged()
            case .impact(let style):
                let uiStyle: UIImpactFeedbackGenerator.FeedbackStyle
                switch style {
                case .light: uiStyle = .light
                case .medium: uiStyle = .medium
                case .heavy: uiStyle = .heavy
                case .soft: uiStyle = .soft
                case .rigid: uiStyle = .rigid
                }
                UIImpactFeedbackGenerator(style: uiStyle).impactOccurred()
            case .notification(let kind):
                switch kind {
                case .success: notification.notificationOccurred(.success)
                case .warning: notification.notificationOccurred(.warning)
                case .error: notification.notificationOccurred(.error)
                }
            }
        }
    }

    /// Ticks ``FrameClock/main`` from a `CADisplayLink` while it has work, and brings it to
    /// the present before every touch (the clock stands still while idle).
    @MainActor
    public final class DisplayLinkDriver: NSObject {
        /// The one driver.
        public static let shared = DisplayLinkDriver()
        private var link: CADisplayLink?
        private let origin: CFTimeInterval

        private override init() {
            origin = CACurrentMediaTime() - FrameClock.main.now
            super.init()
        }

        /// Starts listening for clock activity (hosts call this once).
        public func start() {
            FrameClock.main.onBecameActive = { [weak self] in self?.resume() }
            if !FrameClock.main.isIdle { resume() }
        }

        /// Moves the clock to the present.
        public func catchUp() {
            FrameClock.main.advance(to: CACurrentMediaTime() - origin)
        }

        private func resume() {
            guard link == nil else { return }
            let link = CADisplayLink(target: self, selector: #selector(tick(_:)))
            link.add(to: .main, forMode: .common)
            self.link = link
        }

        @objc private func tick(_ link: CADisplayLink) {
            FrameClock.main.advance(to: link.timestamp - origin)
            if FrameClock.main.isIdle {
                link.invalidate()
                self.link = nil
            }
        }
    }

    /// A ``RangeSlider`` in a `UIControl`.
    public final class RangeSliderView: ControlHostView {
        /// The hosted range slider.
        public var slider: RangeSlider { control as! RangeSlider }
        /// Makes a range slider view.
        public convenience init() { self.init(control: RangeSlider(), frame: .zero) }
    }

    /// A ``Slider`` in a `UIControl`.
    public final class SliderView: ControlHostView {
        /// The hosted slider.
        public var slider: Slider { control as! Slider }
        /// Makes a slider view.
        public convenience init() { self.init(control: Slider(), frame: .zero) }
    }

    /// A ``Stepper`` in a `UIControl`.
    public final class StepperView: ControlHostView {
        /// The hosted stepper.
        public var stepper: Stepper { control as! Stepper }
        /// Makes a stepper view (a UIStepper-like one by default; `Stepper.quantity()` for the article's).
        public convenience init(stepper: Stepper = Stepper()) { self.init(control: stepper, frame: .zero) }
    }

    /// A ``PinCodeField`` in a `UIControl` that takes text from the keyboard (`UIKeyInput`).
    public final class PinCodeFieldView: ControlHostView, UIKeyInput {
        /// The hosted field.
        public var field: PinCodeField { control as! PinCodeField }
        /// Makes a PIN field view; a tap brings up the keyboard.
        public convenience init() {
            self.init(control: PinCodeField(), frame: .zero)
            addAction(UIAction { [weak self] _ in _ = self?.becomeFirstResponder() }, for: .touchUpInside)
        }

        public var keyboardType: UIKeyboardType = .numberPad
        public var hasText: Bool { field.hasText }
        public func insertText(_ text: String) { field.insertText(text) }
        public func deleteBackward() { field.deleteBackward() }
    }
#endif
