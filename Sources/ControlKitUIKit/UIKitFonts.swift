#if canImport(UIKit)
    import ControlKit
    import UIKit

    /// A `UIFont` kept by a ``DrawingFont``, so ``CoreGraphicsCanvas`` draws with the app's
    /// own font (its design, its monospaced digits, any feature) at the size the control
    /// asks for. `UIFont` is immutable and thread-safe, as Apple documents.
    final class UIKitFont: PlatformFont, @unchecked Sendable {
        let font: UIFont
        init(_ font: UIFont) { self.font = font }
    }

    extension DrawingFont {
        /// A UIKit font as a ControlKit font.
        ///
        /// - The `UIFont` itself is kept and drawn with (at the size the control draws),
        ///   so a rounded, serif or monospaced-digit font stays what it is.
        /// - Its size, weight, name (system fonts, whose names start with a dot, stay the
        ///   system font) and monospaced digits are read for what does not draw with UIKit.
        /// - A font of a text style (`preferredFont(forTextStyle:)`) is already at the
        ///   user's text size: ``DrawingFont/isSizedForContentSize``, not scaled again.
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
            // Monospaced digits are a feature setting: number spacing (6), monospaced (0).
            let features = font.fontDescriptor.object(forKey: .featureSettings) as? [[UIFontDescriptor.FeatureKey: Any]] ?? []
            let monospaced = features.contains { $0[.type] as? Int == 6 && $0[.selector] as? Int == 0 }
            self.init(family: isSystem ? nil : font.fontName, size: font.pointSize, weight: weight, monospacedDigits: monospaced)
            isSizedForContentSize = font.fontDescriptor.object(forKey: .textStyle) != nil
            platformFont = UIKitFont(font)
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
