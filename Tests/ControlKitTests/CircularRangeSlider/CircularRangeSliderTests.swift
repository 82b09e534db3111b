import ControlKitTesting
import Foundation
import Testing

@testable import ControlKit

/// The circular range slider's layout, drawing, SwiftUI wiring and bad input.
@MainActor
@Suite struct CircularRangeSliderTests {
    @Test func theScheduleIsADayInMinutesAcrossMidnight() {
        let slider = CircularRangeSlider.schedule()
        #expect(slider.bounds.size == CGSize(width: 280, height: 280))
        #expect(slider.minimumValue == 0 && slider.maximumValue == 1440 && slider.stepValue == 5)
        #expect(slider.startValue == 1350 && slider.endValue == 390 && slider.duration == 480)
        slider.locale = Locale(identifier: "en_US")
        #expect(slider.durationText(forMinutes: 510) == "8 h 30 min" && slider.durationText(forMinutes: 45) == "45 min")
        #expect(slider.timeText(forMinutes: 1440 + 75).replacingOccurrences(of: "\u{202F}", with: " ") == "1:15 AM")
        let half = CircularRangeSlider.schedule(twentyFourHour: false)
        #expect(half.maximumValue == 720 && half.startValue == 630 && half.duration == 480)
        #expect(half.tickLabelFormatter?(0) == "12" && half.tickLabelFormatter?(60) == "1")
        #expect(slider.tickLabelFormatter?(0) == "0" && slider.tickLabelFormatter?(1320) == "22")
    }

    /// The clock texts are made again after the user's region settings change (a 24-hour
    /// clock keeps the locale's identifier, so formatters kept by it would read the old clock).
    @Test func newRegionSettingsMakeTheClockTextsAgain() {
        let slider = CircularRangeSlider.schedule()
        slider.locale = Locale(identifier: "en_US")
        _ = slider.timeText(forMinutes: 75)
        #expect(!CircularRangeSlider.timeFormatters.isEmpty)
        slider.handleCurrentLocaleChange()
        #expect(CircularRangeSlider.timeFormatters.isEmpty)
        #expect(slider.timeText(forMinutes: 75).replacingOccurrences(of: "\u{202F}", with: " ") == "1:15 AM")
    }

    @Test func theThumbsSitOnTheTracksCentreLineAndFollowEveryBoundsChange() {
        let slider = CircularRangeSlider.schedule()
        #expect(slider.faceRadius == 128 && slider.trackRadius == 106)  // 12 pt left for the thumbs' shadows
        #expect(slider.point(for: 360).distance(to: CGPoint(x: 246, y: 140)) < 1e-9)  // 6:00 at 3 o'clock
        #expect(slider.thumbRect(for: .start).width == 40)
        slider.bounds = CGRect(x: 0, y: 0, width: 400, height: 200)  // landscape: the circle fits the height
        #expect(slider.faceCenter == CGPoint(x: 200, y: 100) && slider.faceRadius == 88 && slider.trackRadius == 66)
        #expect(slider.endThumbCenter.distance(to: slider.point(for: 390)) < 1e-9)
        slider.trackWidth = .nan
        slider.trackWidth = -3
        #expect(slider.trackWidth == 44)
        slider.trackWidth = 500  // more than the radius: the whole disc is the ring
        #expect(slider.trackRadius == 44)
    }

    @Test func theFaceDrawsItsLabelsAndTheDurationAndThinsThemAtLargeTextSizes() {
        let slider = CircularRangeSlider.schedule()
        slider.locale = Locale(identifier: "en_US")
        let list = DisplayList.record { slider.render(in: $0) }
        #expect(list.drawnText == ["0", "2", "4", "6", "8", "10", "12", "14", "16", "18", "20", "22", "8 h"])
        slider.contentSizeScale = 3.1
        #expect(slider.drawnFont.size == 26)
        let large = DisplayList.record { slider.render(in: $0) }
        #expect(large.drawnText == ["0", "4", "8", "12", "16", "20", "8 h"])
        slider.tickMarkCount = -4
        slider.labelInterval = 0
        #expect(slider.tickMarkCount == 0 && slider.labelInterval == 1)
        #expect(DisplayList.record { slider.render(in: $0) }.drawnText == ["8 h"])
    }

    @Test func aThousandTicksCostWhatAHundredDo() {
        let slider = CircularRangeSlider.schedule()
        func fills() -> Int {
            let list = DisplayList.record { slider.render(in: $0) }
            return list.filledPaths.map { $0.0.elements.count }.max() ?? 0
        }
        slider.tickMarkCount = 100
        let hundred = fills()
        slider.tickMarkCount = 100_000
        #expect(fills() <= hundred * 2)
    }

