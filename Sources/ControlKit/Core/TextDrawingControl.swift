import Foundation

/// A control that draws its own text in ``font``: value labels, a stepper's label, PIN
/// digits, dial and wheel titles.
///
/// The control draws in ``drawnFont``: its ``font`` at the user's text size where the
/// control scales with it (``Control/effectiveContentSizeScale``). Hosts set the text size,
/// ``Control/contentSizeScale``, never the font.
///
/// ```swift
/// if let text = control as? any TextDrawingControl {
///     print(text.drawnFont.size)
/// }
/// ```
@MainActor
public protocol TextDrawingControl: Control {
    /// The font of the control's own text, at the default text size.
    var font: DrawingFont { get set }
}

extension TextDrawingControl {
    /// The font the control draws and measures its text in: ``font`` scaled by
    /// ``Control/effectiveContentSizeScale`` (unless it is sized for the text size already).
    public var drawnFont: DrawingFont { font.scaledForContentSize(by: effectiveContentSizeScale) }
}

extension RangeSlider: TextDrawingControl {}
extension ValueStepper: TextDrawingControl {}
extension Dial: TextDrawingControl {}
extension PickerView: TextDrawingControl {}
extension PinCodeField: TextDrawingControl {}
extension ActionButton: TextDrawingControl {}
extension HorizontalWheel: TextDrawingControl {}
