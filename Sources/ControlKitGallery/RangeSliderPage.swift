import ControlKit
import Foundation

/// The range slider in both styles and every state.
@MainActor
public enum RangeSliderPage: GalleryPageSource {
    public static let id = "range-slider"

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
                .control("\(name): tick marks at each step", size: size, slider) {
                    $0.stepValue = 1
                    $0.showsTickMarks = true
                },
            ]
        }
        let size = CGSize(width: 300, height: 44)
        items += [
            .control("Snap values 0, 1, 2, 3, 5, 8, 10, with ticks; the range dragged", size: size, { RangeSlider.outOfTen() }) {
                $0.snapValues = [0, 1, 2, 3, 5, 8, 10]
                $0.showsTickMarks = true
                $0.trackTouchBehavior = .moveRange
                $0.touchDown(at: CGPoint(x: 150, y: 22))
            },
            .control("Tick marks with labels, every 2", size: CGSize(width: 300, height: 64), { RangeSlider.outOfTen() }) {
                $0.stepValue = 2
                $0.showsTickMarks = true
                $0.tickLabelFormatter = { "\(Int($0))" }
            },
            .control(
                "Four thumbs (values), the first fixed; the last held", size: CGSize(width: 300, height: 66), { RangeSlider.outOfTen() }
            ) {
                $0.values = [1, 3.5, 4, 8]
                $0.setEnabled(false, forThumbAt: 0)
                $0.showsValueLabels = true
                $0.touchDown(at: $0.thumbCenter(ofThumbAt: 3))
            },
            .control("Three thumbs: the segment between the last two dragged", size: size, { RangeSlider.outOfTen() }) {
                $0.values = [2, 5, 8]
                $0.trackTouchBehavior = .moveRange
                $0.touchDown(at: $0.point(for: 6.5))
            },
            .control("Vertical, tick labels beside the track", size: CGSize(width: 110, height: 220), { RangeSlider.outOfTen() }) {
                $0.orientation = .vertical
                $0.stepValue = 2
                $0.showsTickMarks = true
                $0.showsValueLabels = true
                $0.tickLabelFormatter = { "\(Int($0)) km" }
            },
            .control("Thumb images and tints per thumb, upper held", size: size, { RangeSlider.outOfTen() }) {
                $0.setThumbImage(TemperatureSlider.templateThumb, for: .normal, thumb: .lower)
                $0.setThumbTintColor(.systemGreen, for: .lower)
                $0.setThumbImage(TemperatureSlider.thumbImage(highlighted: false), for: .normal, thumb: .upper)
                $0.setThumbImage(TemperatureSlider.thumbImage(highlighted: true), for: .highlighted, thumb: .upper)
                $0.touchDown(at: $0.upperThumbCenter)
            },
            .control("A template thumb image in the tint (no thumb colour chosen)", size: size, { RangeSlider.outOfTen() }) {
                $0.setThumbImage(TemperatureSlider.templateThumb, for: .normal)
            },
            .control("A 10 pt track (trackThickness)", size: size, { RangeSlider.outOfTen() }) { $0.trackThickness = 10 },
            .control("A held thumb drawn 1.3 times its size (highlightedThumbScale), lower held", size: size, { RangeSlider.outOfTen() }) {
                $0.highlightedThumbScale = 1.3
                $0.reduceMotion = true  // the picture at once, without the 0.15 s growth
                $0.touchDown(at: $0.lowerThumbCenter)
            },
        ]
        return GalleryPage(
            id: id, title: "RangeSlider",
            summary:
                "Two thumbs (or any number) select a range. Modern style (today's iOS) and the article's classic Core Graphics style, each in every state.",
            items: items)
    }
}
