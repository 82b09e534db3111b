import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// A SwiftUI screen's controls, made here as the SwiftUI views make them: from the same
/// configuration, wired by the same `connect(_:onChange:onEditingChanged:)`, with plain
/// closures where the views write their bindings. What a screen's binding would hear is
/// what these closures hear.
@MainActor
@Suite struct SwiftUIWiringTests {
    @Test func aRangeSliderDraggedWritesTheBindingAndEditingBrackets() {
        var price = [200.0, 650.0]
        var heard: [[Double]] = []
        var editing: [Bool] = []
        let configuration = RangeSlider.Configuration(values: price, bounds: 0...1000, step: 50)
        let slider = RangeSlider(bounds: CGRect(x: 0, y: 0, width: 320, height: 44))
        configuration.apply(to: slider)
        RangeSlider.Configuration.connect(slider) {
            price = $0
            heard.append($0)
        } onEditingChanged: {
            editing.append($0)
        }
        Finger(on: slider).drag(from: slider.lowerThumbCenter, to: slider.point(for: 400), steps: 20)
        #expect(price == [400, 650])
        #expect(heard.first == [250, 650] && heard.last == [400, 650])  // each step, in order
        #expect(editing == [true, false])
        // The parent re-renders with the binding's value: nothing is written back.
        RangeSlider.Configuration(values: price, bounds: 0...1000, step: 50).apply(to: slider)
        #expect(heard.count == 4 && slider.lowerValue == 400)
    }

    @Test func aSliderWrittenByTheParentSendsNothingToTheBinding() {
        var volume = 0.5
        var writes = 0
        let slider = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        ValueSlider.Configuration(value: volume, bounds: 0...1, step: 0).apply(to: slider)
        ValueSlider.Configuration.connect(slider) {
            volume = $0
            writes += 1
        }
        ValueSlider.Configuration(value: 0.8, bounds: 0...1, step: 0).apply(to: slider)  // the model changed
        #expect(slider.value == 0.8 && writes == 0 && volume == 0.5)
    }

    @Test func aDialTurnedByAFingerWritesTheItemItRestsOn() {
        var hour = 0
        var editing: [Bool] = []
        let (dial, finger, _) = makeDial()  // 12 items, centre (100, 100)
        Dial.Configuration(numberOfItems: 12, selectedIndex: hour).apply(to: dial)
        Dial.Configuration.connect(dial) {
            hour = $0
        } onEditingChanged: {
            editing.append($0)
        }
        finger.down(at: onCircle(60))
        for i in 1...12 { finger.move(to: onCircle(60 - 5 * Double(i)), after: 0.016) }  // 60° back
        finger.up(after: 0.3)  // held still: no fling
        finger.wait(2)
        #expect(hour == 2 && dial.selectedIndex == 2)
        #expect(editing == [true, false])
    }

    @Test func aRangeSliderConfigurationCarriesTheOptionsAndADragSurvivesReRenders() {
        var price = [2.0, 8.0]
        var configuration = RangeSlider.Configuration(values: price, bounds: 0...10, step: 0)
        configuration.snapValues = [8, 0, 2, 5, 10]
        configuration.showsTickMarks = true
        configuration.trackTouchBehavior = .moveRange
        configuration.minimumDistance = 1
        let slider = RangeSlider(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))  // 27.2 pt a unit
        configuration.apply(to: slider)
        #expect(slider.snapValues == [0, 2, 5, 8, 10] && slider.showsTickMarks && slider.trackTouchBehavior == .moveRange)
        #expect(slider.minimumDistance == 1)
        configuration.snapValues = []
        configuration.step = 1
        configuration.apply(to: slider)
        #expect(slider.snapValues.isEmpty && slider.stepValue == 1)
        RangeSlider.Configuration.connect(slider) { price = $0 }
        let finger = Finger(on: slider)
        finger.down(at: slider.point(for: 5))  // between the thumbs: the range
        finger.move(by: 60, 0)  // 2.2 units: the lower value 4.2, on the step 4
        #expect(price == [4, 10])
        configuration.values = price  // the parent re-renders with the binding
        configuration.apply(to: slider)
        #expect(slider.isTracking && slider.lowerValue == 4 && slider.upperValue == 10)
        finger.move(by: -27.2, 0)  // back one unit, the width kept
        finger.up()
        #expect(price == [3, 9])
    }

    @Test func aPickerOfSeveralColumnsReportsEveryColumnsRow() {
        var rows: [[Int]] = []
        let picker = PickerView(
            titles: [(0..<24).map(String.init), (0..<60).map(String.init)], bounds: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.clock = FrameClock()
        PickerView.Configuration(titles: nil, selectedRows: [1, 30]).apply(to: picker)
        PickerView.Configuration.connect(picker) { rows.append($0) }
        #expect(picker.adjust(.increment, element: "component-1"))
        picker.clock.advance(by: 2)
        #expect(rows.last == [1, 31])
    }

    @Test func aHorizontalWheelConfiguredAndFlungWritesTheItemItRestsOn() {
        var zoom = 2
        let (wheel, finger, _) = makeWheel()
        HorizontalWheel.Configuration(titles: wheel.titles, selectedIndex: zoom).apply(to: wheel)
        #expect(wheel.selectedIndex == 2)
        HorizontalWheel.Configuration.connect(wheel) { zoom = $0 }
        finger.tap(at: CGPoint(x: 160 + 64, y: 22))
        HorizontalWheel.Configuration(titles: wheel.titles, selectedIndex: zoom).apply(to: wheel)  // a re-render mid-motion
        #expect(wheel.isSpinning)
        finger.wait(2)
        #expect(zoom == 3 && wheel.selectedIndex == 3)
    }
}
