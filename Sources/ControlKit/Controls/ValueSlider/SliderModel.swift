import Foundation

/// The value math of a ``ValueSlider``: bounds, value and an optional step.
///
/// Like ``RangeSliderModel`` it keeps the value that was asked for and reports it made
/// valid (clamped to the bounds, snapped to `minimumValue + n · stepValue`, decimal
/// exact, with the maximum also a stop), so the order properties are set in does not
/// matter. NaN and infinities are ignored; negative steps are ignored and 0 means
/// continuous. Setting the minimum above the maximum raises the maximum to it, and the
/// maximum below the minimum lowers the minimum, as `UISlider` does.
///
/// ```swift
/// var model = SliderModel()        // UISlider's defaults: 0...1, value 0
/// model.value = 5                  // reads 1 (clamped), 5 is remembered
/// model.maximumValue = 10          // reads 5
/// ```
public struct SliderModel: SteppedValueModel, Hashable, Sendable {
    /// The bounds and step (UISlider's 0...1, continuous); changing it re-validates the value.
    public var grid = ValueGrid(minimum: 0, maximum: 1) {
        didSet { resolve() }
    }
    private var requested = 0.0
    /// The value as valid now.
    public private(set) var value = 0.0

    /// UISlider's defaults: 0...1, value 0, continuous.
    public init() {}

    /// A model with these bounds, value and step (made valid).
    public init(minimumValue: Double, maximumValue: Double, value: Double, stepValue: Double = 0) {
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.stepValue = stepValue
        setValue(value)
    }

    /// Asks for `newValue` (kept, then made valid); NaN and infinities are ignored.
    public mutating func setValue(_ newValue: Double) {
        guard newValue.isFinite else { return }
        requested = newValue
        resolve()
    }

    private mutating func resolve() {
        value = snapped(requested)
    }
}
