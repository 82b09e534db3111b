#if canImport(UIKit)
    import ControlKit
    import CoreGraphics
    import UIKit

    /// Measures text with UIKit, as ``CoreGraphicsCanvas`` draws it.
    public struct UIKitTextMeasurer: TextMeasurer {
        public init() {}
        public func size(of string: String, font: DrawingFont) -> CGSize {
            CoreGraphicsCanvas.attributed(string, font: font).size()
        }
    }
#endif
