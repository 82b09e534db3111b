/// Premultiplied ARGB arithmetic shared by the canvas's own rasterizer and compositor,
/// with pixman's rounding so their pixels equal cairo's.
///
/// A pixel is split into two pairs of 8-bit channels in 16-bit lanes, alpha-green
/// (`0x00AA00GG`) and red-blue (`0x00RR00BB`), so one multiplication scales two channels.
enum PixelArithmetic {
    static let laneMask: UInt32 = 0x00FF_00FF

    /// Two channels in 16-bit lanes times `m`/255, rounded: x·m/255 as pixman's MUL_UN8.
    @inline(__always)
    static func scale(_ lanes: UInt32, _ m: UInt32) -> UInt32 {
        let t = lanes &* m &+ 0x0080_0080
        return ((t &+ ((t >> 8) & laneMask)) >> 8) & laneMask
    }

    /// A whole pixel times `m`/255.
    @inline(__always)
    static func scale(pixel p: UInt32, _ m: UInt32) -> UInt32 {
        scale((p >> 8) & laneMask, m) << 8 | scale(p & laneMask, m)
    }

    /// `p` OVER `q`.
    @inline(__always)
    static func over(_ p: UInt32, _ q: UInt32) -> UInt32 {
        p &+ scale(pixel: q, 255 - (p >> 24))
    }

    /// Four pixels, each times its own `inverse`/255 (0…255 per pixel), in SSE2-width
    /// 16-bit lanes: the same result as ``scale(pixel:_:)`` on each.
    @inline(__always)
    static func scale(_ pixels: SIMD4<UInt32>, by inverse: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let m = unsafeBitCast(inverse | (inverse &<< 16), to: SIMD8<UInt16>.self)
        let mask = SIMD4<UInt32>(repeating: laneMask)
        var rb = unsafeBitCast(pixels & mask, to: SIMD8<UInt16>.self) &* m &+ 128
        rb = (rb &+ (rb &>> 8)) &>> 8
        var ag = unsafeBitCast((pixels &>> 8) & mask, to: SIMD8<UInt16>.self) &* m &+ 128
        ag = (ag &+ (ag &>> 8)) &>> 8
        return unsafeBitCast(ag, to: SIMD4<UInt32>.self) &<< 8 | unsafeBitCast(rb, to: SIMD4<UInt32>.self)
    }
}
