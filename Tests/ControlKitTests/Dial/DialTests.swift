import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// A 200 × 200 dial of 12 items (30° each), centre (100, 100), radius 100.
@MainActor
func makeDial(_ configure: (Dial) -> Void = { _ in }) -> (Dial, Finger, EventLog) {
    let dial = Dial(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
    configure(dial)
    let finger = Finger(on: dial)
    return (dial, finger, EventLog(dial))
}

/// The point at `degrees` clockwise from 12 o'clock, `radius` from (100, 100).
func onCircle(_ degrees: Double, radius: Double = 60) -> CGPoint {
    let a = degrees * .pi / 180
    return CGPoint(x: 100 + radius * sin(a), y: 100 - radius * cos(a))
}

@MainActor
final class DialSpy: DialDelegate {
    var selections: [Int] = []
    var rotations = 0
    func dial(_ dial: Dial, didSelectItemAt index: Int) { selections.append(index) }
    func dial(_ dial: Dial, didRotateTo position: Double) { rotations += 1 }
}

@MainActor
@Suite struct DialTests {
    /// Drags along the circle from `start` by `sweep` degrees in 5° steps, 16 ms apart.
    func sweep(_ finger: Finger, from start: Double, by sweep: Double, lift: Bool = false, pauseBeforeLift: Double = 0) {
        finger.down(at: onCircle(start))
        let steps = max(Int(abs(sweep) / 5), 1)
        for i in 1...steps { finger.move(to: onCircle(start + sweep * Double(i) / Double(steps)), after: 0.016) }
        if lift { finger.up(after: pauseBeforeLift) }
    }

    @Test(arguments: [0.0, 90, 180, 270])
    func theDialTurnsTheWayTheFingerGoesAroundEveryQuadrant(_ start: Double) {
        let (clockwise, finger, _) = makeDial()
        sweep(finger, from: start, by: 60)
        #expect(abs(clockwise.rotationAngle - .pi / 3) < 1e-9, "clockwise from \(start)°")
        #expect(abs(clockwise.position + 2) < 1e-9)
        let (counter, finger2, _) = makeDial()
        sweep(finger2, from: start, by: -60)
        #expect(abs(counter.rotationAngle + .pi / 3) < 1e-9, "counter-clockwise from \(start)°")
    }

    @Test func straightDragsAboveBelowLeftAndRightTurnTheRightWay() {
        // (start, end, clockwise?) — the article's dial turned the wrong way below the centre.
        let cases: [(CGPoint, CGPoint, Bool)] = [
            (CGPoint(x: 70, y: 40), CGPoint(x: 130, y: 40), true),  // above, to the right
            (CGPoint(x: 70, y: 160), CGPoint(x: 130, y: 160), false),  // below, to the right
            (CGPoint(x: 40, y: 130), CGPoint(x: 40, y: 70), true),  // left, upwards
            (CGPoint(x: 160, y: 70), CGPoint(x: 160, y: 130), true),  // right, downwards
        ]
        for (from, to, clockwise) in cases {
            let (dial, finger, _) = makeDial()
            finger.drag(from: from, to: to, steps: 12, duration: 0.2, lift: false)
            #expect((dial.rotationAngle > 0.1) == clockwise && abs(dial.rotationAngle) > 0.1, "\(from) → \(to)")
        }
    }

    @Test func severalTurnsAddUp() {
        let (dial, finger, log) = makeDial()
        sweep(finger, from: 0, by: 3 * 360, lift: true, pauseBeforeLift: 0.2)
        #expect(abs(dial.position + 36) < 1e-6 && dial.selectedIndex == 0)
        finger.wait(1)
        #expect(dial.position == -36 && !dial.isSpinning)
        #expect(log.count(of: .valueChanged) == 0)  // back on the item it started at
    }

    @Test func aFlingComesToRestOnTheSameItemEveryRun() {
        func fling() -> (Int, Double, Int) {
            let (dial, finger, log) = makeDial()
            sweep(finger, from: 0, by: 40, lift: true)  // fast: 40° in 8 × 16 ms
            #expect(dial.isSpinning)
            for _ in 0..<600 { finger.wait(1.0 / 60) }
            #expect(!dial.isSpinning && dial.position == dial.position.rounded())
            return (dial.selectedIndex, dial.position, log.count(of: .valueChanged))
        }
        let first = fling(), second = fling()
        #expect(first.0 == second.0 && first.1 == second.1)
        #expect(first.1 < -1.5)  // it spun on past where the finger let go (−1.33)
        #expect(first.2 == 1)  // one valueChanged, at rest
    }

    @Test func aReleaseWithoutVelocityStillSnaps() {
        let (dial, finger, log) = makeDial()
        let spy = DialSpy()
        dial.delegate = spy
        sweep(finger, from: 0, by: 70, lift: true, pauseBeforeLift: 0.2)  // 2.33 items, then still
        #expect(abs(dial.position + 70.0 / 30) < 1e-9)
        finger.wait(1)
        #expect(dial.position == -2 && dial.selectedIndex == 10)
        #expect(log.events.filter { $0 == .valueChanged }.count == 1 && spy.selections == [10] && spy.rotations > 10)
    }

    @Test func programmaticSelectSpinsThereAndSendsNothing() {
        let (dial, finger, log) = makeDial()
        let spy = DialSpy()
        dial.delegate = spy
        dial.select(5, animated: true)
        #expect(dial.isSpinning && dial.selectedIndex == 0)
        finger.wait(0.1)
        #expect(dial.position > 0.5 && dial.position < 5)
        finger.wait(1.5)
        #expect(dial.position == 5 && dial.selectedIndex == 5 && !dial.isSpinning)
        dial.select(11, animated: false)  // the short way round: back one item... from 5, 11 is 6 ahead
        #expect(dial.selectedIndex == 11)
        #expect(log.events.isEmpty && spy.selections.isEmpty)
        dial.select(99, animated: false)
        #expect(dial.selectedIndex == 11)  // clamped to the last item
    }

    @Test func aTouchCatchesASpinningDial() {
        let (dial, finger, _) = makeDial()
        sweep(finger, from: 0, by: 40, lift: true)
        finger.wait(0.05)
        let caught = dial.position
        finger.down(at: onCircle(90))
        #expect(!dial.isSpinning && dial.position == caught)
        finger.up(after: 0.2)
        finger.wait(1)
        #expect(dial.position == caught.rounded())
    }

    @Test func eachItemPassingTheMarkerTicks() {
        let (dial, finger, _) = makeDial()
        let haptics = RecordingHaptics()
        dial.haptics = haptics
        sweep(finger, from: 0, by: 95)  // 3.17 items: crosses 0.5, 1.5, 2.5 → 3 ticks
        #expect(haptics.played == Array(repeating: .selection, count: 3))
        dial.select(7, animated: false)
        #expect(haptics.played.count == 3)  // programmatic: no tick
    }

    @Test func continuousDialTellsWhileSpinning() {
        let (_, finger, log) = makeDial { $0.isContinuous = true }
        sweep(finger, from: 0, by: 95)
        #expect(log.count(of: .valueChanged) == 3)
    }

    @Test func limitsStopTheDialAtItsEnds() {
        let (dial, finger, _) = makeDial { $0.wraps = false }
        sweep(finger, from: 0, by: 120, lift: true)  // clockwise: below item 0
        finger.wait(1)
        #expect(dial.position == 0 && dial.selectedIndex == 0)
        sweep(finger, from: 0, by: -800, lift: true)
        finger.wait(2)
        #expect(dial.position == 11)
    }

    @Test func theFaceIsLaidOutAgainOnEveryBoundsChange() {
        let (dial, _, _) = makeDial()
        dial.select(3, animated: false)
        #expect(dial.faceRadius == 96 && dial.labelCenter(forItem: 3).x == 100)  // 4 pt left for the focus ring
        dial.bounds = CGRect(x: 0, y: 0, width: 400, height: 160)  // rotated to landscape
        #expect(dial.faceRadius == 76 && dial.faceCenter == CGPoint(x: 200, y: 80))
        let top = dial.labelCenter(forItem: 3)
        #expect(abs(top.x - 200) < 1e-9 && top.y < 80 && top.y > 0)
        #expect(dial.selectedIndex == 3)  // the rotation survives
        let list = DisplayList.record { dial.render(in: $0) }
        #expect(list.drawnText.contains("3") && list.drawnText.count == 12)
    }

    @Test func accessibilityAndKeysSelectTheNextItem() {
        let (dial, _, log) = Self.hours()
        #expect(dial.accessibilityElements.first?.value == "12" && dial.accessibilityElements.first?.label == "Dial")
        #expect(dial.performAccessibilityAction(.increment, on: "dial"))
        #expect(dial.selectedIndex == 1 && dial.accessibilityElements.first?.value == "1")
        dial.performAccessibilityAction(.decrement, on: "dial")
        dial.performAccessibilityAction(.decrement, on: "dial")
        #expect(dial.selectedIndex == 11)  // wraps
        dial.isFocused = true
        dial.keyDown(.rightArrow)
        #expect(dial.selectedIndex == 0)
        dial.keyDown(.end)
        #expect(dial.selectedIndex == 11)
        #expect(log.count(of: .valueChanged) == 5)
        dial.locale = Locale(identifier: "ru_RU")
        #expect(dial.accessibilityElements.first?.label == "Диск")
    }

    static func hours() -> (Dial, Finger, EventLog) {
        let dial = Dial.hours()
        dial.locale = Locale(identifier: "en_US")
        return (dial, Finger(on: dial), EventLog(dial))
    }

    @Test func presetsReadLikeAClock() {
        let hours = Dial.hours()
        #expect(hours.numberOfItems == 12 && hours.title(forItem: 0) == "12" && hours.bounds.width == 200)
        let day = Dial.hours(twentyFourHour: true)
        #expect(day.numberOfItems == 24 && day.title(forItem: 0) == "0")
        let minutes = Dial.minutes()
        minutes.bounds = CGRect(x: 0, y: 0, width: 240, height: 240)
        #expect(minutes.numberOfItems == 60 && minutes.title(forItem: 5) == "05")
        let list = DisplayList.record { minutes.render(in: $0) }
        #expect(list.drawnText.count == 12 && list.drawnText.contains("55") && !list.drawnText.contains("07"))
    }

    @Test func aThousandItemsDrawNoMoreLabelsThanFit() {
        let (dial, _, _) = makeDial { $0.numberOfItems = 1_000 }
        let list = DisplayList.record { dial.render(in: $0) }
        #expect(list.drawnText.count > 5 && list.drawnText.count <= 30)
    }

    /// Thinned ticks (every 9th of 1,000 items) do not divide the dial evenly: the last
    /// one must not crowd item 0's across the wrap (item 999 would sit a pixel from it).
    @Test func thinnedTicksKeepTheirSpacingAcrossTheWrap() {
        for count in [1_000, 997, 360, 12, 1_000_000_001] {
            let (dial, _, _) = makeDial { $0.numberOfItems = count }
            let list = DisplayList.record { dial.render(in: $0) }
            let paths: [DrawingPath] = list.filledPaths.map { $0.0 }
            let ticks = paths.max { $0.elements.count < $1.elements.count }!
            // Each tick starts with a move; its angle from the centre, clockwise from 12.
            let c = dial.faceCenter
            let angles = ticks.elements.compactMap { element -> Double? in
                guard case .move(let p) = element else { return nil }
                let a = atan2(Double(p.x - c.x), Double(c.y - p.y))
                return a < -0.01 ? a + 2 * .pi : a
            }
            #expect(angles.count > 5 && angles.count <= 130, "\(count) items: \(angles.count) ticks")
            var gaps: [Double] = zip(angles, angles.dropFirst()).map { pair in pair.1 - pair.0 }
            let usual = gaps.min()!
            gaps.append(2 * Double.pi - angles.last! + angles.first!)
            #expect(gaps.last! >= usual * 0.74, "\(count) items: the gap across the wrap is \(gaps.last!) against \(usual)")
        }
    }

    /// Thinned labels keep the same rule as ticks: the last one is left out when it would
    /// sit less than ¾ of a stride from item 0 across the wrap, for any number of items.
    @Test func thinnedLabelsKeepTheirSpacingAcrossTheWrap() {
        for count in Swift.stride(from: 40, to: 1_200, by: 1) {
            let (dial, _, _) = makeDial { $0.numberOfItems = count }
            let list = DisplayList.record { dial.render(in: $0) }
            let labelled = list.drawnText.compactMap { Int($0) }
            #expect(labelled.first == 0 && labelled.count > 2, "\(count) items")
            guard labelled.count > 2, let last = labelled.last else { continue }
            let stride = labelled[1] - labelled[0]
            guard stride > dial.labelInterval else { continue }  // not thinned
            #expect(zip(labelled, labelled.dropFirst()).allSatisfy { $1 - $0 == stride }, "\(count) items: every \(stride)th")
            #expect(
                4 * (count - last) >= 3 * stride, "\(count) items: label \(last) is \(count - last) items from item 0, stride \(stride)")
            #expect(4 * (count - last - stride) < 3 * stride || last + stride >= count, "\(count) items: a label is missing after \(last)")
        }
    }

    @Test func badInputIsHarmless() {
        let (empty, finger, log) = makeDial { $0.numberOfItems = 0 }
        #expect(!finger.down(at: onCircle(0)) || !empty.isTracking)
        finger.up()
        #expect(empty.selectedIndex == -1 && empty.accessibilityElements.first?.value == nil)
        empty.select(3, animated: true)
        #expect(empty.selectedIndex == -1 && !empty.isSpinning)
        #expect(DisplayList.record { empty.render(in: $0) }.drawnText.isEmpty, "no item, no label")
        #expect(!empty.performAccessibilityAction(.increment, on: "dial"))
        #expect(log.count(of: .valueChanged) == 0)
        let (dial, finger2, _) = makeDial()
        finger2.down(at: CGPoint(x: 100, y: 100))  // the centre: no angle
        finger2.move(to: CGPoint(x: 101, y: 100))
        finger2.move(to: CGPoint(x: CGFloat.nan, y: 5))
        #expect(dial.position == 0)
        finger2.up(at: CGPoint(x: 100, y: 100))
        dial.numberOfItems = -4
        #expect(dial.numberOfItems == 0)
        let zero = Dial(bounds: .zero)
        let finger3 = Finger(on: zero)
        finger3.down(at: .zero)
        #expect(!zero.isTracking)
        #expect(DisplayList.record { zero.render(in: $0) }.commands.isEmpty, "no area, nothing drawn")
        zero.labelInset = .nan
        #expect(zero.labelInset == 14)
    }

    @Test func twoPointStepsAroundTheCircleTurnTheDialExactly() {
        let (dial, finger, _) = makeDial()
        let step = 2.0 / 60  // a 2 pt arc at radius 60, in radians
        finger.down(at: onCircle(0))
        for i in 1...40 {
            finger.move(to: onCircle(Double(i) * step * 180 / .pi), after: 0.016)
            #expect(abs(dial.rotationAngle - Double(i) * step) < 1e-9, "step \(i)")
        }
        finger.up(after: 0.3)
        finger.wait(1)
        #expect(dial.position == (-40 * step / (.pi / 6)).rounded() && !dial.isSpinning)
    }

    @Test func aHandlerThatDisablesTheDialMidDragEndsTheTurnOnAnItem() {
        let (dial, finger, log) = makeDial { $0.isContinuous = true }
        dial.addAction(for: .valueChanged) { $0.isEnabled = false }
        sweep(finger, from: 0, by: 95)  // the first item passing the marker disables it
        #expect(!dial.isEnabled && !dial.isTracking)
        let stopped = dial.position
        finger.move(to: onCircle(180), after: 0.016)  // the finger goes on: ignored
        finger.up(after: 0.016)
        finger.wait(1)
        #expect(!dial.isSpinning && dial.position == stopped.rounded() && dial.selectedIndex == 11)
        #expect(log.count(of: .valueChanged) == 1 && log.count(of: .touchUpInside) == 0)
    }

    @Test func disablingASpinningDialLetsTheFlingLandAsUIKitsScrollViewsDo() {
        let (dial, finger, log) = makeDial()
        sweep(finger, from: 0, by: 40, lift: true)
        #expect(dial.isSpinning)
        finger.wait(0.05)
        dial.isEnabled = false  // an app disables the dial while it spins on
        finger.down(at: onCircle(90))  // a disabled dial ignores the finger: no catch
        #expect(!dial.isTracking && dial.isSpinning)
        for _ in 0..<600 { finger.wait(1.0 / 60) }
        #expect(!dial.isSpinning && dial.position == dial.position.rounded())
        #expect(log.count(of: .valueChanged) == 1)  // the user's fling, told once at rest
    }

    @Test func limitsStopTheDialAtItsEndsFromTheMiddle() {
        let (dial, finger, _) = makeDial { $0.wraps = false }
        dial.select(5, animated: false)
        sweep(finger, from: 0, by: 240, lift: true)  // clockwise 8 items: past item 0
        finger.wait(1)
        #expect(dial.position == 0 && dial.selectedIndex == 0)
        dial.select(6, animated: false)
        sweep(finger, from: 0, by: -210, lift: true)  // 7 items on: past item 11
        finger.wait(2)
        #expect(dial.position == 11 && dial.selectedIndex == 11)
    }

    @Test func aBillionItemsTurnAndDrawLikeTwelve() {
        let (dial, finger, _) = makeDial { $0.numberOfItems = 1_000_000_000 }
        dial.select(999_999_999, animated: false)
        #expect(dial.selectedIndex == 999_999_999)
        dial.performAccessibilityAction(.increment, on: "dial")
        #expect(dial.selectedIndex == 0)  // wraps
        sweep(finger, from: 0, by: -90, lift: true, pauseBeforeLift: 0.2)
        finger.wait(1)
        // A quarter turn counter-clockwise: a quarter of the items on, exactly.
        #expect(dial.position == dial.position.rounded())
        #expect(dial.selectedIndex == 250_000_000)
        let list = DisplayList.record { dial.render(in: $0) }
        #expect(list.drawnText.count <= 30)
    }
}

