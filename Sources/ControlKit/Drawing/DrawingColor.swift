import Foundation

/// An sRGB colour with straight (not premultiplied) alpha.
///
/// Components are clamped to `0...1` when the colour is made; a NaN component becomes 0,
/// so a colour can never carry a value a backend cannot draw.
///
/// A colour can be *dynamic*, like a `UIColor` with a dark variant: the system colours
/// (``systemBlue``, ``label``, …) are, and ``init(light:dark:)`` makes one. It can also
/// have Increase Contrast variants, as UIKit's system colours do
/// (``init(light:dark:highContrastLight:highContrastDark:)``). A control resolves every
/// colour it draws for its ``Control/userInterfaceStyle`` and
/// ``Control/accessibilityContrast``; the stored `red`/`green`/`blue`/`alpha` are the light
/// variant.
///
/// ```swift
/// let tint = DrawingColor(red: 0, green: 0.45, blue: 0.94)
/// let glass = DrawingColor.white.withAlpha(0.4)
/// let ink = DrawingColor(light: .black, dark: .white)
/// ```
public struct DrawingColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component, `0...1`.
    public var red: Double
    /// The green component, `0...1`.
    public var green: Double
    /// The blue component, `0...1`.
    public var blue: Double
    /// The opacity, `0...1`.
    public var alpha: Double
    /// The dark variant's components, or nil for a colour that is the same in both styles.
    private var darkVariant: Components?
    /// What few colours have, out of line (``Extras``): the platform's own colour and
    /// Increase Contrast variants of the colour's own. Nil for most.
    private var extras: Extras?

    /// The platform's own colour this was made from, if any (ControlKitUIKit keeps the
    /// `UIColor`): a backend that knows it resolves it for its own traits, so what the
    /// components cannot hold survives (a system colour's Increase Contrast variant, a
    /// Display P3 colour outside sRGB). Kept by ``resolved(for:contrast:)``; dropped by
    /// colours computed from this one (``withAlpha(_:)``, ``mixed(with:amount:)``).
    /// Compared by identity.
    public var platformColor: (any PlatformColor)? {
        get { extras?.platform?.object }
        set { extras = Extras(platform: newValue.map(PlatformIdentity.init), contrast: extras?.contrast) }
    }

    /// Increase Contrast variants of the colour's own: an app's colour made with them, or
    /// one mixed from a colour that has them. A system colour has none of its own: its
    /// variants are found by its light and dark components (``systemContrast(of:)``), so a
    /// colour copies as what it always was, components and a dark variant. Nil also where
    /// the variants are the ones found that way.
    private var ownContrast: ContrastPair? {
        get { extras?.contrast }
        set { extras = Extras(platform: extras?.platform, contrast: newValue) }
    }

    /// The platform colour and own Increase Contrast variants of the few colours that have
    /// them, kept out of line: a colour is copied often (into every text run and saved
    /// graphics state), so it stays four components, a dark variant and one reference.
    /// Immutable; equal and hashed by contents (the platform colour by identity).
    private final class Extras: Hashable, Sendable {
        let platform: PlatformIdentity<any PlatformColor>?
        let contrast: ContrastPair?

        /// Nil when there is neither.
        init?(platform: PlatformIdentity<any PlatformColor>?, contrast: ContrastPair?) {
            guard platform != nil || contrast != nil else { return nil }
            self.platform = platform
            self.contrast = contrast
        }

        static func == (a: Extras, b: Extras) -> Bool { a === b || (a.platform == b.platform && a.contrast == b.contrast) }

        func hash(into hasher: inout Hasher) {
            hasher.combine(platform)
            hasher.combine(contrast)
        }
    }

    /// A fixed colour's four components (the storage of a dark variant).
    private struct Components: Hashable, Sendable {
        var red, green, blue, alpha: Double

        init(_ c: DrawingColor) {
            (red, green, blue, alpha) = (c.red, c.green, c.blue, c.alpha)
        }

        var color: DrawingColor { DrawingColor(red: red, green: green, blue: blue, alpha: alpha) }
    }

    /// The two Increase Contrast variants.
    private struct ContrastPair: Hashable, Sendable {
        var light, dark: Components
    }

    /// The Increase Contrast variants the colour has: its own, or its system colour's.
    private var contrastPair: ContrastPair? { ownContrast ?? DrawingColor.systemContrast(of: self) }

    /// Keeps `pair` as the colour's Increase Contrast variants: nothing of its own where
    /// they are its system colour's, or where there are none (nil, or its normal variants
    /// again, for a colour that is no system colour).
    private mutating func adoptContrast(_ pair: ContrastPair?) {
        ownContrast = nil
        guard let pair else { return }
        if let system = DrawingColor.systemContrast(of: self) {
            if system != pair { ownContrast = pair }
        } else if pair != ContrastPair(light: Components(self), dark: darkVariant ?? Components(self)) {
            ownContrast = pair
        }
    }

    /// Makes a colour from sRGB components; each is clamped to `0...1` (NaN becomes 0).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = DrawingColor.unit(red)
        self.green = DrawingColor.unit(green)
        self.blue = DrawingColor.unit(blue)
        self.alpha = DrawingColor.unit(alpha)
    }

    /// Makes a grey.
    ///
    /// - Parameters:
    ///   - white: The brightness, `0` black to `1` white.
    ///   - alpha: The opacity.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Makes a colour from a `0xRRGGBB` literal, as design tools show it.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            alpha: alpha
        )
    }

    /// Makes a dynamic colour: `light` in the light style, `dark` in the dark one
    /// (UIKit's `UIColor(dynamicProvider:)` for the two styles). Each variant is taken
    /// resolved for its own style.
    ///
    /// ```swift
    /// slider.maximumTrackTintColor = DrawingColor(light: .systemGray3, dark: DrawingColor(hex: 0x3A3A3C))
    /// ```
    ///
    /// Where `light` or `dark` has Increase Contrast variants (a system colour), the new
    /// colour keeps them: its high-contrast light variant is `light`'s, its dark one
    /// `dark`'s.
    ///
    /// The platform colour of `light` is kept only where `dark` is the same colour (it would
    /// be drawn in `dark`'s place otherwise).
    public init(light: DrawingColor, dark: DrawingColor) {
        self = light.resolved(for: .light)
        if !light.isSameColor(as: dark) { platformColor = nil }
        let fixedDark = dark.resolved(for: .dark)
        if fixedDark != self { darkVariant = Components(fixedDark) }
        if light.contrastPair != nil || dark.contrastPair != nil {
            adoptContrast(
                ContrastPair(
                    light: Components(light.resolved(for: .light, contrast: .high)),
                    dark: Components(dark.resolved(for: .dark, contrast: .high))))
        }
    }

    /// Makes a dynamic colour with Increase Contrast variants, as UIKit's system colours
    /// have: `highContrastLight` and `highContrastDark` are drawn where the control's
    /// ``Control/accessibilityContrast`` is high (the person turned on Increase Contrast,
    /// or a high-contrast GTK theme is on). Each variant is taken resolved for its own
    /// style and contrast.
    ///
    /// ```swift
    /// let brand = DrawingColor(
    ///     light: DrawingColor(hex: 0x007AFF), dark: DrawingColor(hex: 0x0A84FF),
    ///     highContrastLight: DrawingColor(hex: 0x0040DD), highContrastDark: DrawingColor(hex: 0x409CFF))
    /// ```
    public init(light: DrawingColor, dark: DrawingColor, highContrastLight: DrawingColor, highContrastDark: DrawingColor) {
        self.init(light: light, dark: dark)
        if !light.isSameColor(as: highContrastLight) || !light.isSameColor(as: highContrastDark) { platformColor = nil }
        adoptContrast(
            ContrastPair(
                light: Components(highContrastLight.resolved(for: .light, contrast: .high)),
                dark: Components(highContrastDark.resolved(for: .dark, contrast: .high))))
    }

    /// Whether `other` is this colour, whatever platform colour either keeps (two copies
    /// of one `UIColor` made separately are).
    private func isSameColor(as other: DrawingColor) -> Bool {
        var (a, b) = (self, other)
        a.platformColor = nil
        b.platformColor = nil
        return a == b
    }

    /// Whether the colour has a different variant in the dark style.
    public var isDynamic: Bool { darkVariant != nil }

    /// Whether the colour has Increase Contrast variants.
    public var hasHighContrastVariants: Bool { contrastPair != nil }

    /// The fixed colour this one is in `style` at `contrast` (a colour without Increase
    /// Contrast variants is its normal self at high contrast).
    public func resolved(for style: ControlInterfaceStyle, contrast: ControlAccessibilityContrast = .normal) -> DrawingColor {
        var fixed: DrawingColor
        if contrast == .high, let high = contrastPair {
            fixed = (style == .dark ? high.dark : high.light).color
        } else if let dark = darkVariant {
            fixed = style == .dark ? dark.color : DrawingColor(red: red, green: green, blue: blue, alpha: alpha)
        } else if ownContrast != nil {
            fixed = DrawingColor(red: red, green: green, blue: blue, alpha: alpha)
        } else {
            return self
        }
        // The platform colour stays (the same box when it holds nothing else).
        if let extras, extras.platform != nil {
            fixed.extras = extras.contrast == nil ? extras : Extras(platform: extras.platform, contrast: nil)
        }
        return fixed
    }

    /// The same colour with another opacity (every variant of a dynamic colour).
    public func withAlpha(_ alpha: Double) -> DrawingColor {
        var copy = self
        copy.alpha = DrawingColor.unit(alpha)
        copy.darkVariant?.alpha = copy.alpha
        if var own = ownContrast, own.light.alpha != copy.alpha || own.dark.alpha != copy.alpha {
            (own.light.alpha, own.dark.alpha) = (copy.alpha, copy.alpha)
            copy.ownContrast = own
        }
        if copy.alpha != self.alpha { copy.platformColor = nil }
        return copy
    }

    /// This colour mixed with another; `amount` 0 is `self`, 1 is `other`. Mixing
    /// dynamic colours mixes each style's variants, and each Increase Contrast variant
    /// where either colour has them.
    public func mixed(with other: DrawingColor, amount: Double) -> DrawingColor {
        let t = DrawingColor.unit(amount)
        func mix(_ style: ControlInterfaceStyle, _ contrast: ControlAccessibilityContrast) -> DrawingColor {
            let a = resolved(for: style, contrast: contrast)
            let b = other.resolved(for: style, contrast: contrast)
            return DrawingColor(
                red: a.red + (b.red - a.red) * t,
                green: a.green + (b.green - a.green) * t,
                blue: a.blue + (b.blue - a.blue) * t,
                alpha: a.alpha + (b.alpha - a.alpha) * t
            )
        }
        let light = mix(.light, .normal)
        guard isDynamic || other.isDynamic || hasHighContrastVariants || other.hasHighContrastVariants else { return light }
        var mixed = DrawingColor(light: light, dark: mix(.dark, .normal))
        if hasHighContrastVariants || other.hasHighContrastVariants {
            mixed.adoptContrast(ContrastPair(light: Components(mix(.light, .high)), dark: Components(mix(.dark, .high))))
        }
        return mixed
    }

    public var description: String {
        func text(_ c: Components) -> String { String(format: "r: %.3f, g: %.3f, b: %.3f, a: %.3f", c.red, c.green, c.blue, c.alpha) }
        var parts = [text(Components(self))]
        if let dark = darkVariant { parts.append("dark " + text(dark)) }
        if let high = contrastPair {
            parts.append("high contrast " + text(high.light))
            parts.append("high contrast dark " + text(high.dark))
        }
        return "Color(" + parts.joined(separator: "; ") + ")"
    }

    private static func unit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}

