import ControlKit
import ControlKitCairo
import Foundation

/// The book's slider examples: default, tinted, the temperature slider with five images.
@MainActor
public enum SliderPage: GalleryPageSource {
    public static let id = "slider"

    /// The page's base slider: 0…100 at 50 (the book's 1.6).
    public static func volume() -> ValueSlider {
        let s = ValueSlider()
        s.maximumValue = 100
        s.value = 50
        return s
    }

    public static var page: GalleryPage {
        let size = CGSize(width: 280, height: 34)
        let slider = volume
        return GalleryPage(
            id: id, title: "Slider",
            summary:
                "UISlider's full API, drawn: tints, thumb and track images per state with cap insets, end images; plus steps, vertical and right-to-left.",
            items: [
                .control("Default (0…100, value 50)", size: size, slider),
                .control("Thumb dragged", size: size, slider) { $0.touchDown(at: $0.thumbCenter) },
                .control("Tinted: red minimum, black thumb, green maximum (the book's 1.7)", size: size, slider) {
                    $0.minimumTrackTintColor = .systemRed
                    $0.thumbTintColor = .black
                    $0.maximumTrackTintColor = .systemGreen
                },
                .control("Disabled", size: size, slider) { $0.isEnabled = false },
                .control("Temperature: five custom images", size: CGSize(width: 280, height: 34), TemperatureSlider.make),
                .control("Temperature: thumb highlighted image", size: CGSize(width: 280, height: 34), TemperatureSlider.make) {
                    $0.touchDown(at: $0.thumbCenter)
                },
                .control("Template end images and thumb, in the tint (indigo)", size: CGSize(width: 280, height: 34), slider) {
                    $0.tintColor = .systemIndigo
                    $0.minimumValueImage = GlyphImages.templateMinus
                    $0.maximumValueImage = GlyphImages.templatePlus
                    $0.setThumbImage(TemperatureSlider.templateThumb, for: .normal)
                },
                .control("Stepped by 25, at 75", size: size, slider) {
                    $0.stepValue = 25
                    $0.value = 75
                },
                .control("Right-to-left, value 30", size: size, slider) {
                    $0.layoutDirection = .rightToLeft
                    $0.value = 30
                    $0.minimumValueImage = TemperatureSlider.coldImage
                    $0.maximumValueImage = TemperatureSlider.warmImage
                },
                .control("Vertical, value 70", size: CGSize(width: 34, height: 200), slider) {
                    $0.orientation = .vertical
                    $0.value = 70
                },
                .darkControl("Dark style: value 50", size: size, slider),
            ])
    }
}

/// The chapter's temperature slider (cold and warm end images, thumb and track images),
/// with images the project draws itself. The track images are PNGs (rendered here) with
/// cap insets, as the chapter's are.
@MainActor
public enum TemperatureSlider {
    public static func make() -> ValueSlider {
        let s = ValueSlider()
        s.value = 0.5
        s.minimumValueImage = coldImage
        s.maximumValueImage = warmImage
        s.setMinimumTrackImage(minimumTrackImage, for: .normal)
        s.setMaximumTrackImage(maximumTrackImage, for: .normal)
        s.setThumbImage(thumbImage(highlighted: false), for: .normal)
        s.setThumbImage(thumbImage(highlighted: true), for: .highlighted)
        return s
    }

    /// A blue snowflake, 23 pt.
    public static let coldImage = DrawingImage(size: CGSize(width: 23, height: 23)) { c in
        let blue = DrawingColor(hex: 0x2F80ED)
        for i in 0..<3 {
            c.withSavedState {
                c.translate(x: 11.5, y: 11.5)
                c.rotate(by: CGFloat(i) * .pi / 3)
                var arm = DrawingPath()
                arm.move(to: CGPoint(x: 0, y: -9))
                arm.addLine(to: CGPoint(x: 0, y: 9))
                for end in [-1.0, 1.0] {
                    arm.move(to: CGPoint(x: -3, y: 6.5 * end - 2.5 * end))
                    arm.addLine(to: CGPoint(x: 0, y: 6.5 * end))
                    arm.addLine(to: CGPoint(x: 3, y: 6.5 * end - 2.5 * end))
                }
                c.stroke(arm, with: .color(blue), style: DrawingStrokeStyle(lineWidth: 1.8, lineCap: .round, lineJoin: .round))
            }
        }
    }

