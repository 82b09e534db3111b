import ControlKit
import Foundation

/// The range slider in both styles and every state.
@MainActor
public enum RangeSliderPage {
    public static var page: GalleryPage {
        var items: [GalleryItem] = []
        for style in [RangeSlider.Style.modern, .classic] {
            let name = style == .modern ? "Modern" : "Classic"
            let height: CGFloat = style == .modern ? 44 : 30
            let size = CGSize(width: 300, height: height)
            func slider() -> RangeSlider {
                let s = RangeSlider.outOfTen()
                s.style = style
                return s
            }
            items += [
                .control("\(name): normal (2…8 of 0…10)", size: size, slider),
                .control("\(name): lower thumb dragged", size: size, slider) { $0.touchDown(at: $0.lowerThumbCenter) },
                .control("\(name): disabled", size: size, slider) { $0.isEnabled = false },
                .control("\(name): curvaceousness 0", size: size, slider) { $0.curvaceousness = 0 },
                .control("\(name): red range (tintColor)", size: size, slider) { $0.tintColor = .systemRed },
                .control("\(name): right-to-left, 3…6", size: size, slider) {
                    $0.layoutDirection = .rightToLeft
                    $0.setValues(lower: 3, upper: 6)
                },
                .control("\(name): value labels, $0…$1000 step 50", size: CGSize(width: 300, height: height + 22), slider) {
                    $0.showsValueLabels = true
                    $0.maximumValue = 1000
                    $0.stepValue = 50
                    $0.setValues(lower: 200, upper: 650)
                    $0.valueFormatter = { "$\(Int($0))" }
                },
                .control("\(name): labels pushed apart (thumbs close)", size: CGSize(width: 300, height: height + 22), slider) {
                    $0.showsValueLabels = true
                    $0.setValues(lower: 4.9, upper: 5.2)
                },
                .control("\(name): both thumbs at the minimum", size: size, slider) { $0.setValues(lower: 0, upper: 0) },
                .control("\(name): focused, arrow keys move the upper thumb", size: size, slider) {
                    $0.setFocused(true, byKeyboard: true)
                    $0.keyboardThumb = .upper
                },
                .control("\(name): vertical, labels beside", size: CGSize(width: 80, height: 200), slider) {
                    $0.orientation = .vertical
                    $0.showsValueLabels = true
                },
                .darkControl("\(name): dark style, value labels", size: CGSize(width: 300, height: height + 22), slider) {
                    $0.showsValueLabels = true
                },
            ]
        }
        return GalleryPage(
            id: "range-slider", title: "RangeSlider",
            summary:
                "Two thumbs select a range. Modern style (today's iOS) and the article's classic Core Graphics style, each in every state.",
            items: items)
    }
}
