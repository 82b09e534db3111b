import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// A data source that counts what it is asked.
@MainActor
final class CountingSource: PickerViewDataSource, PickerViewDelegate {
    var rows: [Int]
    var titleRequests: [Int: Int] = [:]
    var selections: [(row: Int, component: Int)] = []
    init(rows: [Int]) { self.rows = rows }
    func numberOfComponents(in pickerView: PickerView) -> Int { rows.count }
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        titleRequests[row, default: 0] += 1
        return "Row \(row)"
    }
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) { selections.append((row, component)) }
}

/// The data sources of the pickers `makePicker` made: the picker holds its data source
/// weakly (as UIKit's), and asks it when first read, so a test that drops the returned
/// source must not lose it. An app's view controller keeps its own the same way.
@MainActor var keptSources: [CountingSource] = []

/// A 320 × 216 picker; rows are 32 pt, the cylinder's radius 108.
@MainActor
func makePicker(rows: [Int], _ configure: (PickerView) -> Void = { _ in }) -> (PickerView, CountingSource, Finger, EventLog) {
    let picker = PickerView(bounds: CGRect(x: 0, y: 0, width: 320, height: 216))
    let source = CountingSource(rows: rows)
    keptSources.append(source)
    picker.dataSource = source
    picker.delegate = source
    configure(picker)
    return (picker, source, Finger(on: picker), EventLog(picker))
}

@MainActor
@Suite struct PickerViewTests {
    @Test func dataSourceShapesTheWheelsAndOnlyVisibleRowsAreAsked() {
        let (picker, source, _, _) = makePicker(rows: [1_000_000_000])
        #expect(picker.numberOfComponents == 1 && picker.numberOfRows(inComponent: 0) == 1_000_000_000)
        picker.selectRow(500_000_000, inComponent: 0, animated: false)
        source.titleRequests = [:]
        _ = DisplayList.record { picker.render(in: $0) }
        #expect(source.titleRequests.count <= 13 && source.titleRequests.keys.allSatisfy { abs($0 - 500_000_000) <= 6 })
        #expect(picker.selectedRow(inComponent: 0) == 500_000_000)
    }

    @Test func emptyAndMissingComponentsReadMinusOne() {
        let (picker, _, finger, log) = makePicker(rows: [0, 5])
        #expect(picker.selectedRow(inComponent: 0) == -1 && picker.selectedRow(inComponent: 7) == -1)
        picker.selectRow(3, inComponent: 0, animated: true)
        picker.selectRow(3, inComponent: -2, animated: true)
        finger.tap(at: CGPoint(x: 40, y: 150))  // on the empty component: nothing
        #expect(log.count(of: .valueChanged) == 0)
        let none = PickerView(bounds: CGRect(x: 0, y: 0, width: 320, height: 216))
        #expect(none.numberOfComponents == 0 && none.accessibilityElements.isEmpty)
        _ = DisplayList.record { none.render(in: $0) }
    }

    @Test func aDragFollowsTheFingerAndAFlingRestsOnARowTheSameEveryRun() {
        func fling() -> (Int, Double, [Control.Event], Int) {
            let (picker, source, finger, log) = makePicker(rows: [100])
            finger.down(at: CGPoint(x: 160, y: 150))
            for _ in 0..<6 { finger.move(by: 0, -20, after: 0.016) }  // 120 pt up: rows come up
            #expect(abs(picker.position(inComponent: 0) - (120.0 - 4) / 32) < 0.2)
            finger.up(after: 0.016)
            #expect(picker.isSpinning(inComponent: 0))
            for _ in 0..<300 { finger.wait(1.0 / 60) }
            let p = picker.position(inComponent: 0)
            #expect(!picker.isSpinning(inComponent: 0) && p == p.rounded())
            return (picker.selectedRow(inComponent: 0), p, log.events, source.selections.count)
        }
        let a = fling(), b = fling()
        #expect(a.0 == b.0 && a.1 == b.1 && a.0 > 4)  // momentum carried it past the finger
        #expect(a.2.filter { $0 == .valueChanged }.count == 1 && a.3 == 1)
        #expect(a.2.last == .valueChanged)  // at rest, after the touch's own events
    }

