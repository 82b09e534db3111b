import Foundation

/// Input: UIKeyInput's shape, paste, clear, editing, completion, shake.
extension PinCodeField {
    /// Types text: filtered to ``allowedCharacters``, then truncated to the cells left, in
    /// place of the ``selectedRange`` (at the end, unless a host selected characters).
    /// Sends `editingChanged` and `valueChanged` when something was added; sends
    /// `primaryActionTriggered` when this filled the last cell. Input with no allowed
    /// character changes nothing, not even a selection.
    ///
    /// A line break alone is the software keyboard's Return key (UIKit types it as
    /// `"\n"`): while editing, it does what Return does on a hardware keyboard (sends
    /// `editingDidEndOnExit` and ends editing), as a text field's Return does.
    public func insertText(_ text: String) {
        if text == "\n" || text == "\r" || text == "\r\n" {
            guard isEnabled, isEditing else { return }
            sendActions(for: .editingDidEndOnExit)
            endEditing()
            return
        }
        guard isEnabled, text.contains(where: allowedCharacters.contains) else { return }
        replaceCharacters(in: selectedRange, with: text)
    }

    /// Pastes text: the same filtering and truncation as typing, as one change.
    public func paste(_ text: String) { insertText(text) }

    /// Removes the selected characters, or the one before the caret
    /// (`UIKeyInput.deleteBackward`); nothing when there is none.
    public func deleteBackward() {
        let range = selectedRange
        if range.isEmpty {
            guard range.lowerBound > 0 else { return }
            replaceCharacters(in: (range.lowerBound - 1)..<range.lowerBound, with: "")
        } else {
            replaceCharacters(in: range, with: "")
        }
    }

    /// The selected characters, as offsets into ``text``: what typing replaces
    /// (UITextInput's `selectedTextRange`). Cells fill in order, so this is the caret after
    /// the last character unless a host selects characters (a select-all before AutoFill
    /// writes a code); every edit and every change of ``text`` puts the caret back after
    /// the last character. A set range is clamped to the text when read.
    public var selectedRange: Range<Int> {
        get {
            let count = storage.count
            guard let selection else { return count..<count }
            let lower = min(max(selection.lowerBound, 0), count)
            return lower..<min(max(selection.upperBound, lower), count)
        }
        set { selection = newValue }
    }

    /// Replaces the characters at `range` (offsets into ``text``, clamped to it) with
    /// `text`, filtered and truncated as typing (UITextInput's `replace(_:withText:)`, which
    /// AutoFill and dictation use), as one user change with typing's events; returns the
    /// offsets the accepted characters occupy afterwards. Nothing when disabled or when
    /// the text would not change.
    ///
    /// ```swift
    /// pin.text = "1234"
    /// pin.replaceCharacters(in: 0..<4, with: "987654")  // "9876": one editingChanged, valueChanged, primaryActionTriggered
    /// ```
    ///
    /// Text with a whole code in it (at least ``length`` allowed characters: a code pasted
    /// or filled in by AutoFill after a digit was typed) replaces all of the text, wherever
    /// `range` is: the code, not the typed digit and the code's start.
    @discardableResult
    public func replaceCharacters(in range: Range<Int>, with text: String) -> Range<Int> {
        var copy = model
        let wholeCode = text.reduce(0) { allowedCharacters.contains($1) ? $0 + 1 : $0 } >= length
        let inserted = copy.replace(wholeCode ? 0..<storage.count : range, with: text)
        guard isEnabled, copy != model else { return inserted.lowerBound..<inserted.lowerBound }
        stopReveal()
        selection = nil
        userEdit { model = copy }
        if !inserted.isEmpty && isSecureTextEntry && revealsLastCharacter && revealDuration > 0 {
            revealedIndex = inserted.upperBound - 1
            revealToken = clock.schedule(after: revealDuration) { [weak self] in self?.revealedIndex = nil }
        }
        return inserted
    }

    /// Removes every character, as a user change (events sent if there was text).
    public func clear() {
        guard !storage.isEmpty else { return }
        stopReveal()
        selection = nil
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
            self.shakeOffset = t >= 1 ? 0 : self.shakeAmplitude * CGFloat(sin(2 * .pi * 4 * t) * (1 - t))
            self.setNeedsDisplay()
        }
    }
}
