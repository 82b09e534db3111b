import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// Cases from Qt Quick's Tumbler tests: a wheel whose wrapping or rows change keeps the row
/// its owner was told, or starts afresh when it had none.
@MainActor
@Suite struct WrappingChangeTests {
    @Test func turningWrappingOffKeepsARowReachedAcrossTheStart() {
        for row in [3, 4] {
            let (picker, source, _, log) = makePicker(rows: [5]) { $0.wrappingComponents = [0] }
            picker.selectRow(row, inComponent: 0, animated: false)  // the shortest way: back over row 0
            #expect(picker.position(inComponent: 0) < 0)
            picker.wrappingComponents = []
            #expect(picker.selectedRow(inComponent: 0) == row, "row \(row)")
            #expect(picker.position(inComponent: 0) == Double(row))
            #expect(picker.accessibilityElements.first?.value == "Row \(row)")
            #expect(log.events.isEmpty && source.selections.isEmpty, "nothing to tell: the row did not change")
        }
    }

    @Test func turningWrappingOffKeepsARowDraggedBackOverTheStart() {
        let (picker, source, finger, log) = makePicker(rows: [5]) { $0.wrappingComponents = [0] }
        finger.drag(from: CGPoint(x: 160, y: 60), to: CGPoint(x: 160, y: 124), steps: 8, duration: 0.8)  // two rows back
        finger.wait(2)
        #expect(picker.selectedRow(inComponent: 0) == 3 && source.selections.map(\.row) == [3])
        picker.wrappingComponents = []
        #expect(picker.selectedRow(inComponent: 0) == 3 && picker.position(inComponent: 0) == 3)
        #expect(log.count(of: .valueChanged) == 1 && source.selections.count == 1)
        // And back on: the wheel stays where it is.
        picker.wrappingComponents = [0]
        #expect(picker.selectedRow(inComponent: 0) == 3)
    }

    @Test func turningWrappingOffMidSpinStillLandsOnTheRowItWasTurningTo() {
        let (picker, source, finger, log) = makePicker(rows: [5]) { $0.wrappingComponents = [0] }
        picker.selectRow(3, inComponent: 0, animated: true)  // spins back over row 0, toward −2
        finger.wait(0.08)
        #expect(picker.isSpinning(inComponent: 0) && picker.position(inComponent: 0) < 0)
        let shown = picker.selectedRow(inComponent: 0)
        picker.wrappingComponents = []
        #expect(picker.selectedRow(inComponent: 0) == shown, "no jump at the change")
        finger.wait(2)
        #expect(!picker.isSpinning(inComponent: 0) && picker.position(inComponent: 0) == 3)
        #expect(log.events.isEmpty && source.selections.isEmpty, "a programmatic spin, still")
    }

    @Test func turningWrappingOffMidFlingLandsOnARowItThenTells() {
        let (picker, source, finger, _) = makePicker(rows: [5]) { $0.wrappingComponents = [0] }
        finger.drag(from: CGPoint(x: 160, y: 20), to: CGPoint(x: 160, y: 200), steps: 6, duration: 0.1)  // back, fast
        #expect(picker.isSpinning(inComponent: 0))
        picker.wrappingComponents = []
        finger.wait(3)
        let p = picker.position(inComponent: 0)
        #expect(!picker.isSpinning(inComponent: 0) && p == p.rounded() && (0..<5).contains(p))
        #expect(source.selections.last.map { $0.row == picker.selectedRow(inComponent: 0) } ?? (picker.selectedRow(inComponent: 0) == 0))
    }

    @Test func aWheelEmptiedAndRefilledStartsAtRowZero() {
        for wraps in [true, false] {
            let (picker, source, _, log) = makePicker(rows: [5]) { $0.wrappingComponents = wraps ? [0] : [] }
            picker.selectRow(4, inComponent: 0, animated: false)
            source.rows = [0]
            picker.reloadComponent(0)
            #expect(picker.selectedRow(inComponent: 0) == -1)
            source.rows = [5]
            picker.reloadComponent(0)
            #expect(picker.selectedRow(inComponent: 0) == 0, "wraps: \(wraps)")
            #expect(picker.position(inComponent: 0) == 0)
            #expect(picker.accessibilityElements.first?.value == "Row 0")
            #expect(log.events.isEmpty)
        }
    }

    @Test func theWheelModelForgetsItsPositionWhenEmptied() {
        var wheel = WheelModel(numberOfRows: 5, wraps: true)
        wheel.position = -1  // row 4, reached across the start
        wheel.numberOfRows = 0
        wheel.numberOfRows = 5
        #expect(wheel.selectedRow == 0 && wheel.position == 0)
        wheel.position = -2  // row 3
        wheel.wraps = false
        #expect(wheel.selectedRow == 3 && wheel.position == 3)
        wheel.wraps = true
        wheel.position = 13.3  // row 3, around twice
        wheel.wraps = false
        #expect(abs(wheel.position - 3.3) < 1e-9, "the fraction of a row kept")
    }
}
