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
    /// The widest the line may be drawn, in points of the space it is drawn in (nil, the
    /// default: any width). A longer line is drawn cut, ending in "…", as a `UILabel`'s
    /// tail (``truncatingTail(toFit:measure:)``); backends decide it from the size they
    /// measure to place the line anyway, so a line that fits costs nothing more. A NaN or
    /// negative width draws the ellipsis alone.
    ///
    /// ```swift
    /// var title = TextRun("Extraordinarily long", font: .system(size: 21), alignment: .center)
    /// title.maximumWidth = 100   // drawn as "Extraordi…"
    /// ```
    public var maximumWidth: CGFloat?

    /// Makes a text run.
    public init(_ string: String, font: DrawingFont = .body, color: DrawingColor = .label, alignment: DrawingTextAlignment = .left) {
        self.string = string
        self.font = font
        self.color = color
        self.alignment = alignment
    }
}

extension TextRun {
    /// The run cut to fit `width` points, as `UILabel` truncates a line's tail: the whole
    /// string when it fits, otherwise the longest start of it (whole characters, trailing
    /// spaces dropped) followed by "…", or the ellipsis alone when not even one character
    /// fits. A zero, negative or NaN width leaves the ellipsis alone, an infinite one the
    /// whole string; an empty string stays empty.
    ///
    /// `measure` gives a string's width in this run's font (a canvas's
    /// ``DrawingCanvas/measureText(_:font:)``); it is asked about a handful of starts
    /// (a binary search), never once per character.
    ///
    /// ```swift
    /// TextRun("Kilograms", font: .system(size: 21)).truncatingTail(toFit: 60) { canvas.measureText($0, font: font).width }
    /// // "Kilo…"
    /// ```
    public func truncatingTail(toFit width: CGFloat, measure: (String) -> CGFloat) -> TextRun {
        guard !string.isEmpty, !(measure(string) <= width) else { return self }
        return cut(toFit: width, measure: measure)
    }

    /// The run as a backend draws it, when it must be cut: nil when the line fits its
    /// ``maximumWidth`` (or has none), given `width`, the whole line's measured width.
    public func truncatedToMaximumWidth(width: CGFloat, measure: (String) -> CGFloat) -> TextRun? {
        guard let maximumWidth, exceedsMaximumWidth(width) else { return nil }
        return cut(toFit: maximumWidth, measure: measure)
    }

    /// Whether a backend must cut the line: it is `width` wide (as measured), wider than
    /// its ``maximumWidth`` (a NaN width counts as wider; an empty line never is).
    public func exceedsMaximumWidth(_ width: CGFloat) -> Bool {
        guard let maximumWidth, !string.isEmpty else { return false }
        return !(width <= maximumWidth)
    }

    /// The longest start that fits `width`, with an ellipsis (the whole line does not fit).
    private func cut(toFit width: CGFloat, measure: (String) -> CGFloat) -> TextRun {
        var cut = self
        let characters = Array(string)
        var fitting = 0, over = characters.count  // measure(start of `fitting`) fits; of `over` does not
        while over - fitting > 1 {
            let middle = (fitting + over) / 2
            if measure(Self.shortened(characters, to: middle)) <= width { fitting = middle } else { over = middle }
        }
        cut.string = Self.shortened(characters, to: fitting)
        return cut
    }

    /// The first `count` characters, trailing spaces dropped, and an ellipsis.
    private static func shortened(_ characters: [Character], to count: Int) -> String {
        var start = characters[..<count]
        while let last = start.last, last.isWhitespace { start = start.dropLast() }
        return String(start) + "…"
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
