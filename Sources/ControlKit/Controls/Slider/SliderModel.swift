import Foundation

/// The value math of a ``Slider``: bounds, value and an optional step.
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
public struct SliderModel: Hashable, Sendable {
    private var bounds = ValueBounds(minimum: 0, maximum: 1)
    private var requested = 0.0
    private var step = 0.0
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

    /// The smallest value (default 0); above the maximum it raises the maximum.
    public var minimumValue: Double {
        get { bounds.minimum }
        set {
            bounds.minimum = newValue
            resolve()
        }
    }

    /// The largest value (default 1); below the minimum it lowers the minimum.
    public var maximumValue: Double {
        get { bounds.maximum }
        set {
            bounds.maximum = newValue
            resolve()
        }
    }

    /// The step between values from the minimum; 0 (default) is continuous.
    public var stepValue: Double {
        get { step }
        set {
            guard newValue.isFinite, newValue >= 0 else { return }
            step = newValue
            resolve()
        }
    }

    /// Asks for `newValue` (ignored when NaN or infinite).
    public mutating func setValue(_ newValue: Double) {
        guard newValue.isFinite else { return }
        requested = newValue
        resolve()
    }

    /// `value` made valid: snapped and clamped.
    public func snapped(_ candidate: Double) -> Double {
        StepMath.snap(candidate, origin: bounds.minimum, step: step, in: bounds.range)
    }

    /// Where `v` sits between the bounds, 0...1 (0 when the bounds are equal).
    public func fraction(for v: Double) -> Double { bounds.fraction(for: v) }

    /// The unsnapped value at `fraction` of the range.
    public func value(atFraction fraction: Double) -> Double { bounds.value(atFraction: fraction) }

    private mutating func resolve() {
        value = snapped(requested)
    }
}
