import ControlKit
import Foundation
import Testing

/// Increase Contrast: colours with high-contrast variants, and how a control draws them.
@MainActor
@Suite struct IncreaseContrastTests {
    typealias Colours = InterfaceStyleTests

    @Test func systemColoursResolvePerStyleAndContrast() {
        let blue = DrawingColor.systemBlue
        #expect(blue.hasHighContrastVariants)
        #expect(blue.resolved(for: .light) == DrawingColor(hex: 0x007AFF))
        #expect(blue.resolved(for: .dark) == DrawingColor(hex: 0x0A84FF))
        #expect(blue.resolved(for: .light, contrast: .high) == DrawingColor(hex: 0x0040DD))
        #expect(blue.resolved(for: .dark, contrast: .high) == DrawingColor(hex: 0x409CFF))
        #expect(!blue.resolved(for: .dark, contrast: .high).hasHighContrastVariants)
        // A grey the same in both styles still has variants of its own at high contrast.
        #expect(!DrawingColor.systemGray.isDynamic)
        #expect(DrawingColor.systemGray.resolved(for: .dark) == DrawingColor(hex: 0x8E8E93))
        #expect(DrawingColor.systemGray.resolved(for: .light, contrast: .high) == DrawingColor(hex: 0x6C6C70))
        #expect(DrawingColor.systemGray.resolved(for: .dark, contrast: .high) == DrawingColor(hex: 0xAEAEB2))
        #expect(DrawingColor.systemGray3.resolved(for: .dark, contrast: .high) == DrawingColor(hex: 0x545456))
        // Colours without variants are themselves at high contrast.
        #expect(DrawingColor.label.resolved(for: .dark, contrast: .high) == .white)
        #expect(DrawingColor(hex: 0x123456).resolved(for: .light, contrast: .high) == DrawingColor(hex: 0x123456))
        #expect(!DrawingColor.secondaryLabel.hasHighContrastVariants)
    }

    /// Only system colours are known by their components: an app's fixed grey that
    /// happens to be system grey's stays as it is.
    @Test func anAppsFixedGreyIsNoSystemGrey() {
        #expect(!DrawingColor(hex: 0x8E8E93).hasHighContrastVariants)
        #expect(DrawingColor(hex: 0x8E8E93).resolved(for: .light, contrast: .high) == DrawingColor(hex: 0x8E8E93))
        #expect(DrawingColor.systemGray.hasHighContrastVariants)
        #expect(DrawingColor(hex: 0x8E8E93) != .systemGray)
    }

    /// A platform colour (UIKit's `UIColor`) is kept only where every variant came from it:
    /// otherwise the backend would draw it in the other variants' place.
    @Test func aPlatformColourStaysOnlyWhereEveryVariantIsIt() {
        final class Stand: PlatformColor {}
        let platform = Stand()
        var brand = DrawingColor(hex: 0x336699)
        brand.platformColor = platform
        #expect(DrawingColor(light: brand, dark: brand).platformColor === platform)
        #expect(DrawingColor(light: brand, dark: DrawingColor(hex: 0x6699CC)).platformColor == nil)
        #expect(DrawingColor(light: brand, dark: brand, highContrastLight: brand, highContrastDark: brand).platformColor === platform)
        let mixedSources = DrawingColor(light: brand, dark: brand, highContrastLight: DrawingColor(hex: 0x112233), highContrastDark: brand)
        #expect(mixedSources.platformColor == nil)
        #expect(mixedSources.resolved(for: .light, contrast: .high) == DrawingColor(hex: 0x112233))
        // A variant pinned from it is another colour; a second copy of it is the same one.
        #expect(DrawingColor(light: brand, dark: brand.resolved(for: .light)).platformColor === platform)
        var copy = DrawingColor(hex: 0x336699)
        copy.platformColor = Stand()
        #expect(DrawingColor(light: brand, dark: copy).platformColor === platform)
        // Resolving keeps it.
        #expect(DrawingColor(light: brand, dark: brand).resolved(for: .dark, contrast: .high).platformColor === platform)
    }

    @Test func anAppsColourTakesItsOwnVariants() {
        let brand = DrawingColor(
            light: DrawingColor(hex: 0x336699), dark: DrawingColor(hex: 0x6699CC),
            highContrastLight: DrawingColor(hex: 0x113355), highContrastDark: .systemBlue)
        #expect(brand.resolved(for: .light) == DrawingColor(hex: 0x336699))
        #expect(brand.resolved(for: .dark) == DrawingColor(hex: 0x6699CC))
        #expect(brand.resolved(for: .light, contrast: .high) == DrawingColor(hex: 0x113355))
        // Each variant is taken for its own style and contrast: system blue's high dark.
        #expect(brand.resolved(for: .dark, contrast: .high) == DrawingColor(hex: 0x409CFF))
        #expect(brand.description.contains("high contrast"))
    }

    /// A dynamic colour made of system colours keeps their Increase Contrast variants.
    @Test func dynamicColoursMadeOfSystemColoursKeepTheirVariants() {
        let track = DrawingColor(light: .systemGray3, dark: DrawingColor(hex: 0x3A3A3C))
        #expect(track.resolved(for: .light, contrast: .high) == DrawingColor(hex: 0xAEAEB2))
        #expect(track.resolved(for: .dark, contrast: .high) == DrawingColor(hex: 0x3A3A3C))
        #expect(!DrawingColor(light: .black, dark: .white).hasHighContrastVariants)
        #expect(DrawingColor(light: .systemGray, dark: .systemGray) == .systemGray)
    }

