import Foundation

/// A control whose values live in a ``SteppedValueModel``: ``RangeSlider``, ``ValueSlider`` and
/// ``ValueStepper``. Their bounds and step properties are written once, here, so they follow
/// one rule everywhere.
///
/// Every property is programmatic: it sends no event, stops a running animation and
/// redraws. The defaults are UIKit's: 0...1 for the sliders (UISlider's), 0...100 by 1 for
/// the stepper (UIStepper's).
///
/// ```swift
/// slider.minimumValue = 10
/// slider.maximumValue = 20
/// slider.stepValue = 0.5
/// ```
@MainActor
public protocol SteppedValueControl: Control {
    /// The value model type.
    associatedtype Model: SteppedValueModel
    /// The value math; every value property reads and writes through it.
    var model: Model { get }
    /// Changes the model in one step as a programmatic change (no event), then redraws.
    func updateModel(_ change: (inout Model) -> Void)
}

extension SteppedValueControl {
    /// The smallest value. NaN and infinities are ignored; a minimum above the maximum
    /// raises the maximum to it (as `UISlider`). The values follow.
    public var minimumValue: Double {
        get { model.minimumValue }
        set { updateModel { $0.minimumValue = newValue } }
    }

    /// The largest value. NaN and infinities are ignored; a maximum below the minimum
    /// lowers the minimum to it. The values follow.
    public var maximumValue: Double {
        get { model.maximumValue }
        set { updateModel { $0.maximumValue = newValue } }
    }

    /// The step between allowed values, counted from ``minimumValue``. Negative or
    /// non-finite steps are ignored; 0 is continuous for the sliders and ignored by a
    /// stepper (UIKit throws).
    public var stepValue: Double {
        get { model.stepValue }
        set { updateModel { $0.stepValue = newValue } }
    }

    /// Writes the bounds and step that differ from the control's (a declarative update's
    /// rule, ``ControlConfiguration``): both bounds in one change, so neither is clamped to
    /// the old other; nothing written when they are equal.
    func applyBounds(_ bounds: ClosedRange<Double>, step: Double) {
        if minimumValue != bounds.lowerBound || maximumValue != bounds.upperBound {
            updateModel { model in
                model.minimumValue = bounds.lowerBound
                model.maximumValue = bounds.upperBound
            }
        }
        if stepValue != step { stepValue = step }
    }
}
