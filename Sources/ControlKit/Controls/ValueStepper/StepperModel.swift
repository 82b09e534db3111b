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
/// - ``incrementStepValue`` and ``decrementStepValue`` (KWStepper's), when set, move the
///   value by their own amount, decimal exact, by the same limit rules. A value they reach
///   is kept as it is, off the step's grid if it falls there (bounds changed later clamp
///   it and do not snap it); a step by ``stepValue`` goes to the grid's next point.
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

    /// How far an increment moves the value (nil, the default: ``stepValue``'s grid).
    /// 0, negative and non-finite amounts are ignored.
    ///
    /// ```swift
    /// var bid = StepperModel(minimumValue: 0, maximumValue: 1_000, value: 100)
    /// bid.incrementStepValue = 10
    /// bid.increment()   // 110
    /// bid.decrement()   // 109
    /// ```
    public var incrementStepValue: Double? {
        get { incrementStep }
        set { if let amount = StepperModel.validStep(newValue) { incrementStep = amount } }
    }

    /// How far a decrement moves the value (nil, the default: ``stepValue``'s grid).
    /// 0, negative and non-finite amounts are ignored.
    public var decrementStepValue: Double? {
        get { decrementStep }
        set { if let amount = StepperModel.validStep(newValue) { decrementStep = amount } }
    }

    private var incrementStep: Double?
    private var decrementStep: Double?
    /// Whether the value is one a separate step reached (kept unsnapped; see the rules).
    private var valueIsStepped = false

    /// nil for nil, the amount for a finite one above 0, no change (an outer nil) otherwise.
    private static func validStep(_ amount: Double?) -> Double?? {
        guard let amount else { return .some(nil) }
        return amount.isFinite && amount > 0 ? .some(amount) : nil
    }

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
        valueIsStepped = false
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
        var next = incrementStep.map { StepperModel.moved(value, by: $0) } ?? grid.nextGridPoint(after: value)
        if value >= maximum || next > maximum {
            // Past the maximum: wrapping goes to the opposite limit (canIncrement checked
            // that it may); otherwise the step lands on the maximum.
            next = wraps ? minimum : maximum
        }
        return assign(next, stepped: incrementStep != nil)
    }

    /// One step down. Returns whether the value changed.
    @discardableResult
    public mutating func decrement() -> Bool {
        guard canDecrement else { return false }
        var next = decrementStep.map { StepperModel.moved(value, by: -$0) } ?? grid.previousGridPoint(before: value)
        if value <= minimum || next < minimum {
            next = wraps ? maximum : minimum
        }
        return assign(next, stepped: decrementStep != nil)
    }

    /// `value + amount`, decimal exact; where the amount is too small for the Double to
    /// count, the next representable value that way, so a step always moves.
    private static func moved(_ value: Double, by amount: Double) -> Double {
        let next = StepMath.value(atStep: 1, origin: value, step: amount)
        return amount > 0 ? max(next, value.nextUp) : min(next, value.nextDown)
    }

    private mutating func assign(_ next: Double, stepped: Bool) -> Bool {
        guard next != value else { return false }
        requested = next
        value = next
        // A limit is a stop whichever step reached it.
        valueIsStepped = stepped && next != minimum && next != maximum
        return true
    }

    private mutating func resolve() {
        value = valueIsStepped ? min(max(requested, minimum), maximum) : snapped(requested)
    }
}
