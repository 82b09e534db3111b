import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// A 94 × 32 UIStepper-shaped stepper: − is x 0…47, + is x 47…94.
@MainActor
func makeStepper(_ configure: (ValueStepper) -> Void = { _ in }) -> (ValueStepper, Finger, EventLog) {
    let stepper = ValueStepper(bounds: CGRect(x: 0, y: 0, width: 94, height: 32))
    configure(stepper)
    let finger = Finger(on: stepper)
    return (stepper, finger, EventLog(stepper))
}

let minus = CGPoint(x: 20, y: 16)
let plus = CGPoint(x: 70, y: 16)

@MainActor
final class DelegateSpy: ValueStepperDelegate {
    var values: [Double] = []
    func stepper(_ stepper: ValueStepper, didChangeValue value: Double) { values.append(value) }
}

@MainActor
@Suite struct StepperTests {
    @Test func tapStepsOnceAndTellsTheOwnerTwoWaysInOrder() {
        let (stepper, finger, log) = makeStepper { $0.value = 5 }
        let spy = DelegateSpy()
        var order: [String] = []
        stepper.delegate = spy
        stepper.addAction(for: .valueChanged) { _ in order.append("action(\(spy.values.count))") }
        finger.tap(at: plus)
        #expect(stepper.value == 6)
        // The press steps in the tracking hook, so valueChanged precedes touchDown (the
        // core's order: hook, then touch events).
        #expect(log.events == [.valueChanged, .touchDown, .touchUpInside])
        #expect(spy.values == [6])
        #expect(order == ["action(0)"])  // target-action first, then the delegate
    }

    @Test func settingTheValueFromOutsideTellsNobody() {
        let (stepper, _, log) = makeStepper()
        let spy = DelegateSpy()
        stepper.delegate = spy
        stepper.value = 30
        stepper.value = 1000  // clamped, still silent
        #expect(stepper.value == 100)
        #expect(log.events.isEmpty && spy.values.isEmpty)
    }

    @Test func buttonAtItsLimitIgnoresTaps() {
        let (stepper, finger, log) = makeStepper()
        #expect(stepper.state(of: .decrement) == .disabled)
        finger.tap(at: minus)
        #expect(stepper.value == 0)
        #expect(log.events == [.touchDown, .touchUpInside])
        stepper.value = 100
        #expect(stepper.state(of: .increment) == .disabled)
        #expect(stepper.state(of: .decrement) == .normal)
    }

    @Test func wrappingKeepsBothButtonsEnabled() {
        let (stepper, finger, _) = makeStepper {
            $0.wraps = true
            $0.value = 100
        }
        #expect(stepper.state(of: .increment) == .normal)
        finger.tap(at: plus)
        #expect(stepper.value == 0)
        finger.tap(at: minus)
        #expect(stepper.value == 100)
    }

    @Test func autorepeatFollowsTheTimelineExactly() {
        let (stepper, finger, _) = makeStepper()
        stepper.maximumValue = 1000
        var times: [TimeInterval] = []
        stepper.addAction(for: .valueChanged) { [clock = finger.clock] _ in times.append(clock.now) }
        finger.down(at: plus)
        finger.wait(4.2)
        finger.up()
        // The press itself, 5 repeats at 0.5 s, 15 at 0.1 s, then every 0.05 s up to 4.2 s.
        let expected = [0.0] + (1...24).map { ValueStepper.autorepeatTime(ofRepeat: $0) }
        #expect(times.count == 25)
        #expect(zip(times, expected).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(Array(times.prefix(7)).map { ($0 * 100).rounded() / 100 } == [0, 0.5, 1, 1.5, 2, 2.5, 2.6])
        #expect(stepper.value == 25)
        finger.wait(1)
        #expect(stepper.value == 25)  // released: no more repeats
    }

    @Test func autorepeatStopsAtTheLimit() {
        let (stepper, finger, _) = makeStepper { $0.value = 97 }
        finger.down(at: plus)
        finger.wait(3)
        #expect(stepper.value == 100)
        #expect(finger.clock.isIdle)
        finger.up()
    }

    @Test func autorepeatOffStepsOncePerPress() {
        let (stepper, finger, _) = makeStepper { $0.autorepeat = false }
        finger.hold(at: plus, for: 3)
        #expect(stepper.value == 1)
    }

    @Test func notContinuousTellsOnceAtRelease() {
        let (stepper, finger, log) = makeStepper { $0.isContinuous = false }
        let spy = DelegateSpy()
        stepper.delegate = spy
        finger.down(at: plus)
        finger.wait(1.05)  // press + repeats at 0.5 and 1.0
        #expect(stepper.value == 3)
        #expect(log.count(of: .valueChanged) == 0)
        finger.up()
        #expect(log.events == [.touchDown, .valueChanged, .touchUpInside])
        #expect(spy.values == [3])
    }

    @Test func slidingOffStopsRepeating() {
        let (stepper, finger, log) = makeStepper()
        finger.down(at: plus)
        finger.wait(0.6)
        #expect(stepper.value == 2)
        finger.move(to: CGPoint(x: 70, y: 200))  // beyond the 70 pt slop
        #expect(stepper.pressedButton == nil)
        finger.wait(2)
        finger.move(to: plus)  // coming back does not restart it
        finger.wait(2)
        finger.up()
        #expect(stepper.value == 2)
        #expect(log.withoutDrags == [.valueChanged, .touchDown, .valueChanged, .touchDragExit, .touchDragEnter, .touchUpInside])
    }

    @Test func cancelStopsRepeating() {
        let (stepper, finger, _) = makeStepper()
        finger.down(at: plus)
        finger.cancel()
        finger.wait(2)
        #expect(stepper.value == 1)
        #expect(finger.clock.isIdle)
    }

