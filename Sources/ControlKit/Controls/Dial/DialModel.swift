import Foundation

/// The math of a ``Dial``: items around a circle, the rotation as a continuous item
/// position, the selection at the marker, stops and limits. Pure values, no drawing.
///
/// The rotation is kept as ``position``: the (fractional) index of the item at the
/// marker. Items run clockwise from the marker at 12 o'clock; turning the dial clockwise
/// by one item's angle lowers the position by one, as a physical dial does. Angles are
/// measured clockwise from 12 o'clock in screen coordinates (y down).
///
/// ```swift
/// var model = DialModel(numberOfItems: 12)
/// model.position = 2.6
/// model.selectedIndex              // 3
/// model.nearestStop(to: 14.2)      // 14 (unlimited turns: item 2 again)
/// ```
public struct DialModel: Hashable, Sendable {
    /// How many items sit around the dial (0 or more; negative counts are stored as 0).
    public var numberOfItems: Int {
        didSet {
            if numberOfItems < 0 { numberOfItems = 0 }
            position = ring.limited(position)
        }
    }

    /// Whether the dial turns without end (true, the default) or stops at the first and
    /// last item.
    public var wraps: Bool {
        didSet { position = ring.limited(position) }
    }

    /// The fractional index of the item at the marker. Non-finite values are ignored;
    /// without ``wraps`` it is clamped to the first…last item.
    public var position: Double = 0 {
        didSet { position = position.isFinite ? ring.limited(position) : (oldValue.isFinite ? oldValue : 0) }
    }

    /// The items as stops on a ring.
    var ring: Ring { Ring(count: numberOfItems, wraps: wraps) }

    /// A dial of `numberOfItems` items at item 0.
    public init(numberOfItems: Int = 12, wraps: Bool = true) {
        self.numberOfItems = max(numberOfItems, 0)
        self.wraps = wraps
    }

    /// The angle between neighbouring items, in radians (0 without items).
    public var itemAngle: Double { numberOfItems > 0 ? 2 * .pi / Double(numberOfItems) : 0 }

    /// The dial's rotation in radians, clockwise: `−position · itemAngle`.
    public var rotation: Double { -position * itemAngle }

    /// The item at the marker: the position rounded, taken around the dial; −1 without
    /// items (as `UIPickerView.selectedRow(inComponent:)`).
    public var selectedIndex: Int { index(atPosition: position) }

    /// The item a position rounds to (−1 without items).
    public func index(atPosition p: Double) -> Int { ring.index(at: p) }

    /// The resting position nearest `p`: a whole item, within the limits.
    public func nearestStop(to p: Double) -> Double { ring.nearestStop(to: p, from: position) }

    /// The position that shows `index` at the marker by the shortest turn from the
    /// current position (any turn when wrapping; the index itself otherwise).
    public func position(showing index: Int) -> Double { ring.position(showing: index, from: position) }

    /// Where item `index` is drawn, in radians clockwise from the marker.
    public func angle(ofItem index: Int) -> Double { (Double(index) - position) * itemAngle }

    /// The angle in radians clockwise from 12 o'clock of `point` seen from `center`
    /// (screen coordinates, y down), in `(−π, π]`.
    public static func angle(of point: CGPoint, around center: CGPoint) -> Double {
        CircleGeometry.angle(of: point, around: center)
    }

    /// The signed angle from `a` to `b`, wrapped into `(−π, π]`: the way a finger went,
    /// correct across ±π. NaN in, 0 out.
    public static func signedAngle(from a: Double, to b: Double) -> Double {
        CircleGeometry.signedAngle(from: a, to: b)
    }

    /// Every how many items a label fits: labels at least `spacing` apart on a circle of
    /// `radius`, starting from `interval` (never 0). Bounds the labels drawn whatever the
    /// number of items.
    public func labelStride(radius: Double, spacing: Double, interval: Int = 1) -> Int {
        CircleGeometry.stride(count: numberOfItems, radius: radius, spacing: spacing, interval: interval)
    }
}
