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
        let m = ((12 * sigma * sigma - Double(n * lower * lower) - 4 * Double(n * lower) - 3 * Double(n)) / (-4 * Double(lower) - 4)).rounded()
        return (0..<n).map { Double($0) < m ? lower : upper }
    }

    private static func blurLine(_ line: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius r: Int, scratch: inout [UInt8]) {
        for i in 0..<count { scratch[i] = line[i * step] }
        let window = 2 * r + 1
        var sum = 0
        // Pixels outside the line count as transparent.
        for i in 0...min(r, count - 1) { sum += Int(scratch[i]) }
        for i in 0..<count {
            line[i * step] = UInt8((sum + window / 2) / window)
            let add = i + r + 1, remove = i - r
            if add < count { sum += Int(scratch[add]) }
            if remove >= 0 { sum -= Int(scratch[remove]) }
        }
    }
}
