import Foundation

/// Layout: the face is the largest circle in the bounds, recomputed from the bounds on
/// every call, so any bounds change (rotation, resizing) lays the dial out again.
extension Dial {
    /// The centre of the face.
    public var faceCenter: CGPoint { CircleGeometry.center(of: bounds) }

    /// Room left around the face for the focus ring.
    static let faceMargin: CGFloat = 4

    /// The radius of the face: half the smaller side, less a margin for the focus ring
    /// (0 for empty bounds).
    public var faceRadius: CGFloat { CircleGeometry.radius(in: bounds, margin: Dial.faceMargin) }

    /// The tick marks' length.
    var tickLength: CGFloat { max(min(faceRadius * 0.06, 8), 2) }

    /// The radius on which label centres sit. Labels grown with the text size move inward
    /// by half their growth (a line box is about 1.2 times the size), so their outer edge
    /// stays clear of the ticks and the pointer.
    public var labelRadius: CGFloat {
        let growth = drawnFont.size - font.size
        return max(faceRadius - tickLength - labelInset - font.size * 0.2 - growth * 0.6, 0)
    }

    /// Where item `index`'s label centre is drawn now, in the control's coordinates.
    public func labelCenter(forItem index: Int) -> CGPoint {
        CircleGeometry.point(atAngle: model.angle(ofItem: index), radius: labelRadius, around: faceCenter)
    }

    /// Whether `point` is on the face.
    func faceContains(_ point: CGPoint) -> Bool { CircleGeometry.contains(point, center: faceCenter, radius: faceRadius) }

    /// Every how many items a label is drawn: ``labelInterval``, thinned so neighbours
    /// stay a label's width apart.
    var drawnLabelStride: Int {
        guard model.numberOfItems > 0 else { return 1 }
        // The last title stands for the widest (numbers grow); one measurement, cached.
        let last = textMeasurer.size(of: title(forItem: model.numberOfItems - 1), font: drawnFont)
        let spacing = max(last.width + CGFloat(drawnFont.size) * 0.3, CGFloat(drawnFont.size) * 1.3)
        return model.labelStride(radius: Double(labelRadius), spacing: Double(spacing), interval: labelInterval)
    }

    /// Every how many items a tick is drawn: at least 6 pt apart on the rim, so a dial of
    /// any number of items draws at most about a hundred ticks.
    var drawnTickStride: Int { model.labelStride(radius: Double(faceRadius), spacing: 6) }

    /// How many of the items 0, `stride`, 2·`stride`, … a thinned dial marks (with a tick or
    /// a label). Thinned marks do not divide the dial evenly: the last one is left out when
    /// it would sit less than ¾ of a stride from item 0 across the wrap (a pixel apart, a
    /// tick would overlap item 0's). A stride of `unthinned` or less is no thinning: every
    /// `stride`-th item is marked.
    func markedItemCount(every stride: Int, unthinned: Int) -> Int {
        CircleGeometry.markCount(of: model.numberOfItems, every: stride, unthinned: unthinned)
    }
}
