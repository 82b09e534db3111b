import Foundation

/// Layout: where the cells are.
extension PinCodeField {
    /// The size of a cell and the gap between cells as drawn: ``cellSize`` and
    /// ``cellSpacing`` at the user's text size (``Control/effectiveContentSizeScale``), so
    /// the digits always fit their cells.
    public var drawnCellSize: CGSize {
        let s = effectiveContentSizeScale
        return CGSize(width: cellSize.width * s, height: cellSize.height * s)
    }
    var drawnCellSpacing: CGFloat { cellSpacing * effectiveContentSizeScale }

    /// The cells' rectangles, centred, shrunk proportionally when the bounds are narrow.
    /// Codes read left to right in every layout direction.
    public var cellRects: [CGRect] {
        let n = CGFloat(length)
        let cell = drawnCellSize, spacing = drawnCellSpacing
        let natural = n * cell.width + (n - 1) * spacing
        let scale = natural > bounds.width && natural > 0 ? bounds.width / natural : 1
        let w = cell.width * scale, gap = spacing * scale
        let h = min(cell.height, bounds.height)
        let x0 = bounds.midX - (n * w + (n - 1) * gap) / 2
        return (0..<length).map { CGRect(x: x0 + CGFloat($0) * (w + gap), y: bounds.midY - h / 2, width: w, height: h) }
    }

    /// Where the caret at a character offset (clamped to the text) is, for a host's text
    /// system (UITextInput's `caretRect(for:)`, where iOS puts dictation and AutoFill
    /// around the field): a 2 pt bar down the middle of the cell that offset's character
    /// fills, or after the last cell when the code is full, 0.6 of a cell high.
    public func caretRect(atOffset offset: Int) -> CGRect {
        let cells = cellRects
        guard let last = cells.last else { return .zero }
        let index = min(max(offset, 0), storage.count)
        let cell = index < cells.count ? cells[index] : last
        let x = index < cells.count ? cell.midX - 1 : last.maxX
        let height = cell.height * 0.6
        return CGRect(x: x, y: cell.midY - height / 2, width: 2, height: height)
    }

    /// The rectangle the characters at `range` (offsets, clamped to the text) occupy: their
    /// cells' union, or the caret's rectangle for an empty range (UITextInput's
    /// `firstRect(for:)`).
    public func textRect(forCharactersIn range: Range<Int>) -> CGRect {
        let cells = cellRects, count = storage.count
        let lower = min(max(range.lowerBound, 0), count), upper = min(max(range.upperBound, lower), count)
        guard lower < upper else { return caretRect(atOffset: lower) }
        return cells[lower..<upper].reduce(cells[lower]) { $0.union($1) }
    }

    /// The character offset whose caret is nearest to `point` (UITextInput's
    /// `closestPosition(to:)`): a point on a cell gives the offset before that cell's
    /// character; never past the text.
    public func characterOffset(closestTo point: CGPoint) -> Int {
        guard point.x.isFinite else { return storage.count }
        return (0...storage.count).min { abs(caretRect(atOffset: $0).midX - point.x) < abs(caretRect(atOffset: $1).midX - point.x) } ?? 0
    }
}
