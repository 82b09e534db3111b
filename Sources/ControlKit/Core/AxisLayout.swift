import Foundation

/// The direction a linear control's values run.
public enum ControlOrientation: Hashable, Sendable {
    /// Minimum on the left (on the right in right-to-left layout).
    case horizontal
    /// Minimum at the bottom.
    case vertical
}

/// Maps a linear control's "canonical" space onto its rectangle.
///
/// Linear controls (sliders) lay themselves out and track touches in one canonical
/// space: x runs along the values from the minimum at 0 to ``length``, y across from 0 to
/// ``thickness``. This transform puts that space into the control for each orientation
/// and layout direction, so every rule is written once:
///
/// | layout | canonical x → | canonical y → |
/// |---|---|---|
/// | horizontal, left-to-right | x | y |
/// | horizontal, right-to-left | maxX − x | y |
/// | vertical | maxY − x (minimum at the bottom) | x |
///
/// ```swift
/// let axis = AxisLayout(rect: bounds, orientation: .vertical, direction: .leftToRight)
/// let p = axis.fromControl.apply(to: touch.location)   // canonical
/// ```
public struct AxisLayout: Hashable, Sendable {
    /// The control-space rectangle the axis occupies.
    public var rect: CGRect
    /// Canonical length (along the values) and thickness (across).
    public var length: CGFloat
    /// The canonical extent across the values.
    public var thickness: CGFloat
    /// Canonical → control coordinates.
    public var toControl: Transform
    /// Control → canonical coordinates.
    public var fromControl: Transform

    /// Lays an axis into `rect`.
    public init(rect: CGRect, orientation: ControlOrientation, direction: ControlLayoutDirection) {
        self.rect = rect
        switch orientation {
        case .horizontal:
            (length, thickness) = (rect.width, rect.height)
            toControl =
                direction == .rightToLeft
                ? Transform(a: -1, b: 0, c: 0, d: 1, tx: rect.maxX, ty: rect.minY)
                : Transform(translationX: rect.minX, y: rect.minY)
        case .vertical:
            (length, thickness) = (rect.height, rect.width)
            toControl = Transform(a: 0, b: -1, c: 1, d: 0, tx: rect.minX, ty: rect.maxY)
        }
        fromControl = toControl.inverted()
    }

    /// Whether canonical drawing comes out mirrored (right-to-left), so images must be
    /// flipped back to read correctly.
    public var isMirrored: Bool { toControl.a * toControl.d - toControl.b * toControl.c < 0 }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect: rect)
        hasher.combine(toControl)  // length, thickness and the inverse follow from it
    }
}
