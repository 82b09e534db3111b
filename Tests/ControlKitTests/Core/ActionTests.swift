import ControlKit
import ControlKitTesting
import Foundation
import Testing

@MainActor
@Suite struct ActionTests {
    @Test func actionsRunInTheOrderAdded() {
        let control = Control()
        var order: [Int] = []
        for i in 1...4 { control.addAction(for: .valueChanged) { _ in order.append(i) } }
        control.sendActions(for: .valueChanged)
        #expect(order == [1, 2, 3, 4])
    }

    @Test func actionsOnlyRunForTheirEvents() {
        let control = Control()
        var ran: [String] = []
        control.addAction(for: .valueChanged) { _ in ran.append("value") }
        control.addAction(for: [.touchDown, .touchUpInside]) { _ in ran.append("touch") }
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .editingChanged)
        #expect(ran == ["touch"])
        #expect(control.allControlEvents == [.valueChanged, .touchDown, .touchUpInside])
    }

    @Test func handlerRunsOnceWhenOneSendCarriesSeveralOfItsEvents() {
        let control = Control()
        var count = 0
        control.addAction(for: [.touchDown, .touchDownRepeat]) { _ in count += 1 }
        control.sendActions(for: [.touchDown, .touchDownRepeat])
        #expect(count == 1)
    }

    @Test func tokenRemovesTheAction() {
        let control = Control()
        var count = 0
        let token = control.addAction(for: .valueChanged) { _ in count += 1 }
        control.sendActions(for: .valueChanged)
        token.remove()
        token.remove()  // twice is harmless
        control.sendActions(for: .valueChanged)
        #expect(count == 1)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test func actionRemovingItselfDuringDispatchIsSafe() {
        let control = Control()
        var ran: [String] = []
        var token: ActionToken?
        token = control.addAction(for: .valueChanged) { _ in
            ran.append("once")
            token?.remove()
        }
        control.addAction(for: .valueChanged) { _ in ran.append("always") }
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(ran == ["once", "always", "always"])
    }

    @Test func actionRemovedByAnEarlierOneDuringDispatchDoesNotRun() {
        let control = Control()
        var ran: [String] = []
        var second: ActionToken?
        control.addAction(for: .valueChanged) { _ in
            ran.append("first")
            second?.remove()
        }
        second = control.addAction(for: .valueChanged) { _ in ran.append("second") }
        control.sendActions(for: .valueChanged)
        #expect(ran == ["first"])
    }

    @Test func actionAddedDuringDispatchRunsFromTheNextSend() {
        let control = Control()
        var ran: [String] = []
        var added = false
        control.addAction(for: .valueChanged) { c in
            ran.append("outer")
            if !added {
                added = true
                c.addAction(for: .valueChanged) { _ in ran.append("inner") }
            }
        }
        control.sendActions(for: .valueChanged)
        #expect(ran == ["outer"])
        control.sendActions(for: .valueChanged)
        #expect(ran == ["outer", "outer", "inner"])
    }

    @Test func weakTargetIsCalledAndDroppedWhenGone() {
        final class Screen {
            var received = 0
            func valueChanged(_ sender: Control) { received += 1 }
        }
        let control = Control()
        var screen: Screen? = Screen()
        control.addTarget(screen!, action: Screen.valueChanged, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(screen?.received == 1)
        weak let weakScreen = screen
        screen = nil
        #expect(weakScreen == nil)  // the control does not keep its target alive
        control.sendActions(for: .valueChanged)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test func handlerReceivesTheSender() {
        let control = Control()
        weak var sender: Control?  // weak: a strong capture would make a cycle through the handler
        control.addAction(for: .primaryActionTriggered) { sender = $0 }
        control.sendActions(for: .primaryActionTriggered)
        #expect(sender === control)
    }

    @Test func disabledControlDoesNotSendTouchEventsProgrammatically() {
        let control = Control()
        var count = 0
        control.addAction(for: .allEvents) { _ in count += 1 }
        control.isEnabled = false
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        #expect(count == 1)
    }
}
