import ControlKit
import ControlKitCairo
import ControlKitGallery
import ControlKitSnapshotTesting
import ControlKitTesting
import Foundation
import Testing

/// The circular range slider as the gallery shows it (CircularRangeSliderPage): the sleep
/// schedule in every state that changes its pixels.
@MainActor
@Suite struct CircularRangeSliderSnapshotTests {
    let size = CGSize(width: 280, height: 280)

    @Test func acrossMidnight() {
        assertSnapshot(of: CircularRangeSliderPage.sleep(), size: size)
    }

    @Test func twelveHoursATurn() {
        assertSnapshot(of: CircularRangeSliderPage.sleep(twentyFourHour: false), size: size)
    }

    @Test func dark() {
        let slider = CircularRangeSliderPage.sleep()
        slider.userInterfaceStyle = .dark
        assertSnapshot(of: slider, size: size, background: .black)
    }

    @Test func disabled() {
        let slider = CircularRangeSliderPage.sleep()
        slider.isEnabled = false
        assertSnapshot(of: slider, size: size)
    }

    @Test func shortestRange() {
        assertSnapshot(of: CircularRangeSliderPage.shortest(), size: size)
    }

    @Test func longestRange() {
        assertSnapshot(of: CircularRangeSliderPage.longest(), size: size)
    }

    @Test func wholeTurn() {
        let slider = CircularRangeSliderPage.sleep()
        slider.updateModel { $0.setDuration(1440, keeping: .start) }
        assertSnapshot(of: slider, size: size)
    }

    @Test func endHeldInRussian() {
        let slider = CircularRangeSliderPage.sleep()
        slider.locale = Locale(identifier: "ru_RU")
        slider.bounds = CGRect(origin: .zero, size: size)
        slider.touchDown(at: slider.endThumbCenter)
        assertSnapshot(of: slider, size: size)
    }

    @Test func focusedOnTheRange() {
        let slider = CircularRangeSliderPage.sleep()
        slider.setFocused(true, byKeyboard: true)
        slider.keyboardPart = .range
        assertSnapshot(of: slider, size: size)
    }

    /// A clock face does not mirror: right-to-left draws what left-to-right draws (the
    /// reference is the same picture as `acrossMidnight`'s, and a test compares their
    /// display lists).
    @Test func rightToLeft() {
        let slider = CircularRangeSliderPage.sleep()
        slider.layoutDirection = .rightToLeft
        assertSnapshot(of: slider, size: size)
    }

    @Test(arguments: [ControlInterfaceStyle.light, .dark])
    func largestTextSize(style: ControlInterfaceStyle) {
        let slider = CircularRangeSliderPage.sleep()
        slider.contentSizeScale = TextSizePage.largest
        slider.userInterfaceStyle = style
        assertSnapshot(
            of: slider, size: size, named: "\(style)", background: style == .dark ? .black : .white, testName: "largestTextSize")
    }

    /// Dragged, the slider redraws only around the thumbs that moved and the centre text;
    /// after every frame the kept pixels are exactly a whole redraw's.
    @Test(arguments: [1.0, 3.0])
    func dragFramesRedrawnInPartsMatchWholeRedraws(scale: CGFloat) {
        let slider = CircularRangeSliderPage.sleep()
        slider.bounds = CGRect(origin: .zero, size: size)
        slider.textMeasurer = PangoTextMeasurer()
        slider.clock = FrameClock()
        let store = CairoBackingStore()
        store.update(slider, scale: scale, background: .white)
        let finger = Finger(on: slider, clock: slider.clock)
        func whole() -> [UInt8] {
            let fresh = CairoBackingStore()
            fresh.update(slider, scale: scale, background: .white)
            return fresh.bitmap?.rgbaPixels() ?? []
        }
        func onTrack(_ minutes: Double) -> CGPoint {
            let a = minutes / 1440 * 2 * .pi
            return CGPoint(x: 140 + 114 * sin(a), y: 140 - 114 * cos(a))
        }
        var partial = 0
        for (from, moves) in [(420.0, 1...10), (90.0, 1...8)] {  // the end thumb, then the arc
            #expect(finger.down(at: onTrack(from)))
            store.update(slider, scale: scale, background: .white)
            for step in moves {
                finger.move(to: onTrack(from + Double(step) * 2.7), after: 0.016)  // about 2 pt
                let drawn = store.update(slider, scale: scale, background: .white)
                if !drawn.isNull, drawn.width < size.width { partial += 1 }
                #expect(differences(store.bitmap?.rgbaPixels() ?? [], whole()) == 0, "from \(from), step \(step)")
            }
            finger.up(after: 0.016)
            store.update(slider, scale: scale, background: .white)
            #expect(differences(store.bitmap?.rgbaPixels() ?? [], whole()) == 0)
        }
        #expect(partial > 5)
    }

    @Test func plainWithoutAFace() {
        let slider = CircularRangeSlider()
        slider.setValues(start: 0.8, end: 0.3)
        assertSnapshot(of: slider, size: CGSize(width: 180, height: 180))
    }
}