/// A fling rests where its motion stops being visible (a twentieth of a point), whatever
/// the number of items, as a scroll view's deceleration does.
@MainActor
@Suite struct VisibleRestTests {
    /// Releases `dial` after a turn along its rim at `speed` points per second and returns
    /// the seconds until it rests (60 Hz frames).
    func restTime(_ dial: Dial, speed: Double) -> Double {
        let finger = Finger(on: dial)
        let r = Double(dial.faceRadius)
        func rim(_ along: Double) -> CGPoint {  // `along` points of arc from 12 o'clock
            let a = along / r
            return CGPoint(x: dial.bounds.midX + r * sin(a), y: dial.bounds.midY - r * cos(a))
        }
        #expect(finger.down(at: rim(0)))
        for i in 1...10 { finger.move(to: rim(Double(i) * speed / 60), after: 1.0 / 60) }
        finger.up(after: 0)
        var frames = 0
        while dial.isSpinning && frames < 60 * 10 {
            finger.wait(1.0 / 60)
            frames += 1
        }
        return Double(frames) / 60
    }

    @Test func aGentleFlingRestsAsAScrollViewsDecelerationWould() {
        for items in [12, 1_000] {
            let dial = Dial(bounds: CGRect(x: 0, y: 0, width: 240, height: 240))
            dial.numberOfItems = items
            dial.wraps = true
            let seconds = restTime(dial, speed: 100)
            // UIScrollView's normal rate takes 100 pt/s under 0.1 pt/s in about 3.45 s.
            #expect(seconds > 2.5 && seconds < 4.0, "\(items) items rested after \(seconds) s")
            #expect(dial.position == dial.position.rounded(), "rests exactly on an item")
        }
    }

