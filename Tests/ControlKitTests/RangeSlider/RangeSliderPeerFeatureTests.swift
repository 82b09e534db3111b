import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// What range-slider peers offer: snap values (MultiSlider's `snapValues`), tick marks,
/// and dragging the whole range.
@MainActor
@Suite struct RangeSliderPeerFeatureTests {
    @Test func aGridSnapsToItsStopsOnly() {
        var grid = ValueGrid(minimum: 0, maximum: 100, step: 1)
        grid.stops = [50, 0, 10, .nan, 25, 100, 10, 400]
        #expect(grid.stops == [0, 10, 25, 50, 100, 400])
        #expect(grid.activeStops == [0, 10, 25, 50, 100])  // 400 is outside the bounds
        #expect(grid.snapped(30) == 25 && grid.snapped(40) == 50 && grid.snapped(-5) == 0 && grid.snapped(.nan) == 0)
        #expect(grid.point(atOrBelow: 24.9) == 10 && grid.point(atOrAbove: 24.9) == 25)
        #expect(grid.nextGridPoint(after: 25) == 50 && grid.previousGridPoint(before: 25) == 10)
        #expect(grid.nextGridPoint(after: 100) > 100)  // past the last: the caller stops there
        grid.stops = []
        #expect(grid.snapped(30.4) == 30)  // the step again
    }