    @Test func tappingARowBelowTheCentreScrollsToIt() {
        let (picker, source, finger, _) = makePicker(rows: [20])
        finger.tap(at: CGPoint(x: 160, y: 108 + 64))  // two rows below (near the centre, sin ≈ angle)
        finger.wait(1)
        #expect(picker.selectedRow(inComponent: 0) == 2 && source.selections.map(\.row) == [2])
        finger.tap(at: CGPoint(x: 160, y: 108 - 33))
        finger.wait(1)
        #expect(picker.selectedRow(inComponent: 0) == 1)
    }

    @Test func programmaticSelectionSpinsThereAndCallsNoDelegate() {
        let (picker, source, finger, log) = makePicker(rows: [50])
        picker.selectRow(30, inComponent: 0, animated: true)
        #expect(picker.isSpinning(inComponent: 0))
        finger.wait(2)
        #expect(picker.selectedRow(inComponent: 0) == 30 && log.events.isEmpty && source.selections.isEmpty)
        picker.selectRow(-4, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        picker.selectRow(400, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 49)
    }

    @Test func aShrinkingReloadClampsTheSelectionAlsoMidDragAndMidFling() {
        let (picker, source, finger, _) = makePicker(rows: [100])
        picker.selectRow(80, inComponent: 0, animated: false)
        source.rows = [10]
        picker.reloadAllComponents()
        #expect(picker.selectedRow(inComponent: 0) == 9)
        // Mid-drag.
        source.rows = [100]
        picker.reloadComponent(0)
        finger.down(at: CGPoint(x: 160, y: 150))
        finger.move(by: 0, -100, after: 0.016)
        source.rows = [3]
        picker.reloadComponent(0)
        #expect(picker.selectedRow(inComponent: 0) <= 2)
        finger.move(by: 0, -200, after: 0.016)
        finger.up(after: 0.016)
        finger.wait(2)
        #expect(
            picker.selectedRow(inComponent: 0) == 2 && picker.position(inComponent: 0) == 2,
            "\(picker.selectedRow(inComponent: 0)) at \(picker.position(inComponent: 0))")
        // Mid-fling.
        source.rows = [500]
        picker.reloadComponent(0)
        finger.drag(from: CGPoint(x: 160, y: 200), to: CGPoint(x: 160, y: 20), steps: 6, duration: 0.1)
        #expect(picker.isSpinning(inComponent: 0))
        source.rows = [4]
        picker.reloadAllComponents()
        finger.wait(2)
        #expect(picker.selectedRow(inComponent: 0) == 3 && !picker.isSpinning(inComponent: 0))
        source.rows = []
        picker.reloadAllComponents()
        #expect(picker.numberOfComponents == 0)
    }

    @Test func loopingWheelsWrapAndRepeatedFlingsKeepCorrectRows() {
        let (picker, source, finger, _) = makePicker(rows: [7]) { $0.wrappingComponents = [0] }
        for _ in 0..<5 {
            finger.drag(from: CGPoint(x: 160, y: 20), to: CGPoint(x: 160, y: 200), steps: 6, duration: 0.1)  // down: backwards
            finger.wait(0.3)
        }
        finger.wait(3)
        let p = picker.position(inComponent: 0)
        let row = picker.selectedRow(inComponent: 0)
        #expect(p < 0 && row >= 0 && row < 7)
        #expect(row == ((Int(p) % 7) + 7) % 7)  // the row shown is the position taken around
        let last = source.selections.last?.row
        #expect(last == row)
        picker.selectRow(0, inComponent: 0, animated: false)
        let list = DisplayList.record { picker.render(in: $0) }
        #expect(list.drawnText.contains("Row 6") && list.drawnText.contains("Row 1"))  // wraps both ways
    }

