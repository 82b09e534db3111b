import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// A control that is a frame around a wheel: everything the wheel does goes through the
/// embedding.
@MainActor
final class FramedWheel: Control {
    lazy var wheel = EmbeddedControl(PickerView(titles: [(0..<20).map { "Row \($0)" }]), in: self, id: "wheel")
    var keysToWheel = true

    override func layout() { wheel.frame = bounds.insetBy(dx: 20, dy: 30) }
    override func draw(in canvas: DrawingCanvas) {
        canvas.fill(bounds, with: .color(.systemGray6))
        wheel.draw(in: canvas)
    }
    override func beginTracking(_ touch: Touch) -> Bool {
        layoutIfNeeded()
        return wheel.contains(touch.location) && wheel.touchDown(touch)
    }
    override func continueTracking(_ touch: Touch) -> Bool {
        wheel.touchMove(touch)
        return true
    }
    override func endTracking(_ touch: Touch?) { wheel.touchUp(touch) }
    override func cancelTracking() { wheel.touchCancel() }
    override func ownsDrag(from start: CGPoint, translation: CGSize) -> Bool { wheel.ownsDrag(from: start, translation: translation) }
    override func makeAccessibilityElements() -> [AccessibilityElement] {
        layoutIfNeeded()
        return [AccessibilityElement(id: "frame", label: "Frame", traits: .staticText, frame: bounds)] + wheel.accessibilityElements
    }
    override func performAccessibilityAction(_ action: AccessibilityAction, on id: String) -> Bool {
        wheel.performAccessibilityAction(action, on: id) ?? false
    }
    override func handleKey(_ key: Key) -> Bool { keysToWheel && wheel.keyDown(key) }
    override var keyboardElementID: String? { "wheel/component-0" }
}

/// A host that records what is stale and what is said.
@MainActor
final class RecordingHost: ControlHost {
    var displays = 0
    var said: [String] = []
    func controlNeedsDisplay(_ control: Control) { displays += 1 }
    func controlNeedsLayout(_ control: Control) {}
    func control(_ control: Control, announces text: String) { said.append(text) }
}

@MainActor
@Suite struct EmbeddedControlTests {
    func framed() -> FramedWheel {
        let parent = FramedWheel(bounds: CGRect(x: 0, y: 0, width: 320, height: 276))
        parent.clock = FrameClock()
        parent.layoutIfNeeded()
        return parent
    }

