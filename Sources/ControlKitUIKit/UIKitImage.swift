#if canImport(UIKit)
    import ControlKit
    import UIKit

    /// A `UIImage` held by a ``DrawingImage``: the app's image as it gave it (what the
    /// views' getters return) and the one ``CoreGraphicsCanvas`` draws (a symbol sized
    /// for its control, caps and rendering mode taken over by the `DrawingImage`).
    ///
    /// `UIImage` is immutable and may be drawn from any thread, as Apple documents; that
    /// is the `Sendable` promise made here.
    final class UIKitImage: PlatformImage, @unchecked Sendable {
        let original: UIImage
        let image: UIImage

        init(original: UIImage, image: UIImage) {
            self.original = original
            self.image = image
        }
    }

    extension DrawingImage {
        /// A UIKit image as a ControlKit image, keeping what UIKit knows of it.
        ///
        /// - Its size and scale are the image's.
        /// - A resizable image (`resizableImage(withCapInsets:)`) keeps its cap insets.
        /// - `.alwaysTemplate` images, and symbol images left `.automatic`, are templates:
        ///   drawn in one colour, the tint of the control that draws them (`tintColor`).
        ///   `withTintColor(_:)` keeps an image's rendering mode (Apple's documentation), and
        ///   UIKit gives no way to read the colour back, so a symbol that must keep its own
        ///   colours (a tint of its own, a palette or multicolour configuration) is made
        ///   `.alwaysOriginal`: `withTintColor(.orange, renderingMode: .alwaysOriginal)`.
        ///   An `.alwaysOriginal` image is never tinted.
        /// - A symbol image without a point size of its own is drawn at `symbolPointSize`
        ///   (the size of the control's text, so it matches its glyphs), and stays a vector.
        ///
        /// ```swift
        /// let thumb = DrawingImage(UIImage(systemName: "sun.max.fill")!, symbolPointSize: 17)
        /// ```
        public init(_ image: UIImage, symbolPointSize: CGFloat = 17) {
            var drawn = image
            if image.isSymbolImage, image.symbolConfiguration == nil {
                drawn = image.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: symbolPointSize)) ?? image
            }
            // Our slicing draws the caps; UIKit must draw the plain image into each slice.
            if image.capInsets != .zero { drawn = drawn.resizableImage(withCapInsets: .zero, resizingMode: .stretch) }
            let isTemplate =
                image.renderingMode == .alwaysTemplate || (image.renderingMode == .automatic && image.isSymbolImage)
            self.init(platformImage: UIKitImage(original: image, image: drawn), size: drawn.size, scale: image.scale)
            if image.capInsets != .zero {
                let insets = image.capInsets
                self = withCapInsets(DrawingEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right))
            }
            if isTemplate { self = withRenderingMode(.template) }
        }

        /// The `UIImage` this image was made from with ``init(_:symbolPointSize:)``; nil for
        /// PNG and drawn images.
        public var uiImage: UIImage? {
            guard case .platform(let platform) = content else { return nil }
            return (platform as? UIKitImage)?.original
        }
    }

    extension Control.State {
        /// A UIKit control state as ControlKit's (the bits are UIKit's).
        init(_ state: UIControl.State) { self.init(rawValue: state.rawValue) }
    }
#endif