    @Test func binarySearchedStopsAgreeWithALinearScan() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53)
        }
        for _ in 0..<200 {
            var grid = ValueGrid(minimum: next() * 20, maximum: 30 + next() * 70, step: 1)
            grid.stops = (0..<Int(next() * 12)).map { _ in (next() * 120 - 10).rounded() }
            let active = grid.stops.filter { $0 >= grid.minimum && $0 <= grid.maximum }
            #expect(grid.activeStops == active && grid.hasActiveStops == !active.isEmpty)
            guard !active.isEmpty else { continue }
            for _ in 0..<10 {
                let v = next() * 140 - 20
                let clamped = min(max(v, grid.minimum), grid.maximum)
                let nearest = active.min { abs($0 - clamped) < abs($1 - clamped) }!
                #expect(abs(grid.snapped(v) - clamped) == abs(nearest - clamped), "\(v) in \(active)")
                #expect(grid.point(atOrBelow: v) == (active.last { $0 <= v } ?? active[0]))
                #expect(grid.point(atOrAbove: v) == (active.first { $0 >= v } ?? active[active.count - 1]))
            }
        }
    }

    @Test func snapValuesHoldFromTinyToHugeMagnitudes() {
        var tiny = ValueGrid(minimum: 0, maximum: 1e-299)
        tiny.stops = [1e-300, 2e-300, 3e-300]
        #expect(tiny.snapped(1.6e-300) == 2e-300 && tiny.nextGridPoint(after: 2e-300) == 3e-300)
        var huge = ValueGrid(minimum: -1e308, maximum: 1e308)
        huge.stops = [-1e308, 0, 5e307, 1e308]
        #expect(huge.snapped(7e307) == 5e307 && huge.snapped(.infinity) == 1e308 && huge.point(atOrBelow: -.infinity) == -1e308)
        let slider = RangeSlider(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        slider.updateModel { $0.grid = huge }
        slider.setValues(lower: -3e307, upper: 9e307)
        #expect(slider.lowerValue == 0 && slider.upperValue == 1e308)
        #expect(slider.model.rangeMoved(from: (0, 5e307), by: 1e308) == (5e307, 1e308))
        var tinyModel = RangeSliderModel(minimumValue: 0, maximumValue: 1e-299, lowerValue: 0, upperValue: 2e-300, stepValue: 1e-300)
        #expect(tinyModel.rangeMoved(from: (0, 2e-300), by: 1) == (8e-300, 1e-299))  // the width kept at the end
        tinyModel.stepValue = 1e-300
        let ticks = RangeSlider(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        ticks.updateModel { $0 = tinyModel }
        #expect(ticks.tickValues.count == 11)
    }

    @Test func aDragSnapsEachThumbToTheNearestSnapValue() {
        let (slider, finger, log) = makeSlider { $0.snapValues = [0, 1, 2, 5, 8, 10] }
        finger.down(at: slider.lowerThumbCenter)
        finger.move(to: CGPoint(x: x(3.4), y: 22))
        #expect(slider.lowerValue == 2)  // 3.4 is nearer 2 than 5: no change yet
        finger.move(to: CGPoint(x: x(3.6), y: 22))
        #expect(slider.lowerValue == 5)
        finger.up()
        #expect(log.events == [.touchDown, .touchDragInside, .valueChanged, .touchDragInside, .touchUpInside])
    }

    @Test func keysAndVoiceOverStepBetweenSnapValues() {
        let (slider, _, log) = makeSlider { $0.snapValues = [0, 2, 6, 8, 10] }
        #expect(slider.adjust(.increment, element: "lower"))
        #expect(slider.lowerValue == 6)
        slider.adjust(.increment, element: "lower")  // the upper thumb at 8 stops it at 8
        #expect(slider.lowerValue == 8)
        slider.adjust(.decrement, element: "upper")
        #expect(slider.upperValue == 8)
        slider.adjust(.decrement, element: "lower")
        #expect(slider.lowerValue == 6)
        #expect(log.count(of: .valueChanged) == 3)
    }

    @Test func tickValuesAreTheSnapValuesOrTheSteps() {
        let (slider, _, _) = makeSlider()
        #expect(slider.tickValues.isEmpty)  // continuous
        slider.stepValue = 2.5
        #expect(slider.tickValues == [0, 2.5, 5, 7.5, 10])
        slider.stepValue = 0.01
        #expect(slider.tickValues.isEmpty)  // 1,000 ticks would be a grey bar
        slider.snapValues = [1, 3, 99]
        #expect(slider.tickValues == [1, 3])
    }

    @Test func theModelMovesARangeKeepingItsWidthAndStopsAtTheEnds() {
        let model = RangeSliderModel(minimumValue: 0, maximumValue: 10, lowerValue: 2, upperValue: 5)
        #expect(model.rangeMoved(from: (2, 5), by: 1.5) == (3.5, 6.5))
        #expect(model.rangeMoved(from: (2, 5), by: 9) == (7, 10))
        #expect(model.rangeMoved(from: (2, 5), by: -9) == (0, 3))
        #expect(model.rangeMoved(from: (2, 5), by: .nan) == (2, 5))
        var stepped = model
        stepped.stepValue = 1
        #expect(stepped.rangeMoved(from: (2, 5), by: 1.4) == (3, 6))
        #expect(stepped.rangeMoved(from: (2, 5), by: 1e308) == (7, 10))
    }

    @Test func aDragBetweenTheThumbsMovesTheRange() {
        let (slider, finger, log) = makeSlider { $0.trackTouchBehavior = .moveRange }
        finger.down(at: CGPoint(x: x(5), y: 22))  // between 2 and 8
        #expect(slider.isLowerThumbHighlighted && slider.isUpperThumbHighlighted)
        #expect(log.events == [.touchDown])
        finger.move(by: 27.2, 0)
        #expect(near(slider.lowerValue, 3) && near(slider.upperValue, 9))
        finger.move(by: 27.2 * 5, 0)  // past the end: stopped there, the width kept
        #expect(near(slider.lowerValue, 4) && near(slider.upperValue, 10))
        finger.up()
        #expect(log.events == [.touchDown, .valueChanged, .touchDragInside, .valueChanged, .touchDragInside, .touchUpInside])
        #expect(!slider.isLowerThumbHighlighted && !slider.isUpperThumbHighlighted)
    }

    @Test func aRangeDragIsKeptFromAnEnclosingScrollView() {
        let (slider, _, _) = makeSlider { $0.trackTouchBehavior = .moveRange }
        #expect(slider.keepsDrag(from: CGPoint(x: x(5), y: 22), translation: CGSize(width: 20, height: 2)))
        #expect(!slider.keepsDrag(from: CGPoint(x: x(5), y: 22), translation: CGSize(width: 2, height: 20)))
        #expect(!slider.keepsDrag(from: CGPoint(x: x(9), y: 22), translation: CGSize(width: 20, height: 0)))  // outside the range
    }

    @Test func aRangeDragThatAHandlerDisablesStops() {
        let (slider, finger, log) = makeSlider { $0.trackTouchBehavior = .moveRange }
        slider.addAction(for: .valueChanged) { $0.isEnabled = false }
        finger.down(at: CGPoint(x: x(5), y: 22))
        finger.move(by: 27.2, 0)
        finger.move(by: 27.2, 0)
        finger.up()
        #expect(near(slider.lowerValue, 3) && log.count(of: .valueChanged) == 1)
        #expect(!slider.isTracking && !slider.isLowerThumbHighlighted)
    }

    @Test func aThumbsOwnTargetWinsOverTheRange() {
        let (slider, finger, _) = makeSlider { $0.trackTouchBehavior = .moveRange }
        finger.down(at: CGPoint(x: x(2) + 10, y: 22))  // on the lower thumb's target, inside the range
        finger.move(by: 27.2, 0)
        #expect(near(slider.lowerValue, 3) && slider.upperValue == 8)
    }

    @Test func aLargerThumbImageSetsTheThumbsTravelAndTarget() {
        let (slider, _, _) = makeSlider()
        let big = DrawingImage(size: CGSize(width: 40, height: 40)) { _ in }
        slider.setThumbImage(big, for: .normal)
        #expect(slider.lowerThumbCenter.x == 20 + 0.2 * 260)  // 40 pt thumbs travel 260 pt of 300
        #expect(slider.thumbRect(for: .upper).width == 40)
        slider.setThumbImage(nil, for: .normal)
        #expect(slider.lowerThumbCenter.x == x(2))
    }

    @Test func tickLabelsTakeALineBelowAndLeaveOutOverlaps() {
        let (slider, _, _) = makeSlider()
        slider.stepValue = 1
        slider.showsTickMarks = true
        let plain = slider.intrinsicContentSize.height
        slider.tickLabelFormatter = { "\(Int($0))" }
        let labelled = slider.intrinsicContentSize.height
        #expect(labelled > plain)
        slider.bounds = CGRect(x: 0, y: 0, width: 300, height: labelled)
        func labels() -> [String] {
            DisplayList.record { slider.render(in: $0) }.commands.compactMap {
                if case .drawText(let run, _) = $0 { return run.string } else { return nil }
            }
        }
        #expect(labels() == (0...10).map(String.init))  // 27 pt apart: all fit
        slider.layoutDirection = .rightToLeft
        #expect(labels() == (0...10).map(String.init))  // mirrored: still every label
        slider.layoutDirection = .leftToRight
        slider.tickLabelFormatter = { "value \(Int($0))" }  // too wide for every tick
        let sparse = labels()
        #expect(sparse.first == "value 0" && sparse.count < 11 && sparse.count > 1)
    }
}

/// A template thumb image (an SF Symbol in UIKit) is filled with the tint until the app
/// chooses the thumbs' colour, as UISlider's: in the default white it would not show.
@MainActor
@Suite struct TemplateThumbImageTests {
    func drawnTints(_ slider: RangeSlider) -> [DrawingColor?] {
        DisplayList.record { slider.render(in: $0) }.commands.compactMap {
            if case .drawImage(let image, _, _) = $0 { return image.tintColor }
            return nil
        }
    }

    @Test func aTemplateThumbTakesTheTintUntilAThumbColourIsChosen() {
        let (slider, _, _) = makeSlider()
        let glyph = DrawingImage(size: CGSize(width: 20, height: 20)) { _ in }.withRenderingMode(.template)
        slider.setThumbImage(glyph, for: .normal)
        #expect(slider.templateThumbImageColor(ofThumbAt: 0) == .systemBlue)
        #expect(drawnTints(slider) == [.systemBlue, .systemBlue])
        slider.tintColor = .systemIndigo
        #expect(drawnTints(slider) == [.systemIndigo, .systemIndigo])
        slider.setThumbTintColor(.systemGreen, forThumbAt: 1)
        #expect(drawnTints(slider) == [.systemIndigo, .systemGreen])
        slider.thumbTintColor = .systemOrange  // the app's choice: both follow it
        #expect(drawnTints(slider) == [.systemOrange, .systemGreen])
        let (fixed, _, _) = makeSlider()
        fixed.setThumbImage(glyph, for: .normal)
        fixed.setEnabled(false, forThumbAt: 0)
        #expect(fixed.templateThumbImageColor(ofThumbAt: 0) == .systemGray3)
        let original = DrawingImage(size: CGSize(width: 20, height: 20)) { _ in }
        fixed.setThumbImage(original, for: .normal)
        #expect(drawnTints(fixed) == [nil, nil])  // an original image is never tinted
    }
}

/// ``RangeSlider/trackThickness``: the track's thickness, the peers' `lineHeight` and
/// `trackWidth`.
@MainActor
@Suite struct TrackThicknessTests {
    /// The heights of the track's fills (the unselected track, then the selected range).
    func trackHeights(_ slider: RangeSlider) -> [CGFloat] {
        DisplayList.record { slider.render(in: $0) }.filledPaths.compactMap { path, paint in
            paint == .color(slider.maximumTrackTintColor) || paint == .color(slider.tintColor) ? path.controlPointBounds.height : nil
        }
    }

    @Test func theTrackTakesTheThicknessAskedAndStaysCentred() {
        let (slider, _, _) = makeSlider()
        #expect(trackHeights(slider).allSatisfy { abs($0 - 4) < 0.01 } && !trackHeights(slider).isEmpty)
        slider.trackThickness = 10
        #expect(trackHeights(slider).allSatisfy { abs($0 - 10) < 0.01 })
        let track = DisplayList.record { slider.render(in: $0) }.filledPaths.first { $0.1 == .color(slider.maximumTrackTintColor) }
        #expect(abs((track?.0.controlPointBounds.midY ?? 0) - 22) < 0.01)
        slider.trackThickness = 500  // more than the band: the band's
        #expect(trackHeights(slider).allSatisfy { abs($0 - 44) < 0.01 })
        for bad: CGFloat in [0, -3, .nan, .infinity] {
            slider.trackThickness = 10
            slider.trackThickness = bad
            #expect(slider.trackThickness == nil)
        }
        #expect(trackHeights(slider).allSatisfy { abs($0 - 4) < 0.01 })
    }

    @Test func theClassicTrackAndItsTicksFollowIt() {
        let (slider, _, _) = makeSlider {
            $0.style = .classic
            $0.stepValue = 1
            $0.showsTickMarks = true
        }
        let articles = DisplayList.record { slider.render(in: $0) }.filledPaths
        #expect(
            articles.contains {
                $0.1 == .color(slider.maximumTrackTintColor) && abs($0.0.controlPointBounds.height - (44 - 2 * 44 / 3.5)) < 0.01
            })
        slider.trackThickness = 12
        let thin = DisplayList.record { slider.render(in: $0) }.filledPaths
        #expect(thin.contains { $0.1 == .color(slider.maximumTrackTintColor) && abs($0.0.controlPointBounds.height - 12) < 0.01 })
        #expect(
            thin.contains { $0.1 == .color(.systemGray) && abs($0.0.controlPointBounds.height - 12) < 0.01 },
            "tick marks as tall as the track")
    }

    @Test func aSwiftUIConfigurationWritesIt() {
        let (slider, _, _) = makeSlider()
        var configuration = RangeSlider.Configuration(values: 2...8, bounds: 0...10, step: 0)
        configuration.trackThickness = 6
        configuration.apply(to: slider)
        #expect(slider.trackThickness == 6)
        configuration.trackThickness = nil
        configuration.apply(to: slider)
        #expect(slider.trackThickness == nil)
    }
}