    @Test func theChildTakesItsFrameAndTheParentsEnvironment() {
        let parent = framed()
        let child = parent.wheel.control
        #expect(
            parent.wheel.frame == CGRect(x: 20, y: 30, width: 280, height: 216)
                && child.bounds == CGRect(x: 0, y: 0, width: 280, height: 216))
        parent.userInterfaceStyle = .dark
        parent.layoutDirection = .rightToLeft
        parent.reduceMotion = true
        parent.tintColor = .systemOrange
        parent.locale = Locale(identifier: "ru_RU")
        parent.contentSizeScale = 2
        let haptics = RecordingHaptics()
        parent.haptics = haptics
        _ = parent.accessibilityElements  // any forwarded call brings the child in line
        #expect(child.clock === parent.clock && child.haptics === haptics)
        #expect(child.userInterfaceStyle == .dark && child.layoutDirection == .rightToLeft && child.reduceMotion)
        #expect(child.tintColor == .systemOrange && child.locale == Locale(identifier: "ru_RU") && child.contentSizeScale == 2)
        parent.isEnabled = false
        _ = parent.accessibilityElements
        #expect(!child.isEnabled)
        parent.wheel.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        #expect(parent.wheel.frame == .zero && child.bounds.size == .zero)
    }

    @Test func touchesReachTheChildInItsCoordinates() {
        let parent = framed()
        let log = EventLog(parent.wheel.control)
        let finger = Finger(on: parent)
        // Up by two rows of 32 pt, on the wheel: rows 0 → 2.
        finger.drag(from: CGPoint(x: 160, y: 200), to: CGPoint(x: 160, y: 136), steps: 8, duration: 0.4)
        finger.wait(2)
        #expect(parent.wheel.control.selectedRow(inComponent: 0) == 2 && log.count(of: .valueChanged) == 1)
        #expect(log.events.first == .touchDown && log.events.contains(.touchUpInside))
        finger.down(at: CGPoint(x: 5, y: 5))
        #expect(!parent.isTracking && !parent.wheel.isTracking, "the frame around the wheel tracks no touch")
        finger.up()
        parent.wheel.isHidden = true
        finger.down(at: CGPoint(x: 160, y: 138))
        #expect(!parent.isTracking, "a hidden child tracks none either")
        finger.up()
        parent.wheel.isHidden = false
        // In a scroll view: a vertical drag on the wheel is the wheel's, a horizontal one not.
        #expect(parent.keepsDrag(from: CGPoint(x: 160, y: 138), translation: CGSize(width: 0, height: 20)))
        #expect(!parent.keepsDrag(from: CGPoint(x: 160, y: 138), translation: CGSize(width: 20, height: 0)))
        #expect(!parent.keepsDrag(from: CGPoint(x: 5, y: 5), translation: CGSize(width: 0, height: 20)))
    }

    @Test func theChildDrawsInItsFrameAndItsChangesMarkThatPart() {
        let parent = framed()
        let host = RecordingHost()
        parent.host = host
        parent.tintColor = .systemRed  // the child takes it while being drawn
        let list = DisplayList.record { parent.render(in: $0) }
        #expect(parent.wheel.control.tintColor == .systemRed)
        #expect(list.drawnText.contains("Row 0"))
        #expect(list.commands.contains(.concatenate(Transform(translationX: 20, y: 30))), "drawn at its frame")
        #expect(!parent.needsDisplay, "drawing the child does not mark the parent stale again")
        parent.wheel.control.selectRow(5, inComponent: 0, animated: false)
        #expect(parent.needsDisplay && host.displays > 0)
        #expect(parent.invalidRect.minX >= 20 && parent.invalidRect.minY >= 30 && parent.invalidRect.maxY <= 246, "only the child's part")
        parent.wheel.isHidden = true
        let hidden = DisplayList.record { parent.render(in: $0) }
        #expect(!hidden.drawnText.contains("Row 5"))
    }

    @Test func elementsActionsKeysAndAnnouncementsGoThroughTheParent() throws {
        let parent = framed()
        let host = RecordingHost()
        parent.host = host
        let ids = parent.accessibilityElements.map(\.id)
        #expect(ids == ["frame", "wheel/component-0"])
        let wheel = try #require(parent.accessibilityElement(withID: "wheel/component-0"))
        #expect(wheel.frame == CGRect(x: 20, y: 30, width: 280, height: 216) && wheel.value == "Row 0")
        #expect(parent.performAccessibilityAction(.increment, on: "wheel/component-0"))
        #expect(parent.wheel.control.selectedRow(inComponent: 0) == 1)
        #expect(!parent.performAccessibilityAction(.increment, on: "component-0"), "not the child's id without its prefix")
        #expect(parent.wheel.childElementID("wheel/component-0") == "component-0" && parent.wheel.childElementID("frame") == nil)
        parent.setFocused(true, byKeyboard: true)
        #expect(parent.keyDown(.downArrow) && parent.wheel.control.selectedRow(inComponent: 0) == 2)
        #expect(parent.wheel.control.isFocused && parent.wheel.control.isFocusVisible)
        #expect(parent.accessibilityElement(withID: "wheel/component-0")?.isFocused == true, "the parent marks the focus")
        parent.isFocused = false
        _ = parent.accessibilityElements
        #expect(!parent.wheel.control.isFocused, "the child's focus goes with the parent's")
        parent.wheel.control.host?.control(parent.wheel.control, announces: "Row 2")
        #expect(host.said == ["Row 2"])
    }
}
