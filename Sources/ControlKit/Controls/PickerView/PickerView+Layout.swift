import Foundation

/// Layout: component widths (the delegate's or an equal share), right-to-left mirroring,
/// the cylinder's radius and the row height per component.
extension PickerView {
    /// The cylinder's radius: half the height, so a row 90° away sits at the edge.
    public var wheelRadius: CGFloat { max(bounds.height / 2, 0) }

    /// The row height of `component` (the delegate's when finite and positive, else 32).
    public func rowHeight(forComponent component: Int) -> CGFloat {
        let h = delegate?.pickerView(self, rowHeightForComponent: component) ?? PickerView.defaultRowHeight
        return h.isFinite && h > 0 ? h : PickerView.defaultRowHeight
    }

    /// The size of one row of `component` (UIPickerView's `rowSize(forComponent:)`): the
    /// component's width and its row height; `.zero` for a component that does not exist.
    public func rowSize(forComponent component: Int) -> CGSize {
        guard (0..<numberOfComponents).contains(component) else { return .zero }
        return CGSize(width: rect(forComponent: component).width, height: rowHeight(forComponent: component))
    }

    /// Where `component` is, in the control's coordinates (component 0 leads: on the left,
    /// or on the right in right-to-left layout).
    public func rect(forComponent component: Int) -> CGRect {
        let rects = componentRects
        return rects.indices.contains(component) ? rects[component] : .zero
    }

    /// Every component's rectangle, in component order.
    var componentRects: [CGRect] {
        let n = numberOfComponents
        guard n > 0, bounds.width > 0 else { return Array(repeating: .zero, count: n) }
        // One pass over the asked widths, one array out: this runs on every frame and move.
        let delegate = delegate
        var widths = [CGFloat](repeating: -1, count: n)
        var fixed: CGFloat = 0, flexible = 0
        for c in 0..<n {
            let w = delegate?.pickerView(self, widthForComponent: c) ?? -1
            if w.isFinite && w > 0 {
                widths[c] = w
                fixed += w
            } else {
                flexible += 1
            }
        }
        let share = flexible > 0 ? max(bounds.width - fixed, 0) / CGFloat(flexible) : 0
        var total: CGFloat = 0
        for c in 0..<n {
            if widths[c] <= 0 { widths[c] = share }
            total += widths[c]
        }
        if total > bounds.width, total > 0 {
            for c in 0..<n { widths[c] = widths[c] * bounds.width / total }
        }
        let used = widths.reduce(0, +)
        var x = bounds.minX + (bounds.width - used) / 2
        var rects: [CGRect] = []
        rects.reserveCapacity(n)
        for w in widths {
            rects.append(CGRect(x: x, y: bounds.minY, width: w, height: bounds.height))
            x += w
        }
        guard componentDirection == .rightToLeft else { return rects }
        var mirrored = rects.map { CGRect(x: bounds.minX + bounds.maxX - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
        // A run that reads left to right keeps its place in the mirrored row, in its own order.
        for run in leftToRightRuns where !run.isEmpty && run.lowerBound >= 0 && run.upperBound <= n {
            var x = run.map { mirrored[$0].minX }.min() ?? 0
            for c in run {
                mirrored[c].origin.x = x
                x += mirrored[c].width
            }
        }
        return mirrored
    }

    /// The components from left to right as drawn (the keys' left and right follow it).
    var componentsFromLeft: [Int] {
        let rects = componentRects
        guard bounds.width > 0 else {
            return componentDirection == .rightToLeft ? Array(rects.indices.reversed()) : Array(rects.indices)
        }
        return rects.indices.sorted { rects[$0].midX < rects[$1].midX }
    }

    /// The component under `x`, or nil.
    func component(atX x: CGFloat) -> Int? {
        componentRects.firstIndex { x >= $0.minX && x < $0.maxX }
    }

    /// The accessibility element id of `component`.
    public nonisolated static func elementID(_ component: Int) -> String { "component-\(component)" }
}
