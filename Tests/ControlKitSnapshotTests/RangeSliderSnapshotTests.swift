import ControlKit
import ControlKitGallery
import ControlKitSnapshotTesting
import Foundation
import Testing

/// Both styles in every state, at @2x.
@MainActor
@Suite struct RangeSliderSnapshotTests {
    let styles: [(RangeSlider.Style, String)] = [(.modern, "modern"), (.classic, "classic")]

    func slider(_ style: RangeSlider.Style) -> RangeSlider {
        let s = RangeSlider.outOfTen()
        s.style = style
        return s
    }

    func size(_ style: RangeSlider.Style, extra: CGFloat = 0) -> CGSize {
        CGSize(width: 300, height: (style == .modern ? 44 : 30) + extra)
    }

    @Test func normal() {
        for (style, name) in styles { assertSnapshot(of: slider(style), size: size(style), named: name) }
    }

    @Test func lowerThumbHighlighted() {
        for (style, name) in styles {
            let s = slider(style)
            s.bounds = CGRect(origin: .zero, size: size(style))
            s.touchDown(at: s.lowerThumbCenter)
            #expect(s.isLowerThumbHighlighted)
            assertSnapshot(of: s, size: size(style), named: name)
        }
    }

    @Test func tickMarks() {
        for (style, name) in styles {
            let s = slider(style)
            s.stepValue = 1
            s.showsTickMarks = true
            assertSnapshot(of: s, size: size(style), named: name)
        }
    }

    @Test func tickLabels() {
        let s = slider(.modern)
        s.stepValue = 2
        s.showsTickMarks = true
        s.tickLabelFormatter = { "$\(Int($0) * 100)" }
        assertSnapshot(of: s, size: CGSize(width: 300, height: 64), named: "modern")
    }

    @Test func fourThumbsOneFixedWithLabels() {
        let s = slider(.modern)
        s.values = [1, 3.5, 4, 8]
        s.setEnabled(false, forThumbAt: 0)
        s.showsValueLabels = true
        s.bounds = CGRect(origin: .zero, size: size(.modern, extra: 22))
        s.touchDown(at: s.thumbCenter(ofThumbAt: 3))
        #expect(s.highlightedThumbIndexes == [3])
        assertSnapshot(of: s, size: size(.modern, extra: 22), named: "modern")
    }

    @Test func verticalTickLabels() {
        for direction in [ControlLayoutDirection.leftToRight, .rightToLeft] {
            let s = slider(.modern)
            s.orientation = .vertical
            s.layoutDirection = direction
            s.stepValue = 2
            s.showsTickMarks = true
            s.showsValueLabels = true
            s.tickLabelFormatter = { "\(Int($0)) km" }
            let width = s.intrinsicContentSize.width
            assertSnapshot(of: s, size: CGSize(width: width, height: 220), named: direction == .rightToLeft ? "rtl" : "ltr")
        }
    }

    @Test func snapValueTicksWhileTheRangeIsDragged() {
        let s = slider(.modern)
        s.snapValues = [0, 1, 2, 3, 5, 8, 10]
        s.showsTickMarks = true
        s.trackTouchBehavior = .moveRange
        s.bounds = CGRect(origin: .zero, size: size(.modern))
        s.touchDown(at: CGPoint(x: 150, y: 22))
        #expect(s.isLowerThumbHighlighted && s.isUpperThumbHighlighted)
        assertSnapshot(of: s, size: size(.modern), named: "modern")
    }

    @Test func thumbImagesAndTintsPerThumb() {
        let s = slider(.modern)
        s.setThumbImage(TemperatureSlider.templateThumb, for: .normal, thumb: .lower)
        s.setThumbTintColor(.systemGreen, for: .lower)
        let plain = TemperatureSlider.thumbImage(highlighted: false), held = TemperatureSlider.thumbImage(highlighted: true)
        s.setThumbImage(plain, for: .normal, thumb: .upper)
        s.setThumbImage(held, for: .highlighted, thumb: .upper)
        s.bounds = CGRect(origin: .zero, size: size(.modern))
        #expect(s.currentThumbImage(of: .upper) == plain)
        s.touchDown(at: s.upperThumbCenter)  // the upper thumb held: its highlighted image
        #expect(s.currentThumbImage(of: .upper) == held)
        #expect(s.currentThumbImage(of: .lower) == TemperatureSlider.templateThumb)  // not held: normal
        assertSnapshot(of: s, size: size(.modern), named: "modern")
    }

    @Test func disabled() {
        for (style, name) in styles {
            let s = slider(style)
            s.isEnabled = false
            assertSnapshot(of: s, size: size(style), named: name)
        }
    }

    @Test func curvaceousnessZero() {
        for (style, name) in styles {
            let s = slider(style)
            s.curvaceousness = 0
            assertSnapshot(of: s, size: size(style), named: name)
        }
    }

    @Test func vertical() {
        for (style, name) in styles {
            let s = slider(style)
            s.orientation = .vertical
            assertSnapshot(of: s, size: CGSize(width: style == .modern ? 44 : 30, height: 200), named: name)
        }
    }

    @Test func rightToLeft() {
        for (style, name) in styles {
            let s = slider(style)
            s.layoutDirection = .rightToLeft
            s.setValues(lower: 1, upper: 6)
            assertSnapshot(of: s, size: size(style), named: name)
        }
    }

    @Test func valueLabels() {
        for (style, name) in styles {
            let s = slider(style)
            s.showsValueLabels = true
            s.maximumValue = 1000
            s.stepValue = 50
            s.setValues(lower: 450, upper: 500)  // close: the labels push apart
            s.valueFormatter = { "$\(Int($0))" }
            assertSnapshot(of: s, size: size(style, extra: 22), named: name)
        }
    }

    @Test func focusedKeyboardThumb() {
        for (style, name) in styles {
            let s = slider(style)
            s.setFocused(true, byKeyboard: true)
            s.keyboardThumb = .upper
            assertSnapshot(of: s, size: size(style), named: name)
        }
    }

    @Test func tintedAtThreeX() {
        let s = slider(.modern)
        s.tintColor = .systemGreen
        s.thumbTintColor = DrawingColor(white: 0.97)
        assertSnapshot(of: s, size: size(.modern), scale: 3)
    }
}
