import CCairo

/// The pixels a cairo context draws into, for the canvas's own rasterizer and compositor
/// (`PolygonFill`, `PictureComposite`): the context's group target when it is an ARGB32
/// image that cairo would composite OVER, with the transform from user space to its pixels
/// and the clip in pixels. Nil when the pixels cannot be written directly: another target,
/// format or operator, or a clip that is not one pixel-aligned rectangle.
struct PixelTarget {
    /// The group target (an image surface) and its premultiplied ARGB pixels.
    let surface: OpaquePointer
    let data: UnsafeMutablePointer<UInt8>
    let stride: Int
    /// The context's transform, without the surface's device transform.
    let ctm: cairo_matrix_t
    /// The surface's device scale and offset (GTK places a widget through the offset).
    let deviceScale: (x: Double, y: Double)
    let deviceOffset: (x: Double, y: Double)
    /// User space to pixels: the transform, then the device scale and offset.
    let toPixels: cairo_matrix_t
    /// The clip in pixels, within the surface (empty when everything is clipped out).
    let clip: PixelBox

    init?(_ cr: OpaquePointer) {
        guard cairo_get_operator(cr) == CAIRO_OPERATOR_OVER, let target = cairo_get_group_target(cr),
            cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32, let data = cairo_image_surface_get_data(target)
        else { return nil }
        let device = DeviceTransform(cr, target: target)
        surface = target
        self.data = data
        stride = Int(cairo_image_surface_get_stride(target))
        ctm = device.ctm
        deviceScale = device.scale
        deviceOffset = device.offset
        toPixels = device.toPixels
        guard let clip = PixelTarget.clip(of: cr, target: target, toPixels: toPixels, scale: deviceScale, offset: deviceOffset) else {
            return nil
        }
        self.clip = clip
    }

    /// Ends cairo's own work on the pixels before they are written here.
    func beginWriting() { cairo_surface_flush(surface) }

    /// Tells cairo the pixels changed (drops any snapshot it keeps of them).
    func endWriting() { cairo_surface_mark_dirty(surface) }

    /// The clip in pixels: the surface when there is no clip, the rectangle when it is one
    /// pixel-aligned rectangle; nil for anything else.
    private static func clip(
        of cr: OpaquePointer, target: OpaquePointer, toPixels t: cairo_matrix_t, scale: (x: Double, y: Double),
        offset: (x: Double, y: Double)
    ) -> PixelBox? {
        let surfaceW = Int(cairo_image_surface_get_width(target)), surfaceH = Int(cairo_image_surface_get_height(target))
        guard t.xy == 0, t.yx == 0 else {
            // A rotated user space cannot list the clip; accept only "no clip at all".
            var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
            cairo_restore(cr)
            let dx0 = x0 * scale.x + offset.x, dy0 = y0 * scale.y + offset.y
            let dx1 = x1 * scale.x + offset.x, dy1 = y1 * scale.y + offset.y
            guard dx0 <= 0, dy0 <= 0, dx1 >= Double(surfaceW), dy1 >= Double(surfaceH) else { return nil }
            return PixelBox(x0: 0, y0: 0, x1: surfaceW, y1: surfaceH)
        }
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        if list.pointee.num_rectangles == 0 { return PixelBox(x0: 0, y0: 0, x1: 0, y1: 0) }
        guard list.pointee.num_rectangles == 1, let r = list.pointee.rectangles?.pointee else { return nil }
        // User space to pixels (axis-aligned here).
        let ax = r.x * t.xx + t.x0, bx = (r.x + r.width) * t.xx + t.x0
        let ay = r.y * t.yy + t.y0, by = (r.y + r.height) * t.yy + t.y0
        let x0 = Int(min(ax, bx).rounded()), x1 = Int(max(ax, bx).rounded())
        let y0 = Int(min(ay, by).rounded()), y1 = Int(max(ay, by).rounded())
        let cx0 = max(x0, 0), cy0 = max(y0, 0), cx1 = min(x1, surfaceW), cy1 = min(y1, surfaceH)
        return PixelBox(x0: cx0, y0: cy0, x1: max(cx1, cx0), y1: max(cy1, cy0))
    }
}

/// A rectangle of device pixels: columns `x0..<x1`, rows `y0..<y1`.
struct PixelBox: Equatable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    var isEmpty: Bool { x0 >= x1 || y0 >= y1 }

    func intersection(_ other: PixelBox) -> PixelBox {
        PixelBox(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    }
}

/// A context's transform and its target's device scale and offset: together, user space
/// to the target's pixels.
struct DeviceTransform {
    let ctm: cairo_matrix_t
    let scale: (x: Double, y: Double)
    let offset: (x: Double, y: Double)

    init(_ cr: OpaquePointer, target: OpaquePointer) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        var sx = 1.0, sy = 1.0, ox = 0.0, oy = 0.0
        cairo_surface_get_device_scale(target, &sx, &sy)
        cairo_surface_get_device_offset(target, &ox, &oy)
        (ctm, scale, offset) = (m, (sx, sy), (ox, oy))
    }

    /// User space to pixels: the transform, then the device scale and offset.
    var toPixels: cairo_matrix_t {
        let m = ctm
        return cairo_matrix_t(
            xx: m.xx * scale.x, yx: m.yx * scale.y, xy: m.xy * scale.x, yy: m.yy * scale.y, x0: m.x0 * scale.x + offset.x,
            y0: m.y0 * scale.y + offset.y)
    }
}
