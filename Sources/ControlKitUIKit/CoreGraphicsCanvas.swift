#if canImport(UIKit)
    import ControlKit
    import CoreGraphics
    import UIKit

    /// A ``DrawingCanvas`` that draws with Core Graphics: the backend on Apple platforms.
    ///
    /// Each call maps to `CGContext` 1:1 (state, transforms, alpha and shadows are Core
    /// Graphics' own); gradients draw inside a transparency layer so a shadow falls under
    /// the whole shape; text and PNG images draw through UIKit, so the context is pushed as
    /// UIKit's current one while they draw.
    ///
    /// Compiled for iOS against Apple's SDK by `scripts/ios-check.sh`, never run by this
    /// project's tests: see docs/DESIGN.md.
    ///
    /// ```swift
    /// final class StepperDrawingView: UIView {
    ///     let control = ValueStepper()
    ///
    ///     override func draw(_ rect: CGRect) {
    ///         guard let context = UIGraphicsGetCurrentContext() else { return }
    ///         control.render(in: CoreGraphicsCanvas(context: context))
    ///     }
    /// }
    /// ```
    public final class CoreGraphicsCanvas: DrawingCanvas {
        /// The context drawn into (not owned).
        public let context: CGContext

        /// Wraps a context whose coordinates are points with y growing downward (UIKit's).
        /// The traits images are resolved in: an asset-catalog image with a dark (or high
        /// contrast) variant draws the variant these traits pick, as `UIImageView` does.
        /// Nil draws each image as it was given.
        public var traitCollection: UITraitCollection?

        public init(context: CGContext, traitCollection: UITraitCollection? = nil) {
            self.context = context
            self.traitCollection = traitCollection
        }

        public func saveState() { context.saveGState() }
        public func restoreState() { context.restoreGState() }

        public func concatenate(_ t: Transform) {
            context.concatenate(CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty))
        }

        public func setAlpha(_ alpha: Double) { context.setAlpha(CGFloat(alpha.isNaN ? 1 : min(max(alpha, 0), 1))) }

        public func setShadow(_ shadow: Shadow?) {
            if let shadow {
                context.setShadow(offset: shadow.offset, blur: shadow.blur, color: Self.cgColor(shadow.color, traits: traitCollection))
            } else {
                context.setShadow(offset: .zero, blur: 0, color: nil)
            }
        }

        public func fill(_ path: DrawingPath, with paint: Paint, rule: FillRule) {
            guard !path.isEmpty else { return }
            let cgPath = Self.cgPath(path)
            let cgRule: CGPathFillRule = rule == .evenOdd ? .evenOdd : .winding
            switch paint {
            case .color(let color):
                context.addPath(cgPath)
                context.setFillColor(Self.cgColor(color, traits: traitCollection))
                context.fillPath(using: cgRule)
            default:
                context.beginTransparencyLayer(auxiliaryInfo: nil)
                context.addPath(cgPath)
                context.clip(using: cgRule)
                drawGradient(paint)
                context.endTransparencyLayer()
            }
        }

        public func stroke(_ path: DrawingPath, with paint: Paint, style: DrawingStrokeStyle) {
            guard !path.isEmpty, style.lineWidth > 0 else { return }
            context.setLineWidth(style.lineWidth)
            switch style.lineCap {
            case .butt: context.setLineCap(.butt)
            case .round: context.setLineCap(.round)
            case .square: context.setLineCap(.square)
            }
            switch style.lineJoin {
            case .miter: context.setLineJoin(.miter)
            case .round: context.setLineJoin(.round)
            case .bevel: context.setLineJoin(.bevel)
            }
            context.setMiterLimit(style.miterLimit)
            context.setLineDash(phase: style.dashPhase, lengths: style.dash.contains { $0 > 0 } ? style.dash : [])
            context.addPath(Self.cgPath(path))
            if case .color(let color) = paint {
                context.setStrokeColor(Self.cgColor(color, traits: traitCollection))
                context.strokePath()
            } else {
                context.beginTransparencyLayer(auxiliaryInfo: nil)
                context.replacePathWithStrokedPath()
                context.clip()
                drawGradient(paint)
                context.endTransparencyLayer()
            }
        }

        public func clip(to path: DrawingPath, rule: FillRule) {
            context.addPath(Self.cgPath(path))
            context.clip(using: rule == .evenOdd ? .evenOdd : .winding)
        }

        public func drawText(_ text: TextRun, in rect: CGRect) {
            guard !text.string.isEmpty, rect.isDrawable else { return }
            var attributed = Self.attributed(text.string, font: text.font, color: text.color, traits: traitCollection)
            var size = attributed.size()
            if text.exceedsMaximumWidth(size.width),
                let cut = TruncatedTexts.cut(text, width: size.width, measure: { measureText($0, font: text.font).width })
            {
                attributed = Self.attributed(cut, font: text.font, color: text.color, traits: traitCollection)
                size = attributed.size()
            }
            let x: CGFloat
            switch text.alignment {
            case .left: x = rect.minX
            case .center: x = rect.midX - size.width / 2
            case .right: x = rect.maxX - size.width
            }
            UIGraphicsPushContext(context)
            attributed.draw(at: CGPoint(x: x, y: rect.midY - size.height / 2))
            UIGraphicsPopContext()
        }

        public func measureText(_ string: String, font: DrawingFont) -> CGSize {
            UIKitTextMeasurer().size(of: string, font: font)
        }

        public func drawImage(_ image: DrawingImage, source: CGRect, in rect: CGRect) {
            guard rect.isDrawable, rect.width > 0, rect.height > 0, source.width > 0, source.height > 0 else { return }
            let sx = rect.width / source.width, sy = rect.height / source.height
            // Where the whole image lands so that `source` fills `rect`.
            let whole = CGRect(
                x: rect.minX - source.minX * sx, y: rect.minY - source.minY * sy,
                width: image.size.width * sx, height: image.size.height * sy)
            // A template image is its shape filled with the tint: drawn in a transparency
            // layer, then the tint painted over it keeping only the layer's alpha.
            let tint = image.renderingMode == .template ? image.tintColor ?? .label : nil
            context.saveGState()
            context.clip(to: rect)
            if tint != nil { context.beginTransparencyLayer(in: rect, auxiliaryInfo: nil) }
            switch image.content {
            case .png(let data):
                if let uiImage = DecodedPNGs.image(for: image, data: data) { drawUIKitImage(uiImage, in: whole) }
            case .platform(let platform):
                if let uiImage = (platform as? UIKitImage)?.image { drawUIKitImage(uiImage, in: whole) }
            case .drawing(let list):
                context.saveGState()
                context.translateBy(x: rect.minX, y: rect.minY)
                context.scaleBy(x: sx, y: sy)
                context.translateBy(x: -source.minX, y: -source.minY)
                context.clip(to: source)
                list.replay(into: self)
                context.restoreGState()
            }
            if let tint {
                context.setBlendMode(.sourceIn)
                context.setFillColor(Self.cgColor(tint, traits: traitCollection))
                context.fill(rect)
                context.endTransparencyLayer()
            }
            context.restoreGState()
        }

        private func drawUIKitImage(_ image: UIImage, in rect: CGRect) {
            let drawn = traitCollection.map { TraitResolvedImages.image(image, for: $0) } ?? image
            UIGraphicsPushContext(context)
            drawn.draw(in: rect)
            UIGraphicsPopContext()
        }

        // MARK: Helpers

        private func drawGradient(_ paint: Paint) {
            let options: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
            switch paint {
            case .color(let color):
                context.setFillColor(Self.cgColor(color, traits: traitCollection))
                context.fill(context.boundingBoxOfClipPath)
            case .linearGradient(let gradient, let start, let end):
                if let g = Self.cgGradient(gradient) { context.drawLinearGradient(g, start: start, end: end, options: options) }
            case .radialGradient(let gradient, let center, let radius):
                if let g = Self.cgGradient(gradient) {
                    context.drawRadialGradient(
                        g, startCenter: center, startRadius: 0, endCenter: center, endRadius: radius, options: options)
                }
            }
        }

        static func cgColor(_ c: DrawingColor, traits: UITraitCollection? = nil) -> CGColor {
            if let traits, let kept = (c.platformColor as? UIKitColor)?.color {
                return kept.resolvedColor(with: traits).cgColor  // contrast and wide gamut kept
            }
            return UIColor(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha)).cgColor
        }

        static func cgGradient(_ gradient: DrawingGradient) -> CGGradient? {
            CGGradient(
                colorsSpace: CGColorSpace(name: CGColorSpace.sRGB), colors: gradient.stops.map { cgColor($0.color) } as CFArray,
                locations: gradient.stops.map { CGFloat($0.location) })
        }

        static func cgPath(_ path: DrawingPath) -> CGPath {
            let cg = CGMutablePath()
            for element in path.elements {
                switch element {
                case .move(let p): cg.move(to: p)
                case .line(let p): cg.addLine(to: p)
                case .quadCurve(let p, let c): cg.addQuadCurve(to: p, control: c)
                case .curve(let p, let c1, let c2): cg.addCurve(to: p, control1: c1, control2: c2)
                case .closeSubpath: cg.closeSubpath()
                }
            }
            return cg
        }

        static func uiFont(_ font: DrawingFont) -> UIFont {
            if let kept = (font.platformFont as? UIKitFont)?.font {
                return kept.pointSize == font.size ? kept : kept.withSize(font.size)
            }
            let weight: UIFont.Weight
            switch font.weight {
            case .ultraLight: weight = .ultraLight
            case .thin: weight = .thin
            case .light: weight = .light
            case .regular: weight = .regular
            case .medium: weight = .medium
            case .semibold: weight = .semibold
            case .bold: weight = .bold
            case .heavy: weight = .heavy
            case .black: weight = .black
            }
            if let family = font.family, let named = UIFont(name: family, size: font.size) { return named }
            return font.monospacedDigits
                ? UIFont.monospacedDigitSystemFont(ofSize: font.size, weight: weight)
                : UIFont.systemFont(ofSize: font.size, weight: weight)
        }

        static func attributed(
            _ string: String, font: DrawingFont, color: DrawingColor = .label, traits: UITraitCollection? = nil
        ) -> NSAttributedString {
            NSAttributedString(
                string: string,
                attributes: [.font: uiFont(font), .foregroundColor: UIColor(cgColor: cgColor(color, traits: traits))])
        }
    }

    /// Lines cut to their ``ControlKit/TextRun/maximumWidth``, by string, font and width:
    /// the core decides the cut (a binary search that measures a handful of starts), once,
    /// not at every frame a truncated wheel title is drawn in. `NSCache` is safe from any
    /// thread and drops entries under memory pressure.
    enum TruncatedTexts {
        final class Key: NSObject {
            let string: String
            let font: DrawingFont
            let width: CGFloat
            init(_ text: TextRun, width: CGFloat) {
                string = text.string
                font = text.font
                self.width = width
            }
            override var hash: Int {
                var hasher = Hasher()
                hasher.combine(string)
                hasher.combine(font)
                hasher.combine(width)
                return hasher.finalize()
            }
            override func isEqual(_ object: Any?) -> Bool {
                guard let other = object as? Key else { return false }
                return other.string == string && other.font == font && other.width == width
            }
        }

        nonisolated(unsafe) static let cache: NSCache<Key, NSString> = {
            let cache = NSCache<Key, NSString>()
            cache.countLimit = 256
            return cache
        }()

        /// The string `text` is drawn as, when its whole line (`width` wide) is wider than
        /// its maximum width (``ControlKit/TextRun/exceedsMaximumWidth(_:)``); nil when it fits.
        static func cut(_ text: TextRun, width: CGFloat, measure: (String) -> CGFloat) -> String? {
            guard let maximumWidth = text.maximumWidth else { return nil }
            let key = Key(text, width: maximumWidth)
            if let hit = cache.object(forKey: key) { return hit as String }
            guard let cut = text.truncatedToMaximumWidth(width: width, measure: measure) else { return nil }
            cache.setObject(cut.string as NSString, forKey: key)
            return cut.string
        }
    }

    /// PNG images decoded once, by image identity (copies of one `DrawingImage` share the
    /// decode), not once per draw and per nine-slice piece. `NSCache` drops entries under
    /// memory pressure and is safe to use from any thread, as Apple documents. Each key
    /// keeps its `DrawingImage`, so its identity cannot be reused while it is cached.
    enum DecodedPNGs {
        final class Key: NSObject {
            let image: DrawingImage
            init(_ image: DrawingImage) { self.image = image }
            override var hash: Int { image.cacheKey.hashValue }
            override func isEqual(_ object: Any?) -> Bool { (object as? Key)?.image.cacheKey == image.cacheKey }
        }

        nonisolated(unsafe) static let cache: NSCache<Key, UIImage> = {
            let cache = NSCache<Key, UIImage>()
            cache.countLimit = 128
            return cache
        }()

        static func image(for image: DrawingImage, data: Data) -> UIImage? {
            let key = Key(image)
            if let decoded = cache.object(forKey: key) { return decoded }
            guard let decoded = UIImage(data: data, scale: image.scale) else { return nil }
            cache.setObject(decoded, forKey: key)
            return decoded
        }
    }

    /// Images resolved for a view's traits, as `UIImageView` shows them: an asset-catalog
    /// image's dark or high-contrast variant, with the image's own configuration (a
    /// symbol's size and weight) kept, since the traits' configuration is merged into it.
    /// Resolved once per image and traits, not on every frame.
    enum TraitResolvedImages {
        final class Key: NSObject {
            let image: UIImage
            let traits: Int
            init(_ image: UIImage, _ traits: Int) {
                self.image = image
                self.traits = traits
            }
            override var hash: Int { ObjectIdentifier(image).hashValue ^ traits }
            override func isEqual(_ object: Any?) -> Bool {
                guard let other = object as? Key else { return false }
                return other.image === image && other.traits == traits
            }
        }

        nonisolated(unsafe) static let cache: NSCache<Key, UIImage> = {
            let cache = NSCache<Key, UIImage>()
            cache.countLimit = 256
            return cache
        }()

        static func image(_ image: UIImage, for traits: UITraitCollection) -> UIImage {
            guard image.imageAsset != nil else { return image }  // made in code: one look
            let signature =
                traits.userInterfaceStyle.rawValue &* 1_000 &+ traits.accessibilityContrast.rawValue &* 100
                &+ Int(traits.displayScale * 10) &+ traits.layoutDirection.rawValue &* 10_000
            let key = Key(image, signature)
            if let resolved = cache.object(forKey: key) { return resolved }
            let configuration = image.configuration?.applying(traits.imageConfiguration) ?? traits.imageConfiguration
            let resolved = image.withConfiguration(configuration)
            cache.setObject(resolved, forKey: key)
            return resolved
        }
    }
#endif
