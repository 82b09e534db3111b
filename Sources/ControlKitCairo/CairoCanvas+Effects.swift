import CCairo
import ControlKit
import Foundation

/// What cairo lacks and the canvas adds: Core Graphics' blurred shadows (with cached
/// masks) and cached linear gradients.
extension CairoCanvas {
    /// Fills with a linear gradient rendered once over the shape's device bounds and
    /// reused while the shape only moves by whole pixels or keeps its sub-pixel phase
    /// (pixman renders gradients slowly; copying pixels is fast). Only for transforms
    /// that keep angles (the gradient's isolines must stay perpendicular); returns false
    /// to fall back to cairo's gradient otherwise.
    func fillWithCachedGradient(_ path: DrawingPath, _ gradient: DrawingGradient, start: CGPoint, end: CGPoint, rule: FillRule) -> Bool {
        guard uniformScale() != nil else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(context, &m)
        let ctm = Transform(a: CGFloat(m.xx), b: CGFloat(m.yx), c: CGFloat(m.xy), d: CGFloat(m.yy), tx: CGFloat(m.x0), ty: CGFloat(m.y0))
        let device = path.applying(ctm)
        let bounds = device.controlPointBounds
        guard !bounds.isNull, bounds.isDrawable, bounds.width < 4096, bounds.height < 4096 else { return false }
        let ox = pixelInt(floor(bounds.minX)), oy = pixelInt(floor(bounds.minY))
        let width = pixelInt(ceil(bounds.maxX)) - ox + 1, height = pixelInt(ceil(bounds.maxY)) - oy + 1
        func local(_ p: CGPoint) -> [Int] {
            let d = ctm.apply(to: p)
            return [pixelInt(((d.x - CGFloat(ox)) * 8).rounded()), pixelInt(((d.y - CGFloat(oy)) * 8).rounded())]
        }
        let key = GradientKey(
            gradient: gradient, alpha: pixelInt((alpha * 1000).rounded()), start: local(start), end: local(end), width: width,
            height: height)
        let surface = SurfaceLRU.shared.surface(for: .gradient(key)) {
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
            let cr = cairo_create(surface)!
            let s = CGPoint(x: Double(key.start[0]) / 8, y: Double(key.start[1]) / 8)
            let e = CGPoint(x: Double(key.end[0]) / 8, y: Double(key.end[1]) / 8)
            CairoCanvas.withSource(.linearGradient(gradient, start: s, end: e), alpha: Double(key.alpha) / 1000, on: cr) { cairo_paint(cr) }
            cairo_destroy(cr)
            cairo_surface_flush(surface)
            return surface
        }
        cairo_save(context)
        cairo_identity_matrix(context)
        CairoCanvas.append(device, to: context)
        cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_set_source_surface(context, surface, Double(ox), Double(oy))
        cairo_fill(context)
        cairo_restore(context)
        return true
    }

    // MARK: Shadows

    /// The shadow set, unless it is missing or fully transparent.
    var visibleShadow: Shadow? {
        guard let shadow = state.shadow, shadow.color.alpha > 0 else { return nil }
        return shadow
    }

    /// Runs `body` (once into a blurred mask for the shadow when one is set, then for
    /// real). `body` draws on the context it is given with the alpha it is given, within
    /// `userBounds`.
    func drawWithShadow(userBounds: CGRect, _ body: (OpaquePointer, Double) -> Void) {
        if let shadow = visibleShadow, !userBounds.isNull, userBounds.isDrawable {
            paintShadow(shadow, userBounds: userBounds, body)
        }
        body(context, alpha)
    }