    @Test func aLoopingWheelKeepsItsRowWhenItsRowCountChanges() {
        let (picker, source, finger, _) = makePicker(rows: [30]) { $0.wrappingComponents = [0] }
        picker.selectRow(0, inComponent: 0, animated: false)
        picker.performAccessibilityAction(.decrement, on: "component-0")  // 0 → 29, the way round
        #expect(picker.selectedRow(inComponent: 0) == 29)
        source.rows = [31]  // a month of 31 days after one of 30
        picker.reloadComponent(0)
        #expect(picker.selectedRow(inComponent: 0) == 29)
        source.rows = [28]  // shrinking past the row clamps it
        picker.reloadComponent(0)
        #expect(picker.selectedRow(inComponent: 0) == 27)
        // Mid-fling: the wheel lands on a row that exists, not on the old numbering's target.
        source.rows = [500]
        picker.reloadComponent(0)
        finger.drag(from: CGPoint(x: 160, y: 200), to: CGPoint(x: 160, y: 20), steps: 6, duration: 0.1)
        #expect(picker.isSpinning(inComponent: 0))
        source.rows = [7]
        picker.reloadComponent(0)
        finger.wait(3)
        let p = picker.position(inComponent: 0)
        #expect(!picker.isSpinning(inComponent: 0) && p == p.rounded() && (0..<7).contains(picker.selectedRow(inComponent: 0)))
    }