    @Test func alphaAndMixingKeepEveryVariant() {
        let faint = DrawingColor.systemBlue.withAlpha(0.25)
        #expect(faint.resolved(for: .light, contrast: .high) == DrawingColor(hex: 0x0040DD, alpha: 0.25))
        #expect(faint.resolved(for: .dark, contrast: .high) == DrawingColor(hex: 0x409CFF, alpha: 0.25))
        let pressed = DrawingColor.systemBlue.mixed(with: .black, amount: 0.5)
        #expect(pressed.resolved(for: .light, contrast: .high) == DrawingColor(hex: 0x0040DD).mixed(with: .black, amount: 0.5))
        #expect(pressed.resolved(for: .dark, contrast: .high) == DrawingColor(hex: 0x409CFF).mixed(with: .black, amount: 0.5))
        #expect(pressed.resolved(for: .light) == DrawingColor(hex: 0x007AFF).mixed(with: .black, amount: 0.5))
        // Mixed with a colour that has them, a plain colour gains them.
        let tinted = DrawingColor.white.mixed(with: .systemRed, amount: 1)
        #expect(tinted.resolved(for: .light, contrast: .high) == DrawingColor.white.mixed(with: DrawingColor(hex: 0xD70015), amount: 1))
        #expect(tinted.resolved(for: .light) == DrawingColor.white.mixed(with: DrawingColor(hex: 0xFF3B30), amount: 1))
        #expect(!DrawingColor.black.mixed(with: .white, amount: 0.5).hasHighContrastVariants)
        // Bad amounts and alphas are clamped in every variant.
        #expect(DrawingColor.systemBlue.withAlpha(.nan).resolved(for: .dark, contrast: .high).alpha == 0)
        #expect(DrawingColor.systemBlue.mixed(with: .label, amount: .nan) == .systemBlue)
    }

    /// Every colour reaching the canvas is fixed, and system colours take their
    /// high-contrast variants; switching back asks for a redraw and draws the normal ones.
    @Test func aControlAtHighContrastDrawsTheHighContrastVariants() {
        let slider = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 300, height: 66))
        slider.showsValueLabels = true
        slider.render(in: RecordingCanvas())
        slider.accessibilityContrast = .high
        #expect(slider.needsDisplay)
        let light = RecordingCanvas()
        slider.render(in: light)
        let colours = light.displayList.commands.flatMap(Colours.colours)
        #expect(colours.allSatisfy { !$0.isDynamic && !$0.hasHighContrastVariants })
        #expect(colours.contains(DrawingColor(hex: 0x0040DD)))  // the range
        #expect(colours.contains(DrawingColor(hex: 0xD8D8DC)))  // the track, in high-contrast systemGray5
        #expect(!colours.contains(DrawingColor(hex: 0x007AFF)) && !colours.contains(DrawingColor(hex: 0xE5E5EA)))

        slider.userInterfaceStyle = .dark
        let dark = RecordingCanvas()
        slider.render(in: dark)
        let darkColours = dark.displayList.commands.flatMap(Colours.colours)
        #expect(darkColours.contains(DrawingColor(hex: 0x409CFF)) && !darkColours.contains(DrawingColor(hex: 0x0A84FF)))

        slider.accessibilityContrast = .normal
        #expect(slider.needsDisplay)
        let normal = RecordingCanvas()
        slider.render(in: normal)
        #expect(normal.displayList.commands.flatMap(Colours.colours).contains(DrawingColor(hex: 0x0A84FF)))
    }

    /// A control made of controls gives its parts its contrast: the date picker's
    /// calendar draws the chosen day in high-contrast blue.
    @Test func embeddedPartsTakeTheirParentsContrast() {
        let picker = CalendarDatePicker(bounds: CGRect(x: 0, y: 0, width: 320, height: 400))
        picker.preferredDatePickerStyle = .inline
        picker.accessibilityContrast = .high
        let canvas = RecordingCanvas()
        picker.render(in: canvas)
        #expect(picker.monthCalendar.accessibilityContrast == .high)
        let colours = canvas.displayList.commands.flatMap(Colours.colours)
        #expect(colours.contains(DrawingColor(hex: 0x0040DD)) && !colours.contains(DrawingColor(hex: 0x007AFF)))
    }

    /// Switched by a handler mid-drag: the drag goes on and the next frame is high contrast.
    @Test func switchingContrastMidDragKeepsTheDrag() {
        let (slider, finger, log) = makeVolumeSlider()
        slider.addAction(for: .valueChanged) { slider in slider.accessibilityContrast = .high }
        #expect(finger.down(at: slider.thumbCenter))
        finger.move(by: 2, 0)
        finger.move(by: 2, 0)
        #expect(slider.isTracking && slider.accessibilityContrast == .high)
        #expect(abs(slider.value - (50 + 4 / 2.52)) < 1e-9)
        #expect(log.events == [.touchDown, .valueChanged, .touchDragInside, .valueChanged, .touchDragInside])
        let canvas = RecordingCanvas()
        slider.render(in: canvas)
        #expect(canvas.displayList.commands.flatMap(Colours.colours).contains(DrawingColor(hex: 0x0040DD)))
    }
}