    /// The case: 100 pt/s along a circle of 80 pt inside a 12-item dial. The
    /// nearest item lies beyond where a free deceleration would stop, and the snap re-solved
    /// for it used to decay at that slower constant: 5.1 s to rest. A scroll view takes
    /// that speed under visibility in about 3.45 s.
    @Test func aGentleFlingToAnItemBeyondItsProjectionRestsWithinFourSeconds() {
        let dial = Dial(bounds: CGRect(x: 0, y: 0, width: 240, height: 240))
        dial.numberOfItems = 12
        dial.wraps = true
        let log = EventLog(dial, events: .valueChanged)
        let finger = Finger(on: dial)
        func circle(_ along: Double) -> CGPoint {  // `along` points of arc on the 80 pt circle
            CGPoint(x: 120 + 80 * sin(along / 80), y: 120 - 80 * cos(along / 80))
        }
        #expect(finger.down(at: circle(0)))
        for i in 1...10 { finger.move(to: circle(Double(i) * 100 / 60), after: 1.0 / 60) }
        finger.up(after: 0)
        let released = dial.position
        var frames = 0
        while dial.isSpinning && frames < 60 * 10 {
            #expect(log.events.isEmpty, "told only at rest")
            finger.wait(1.0 / 60)
            frames += 1
        }
        let seconds = Double(frames) / 60
        #expect(seconds > 2.5 && seconds < 4, "rested after \(seconds) s")
        #expect(abs(dial.position - released) > 1, "it went on past the projection's item (1.19 items on)")
        #expect(dial.position == dial.position.rounded() && log.events == [.valueChanged])
    }