    /// As UIPickerView: setting the data source asks it nothing yet; data the app loads
    /// right after (before the picker is laid out or read) is what the wheels show.
    @Test func theDataSourceIsAskedWhenThePickerIsFirstReadNotWhenItIsSet() {
        let picker = PickerView(bounds: CGRect(x: 0, y: 0, width: 320, height: 216))
        let source = CountingSource(rows: [])
        picker.dataSource = source
        picker.delegate = source
        source.rows = [40, 12]  // the app's data arrives after the data source was set
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 0) == 40)
        #expect(picker.accessibilityElements.count == 2)
        source.rows = [3]  // after the first read: shown only after a reload, as UIKit
        #expect(picker.numberOfComponents == 2)
        picker.reloadAllComponents()
        #expect(picker.numberOfComponents == 1 && picker.numberOfRows(inComponent: 0) == 3)
        picker.dataSource = nil
        #expect(picker.numberOfComponents == 0)
    }

    @Test func eachNewRowAtTheCentreTicksButNotTheInitialSelection() {
        let (picker, _, finger, _) = makePicker(rows: [30])
        let haptics = RecordingHaptics()
        picker.haptics = haptics
        picker.selectRow(5, inComponent: 0, animated: false)
        #expect(haptics.played.isEmpty)
        finger.down(at: CGPoint(x: 160, y: 150))
        for _ in 0..<6 { finger.move(by: 0, -16, after: 0.016) }  // 96 pt: rows 6, 7, 8 pass the centre
        #expect(haptics.played.count == 3)
    }

    /// A fast drag passes rows quicker than the frames: the detents are at least 30 ms
    /// apart (the rows still count), and a slow drag ticks for every row.
    @Test func detentsComeAtMostEvery30Milliseconds() {
        final class TimedHaptics: HapticsEngine {
            let clock: FrameClock
            var times: [TimeInterval] = []
            init(_ clock: FrameClock) { self.clock = clock }
            func play(_ feedback: HapticFeedback) { times.append(clock.currentTime) }
            func prepare() {}
        }
        let (picker, _, finger, _) = makePicker(rows: [1_000])
        let haptics = TimedHaptics(finger.clock)
        picker.haptics = haptics
        finger.down(at: CGPoint(x: 160, y: 200))
        for _ in 0..<12 { finger.move(by: 0, -12, after: 0.008) }  // 1,500 pt a second: a row every 24 ms
        finger.move(by: 0, 0, after: 0.2)  // held still: no fling
        finger.up()
        let rows = picker.selectedRow(inComponent: 0)
        #expect(rows >= 4)
        #expect(zip(haptics.times, haptics.times.dropFirst()).allSatisfy { $1 - $0 >= 0.03 - 1e-9 })
        #expect(haptics.times.count < rows)
        let slow = TimedHaptics(finger.clock)
        picker.haptics = slow
        let before = picker.selectedRow(inComponent: 0)
        finger.down(at: CGPoint(x: 160, y: 200))
        for _ in 0..<12 { finger.move(by: 0, -12, after: 0.05) }
        finger.move(by: 0, 0, after: 0.2)
        finger.up()
        #expect(slow.times.count == picker.selectedRow(inComponent: 0) - before)
    }

    @Test func keysAndAccessibilityMoveTheFocusedComponent() {
        let (picker, source, _, log) = makePicker(rows: [10, 10])
        defer { withExtendedLifetime(source) {} }  // data source and delegate are weak
        picker.isFocused = true
        picker.keyDown(.downArrow)
        #expect(picker.selectedRow(inComponent: 0) == 1)
        picker.keyDown(.rightArrow)
        picker.keyDown(.downArrow)
        picker.keyDown(.downArrow)
        #expect(picker.selectedRow(inComponent: 1) == 2 && picker.keyboardComponent == 1)
        picker.keyDown(.upArrow)
        #expect(picker.selectedRow(inComponent: 1) == 1)
        picker.layoutDirection = .rightToLeft
        picker.keyDown(.rightArrow)  // mirrored: back to component 0
        #expect(picker.keyboardComponent == 0)
        let elements = picker.accessibilityElements
        #expect(
            elements.count == 2 && elements[1].value == "Row 1" && elements[0].traits.contains(.adjustable),
            "\(elements.map { $0.value ?? "nil" })")
        #expect(picker.performAccessibilityAction(.increment, on: "component-1") && picker.selectedRow(inComponent: 1) == 2)
        #expect(log.count(of: .valueChanged) == 5)
        #expect(elements[0].frame.minX > elements[1].frame.minX || picker.layoutDirection == .leftToRight)
    }

    @Test func rightToLeftMirrorsTheComponentOrder() {
        let (picker, _, _, _) = makePicker(rows: [5, 5, 5])
        let ltr = picker.rect(forComponent: 0)
        picker.layoutDirection = .rightToLeft
        #expect(ltr.minX == 0 && picker.rect(forComponent: 0).maxX == 320)
    }

    @Test func rowsOnTheCylinderAreCompressedAndDimmedAndNoneBeyondNinetyDegrees() {
        var wheel = WheelModel(numberOfRows: 100)
        wheel.position = 50
        let rows = wheel.visibleRows(radius: 108, rowHeight: 32)
        #expect(rows.allSatisfy { abs($0.angle) < .pi / 2 })
        #expect(rows.count == 11)
        #expect(rows.first { $0.row == 50 }?.angle == 0)
        let big = WheelModel(numberOfRows: 1_000_000_000)
        #expect(big.visibleRows(radius: 108, rowHeight: 32).count == 6)  // at row 0: only the rows below
    }

    @Test func twoPointStepsFollowTheFingerOnceItLeavesTheTapSlop() {
        let (picker, _, finger, _) = makePicker(rows: [100])
        finger.down(at: CGPoint(x: 160, y: 150))
        finger.move(by: 0, -2, after: 0.016)
        finger.move(by: 0, -2, after: 0.016)
        #expect(picker.position(inComponent: 0) == 0)  // 4 pt: still a tap
        for i in 3...20 {
            finger.move(by: 0, -2, after: 0.016)
            #expect(abs(picker.position(inComponent: 0) - Double(2 * i) / 32) < 1e-9, "step \(i)")  // none of the slop lost
        }
        finger.up(after: 0.3)
        finger.wait(2)
        #expect(picker.selectedRow(inComponent: 0) == 1 && picker.position(inComponent: 0) == 1)  // 40 pt = 1.25 rows
    }

    @Test func aHandlerThatDisablesThePickerMidDragLandsTheWheelOnARow() {
        let (picker, source, finger, log) = makePicker(rows: [100])
        var moves = 0
        picker.addAction(for: .touchDragInside) { control in
            moves += 1
            if moves == 3 { control.isEnabled = false }
        }
        finger.down(at: CGPoint(x: 160, y: 150))
        for _ in 0..<6 { finger.move(by: 0, -20, after: 0.016) }
        finger.up(after: 0.016)
        #expect(!picker.isTracking && moves == 3)
        finger.wait(3)
        let p = picker.position(inComponent: 0)
        #expect(!picker.isSpinning(inComponent: 0) && p == p.rounded() && p == 2)  // 60 pt = 1.9 rows, no fling
        #expect(log.count(of: .touchUpInside) == 0 && source.selections.map(\.row) == [2])
    }

    @Test func aValueChangedHandlerThatSelectsAnotherRowWins() {
        let (picker, source, finger, log) = makePicker(rows: [100])
        picker.addAction(for: .valueChanged) { $0.selectRow(0, inComponent: 0, animated: true) }
        finger.drag(from: CGPoint(x: 160, y: 150), to: CGPoint(x: 160, y: 86), steps: 8, duration: 0.5)
        finger.wait(3)
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.position(inComponent: 0) == 0)
        #expect(log.count(of: .valueChanged) == 1 && source.selections.count == 1)  // the code's change tells nothing
    }

    @Test func aTouchMidProgrammaticSpinCatchesTheWheel() {
        let (picker, _, finger, log) = makePicker(rows: [100])
        picker.selectRow(50, inComponent: 0, animated: true)
        finger.wait(0.1)
        let caught = picker.position(inComponent: 0)
        #expect(caught > 0 && caught < 50)
        finger.down(at: CGPoint(x: 160, y: 108))  // on the centre row: a tap that stops it
        #expect(!picker.isSpinning(inComponent: 0) && picker.position(inComponent: 0) == caught)
        finger.up(after: 0.05)
        finger.wait(2)
        #expect(picker.position(inComponent: 0) == caught.rounded())
        #expect(log.count(of: .valueChanged) == (caught.rounded() == 0 ? 0 : 1))
    }

    @Test func badInputIsHarmless() {
        let (picker, source, finger, _) = makePicker(rows: [-5, 3])
        #expect(picker.numberOfRows(inComponent: 0) == 0)
        final class Weird: PickerViewDataSource, PickerViewDelegate {
            func numberOfComponents(in pickerView: PickerView) -> Int { -3 }
            func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { 4 }
        }
        let weird = Weird()
        let other = PickerView(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        other.dataSource = weird
        #expect(other.numberOfComponents == 0)
        final class NaNHeights: PickerViewDataSource, PickerViewDelegate {
            func numberOfComponents(in pickerView: PickerView) -> Int { 1 }
            func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { 4 }
            func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat { .nan }
            func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat { .infinity }
        }
        let nan = NaNHeights()
        other.dataSource = nan
        other.delegate = nan
        #expect(other.rowHeight(forComponent: 0) == 32 && other.rect(forComponent: 0).width == 200)
        #expect(!DisplayList.record { other.render(in: $0) }.drawnText.isEmpty, "rows drawn at the 32 pt default")
        // A touch at NaN is refused: no touch, no tracking, the wheel where it was.
        let before = picker.selectedRow(inComponent: 1)
        #expect(!finger.down(at: CGPoint(x: CGFloat.nan, y: 0)))
        #expect(!picker.isTracking && picker.selectedRow(inComponent: 1) == before)
        picker.bounds = .zero
        #expect(finger.down(at: .zero) == false || !picker.isTracking)
        #expect(!picker.isTracking && picker.selectedRow(inComponent: 1) == before)
        #expect(DisplayList.record { picker.render(in: $0) }.commands.isEmpty, "nothing to draw in no area")
        withExtendedLifetime(source) {}
    }
}

