import Foundation

/// Formatting values for labels and accessibility, shared by every control.
public enum ValueFormat {
    /// Up to two decimals without trailing zeros: "2", "2.5", "0.33" (never "-0");
    /// magnitudes of 10¹⁵ and more in scientific notation with up to six significant
    /// digits ("1e+307", "1.5e+20"); "∞", "-∞" and "–" (NaN) for the rest.
    ///
    /// ```swift
    /// ValueFormat.plain(2.50)   // "2.5"
    /// ```
    public static func plain(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "–" : (value > 0 ? "∞" : "-∞") }
        if abs(value) >= 1e15 { return String(format: "%g", value) }
        let rounded = StepMath.round(value, toDecimals: 2)
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