    @Test func theWheelsRestWhereTheirMotionStopsBeingVisible() {
        let picker = PickerView(titles: [(0..<200).map(String.init)], bounds: CGRect(x: 0, y: 0, width: 320, height: 216))
        let finger = Finger(on: picker)
        finger.drag(from: CGPoint(x: 160, y: 150), to: CGPoint(x: 160, y: 100), steps: 5, duration: 5.0 / 60)
        var positions: [Double] = []
        while picker.isSpinning(inComponent: 0) && positions.count < 600 {
            finger.wait(1.0 / 60)
            positions.append(picker.position(inComponent: 0))
        }
        #expect(positions.count < 600)
        let rest = picker.position(inComponent: 0)
        // Frames drawn while already within a twentieth of a point (32 pt rows) of where it
        // rests: motion nobody sees. At most the one frame in which it arrives.
        let invisible = positions.dropLast().filter { abs($0 - rest) * 32 < 0.05 }.count
        #expect(invisible <= 1, "coasted \(invisible) frames of invisible motion")
        #expect(picker.position(inComponent: 0) == picker.position(inComponent: 0).rounded())
    }

    @Test func flingsEndOnDialsFromTinyToHuge() {
        for side in [1e-300, 1e-3, 1e6, 1e300] {
            let dial = Dial(bounds: CGRect(x: 0, y: 0, width: side, height: side))
            dial.numberOfItems = 12
            let finger = Finger(on: dial)
            let c = CGPoint(x: side / 2, y: side / 2), r = side / 3
            func rim(_ a: Double) -> CGPoint { CGPoint(x: c.x + r * sin(a), y: c.y - r * cos(a)) }
            finger.down(at: rim(0))
            for i in 1...6 { finger.move(to: rim(Double(i) * 0.15), after: 0.016) }
            finger.up(after: 0)
            finger.wait(Motion.longestDuration + 1)
            #expect(!dial.isSpinning, "side \(side)")
            #expect(dial.position == dial.position.rounded(), "side \(side)")
        }
    }
}