/// The band pass draws only the rows that reach into the band, and the pass outside it
/// leaves out a title wholly inside: a frame draws each visible row once, plus the rows
/// across the band's edges (text is most of a wheel's cost).
@MainActor
@Suite struct PickerDrawingCostTests {
    @Test func theBandRedrawsOnlyTheRowsItShows() {
        let picker = PickerView(titles: [(0..<40).map { "Row \($0)" }])
        picker.bounds = CGRect(x: 0, y: 0, width: 320, height: 216)
        picker.selectRow(20, inComponent: 0, animated: false)
        let canvas = RecordingCanvas()
        picker.render(in: canvas)
        let texts = canvas.displayList.drawnText
        let rows = Set(texts)  // every visible row once, each title distinct
        #expect(rows.count >= 9)
        // At rest the selected row lies wholly in the band: drawn once (magnified), not
        // also dimmed underneath, where the clip would hide it.
        #expect(texts.filter { $0 == "Row 20" }.count == 1)
        #expect(texts.count <= rows.count + 2, "\(texts.count) text runs for \(rows.count) visible rows")
        // Mid-drag the rows straddle the band's edges: those are drawn in both passes.
        let finger = Finger(on: picker)
        finger.down(at: CGPoint(x: 160, y: 108))
        finger.move(by: 0, -13)
        let moving = RecordingCanvas()
        picker.render(in: moving)
        let straddling = moving.displayList.drawnText
        #expect(straddling.count > Set(straddling).count, "rows across the band's edges are drawn dim and magnified")
        finger.up()
    }

