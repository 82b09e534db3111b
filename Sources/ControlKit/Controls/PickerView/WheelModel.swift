import Foundation

/// The math of one wheel of a ``PickerView``: rows on a cylinder, the scroll position as
/// a fractional row at the centre, selection, stops, wrapping, and which rows are visible.
/// Pure values, no drawing.
///
/// ```swift
/// var wheel = WheelModel(numberOfRows: 10)
/// wheel.position = 3.4
/// wheel.selectedRow                  // 3
/// wheel.visibleRows(radius: 108, rowHeight: 32).count   // 11, whatever the row count
/// ```
public struct WheelModel: Hashable, Sendable {
    /// The number of rows (negative counts are stored as 0). The selected row stays
    /// where it still fits and is clamped into the rows where they shrank; a wrapping
    /// wheel keeps its row (not its raw position, which would now show another row). An
    /// emptied wheel has no row to keep: it starts again at row 0 when it gets rows.
    public var numberOfRows: Int {
        didSet {
            if numberOfRows < 0 { numberOfRows = 0 }
            if numberOfRows == 0 {
                position = 0
            } else if wraps, oldValue > 0, numberOfRows != oldValue {
                let kept = Ring(count: oldValue, wraps: true).index(at: position)
                position = Double(min(kept, numberOfRows - 1)) + (position - position.rounded())
            } else {
                position = ring.limited(position)
            }
        }
    }

    /// Whether the wheel wraps around (row 0 follows the last row). Turning wrapping off
    /// keeps the selected row: a position reached across the start (−1 shows the last row)
    /// is renumbered into the rows, with its fraction of a row.
    public var wraps: Bool {
        didSet {
            if oldValue, !wraps, numberOfRows > 0 {
                let kept = Ring(count: numberOfRows, wraps: true).index(at: position)
                position = Double(kept) + (position - position.rounded())  // clamped into the rows
            } else {
                position = ring.limited(position)
            }
        }
    }

    /// The fractional row at the centre. Non-finite values are ignored; without wrapping it
    /// is clamped to the first…last row.
    public var position: Double = 0 {
        didSet { position = position.isFinite ? ring.limited(position) : (oldValue.isFinite ? oldValue : 0) }
    }

    /// The rows as stops on a ring.
    var ring: Ring { Ring(count: numberOfRows, wraps: wraps) }

    /// A wheel of `numberOfRows` rows at row 0.
    public init(numberOfRows: Int = 0, wraps: Bool = false) {
        self.numberOfRows = max(numberOfRows, 0)
        self.wraps = wraps
    }

    /// The row at the centre, or −1 when the wheel is empty (UIPickerView's rule).
    public var selectedRow: Int { row(atPosition: position) }

    /// The row a position rounds to (taken around the wheel when wrapping); −1 when empty.
    public func row(atPosition p: Double) -> Int { ring.index(at: p) }

    /// The resting position nearest `p`: a whole row within the rows.
    public func nearestStop(to p: Double) -> Double { ring.nearestStop(to: p, from: position) }

    /// The position showing `row` at the centre by the shortest way (wrapping) or the row
    /// itself, clamped to the rows.
    public func position(showing row: Int) -> Double { ring.position(showing: row, from: position) }

    /// One visible row: which data row it shows, and its angle on the cylinder (radians,
    /// 0 at the centre, positive below).
    public struct VisibleRow: Hashable, Sendable {
        /// The data row (looped into the rows).
        public var row: Int
        /// The angle on the cylinder.
        public var angle: Double
    }

    /// The rows in front of the cylinder (|angle| < 90°), centre-out order not promised:
    /// at most `π·radius / rowHeight + 2` of them, whatever ``numberOfRows`` is.
    public func visibleRows(radius: Double, rowHeight: Double) -> [VisibleRow] {
        guard numberOfRows > 0, radius > 0, rowHeight > 0, radius.isFinite, rowHeight.isFinite else { return [] }
        let reach = (Double.pi / 2 * radius) / rowHeight  // rows from the centre to 90°
        let first = (position - reach).rounded(.up), last = (position + reach).rounded(.down)
        guard first <= last, last - first < 10_000 else { return [] }
        var rows: [VisibleRow] = []
        rows.reserveCapacity(Int(last - first) + 1)
        var k = first
        while k <= last {
            let angle = (k - position) * rowHeight / radius
            if abs(angle) < .pi / 2 {
                if wraps {
                    rows.append(VisibleRow(row: row(atPosition: k), angle: angle))
                } else if k >= 0 && k < Double(numberOfRows) {
                    rows.append(VisibleRow(row: Int(k), angle: angle))
                }
            }
            k += 1
        }
        return rows
    }
}
