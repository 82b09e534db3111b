import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// Focus is shown only while the keyboard is in use (GTK's focus-visible, UIKit's focus
/// system): not when a window opens with a control focused, not after a tap.
@MainActor
@Suite struct FocusVisibleTests {
    /// The ring strokes each control draws around what the keys move.
    func ringStrokes(_ control: Control) -> Int {
        DisplayList.record { control.render(in: $0) }.commands.filter {
            if case .stroke(_, .color(let color), let style) = $0 { return style.lineWidth >= 2 && color.alpha == 0.6 }
            return false
        }.count
    }

    func controls() -> [Control] {
        let slider = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        let dial = Dial.hours()
        dial.bounds = CGRect(x: 0, y: 0, width: 220, height: 220)
        let picker = PickerView(titles: [["a", "b", "c"]], bounds: CGRect(x: 0, y: 0, width: 320, height: 216))
        return [slider, dial, picker]
    }

    @Test func focusGivenWithoutTheKeyboardIsNotShownUntilAKeyIsUsed() {
        for control in controls() {
            control.isFocused = true
            #expect(control.isFocused && !control.isFocusVisible)
            #expect(ringStrokes(control) == 0, "\(type(of: control)) drew a ring for focus no key gave")
            control.keyDown(.upArrow)
            #expect(control.isFocusVisible)
            #expect(ringStrokes(control) == 1, "\(type(of: control))")
        }
    }

    @Test func keyboardNavigationShowsItAndATouchOrLeavingHidesIt() {
        for control in controls() {
            control.setFocused(true, byKeyboard: true)
            #expect(control.isFocusVisible && ringStrokes(control) == 1, "\(type(of: control))")
            let finger = Finger(on: control)
            finger.tap(at: CGPoint(x: control.bounds.midX, y: control.bounds.midY))
            #expect(control.isFocused && !control.isFocusVisible, "a touch hides the ring")
            #expect(ringStrokes(control) == 0)
            control.setFocused(true, byKeyboard: true)
            control.isFocused = false
            #expect(!control.isFocusVisible, "focus left")
            control.isFocused = true
            #expect(!control.isFocusVisible, "focus back without the keyboard")
        }
    }

    @Test func aKeyOnAnUnfocusedControlShowsNothing() {
        let slider = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        #expect(!slider.keyDown(.rightArrow))
        #expect(!slider.isFocusVisible)
    }
}
