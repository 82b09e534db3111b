import CCairo

/// Three box-blur passes approximating a Gaussian blur of an 8-bit alpha mask.
enum BoxBlur {
    /// Blurs `data` (one byte per pixel, rows `stride` bytes apart) in place.
    static func gaussian(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        let sizes = boxSizes(sigma: sigma, passes: 3)
        var scratch = [UInt8](repeating: 0, count: max(width, height))
        for size in sizes {
            let r = (size - 1) / 2
            guard r > 0 else { continue }
            for y in 0..<height {
                blurLine(data + y * stride, count: width, step: 1, radius: r, scratch: &scratch)
            }
            for x in 0..<width {
                blurLine(data + x, count: height, step: stride, radius: r, scratch: &scratch)
            }
        }
    }

    /// Odd box widths whose three passes give a Gaussian of `sigma` (the standard
    /// "boxes for Gauss" construction).
    static func boxSizes(sigma: Double, passes n: Int) -> [Int] {
        let ideal = (12 * sigma * sigma / Double(n) + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = ((12 * sigma * sigma - Double(n * lower * lower) - 4 * Double(n * lower) - 3 * Double(n)) / (-4 * Double(lower) - 4))
            .rounded()
        return (0..<n).map { Double($0) < m ? lower : upper }
    }

    private static func blurLine(_ line: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius r: Int, scratch: inout [UInt8]) {
        scratch.withUnsafeMutableBufferPointer { copy in
            let copy = copy.baseAddress!
            for i in 0..<count { copy[i] = line[i &* step] }
            let window = 2 &* r &+ 1
            // Fixed-point division by the window: (sum · reciprocal) >> 24.
            let reciprocal = (1 << 24) / window
            var sum = 0
            // Pixels outside the line count as transparent.
            for i in 0...min(r, count &- 1) { sum &+= Int(copy[i]) }
            for i in 0..<count {
                line[i &* step] = UInt8(truncatingIfNeeded: (sum &* reciprocal &+ (1 << 23)) >> 24)
                let add = i &+ r &+ 1, remove = i &- r
                if add < count { sum &+= Int(copy[add]) }
                if remove >= 0 { sum &-= Int(copy[remove]) }
            }
        }
    }

    /// A new A8 surface `width × height` made from `small` (an A8 surface `factor` times
    /// smaller) by bilinear interpolation. The caller destroys it.
    static func upsample(_ small: OpaquePointer, factor: Int, width: Int, height: Int) -> OpaquePointer {
        let big = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        cairo_surface_flush(big)
        let sw = Int(cairo_image_surface_get_width(small)), sh = Int(cairo_image_surface_get_height(small))
        let sStride = Int(cairo_image_surface_get_stride(small)), bStride = Int(cairo_image_surface_get_stride(big))
        guard let src = cairo_image_surface_get_data(small), let dst = cairo_image_surface_get_data(big), sw > 0, sh > 0 else { return big }
        // Sample positions in 8.8 fixed point, pixel centres aligned.
        let f = factor
        var xs = [(Int, Int, Int)](repeating: (0, 0, 0), count: width)
        for x in 0..<width {
            let pos = max(((2 * x + 1) * 256) / (2 * f) - 128, 0)
            let x0 = min(pos >> 8, sw - 1), x1 = min(x0 + 1, sw - 1)
            xs[x] = (x0, x1, pos & 255)
        }
        xs.withUnsafeBufferPointer { xs in
            for y in 0..<height {
                let pos = max(((2 * y + 1) * 256) / (2 * f) - 128, 0)
                let y0 = min(pos >> 8, sh - 1), y1 = min(y0 + 1, sh - 1), wy = pos & 255
                let r0 = src + y0 * sStride, r1 = src + y1 * sStride, out = dst + y * bStride
                for x in 0..<width {
                    let (x0, x1, wx) = xs[x]
                    let top = Int(r0[x0]) &* (256 &- wx) &+ Int(r0[x1]) &* wx
                    let bottom = Int(r1[x0]) &* (256 &- wx) &+ Int(r1[x1]) &* wx
                    out[x] = UInt8(truncatingIfNeeded: (top &* (256 &- wy) &+ bottom &* wy &+ 32768) >> 16)
                }
            }
        }
        cairo_surface_mark_dirty(big)
        return big
    }
}
