#if canImport(UIKit)
    import ControlKit
    import UIKit

    extension DrawingColor {
        /// A UIKit colour as a ControlKit colour, keeping its light and dark variants (a
        /// dynamic `UIColor`, such as `.systemBlue` or an asset colour, stays dynamic).
        ///
        /// ```swift
        /// let slider = RangeSlider()
        /// slider.maximumTrackTintColor = DrawingColor(UIColor.systemTeal)
        /// ```
        public init(_ color: UIColor) {
            func fixed(_ style: UIUserInterfaceStyle) -> DrawingColor {
                var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 1)
                let resolved = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
                guard resolved.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return .clear }
                return DrawingColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
            }
            self.init(light: fixed(.light), dark: fixed(.dark))
        }
    }

    extension UIColor {
        /// A ControlKit colour as a dynamic UIKit colour: its dark variant in dark mode.
        ///
        /// ```swift
        /// let accent = UIColor(DrawingColor.systemBlue)
        /// ```
        public convenience init(_ color: DrawingColor) {
            self.init { traits in
                let c = color.resolved(for: traits.userInterfaceStyle == .dark ? .dark : .light)
                return UIColor(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
            }
        }
    }
#endif
