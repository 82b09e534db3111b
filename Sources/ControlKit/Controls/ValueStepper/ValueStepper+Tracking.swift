import Foundation

/// Pressing and autorepeat.
extension ValueStepper {
    // MARK: Pressing

    func beginPress(_ touch: Touch) -> Bool {
        guard let button = [Segment.decrement, .increment].first(where: { rect(for: $0).contains(touch.location) }),
            state(of: button) != .disabled
        else { return false }
        valueAtPress = model.value
        pendingChange = false
        return press(button, at: touch.timestamp)
    }

    /// Holds `button` down from `time`: one step at once, then autorepeat. Returns false
    /// when a `valueChanged` handler cancelled the touch or disabled the control (the
    /// press then ended, and nothing may repeat).
    func press(_ button: Segment, at time: TimeInterval) -> Bool {
        pressedButton = button
        // The timeline counts from the press, but never from before the present: a stale
        // or far-past event time must not fire a burst of overdue repeats.
        pressStart = max(time, clock.currentTime)
        repeatCount = 0
        step(button)
        guard pressedButton != nil else { return false }
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
        repeatToken = clock.schedule(at: pressStart + ValueStepper.autorepeatTime(ofRepeat: next)) { [weak self] in
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
    func step(_ button: Segment) -> Bool {
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

    /// `valueChanged`, then the delegate.
    func notifyChange() {
        sendActions(for: .valueChanged)
        delegate?.stepper(self, didChangeValue: model.value)
    }
}
