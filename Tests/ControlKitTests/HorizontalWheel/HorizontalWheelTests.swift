import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// A 320 × 44 wheel of ten 64 pt items, centre x 160, radius 160.
@MainActor
func makeWheel(_ configure: (HorizontalWheel) -> Void = { _ in }) -> (HorizontalWheel, Finger, EventLog) {
    let wheel = HorizontalWheel(bounds: CGRect(x: 0, y: 0, width: 320, height: 44))
    wheel.titles = (0..<10).map { "\($0)×" }
    configure(wheel)
    return (wheel, Finger(on: wheel), EventLog(wheel))
}

@MainActor
@Suite struct HorizontalWheelTests {
    @Test func aSlowDragLeftBringsTheNextItemsToTheCentreAndValueChangedAtRest() {
        let (wheel, finger, log) = makeWheel()
        finger.down(at: CGPoint(x: 200, y: 22))
        for i in 1...20 { finger.move(to: CGPoint(x: 200 - 6.4 * CGFloat(i), y: 22), after: 0.016) }  // two items
        #expect(abs(wheel.position - 2) < 1e-9 && wheel.selectedIndex == 2)
        finger.up(after: 0.2)  // held still: no fling
        finger.wait(2)
        #expect(wheel.selectedIndex == 2 && !wheel.isSpinning && wheel.position == 2)
        // At rest on the item it was released on: told at once, before the touch's end.
        #expect(log.count(of: .valueChanged) == 1 && log.events.suffix(2) == [.valueChanged, .touchUpInside])
    }

    @Test func aFlingCoastsAndRestsExactlyOnAnItem() {
        let (wheel, finger, log) = makeWheel()
        finger.drag(from: CGPoint(x: 250, y: 22), to: CGPoint(x: 150, y: 22), steps: 5, duration: 0.05)
        #expect(wheel.isSpinning)
        finger.wait(5)
        #expect(!wheel.isSpinning && wheel.position == wheel.position.rounded() && wheel.selectedIndex > 2)
        #expect(log.count(of: .valueChanged) == 1)
    }

    @Test func aTapBringsTheTouchedItemToTheCentre() {
        let (wheel, finger, _) = makeWheel()
        finger.tap(at: CGPoint(x: 160 + 64, y: 22))  // about one item to the right
        finger.wait(2)
        #expect(wheel.selectedIndex == 1)
    }

    @Test func rightToLeftMirrorsDragsTapsAndKeys() {
        let (wheel, finger, _) = makeWheel { $0.layoutDirection = .rightToLeft }
        finger.tap(at: CGPoint(x: 160 - 64, y: 22))  // the next item is on the left
        finger.wait(2)
        #expect(wheel.selectedIndex == 1)
        wheel.isFocused = true
        #expect(wheel.keyDown(.leftArrow) && wheel.selectedIndex == 2)
        #expect(wheel.keyDown(.rightArrow) && wheel.selectedIndex == 1)
    }

    @Test func keysAndVoiceOverMoveOneItemAsAUserChange() {
        let (wheel, _, log) = makeWheel()
        wheel.isFocused = true
        #expect(wheel.keyDown(.rightArrow) && wheel.selectedIndex == 1)
        #expect(wheel.keyDown(.end) && wheel.selectedIndex == 9)
        #expect(wheel.performAccessibilityAction(.decrement, on: "wheel") && wheel.selectedIndex == 8)
        #expect(wheel.performAccessibilityAction(.setValue(3.4), on: "wheel") && wheel.selectedIndex == 3)
        #expect(log.count(of: .valueChanged) == 4)
        #expect(wheel.accessibilityElements.first?.value == "3×")
    }

    @Test func aWrappingWheelGoesRoundAndAPlainOneStops() {
        let (wheel, _, _) = makeWheel { $0.wraps = true }
        wheel.isFocused = true
        _ = wheel.keyDown(.leftArrow)
        #expect(wheel.selectedIndex == 9)
        let (plain, _, _) = makeWheel()
        plain.isFocused = true
        _ = plain.keyDown(.leftArrow)
        #expect(plain.selectedIndex == 0)
    }

    @Test func aTouchMidAnimationCatchesTheWheelWhereItIs() {
        let (wheel, finger, log) = makeWheel()
        wheel.select(8, animated: true)
        finger.wait(0.05)
        let caught = wheel.position
        #expect(wheel.isSpinning && caught > 0 && caught < 8)
        finger.down(at: CGPoint(x: 160, y: 22))
        #expect(!wheel.isSpinning && wheel.position == caught)
        finger.up()
        finger.wait(2)
        #expect(wheel.position == wheel.position.rounded() && log.count(of: .valueChanged) <= 1)
    }

    @Test func aHandlerThatDisablesTheWheelStopsTheDrag() {
        let (wheel, finger, _) = makeWheel()
        wheel.addAction(for: .touchDragInside) { $0.isEnabled = false }
        finger.down(at: CGPoint(x: 200, y: 22))
        finger.move(by: -30, 0, after: 0.016)
        finger.move(by: -30, 0, after: 0.016)
        #expect(!wheel.isTracking)
        finger.up()
        #expect(wheel.performAccessibilityAction(.increment, on: "wheel") == false)
    }