/// ``RangeSlider/highlightedThumbScale``: a held thumb drawn larger, as TTRangeSlider's
/// `selectedHandleDiameterMultiplier`.
@MainActor
@Suite struct HighlightedThumbScaleTests {
    /// The widths of the thumbs' white discs, in drawing order.
    func discWidths(_ slider: RangeSlider) -> [CGFloat] {
        DisplayList.record { slider.render(in: $0) }.filledPaths.compactMap { path, paint in
            paint == .color(.white) ? path.controlPointBounds.width : nil
        }
    }

    @Test func aHeldThumbGrowsAndShrinksBackOverAMoment() {
        let (slider, finger, _) = makeSlider()
        let plain = discWidths(slider)
        #expect(!plain.isEmpty && plain.allSatisfy { abs($0 - 28) < 0.01 })
        finger.down(at: slider.lowerThumbCenter)
        #expect(discWidths(slider) == plain)  // 1, the default: iOS's own sliders do not grow
        finger.up()
        slider.highlightedThumbScale = 1.5
        finger.down(at: slider.upperThumbCenter)
        finger.wait(0.05)
        let growing = discWidths(slider)
        #expect(growing.contains { $0 > 28.5 && $0 < 42 })
        finger.wait(0.2)
        #expect(Set(discWidths(slider)) == [28, 42])  // the held one at 1.5, the other as it was
        #expect(discWidths(slider).last == 42)  // drawn last, on top
        #expect(slider.thumbRect(for: .upper).width == 28)  // its place and target stay
        finger.move(by: -30, 0)
        let covered: CGFloat = 30 + 42 + 2 * 16 - 0.5  // the move, the larger thumb, its shadow either side
        #expect(slider.invalidRect.width >= covered)
        finger.up()
        finger.wait(0.2)
        #expect(discWidths(slider).allSatisfy { abs($0 - 28) < 0.01 } && finger.clock.isIdle)
    }

