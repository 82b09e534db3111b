import ControlKitTesting
import Foundation
import Testing

@testable import ControlKit

/// Any number of thumbs (MultiSlider's `value: [CGFloat]`): the model's rules between
/// neighbours, tracking, fixed thumbs, keys and accessibility.
@MainActor
@Suite struct MultiThumbTests {
    /// 0...10 over 300 pt with thumbs at 2, 5 and 8 (x(v) is a thumb centre at v).
    func makeThree(_ configure: (RangeSlider) -> Void = { _ in }) -> (RangeSlider, Finger, EventLog) {
        makeSlider {
            $0.values = [2, 5, 8]
            configure($0)
        }
    }

    // MARK: The model

    @Test func theLaterValueWinsBetweenEveryPairOfNeighbours() {
        var model = RangeSliderModel(minimumValue: 0, maximumValue: 10, values: [2, 5, 8])
        #expect(model.numberOfThumbs == 3 && model.lowerValue == 2 && model.upperValue == 8)
        model.setValue(1, ofThumbAt: 1)  // below its predecessor: pulls it down
        #expect(model.values == [1, 1, 8])
        model.minimumDistance = 1
        #expect(model.values == [0, 1, 8])
        model.setValue(0.5, ofThumbAt: 2)  // the last pushes both down; at the minimum they go up again
        #expect(model.values == [0, 1, 2])
        model.maximumDistance = 3
        model.setValue(9, ofThumbAt: 2)  // too far: the earlier ones follow up
        #expect(model.values == [3, 6, 9])
    }

    @Test func aListOfAnotherLengthAddsOrRemovesThumbs() {
        var model = RangeSliderModel(minimumValue: 0, maximumValue: 10, values: [2, 8])
        model.values = [1, .nan, 4, 9]  // a new count: the NaN is dropped
        #expect(model.values == [1, 4, 9])
        model.values = [.infinity, 5, .nan]  // the same count: non-finite entries keep their thumb's value
        #expect(model.values == [1, 5, 9])
        model.values = []
        #expect(model.values == [1, 5, 9])  // there is always a thumb
        model.values = [.nan, .nan]
        #expect(model.values == [1, 5, 9])
        model.values = [7]
        #expect(model.numberOfThumbs == 1 && model.lowerValue == 7 && model.upperValue == 7)
        model.setValue(3, ofThumbAt: 4)  // out of range: ignored
        #expect(model.values == [7])
    }

    @Test func aMiddleThumbMayGoOnlyBetweenItsNeighbours() {
        var model = RangeSliderModel(minimumValue: 0, maximumValue: 10, values: [2, 5, 8])
        #expect(model.allowedRange(forThumbAt: 1) == 2...8)
        model.minimumDistance = 1
        model.maximumDistance = 4
        #expect(model.allowedRange(forThumbAt: 1) == 4...6)  // 1 from each, at most 4 from each
        #expect(model.constrained(9.7, forThumbAt: 1) == 6)
        #expect(model.allowedRange(forThumbAt: 0) == 1...4)
        #expect(model.allowedRange(for: .upper) == 6...9)
    }

    @Test func aSegmentMovesBetweenTheThumbsBeyondIt() {
        var model = RangeSliderModel(minimumValue: 0, maximumValue: 10, values: [1, 4, 6, 9])
        model.minimumDistance = 0.5
        #expect(model.segmentMoved(at: 1, from: (4, 6), by: 5) == (6.5, 8.5))  // stopped 0.5 below 9
        #expect(model.segmentMoved(at: 1, from: (4, 6), by: -5) == (1.5, 3.5))  // stopped 0.5 above 1
        #expect(model.segmentMoved(at: 3, from: (9, 10), by: 1) == (9, 10))  // no pair there
        #expect(model.segmentMoved(at: 0, from: (1, 4), by: -5) == (0, 3))
    }