    @Test func rightToLeftDrawsTheSameClock() {
        let left = CircularRangeSlider.schedule(), right = CircularRangeSlider.schedule()
        right.layoutDirection = .rightToLeft
        let icon = DrawingImage(size: CGSize(width: 10, height: 10)) { _ in }
        for slider in [left, right] { slider.setThumbImage(icon, for: .normal) }
        let same = DisplayList.record { left.render(in: $0) } == DisplayList.record { right.render(in: $0) }
        #expect(same)
        #expect(left.accessibilityElements == right.accessibilityElements)
    }

    @Test func theArcIsTheTintAndDisabledGreysIt() {
        let slider = CircularRangeSlider.schedule()
        slider.tintColor = .systemOrange
        // The arc is the fill of the shape between the thumbs.
        let shape = slider.arcShape(
            from: slider.model.angle(for: 1350), sweep: slider.model.turnFraction(forDuration: 480) * 2 * .pi, width: 40
        ).path
        func arcs() -> [Paint] { DisplayList.record { slider.render(in: $0) }.filledPaths.filter { $0.0 == shape }.map(\.1) }
        #expect(arcs() == [.color(.systemOrange)])
        slider.isEnabled = false
        #expect(arcs() == [.color(.systemGray3)])
        slider.setTintColor(.systemRed, for: .disabled)
        #expect(arcs() == [.color(.systemRed)])
    }

    @Test func templateIconsTakeTheTintAndHeldThumbsAreHighlighted() {
        let slider = CircularRangeSlider.schedule()
        let icon = DrawingImage(size: CGSize(width: 18, height: 18)) { _ in }.withRenderingMode(.template)
        slider.setThumbImage(icon, for: .normal, thumb: .start)
        #expect(slider.currentThumbImage(of: .start) == icon && slider.currentThumbImage(of: .end) == nil)
        #expect(slider.thumbImage(for: .highlighted, thumb: .start) == nil)
        slider.tintColor = .systemOrange
        let images = DisplayList.record { slider.render(in: $0) }.commands.compactMap {
            if case .drawImage(let image, _, _) = $0 { image } else { nil }
        }
        #expect(images.count == 1 && images.first?.tintColor == .systemOrange)
        let finger = Finger(on: slider)
        finger.down(at: slider.startThumbCenter)
        #expect(slider.state(of: .start).contains(.highlighted) && !slider.state(of: .end).contains(.highlighted))
    }

    @Test func aZeroSizeOrATurnOfNothingTracksNothing() {
        let empty = CircularRangeSlider()
        let finger = Finger(on: empty)
        #expect(finger.down(at: .zero) && !empty.isTracking)
        finger.up()
        let nothing = CircularRangeSlider.schedule()
        nothing.minimumValue = 5000
        let f = Finger(on: nothing)
        f.down(at: nothing.startThumbCenter)
        #expect(!nothing.isTracking && nothing.duration == 0)
        f.up()
        #expect(!nothing.point(inside: CGPoint(x: CGFloat.nan, y: 0)))
        #expect(DisplayList.record { empty.render(in: $0) }.commands.isEmpty)
    }

    @Test func aSwiftUIBindingHearsTheDragAndARerenderNeverPullsTheThumb() {
        let (slider, finger, _) = makeSchedule()
        var bound = (start: 1350.0, end: 390.0)
        var editing: [Bool] = []
        var configuration = CircularRangeSlider.Configuration(start: bound.start, end: bound.end, bounds: 0...1440, step: 5)
        configuration.apply(to: slider)
        CircularRangeSlider.Configuration.connect(slider) {
            bound = $0
        } onEditingChanged: {
            editing.append($0)
        }
        finger.down(at: slider.endThumbCenter)
        finger.move(to: onClock(420), after: 0.016)
        #expect(bound.end == 420 && editing == [true])
        configuration.apply(to: slider)  // a re-render with the stale binding mid-drag
        #expect(slider.endValue == 420)
        finger.up()
        #expect(editing == [true, false])
        configuration.end = bound.end
        configuration.minimumDuration = 600
        configuration.apply(to: slider)
        #expect(slider.minimumDuration == 600 && slider.endValue == 510)  // the start wins
        configuration.start = 60
        configuration.apply(to: slider)  // the app moves it: not a user change
        #expect(slider.startValue == 60 && bound.start == 1350)
    }

    @Test func aTwelveHourFaceReadsTimesWithoutMorningOrEvening() {
        let slider = CircularRangeSlider.schedule(twentyFourHour: false)
        slider.locale = Locale(identifier: "en_US")
        #expect(slider.startValue == 630)  // 22:30 on a 12-hour turn
        #expect(slider.valueFormatter(slider.startValue) == "10:30" && slider.valueFormatter(slider.endValue) == "6:30")
        slider.showClockFace(twentyFourHour: true)
        #expect(slider.valueFormatter(630).contains("AM"))
    }
}
