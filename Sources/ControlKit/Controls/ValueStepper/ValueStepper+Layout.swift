import Foundation

/// Layout: the buttons and the label.
extension ValueStepper {
    /// The width of each button when the label is shown, in points.
    public static let buttonWidth: CGFloat = 44

    /// The label's width: the widest of the formatted minimum, maximum and value, plus 16.
    var labelWidth: CGFloat {
        let texts = [model.minimumValue, model.maximumValue, model.value].map(valueFormatter)
        let font = drawnFont
        let widest = texts.map { textMeasurer.size(of: $0, font: font).width }.max() ?? 0
        return (widest + 16).rounded(.up)
    }

    /// Where `button` is, in the control's coordinates (− leads: left, or right in
    /// right-to-left layout).
    public func rect(for button: Segment) -> CGRect {
        let b = bounds
        let width = showsValueLabel ? min(ValueStepper.buttonWidth, b.width / 3) : b.width / 2
        let leading = CGRect(x: b.minX, y: b.minY, width: width, height: b.height)
        let trailing = CGRect(x: b.maxX - width, y: b.minY, width: width, height: b.height)
        let isLeading = (button == .decrement) == (layoutDirection == .leftToRight)
        return isLeading ? leading : trailing
    }

    /// Where the value label is (between the buttons).
    public var labelRect: CGRect {
        let l = rect(for: .decrement), r = rect(for: .increment)
        let (a, b) = l.minX < r.minX ? (l, r) : (r, l)
        return CGRect(x: a.maxX, y: bounds.minY, width: max(b.minX - a.maxX, 0), height: bounds.height)
    }
}
