import Foundation

/// A canvas that draws into another one (resolving colours on the way): what a backend's
/// own canvas is, under the wrapping, is ``DrawingCanvas/innermostCanvas``.
public protocol WrappingCanvas {
    /// The canvas this one draws into.
    var wrappedCanvas: DrawingCanvas { get }
}

extension DrawingCanvas {
    /// The backend's canvas under any wrapping (a dark-style colour resolver): where a
    /// host's closure that draws with the backend's own API (a `CGContext`) finds it.
    public var innermostCanvas: DrawingCanvas {
        var canvas: DrawingCanvas = self
        while let wrapping = canvas as? WrappingCanvas { canvas = wrapping.wrappedCanvas }
        return canvas
    }
}

/// A canvas that resolves every dynamic colour for one interface style and contrast and
/// passes the drawing on: how ``Control/render(in:)`` draws a control in the dark style, or
/// under Increase Contrast, without any control knowing about either.
final class StyleResolvingCanvas: DrawingCanvas, WrappingCanvas {
    /// The canvas drawn into (colours resolved on the way).
    var wrappedCanvas: DrawingCanvas { base }

    private let base: DrawingCanvas
    private let style: ControlInterfaceStyle
    private let contrast: ControlAccessibilityContrast

    init(_ base: DrawingCanvas, style: ControlInterfaceStyle, contrast: ControlAccessibilityContrast = .normal) {
        self.base = base
        self.style = style
        self.contrast = contrast
    }

    func saveState() { base.saveState() }
    func restoreState() { base.restoreState() }
    func concatenate(_ transform: Transform) { base.concatenate(transform) }
    func setAlpha(_ alpha: Double) { base.setAlpha(alpha) }

    func setShadow(_ shadow: Shadow?) {
        base.setShadow(shadow.map { Shadow(offset: $0.offset, blur: $0.blur, color: $0.color.resolved(for: style, contrast: contrast)) })
    }

    func fill(_ path: DrawingPath, with paint: Paint, rule: FillRule) { base.fill(path, with: resolve(paint), rule: rule) }

    func stroke(_ path: DrawingPath, with paint: Paint, style strokeStyle: DrawingStrokeStyle) {
        base.stroke(path, with: resolve(paint), style: strokeStyle)
    }

    func clip(to path: DrawingPath, rule: FillRule) { base.clip(to: path, rule: rule) }

    func drawText(_ text: TextRun, in rect: CGRect) {
        var text = text
        text.color = text.color.resolved(for: style, contrast: contrast)
        base.drawText(text, in: rect)
    }

    func drawImage(_ image: DrawingImage, source: CGRect, in rect: CGRect) {
        guard let tint = image.tintColor, image.renderingMode == .template else {
            return base.drawImage(image, source: source, in: rect)
        }
        base.drawImage(image.withTintColor(tint.resolved(for: style, contrast: contrast)), source: source, in: rect)
    }

    func measureText(_ string: String, font: DrawingFont) -> CGSize { base.measureText(string, font: font) }

    func drawPicture<Key: Hashable>(_ key: Key, bounds: CGRect, _ body: (DrawingCanvas) -> Void) {
        // The same key draws other colours in another style or contrast: both are part of
        // the key.
        base.drawPicture(StyledKey(key: key, style: style, contrast: contrast), bounds: bounds) {
            body(StyleResolvingCanvas($0, style: style, contrast: contrast))
        }
    }

    private struct StyledKey<Key: Hashable>: Hashable {
        var key: Key
        var style: ControlInterfaceStyle
        var contrast: ControlAccessibilityContrast
    }

    private func resolve(_ paint: Paint) -> Paint {
        switch paint {
        case .color(let color): return .color(color.resolved(for: style, contrast: contrast))
        case .linearGradient(let gradient, let start, let end): return .linearGradient(resolve(gradient), start: start, end: end)
        case .radialGradient(let gradient, let center, let radius):
            return .radialGradient(resolve(gradient), center: center, radius: radius)
        }
    }

    private func resolve(_ gradient: DrawingGradient) -> DrawingGradient {
        DrawingGradient(
            stops: gradient.stops.map { .init(color: $0.color.resolved(for: style, contrast: contrast), location: $0.location) })
    }
}
