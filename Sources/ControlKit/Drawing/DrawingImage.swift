import Foundation

/// A picture a control can draw: PNG data, a vector drawing made in code, or a platform's
/// own image (a `UIImage`, through ControlKitUIKit).
///
/// Images are values with a size in points and a scale (pixels per point). A resizable
/// image (``withCapInsets(_:)``) keeps its caps and stretches its middle when drawn into a
/// bigger rectangle, as `UIImage.resizableImage(withCapInsets:)` does; ``DrawingCanvas/drawImage(_:in:)``
/// slices it into up to nine parts, so the same code runs on every backend.
///
/// A template image (``renderingMode`` ``RenderingMode/template``, as
/// `UIImage.RenderingMode.alwaysTemplate`) draws only its shape, filled with a tint: its
/// own ``tintColor`` when it has one, otherwise the tint of the control that draws it
/// (``Control/displayed(_:)``).
///
/// ```swift
/// let thumb = DrawingImage(size: CGSize(width: 28, height: 28)) { canvas in
///     canvas.fill(DrawingPath(ellipseIn: CGRect(x: 2, y: 2, width: 24, height: 24)), with: .color(.white))
/// }
/// let track = try DrawingImage(pngData: data, scale: 2).withCapInsets(DrawingEdgeInsets(left: 8, right: 8))
/// ```
public struct DrawingImage: Hashable, Sendable {
    /// Where the pixels come from.
    public enum Content: Sendable {
        /// PNG bytes; backends decode them (and cache the result).
        case png(Data)
        /// A display list recorded in the image's own coordinate space (points).
        case drawing(DisplayList)
        /// An image only one platform's backend draws (a `UIImage` in ControlKitUIKit's
        /// Core Graphics canvas); other backends draw nothing for it.
        case platform(any PlatformImage)
    }

    /// How the image's pixels are used (UIImage's rendering modes, `automatic` decided
    /// by whoever makes the image).
    public enum RenderingMode: Hashable, Sendable {
        /// The image's own colours.
        case original
        /// Only the image's shape (its alpha), filled with a tint.
        case template
    }

    /// Why PNG data was refused.
    public enum LoadingError: Error, Equatable {
        case notPNG
        case emptyImage
    }

    final class Storage: Sendable {
        let content: Content
        let pixelSize: CGSize
        init(content: Content, pixelSize: CGSize) {
            self.content = content
            self.pixelSize = pixelSize
        }
    }

    let storage: Storage
    /// Pixels per point (1, 2 or 3 for @1x, @2x, @3x assets).
    public let scale: CGFloat
    /// The caps that stay unstretched when the image is drawn resized; `.zero` stretches all.
    public private(set) var capInsets: DrawingEdgeInsets = .zero
    /// Original colours (default) or a shape filled with a tint.
    public private(set) var renderingMode: RenderingMode = .original
    /// The tint of a template image; nil takes the drawing control's ``Control/tintColor``.
    /// Ignored by original images.
    public private(set) var tintColor: DrawingColor?

    /// The content, for backends.
    public var content: Content { storage.content }

    /// A stable identity for backend caches: equal for copies of one image.
    public var cacheKey: ObjectIdentifier { ObjectIdentifier(storage) }

    /// The size in points.
    public var size: CGSize {
        CGSize(width: storage.pixelSize.width / scale, height: storage.pixelSize.height / scale)
    }