extension DrawingColor {
    /// Opaque black.
    public static let black = DrawingColor(white: 0)
    /// Opaque white.
    public static let white = DrawingColor(white: 1)
    /// Fully transparent black.
    public static let clear = DrawingColor(white: 0, alpha: 0)
    /// The system colours with Increase Contrast variants, as Apple's Human Interface
    /// Guidelines list them for iOS: light, dark, and the high-contrast light and dark.
    private static let systemContrastTable: [(light: UInt32, dark: UInt32, high: UInt32, highDark: UInt32)] = [
        (0x007AFF, 0x0A84FF, 0x0040DD, 0x409CFF),  // blue
        (0xFF3B30, 0xFF453A, 0xD70015, 0xFF6961),  // red
        (0x34C759, 0x30D158, 0x248A3D, 0x30DB5B),  // green
        (0xFF9500, 0xFF9F0A, 0xC93400, 0xFFB340),  // orange
        (0x30B0C7, 0x40C8E0, 0x008299, 0x5DE6FF),  // teal
        (0x5856D6, 0x5E5CE6, 0x3634A3, 0x7D7AFF),  // indigo
        (0xC7C7CC, 0x48484A, 0xAEAEB2, 0x545456),  // grey 3
        (0xE5E5EA, 0x2C2C2E, 0xD8D8DC, 0x363638),  // grey 5
        (0xF2F2F7, 0x1C1C1E, 0xEBEBF0, 0x242426),  // grey 6
    ]

