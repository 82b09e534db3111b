import Foundation

/// One recorded call on a ``DrawingCanvas``.
public enum DrawCommand: Equatable, Sendable {
    /// ``DrawingCanvas/saveState()``.
    case saveState
    /// ``DrawingCanvas/restoreState()``.
    case restoreState
    /// ``DrawingCanvas/concatenate(_:)``.
    case concatenate(Transform)
    /// ``DrawingCanvas/setAlpha(_:)``.
    case setAlpha(Double)
    /// ``DrawingCanvas/setShadow(_:)``.
    case setShadow(Shadow?)
    /// ``DrawingCanvas/fill(_:with:rule:)``.
    case fill(DrawingPath, Paint, FillRule)
    /// ``DrawingCanvas/stroke(_:with:style:)``.
    case stroke(DrawingPath, Paint, DrawingStrokeStyle)
    /// ``DrawingCanvas/clip(to:rule:)``.
    case clip(DrawingPath, FillRule)
    /// ``DrawingCanvas/drawText(_:in:)``.
    case drawText(TextRun, CGRect)
    /// ``DrawingCanvas/drawImage(_:source:in:)``.
    case drawImage(DrawingImage, source: CGRect, destination: CGRect)
}

/// A recorded drawing: the calls a control made, in order, ready to inspect or replay.
///
/// Tests use display lists to check what was drawn without pixels; vector ``DrawingImage``s are
/// display lists replayed by the backend.
///
/// ```swift
/// let list = DisplayList.record { canvas in slider.draw(in: canvas) }
/// #expect(list.commands.contains { if case .fill(_, .color(.systemBlue), _) = $0 { true } else { false } })
/// list.replay(into: cairoCanvas)
/// ```
public struct DisplayList: Equatable, Sendable {
    /// The calls, in the order they were made.
    public var commands: [DrawCommand]

    /// Makes a display list from commands.
    public init(commands: [DrawCommand] = []) { self.commands = commands }

    /// Records what `draw` does to a fresh ``RecordingCanvas``.
    @MainActor
    public static func record(measuringWith measurer: any TextMeasurer = EstimatingTextMeasurer(), _ draw: (RecordingCanvas) -> Void)
        -> DisplayList
    {
        let canvas = RecordingCanvas(measurer: measurer)
        draw(canvas)
        return canvas.displayList
    }

    /// Makes the same calls again on `canvas`, balancing any unbalanced saves at the end.
    public func replay(into canvas: DrawingCanvas) {
        var depth = 0
        for command in commands {
            switch command {
            case .saveState:
                depth += 1
                canvas.saveState()
            case .restoreState:
                guard depth > 0 else { continue }
                depth -= 1
                canvas.restoreState()
            case .concatenate(let t): canvas.concatenate(t)
            case .setAlpha(let a): canvas.setAlpha(a)
            case .setShadow(let s): canvas.setShadow(s)
            case .fill(let path, let paint, let rule): canvas.fill(path, with: paint, rule: rule)
            case .stroke(let path, let paint, let style): canvas.stroke(path, with: paint, style: style)
            case .clip(let path, let rule): canvas.clip(to: path, rule: rule)
            case .drawText(let text, let rect): canvas.drawText(text, in: rect)
            case .drawImage(let image, let source, let destination): canvas.drawImage(image, source: source, in: destination)
            }
        }
        for _ in 0..<depth { canvas.restoreState() }
    }

    /// The text strings drawn, in order (handy in tests).
    public var drawnText: [String] {
        commands.compactMap { if case .drawText(let run, _) = $0 { run.string } else { nil } }
    }

    /// The strings drawn as a backend shows them: each cut to its run's
    /// ``TextRun/maximumWidth`` as `measurer` measures it ("Extraordi…").
    public func shownText(measuringWith measurer: any TextMeasurer = EstimatingTextMeasurer()) -> [String] {
        commands.compactMap {
            guard case .drawText(let run, _) = $0 else { return nil }
            let measure = { measurer.size(of: $0, font: run.font).width }
            return (run.truncatedToMaximumWidth(width: measure(run.string), measure: measure) ?? run).string
        }
    }

    /// The paths filled, in order.
    public var filledPaths: [(DrawingPath, Paint)] {
        commands.compactMap { if case .fill(let path, let paint, _) = $0 { (path, paint) } else { nil } }
    }
}

/// A canvas that records every call into a ``DisplayList``.
///
/// ```swift
/// let canvas = RecordingCanvas()
/// control.draw(in: canvas)
/// print(canvas.displayList.commands.count)
/// ```
public final class RecordingCanvas: DrawingCanvas {
    /// What was drawn so far.
    public private(set) var displayList = DisplayList()
    /// Measures text for ``measureText(_:font:)``.
    public let measurer: any TextMeasurer

    /// Makes an empty recording canvas.
    public init(measurer: any TextMeasurer = EstimatingTextMeasurer()) {
        self.measurer = measurer
        displayList.commands.reserveCapacity(64)
    }

    /// Forgets everything recorded, keeping the storage for reuse.
    public func reset() { displayList.commands.removeAll(keepingCapacity: true) }

    public func saveState() { displayList.commands.append(.saveState) }
    public func restoreState() { displayList.commands.append(.restoreState) }
    public func concatenate(_ transform: Transform) { displayList.commands.append(.concatenate(transform)) }
    public func setAlpha(_ alpha: Double) { displayList.commands.append(.setAlpha(alpha)) }
    public func setShadow(_ shadow: Shadow?) { displayList.commands.append(.setShadow(shadow)) }
    public func fill(_ path: DrawingPath, with paint: Paint, rule: FillRule) { displayList.commands.append(.fill(path, paint, rule)) }
    public func stroke(_ path: DrawingPath, with paint: Paint, style: DrawingStrokeStyle) {
        displayList.commands.append(.stroke(path, paint, style))
    }
    public func clip(to path: DrawingPath, rule: FillRule) { displayList.commands.append(.clip(path, rule)) }
    public func drawText(_ text: TextRun, in rect: CGRect) { displayList.commands.append(.drawText(text, rect)) }
    public func drawImage(_ image: DrawingImage, source: CGRect, in rect: CGRect) {
        displayList.commands.append(.drawImage(image, source: source, destination: rect))
    }
    public func measureText(_ string: String, font: DrawingFont) -> CGSize { measurer.size(of: string, font: font) }
}
