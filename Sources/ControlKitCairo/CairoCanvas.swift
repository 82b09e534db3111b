import CCairo
import ControlKit
import Foundation

/// A ``DrawingCanvas`` that draws with cairo: the Linux (and headless) backend.
///
/// Each canvas call maps to cairo calls 1:1. What cairo lacks is added here: global
/// alpha (multiplied into every source), Core Graphics' shadows (the shape is drawn into
/// an offscreen alpha mask, blurred with three box passes approximating a Gaussian of
/// sigma `blur / 2`, and painted under the shape at an offset that ignores the current
/// transform), text through pango, and vector images.
///
/// ```swift
/// let bitmap = CairoBitmap.render(size: CGSize(width: 100, height: 40), scale: 2) { canvas in
///     canvas.fill(DrawingPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 8), with: .color(.systemBlue))
/// }
/// ```
public final class CairoCanvas: DrawingCanvas {
    /// The cairo context drawn into (not owned).
    public let context: OpaquePointer
    /// Device pixels per point, used to size shadow offsets and blurs.
    public let scale: CGFloat

    struct GraphicsState {
        var alpha: Double = 1
        var shadow: Shadow?
    }
    // Unchecked exclusivity: every save and restore of a frame (a wheel's rows take one
    // each) reads and writes both, and nothing holds an access to them across a call.
    @exclusivity(unchecked) var state = GraphicsState()
    @exclusivity(unchecked) private var stack: [GraphicsState] = []
    private let baseAlpha: Double

    /// Wraps a cairo context whose transform already maps points to device pixels.
    ///
    /// - Parameters:
    ///   - context: A `cairo_t *`; the caller keeps ownership.
    ///   - scale: Device pixels per point (the scale already applied to the context).
    public init(context: OpaquePointer, scale: CGFloat = 1) {
        self.context = context
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.baseAlpha = 1
        stack.reserveCapacity(8)
    }

    private init(context: OpaquePointer, scale: CGFloat, baseAlpha: Double) {
        self.context = context
        self.scale = scale
        self.baseAlpha = baseAlpha
    }

    var alpha: Double { state.alpha * baseAlpha }

    // MARK: State

    public func saveState() {
        stack.append(state)
        cairo_save(context)
    }

    public func restoreState() {
        guard let last = stack.popLast() else { return }
        state = last
        cairo_restore(context)
    }

    public func concatenate(_ t: Transform) {
        var m = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
        guard cairo_matrix_invert(&m) == CAIRO_STATUS_SUCCESS else { return }  // refuse singular transforms
        var forward = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
        cairo_transform(context, &forward)
    }

    public func setAlpha(_ alpha: Double) {
        state.alpha = alpha.isNaN ? 1 : min(max(alpha, 0), 1)
    }

    public func setShadow(_ shadow: Shadow?) {
        state.shadow = shadow
    }

    // MARK: Shapes

    public func fill(_ path: DrawingPath, with paint: Paint, rule: FillRule) {
        guard !path.isEmpty else { return }
        if let shadow = visibleShadow, case .color(let color) = paint {
            // Solid fills (thumbs, knobs) reuse their blurred shadow mask from frame to frame.
            paintCachedShadow(shadow, path: path, coverage: color.alpha, operation: .fill(rule))
            CairoCanvas.append(path, to: context)
            cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            CairoCanvas.withSource(paint, alpha: alpha, on: context) { cairo_fill(context) }
            return
        }
        if state.shadow == nil, case .linearGradient(let gradient, let start, let end) = paint,
            fillWithCachedGradient(path, gradient, start: start, end: end, rule: rule)
        {
            return
        }
        drawWithShadow(userBounds: path.controlPointBounds) { cr, alpha in
            CairoCanvas.append(path, to: cr)
            cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            CairoCanvas.withSource(paint, alpha: alpha, on: cr) { cairo_fill(cr) }
        }
    }

    public func stroke(_ path: DrawingPath, with paint: Paint, style: DrawingStrokeStyle) {
        guard !path.isEmpty, style.lineWidth > 0 else { return }
        if let shadow = visibleShadow, case .color(let color) = paint, let scale = uniformScale() {
            var deviceStyle = style
            deviceStyle.lineWidth *= scale
            deviceStyle.dash = style.dash.map { $0 * scale }
            deviceStyle.dashPhase *= scale
            paintCachedShadow(shadow, path: path, coverage: color.alpha, operation: .stroke(deviceStyle))
            CairoCanvas.append(path, to: context)
            CairoCanvas.apply(style, to: context)
            CairoCanvas.withSource(paint, alpha: alpha, on: context) { cairo_stroke(context) }
            return
        }
        let grow = style.lineWidth * max(style.miterLimit, 2)
        drawWithShadow(userBounds: path.controlPointBounds.insetBy(dx: -grow, dy: -grow)) { cr, alpha in
            CairoCanvas.append(path, to: cr)
            CairoCanvas.apply(style, to: cr)
            CairoCanvas.withSource(paint, alpha: alpha, on: cr) { cairo_stroke(cr) }
        }
    }

    public func clip(to path: DrawingPath, rule: FillRule) {
        CairoCanvas.append(path, to: context)
        cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(context)
    }

