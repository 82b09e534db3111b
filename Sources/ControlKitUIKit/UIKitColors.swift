#if canImport(UIKit)
    import ControlKit
    import UIKit

    /// A `UIColor` kept by a ``DrawingColor``, which ``CoreGraphicsCanvas`` resolves for the
    /// view's traits when it draws: its Increase Contrast variant and a Display P3 colour
    /// survive. `UIColor` is immutable and thread-safe, as Apple documents.
    final class UIKitColor: PlatformColor, @unchecked Sendable {
        let color: UIColor
        init(_ color: UIColor) { self.color = color }
    }

    extension DrawingColor {
        /// A UIKit colour as a ControlKit colour, keeping its light and dark variants and
        /// its Increase Contrast ones (a dynamic `UIColor`, such as `.systemBlue` or an
        /// asset colour, stays dynamic), and
        /// the `UIColor` itself, which the Core Graphics canvas draws resolved for the view's
        /// traits (Increase Contrast, Display P3).
        ///
        /// ```swift
        /// let slider = RangeSlider()
        /// slider.maximumTrackTintColor = DrawingColor(UIColor.systemTeal)
        /// ```
        public init(_ color: UIColor) {
            func fixed(_ style: UIUserInterfaceStyle, _ contrast: UIAccessibilityContrast = .normal) -> DrawingColor {
                var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 1)
                let traits = UITraitCollection(traitsFrom: [
                    UITraitCollection(userInterfaceStyle: style), UITraitCollection(accessibilityContrast: contrast),
                ])
                guard color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return .clear }
                return DrawingColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
            }
            let (highLight, highDark) = (fixed(.light, .high), fixed(.dark, .high))
            if highLight != fixed(.light) || highDark != fixed(.dark) {
                self.init(light: fixed(.light), dark: fixed(.dark), highContrastLight: highLight, highContrastDark: highDark)
            } else {
                self.init(light: fixed(.light), dark: fixed(.dark))
            }
            platformColor = UIKitColor(color)
        }
    }

    extension DrawingColor {
        /// The `UIColor` this colour was made from, itself (so a view's colour getter returns
        /// what the app set), or a dynamic one made from it.
        var uiColor: UIColor { (platformColor as? UIKitColor)?.color ?? UIColor(self) }
    }

    extension UIColor {
        /// A ControlKit colour as a dynamic UIKit colour: its dark variant in dark mode, its
        /// high-contrast variants under Increase Contrast.
        ///
        /// ```swift
        /// let accent = UIColor(DrawingColor.systemBlue)
        /// ```
        public convenience init(_ color: DrawingColor) {
            if let kept = (color.platformColor as? UIKitColor)?.color {
                self.init(dynamicProvider: { kept.resolvedColor(with: $0) })
                return
            }
            self.init { traits in
                let c = color.resolved(
                    for: traits.userInterfaceStyle == .dark ? .dark : .light,
                    contrast: traits.accessibilityContrast == .high ? .high : .normal)
                return UIColor(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
            }
        }
    }
#endif
