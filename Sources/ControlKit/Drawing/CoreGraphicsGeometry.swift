// ControlKit's geometry is CoreGraphics' (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`): on Linux,
// Foundation defines those types with their whole API; on Apple platforms their Swift API
// (`CGRect.zero`, `midX`, `insetBy(dx:dy:)`, `==`) is CoreGraphics' overlay, which
// Foundation re-exports only on macOS. Re-exporting it here gives every file of the core,
// and every app that writes only `import ControlKit`, the same geometry on every platform.
import Foundation

#if canImport(CoreGraphics)
    @_exported import CoreGraphics
#endif

// `CGPoint`, `CGSize` and `CGRect` are `Equatable` everywhere but `Hashable` only on Linux,
// so ControlKit's types that hold them hash their coordinates themselves (and never
// conform Apple's types to `Hashable` retroactively).
extension Hasher {
    /// Feeds a point's coordinates.
    mutating func combine(point: CGPoint) {
        combine(point.x)
        combine(point.y)
    }

    /// Feeds a size's width and height.
    mutating func combine(size: CGSize) {
        combine(size.width)
        combine(size.height)
    }

    /// Feeds a rectangle's origin and size.
    mutating func combine(rect: CGRect) {
        combine(point: rect.origin)
        combine(size: rect.size)
    }
}