    @Test func aUserChangeNeverBringsBackAnotherThumbsOldRequest() {
        // The lower request (5) lost to the upper value (3); dragging the upper thumb away
        // must not pull the lower thumb back to 5.
        let (slider, finger, _) = makeSlider()
        slider.setValues(lower: 5, upper: 3)
        #expect(slider.values == [3, 3])
        finger.drag(from: CGPoint(x: x(3), y: 22), to: CGPoint(x: x(9), y: 22))
        #expect(slider.lowerValue == 3 && near(slider.upperValue, 9, 1e-6))
    }

    // MARK: Tracking

    @Test func eachThumbDragsAndItsNeighboursAreHardStops() {
        let (slider, finger, log) = makeThree()
        finger.down(at: slider.thumbCenter(ofThumbAt: 1))
        #expect(slider.highlightedThumbIndexes == [1] && slider.highlightedThumbs.isEmpty)
        finger.move(to: CGPoint(x: x(6), y: 22))
        #expect(near(slider.values[1], 6) && slider.values[0] == 2 && slider.values[2] == 8)
        finger.move(to: CGPoint(x: x(9.5), y: 22))
        #expect(slider.values == [2, 8, 8])  // stopped at the next thumb
        finger.up()
        #expect(log.events == [.touchDown, .valueChanged, .touchDragInside, .valueChanged, .touchDragInside, .touchUpInside])
        #expect(slider.highlightedThumbIndexes.isEmpty)
    }

    @Test func threeStackedThumbsComeApartByTheFirstMovement() {
        let (slider, finger, _) = makeThree { $0.values = [5, 5, 5] }
        finger.down(at: slider.thumbCenter(ofThumbAt: 1))
        #expect(slider.highlightedThumbIndexes == [0, 1, 2])
        finger.move(by: 27.2, 0)
        #expect(slider.highlightedThumbIndexes == [2] && near(slider.values[2], 6) && slider.values[0...1] == [5, 5])
        finger.up()
        finger.down(at: CGPoint(x: x(5), y: 22))  // the first two are still stacked
        finger.move(by: -27.2 * 2, 0)
        #expect(near(slider.values[0], 3) && slider.values[1] == 5)
        finger.up()
    }

    @Test func aFixedThumbTakesNoTouchAndStopsItsNeighbours() {
        let (slider, finger, log) = makeThree()
        slider.setEnabled(false, forThumbAt: 1)
        #expect(!slider.isEnabledForThumb(at: 1) && slider.isEnabledForThumb(at: 2) && !slider.isEnabledForThumb(at: 3))
        finger.down(at: slider.thumbCenter(ofThumbAt: 1))
        #expect(!slider.isTracking && slider.highlightedThumbIndexes.isEmpty)
        finger.move(by: 30, 0)
        finger.up()
        #expect(log.events == [.touchDown, .touchDragInside, .touchUpInside] && slider.values == [2, 5, 8])
        finger.drag(from: slider.thumbCenter(ofThumbAt: 2), to: CGPoint(x: x(1), y: 22))
        #expect(slider.values == [2, 5, 5])  // the fixed thumb is a hard stop
        slider.values = [2, 7, 8]  // programmatic sets still move it
        #expect(slider.values == [2, 7, 8])
        #expect(slider.thumbTintColor(ofThumbAt: 1) == .systemGray5 && slider.state(ofThumbAt: 1).contains(.disabled))
        #expect(!slider.adjust(.increment, element: "thumb-1"))
        #expect(!slider.adjust(to: 3, element: "thumb-1"))
        #expect(slider.values == [2, 7, 8])
    }

    @Test func aTrackTouchMovesTheNearestEnabledThumb() {
        let (slider, finger, _) = makeThree { $0.trackTouchBehavior = .moveNearestThumb }
        slider.setEnabled(false, forThumbAt: 1)
        finger.tap(at: CGPoint(x: x(4.5), y: 22))  // nearest is the fixed one; the first moves
        #expect(near(slider.values[0], 4.5) && slider.values[1] == 5)
    }