    func paintShadow(_ shadow: Shadow, userBounds: CGRect, _ body: (OpaquePointer, Double) -> Void) {
        let sigma = Double(shadow.blur * scale) / 2
        let pad = pixelInt((sigma * 3).rounded(.up)) + 1
        // Device-space extents of the shape, limited to the clip grown by the blur and offset.
        var x0 = Double(userBounds.minX), y0 = Double(userBounds.minY)
        var x1 = Double(userBounds.maxX), y1 = Double(userBounds.maxY)
        cairo_user_to_device(context, &x0, &y0)
        cairo_user_to_device(context, &x1, &y1)
        var corners = [(x0, y0), (x1, y1)]
        var x2 = Double(userBounds.maxX), y2 = Double(userBounds.minY), x3 = Double(userBounds.minX), y3 = Double(userBounds.maxY)
        cairo_user_to_device(context, &x2, &y2)
        cairo_user_to_device(context, &x3, &y3)
        corners += [(x2, y2), (x3, y3)]
        let minX = pixelInt(floor(corners.map(\.0).min()!)) - pad, maxX = pixelInt(ceil(corners.map(\.0).max()!)) + pad
        let minY = pixelInt(floor(corners.map(\.1).min()!)) - pad, maxY = pixelInt(ceil(corners.map(\.1).max()!)) + pad
        guard maxX > minX, maxY > minY, maxX - minX < 8192, maxY - minY < 8192 else { return }
        // Wide blurs are computed at a lower resolution (the result is smooth anyway),
        // which a wide, soft shadow cannot tell from the full-resolution blur.
        let factor = sigma >= 8 ? min(pixelInt(sigma / 4), 4) : 1
        let width = (maxX - minX + factor - 1) / factor, height = (maxY - minY + factor - 1) / factor

        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(mask) }
        let mcr = cairo_create(mask)!
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        cairo_scale(mcr, 1 / Double(factor), 1 / Double(factor))
        cairo_translate(mcr, Double(-minX), Double(-minY))
        cairo_transform(mcr, &matrix)
        body(mcr, 1)
        cairo_destroy(mcr)
        cairo_surface_flush(mask)
        let maskSigma = sigma / Double(factor)
        if maskSigma > 0.3 {
            BoxBlur.gaussian(
                cairo_image_surface_get_data(mask)!, width: width, height: height,
                stride: Int(cairo_image_surface_get_stride(mask)), sigma: maskSigma)
        }
        cairo_surface_mark_dirty(mask)

