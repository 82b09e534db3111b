import Foundation

/// Layout: where the cells are.
extension PinCodeField {
    /// The cells' rectangles, centred, shrunk proportionally when the bounds are narrow.
    /// Codes read left to right in every layout direction.
    public var cellRects: [CGRect] {
        let n = CGFloat(length)
        let natural = n * cellSize.width + (n - 1) * cellSpacing
        let scale = natural > bounds.width && natural > 0 ? bounds.width / natural : 1
        let w = cellSize.width * scale, gap = cellSpacing * scale
        let h = min(cellSize.height, bounds.height)
        let x0 = bounds.midX - (n * w + (n - 1) * gap) / 2
        return (0..<length).map { CGRect(x: x0 + CGFloat($0) * (w + gap), y: bounds.midY - h / 2, width: w, height: h) }
    }
}
