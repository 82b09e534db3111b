// Declaration-only stand-in for Apple's CoreGraphics (never linked): what the Apple hosts
// use, with the SDK's Swift names and labels. CGFloat, CGPoint, CGSize, CGRect and
// CGAffineTransform come from Foundation on Linux. See README.md for deviations.
@_exported import Foundation

public final class CGColor: @unchecked Sendable {}
public final class CGColorSpace: @unchecked Sendable {
    public static var sRGB: CFString { fatalError() }
    public init?(name: CFString) { fatalError() }
}
public typealias CFString = String
public typealias CFTimeInterval = Double

/// Not in Linux's Foundation: declared here with the SDK's members.
public struct CGAffineTransform: Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) { fatalError() }
    public static var identity: CGAffineTransform { fatalError() }
}
public typealias CFArray = [Any]

public final class CGGradient: @unchecked Sendable {
    // Deviation: the SDK takes `UnsafePointer<CGFloat>?`; with Objective-C interop on
    // Linux array-to-pointer conversion is unavailable, so the stub takes an array.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: [CGFloat]?) { fatalError() }
}

public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

public enum CGPathFillRule: Int, Sendable { case winding, evenOdd }
public enum CGLineCap: Int32, Sendable { case butt, round, square }
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

public class CGPath: @unchecked Sendable {}
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public override init() { fatalError() }
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { fatalError() }
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { fatalError() }
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) { fatalError() }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) { fatalError() }
    public func closeSubpath() { fatalError() }
}

public final class CGContext {
    public func saveGState() { fatalError() }
    public func restoreGState() { fatalError() }
    public func concatenate(_ transform: CGAffineTransform) { fatalError() }
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { fatalError() }
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { fatalError() }
    public func setAlpha(_ alpha: CGFloat) { fatalError() }
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) { fatalError() }
    public func addPath(_ path: CGPath) { fatalError() }
    public func setFillColor(_ color: CGColor) { fatalError() }
    public func setStrokeColor(_ color: CGColor) { fatalError() }
    public func fillPath(using rule: CGPathFillRule = .winding) { fatalError() }
    public func fill(_ rect: CGRect) { fatalError() }
    public func strokePath() { fatalError() }
    public func clip(using rule: CGPathFillRule = .winding) { fatalError() }
    public func clip(to rect: CGRect) { fatalError() }
    public func replacePathWithStrokedPath() { fatalError() }
    public func beginTransparencyLayer(auxiliaryInfo: [AnyHashable: Any]?) { fatalError() }
    public func endTransparencyLayer() { fatalError() }
    public func setLineWidth(_ width: CGFloat) { fatalError() }
    public func setLineCap(_ cap: CGLineCap) { fatalError() }
    public func setLineJoin(_ join: CGLineJoin) { fatalError() }
    public func setMiterLimit(_ limit: CGFloat) { fatalError() }
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) { fatalError() }
    public var boundingBoxOfClipPath: CGRect { fatalError() }
    public func drawLinearGradient(_ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint, options: CGGradientDrawingOptions) {
        fatalError()
    }
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) { fatalError() }
}
