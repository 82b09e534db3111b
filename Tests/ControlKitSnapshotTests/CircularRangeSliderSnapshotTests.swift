import ControlKit
import ControlKitGallery
import ControlKitSnapshotTesting
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

    @Test func plainWithoutAFace() {
        let slider = CircularRangeSlider()
        slider.setValues(start: 0.8, end: 0.3)
        assertSnapshot(of: slider, size: CGSize(width: 180, height: 180))
    }
}