        // Paint through a full-resolution mask at a whole-pixel offset: pixman's fast
        // path (a scaled or sub-pixel mask takes its slow bilinear path).
        var finalMask = mask
        if factor > 1 {
            finalMask = BoxBlur.upsample(mask, factor: factor, width: maxX - minX, height: maxY - minY)
        }
        defer { if factor > 1 { cairo_surface_destroy(finalMask) } }
        cairo_save(context)
        cairo_identity_matrix(context)
        let c = shadow.color
        cairo_set_source_rgba(context, c.red, c.green, c.blue, c.alpha * alpha)
        let dx = (Double(shadow.offset.width * scale)).rounded(), dy = (Double(shadow.offset.height * scale)).rounded()
        cairo_mask_surface(context, finalMask, Double(minX) + dx, Double(minY) + dy)
        cairo_restore(context)
    }

    /// Paints the shadow of a solid fill through a cached mask.
    ///
    /// The key is the path in device pixels relative to its bounds, its sub-pixel
    /// position quantised to 1/8 px, the blur and the coverage: a thumb dragged across the
    /// track hits the cache on every frame after the first.
    /// The current transform's scale when it is the same in every direction (no skew),
    /// so a stroke's width can be carried into device space; nil otherwise.
    func uniformScale() -> CGFloat? {
        var m = cairo_matrix_t()
        cairo_get_matrix(context, &m)
        let sx = (m.xx * m.xx + m.yx * m.yx).squareRoot(), sy = (m.xy * m.xy + m.yy * m.yy).squareRoot()
        guard abs(sx - sy) < 1e-9, abs(m.xx * m.xy + m.yx * m.yy) < 1e-9 else { return nil }
        return CGFloat(sx)
    }

    func paintCachedShadow(_ shadow: Shadow, path: DrawingPath, coverage: Double, operation: ShadowMaskKey.Operation) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        let ctm = Transform(
            a: CGFloat(matrix.xx), b: CGFloat(matrix.yx), c: CGFloat(matrix.xy), d: CGFloat(matrix.yy), tx: CGFloat(matrix.x0),
            ty: CGFloat(matrix.y0))
        let device = path.applying(ctm)
        var bounds = device.controlPointBounds
        if case .stroke(let style) = operation {
            let grow = style.lineWidth * max(style.miterLimit, 2)
            bounds = bounds.insetBy(dx: -grow, dy: -grow)
        }
        // Only shapes of a sane size near the surface get a shadow: a shape millions of
        // pixels away (a 1e20-wide slider) is never seen, and its coordinates do not fit
        // the integer pixel grid the mask is cached on.
        guard !bounds.isNull, bounds.isDrawable, bounds.width < 4096, bounds.height < 4096,
            abs(bounds.minX) < 1e6, abs(bounds.minY) < 1e6
        else { return }
        let sigma = Double(shadow.blur * scale) / 2
        guard sigma < 1024 else { return }  // spread over thousands of pixels: nothing visible
        let pad = pixelInt((sigma * 3).rounded(.up)) + 1
        let originX = pixelInt(floor(bounds.minX)), originY = pixelInt(floor(bounds.minY))
        let fx = pixelInt(((bounds.minX - CGFloat(originX)) * 8).rounded()), fy = pixelInt(((bounds.minY - CGFloat(originY)) * 8).rounded())
        let normalized = device.applying(Transform(translationX: -bounds.minX, y: -bounds.minY))
        let key = ShadowMaskKey(
            shape: quantize(normalized), fx: fx, fy: fy, sigma: pixelInt((sigma * 16).rounded()),
            coverage: pixelInt((coverage * 255).rounded()),
            operation: operation)
        let mask = SurfaceLRU.shared.surface(for: .shadowMask(key)) {
            let width = pixelInt(bounds.width.rounded(.up)) + 2 * pad + 2, height = pixelInt(bounds.height.rounded(.up)) + 2 * pad + 2
            let factor = sigma >= 8 ? min(pixelInt(sigma / 4), 4) : 1
            let small = cairo_image_surface_create(
                CAIRO_FORMAT_A8, Int32((width + factor - 1) / factor), Int32((height + factor - 1) / factor))!
            let mcr = cairo_create(small)!
            cairo_scale(mcr, 1 / Double(factor), 1 / Double(factor))
            cairo_translate(mcr, Double(pad) + Double(fx) / 8, Double(pad) + Double(fy) / 8)
            CairoCanvas.append(normalized, to: mcr)
            cairo_set_source_rgba(mcr, 0, 0, 0, coverage)
            switch operation {
            case .fill(let rule):
                cairo_set_fill_rule(mcr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_fill(mcr)
            case .stroke(let style):
                CairoCanvas.apply(style, to: mcr)
                cairo_stroke(mcr)
            }
            cairo_destroy(mcr)
            cairo_surface_flush(small)
            let maskSigma = sigma / Double(factor)
            if maskSigma > 0.3 {
                BoxBlur.gaussian(
                    cairo_image_surface_get_data(small)!, width: Int(cairo_image_surface_get_width(small)),
                    height: Int(cairo_image_surface_get_height(small)), stride: Int(cairo_image_surface_get_stride(small)), sigma: maskSigma
                )
            }
            cairo_surface_mark_dirty(small)
            guard factor > 1 else { return small }
            defer { cairo_surface_destroy(small) }
            return BoxBlur.upsample(small, factor: factor, width: width, height: height)
        }
        cairo_save(context)
        cairo_identity_matrix(context)
        let c = shadow.color
        cairo_set_source_rgba(context, c.red, c.green, c.blue, c.alpha * alpha)
        let dx = (Double(shadow.offset.width * scale)).rounded(), dy = (Double(shadow.offset.height * scale)).rounded()
        cairo_mask_surface(context, mask, Double(originX - pad) + dx, Double(originY - pad) + dy)
        cairo_restore(context)
    }

}