    /// The Increase Contrast variants of the system colour whose light and dark components
    /// `color` has (at any opacity, which the variants take), or nil when it is none.
    private static func systemContrast(of color: DrawingColor) -> ContrastPair? {
        let dark = color.darkVariant ?? Components(color)
        func same(_ c: Components, _ hex: UInt32) -> Bool {
            c.red == Double((hex >> 16) & 0xFF) / 255 && c.green == Double((hex >> 8) & 0xFF) / 255 && c.blue == Double(hex & 0xFF) / 255
        }
        for entry in systemContrastTable where same(Components(color), entry.light) && same(dark, entry.dark) {
            return ContrastPair(
                light: Components(DrawingColor(hex: entry.high, alpha: color.alpha)),
                dark: Components(DrawingColor(hex: entry.highDark, alpha: dark.alpha)))
        }
        return nil
    }

    /// iOS's system blue, the default tint (dark: #0A84FF; Increase Contrast: #0040DD, dark #409CFF).
    public static let systemBlue = DrawingColor(light: DrawingColor(hex: 0x007AFF), dark: DrawingColor(hex: 0x0A84FF))
    /// iOS's system red (dark: #FF453A; Increase Contrast: #D70015, dark #FF6961).
    public static let systemRed = DrawingColor(light: DrawingColor(hex: 0xFF3B30), dark: DrawingColor(hex: 0xFF453A))
    /// iOS's system green (dark: #30D158; Increase Contrast: #248A3D, dark #30DB5B).
    public static let systemGreen = DrawingColor(light: DrawingColor(hex: 0x34C759), dark: DrawingColor(hex: 0x30D158))
    /// iOS's system orange (dark: #FF9F0A; Increase Contrast: #C93400, dark #FFB340).
    public static let systemOrange = DrawingColor(light: DrawingColor(hex: 0xFF9500), dark: DrawingColor(hex: 0xFF9F0A))
    /// iOS's system teal (dark: #40C8E0; Increase Contrast: #008299, dark #5DE6FF).
    public static let systemTeal = DrawingColor(light: DrawingColor(hex: 0x30B0C7), dark: DrawingColor(hex: 0x40C8E0))
    /// iOS's system indigo (dark: #5E5CE6; Increase Contrast: #3634A3, dark #7D7AFF).
    public static let systemIndigo = DrawingColor(light: DrawingColor(hex: 0x5856D6), dark: DrawingColor(hex: 0x5E5CE6))
    /// iOS's system grey (the same in both styles; Increase Contrast: #6C6C70, dark #AEAEB2).
    ///
    /// The one system colour the same in both styles, so it cannot be known by its
    /// components (an app's own #8E8E93 is no system grey): its variants are its own.
    public static let systemGray = DrawingColor(
        light: DrawingColor(hex: 0x8E8E93), dark: DrawingColor(hex: 0x8E8E93),
        highContrastLight: DrawingColor(hex: 0x6C6C70), highContrastDark: DrawingColor(hex: 0xAEAEB2))
    /// iOS's `systemGray3`: unfilled slider tracks (dark: #48484A; Increase Contrast:
    /// #AEAEB2, dark #545456).
    public static let systemGray3 = DrawingColor(light: DrawingColor(hex: 0xC7C7CC), dark: DrawingColor(hex: 0x48484A))
    /// iOS's `systemGray5`: light fills (dark: #2C2C2E; Increase Contrast: #D8D8DC, dark #363638).
    public static let systemGray5 = DrawingColor(light: DrawingColor(hex: 0xE5E5EA), dark: DrawingColor(hex: 0x2C2C2E))
    /// iOS's `systemGray6`: grouped backgrounds (dark: #1C1C1E; Increase Contrast: #EBEBF0,
    /// dark #242426).
    public static let systemGray6 = DrawingColor(light: DrawingColor(hex: 0xF2F2F7), dark: DrawingColor(hex: 0x1C1C1E))
    // The label, fill and separator colours below have no Increase Contrast variants here:
    // Apple publishes none for them (UIKit's own, drawn from a `UIColor` an app passes, keep
    // theirs through ``platformColor``).

