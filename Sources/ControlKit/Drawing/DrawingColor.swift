import Foundation

/// An sRGB colour with straight (not premultiplied) alpha.
///
/// Components are clamped to `0...1` when the colour is made; a NaN component becomes 0,
/// so a colour can never carry a value a backend cannot draw.
///
/// ```swift
/// let tint = DrawingColor(red: 0, green: 0.45, blue: 0.94)
/// let glass = DrawingColor.white.withAlpha(0.4)
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

    /// The same colour with another opacity.
    public func withAlpha(_ alpha: Double) -> DrawingColor {
        DrawingColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// This colour mixed with another; `amount` 0 is `self`, 1 is `other`.
    public func mixed(with other: DrawingColor, amount: Double) -> DrawingColor {
        let t = DrawingColor.unit(amount)
        return DrawingColor(
            red: red + (other.red - red) * t,
            green: green + (other.green - green) * t,
            blue: blue + (other.blue - blue) * t,
            alpha: alpha + (other.alpha - alpha) * t
        )
    }

    public var description: String {
        String(format: "Color(r: %.3f, g: %.3f, b: %.3f, a: %.3f)", red, green, blue, alpha)
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
    /// iOS's system blue (light appearance), the default tint.
    public static let systemBlue = DrawingColor(hex: 0x007AFF)
    /// iOS's system red (light appearance).
    public static let systemRed = DrawingColor(hex: 0xFF3B30)
    /// iOS's system green (light appearance).
    public static let systemGreen = DrawingColor(hex: 0x34C759)
    /// iOS's system orange (light appearance).
    public static let systemOrange = DrawingColor(hex: 0xFF9500)
    /// iOS's system grey (light appearance).
    public static let systemGray = DrawingColor(hex: 0x8E8E93)
    /// iOS's `systemGray3` (light appearance): unfilled slider tracks.
    public static let systemGray3 = DrawingColor(hex: 0xC7C7CC)
    /// iOS's `systemGray5` (light appearance): light fills.
    public static let systemGray5 = DrawingColor(hex: 0xE5E5EA)
    /// iOS's `systemGray6` (light appearance): grouped backgrounds.
    public static let systemGray6 = DrawingColor(hex: 0xF2F2F7)
    /// iOS's primary label colour (light appearance).
    public static let label = DrawingColor.black
    /// iOS's secondary label colour (light appearance).
    public static let secondaryLabel = DrawingColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    /// UIKit's opaque separator (#C6C6C8): hairlines and rims.
    public static let separator = DrawingColor(hex: 0xC6C6C8)
}
