import ControlKit
import ControlKitCairo
import Foundation

/// How different two images may be and still count as the same.
///
/// The default accepts a per-channel difference of up to 4/255 on any number of pixels
/// (antialiasing noise between cairo builds) and rejects any pixel that differs more:
/// one visibly changed pixel fails a snapshot.
public struct SnapshotTolerance: Hashable, Sendable {
    /// The largest difference in any channel (0–255) that still counts as equal.
    public var channelTolerance: Int
    /// The share of pixels (0–1) allowed to differ by more than ``channelTolerance``.
    public var differingPixelFraction: Double

    public init(channelTolerance: Int = 4, differingPixelFraction: Double = 0) {
        self.channelTolerance = max(channelTolerance, 0)
        self.differingPixelFraction = differingPixelFraction.isFinite ? min(max(differingPixelFraction, 0), 1) : 0
    }

    /// The default: ±4/255 per channel, no differing pixel.
    public static let standard = SnapshotTolerance()
    /// Byte-for-byte identical.
    public static let exact = SnapshotTolerance(channelTolerance: 0)
}

/// The result of comparing an image with its reference.
public struct SnapshotComparison: Hashable, Sendable {
    /// False when the two images have different pixel sizes.
    public var sizesMatch: Bool
    /// Pixels whose largest channel difference exceeds the tolerance.
    public var differingPixels: Int
    /// All pixels compared.
    public var totalPixels: Int
    /// The largest channel difference seen (0–255).
    public var largestDifference: Int
    /// Whether the images count as the same under the tolerance used.
    public var matches: Bool

    /// Compares two straight-RGBA pixel buffers of `width × height`.
    public static func compare(
        _ actual: [UInt8], _ reference: [UInt8], width: Int, height: Int, tolerance: SnapshotTolerance = .standard
    ) -> SnapshotComparison {
        let total = width * height
        guard actual.count == total * 4, reference.count == total * 4 else {
            return SnapshotComparison(sizesMatch: false, differingPixels: total, totalPixels: total, largestDifference: 255, matches: false)
        }
        if actual == reference {
            return SnapshotComparison(sizesMatch: true, differingPixels: 0, totalPixels: total, largestDifference: 0, matches: true)
        }
        var differing = 0, largest = 0
        for p in 0..<total {
            var delta = 0
            for c in 0..<4 {
                // Colour differences of nearly transparent pixels are invisible: weigh by alpha.
                let a = Int(actual[p * 4 + c]), b = Int(reference[p * 4 + c])
                if c < 3 {
                    let wa = a * Int(actual[p * 4 + 3]) / 255, wb = b * Int(reference[p * 4 + 3]) / 255
                    delta = max(delta, abs(wa - wb))
                } else {
                    delta = max(delta, abs(a - b))
                }
            }
            largest = max(largest, delta)
            if delta > tolerance.channelTolerance { differing += 1 }
        }
        let allowed = Int((Double(total) * tolerance.differingPixelFraction).rounded(.down))
        return SnapshotComparison(
            sizesMatch: true, differingPixels: differing, totalPixels: total, largestDifference: largest,
            matches: differing <= allowed)
    }

    /// Compares two bitmaps.
    public static func compare(_ actual: CairoBitmap, _ reference: CairoBitmap, tolerance: SnapshotTolerance = .standard)
        -> SnapshotComparison
    {
        guard actual.pixelWidth == reference.pixelWidth, actual.pixelHeight == reference.pixelHeight else {
            let total = actual.pixelWidth * actual.pixelHeight
            return SnapshotComparison(sizesMatch: false, differingPixels: total, totalPixels: total, largestDifference: 255, matches: false)
        }
        return compare(
            actual.rgbaPixels(), reference.rgbaPixels(), width: actual.pixelWidth, height: actual.pixelHeight, tolerance: tolerance)
    }

    /// A picture of the differences: the reference faded to grey, differing pixels in
    /// magenta (brighter for bigger differences). Sizes that do not match give the actual image.
    public static func differenceImage(_ actual: CairoBitmap, _ reference: CairoBitmap, tolerance: SnapshotTolerance = .standard)
        -> CairoBitmap
    {
        guard actual.pixelWidth == reference.pixelWidth, actual.pixelHeight == reference.pixelHeight else { return actual }
        let a = actual.rgbaPixels(), b = reference.rgbaPixels()
        var out = [UInt8](repeating: 0, count: a.count)
        for p in 0..<(a.count / 4) {
            var delta = 0
            for c in 0..<4 { delta = max(delta, abs(Int(a[p * 4 + c]) - Int(b[p * 4 + c]))) }
            if delta > tolerance.channelTolerance {
                out[p * 4] = 255
                out[p * 4 + 1] = 0
                out[p * 4 + 2] = UInt8(min(128 + delta, 255))
                out[p * 4 + 3] = 255
            } else {
                let sum: Int = Int(b[p * 4]) + Int(b[p * 4 + 1]) + Int(b[p * 4 + 2])
                let grey = UInt8(215 + sum / 3 * 40 / 255)
                out[p * 4] = grey
                out[p * 4 + 1] = grey
                out[p * 4 + 2] = grey
                out[p * 4 + 3] = 255
            }
        }
        return CairoBitmap(rgbaPixels: out, pixelWidth: actual.pixelWidth, pixelHeight: actual.pixelHeight)
    }
}
