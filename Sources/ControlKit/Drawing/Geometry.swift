import Foundation

/// An affine transform in the same shape as Core Graphics' `CGAffineTransform`.
///
/// A point maps as `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`. Foundation on Linux has
/// no `CGAffineTransform`, so the canvas uses this one on every platform.
///
/// ```swift
/// let t = Transform.identity.translatedBy(x: 10, y: 0).scaledBy(x: 2, y: 2)
/// t.apply(to: CGPoint(x: 1, y: 1))   // (12, 2)
/// ```
public struct Transform: Hashable, Sendable {
    /// The linear part (`a b` / `c d`, as Core Graphics names them) and the translation.
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// Makes a transform from its six coefficients.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that changes nothing.
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation.
    public init(translationX x: CGFloat, y: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    /// A scale.
    public init(scaleX x: CGFloat, y: CGFloat) { self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0) }
    /// A rotation by `angle` radians (positive turns x toward y, clockwise on screen).
    public init(rotationAngle angle: CGFloat) {
        let (s, co) = (sin(angle), cos(angle))
        self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    /// The transform that applies `self` first, then `other` (as `CGAffineTransform.concatenating`).
    public func concatenating(_ other: Transform) -> Transform {
        Transform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty
        )
    }

    /// A translation applied before this transform (as `CGAffineTransform.translatedBy`).
    public func translatedBy(x: CGFloat, y: CGFloat) -> Transform {
        Transform(translationX: x, y: y).concatenating(self)
    }
    /// A scale applied before this transform.
    public func scaledBy(x: CGFloat, y: CGFloat) -> Transform {
        Transform(scaleX: x, y: y).concatenating(self)
    }
    /// A rotation applied before this transform.
    public func rotated(by angle: CGFloat) -> Transform {
        Transform(rotationAngle: angle).concatenating(self)
    }

    /// The transform that undoes this one; the identity when this one cannot be undone
    /// (a zero scale).
    public func inverted() -> Transform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return .identity }
        return Transform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// Maps a point.
    public func apply(to p: CGPoint) -> CGPoint {
        CGPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The smallest axis-aligned rectangle holding the mapped corners of `rect`.
    public func apply(to rect: CGRect) -> CGRect {
        let p1 = apply(to: CGPoint(x: rect.minX, y: rect.minY)), p2 = apply(to: CGPoint(x: rect.maxX, y: rect.minY))
        let p3 = apply(to: CGPoint(x: rect.minX, y: rect.maxY)), p4 = apply(to: CGPoint(x: rect.maxX, y: rect.maxY))
        let minX = min(p1.x, p2.x, p3.x, p4.x), maxX = max(p1.x, p2.x, p3.x, p4.x)
        let minY = min(p1.y, p2.y, p3.y, p4.y), maxY = max(p1.y, p2.y, p3.y, p4.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// Distances from the four edges of a rectangle, as UIKit's `UIEdgeInsets`.
public struct DrawingEdgeInsets: Hashable, Sendable {
    /// The distances from each edge, in points.
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

    /// Makes insets; negative or non-finite values become 0.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(v, 0) : 0 }
        (self.top, self.left, self.bottom, self.right) = (clean(top), clean(left), clean(bottom), clean(right))
    }

    /// No insets.
    public static let zero = DrawingEdgeInsets()
}

extension CGRect {
    /// The centre point.
    public var center: CGPoint { CGPoint(x: midX, y: midY) }

    /// The rectangle shrunk by `insets` (never to a negative size).
    public func inset(by insets: DrawingEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: max(width - insets.left - insets.right, 0),
            height: max(height - insets.top - insets.bottom, 0))
    }

    /// A rectangle of `size` centred on `point`.
    public init(center point: CGPoint, size: CGSize) {
        self.init(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height)
    }

    /// The rectangle grown (or shrunk) by `factor` about its centre.
    func scaledAboutCentre(by factor: CGFloat) -> CGRect {
        guard factor != 1 else { return self }
        return CGRect(center: center, size: CGSize(width: width * factor, height: height * factor))
    }

    /// True when every coordinate is finite and the size is not negative.
    public var isDrawable: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
            && size.width >= 0 && size.height >= 0
    }
}

extension CGPoint {
    /// The distance to another point.
    public func distance(to other: CGPoint) -> CGFloat {
        hypot(other.x - x, other.y - y)
    }
}

extension CGFloat {
    /// The nearest multiple of `unit / steps`: a drawn transform kept to a bounded set of
    /// values, each of which a backend rasterizes text at once and then keeps (a wheel
    /// row's squash, a moving dial's label angle).
    func rounded(toSteps steps: CGFloat, of unit: CGFloat = 1) -> CGFloat {
        (self / unit * steps).rounded() / steps * unit
    }
}
