import Foundation

/// What fills or strokes a shape: a solid colour or a gradient.
///
/// DrawingGradient points are in the coordinate space current when the paint is used, as in
/// Core Graphics' `drawLinearGradient`.
///
/// ```swift
/// canvas.fill(knob, with: .linearGradient(
///     DrawingGradient(colors: [.white.withAlpha(0.15), .black.withAlpha(0.15)]),
///     start: CGPoint(x: 0, y: knobRect.minY), end: CGPoint(x: 0, y: knobRect.maxY)))
/// ```
public enum Paint: Hashable, Sendable {
    /// One colour.
    case color(DrawingColor)
    /// Colours blended along the line from `start` to `end`, padded beyond both ends.
    case linearGradient(DrawingGradient, start: CGPoint, end: CGPoint)
    /// Colours blended outward from `center` (radius 0) to `radius`, padded beyond it.
    case radialGradient(DrawingGradient, center: CGPoint, radius: CGFloat)

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .color(let color):
            hasher.combine(0)
            hasher.combine(color)
        case .linearGradient(let gradient, let start, let end):
            hasher.combine(1)
            hasher.combine(gradient)
            hasher.combine(point: start)
            hasher.combine(point: end)
        case .radialGradient(let gradient, let center, let radius):
            hasher.combine(2)
            hasher.combine(gradient)
            hasher.combine(point: center)
            hasher.combine(radius)
        }
    }
}

/// Colour stops along a gradient, each at a location in `0...1`.
public struct DrawingGradient: Hashable, Sendable {
    /// One colour at one location.
    public struct Stop: Hashable, Sendable {
        /// The colour at this stop.
        public var color: DrawingColor
        /// Where the stop is, 0 at the start to 1 at the end.
        public var location: Double
        /// Makes a stop; the location is clamped to `0...1`.
        public init(color: DrawingColor, location: Double) {
            self.color = color
            self.location = location.isNaN ? 0 : min(max(location, 0), 1)
        }
    }

    /// The stops, sorted by location.
    public var stops: [Stop]

    /// Makes a gradient from stops (sorted by location).
    public init(stops: [Stop]) {
        self.stops = stops.sorted { $0.location < $1.location }
    }

    /// Makes a gradient from colours spaced evenly from 0 to 1.
    public init(colors: [DrawingColor]) {
        let n = colors.count
        self.init(
            stops: colors.enumerated().map { i, color in
                Stop(color: color, location: n > 1 ? Double(i) / Double(n - 1) : 0)
            })
    }
}

/// How a stroke is drawn: width, ends, joins and dashes, as Core Graphics' stroke state.
public struct DrawingStrokeStyle: Hashable, Sendable {
    /// The shape at the open ends of a stroke.
    public enum LineCap: Hashable, Sendable { case butt, round, square }
    /// The shape where two segments meet.
    public enum LineJoin: Hashable, Sendable { case miter, round, bevel }

    /// The width in points (0 draws nothing).
    public var lineWidth: CGFloat
    /// The shape of open ends.
    public var lineCap: LineCap
    /// The shape of corners.
    public var lineJoin: LineJoin
    /// How long a miter may get (in line widths) before it is bevelled.
    public var miterLimit: CGFloat
    /// Dash lengths, alternately on and off; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// Makes a stroke style; a negative or non-finite width becomes 0 (nothing drawn).
    public init(
        lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
        miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth.isFinite ? max(lineWidth, 0) : 0
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash.filter { $0.isFinite && $0 >= 0 }
        self.dashPhase = dashPhase.isFinite ? dashPhase : 0
    }
}

/// A drop shadow: applies to everything drawn while it is set, as `CGContextSetShadowWithColor`.
///
/// `offset` and `blur` are in points and are not affected by the canvas's transforms
/// (Core Graphics' rule). The blur approximates a Gaussian whose sigma is `blur / 2`.
public struct Shadow: Hashable, Sendable {
    /// How far the shadow falls, in points (y down).
    public var offset: CGSize
    /// How soft it is, in points (0: a hard edge).
    public var blur: CGFloat
    /// Its colour (usually black with some alpha).
    public var color: DrawingColor

    /// Makes a shadow; a negative or non-finite blur becomes 0 (a hard shadow).
    public init(offset: CGSize, blur: CGFloat, color: DrawingColor) {
        self.offset = CGSize(
            width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0)
        self.blur = blur.isFinite ? max(blur, 0) : 0
        self.color = color
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(size: offset)
        hasher.combine(blur)
        hasher.combine(color)
    }
}

/// The rule that decides which points are inside a self-intersecting path.
public enum FillRule: Hashable, Sendable {
    case nonZero, evenOdd
}
