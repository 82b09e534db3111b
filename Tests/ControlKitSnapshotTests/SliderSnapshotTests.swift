import ControlKit
import ControlKitGallery
import ControlKitSnapshotTesting
import Foundation
import Testing

@MainActor
@Suite struct SliderSnapshotTests {
    let size = CGSize(width: 280, height: 34)

    func slider() -> ValueSlider { SliderPage.volume() }

    @Test func defaultLook() { assertSnapshot(of: slider(), size: size) }

    @Test func tinted() {
        let s = slider()
        s.minimumTrackTintColor = .systemRed
        s.thumbTintColor = .black
        s.maximumTrackTintColor = .systemGreen
        assertSnapshot(of: s, size: size)
    }

    @Test func temperatureImages() {
        assertSnapshot(of: TemperatureSlider.make(), size: size, named: "normal")
        let pressed = TemperatureSlider.make()
        pressed.bounds = CGRect(origin: .zero, size: size)
        pressed.touchDown(at: pressed.thumbCenter)
        #expect(pressed.state == .highlighted)
        assertSnapshot(of: pressed, size: size, named: "highlighted")
    }

    @Test func disabled() {
        let s = slider()
        s.isEnabled = false
        assertSnapshot(of: s, size: size)
    }

    @Test func endImages() {
        let s = slider()
        s.minimumValueImage = TemperatureSlider.coldImage
        s.maximumValueImage = TemperatureSlider.warmImage
        s.value = 20
        assertSnapshot(of: s, size: size)
    }

    @Test func vertical() {
        let s = slider()
        s.orientation = .vertical
        s.value = 70
        assertSnapshot(of: s, size: CGSize(width: 34, height: 200))
    }

    @Test func rightToLeft() {
        let s = slider()
        s.layoutDirection = .rightToLeft
        s.value = 30
        s.minimumValueImage = TemperatureSlider.coldImage
        s.maximumValueImage = TemperatureSlider.warmImage
        assertSnapshot(of: s, size: size)
    }

    /// Template end images and thumb are drawn in the slider's tint.
    @Test func templateImages() {
        let s = slider()
        s.tintColor = .systemIndigo
        s.minimumValueImage = GlyphImages.templateMinus
        s.maximumValueImage = GlyphImages.templatePlus
        s.setThumbImage(TemperatureSlider.templateThumb, for: .normal)
        assertSnapshot(of: s, size: size)
    }
}
