import ControlKit
import ControlKitTesting
import Foundation
import Testing

@MainActor
@Suite struct ButtonTests {
    func makeButton() -> (ActionButton, Finger, EventLog) {
        let button = ActionButton(title: "Continue", bounds: CGRect(x: 0, y: 0, width: 200, height: 50))
        return (button, Finger(on: button), EventLog(button))
    }

    @Test func tapSendsTouchUpInsideAndThePrimaryAction() {
        let (button, finger, log) = makeButton()
        finger.tap(at: CGPoint(x: 100, y: 25))
        #expect(log.events == [.touchDown, .primaryActionTriggered, .touchUpInside])
        #expect(!button.isHighlighted)
    }

    @Test func liftingFarOutsideCancelsThePrimaryAction() {
        let (_, finger, log) = makeButton()
        finger.down(at: CGPoint(x: 100, y: 25))
        finger.up(at: CGPoint(x: 100, y: 200))  // beyond the 70 pt slop
        #expect(log.count(of: .primaryActionTriggered) == 0 && log.events.last == .touchUpOutside)
    }

    @Test func draggingOutAndBackInStillTriggers() {
        let (button, finger, log) = makeButton()
        finger.down(at: CGPoint(x: 100, y: 25))
        finger.move(to: CGPoint(x: 100, y: 300))
        #expect(!button.isHighlighted)
        finger.move(to: CGPoint(x: 100, y: 60))  // within the slop again
        #expect(button.isHighlighted)
        finger.up()
        #expect(log.count(of: .primaryActionTriggered) == 1 && log.events.last == .touchUpInside)
    }

    @Test func isTouchInsideDuringEndTrackingTellsWhereTheTouchLifted() {
        final class Probe: Control {
            var seen: [Bool] = []
            override func endTracking(_ touch: Touch?) { seen.append(isTouchInside) }
        }
        let probe = Probe(bounds: CGRect(x: 0, y: 0, width: 100, height: 40))
        let finger = Finger(on: probe)
        finger.tap(at: CGPoint(x: 50, y: 20))
        finger.down(at: CGPoint(x: 50, y: 20))
        finger.up(at: CGPoint(x: 50, y: 400))
        #expect(probe.seen == [true, false])
        #expect(!probe.isTouchInside)
    }

    @Test func disabledButtonDoesNothingAndSaysSo() {
        let (button, finger, log) = makeButton()
        button.isEnabled = false
        finger.tap(at: CGPoint(x: 100, y: 25))
        #expect(log.events.isEmpty)
        #expect(!button.performAccessibilityAction(.activate, on: "button"))
        #expect(button.accessibilityElements.first?.traits.contains(.notEnabled) == true)
        #expect(button.titleColor(for: button.state) == DrawingColor(white: 1, alpha: 0.8))
    }

    @Test func accessibilityActivateIsThePrimaryAction() {
        let (button, _, log) = makeButton()
        #expect(button.accessibilityElements.map(\.label) == ["Continue"])
        #expect(button.performAccessibilityAction(.activate, on: "button"))
        #expect(log.events == [.primaryActionTriggered])
    }

    @Test func accessibilityIgnoresAdjustmentsAndColoursFallBackToNormal() {
        let (button, _, _) = makeButton()
        #expect(button.accessibilityElements.first?.traits == .button)
        #expect(!button.performAccessibilityAction(.increment, on: "button"))
        #expect(button.backgroundColor(for: .disabled) == .systemGray3)
        #expect(button.backgroundColor(for: .selected) == .systemBlue)
        button.setBackgroundColor(.systemGreen, for: .normal)
        #expect(button.backgroundColor(for: .selected) == .systemGreen)
    }
}