    @Test func aDragBetweenTwoThumbsMovesThatPairOnly() {
        let (slider, finger, log) = makeThree { $0.trackTouchBehavior = .moveRange }
        finger.down(at: CGPoint(x: x(6.5), y: 22))  // between 5 and 8
        #expect(slider.highlightedThumbIndexes == [1, 2])
        finger.move(by: 27.2, 0)
        #expect(slider.values[0] == 2 && near(slider.values[1], 6) && near(slider.values[2], 9))
        finger.move(by: -27.2 * 9, 0)  // down to the first thumb, the width kept
        #expect(slider.values[0] == 2 && near(slider.values[1], 2) && near(slider.values[2], 5))
        finger.up()
        #expect(log.count(of: .valueChanged) == 2 && log.events.last == .touchUpInside)
        slider.setEnabled(false, forThumbAt: 0)
        finger.down(at: CGPoint(x: x(1), y: 22))  // the fixed thumb's segment stays
        #expect(!slider.isTracking)
        finger.up()
    }

    @Test func notContinuousTellsOnceAtReleaseWhenAnyValueChanged() {
        let (slider, finger, log) = makeThree { $0.isContinuous = false }
        finger.drag(from: slider.thumbCenter(ofThumbAt: 1), to: CGPoint(x: x(7), y: 22))
        #expect(log.count(of: .valueChanged) == 1 && log.events.suffix(2) == [.valueChanged, .touchUpInside])
    }

    @Test func aTouchMidAnimationCatchesEveryThumbWhereItIsDrawn() {
        let (slider, finger, _) = makeThree()
        let clock = FrameClock()
        slider.clock = clock
        slider.setValues([0, 5, 10], animated: true)
        clock.advance(by: 0.125)
        let shown = slider.displayedValues
        #expect(shown[0] > 0 && shown[0] < 2 && shown[2] > 8 && shown[2] < 10)
        finger.down(at: slider.thumbCenter(ofThumbAt: 2))
        #expect(slider.values == shown && slider.highlightedThumbIndexes == [2])
        finger.up()
    }

    // MARK: What a SwiftUI view gives it

