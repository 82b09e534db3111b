import Foundation

/// An sRGB colour with straight (not premultiplied) alpha.
///
/// Components are clamped to `0...1` when the colour is made; a NaN component becomes 0,
/// so a colour can never carry a value a backend cannot draw.
///
/// A colour can be *dynamic*, like a `UIColor` with a dark variant: the system colours
/// (``systemBlue``, ``label``, …) are, and ``init(light:dark:)`` makes one. A control
/// resolves every colour it draws for its ``Control/userInterfaceStyle``; the stored
/// `red`/`green`/`blue`/`alpha` are the light variant.
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
    /// The platform's own colour this was made from, if any (ControlKitUIKit keeps the
    /// `UIColor`): a backend that knows it resolves it for its own traits, so what the
    /// components cannot hold survives (a system colour's Increase Contrast variant, a
    /// Display P3 colour outside sRGB). Kept by ``resolved(for:)``; dropped by colours
    /// computed from this one (``withAlpha(_:)``, ``mixed(with:amount:)``). Compared by
    /// identity.
    public var platformColor: (any PlatformColor)? {
        get { platform?.object }
        set { platform = newValue.map(PlatformIdentity.init) }
    }
    private var platform: PlatformIdentity<any PlatformColor>?

    /// A fixed colour's four components (the storage of a dark variant).
    private struct Components: Hashable, Sendable {
        var red, green, blue, alpha: Double
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
    public init(light: DrawingColor, dark: DrawingColor) {
        self = light.resolved(for: .light)
        let dark = dark.resolved(for: .dark)
        if dark != self {
            darkVariant = Components(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha)
        }
    }

    /// Whether the colour has a different variant in the dark style.
    public var isDynamic: Bool { darkVariant != nil }

    /// The fixed colour this one is in `style`.
    public func resolved(for style: ControlInterfaceStyle) -> DrawingColor {
        guard let dark = darkVariant else { return self }
        var fixed =
            style == .dark
            ? DrawingColor(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha)
            : DrawingColor(red: red, green: green, blue: blue, alpha: alpha)
        fixed.platformColor = platformColor
        return fixed
    }

    /// The same colour with another opacity (both variants of a dynamic colour).
    public func withAlpha(_ alpha: Double) -> DrawingColor {
        var copy = self
        copy.alpha = DrawingColor.unit(alpha)
        copy.darkVariant?.alpha = copy.alpha
        if copy.alpha != self.alpha { copy.platformColor = nil }
        return copy
    }

    /// This colour mixed with another; `amount` 0 is `self`, 1 is `other`. Mixing
    /// dynamic colours mixes each style's variants.
    public func mixed(with other: DrawingColor, amount: Double) -> DrawingColor {
        let t = DrawingColor.unit(amount)
        func mix(_ a: DrawingColor, _ b: DrawingColor) -> DrawingColor {
            DrawingColor(
                red: a.red + (b.red - a.red) * t,
                green: a.green + (b.green - a.green) * t,
                blue: a.blue + (b.blue - a.blue) * t,
                alpha: a.alpha + (b.alpha - a.alpha) * t
            )
        }
        var light = mix(resolved(for: .light), other.resolved(for: .light))
        light.platformColor = nil
        guard isDynamic || other.isDynamic else { return light }
        return DrawingColor(light: light, dark: mix(resolved(for: .dark), other.resolved(for: .dark)))
    }

    public var description: String {
        let light = String(format: "r: %.3f, g: %.3f, b: %.3f, a: %.3f", red, green, blue, alpha)
        guard let dark = darkVariant else { return "Color(\(light))" }
        return "Color(\(light); dark " + String(format: "r: %.3f, g: %.3f, b: %.3f, a: %.3f", dark.red, dark.green, dark.blue, dark.alpha)
            + ")"
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
    /// iOS's system blue, the default tint (dark: #0A84FF).
    public static let systemBlue = DrawingColor(light: DrawingColor(hex: 0x007AFF), dark: DrawingColor(hex: 0x0A84FF))
    /// iOS's system red (dark: #FF453A).
    public static let systemRed = DrawingColor(light: DrawingColor(hex: 0xFF3B30), dark: DrawingColor(hex: 0xFF453A))
    /// iOS's system green (dark: #30D158).
    public static let systemGreen = DrawingColor(light: DrawingColor(hex: 0x34C759), dark: DrawingColor(hex: 0x30D158))
    /// iOS's system orange (dark: #FF9F0A).
    public static let systemOrange = DrawingColor(light: DrawingColor(hex: 0xFF9500), dark: DrawingColor(hex: 0xFF9F0A))
    /// iOS's system teal (dark: #40C8E0).
    public static let systemTeal = DrawingColor(light: DrawingColor(hex: 0x30B0C7), dark: DrawingColor(hex: 0x40C8E0))
    /// iOS's system indigo (dark: #5E5CE6).
    public static let systemIndigo = DrawingColor(light: DrawingColor(hex: 0x5856D6), dark: DrawingColor(hex: 0x5E5CE6))
    /// iOS's system grey (the same in both styles).
    public static let systemGray = DrawingColor(hex: 0x8E8E93)
    /// iOS's `systemGray3`: unfilled slider tracks (dark: #48484A).
    public static let systemGray3 = DrawingColor(light: DrawingColor(hex: 0xC7C7CC), dark: DrawingColor(hex: 0x48484A))
    /// iOS's `systemGray5`: light fills (dark: #2C2C2E).
    public static let systemGray5 = DrawingColor(light: DrawingColor(hex: 0xE5E5EA), dark: DrawingColor(hex: 0x2C2C2E))
    /// iOS's `systemGray6`: grouped backgrounds (dark: #1C1C1E).
    public static let systemGray6 = DrawingColor(light: DrawingColor(hex: 0xF2F2F7), dark: DrawingColor(hex: 0x1C1C1E))
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
