#if canImport(UIKit)
    import ControlKit
    import UIKit

    extension DrawingFont {
        /// A UIKit font as a ControlKit font: its size, weight and, for a named font, its
        /// name (system fonts, whose names start with a dot, stay the system font).
        ///
        /// ```swift
        /// let digits = DrawingFont(UIFont.monospacedDigitSystemFont(ofSize: 24, weight: .semibold))
        /// ```
        public init(_ font: UIFont) {
            let traits = font.fontDescriptor.object(forKey: .traits) as? [UIFontDescriptor.TraitKey: Any]
            let raw = (traits?[.weight] as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0
            // UIKit's weights, from ultraLight (-0.8) to black (0.62), nearest first.
            let table: [(CGFloat, Weight)] = [
                (UIFont.Weight.ultraLight.rawValue, .ultraLight), (UIFont.Weight.thin.rawValue, .thin),
                (UIFont.Weight.light.rawValue, .light), (UIFont.Weight.regular.rawValue, .regular),
                (UIFont.Weight.medium.rawValue, .medium), (UIFont.Weight.semibold.rawValue, .semibold),
                (UIFont.Weight.bold.rawValue, .bold), (UIFont.Weight.heavy.rawValue, .heavy), (UIFont.Weight.black.rawValue, .black),
            ]
            let weight = table.min { abs($0.0 - raw) < abs($1.0 - raw) }?.1 ?? .regular
            let isSystem = font.fontName.hasPrefix(".")
            self.init(family: isSystem ? nil : font.fontName, size: font.pointSize, weight: weight)
        }
    }

    extension UIFont {
        /// A ControlKit font as the UIKit font it draws with.
        ///
        /// ```swift
        /// let font = UIFont(DrawingFont.monospacedDigitSystem(size: 17, weight: .medium))
        /// ```
        public convenience init(_ font: DrawingFont) {
            self.init(descriptor: CoreGraphicsCanvas.uiFont(font).fontDescriptor, size: font.size)
        }
    }
#endif
