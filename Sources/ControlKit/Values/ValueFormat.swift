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
        // Integer arithmetic, not String(format:): this runs for every value a drag
        // produces (labels, accessibility values), and Foundation's formatting was a
        // tenth of a GTK-hosted drag's CPU time. Exact below 10¹² (an ulp there is far
        // below a hundredth); above, printf decides the last digit as before.
        guard abs(rounded) < 1e12 else {
            var text = String(format: "%.2f", rounded)
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
            return text
        }
        let hundredths = Int((rounded * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let whole = abs(hundredths) / 100, fraction = abs(hundredths) % 100
        if fraction == 0 { return sign + String(whole) }
        if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
