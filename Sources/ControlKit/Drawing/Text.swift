import Foundation

/// A font request: family, size and weight, resolved by the backend.
///
/// `DrawingFont.system` names the platform's UI font (San Francisco on Apple platforms, DejaVu
/// Sans on Linux, which `fonts-dejavu-core` installs, so renders are the same everywhere).
///
/// ```swift
/// let label = DrawingFont.system(size: 13, weight: .semibold)
/// ```
public struct DrawingFont: Hashable, Sendable {
    /// Stroke weight, with UIKit's names.
    public enum Weight: Int, Hashable, Sendable, Comparable {
        case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500,
            semibold = 600, bold = 700, heavy = 800, black = 900
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The family name; `nil` means the platform's system font.
    public var family: String?
    /// The point size (positive and finite; anything else becomes 17).
    public var size: CGFloat
    /// The stroke weight.
    public var weight: Weight
    /// Digits of equal width, so changing numbers do not jiggle.
    public var monospacedDigits: Bool
    /// Whether the size already follows the user's text size (a font of a text style,
    /// such as UIKit's `preferredFont(forTextStyle:)`): controls do not scale it again.
    public var isSizedForContentSize = false
    /// The platform's own font this was made from, if any (ControlKitUIKit keeps the
    /// `UIFont`, so its design and features survive); backends that know it draw with it at
    /// ``size``. Compared by identity.
    public var platformFont: (any PlatformFont)? {
        get { platform?.object }
        set { platform = newValue.map(PlatformIdentity.init) }
    }
    private var platform: PlatformIdentity<any PlatformFont>?

    /// Makes a font request.
    public init(family: String?, size: CGFloat, weight: Weight = .regular, monospacedDigits: Bool = false) {
        self.family = family
        self.size = size.isFinite && size > 0 ? size : 17
        self.weight = weight
        self.monospacedDigits = monospacedDigits
    }

    /// The font at `factor` times its size, unless it ``isSizedForContentSize`` already
    /// (then as it is); a non-finite or non-positive factor changes nothing.
    public func scaledForContentSize(by factor: CGFloat) -> DrawingFont {
        guard !isSizedForContentSize, factor.isFinite, factor > 0, factor != 1 else { return self }
        var scaled = self
        scaled.size = size * factor
        return scaled
    }

    /// The system font.
    public static func system(size: CGFloat, weight: Weight = .regular) -> DrawingFont {
        DrawingFont(family: nil, size: size, weight: weight)
    }

    /// The system font with digits of equal width.
    public static func monospacedDigitSystem(size: CGFloat, weight: Weight = .regular) -> DrawingFont {
        DrawingFont(family: nil, size: size, weight: weight, monospacedDigits: true)
    }

    /// UIKit's body text size.
    public static let body = DrawingFont.system(size: 17)
}

/// A platform's own font held by a ``DrawingFont`` (``DrawingFont/platformFont``):
/// ControlKitUIKit keeps the app's `UIFont` in one, so a rounded or monospaced-digit font
/// draws as itself. The object must not change after it is made.
public protocol PlatformFont: AnyObject, Sendable {}

/// Horizontal placement of text within its rectangle.
public enum DrawingTextAlignment: Hashable, Sendable {
    case left, center, right
}

/// Text ready to draw: the string, its font, colour and alignment.
public struct TextRun: Hashable, Sendable {
    /// The text (one line).
    public var string: String
    /// The font.
    public var font: DrawingFont
    /// The colour.
    public var color: DrawingColor
    /// Where the line sits horizontally in its rectangle.
    public var alignment: DrawingTextAlignment

    /// Makes a text run.
    public init(_ string: String, font: DrawingFont = .body, color: DrawingColor = .label, alignment: DrawingTextAlignment = .left) {
        self.string = string
        self.font = font
        self.color = color
        self.alignment = alignment
    }
}

/// Measures text for layout. Hosts install the backend's measurer on
/// ``Control/textMeasurer``; tests and headless code may use ``EstimatingTextMeasurer``.
public protocol TextMeasurer: Sendable {
    /// The size of one line of `string` in `font`, in points.
    func size(of string: String, font: DrawingFont) -> CGSize
}

/// A measurer that needs no font files: 0.6 em per character, 1.2 em line height.
///
/// Good enough for layout in tests; a real backend's measurer replaces it in hosts.
public struct EstimatingTextMeasurer: TextMeasurer {
    public init() {}
    public func size(of string: String, font: DrawingFont) -> CGSize {
        CGSize(width: (CGFloat(string.count) * font.size * 0.6).rounded(.up), height: (font.size * 1.2).rounded(.up))
    }
}