    /// A drag never repeats a position, yet its text is drawn at a bounded set of scales
    /// (the squash rounded to 1/128), so a backend's glyph caches keep up; the rows' places
    /// stay exact.
    @Test func aWheelInMotionDrawsItsTextAtABoundedSetOfScales() {
        let picker = PickerView(titles: [(0..<40).map { "Row \($0)" }])
        picker.bounds = CGRect(x: 0, y: 0, width: 320, height: 216)
        picker.selectRow(20, inComponent: 0, animated: false)
        let finger = Finger(on: picker)
        finger.down(at: CGPoint(x: 160, y: 108))
        var texts = TextScales()
        for step in 0..<400 {
            // Irregular small steps, down then back up: 0.1 … 0.9 pt.
            let dy = 0.1 + (CGFloat(step) * 0.618_034).truncatingRemainder(dividingBy: 0.8)
            finger.move(by: 0, step < 200 ? dy : -dy, after: 0.008)
            texts.record(picker)
        }
        finger.up()
        #expect(texts.scales.count <= 2 * 128, "\(texts.scales.count) scales")
        #expect(texts.places.count > 1_000, "rows move continuously: \(texts.places.count) places")
    }

    /// The same in a fling caught mid-spin by a second finger, in 2 pt steps, with row
    /// heights from 1e-300 to 1e308 (finite and positive: taken as given), and once
    /// disabled by a handler.
    @Test func flingsCaughtMidSpinAndExtremeRowHeightsStillDrawOnlySteps() {
        for height in [1e-300, 0.5, 44, 1e308] as [CGFloat] {
            let source = RowHeights(height: height)
            let picker = PickerView(bounds: CGRect(x: 0, y: 0, width: 320, height: 216))
            picker.dataSource = source
            picker.delegate = source
            picker.selectRow(50, inComponent: 0, animated: false)
            let finger = Finger(on: picker)
            var texts = TextScales()
            finger.down(at: CGPoint(x: 160, y: 150))
            for _ in 0..<6 { finger.move(by: 0, -20, after: 0.016) }
            finger.up(after: 0.016)
            for _ in 0..<10 {
                finger.wait(1.0 / 60)
                texts.record(picker)
            }
            // 44 pt rows are still spinning; tiny rows have hit the end of the list, and a
            // 120 pt fling barely moves rows of 1e308 pt.
            #expect(picker.isSpinning(inComponent: 0) == (height == 44), "height \(height)")
            // A touch mid-spin catches the wheel; 2 pt steps, then a handler disables it.
            finger.down(at: CGPoint(x: 160, y: 100))
            for _ in 0..<8 {
                finger.move(by: 0, -2, after: 0.016)
                texts.record(picker)
            }
            picker.isEnabled = false
            texts.record(picker)
            finger.up()
            // Rows of 1e-300 pt show no text at all; the others drew some, every scale a step.
            #expect(texts.scales.isEmpty == (height < 1e-100), "height \(height)")
            #expect(texts.scales.count <= 2 * 128, "height \(height): \(texts.scales.count) scales")
            withExtendedLifetime(source) {}
        }
    }
}

/// A component of 100 rows whose height the test chooses.
@MainActor
private final class RowHeights: PickerViewDataSource, PickerViewDelegate {
    let height: CGFloat
    init(height: CGFloat) { self.height = height }
    func numberOfComponents(in pickerView: PickerView) -> Int { 1 }
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { 100 }
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { "Row \(row)" }
    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat { height }
}

/// The vertical scale and place of every text a picker draws, frame after frame; each
/// scale is checked to be a step of 1/128 (outside the band) or one magnified 1.08 (in it).
@MainActor
private struct TextScales {
    var scales = Set<CGFloat>(), places = Set<CGFloat>()

