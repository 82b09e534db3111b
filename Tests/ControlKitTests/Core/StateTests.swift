import ControlKit
import ControlKitTesting
import Foundation
import Testing

@MainActor
@Suite struct StateTests {
    @Test func stateBitsHaveUIKitValues() {
        #expect(Control.State.normal.rawValue == 0)
        #expect(Control.State.highlighted.rawValue == 1)
        #expect(Control.State.disabled.rawValue == 2)
        #expect(Control.State.selected.rawValue == 4)
        #expect(Control.State.focused.rawValue == 8)
        #expect(Control.State.application.rawValue == 0x00FF_0000)
        #expect(Control.State.reserved.rawValue == 0xFF00_0000)
    }

    @Test func eventBitsHaveUIKitValues() {
        #expect(Control.Event.touchDown.rawValue == 1 << 0)
        #expect(Control.Event.touchCancel.rawValue == 1 << 8)
        #expect(Control.Event.valueChanged.rawValue == 1 << 12)
        #expect(Control.Event.primaryActionTriggered.rawValue == 1 << 13)
        #expect(Control.Event.editingDidBegin.rawValue == 1 << 16)
        #expect(Control.Event.editingDidEndOnExit.rawValue == 1 << 19)
        #expect(Control.Event.allTouchEvents.rawValue == 0x0FFF)
        #expect(Control.Event.allEditingEvents.rawValue == 0x000F_0000)
    }

    @Test func stateIsComposedFromTheFlags() {
        let control = Control()
        #expect(control.state == .normal)
        control.isSelected = true
        control.isHighlighted = true
        #expect(control.state == [.selected, .highlighted])
        control.isEnabled = false
        control.isFocused = true
        #expect(control.state == [.selected, .highlighted, .disabled, .focused])
        control.isSelected = false
        #expect(control.state == [.highlighted, .disabled, .focused])
    }

    @Test func customStateBitsJoinTheState() {
        final class Toggle: Control {
            static let on = Control.State(rawValue: 1 << 16)
            var isOn = false {
                didSet { stateFactorDidChange() }
            }
            override var customState: Control.State { isOn ? Toggle.on : [] }
        }
        let toggle = Toggle()
        var changes: [(Control.State, Control.State)] = []
        toggle.observeState { _, old, new in changes.append((old, new)) }
        toggle.isOn = true
        toggle.isSelected = true
        #expect(toggle.state == [Toggle.on, .selected])
        #expect(changes.map(\.0) == [.normal, Toggle.on])
        #expect(changes.map(\.1) == [Toggle.on, [Toggle.on, .selected]])
        #expect(Control.State.application.contains(Toggle.on))
    }

    @Test func observersHearEachRealChangeOnce() {
        let control = Control()
        var count = 0
        let token = control.observeState { _, _, _ in count += 1 }
        control.isSelected = true
        control.isSelected = true  // no change
        control.isEnabled = false
        token.remove()
        control.isEnabled = true
        #expect(count == 2)
    }

    @Test func highlightFollowsTheTouch() {
        let control = Control(bounds: CGRect(x: 0, y: 0, width: 100, height: 40))
        let finger = Finger(on: control)
        var states: [Control.State] = []
        control.observeState { _, _, new in states.append(new) }
        finger.down(at: CGPoint(x: 10, y: 10))
        finger.move(to: CGPoint(x: 10, y: 300))
        finger.move(to: CGPoint(x: 10, y: 20))
        finger.up()
        #expect(states == [.highlighted, .normal, .highlighted, .normal])
    }

    @Test func stateDescriptionNamesTheBits() {
        #expect(Control.State.normal.description == "normal")
        #expect(Control.State([.highlighted, .disabled]).description == "highlighted, disabled")
        #expect(Control.Event([.touchDown, .valueChanged]).description == "touchDown|valueChanged")
    }

    @Test func invalidationReachesTheHost() {
        final class Host: ControlHost {
            var displays = 0, layouts = 0
            func controlNeedsDisplay(_ control: Control) { displays += 1 }
            func controlNeedsLayout(_ control: Control) { layouts += 1 }
        }
        let host = Host()
        let control = Control()
        control.host = host
        control.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(host.displays == 1 && host.layouts == 1)
        control.isSelected = true
        #expect(host.displays == 2)
        control.render(in: RecordingCanvas())
        #expect(!control.needsDisplay && !control.needsLayout)
    }

    @Test func badBoundsBecomeEmpty() {
        let control = Control()
        control.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)
        #expect(control.bounds == .zero)
        control.bounds = CGRect(x: CGFloat.infinity, y: 0, width: 10, height: 10)
        #expect(control.bounds == .zero)
        control.bounds = CGRect(x: 0, y: 0, width: -5, height: 10)
        #expect(control.bounds == .zero)
    }

    @Test func descriptionNamesCustomStates() {
        let pin = PinCodeField()
        pin.text = "1111"
        pin.isFocused = true
        #expect(pin.state.description == "focused, filled, invalid")  // named bits in bit order
        #expect(Control.State(rawValue: 1 << 23).description == "0x00800000")  // unnamed: hex
        #expect(Control.State.normal.description == "normal")
        final class Toggle: Control {
            static let on = Control.State(rawValue: 1 << 22)
            var isOn = false { didSet { stateFactorDidChange() } }
            override init(bounds: CGRect = .zero) {
                super.init(bounds: bounds)
                register(Toggle.on, forBoolKeyPath: \Toggle.isOn)
            }
        }
        let toggle = Toggle()
        toggle.isOn = true
        // Named after its property where the runtime can name key paths (Apple platforms);
        // otherwise in hex, never a runtime's key path dump.
        #expect(["on", "0x00400000"].contains(toggle.state.description))
    }
}
