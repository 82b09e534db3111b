import Foundation

/// The value math of a ``ValueStepper``: UIStepper's bounds, step and wrapping.
///
/// Values are always `minimumValue + n · stepValue` (decimal exact, so 1.1 + 0.1 is
/// exactly 1.2, and 4.8 − 0.4 is 4.4), or the maximum itself when it is off the grid.
///
/// Rules (decided here where UIKit is silent or throws):
/// - Defaults are UIStepper's: value 0, 0...100, step 1, no wrapping.
/// - A value set from outside is kept as a request and reported made valid (clamped to
///   the bounds, snapped to the grid), so setting properties in any order gives the same
///   result. NaN and infinities are ignored.
/// - A step of 0 or less (an exception in UIKit), NaN or infinite, is ignored.
/// - A minimum above the maximum raises the maximum (and the other way round), as the
///   sliders do.
/// - Without wrapping, an increment that would pass the maximum lands **on** the maximum
///   (so the top is always reachable, e.g. 0...10 by 3 ends 9 → 10); at the maximum it
///   does nothing. Decrement mirrors this at the minimum.
/// - With wrapping, a step that would pass a limit goes straight to the opposite limit
///   (UIStepper's rule; 0...10 by 3 goes 9 → 0, never stopping on 10).
///
/// ```swift
/// var cups = StepperModel(minimumValue: 1, maximumValue: 10, value: 1)
/// cups.increment()   // 2
/// ```
public struct StepperModel: SteppedValueModel, Hashable, Sendable {
    /// The bounds and step (UIStepper's 0...100 by 1; a step must be above 0); changing
    /// it re-validates the value.
    public var grid = ValueGrid(minimum: 0, maximum: 100, step: 1, allowsContinuous: false) {
        didSet { resolve() }
    }
    private var minimum: Double { grid.minimum }
    private var maximum: Double { grid.maximum }
    private var requested = 0.0
    /// The current value.
    public private(set) var value = 0.0
    /// Whether steps past a limit go to the opposite limit.
    public var wraps = false

    /// UIStepper's defaults.
    public init() {}

    /// A model with these bounds, value and step.
    public init(minimumValue: Double, maximumValue: Double, value: Double, stepValue: Double = 1, wraps: Bool = false) {
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.stepValue = stepValue
        self.wraps = wraps
        setValue(value)
    }

    /// Sets the value from outside (clamped and snapped; NaN and infinities ignored).
    public mutating func setValue(_ newValue: Double) {
        guard newValue.isFinite else { return }
        requested = newValue
        resolve()
    }

    /// Whether an increment would change the value.
    public var canIncrement: Bool { wraps ? maximum > minimum : value < maximum }
    /// Whether a decrement would change the value.
    public var canDecrement: Bool { wraps ? maximum > minimum : value > minimum }

    /// One step up. Returns whether the value changed.
    @discardableResult
    public mutating func increment() -> Bool {
        guard canIncrement else { return false }
        var next = grid.nextGridPoint(after: value)
        if value >= maximum || next > maximum {
            // Past the maximum: wrapping goes to the opposite limit (canIncrement checked
            // that it may); otherwise the step lands on the maximum.
            next = wraps ? minimum : maximum
        }
        return assign(next)
    }

    /// One step down. Returns whether the value changed.
    @discardableResult
    public mutating func decrement() -> Bool {
        guard canDecrement else { return false }
        var next = grid.previousGridPoint(before: value)
        if value <= minimum || next < minimum {
            next = wraps ? maximum : minimum
        }
        return assign(next)
    }

    private mutating func assign(_ next: Double) -> Bool {
        guard next != value else { return false }
        requested = next
        value = next
        return true
    }

    private mutating func resolve() {
        value = snapped(requested)
    }
}
