import Foundation

/// A control that draws its own text in ``font``: value labels, a stepper's label, PIN
/// digits, dial and wheel titles.
///
/// Hosts use it to scale that text with the user's text size (the UIKit host with
/// Dynamic Type) without knowing which control they hold.
///
/// ```swift
/// if let text = control as? any TextDrawingControl {
///     text.font.size *= 1.5
/// }
/// ```
@MainActor
public protocol TextDrawingControl: Control {
    /// The font of the control's own text.
    var font: DrawingFont { get set }
}

extension RangeSlider: TextDrawingControl {}
extension ValueStepper: TextDrawingControl {}
extension Dial: TextDrawingControl {}
extension PickerView: TextDrawingControl {}
extension PinCodeField: TextDrawingControl {}
extension ActionButton: TextDrawingControl {}