    /// iOS's primary label colour: black, white in the dark style.
    public static let label = DrawingColor(light: .black, dark: .white)
    /// iOS's secondary label colour (60 % of #3C3C43; dark: 60 % of #EBEBF5).
    public static let secondaryLabel = DrawingColor(
        light: DrawingColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6),
        dark: DrawingColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6))
    /// iOS's `systemFill` (grey at 20 %; dark: 36 %): a calendar day's default decoration.
    public static let systemFill = DrawingColor(
        light: DrawingColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2),
        dark: DrawingColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.36))
    /// iOS's `tertiarySystemFill`: a picker's selection band (grey at 12 %; dark: 24 %).
    public static let tertiarySystemFill = DrawingColor(
        light: DrawingColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12),
        dark: DrawingColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.24))
    /// UIKit's opaque separator: hairlines and rims (#C6C6C8; dark: #38383A).
    public static let separator = DrawingColor(light: DrawingColor(hex: 0xC6C6C8), dark: DrawingColor(hex: 0x38383A))
}

/// A platform's own colour held by a ``DrawingColor`` (``DrawingColor/platformColor``):
/// ControlKitUIKit keeps the app's `UIColor` in one. The object must not change after it is
/// made: colours are shared between threads.
public protocol PlatformColor: AnyObject, Sendable {}

/// A platform object a value keeps (``DrawingColor/platformColor``,
/// ``DrawingFont/platformFont``), equal and hashed by identity, so the value's own
/// conformances stay the synthesized ones.
struct PlatformIdentity<Object: Sendable>: Hashable, Sendable {
    let object: Object
    private let id: ObjectIdentifier
    init(_ object: Object) {
        self.object = object
        id = ObjectIdentifier(object as AnyObject)
    }
    static func == (a: Self, b: Self) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
