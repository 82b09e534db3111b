import Foundation

/// Layout, pressing, autorepeat, keyboard and accessibility.
extension Stepper {
    /// The width of each button when the label is shown, in points.
    public static let buttonWidth: CGFloat = 44

    /// The label's width: the widest of the formatted minimum, maximum and value, plus 16.
    var labelWidth: CGFloat {
        let texts = [model.minimumValue, model.maximumValue, model.value].map(valueFormatter)
        let widest = texts.map { textMeasurer.size(of: $0, font: valueFont).width }.max() ?? 0
        return (widest + 16).rounded(.up)
    }

    /// Where `button` is, in the control's coordinates (− leads: left, or right in
    /// right-to-left layout).
    public func rect(for button: Button) -> CGRect {
        let b = bounds
        let width = showsValueLabel ? min(Stepper.buttonWidth, b.width / 3) : b.width / 2
        let leading = CGRect(x: b.minX, y: b.minY, width: width, height: b.height)
        let trailing = CGRect(x: b.maxX - width, y: b.minY, width: width, height: b.height)
        let isLeading = (button == .decrement) == (layoutDirection == .leftToRight)
        return isLeading ? leading : trailing
    }

    /// Where the value label is (between the buttons).
    public var labelRect: CGRect {
        let l = rect(for: .decrement), r = rect(for: .increment)
        let (a, b) = l.minX < r.minX ? (l, r) : (r, l)
        return CGRect(x: a.maxX, y: bounds.minY, width: max(b.minX - a.maxX, 0), height: bounds.height)
    }

    // MARK: Pressing

    func beginPress(_ touch: Touch) -> Bool {
        guard let button = [Button.decrement, .increment].first(where: { rect(for: $0).contains(touch.location) }),
            state(of: button) != .disabled
        else { return false }
        pressedButton = button
        valueAtPress = model.value
        pendingChange = false
        pressStart = touch.timestamp
        repeatCount = 0
        step(button)
        if autorepeat { scheduleRepeat() }
        return true
    }

    func continuePress(_ touch: Touch) -> Bool {
        guard pressedButton != nil else { return false }
        if !isTouchInside {
            // Sliding off the control stops repeating (and un-highlights), for good.
            repeatToken?.cancel()
            repeatToken = nil
            pressedButton = nil
            return false
        }
        return true
    }

    func endPress() {
        repeatToken?.cancel()
        repeatToken = nil
        pressedButton = nil
        if pendingChange, isEnabled, model.value != valueAtPress { notifyChange() }
        pendingChange = false
    }

    /// The time after pressing at which repeat number `n` (1, 2, …) fires:
    /// every 0.5 s up to 2.5 s (repeats 1–5), every 0.1 s up to 4 s (6–20), then every
    /// 0.05 s. The timeline of open-source steppers that match UIStepper's feel.
    public nonisolated static func autorepeatTime(ofRepeat n: Int) -> TimeInterval {
        switch n {
        case ...0: return 0
        case 1...5: return 0.5 * Double(n)
        case 6...20: return 2.5 + 0.1 * Double(n - 5)
        default: return 4 + 0.05 * Double(n - 20)
        }
    }

    private func scheduleRepeat() {
        let next = repeatCount + 1
        repeatToken = clock.schedule(at: pressStart + Stepper.autorepeatTime(ofRepeat: next)) { [weak self] in
            guard let self, let button = self.pressedButton else { return }
            self.repeatCount = next
            if self.step(button) && self.state(of: button) != .disabled {
                self.scheduleRepeat()
            } else {
                self.repeatToken = nil  // a limit stops repeating
            }
        }
    }

    /// One user step: haptics, then the owner is told (now, or at release).
    @discardableResult
    func step(_ button: Button) -> Bool {
        var copy = model
        let changed = button == .increment ? copy.increment() : copy.decrement()
        guard changed else { return false }
        let wrapped = button == .increment ? copy.value < model.value : copy.value > model.value
        model = copy
        setNeedsDisplay()
        if let haptics {
            let atLimit = !wrapped && (model.value == model.maximumValue || model.value == model.minimumValue)
            haptics.play(atLimit ? .impact(.medium) : .selection)
        }
        if isContinuous || !isTracking && pressedButton == nil {
            notifyChange()
        } else {
            pendingChange = true
        }
        return true
    }

    /// `valueChanged`, then the closure, then the delegate.
    func notifyChange() {
        sendActions(for: .valueChanged)
        valueDidChange?(model.value)
        delegate?.stepper(self, didChangeValue: model.value)
    }

    // MARK: Keyboard and accessibility

    /// Up/right and "+" increment, down/left and "−"/"-" decrement, while focused.
    func handleStepperKey(_ key: Key) -> Bool {
        guard isEnabled, isFocused else { return false }
        let forward: Key = layoutDirection == .rightToLeft ? .leftArrow : .rightArrow
        let backward: Key = layoutDirection == .rightToLeft ? .rightArrow : .leftArrow
        switch key {
        case .upArrow, forward, .character("+"), .character("="): return userStep(.increment)
        case .downArrow, backward, .character("-"), .character("−"): return userStep(.decrement)
        default: return false
        }
    }

    private func userStep(_ button: Button) -> Bool {
        guard state(of: button) != .disabled else { return true }  // handled, nothing to do
        step(button)
        return true
    }

    var stepperAccessibilityElements: [AccessibilityElement] {
        let value = valueFormatter(model.value)
        func buttonElement(_ button: Button) -> AccessibilityElement {
            let disabled = state(of: button) == .disabled
            return AccessibilityElement(
                id: button == .increment ? "increment" : "decrement", label: button == .increment ? "Increment" : "Decrement",
                value: value, traits: disabled ? [.button, .notEnabled] : .button, frame: rect(for: button))
        }
        return [
            AccessibilityElement(
                id: "stepper", label: "Stepper", value: value, traits: isEnabled ? .adjustable : [.adjustable, .notEnabled],
                frame: bounds, customActions: ["Increment", "Decrement"]),
            buttonElement(.decrement), buttonElement(.increment),
        ]
    }

    func performStepperAction(_ action: AccessibilityAction, on id: String) -> Bool {
        guard isEnabled else { return false }
        switch (id, action) {
        case ("stepper", .increment), ("increment", .activate), ("stepper", .custom("Increment")): return userStep(.increment)
        case ("stepper", .decrement), ("decrement", .activate), ("stepper", .custom("Decrement")): return userStep(.decrement)
        default: return false
        }
    }
}