    /// A touch while the thumb shrinks back takes it up from where it is (no jump), and a
    /// handler that disables the slider mid-hold lets it shrink back.
    @Test func aTouchMidShrinkAndADisablingHandler() {
        let (slider, finger, _) = makeSlider { $0.highlightedThumbScale = 2 }
        finger.down(at: slider.lowerThumbCenter)
        finger.wait(0.3)
        finger.up()
        finger.wait(0.07)
        let shrinking = discWidths(slider).max() ?? 0
        #expect(shrinking > 28.5 && shrinking < 55.5)
        finger.down(at: slider.lowerThumbCenter)
        #expect(abs((discWidths(slider).max() ?? 0) - shrinking) < 0.01)  // picked up where it was
        finger.wait(0.3)
        #expect(abs((discWidths(slider).max() ?? 0) - 56) < 0.01)
        slider.addAction(for: .valueChanged) { $0.isEnabled = false }
        finger.move(by: 20, 0)
        finger.wait(0.3)
        #expect(!slider.isTracking && discWidths(slider).allSatisfy { abs($0 - 28) < 0.01 })
        finger.up()
    }

    @Test func reduceMotionGrowsAtOnceAndBadScalesAreKeptInRange() {
        let (slider, finger, _) = makeSlider {
            $0.reduceMotion = true
            $0.highlightedThumbScale = 5
        }
        #expect(slider.highlightedThumbScale == 2)
        finger.down(at: slider.lowerThumbCenter)
        #expect(discWidths(slider).contains { abs($0 - 56) < 0.01 })
        finger.up()
        #expect(discWidths(slider).allSatisfy { abs($0 - 28) < 0.01 })
        slider.highlightedThumbScale = .nan
        #expect(slider.highlightedThumbScale == 2)
        slider.highlightedThumbScale = 0.5
        #expect(slider.highlightedThumbScale == 1)
    }
}
