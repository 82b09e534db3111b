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
}
