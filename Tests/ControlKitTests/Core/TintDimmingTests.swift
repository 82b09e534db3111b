import ControlKit
import Foundation
import Testing

/// The tint a host gives its control while the platform dims tints (an alert in front).
@Suite struct TintDimmingTests {
    /// View tints by name; the control's colour for each.
    let colors: [String: DrawingColor] = ["blue": .systemBlue, "grey": .systemGray, "red": .systemRed, "green": .systemGreen]
    func color(_ name: String) -> DrawingColor { colors[name]! }

    @Test func outsideDimmingTheViewsTintIsTheControls() {
        var dimming = TintDimming<String>()
        #expect(dimming.viewTintDidChange(to: "blue", isDimmed: false, controlTint: .systemOrange, color: color) == .systemBlue)
        #expect(dimming.viewTintDidChange(to: "red", isDimmed: false, controlTint: .systemBlue, color: color) == .systemRed)
        #expect(dimming.undimmedTint(controlTint: .systemRed) == .systemRed)
    }

    /// An alert dims the tint; when it goes, the control's tint before it comes back, also
    /// one the app set on the control itself.
    @Test func theTintBeforeTheDimmingComesBack() {
        var dimming = TintDimming<String>()
        var control = dimming.viewTintDidChange(to: "blue", isDimmed: false, controlTint: .systemBlue, color: color)
        control = .systemGreen  // the app sets the control's own tint
        control = dimming.viewTintDidChange(to: "grey", isDimmed: true, controlTint: control, color: color)
        #expect(control == .systemGray && dimming.undimmedTint(controlTint: control) == .systemGreen)
        control = dimming.viewTintDidChange(to: "grey", isDimmed: true, controlTint: control, color: color)  // again
        #expect(dimming.undimmedTint(controlTint: control) == .systemGreen)
        control = dimming.viewTintDidChange(to: "blue", isDimmed: false, controlTint: control, color: color)
        #expect(control == .systemGreen && dimming.undimmedTint(controlTint: control) == .systemGreen)
    }

    /// A tint the app gives the view while the alert dims it is the one in force after.
    @Test func aTintSetWhileDimmedIsNotLost() {
        var dimming = TintDimming<String>()
        var control = dimming.viewTintDidChange(to: "blue", isDimmed: false, controlTint: .systemBlue, color: color)
        control = dimming.viewTintDidChange(to: "grey", isDimmed: true, controlTint: control, color: color)
        control = dimming.viewTintDidChange(to: "grey", isDimmed: true, controlTint: control, color: color)  // view.tintColor = .red
        control = dimming.viewTintDidChange(to: "red", isDimmed: false, controlTint: control, color: color)
        #expect(control == .systemRed)
    }

    /// A view first seen dimmed (added behind the alert) takes the view's tint when the
    /// alert goes, as it would have had it been added before; a tint the app gave the
    /// control itself (not the default) comes back instead.
    @Test func aViewFirstSeenDimmedTakesTheViewsTintUnlessTheAppGaveOne() {
        var dimming = TintDimming<String>()
        var control = dimming.viewTintDidChange(to: "grey", isDimmed: true, controlTint: .systemBlue, color: color)
        #expect(control == .systemGray && dimming.undimmedTint(controlTint: control) == .systemBlue)
        control = dimming.viewTintDidChange(to: "red", isDimmed: false, controlTint: control, color: color)
        #expect(control == .systemRed)

        var own = TintDimming<String>()
        control = own.viewTintDidChange(to: "grey", isDimmed: true, controlTint: .systemGreen, color: color)
        control = own.viewTintDidChange(to: "red", isDimmed: false, controlTint: control, color: color)
        #expect(control == .systemGreen)
        // The app's tint stands through the next alert too, until the view's tint changes.
        control = own.viewTintDidChange(to: "grey", isDimmed: true, controlTint: control, color: color)
        control = own.viewTintDidChange(to: "red", isDimmed: false, controlTint: control, color: color)
        #expect(control == .systemGreen)
        control = own.viewTintDidChange(to: "blue", isDimmed: false, controlTint: control, color: color)
        #expect(control == .systemBlue)
    }

    /// A tint the app gives the control itself while the alert dims it comes back after
    /// the alert, and is what a popover takes meanwhile.
    @Test func aControlTintSetWhileDimmedComesBack() {
        var dimming = TintDimming<String>()
        var control = dimming.viewTintDidChange(to: "blue", isDimmed: false, controlTint: .systemBlue, color: color)
        control = dimming.viewTintDidChange(to: "grey", isDimmed: true, controlTint: control, color: color)
        control = .systemGreen  // the app, behind the alert
        #expect(dimming.undimmedTint(controlTint: control) == .systemGreen)
        control = dimming.viewTintDidChange(to: "blue", isDimmed: false, controlTint: control, color: color)
        #expect(control == .systemGreen)
    }

    /// A tint the app gives the control itself, and then the view a new one behind the
    /// alert: the view's, as outside an alert.
    @Test func aViewTintSetBehindTheAlertWinsOverTheControlsOwn() {
        var dimming = TintDimming<String>()
        var control = dimming.viewTintDidChange(to: "blue", isDimmed: false, controlTint: .systemBlue, color: color)
        control = .systemGreen
        control = dimming.viewTintDidChange(to: "grey", isDimmed: true, controlTint: control, color: color)
        control = dimming.viewTintDidChange(to: "red", isDimmed: false, controlTint: control, color: color)
        #expect(control == .systemRed)
    }
}
