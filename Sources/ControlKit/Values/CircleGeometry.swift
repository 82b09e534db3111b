import Foundation

/// The geometry of a round control: the face in its bounds, angles measured clockwise from
/// 12 o'clock in screen coordinates (y down), points on a circle, and how many marks fit
/// around it. The dial and the circular range slider share it, so a touch's angle, a
/// label's place and the thinning of crowded labels follow one rule in both.
///
/// ```swift
/// let center = CircleGeometry.center(of: CGRect(x: 0, y: 0, width: 200, height: 200))
/// CircleGeometry.angle(of: CGPoint(x: 196, y: 100), around: center)   // π/2: 3 o'clock
/// ```
enum CircleGeometry {
    /// The centre of the largest circle in `rect`.
    static func center(of rect: CGRect) -> CGPoint { CGPoint(x: rect.midX, y: rect.midY) }

    /// The radius of the largest circle in `rect` less `margin` all round (room for a focus
    /// ring): half the smaller side less the margin, 0 for an empty rectangle.
    static func radius(in rect: CGRect, margin: CGFloat) -> CGFloat { max(min(rect.width, rect.height) / 2 - margin, 0) }

    /// Whether `point` is on the circle of `radius` around `center` (a non-finite point is not).
    static func contains(_ point: CGPoint, center: CGPoint, radius: CGFloat) -> Bool {
        guard point.isFinite, radius > 0 else { return false }
        return point.distance(to: center) <= radius
    }

    /// Within this distance of the centre a touch has no usable angle.
    static let centerDeadZone: CGFloat = 6

    /// The angle in radians clockwise from 12 o'clock of `point` seen from `center`, in
    /// `(−π, π]`.
    static func angle(of point: CGPoint, around center: CGPoint) -> Double {
        atan2(Double(point.x - center.x), Double(center.y - point.y))
    }

    /// The signed angle from `a` to `b`, wrapped into `(−π, π]`: the way a finger went,
    /// correct across ±π. NaN in, 0 out.
    static func signedAngle(from a: Double, to b: Double) -> Double {
        guard a.isFinite, b.isFinite else { return 0 }
        var d = (b - a).truncatingRemainder(dividingBy: 2 * .pi)
        if d > .pi { d -= 2 * .pi } else if d <= -.pi { d += 2 * .pi }
        return d
    }

    /// The point at `angle` (radians clockwise from 12 o'clock) on the circle of `radius`
    /// around `center`.
    static func point(atAngle angle: Double, radius: CGFloat, around center: CGPoint) -> CGPoint {
        let a = CGFloat(angle)
        return CGPoint(x: center.x + radius * sin(a), y: center.y - radius * cos(a))
    }

    /// Every how many of `count` marks around a circle of `radius` one is drawn so that
    /// neighbours stay at least `spacing` apart, starting from `interval` (never below 1):
    /// bounds the marks drawn whatever their number.
    static func stride(count: Int, radius: Double, spacing: Double, interval: Int = 1) -> Int {
        let base = max(interval, 1)
        guard count > 0, radius > 0, spacing > 0, radius.isFinite else { return base }
        let arc = radius * (2 * .pi / Double(count)) * Double(base)
        guard arc < spacing else { return base }
        let factor = (spacing / arc).rounded(.up)
        return base * Int(min(factor, Double(count)))
    }

    /// How many of the marks 0, `stride`, 2·`stride`, … of `count` are drawn. Thinned marks
    /// do not divide the circle evenly: the last one is left out when it would sit less than
    /// ¾ of a stride from mark 0 across the top. A stride of `unthinned` or less is no
    /// thinning: every `stride`-th mark is drawn.
    static func markCount(of count: Int, every stride: Int, unthinned: Int) -> Int {
        let stride = max(stride, 1)
        guard count > 0 else { return 0 }
        let marks = (count + stride - 1) / stride
        let last = (marks - 1) * stride
        return stride > unthinned && marks > 1 && 4 * (count - last) < 3 * stride ? marks - 1 : marks
    }

    /// Adds a tick: a thin quadrilateral along the radius at `angle`, from `inner` to
    /// `outer`, `2 · halfWidth` wide. Many ticks in one path make one fill, cheaper for a
    /// rasterizer than stroking many tiny segments.
    static func addTick(
        to path: inout DrawingPath, around c: CGPoint, angle: Double, inner: CGFloat, outer: CGFloat, halfWidth half: CGFloat
    ) {
        let a = CGFloat(angle)
        let (s, co) = (sin(a), cos(a))
        // Along the radius (s, −co); across it (co, s).
        path.move(to: CGPoint(x: c.x + inner * s - half * co, y: c.y - inner * co - half * s))
        path.addLine(to: CGPoint(x: c.x + outer * s - half * co, y: c.y - outer * co - half * s))
        path.addLine(to: CGPoint(x: c.x + outer * s + half * co, y: c.y - outer * co + half * s))
        path.addLine(to: CGPoint(x: c.x + inner * s + half * co, y: c.y - inner * co + half * s))
        path.closeSubpath()
    }
}