    /// Loads an image from PNG data; only the header is read here, backends decode.
    ///
    /// - Parameters:
    ///   - pngData: The bytes of a PNG file.
    ///   - scale: Pixels per point; non-positive or non-finite values become 1.
    /// - Throws: ``LoadingError`` when the data is not a PNG or has no pixels.
    public init(pngData: Data, scale: CGFloat = 1) throws {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let bytes = [UInt8](pngData.prefix(24))
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, bytes[12..<16].elementsEqual("IHDR".utf8) else {
            throw LoadingError.notPNG
        }
        func be32(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        let (w, h) = (be32(16), be32(20))
        guard w > 0, h > 0 else { throw LoadingError.emptyImage }
        self.storage = Storage(content: .png(pngData), pixelSize: CGSize(width: w, height: h))
        self.scale = DrawingImage.clean(scale)
    }

    /// Makes a vector image by drawing into a recording canvas.
    ///
    /// - Parameters:
    ///   - size: The size in points; negative or non-finite sides become 0.
    ///   - scale: Stored for parity with bitmap images; vector images draw sharp at any scale.
    ///   - draw: Draws the image in its own coordinates, `(0, 0)` at the top left.
    @MainActor
    public init(size: CGSize, scale: CGFloat = 1, draw: (RecordingCanvas) -> Void) {
        let canvas = RecordingCanvas()
        draw(canvas)
        let s = DrawingImage.clean(scale)
        let w = size.width.isFinite ? max(size.width, 0) : 0
        let h = size.height.isFinite ? max(size.height, 0) : 0
        self.storage = Storage(content: .drawing(canvas.displayList), pixelSize: CGSize(width: w * s, height: h * s))
        self.scale = s
    }

    /// Wraps a platform's image: `size` in points (negative or non-finite sides become 0)
    /// and `scale` in pixels per point, as the platform reports them.
    ///
    /// ControlKitUIKit makes these from `UIImage`s (`DrawingImage(_:)`); only the backend
    /// that knows the platform type draws them.
    public init(platformImage: any PlatformImage, size: CGSize, scale: CGFloat) {
        let s = DrawingImage.clean(scale)
        let w = size.width.isFinite ? max(size.width, 0) : 0
        let h = size.height.isFinite ? max(size.height, 0) : 0
        self.storage = Storage(content: .platform(platformImage), pixelSize: CGSize(width: w * s, height: h * s))
        self.scale = s
    }

    /// The same image drawn as `mode` says (UIImage's `withRenderingMode(_:)`).
    public func withRenderingMode(_ mode: RenderingMode) -> DrawingImage {
        var copy = self
        copy.renderingMode = mode
        return copy
    }

    /// The same image as a template filled with `color` (UIImage's `withTintColor(_:)`);
    /// nil leaves the tint to the control that draws it.
    public func withTintColor(_ color: DrawingColor?) -> DrawingImage {
        var copy = self
        copy.renderingMode = .template
        copy.tintColor = color
        return copy
    }

    /// The same image, resizable with caps that keep their size.
    ///
    /// Insets larger than the image are reduced so the caps fit.
    public func withCapInsets(_ insets: DrawingEdgeInsets) -> DrawingImage {
        var copy = self
        let w = size.width, h = size.height
        let scaleX = insets.left + insets.right > w ? w / (insets.left + insets.right) : 1
        let scaleY = insets.top + insets.bottom > h ? h / (insets.top + insets.bottom) : 1
        copy.capInsets = DrawingEdgeInsets(
            top: insets.top * scaleY, left: insets.left * scaleX,
            bottom: insets.bottom * scaleY, right: insets.right * scaleX)
        return copy
    }

    public static func == (lhs: DrawingImage, rhs: DrawingImage) -> Bool {
        lhs.storage === rhs.storage && lhs.scale == rhs.scale && lhs.capInsets == rhs.capInsets
            && lhs.renderingMode == rhs.renderingMode && lhs.tintColor == rhs.tintColor
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(storage))
        hasher.combine(scale)
        hasher.combine(renderingMode)
        hasher.combine(tintColor)
    }

    private static func clean(_ scale: CGFloat) -> CGFloat {
        scale.isFinite && scale > 0 ? scale : 1
    }
}

/// One piece of a sliced image: which part of the source lands where.
public struct ImageSlice: Hashable, Sendable {
    /// The part of the image, in image points.
    public var source: CGRect
    /// Where it is drawn, in canvas coordinates.
    public var destination: CGRect

    public init(source: CGRect, destination: CGRect) {
        self.source = source
        self.destination = destination
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect: source)
        hasher.combine(rect: destination)
    }
}

extension DrawingImage {
    /// The slices that draw this image into `rect`: one when the image is not resizable,
    /// otherwise up to nine (corners keep their size, edges stretch along one axis, the
    /// centre stretches both ways). When `rect` is smaller than the caps, the caps shrink
    /// proportionally, as UIKit does.
    public func slices(in rect: CGRect) -> [ImageSlice] {
        guard rect.isDrawable, rect.width > 0, rect.height > 0 else { return [] }
        let full = CGRect(origin: .zero, size: size)
        guard capInsets != .zero else { return [ImageSlice(source: full, destination: rect)] }
        let ins = capInsets
        let fx = ins.left + ins.right > rect.width ? rect.width / (ins.left + ins.right) : 1
        let fy = ins.top + ins.bottom > rect.height ? rect.height / (ins.top + ins.bottom) : 1
        let srcX = [0, ins.left, size.width - ins.right, size.width]
        let srcY = [0, ins.top, size.height - ins.bottom, size.height]
        let dstX = [rect.minX, rect.minX + ins.left * fx, rect.maxX - ins.right * fx, rect.maxX]
        let dstY = [rect.minY, rect.minY + ins.top * fy, rect.maxY - ins.bottom * fy, rect.maxY]
        var out: [ImageSlice] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(
                    x: srcX[column], y: srcY[row], width: srcX[column + 1] - srcX[column], height: srcY[row + 1] - srcY[row])
                let destination = CGRect(
                    x: dstX[column], y: dstY[row], width: dstX[column + 1] - dstX[column], height: dstY[row + 1] - dstY[row])
                if source.width > 0, source.height > 0, destination.width > 0, destination.height > 0 {
                    out.append(ImageSlice(source: source, destination: destination))
                }
            }
        }
        return out
    }
}

/// A platform's own image held by a ``DrawingImage`` (``DrawingImage/Content/platform(_:)``):
/// ControlKitUIKit wraps `UIImage`s in one, and its Core Graphics canvas draws them with
/// UIKit, keeping what UIKit knows of them (symbol images stay vectors).
///
/// The object must not change after it is made: images are shared between threads.
public protocol PlatformImage: AnyObject, Sendable {}
