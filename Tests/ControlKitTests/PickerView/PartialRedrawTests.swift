import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// What a moving wheel or dial marks stale, and how it is drawn while it moves: a host that
/// keeps its pixels draws only the marked part again.
@MainActor
@Suite struct PartialRedrawTests {
    /// Three wheels whose titles say which wheel they are on ("a3", "b3", "c3").
    func makeThreeWheels() -> (PickerView, Finger) {
        let titles = ["a", "b", "c"].map { prefix in (0..<30).map { "\(prefix)\($0)" } }
        let picker = PickerView(titles: titles, bounds: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.clock = FrameClock()
        let finger = Finger(on: picker, clock: picker.clock)
        for c in 0..<3 { picker.selectRow(15, inComponent: c, animated: false) }
        _ = DisplayList.record { picker.render(in: $0) }
        return (picker, finger)
    }

    /// The titles drawn when only `picker.invalidRect` is drawn again.
    func titlesDrawnInInvalidPart(_ picker: PickerView) -> Set<String> {
        Set(DisplayList.record { picker.render(in: $0, rect: picker.invalidRect) }.drawnText)
    }

    @Test func aDraggedWheelMarksOnlyItsColumnIn2PointStepsAndWhileItSpins() {
        let (picker, finger) = makeThreeWheels()
        let column = picker.rect(forComponent: 1)
        #expect(finger.down(at: CGPoint(x: column.midX, y: 108)))
        _ = DisplayList.record { picker.render(in: $0) }  // a touch may move the keyboard's wheel: all
        var moves = 0
        for step in 1...12 {
            finger.move(by: 0, -2, after: 0.016)
            guard picker.needsDisplay else { continue }  // within the drag's slop
            moves += 1
            #expect(picker.invalidRect == column, "step \(step)")
            let titles = titlesDrawnInInvalidPart(picker)
            #expect(!titles.isEmpty && titles.allSatisfy { $0.hasPrefix("b") }, "step \(step): \(titles)")
        }
        #expect(moves >= 10)
        finger.up(after: 0.016)
        var frames = 0
        while picker.isSpinning(inComponent: 1) && frames < 600 {
            finger.wait(1.0 / 60)
            frames += 1
            if picker.needsDisplay {
                #expect(picker.invalidRect == column)
                _ = titlesDrawnInInvalidPart(picker)
            }
        }
        #expect(frames > 0 && !picker.isSpinning(inComponent: 1))
        // A whole redraw still draws every wheel.
        let all = Set(DisplayList.record { picker.render(in: $0) }.drawnText)
        #expect(["a", "b", "c"].allSatisfy { p in all.contains { $0.hasPrefix(p) } })
    }

    @Test func changesBesideTheWheelsMarkEverythingEvenMidDrag() {
        let (picker, finger) = makeThreeWheels()
        let column = picker.rect(forComponent: 0)
        finger.down(at: CGPoint(x: column.midX, y: 108))
        for _ in 0..<4 { finger.move(by: 0, 2, after: 0.016) }
        _ = DisplayList.record { picker.render(in: $0) }
        finger.move(by: 0, 2, after: 0.016)
        #expect(picker.invalidRect == column)
        // A handler that disables the picker mid-drag: everything dims.
        picker.addAction(for: .touchDragInside) { control in control.isEnabled = false }
        finger.move(by: 0, 40, after: 0.016)
        #expect(!picker.isEnabled && picker.invalidRect == picker.bounds)
        _ = DisplayList.record { picker.render(in: $0) }
        // A reload while the finger is down, a new font, a new size: everything.
        picker.reloadAllComponents()
        #expect(picker.invalidRect == picker.bounds)
        _ = DisplayList.record { picker.render(in: $0) }
        picker.font = DrawingFont.system(size: 17)
        #expect(picker.invalidRect == picker.bounds)
        _ = DisplayList.record { picker.render(in: $0) }
        picker.bounds = CGRect(x: 0, y: 0, width: 300, height: 216)
        #expect(picker.invalidRect == picker.bounds)
    }

    @Test func aSpinCaughtByASecondFingerOrCancelledByAHandlerStillMarksOnlyItsColumn() {
        let (picker, finger) = makeThreeWheels()
        let column = picker.rect(forComponent: 2)
        #expect(finger.down(at: CGPoint(x: column.midX, y: 180)))
        for _ in 0..<6 { finger.move(by: 0, -20, after: 0.016) }
        finger.up(after: 0.016)
        finger.wait(0.05)
        #expect(picker.isSpinning(inComponent: 2))
        _ = DisplayList.record { picker.render(in: $0) }
        // Caught mid-spin, then dragged on in 2 pt steps.
        let second = Finger(on: picker, clock: picker.clock)
        #expect(second.down(at: CGPoint(x: column.midX, y: 100)))
        #expect(!picker.isSpinning(inComponent: 2))
        _ = DisplayList.record { picker.render(in: $0) }
        for step in 1...8 {
            second.move(by: 0, 2, after: 0.016)
            #expect(!picker.needsDisplay || picker.invalidRect == column, "step \(step)")
            _ = titlesDrawnInInvalidPart(picker)
        }
        // A handler that cancels the touch on the next move: the wheel settles, marking
        // only its column on every frame of the way.
        picker.addAction(for: .touchDragInside) { control in control.touchCancel() }
        second.move(by: 0, 2, after: 0.016)
        #expect(!picker.isTracking)
        for _ in 0..<120 {
            if picker.needsDisplay {
                #expect(picker.invalidRect == column)
                _ = titlesDrawnInInvalidPart(picker)
            }
            second.wait(1.0 / 60)
        }
        #expect(!picker.isSpinning(inComponent: 2))
        #expect(picker.position(inComponent: 2) == picker.position(inComponent: 2).rounded())
    }

    @Test func aWheelNeverDrawnYetMarksEverything() {
        let picker = PickerView(titles: [["x", "y", "z"], ["1", "2"]], bounds: CGRect(x: 0, y: 0, width: 320, height: 216))
        _ = DisplayList.record { picker.render(in: $0) }
        picker.bounds = CGRect(x: 0, y: 0, width: 200, height: 216)  // the columns it drew are stale
        picker.selectRow(2, inComponent: 0, animated: false)
        #expect(picker.invalidRect == picker.bounds)
        // Nothing drawn yet at all (no rectangles known): a move marks everything.
        let fresh = PickerView(titles: [["x", "y", "z"]], bounds: CGRect(x: 0, y: 0, width: 320, height: 216))
        fresh.selectRow(1, inComponent: 0, animated: false)
        #expect(fresh.invalidRect == fresh.bounds)
    }

    @Test func aDatePickerWheelMarksItsColumnAndANewDateMarksEveryWheel() {
        let (picker, log) = makeDatePicker(.date)
        _ = DisplayList.record { picker.render(in: $0) }
        let finger = Finger(on: picker, clock: picker.clock)
        let wheels = DisplayList.record { picker.render(in: $0) }
        #expect(!wheels.drawnText.isEmpty)
        // The middle wheel, dragged in 2 pt steps: only its column.
        #expect(finger.down(at: CGPoint(x: 160, y: 108)))
        for _ in 0..<4 { finger.move(by: 0, -2, after: 0.016) }
        _ = DisplayList.record { picker.render(in: $0) }
        finger.move(by: 0, -2, after: 0.016)
        let marked = picker.invalidRect
        #expect(!marked.isNull && marked.width < picker.bounds.width / 2 && marked.contains(CGPoint(x: 160, y: 108)))
        finger.move(by: 0, -2, after: 0.016)
        // The same column (to the rounding of a union of equal rectangles).
        #expect(abs(picker.invalidRect.minX - marked.minX) < 1e-9 && abs(picker.invalidRect.maxX - marked.maxX) < 1e-9)
        // Lifted a row and more away: it settles on a new day, and the new date dims or
        // brightens other wheels' rows (days past the month's end), so all are marked.
        finger.move(by: 0, -40, after: 0.016)
        finger.up(after: 0.1)
        finger.wait(2)
        #expect(log.count(of: .valueChanged) == 1 && picker.invalidRect == picker.bounds)
        _ = DisplayList.record { picker.render(in: $0) }
        // A new date (set, or chosen by a user): every wheel's titles may change.
        picker.date = pickerNow.addingTimeInterval(86_400 * 40)
        #expect(picker.invalidRect == picker.bounds)
        _ = DisplayList.record { picker.render(in: $0) }
        userStep(picker, 0)
        #expect(log.count(of: .valueChanged) == 2 && picker.invalidRect == picker.bounds)
    }

    /// The rotation angle of each label drawn (radial labels are drawn rotated).
    func labelRotations(_ dial: Dial) -> [Double] {
        DisplayList.record { dial.render(in: $0) }.commands.compactMap { command -> Double? in
            guard case .concatenate(let t) = command, t.b != 0 || (t.a < 0) else { return nil }
            return atan2(Double(t.b), Double(t.a))
        }
    }

    @Test func radialLabelsTurnExactlyWithTheDialInEveryFrame() {
        let (dial, _, _) = makeDial { $0.labelOrientation = .radial }
        dial.clock = FrameClock()
        let finger = Finger(on: dial, clock: dial.clock)
        func turned(_ a: Double, _ b: Double) -> Double { remainder(a - b, 2 * .pi) }
        #expect(finger.down(at: onCircle(0)))
        // Off 12 o'clock first: every label is then turned (the record lists turned ones).
        finger.move(to: onCircle(0.5), after: 0.016)
        var before = (labels: labelRotations(dial), rotation: dial.rotationAngle)
        var checked = 0
        for i in 1...20 {
            finger.move(to: onCircle(Double(i) * 0.7), after: 0.016)  // 0.7° at a time
            let now = (labels: labelRotations(dial), rotation: dial.rotationAngle)
            #expect(now.labels.count == before.labels.count && now.labels.count >= 11)
            // Each label turned by exactly what the dial turned: no rounding of angles.
            for (a, b) in zip(now.labels, before.labels) {
                #expect(abs(turned(a, b) - turned(now.rotation, before.rotation)) < 1e-9, "move \(i)")
                checked += 1
            }
            before = now
        }
        #expect(checked >= 220)
        #expect(abs(turned(before.rotation, 0)) > 0.1, "the dial turned")
    }

    @Test func aLiftWhereTheDialAlreadyRestsAsksForNoRedraw() {
        for orientation in [Dial.LabelOrientation.radial, .upright] {
            let (dial, _, _) = makeDial { $0.labelOrientation = orientation }
            dial.clock = FrameClock()
            let finger = Finger(on: dial, clock: dial.clock)
            dial.select(3, animated: false)
            #expect(finger.down(at: onCircle(90)))
            _ = DisplayList.record { dial.render(in: $0) }
            #expect(!dial.needsDisplay)
            finger.up(after: 0.5)  // no movement, no velocity: nothing moves
            #expect(!dial.needsDisplay && !dial.isSpinning, "\(orientation)")
        }
    }
}