    // MARK: Text

    public func drawText(_ text: TextRun, in rect: CGRect) {
        guard !text.string.isEmpty, rect.isDrawable else { return }
        var (layout, size) = PangoText.cachedLayout(text.string, font: text.font, scale: scale, on: context)
        if let cut = text.truncatedToMaximumWidth(width: size.width, measure: { PangoText.measure($0, font: text.font).width }) {
            (layout, size) = PangoText.cachedLayout(cut.string, font: cut.font, scale: scale, on: context)
        }
        let x: CGFloat
        switch text.alignment {
        case .left: x = rect.minX
        case .center: x = rect.midX - size.width / 2
        case .right: x = rect.maxX - size.width
        }
        let y = rect.midY - size.height / 2
        drawWithShadow(userBounds: rect.insetBy(dx: -text.font.size, dy: -text.font.size)) { cr, alpha in
            cairo_move_to(cr, Double(x), Double(y))
            let c = text.color
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * alpha)
            pango_cairo_show_layout(cr, layout)
            cairo_new_path(cr)
        }
    }

    public func measureText(_ string: String, font: DrawingFont) -> CGSize {
        PangoText.measure(string, font: font)
    }

    // MARK: Images

    public func drawImage(_ image: DrawingImage, source: CGRect, in rect: CGRect) {
        guard rect.isDrawable, rect.width > 0, rect.height > 0, source.isDrawable, source.width > 0, source.height > 0 else { return }
        // A template image is its own shape filled with the tint: drawn into a group, then
        // the tint is painted through the group's alpha.
        let tint = image.renderingMode == .template ? image.tintColor ?? .label : nil
        drawWithShadow(userBounds: rect) { cr, alpha in
            cairo_save(cr)
            cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            cairo_clip(cr)
            if tint != nil { cairo_push_group(cr) }
            cairo_save(cr)
            cairo_translate(cr, Double(rect.minX), Double(rect.minY))
            cairo_scale(cr, Double(rect.width / source.width), Double(rect.height / source.height))
            cairo_translate(cr, Double(-source.minX), Double(-source.minY))
            let contentAlpha = tint == nil ? alpha : 1
            switch image.content {
            case .png:
                if let surface = SurfaceLRU.shared.decodedPNG(image) {
                    cairo_scale(cr, Double(1 / image.scale), Double(1 / image.scale))
                    cairo_set_source_surface(cr, surface, 0, 0)
                    cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
                    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
                    cairo_paint_with_alpha(cr, contentAlpha)
                }
            case .drawing(let list):
                cairo_rectangle(cr, Double(source.minX), Double(source.minY), Double(source.width), Double(source.height))
                cairo_clip(cr)
                let nested = CairoCanvas(context: cr, scale: self.scale, baseAlpha: contentAlpha)
                list.replay(into: nested)
            case .platform:
                break  // another platform's image: nothing cairo can draw
            }
            cairo_restore(cr)
            if let tint, let shape = cairo_pop_group(cr) {
                cairo_set_source_rgba(cr, tint.red, tint.green, tint.blue, tint.alpha * alpha)
                cairo_mask(cr, shape)
                cairo_pattern_destroy(shape)
            }
            cairo_restore(cr)
        }
    }

    // MARK: Helpers

    static func append(_ path: DrawingPath, to cr: OpaquePointer) {
        cairo_new_path(cr)
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(cr, Double(p.x), Double(p.y))
                current = p
                start = p
            case .line(let p):
                cairo_line_to(cr, Double(p.x), Double(p.y))
                current = p
            case .quadCurve(let p, let c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .closeSubpath:
                cairo_close_path(cr)
                current = start
            }
        }
    }

    static func apply(_ style: DrawingStrokeStyle, to cr: OpaquePointer) {
        cairo_set_line_width(cr, Double(style.lineWidth))
        switch style.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cr, Double(style.miterLimit))
        let dashes = style.dash.map(Double.init)
        if dashes.contains(where: { $0 > 0 }) {
            cairo_set_dash(cr, dashes, Int32(dashes.count), Double(style.dashPhase))
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
    }

    static func withSource(_ paint: Paint, alpha: Double, on cr: OpaquePointer, _ draw: () -> Void) {
        switch paint {
        case .color(let c):
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * alpha)
            draw()
        case .linearGradient(let gradient, let start, let end):
            let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
            defer { cairo_pattern_destroy(pattern) }
            addStops(gradient, alpha: alpha, to: pattern)
            cairo_set_source(cr, pattern)
            draw()
        case .radialGradient(let gradient, let center, let radius):
            let pattern = cairo_pattern_create_radial(
                Double(center.x), Double(center.y), 0, Double(center.x), Double(center.y), Double(max(radius, 0)))!
            defer { cairo_pattern_destroy(pattern) }
            addStops(gradient, alpha: alpha, to: pattern)
            cairo_set_source(cr, pattern)
            draw()
        }
    }

    private static func addStops(_ gradient: DrawingGradient, alpha: Double, to pattern: OpaquePointer) {
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        for stop in gradient.stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.alpha * alpha)
        }
    }
}