    @Test func aConfigurationCarriesTheThumbsTheFixedOnesAndTheOrientation() {
        let slider = RangeSlider(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        var configuration = RangeSlider.Configuration(values: [1, 4, 6, 9], bounds: 0...10, step: 0)
        configuration.fixedThumbs = [0, 3]
        configuration.orientation = .vertical
        configuration.thumbSize = 32
        configuration.drawnParts = .track
        configuration.apply(to: slider)
        #expect(slider.values == [1, 4, 6, 9] && slider.orientation == .vertical && slider.thumbSize == 32)
        #expect((0..<4).map(slider.isEnabledForThumb(at:)) == [false, true, true, false] && slider.drawnParts == .track)
        configuration.fixedThumbs = [1]
        configuration.values = [2, 8]
        configuration.apply(to: slider)
        #expect(slider.values == [2, 8] && (0..<2).map(slider.isEnabledForThumb(at:)) == [true, false])
        _ = DisplayList.record { slider.render(in: $0) }
        configuration.apply(to: slider)
        #expect(!slider.needsDisplay, "an equal configuration writes nothing")
    }

    @Test func valuesTheRulesChangeAreHandedBackForTheBinding() {
        let (slider, finger, _) = makeSlider()
        var configuration = RangeSlider.Configuration(values: [5, 5.2], bounds: 0...10, step: 0)
        configuration.minimumDistance = 1
        configuration.apply(to: slider)
        #expect(configuration.correctedValues(of: slider) == [4.2, 5.2])  // the upper wins
        configuration.values = [4.2, 5.2]  // the binding, written back
        configuration.apply(to: slider)
        #expect(configuration.correctedValues(of: slider) == nil)
        finger.down(at: slider.upperThumbCenter)
        finger.move(by: 27.2, 0)
        #expect(configuration.correctedValues(of: slider) == nil, "never while the user drags")
        finger.up()
        configuration.values = [-3, 42]  // out of the bounds
        configuration.apply(to: slider)
        #expect(configuration.correctedValues(of: slider) == [0, 10])
    }

    @Test func aHostThatDrawsTheThumbsAndTrackLeavesTheRestToTheSlider() {
        let (slider, finger, log) = makeThree()
        slider.showsValueLabels = true
        slider.bounds.size.height = slider.intrinsicContentSize.height
        slider.drawnParts = []
        slider.thumbSize = 40
        slider.stepValue = 1
        slider.showsTickMarks = true
        slider.setFocused(true, byKeyboard: true)
        let list = DisplayList.record { slider.render(in: $0) }
        #expect(list.filledPaths.isEmpty, "no track, no thumbs, and no tick marks on the host's track")
        #expect(!list.commands.contains { if case .stroke = $0 { true } else { false } }, "no focus ring: the host's thumbs show it")
        slider.drawnParts = .thumbs
        #expect(DisplayList.record { slider.render(in: $0) }.commands.contains { if case .stroke = $0 { true } else { false } })
        slider.drawnParts = []
        slider.setFocused(false, byKeyboard: false)
        #expect(list.drawnText == ["2", "5", "8"], "the labels stay")
        #expect(slider.thumbRect(forThumbAt: 0).width == 40)
        #expect(slider.thumbCenter(ofThumbAt: 0).x == 20 + 0.2 * 260)  // a 40 pt thumb travels 260 of 300
        #expect(slider.trackBounds == CGRect(x: 0, y: 22, width: 300, height: 44))
        #expect(slider.thumbRects == (0..<3).map(slider.thumbRect(forThumbAt:)))
        slider.showsTickMarks = false
        #expect(slider.tickMarkCenters.isEmpty)
        slider.stepValue = 5
        slider.showsTickMarks = true
        #expect(slider.tickMarkCenters == [0, 5, 10].map(slider.point(for:)))
        slider.showsTickMarks = false
        slider.stepValue = 0
        finger.drag(from: slider.thumbCenter(ofThumbAt: 1), to: CGPoint(x: 150 + 26, y: 44))
        #expect(near(slider.values[1], 6) && log.count(of: .valueChanged) > 0)
        slider.thumbSize = .nan
        #expect(slider.thumbSize == nil)
    }

    // MARK: Keys and accessibility

    @Test func eachThumbIsAnElementNamedForItsPlace() {
        let (slider, _, _) = makeThree { $0.values = [1, 3, 6, 9] }
        slider.setEnabled(false, forThumbAt: 2)
        let elements = slider.accessibilityElements
        #expect(elements.map(\.id) == ["lower", "thumb-1", "thumb-2", "upper"])
        #expect(elements.map(\.label) == ["Minimum", "Value 2", "Value 3", "Maximum"])
        #expect(elements.map { $0.traits.contains(.notEnabled) } == [false, false, true, false])
        #expect(slider.adjust(.increment, element: "thumb-1") && slider.values[1] == 4)
        #expect(slider.adjust(to: 100, element: "thumb-1") && slider.values[1] == 6)  // stopped by the fixed thumb
        slider.locale = Locale(identifier: "ru_RU")
        #expect(slider.accessibilityElements[1].label == "Значение 2")
    }

    @Test func tabVisitsTheEnabledThumbsInOrderThenLeaves() {
        let (slider, _, _) = makeThree { $0.values = [1, 3, 6, 9] }
        slider.setEnabled(false, forThumbAt: 0)
        slider.setEnabled(false, forThumbAt: 2)
        slider.setFocused(true, byKeyboard: true)
        #expect(slider.keyboardThumbIndex == 1)  // the first enabled thumb
        #expect(slider.keyDown(.tab) && slider.keyboardThumbIndex == 3)
        #expect(!slider.keyDown(.tab))  // leaves the control
        #expect(slider.keyDown(.shiftTab) && slider.keyboardThumbIndex == 1)
        #expect(!slider.keyDown(.shiftTab))
        #expect(slider.keyDown(.rightArrow) && near(slider.values[1], 4))
        #expect(slider.keyboardElementID == "thumb-1")
    }

    // MARK: Drawing

    @Test func everyThumbIsDrawnAndTheDraggedOneOnTop() {
        let (slider, finger, _) = makeThree()
        // Each default thumb is two white fills (one per shadow).
        func thumbCentres() -> [CGFloat] {
            let white = DisplayList.record { slider.render(in: $0) }.filledPaths.filter { $0.1 == Paint.color(.white) }
            return stride(from: 0, to: white.count, by: 2).map { white[$0].0.controlPointBounds.midX }
        }
        #expect(zip(thumbCentres(), [x(2), x(5), x(8)]).allSatisfy { abs($0 - $1) < 1e-9 } && thumbCentres().count == 3)
        finger.down(at: slider.thumbCenter(ofThumbAt: 0))
        finger.move(by: 27.2 * 4, 0)  // onto the middle thumb: drawn over it
        #expect(thumbCentres().count == 3 && abs(thumbCentres()[2] - x(5)) < 1e-9)
        #expect(abs(thumbCentres()[0] - x(5)) < 1e-9 && abs(thumbCentres()[1] - x(8)) < 1e-9)
        finger.up()
    }

    @Test func valueLabelsOfManyThumbsSpreadApartInsideTheBounds() {
        let (slider, _, _) = makeThree { $0.values = [4.9, 5, 5.1, 9.9] }
        slider.showsValueLabels = true
        slider.bounds.size.height = slider.intrinsicContentSize.height
        let rects = slider.valueLabels.map(\.rect)
        #expect(rects.count == 4)
        for (a, b) in zip(rects, rects.dropFirst()) { #expect(a.maxX + 4 <= b.minX + 1e-9) }
        #expect(rects.allSatisfy { $0.minX >= 0 && $0.maxX <= 300 })
        // The three crowded ones stay centred about where they belong.
        let middle = (rects[0].midX + rects[1].midX + rects[2].midX) / 3
        #expect(abs(middle - x(5)) < 1)
    }

    @Test func twoOverlappingLabelsEachMoveHalfTheOverlap() {
        let placed = RangeSlider.spread(starts: [100, 110], sizes: [30, 30], gap: 4, within: 0...300)
        #expect(placed == [88, 122])  // 24 of overlap, 12 each
        #expect(RangeSlider.spread(starts: [-10, 0], sizes: [30, 30], gap: 4, within: 0...300) == [0, 34])
        #expect(RangeSlider.spread(starts: [290, 250], sizes: [30, 30], gap: 4, within: 0...300) == [270, 236])
    }

    @Test func verticalTickLabelsStandBesideTheTrackOnTheLeadingSide() {
        let slider = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 44, height: 300))
        slider.orientation = .vertical
        slider.stepValue = 1
        slider.showsTickMarks = true
        let plain = slider.intrinsicContentSize.width
        slider.tickLabelFormatter = { "\(Int($0)) km" }
        let labelled = slider.intrinsicContentSize.width
        #expect(labelled > plain)
        slider.bounds = CGRect(x: 0, y: 0, width: labelled, height: 300)
        func labels() -> [(String, CGRect, DrawingTextAlignment)] {
            DisplayList.record { slider.render(in: $0) }.commands.compactMap {
                if case .drawText(let run, let rect) = $0 { return (run.string, rect, run.alignment) } else { return nil }
            }
        }
        let ltr = labels()
        #expect(ltr.map(\.0) == (0...10).map { "\($0) km" })
        let track = slider.lowerThumbCenter.x
        #expect(ltr.allSatisfy { $0.1.maxX <= track - 10 && $0.2 == .right })
        #expect(abs(ltr[0].1.midY - slider.point(for: 0).y) < 1 || ltr[0].1.maxY == 300)
        slider.layoutDirection = .rightToLeft
        let rtl = labels()
        #expect(rtl.count == 11 && rtl.allSatisfy { $0.1.minX >= slider.lowerThumbCenter.x + 10 && $0.2 == .left })
        slider.bounds.size.height = 60  // crowded: the overlapping ones are left out
        #expect(labels().count < 11 && labels().count > 1)
    }
}
