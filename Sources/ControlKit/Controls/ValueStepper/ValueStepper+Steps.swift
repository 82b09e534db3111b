import Foundation

/// A stepper that reports steps instead of holding a value: SwiftUI's
/// `Stepper(onIncrement:onDecrement:)`, and its value forms for any `Strideable` (each step
/// becomes the value's own `advanced(by:)`, so nothing is converted to a number).
///
/// The stepper rests at 0 and may go one step either way (a button is disabled where
/// ``StepsConfiguration`` says the owner cannot step); each step it takes is handed to the
/// ``observeSteps(_:)`` handler and the stepper returns to 0, so a held button repeats.
extension ValueStepper {
    /// Which way the owner can step now: a button whose way is closed is disabled, as
    /// SwiftUI's `Stepper` disables its buttons at the ends of its range.
    public struct StepsConfiguration: ControlConfiguration, Equatable {
        /// Whether + may step.
        public var canIncrement: Bool
        /// Whether − may step.
        public var canDecrement: Bool

        /// A configuration of these ways.
        public init(canIncrement: Bool, canDecrement: Bool) {
            self.canIncrement = canIncrement
            self.canDecrement = canDecrement
        }

        /// Rests the stepper at 0, one step from each open end (writing only what differs).
        @MainActor
        public func apply(to stepper: ValueStepper) {
            ValueStepper.Configuration(value: 0, bounds: (canDecrement ? -1 : 0)...(canIncrement ? 1 : 0), step: 1).apply(to: stepper)
        }
    }

    /// Calls `body` with the button each time a stepper configured by
    /// ``StepsConfiguration`` steps (a tap, each repeat of a held button, a key, VoiceOver),
    /// after returning it to 0 so the next step goes from there.
    ///
    /// ```swift
    /// stepper.observeSteps { _, segment in count += segment == .increment ? 1 : -1 }
    /// ValueStepper.StepsConfiguration(canIncrement: count < 10, canDecrement: count > 0).apply(to: stepper)
    /// ```
    ///
    /// - Returns: A token whose ``ActionToken/remove()`` stops the observation.
    @discardableResult
    public func observeSteps(_ body: @escaping @MainActor (ValueStepper, Segment) -> Void) -> ActionToken {
        addAction(for: .valueChanged) { stepper in
            let moved = stepper.value
            guard moved != 0 else { return }
            stepper.value = 0  // programmatic: no event
            body(stepper, moved > 0 ? .increment : .decrement)
        }
    }
}
