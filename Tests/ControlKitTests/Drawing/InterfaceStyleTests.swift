import ControlKit
import Foundation
import Testing

/// Dark mode: dynamic colours and how a control draws them.
@MainActor
@Suite struct InterfaceStyleTests {
    @Test func aDynamicColourResolvesPerStyle() {
        let ink = DrawingColor(light: .black, dark: .white)
        #expect(ink.isDynamic)
        #expect(ink.resolved(for: .light) == .black)
        #expect(ink.resolved(for: .dark) == .white)
        #expect(!ink.resolved(for: .dark).isDynamic)
        #expect(DrawingColor.systemBlue.resolved(for: .dark) == DrawingColor(hex: 0x0A84FF))
        #expect(DrawingColor.label.resolved(for: .dark) == .white)
        // The same variant twice is a fixed colour, equal to it.
        #expect(DrawingColor(light: .systemGray, dark: .systemGray) == .systemGray)
        #expect(!DrawingColor.black.isDynamic && DrawingColor.black.resolved(for: .dark) == .black)
        // Variants are taken resolved for their own style.
        #expect(DrawingColor(light: .label, dark: .label).resolved(for: .dark) == .white)
    }

    @Test func alphaAndMixingKeepBothVariants() {
        let faint = DrawingColor.label.withAlpha(0.25)
        #expect(faint.resolved(for: .light) == DrawingColor.black.withAlpha(0.25))
        #expect(faint.resolved(for: .dark) == DrawingColor.white.withAlpha(0.25))
        let pressed = DrawingColor.systemBlue.mixed(with: .black, amount: 0.5)
        #expect(pressed.resolved(for: .dark) == DrawingColor(hex: 0x0A84FF).mixed(with: .black, amount: 0.5))
        #expect(pressed.resolved(for: .light) == DrawingColor(hex: 0x007AFF).mixed(with: .black, amount: 0.5))
        #expect(!DrawingColor.black.mixed(with: .white, amount: 0.5).isDynamic)
    }

    /// Every colour that reaches the canvas is fixed, and system colours take their dark
    /// variant: the filled track, the value text, the shadows.
    @Test func aDarkControlDrawsOnlyDarkVariants() throws {
        let slider = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 300, height: 66))
        slider.showsValueLabels = true
        slider.userInterfaceStyle = .dark
        let canvas = RecordingCanvas()
        slider.render(in: canvas)
        let colours = canvas.displayList.commands.flatMap(Self.colours)
        #expect(!colours.isEmpty)
        #expect(colours.allSatisfy { !$0.isDynamic })
        #expect(colours.contains(DrawingColor(hex: 0x0A84FF)))  // the range, in dark system blue
        #expect(!colours.contains(DrawingColor(hex: 0x007AFF)))
        #expect(colours.contains(.white))  // value labels in the dark label colour

        // Light again: the light variants, and the style change asked for a redraw.
        slider.render(in: RecordingCanvas())
        slider.userInterfaceStyle = .light
        #expect(slider.needsDisplay)
        let light = RecordingCanvas()
        slider.render(in: light)
        // In the light style colours pass as they are: their stored components are the light variant.
        let lightColours = light.displayList.commands.flatMap(Self.colours).map { $0.resolved(for: .light) }
        #expect(lightColours.contains(DrawingColor(hex: 0x007AFF)))
        #expect(!lightColours.contains(DrawingColor(hex: 0x0A84FF)))
    }

    /// A colour the app set without a dark variant is drawn as set.
    @Test func fixedColoursStayAsSet() {
        let slider = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 200, height: 34))
        slider.value = 0.5
        slider.tintColor = DrawingColor(hex: 0x123456)
        slider.userInterfaceStyle = .dark
        let canvas = RecordingCanvas()
        slider.render(in: canvas)
        #expect(canvas.displayList.commands.flatMap(Self.colours).contains(DrawingColor(hex: 0x123456)))
    }

    static func colours(_ command: DrawCommand) -> [DrawingColor] {
        func paint(_ paint: Paint) -> [DrawingColor] {
            switch paint {
            case .color(let c): return [c]
            case .linearGradient(let g, _, _), .radialGradient(let g, _, _): return g.stops.map(\.color)
            }
        }
        switch command {
        case .fill(_, let p, _), .stroke(_, let p, _): return paint(p)
        case .setShadow(let s): return s.map { [$0.color] } ?? []
        case .drawText(let t, _): return [t.color]
        default: return []
        }
    }

    // MARK: What an app developer does by accident

    /// Bad components in either variant are clamped like any colour's; a NaN alpha
    /// becomes 0 in both.
    @Test func badComponentsAreClampedInBothVariants() {
        let odd = DrawingColor(
            light: DrawingColor(red: .nan, green: 2, blue: -1), dark: DrawingColor(red: .infinity, green: 0.5, blue: .nan))
        #expect(odd.resolved(for: .light) == DrawingColor(red: 0, green: 1, blue: 0))
        #expect(odd.resolved(for: .dark) == DrawingColor(red: 1, green: 0.5, blue: 0))
        let invisible = DrawingColor.label.withAlpha(.nan)
        #expect(invisible.resolved(for: .light).alpha == 0 && invisible.resolved(for: .dark).alpha == 0)
        #expect(DrawingColor.systemBlue.mixed(with: .label, amount: .nan) == .systemBlue)
    }

    /// The style switched by a handler in the middle of a drag: the drag goes on, the
    /// value is the finger's, and the next frame is drawn dark.
    @Test func switchingStyleMidDragKeepsTheDrag() {
        let (slider, finger, log) = makeVolumeSlider()
        slider.addAction(for: .valueChanged) { slider in slider.userInterfaceStyle = .dark }
        #expect(finger.down(at: slider.thumbCenter))
        finger.move(by: 2, 0)
        finger.move(by: 2, 0)
        #expect(slider.isTracking && slider.userInterfaceStyle == .dark)
        #expect(abs(slider.value - (50 + 4 / 2.52)) < 1e-9)
        #expect(log.events == [.touchDown, .valueChanged, .touchDragInside, .valueChanged, .touchDragInside])
        let canvas = RecordingCanvas()
        slider.render(in: canvas)
        #expect(canvas.displayList.commands.flatMap(Self.colours).contains(DrawingColor(hex: 0x0A84FF)))
    }
}
