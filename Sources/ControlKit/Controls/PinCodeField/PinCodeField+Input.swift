import Foundation

/// Input: UIKeyInput's shape, paste, clear, editing, completion, shake.
extension PinCodeField {
    /// Adds text at the end: filtered to ``allowedCharacters``, then truncated to the
    /// cells left. Sends `editingChanged` and `valueChanged` when something was added;
    /// sends `primaryActionTriggered` when this filled the last cell.
    public func insertText(_ text: String) {
        guard isEnabled else { return }
        var copy = model
        guard !copy.insert(text).isEmpty else { return }
        userEdit { model = copy }
        if isSecureTextEntry && revealsLastCharacter && revealDuration > 0 {
            revealToken?.cancel()
            revealedIndex = storage.count - 1
            revealToken = clock.schedule(after: revealDuration) { [weak self] in self?.revealedIndex = nil }
        }
    }

    /// Pastes text: the same filtering and truncation as typing, as one change.
    public func paste(_ text: String) { insertText(text) }

    /// Removes the last character (`UIKeyInput.deleteBackward`); nothing when empty.
    public func deleteBackward() {
        guard isEnabled, !storage.isEmpty else { return }
        stopReveal()
        userEdit { model.deleteBackward() }
    }

    /// Removes every character, as a user change (events sent if there was text).
    public func clear() {
        guard !storage.isEmpty else { return }
        stopReveal()
        userEdit { model.setText("") }
    }

    /// Starts taking input: focuses the field, which sends `editingDidBegin`.
    ///
    /// A host giving the field keyboard focus (setting ``Control/isFocused``) does the same.
    public func beginEditing() {
        guard isEnabled, !isFocused else { return }
        isFocused = true
    }

    /// Stops taking input: unfocuses the field, which sends `editingDidEnd`.
    public func endEditing() {
        guard isFocused else { return }
        isFocused = false
    }

    /// Editing follows focus, however it changed: `editingDidBegin` when the field gains
    /// it, `editingDidEnd` when it loses it.
    func sendEditingEvents(from oldState: State) {
        let was = oldState.contains(.focused), now = state.contains(.focused)
        if now && !was { sendActions(for: .editingDidBegin) }
        if was && !now { sendActions(for: .editingDidEnd) }
    }

    /// One user change as one transition: the state applies once, then the events.
    /// Applies one user edit: the state, then `editingChanged` and `valueChanged`, then
    /// `primaryActionTriggered` when *this edit* filled the last cell and the field is
    /// still filled after the handlers ran (a handler's own programmatic change neither
    /// completes the code nor is completed on the user's behalf).
    private func userEdit(_ change: () -> Void) {
        let wasFilled = isFilled
        var completes = false
        performTransition {
            change()
            completes = isFilled && !wasFilled
            stateFactorDidChange()
            sendActions(for: [.editingChanged])
            sendActions(for: [.valueChanged])
        }
        if completes && isFilled { sendActions(for: .primaryActionTriggered) }
    }

    /// Says the code entered is wrong, after a check the validator cannot make (a server's
    /// answer): the field turns ``invalid`` (red) until the code changes, with the error
    /// haptic and, unless Reduce Motion is on, the shake, as a validator's rejection. Sends
    /// no event. Does nothing when the field is not filled.
    ///
    /// ```swift
    /// pin.addAction(for: .primaryActionTriggered) { pin in
    ///     Task { if await !server.verify(pin.text) { pin.reject() } }
    /// }
    /// ```
    public func reject() {
        guard isFilled else { return }
        let wasInvalid = state.contains(PinCodeField.invalid)
        rejectedCode = storage
        stateFactorDidChange()  // becoming invalid plays the feedback
        if wasInvalid { playInvalidFeedback() }  // already red: told again all the same
        host?.control(self, announces: localized("Incorrect code"))  // VoiceOver hears it at once
    }

    /// An error haptic and, unless Reduce Motion is on, a 0.4 s decaying shake.
    func playInvalidFeedback() {
        haptics?.play(.notification(.error))
        guard !reduceMotion else { return }
        shakeToken?.cancel()
        shakeToken = clock.animate(duration: 0.4, curve: .linear) { [weak self] t in
            guard let self else { return }
            self.shakeOffset = t >= 1 ? 0 : 10 * CGFloat(sin(2 * .pi * 4 * t) * (1 - t))
            self.setNeedsDisplay()
        }
    }
}