    mutating func record(_ picker: PickerView, sourceLocation: SourceLocation = #_sourceLocation) {
        var stack: [Transform] = [], current = Transform.identity
        for command in DisplayList.record({ picker.render(in: $0) }).commands {
            switch command {
            case .saveState: stack.append(current)
            case .restoreState: current = stack.popLast() ?? .identity
            case .concatenate(let t): current = t.concatenating(current)
            case .drawText:
                func isStep(_ d: CGFloat) -> Bool {
                    let steps: CGFloat = d * 128
                    return d > 0 && d <= 1 && abs(steps - steps.rounded()) < 1e-6
                }
                #expect(
                    isStep(current.d) || isStep(current.d / 1.08), "squash \(current.d) is not a step of 1/128",
                    sourceLocation: sourceLocation)
                scales.insert(current.d)
                places.insert(current.ty)
            default: break
            }
        }
    }
}

/// A delegate that names its components, as `UIPickerViewAccessibilityDelegate` does.
@MainActor
final class NamingSource: PickerViewDataSource, PickerViewDelegate {
    func numberOfComponents(in pickerView: PickerView) -> Int { 2 }
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { "\(row)" }
    func pickerView(_ pickerView: PickerView, accessibilityLabelForComponent component: Int) -> String? {
        component == 0 ? "Size" : ""  // an empty name is no name
    }
    func pickerView(_ pickerView: PickerView, accessibilityHintForComponent component: Int) -> String? {
        component == 0 ? "Choose a size" : nil
    }
}

@MainActor
@Suite struct PickerComponentNamingTests {
    @Test func theDelegateNamesAndHintsEachComponent() {
        let picker = PickerView(bounds: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.locale = Locale(identifier: "en_US")
        let source = NamingSource()
        picker.dataSource = source
        picker.delegate = source
        let elements = picker.accessibilityElements
        #expect(elements.map(\.label) == ["Size", "Component 2 of 2"])
        #expect(elements.map(\.hint) == ["Choose a size", nil])
        withExtendedLifetime(source) {}
    }

    /// Built-in texts formatted with numbers are kept once formatted (hosts ask for the
    /// elements many times a second while a wheel spins): a kept text still follows the
    /// locale and the numbers.
    @Test func formattedLabelsFollowTheLocaleAndTheNumbersWhenAskedAgain() {
        let picker = PickerView(titles: [["a"], ["b"], ["c"]])
        picker.bounds = CGRect(x: 0, y: 0, width: 320, height: 216)
        let slider = ValueSlider()
        for locale in ["en_US", "ru_RU", "en_US"] {
            picker.locale = Locale(identifier: locale)
            slider.locale = Locale(identifier: locale)
            for _ in 0..<3 {
                let english = locale == "en_US"
                #expect(picker.accessibilityElements.map(\.label) == (1...3).map { english ? "Component \($0) of 3" : "Колесо \($0) из 3" })
                for percent in [0, 40, 100] {
                    slider.value = Double(percent) / 100
                    #expect(slider.accessibilityElements[0].value == (english ? "\(percent)%" : "\(percent) %"))
                }
            }
        }
    }
}

/// A wheel narrower than a title (a layout compressed the picker): the title ends in "…"
/// where the column's edges would cut it, at the scale it is drawn (the band magnifies);
/// titles that fit are drawn whole.
@MainActor
@Suite struct PickerTitleTruncationTests {
    @Test func aTitleWiderThanItsColumnEndsInAnEllipsis() {
        let picker = PickerView(titles: [["Tiny", "Extraordinarily long title", "Mid"]])
        picker.bounds = CGRect(x: 0, y: 0, width: 120, height: 216)
        picker.selectRow(1, inComponent: 0, animated: false)
        let measurer = EstimatingTextMeasurer()
        let texts = DisplayList.record(measuringWith: measurer) { picker.render(in: $0) }.shownText(measuringWith: measurer)
        #expect(texts.contains("Tiny") && texts.contains("Mid"))
        let long = texts.filter { $0.hasPrefix("Extra") }
        #expect(!long.isEmpty && long.allSatisfy { $0.hasSuffix("…") })
        let fits: CGFloat = (120 - 8) / 0.88  // the column less its margins, at the least scale a row is drawn
        for text in texts { #expect(measurer.size(of: text, font: picker.font).width <= fits, "\(text)") }
        picker.bounds.size.width = 500  // room again: whole
        #expect(DisplayList.record(measuringWith: measurer) { picker.render(in: $0) }.shownText().contains("Extraordinarily long title"))
    }
}