    @Test func disabledStepperIgnoresEverything() {
        let (stepper, finger, log) = makeStepper {
            $0.value = 50
            $0.isEnabled = false
            $0.isFocused = true
        }
        finger.tap(at: plus)
        #expect(!stepper.keyDown(.upArrow))
        #expect(!stepper.performAccessibilityAction(.increment, on: "stepper"))
        #expect(stepper.value == 50 && log.events.isEmpty)
        #expect(stepper.state(of: .increment) == .disabled)
    }

    @Test func disablingWhileHeldStopsRepeating() {
        let (stepper, finger, _) = makeStepper()
        finger.down(at: plus)
        stepper.isEnabled = false
        finger.wait(2)
        #expect(stepper.value == 1)
        #expect(stepper.pressedButton == nil)
    }

    @Test func hapticsTickPerStepAndThumpAtTheLimit() {
        let (stepper, finger, _) = makeStepper { $0.value = 98 }
        let haptics = RecordingHaptics()
        stepper.haptics = haptics
        finger.tap(at: plus)
        finger.tap(at: plus)
        finger.tap(at: plus)  // disabled now: nothing
        #expect(haptics.played == [.selection, .impact(.medium)])
    }

    @Test func keysWorkWhileFocused() {
        let (stepper, _, log) = makeStepper { $0.value = 5 }
        #expect(!stepper.keyDown(.upArrow))  // not focused
        stepper.isFocused = true
        #expect(stepper.keyDown(.upArrow) && stepper.value == 6)
        #expect(stepper.keyDown(.character("+")) && stepper.value == 7)
        #expect(stepper.keyDown(.leftArrow) && stepper.value == 6)
        #expect(stepper.keyDown(.character("-")) && stepper.value == 5)
        #expect(!stepper.keyDown(.space))
        #expect(log.count(of: .valueChanged) == 4)
    }

    @Test func accessibilityAdjustsAndReadsTheFormattedValue() {
        let (stepper, _, _) = makeStepper {
            $0.value = 2
            $0.valueFormatter = { "\(Int($0)) cups" }
        }
        let elements = stepper.accessibilityElements
        #expect(elements.map(\.id) == ["stepper", "decrement", "increment"])
        #expect(elements[0].value == "2 cups" && elements[0].traits == .adjustable)
        #expect(elements[1].traits == .button)
        #expect(stepper.performAccessibilityAction(.increment, on: "stepper") && stepper.value == 3)
        #expect(stepper.performAccessibilityAction(.activate, on: "decrement") && stepper.value == 2)
        #expect(stepper.performAccessibilityAction(.custom("Increment"), on: "stepper") && stepper.value == 3)
        stepper.value = 0
        #expect(stepper.accessibilityElements[1].traits == [.button, .notEnabled])
    }

    @Test func rightToLeftPutsIncrementOnTheLeft() {
        let (stepper, finger, _) = makeStepper { $0.layoutDirection = .rightToLeft }
        #expect(stepper.rect(for: .increment) == CGRect(x: 0, y: 0, width: 47, height: 32))
        finger.tap(at: minus)  // the left half is + now
        #expect(stepper.value == 1)
    }

    @Test func labelSitsBetweenTheButtons() {
        let stepper = ValueStepper.quantity()
        stepper.bounds = CGRect(x: 0, y: 0, width: 180, height: 32)
        #expect(stepper.value == 1 && stepper.minimumValue == 1)
        #expect(stepper.rect(for: .decrement) == CGRect(x: 0, y: 0, width: 44, height: 32))
        #expect(stepper.labelRect == CGRect(x: 44, y: 0, width: 92, height: 32))
        let list = DisplayList.record { stepper.draw(in: $0) }
        #expect(list.drawnText == ["1"])
        let finger = Finger(on: stepper)
        finger.tap(at: CGPoint(x: 90, y: 16))  // on the label: nothing
        #expect(stepper.value == 1)
    }

    @Test func quantityPresetNeverGoesBelowOne() {
        let stepper = ValueStepper.quantity()
        stepper.bounds = CGRect(x: 0, y: 0, width: 180, height: 32)
        let log = EventLog(stepper, events: .valueChanged)
        let finger = Finger(on: stepper)
        finger.tap(at: CGPoint(x: 160, y: 16))
        #expect(stepper.value == 2)
        finger.tap(at: CGPoint(x: 20, y: 16))
        #expect(stepper.value == 1)
        finger.tap(at: CGPoint(x: 20, y: 16))  // − is disabled at one
        #expect(stepper.value == 1)
        #expect(log.events.count == 2)
        #expect(stepper.state(of: .decrement) == .disabled)
    }

    @Test func glyphImagesFallBackToNormal() {
        let image = DrawingImage(size: CGSize(width: 20, height: 20)) { _ in }
        let (stepper, _, _) = makeStepper { $0.setIncrementImage(image, for: .normal) }
        #expect(stepper.incrementImage(for: .disabled) == nil)
        stepper.value = 100  // + disabled: falls back to the normal image
        let list = DisplayList.record { stepper.draw(in: $0) }
        #expect(
            list.commands.contains(
                .drawImage(
                    image, source: CGRect(x: 0, y: 0, width: 20, height: 20), destination: CGRect(x: 60.5, y: 6, width: 20, height: 20))))
    }

    @Test func quantityStepperWorksAtItsIntrinsicSizeWithoutBounds() {
        let cups = ValueStepper.quantity()
        #expect(cups.bounds.size == cups.intrinsicContentSize && cups.bounds.width > 0)
        let finger = Finger(on: cups)
        finger.tap(at: cups.rect(for: .increment).center)
        #expect(cups.value == 2)
    }
}