    @Test func badInputNeverCrashes() {
        let (wheel, finger, log) = makeWheel { $0.titles = [] }
        finger.down(at: CGPoint(x: 160, y: 22))
        #expect(wheel.selectedIndex == -1 && !wheel.isTracking)
        finger.up()
        wheel.select(5, animated: true)
        wheel.itemWidth = .nan
        wheel.itemWidth = -4
        #expect(wheel.itemWidth == 64)
        _ = DisplayList.record { wheel.render(in: $0) }
        wheel.titles = ["a", "b"]
        wheel.selectedIndex = 99
        #expect(wheel.selectedIndex == 1 && log.count(of: .valueChanged) == 0)
        wheel.bounds = CGRect(x: 0, y: 0, width: -10, height: 0)
        _ = DisplayList.record { wheel.render(in: $0) }
        #expect(!wheel.performAccessibilityAction(.setValue(.infinity), on: "wheel"))
    }

    @Test func horizontalDragsAreKeptFromAScrollView() {
        let (wheel, _, _) = makeWheel()
        #expect(wheel.keepsDrag(from: CGPoint(x: 100, y: 22), translation: CGSize(width: 20, height: 3)))
        #expect(!wheel.keepsDrag(from: CGPoint(x: 100, y: 22), translation: CGSize(width: 3, height: 20)))
    }

    @Test func newTitlesOrAKeyDuringAFlingLeaveTheWheelOnAnItem() {
        let (wheel, finger, log) = makeWheel()
        finger.drag(from: CGPoint(x: 250, y: 22), to: CGPoint(x: 150, y: 22), steps: 5, duration: 0.05)
        finger.wait(0.1)
        #expect(wheel.isSpinning && wheel.position != wheel.position.rounded())
        wheel.titles = wheel.titles.map { $0 + " " }
        #expect(!wheel.isSpinning && wheel.position == wheel.position.rounded())
        let (ended, endFinger, endLog) = makeWheel()
        ended.selectedIndex = 8
        endFinger.drag(from: CGPoint(x: 250, y: 22), to: CGPoint(x: 150, y: 22), steps: 5, duration: 0.05)
        endFinger.wait(0.05)
        ended.isFocused = true
        _ = ended.keyDown(.end)
        #expect(ended.position == 9 && !ended.isSpinning && endLog.count(of: .valueChanged) == 1)
        _ = log
    }

    /// A title wider than its 64 pt item ends in "…" instead of running into its
    /// neighbours, as a picker wheel's title does.
    @Test func aLongTitleIsCutToItsItem() {
        let (wheel, _, _) = makeWheel { $0.titles = ["Extraordinarily long", "1", "2"] }
        let shown = DisplayList.record { wheel.render(in: $0) }.shownText()
        #expect(shown.first?.hasSuffix("…") == true && shown.first != "Extraordinarily long")
        #expect(shown.contains("1") && shown.contains("2"))
    }

    @Test func aDisabledWheelDimsEveryTitle() {
        let (wheel, _, _) = makeWheel { $0.isEnabled = false }
        let alphas = DisplayList.record { wheel.render(in: $0) }.commands.compactMap { command -> Double? in
            if case .setAlpha(let a) = command { return a } else { return nil }
        }
        #expect(!alphas.isEmpty && alphas.allSatisfy { $0 <= 0.45 + 1e-9 })
    }

    @Test func aParentsNewSelectionReAimsAnAnimatedSelectButNotAFling() {
        let (wheel, finger, _) = makeWheel()
        _ = DisplayList.record { wheel.render(in: $0) }  // on screen: selections animate
        HorizontalWheel.Configuration(titles: wheel.titles, selectedIndex: 3).apply(to: wheel)
        finger.wait(0.05)
        HorizontalWheel.Configuration(titles: wheel.titles, selectedIndex: 4).apply(to: wheel)  // "Next" tapped twice
        finger.wait(2)
        #expect(wheel.selectedIndex == 4)
        finger.drag(from: CGPoint(x: 250, y: 22), to: CGPoint(x: 150, y: 22), steps: 5, duration: 0.05)
        #expect(wheel.isSpinningFromUser)
        HorizontalWheel.Configuration(titles: wheel.titles, selectedIndex: 4).apply(to: wheel)
        #expect(wheel.isSpinningFromUser)  // the user's fling goes on
    }
}

@MainActor
@Suite struct HorizontalWheelTextSizeTests {
    @Test func titlesItemsAndHeightGrowWithTheTextSize() {
        let (wheel, finger, _) = makeWheel()
        wheel.contentSizeScale = 1.5
        #expect(wheel.drawnFont.size == 25.5 && wheel.drawnItemWidth == 96 && wheel.intrinsicContentSize.height == 66)
        finger.down(at: CGPoint(x: 200, y: 22))
        for i in 1...10 { finger.move(to: CGPoint(x: 200 - 9.6 * CGFloat(i), y: 22), after: 0.016) }  // one drawn item
        #expect(abs(wheel.position - 1) < 1e-9)
        wheel.contentSizeScale = 100  // capped
        #expect(wheel.intrinsicContentSize.height == 44 * Control.maximumContentSizeScale)
    }
}