    /// An orange sun, 23 pt.
    public static let warmImage = DrawingImage(size: CGSize(width: 23, height: 23)) { c in
        let orange = DrawingColor(hex: 0xF2994A)
        c.fill(DrawingPath(ellipseIn: CGRect(x: 6.5, y: 6.5, width: 10, height: 10)), with: .color(orange))
        for i in 0..<8 {
            let a = CGFloat(i) * .pi / 4
            var ray = DrawingPath()
            ray.move(to: CGPoint(x: 11.5 + 7.5 * cos(a), y: 11.5 + 7.5 * sin(a)))
            ray.addLine(to: CGPoint(x: 11.5 + 10.5 * cos(a), y: 11.5 + 10.5 * sin(a)))
            c.stroke(ray, with: .color(orange), style: DrawingStrokeStyle(lineWidth: 1.8, lineCap: .round))
        }
    }

    /// A cool blue gradient capsule end, 8 × 9 pt @2x PNG, left cap 4 (as the chapter's).
    public static let minimumTrackImage: DrawingImage = trackPNG(
        colors: [DrawingColor(hex: 0x56CCF2), DrawingColor(hex: 0x2F80ED)], roundLeft: true
    )
    .withCapInsets(DrawingEdgeInsets(left: 4))
    /// A warm gradient capsule end, right cap 3.
    public static let maximumTrackImage: DrawingImage = trackPNG(
        colors: [DrawingColor(hex: 0xF2C94C), DrawingColor(hex: 0xEB5757)], roundLeft: false
    )
    .withCapInsets(DrawingEdgeInsets(right: 3))

    private static func trackPNG(colors: [DrawingColor], roundLeft: Bool) -> DrawingImage {
        let bitmap = CairoBitmap.render(size: CGSize(width: 8, height: 9), scale: 2) { c in
            let rect = roundLeft ? CGRect(x: 0, y: 0, width: 13, height: 9) : CGRect(x: -5, y: 0, width: 13, height: 9)
            c.fill(
                DrawingPath(roundedRect: rect, cornerRadius: 4.5),
                with: .linearGradient(DrawingGradient(colors: colors), start: .zero, end: CGPoint(x: 0, y: 9)))
            c.fill(
                DrawingPath(
                    roundedRect: rect.insetBy(dx: 1.5, dy: 1.5).offsetBy(dx: 0, dy: -1).intersection(
                        CGRect(x: -5, y: 0, width: 18, height: 4)), cornerRadius: 2),
                with: .color(DrawingColor.white.withAlpha(0.35)))
        }
        return (try? DrawingImage(pngData: bitmap.pngData(), scale: 2))!
    }

    /// A 23 pt white knob with a red thermometer bulb; darker ring when highlighted.
    /// A ring as a template thumb: drawn in the slider's tint.
    public static let templateThumb = DrawingImage(size: CGSize(width: 26, height: 26)) { c in
        c.stroke(DrawingPath(ellipseIn: CGRect(x: 3, y: 3, width: 20, height: 20)), with: .color(.black), lineWidth: 5)
    }.withRenderingMode(.template)

    public static func thumbImage(highlighted: Bool) -> DrawingImage {
        DrawingImage(size: CGSize(width: 25, height: 25)) { c in
            c.withSavedState {
                c.setShadow(Shadow(offset: CGSize(width: 0, height: 1), blur: 2, color: DrawingColor.black.withAlpha(0.35)))
                c.fill(DrawingPath(ellipseIn: CGRect(x: 1, y: 1, width: 23, height: 23)), with: .color(.white))
            }
            c.stroke(
                DrawingPath(ellipseIn: CGRect(x: 2, y: 2, width: 21, height: 21)),
                with: .color(highlighted ? DrawingColor(hex: 0xEB5757) : DrawingColor(white: 0.8)),
                lineWidth: highlighted ? 2 : 1)
            c.fill(
                DrawingPath(roundedRect: CGRect(x: 10.5, y: 6, width: 4, height: 10), cornerRadius: 2),
                with: .color(DrawingColor(hex: 0xEB5757)))
            c.fill(DrawingPath(ellipseIn: CGRect(x: 9, y: 13, width: 7, height: 7)), with: .color(DrawingColor(hex: 0xEB5757)))
        }
    }
}
