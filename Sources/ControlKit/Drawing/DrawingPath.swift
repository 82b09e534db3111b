import Foundation

/// A vector outline made of lines and curves, in the shape of Core Graphics' `CGPath`.
///
/// Paths are values: build one, then fill, stroke or clip with it on a ``DrawingCanvas``.
/// Non-finite coordinates are dropped as they are added, so a path never holds NaN.
///
/// ```swift
/// var track = DrawingPath(roundedRect: CGRect(x: 0, y: 10, width: 200, height: 4), cornerRadius: 2)
/// track.addEllipse(in: CGRect(x: 90, y: 0, width: 24, height: 24))
/// canvas.fill(track, with: .color(.systemBlue))
/// ```
public struct DrawingPath: Hashable, Sendable {
    /// One drawing instruction of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath.
        case move(to: CGPoint)
        /// A straight line.
        case line(to: CGPoint)
        /// A quadratic Bézier curve.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the current subpath.
        case closeSubpath

        public func hash(into hasher: inout Hasher) {
            switch self {
            case .move(let point):
                hasher.combine(0)
                hasher.combine(point: point)
            case .line(let point):
                hasher.combine(1)
                hasher.combine(point: point)
            case .quadCurve(let point, let control):
                hasher.combine(2)
                hasher.combine(point: point)
                hasher.combine(point: control)
            case .curve(let point, let control1, let control2):
                hasher.combine(3)
                hasher.combine(point: point)
                hasher.combine(point: control1)
                hasher.combine(point: control2)
            case .closeSubpath:
                hasher.combine(4)
            }
        }
    }

    /// The instructions, in order. Arcs, ellipses and rounded rectangles are stored as
    /// cubic Béziers, so every backend draws them identically.
    public private(set) var elements: [Element] = []
    private var current: CGPoint?
    private var subpathStart: CGPoint?

    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)  // the pen's position follows from them
    }

    /// An empty path.
    public init() {}

    /// Makes room for `count` more elements (a path built in a loop grows without copying).
    mutating func reserveCapacity(_ count: Int) {
        elements.reserveCapacity(elements.count + max(count, 0))
    }

    /// A closed rectangle.
    public init(rect: CGRect) { addRect(rect) }

    /// A rounded rectangle; the radius is clamped to half the shorter side.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        addRoundedRect(in: rect, cornerRadius: cornerRadius)
    }

    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point the next element starts from, if any.
    public var currentPoint: CGPoint? { current }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        guard point.isFinite else { return }
        elements.append(.move(to: point))
        current = point
        subpathStart = point
    }

    /// Adds a straight line from the current point (or starts there if there is none).
    public mutating func addLine(to point: CGPoint) {
        guard point.isFinite else { return }
        guard current != nil else { return move(to: point) }
        elements.append(.line(to: point))
        current = point
    }

    /// Adds a quadratic Bézier curve.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        guard point.isFinite, control.isFinite else { return }
        guard current != nil else { return move(to: point) }
        elements.append(.quadCurve(to: point, control: control))
        current = point
    }

    /// Adds a cubic Bézier curve.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard point.isFinite, control1.isFinite, control2.isFinite else { return }
        guard current != nil else { return move(to: point) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
        current = point
    }

    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() {
        guard current != nil else { return }
        elements.append(.closeSubpath)
        current = subpathStart
    }

    /// Adds a closed rectangle.
    public mutating func addRect(_ rect: CGRect) {
        guard rect.isDrawable else { return }
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// The handle length of a cubic quarter circle of radius 1: 4/3·(√2 − 1), which is
    /// 4/3·tan(π/8), what ``addArc(center:radius:startAngle:endAngle:clockwise:)`` makes
    /// of a 90° sweep.
    static let quarterCircleHandle: CGFloat = 0.5522847498307936

    /// Adds a closed rounded rectangle; `cornerRadius` is clamped to `0...min(w, h) / 2`.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadius: CGFloat) {
        guard rect.isDrawable else { return }
        let r = cornerRadius.isFinite ? min(max(cornerRadius, 0), min(rect.width, rect.height) / 2) : 0
        guard r > 0 else { return addRect(rect) }
        // Each corner a quarter circle as one cubic (what addArc makes of a 90° sweep),
        // written out: a rounded rect is built on every frame of a dragged slider, and the
        // trigonometry of four arcs was most of its cost.
        let k = DrawingPath.quarterCircleHandle * r
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        elements.reserveCapacity(elements.count + 10)  // a move, four lines, four curves, a close
        move(to: CGPoint(x: x0 + r, y: y0))
        addLine(to: CGPoint(x: x1 - r, y: y0))
        addCurve(to: CGPoint(x: x1, y: y0 + r), control1: CGPoint(x: x1 - r + k, y: y0), control2: CGPoint(x: x1, y: y0 + r - k))
        addLine(to: CGPoint(x: x1, y: y1 - r))
        addCurve(to: CGPoint(x: x1 - r, y: y1), control1: CGPoint(x: x1, y: y1 - r + k), control2: CGPoint(x: x1 - r + k, y: y1))
        addLine(to: CGPoint(x: x0 + r, y: y1))
        addCurve(to: CGPoint(x: x0, y: y1 - r), control1: CGPoint(x: x0 + r - k, y: y1), control2: CGPoint(x: x0, y: y1 - r + k))
        addLine(to: CGPoint(x: x0, y: y0 + r))
        addCurve(to: CGPoint(x: x0 + r, y: y0), control1: CGPoint(x: x0, y: y0 + r - k), control2: CGPoint(x: x0 + r - k, y: y0))
        closeSubpath()
    }

    /// Adds a closed ellipse inscribed in `rect`.
    public mutating func addEllipse(in rect: CGRect) {
        guard rect.isDrawable, rect.width > 0, rect.height > 0 else { return }
        // Four cubic quarter arcs.
        let k = DrawingPath.quarterCircleHandle
        let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
        elements.reserveCapacity(elements.count + 6)
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(
            to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(
            to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(
            to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(
            to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// Adds a circular arc, joined to the current point by a line.
    ///
    /// Angles are in radians from the positive x axis; in the y-down coordinate space that
    /// controls draw in, `clockwise: true` means increasing angles (clockwise on screen).
    /// This matches `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        guard center.isFinite, radius.isFinite, radius >= 0, startAngle.isFinite, endAngle.isFinite else { return }
        var sweep = endAngle - startAngle
        let full = 2 * CGFloat.pi
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
            if sweep > full { sweep = full }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - full }
            if sweep < -full { sweep = -full }
        }
        // cos/sin of multiples of π/2 come out as ±1e-16; snap them so arcs land exactly.
        func cosine(_ a: CGFloat) -> CGFloat { let v = cos(a); return abs(v) < 1e-12 ? 0 : v }
        func sine(_ a: CGFloat) -> CGFloat { let v = sin(a); return abs(v) < 1e-12 ? 0 : v }
        let start = CGPoint(x: center.x + radius * cosine(startAngle), y: center.y + radius * sine(startAngle))
        if current == nil { move(to: start) } else { addLine(to: start) }
        let segments = max(Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)), 1)
        let step = sweep / CGFloat(segments)
        let handle = 4 / 3 * tan(step / 4) * radius
        elements.reserveCapacity(elements.count + segments)
        var angle = startAngle
        var (c0, s0) = (cosine(angle), sine(angle))
        for _ in 0..<segments {
            let next = angle + step
            let (c, s) = (cosine(next), sine(next))
            let p0 = CGPoint(x: center.x + radius * c0, y: center.y + radius * s0)
            let p1 = CGPoint(x: center.x + radius * c, y: center.y + radius * s)
            let c1 = CGPoint(x: p0.x - handle * s0, y: p0.y + handle * c0)
            let c2 = CGPoint(x: p1.x + handle * s, y: p1.y - handle * c)
            addCurve(to: p1, control1: c1, control2: c2)
            (angle, c0, s0) = (next, c, s)
        }
    }

    /// Adds every element of another path.
    public mutating func addPath(_ other: DrawingPath) {
        for element in other.elements { append(element) }
    }

    /// The path with every point mapped through `transform`.
    public func applying(_ transform: Transform) -> DrawingPath {
        var out = DrawingPath()
        out.elements.reserveCapacity(elements.count)
        for element in elements {
            switch element {
            case .move(let p): out.move(to: transform.apply(to: p))
            case .line(let p): out.addLine(to: transform.apply(to: p))
            case .quadCurve(let p, let c): out.addQuadCurve(to: transform.apply(to: p), control: transform.apply(to: c))
            case .curve(let p, let c1, let c2):
                out.addCurve(to: transform.apply(to: p), control1: transform.apply(to: c1), control2: transform.apply(to: c2))
            case .closeSubpath: out.closeSubpath()
            }
        }
        return out
    }

    /// A rectangle holding every point and control point (a cheap upper bound of the
    /// outline; `.null` for an empty path).
    public var controlPointBounds: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(p); add(c)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .closeSubpath: break
            }
        }
        return minX > maxX ? .null : CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private mutating func append(_ element: Element) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .closeSubpath: closeSubpath()
        }
    }
}

extension CGPoint {
    /// True when both coordinates are finite.
    public var isFinite: Bool { x.isFinite && y.isFinite }
}
