import CGtk
import ControlKit
import ControlKitGTK
import ControlKitTesting
import Foundation
import Testing

@Suite struct GtkKeysTests {
    @Test func navigationKeysMap() {
        #expect(GtkKeys.key(forKeyval: 0xff51) == .leftArrow)
        #expect(GtkKeys.key(forKeyval: 0xff53) == .rightArrow)
        #expect(GtkKeys.key(forKeyval: 0xff52) == .upArrow)
        #expect(GtkKeys.key(forKeyval: 0xff54) == .downArrow)
        #expect(GtkKeys.key(forKeyval: 0xff96) == .leftArrow)  // keypad
        #expect(GtkKeys.key(forKeyval: 0xff50) == .home)
        #expect(GtkKeys.key(forKeyval: 0xff57) == .end)
        #expect(GtkKeys.key(forKeyval: 0xff0d) == .enter)
        #expect(GtkKeys.key(forKeyval: 0xff8d) == .enter)
        #expect(GtkKeys.key(forKeyval: 0xff08) == .backspace)
        #expect(GtkKeys.key(forKeyval: 0xff1b) == .escape)
        #expect(GtkKeys.key(forKeyval: 0x20) == .space)
        #expect(GtkKeys.key(forKeyval: 0xff09) == .tab)
        #expect(GtkKeys.key(forKeyval: 0xfe20) == .shiftTab)  // ISO_Left_Tab: Shift-Tab
    }

    @Test func charactersMap() {
        #expect(GtkKeys.key(forKeyval: 0x37) == .character("7"))
        #expect(GtkKeys.key(forKeyval: 0x2b) == .character("+"))
        #expect(GtkKeys.key(forKeyval: 0xffab) == .character("+"))
        #expect(GtkKeys.key(forKeyval: 0xffb4) == .character("4"))
        #expect(GtkKeys.key(forKeyval: 0x6c1, unicode: 0x0661) == .character("\u{0661}"))
    }

    @Test func keysControlsDoNotUseAreNil() {
        #expect(GtkKeys.key(forKeyval: 0xffe1) == nil)  // Shift
        #expect(GtkKeys.key(forKeyval: 0xffbe) == nil)  // F1
        #expect(GtkKeys.key(forKeyval: 0x7f) == nil)
    }
}

/// Needs a display: scripts/test.sh starts a private Xvfb. Without one these tests fail
/// (they never skip), so a CI that lost its display cannot pass silently.
@MainActor
func requireDisplay() throws {
    try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs an X display: run scripts/test.sh, which starts Xvfb")
    try #require(gtk_init_check() != 0, "GTK could not open the display")
}

@MainActor
@Suite struct GtkControlViewTests {
    @Test func hostsAControlAndBringsTheClockToThePresent() throws {
        try requireDisplay()
        let slider = RangeSlider()
        let view = GtkControlView(control: slider, size: CGSize(width: 300, height: 44))
        #expect(slider.host === view)
        #expect(slider.bounds.size == CGSize(width: 300, height: 44))
        #expect(slider.clock === FrameClock.main)
        let before = FrameClock.main.now
        usleep(20_000)
        #expect(FrameClock.main.currentTime >= before + 0.015)  // the driver installed GLib's time base
        GtkFrameClockDriver.shared.catchUp()
        #expect(FrameClock.main.now >= before + 0.015)
        slider.setNeedsDisplay()  // queues a GTK redraw; must not crash
        let window = gtk_window_new()!
        gtk_window_set_child(window, view.widget)
        gtk_window_present(window)
        // Let GTK map the window and draw (bounded: at most 5 s on a slow machine).
        let deadline = Date().addingTimeInterval(5)
        while slider.needsDisplay && Date() < deadline {
            _ = g_main_context_iteration(nil, 0)
            usleep(1_000)
        }
        #expect(!slider.needsDisplay)  // GTK called our draw function
        gtk_window_destroy(window)
    }

    @Test func accessibleRoleFollowsTheControl() throws {
        try requireDisplay()
        let slider = GtkControlView(control: Slider(), size: CGSize(width: 200, height: 34))
        #expect(gtk_accessible_get_accessible_role(slider.widget) == Int32(CK_GTK_ROLE_SLIDER))
        let button = GtkControlView(control: Button(title: "OK"), size: CGSize(width: 80, height: 44))
        #expect(gtk_accessible_get_accessible_role(button.widget) == Int32(CK_GTK_ROLE_BUTTON))
        let pin = GtkControlView(control: PinCodeField(), size: CGSize(width: 240, height: 64))
        #expect(gtk_accessible_get_accessible_role(pin.widget) == Int32(CK_GTK_ROLE_GENERIC))
    }
}

@MainActor
@Suite struct GtkAccessibilityTextTests {
    @Test func rangeSliderReadsBothThumbs() {
        let slider = RangeSlider()
        let text = GtkControlView.accessibleText(for: slider.accessibilityElements)
        #expect(text.label == "Minimum, Maximum")
        #expect(text.value == "2, 8")
        #expect(GtkControlView.role(for: slider.accessibilityElements) == Int32(CK_GTK_ROLE_SLIDER))
    }

    @Test func secureFieldNeverGivesTheCodeToGtk() {
        let pin = PinCodeField()
        pin.isSecureTextEntry = true
        pin.text = "2580"
        let text = GtkControlView.accessibleText(for: pin.accessibilityElements)
        #expect(text.value == "4 of 4 digits entered")
        #expect(!text.label.contains("2580") && !text.value.contains("2580"))
    }
}
