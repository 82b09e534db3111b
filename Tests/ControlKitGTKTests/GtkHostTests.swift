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

/// Runs GTK's main loop until `done` holds or `seconds` pass; returns whether it held.
///
/// The limit is one that only a hang reaches: a first window on a cold, loaded machine (or
/// under a sanitizer) can take seconds to map, and waiting costs nothing once `done` holds.
@MainActor
@discardableResult
func spinMainLoop(for seconds: TimeInterval = 60, until done: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !done() {
        if Date() >= deadline { return false }
        _ = g_main_context_iteration(nil, 0)
        usleep(1_000)
    }
    return true
}

/// A view hosting `control` at `size`, presented in a window of its own.
@MainActor
func presented(_ control: Control, size: CGSize) -> (view: GtkControlView, window: OpaquePointer) {
    let view = GtkControlView(control: control, size: size)
    let window = gtk_window_new()!
    gtk_window_set_child(window, view.widget)
    gtk_window_present(window)
    return (view, window)
}

/// A 0…10 range slider presented in a window, mapped and drawn, with its lower thumb's node.
@MainActor
func presentedRangeSlider() throws -> (slider: RangeSlider, view: GtkControlView, window: OpaquePointer, lower: OpaquePointer) {
    let slider = RangeSlider.outOfTen()
    let (view, window) = presented(slider, size: CGSize(width: 300, height: 44))
    spinMainLoop { gtk_widget_get_mapped(view.widget) != 0 && !slider.needsDisplay }
    return (slider, view, window, try #require(view.accessibleNode(forElement: "lower")))
}

/// Runs GTK's main loop for `seconds`.
@MainActor
func runMainLoop(for seconds: TimeInterval) {
    let end = Date().addingTimeInterval(seconds)
    spinMainLoop { Date() >= end }
}

@MainActor
@Suite struct GtkControlViewTests {
    @Test func hostsAControlAndBringsTheClockToThePresent() throws {
        try requireDisplay()
        let slider = RangeSlider.outOfTen()
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
        spinMainLoop { !slider.needsDisplay }  // GTK maps the window and draws
        #expect(!slider.needsDisplay)  // GTK called our draw function
        gtk_window_destroy(window)
    }

    /// Under GTK's dark theme the control draws in the dark style (light labels and
    /// glyphs on the dark window), and back in the light one when the theme changes back.
    @Test func theControlTakesTheDarkStyleOfADarkTheme() throws {
        try requireDisplay()
        let stepper = ValueStepper.quantity()
        let (_, window) = presented(stepper, size: CGSize(width: 94, height: 32))
        defer {
            ck_settings_set_prefer_dark_theme(0)
            gtk_window_destroy(window)
        }
        spinMainLoop { !stepper.needsDisplay }
        #expect(stepper.userInterfaceStyle == .light)
        ck_settings_set_prefer_dark_theme(1)
        #expect(spinMainLoop(for: 10) { stepper.userInterfaceStyle == .dark })
        ck_settings_set_prefer_dark_theme(0)
        #expect(spinMainLoop(for: 10) { stepper.userInterfaceStyle == .light })
    }

    /// Under GTK's high-contrast themes (by name: `HighContrast`, `HighContrastInverse`)
    /// the control draws Increase Contrast colours; back to normal with the theme.
    @Test(.enabled(if: (ProcessInfo.processInfo.environment["GTK_THEME"] ?? "").isEmpty, "GTK_THEME overrides the setting"))
    func theControlTakesHighContrastFromAHighContrastTheme() throws {
        try requireDisplay()
        let slider = RangeSlider.outOfTen()
        let (_, window) = presented(slider, size: CGSize(width: 300, height: 44))
        let before = ck_settings_copy_theme_name()
        defer {
            ck_settings_set_theme_name(before)
            g_free(before)
            gtk_window_destroy(window)
        }
        spinMainLoop { !slider.needsDisplay }
        #expect(slider.accessibilityContrast == .normal)
        for theme in ["HighContrast", "Adwaita", "HighContrastInverse"] {
            ck_settings_set_theme_name(theme)
            slider.setNeedsDisplay()
            let expected: ControlAccessibilityContrast = theme.hasPrefix("HighContrast") ? .high : .normal
            #expect(spinMainLoop(for: 10) { slider.accessibilityContrast == expected && !slider.needsDisplay }, "\(theme)")
        }
        ck_settings_set_theme_name(before)
        slider.setNeedsDisplay()
        #expect(spinMainLoop(for: 10) { slider.accessibilityContrast == .normal })
    }

    /// A view's own style and contrast stay whatever the theme's, as UIKit's
    /// `overrideUserInterfaceStyle`: the gallery's dark and high-contrast items live.
    @Test func anOverriddenStyleAndContrastStayUnderAnyTheme() throws {
        try requireDisplay()
        let slider = RangeSlider.outOfTen()
        let (view, window) = presented(slider, size: CGSize(width: 300, height: 44))
        defer {
            ck_settings_set_prefer_dark_theme(0)
            gtk_window_destroy(window)
        }
        view.overrideUserInterfaceStyle = .dark
        view.overrideAccessibilityContrast = .high
        #expect(spinMainLoop(for: 10) { !slider.needsDisplay && slider.userInterfaceStyle == .dark })
        #expect(slider.accessibilityContrast == .high)
        ck_settings_set_prefer_dark_theme(1)
        ck_settings_set_prefer_dark_theme(0)
        slider.setNeedsDisplay()
        #expect(spinMainLoop(for: 10) { !slider.needsDisplay })
        #expect(slider.userInterfaceStyle == .dark && slider.accessibilityContrast == .high)
        view.overrideUserInterfaceStyle = nil  // the theme's again (light)
        view.overrideAccessibilityContrast = nil
        #expect(spinMainLoop(for: 10) { slider.userInterfaceStyle == .light && slider.accessibilityContrast == .normal })
    }

    /// GTK's text scale (`gtk-xft-dpi`) reaches the control as its text size, and the
    /// core's rule applies: a PIN field's digits grow, a stepper (UIStepper's twin) keeps.
    @Test func theTextScaleOfGtkReachesTheControls() throws {
        try requireDisplay()
        let pin = PinCodeField(), stepper = ValueStepper()
        let box = gtk_box_new(Int32(CK_GTK_ORIENTATION_VERTICAL), 0)!
        let pinView = GtkControlView(control: pin, size: CGSize(width: 340, height: 120))
        let stepperView = GtkControlView(control: stepper, size: CGSize(width: 94, height: 32))
        gtk_box_append(box, pinView.widget)
        gtk_box_append(box, stepperView.widget)
        let window = gtk_window_new()!
        gtk_window_set_child(window, box)
        gtk_window_present(window)
        let before = ck_settings_get_xft_dpi()
        defer {
            ck_settings_set_xft_dpi(before)
            gtk_window_destroy(window)
        }
        ck_settings_set_xft_dpi(Int32(2 * 96 * 1024))
        pin.setNeedsDisplay()
        stepper.setNeedsDisplay()
        #expect(spinMainLoop(for: 10) { pin.contentSizeScale == 2 && stepper.contentSizeScale == 2 })
        #expect(pin.drawnFont.size == 48 && stepper.drawnFont == stepper.font)
    }

    /// The accessible nodes follow the control once per main-loop pass while on screen
    /// (not once per motion event), and at once while off screen.
    @Test func accessibleTextFollowsOncePerFrame() throws {
        try requireDisplay()
        let slider = RangeSlider.outOfTen()
        let view = GtkControlView(control: slider, size: CGSize(width: 300, height: 44))
        #expect(view.accessibleText?.value == "2, 8")
        slider.lowerValue = 3  // not on screen: at once
        #expect(view.accessibleText?.value == "3, 8")
        let window = gtk_window_new()!
        gtk_window_set_child(window, view.widget)
        gtk_window_present(window)
        spinMainLoop { !slider.needsDisplay }
        slider.lowerValue = 4
        slider.lowerValue = 5  // two changes before a frame: one update, the last value
        #expect(view.accessibleText?.value == "3, 8")
        spinMainLoop { !slider.needsDisplay && view.accessibleText?.value == "5, 8" }  // after the frame, in an idle
        #expect(view.accessibleText?.value == "5, 8")
        gtk_window_destroy(window)
    }

    /// Defect K: the driver kept a raw pointer to the first widget it hosted; after that
    /// window closed, animations never ticked again.
    @Test func animationsStillTickAfterTheFirstWindowCloses() throws {
        try requireDisplay()
        func present(_ control: Control) -> OpaquePointer { presented(control, size: CGSize(width: 300, height: 44)).window }
        let first = RangeSlider.outOfTen()
        let firstWindow = present(first)
        spinMainLoop { !first.needsDisplay }
        gtk_window_destroy(firstWindow)
        for _ in 0..<50 { _ = g_main_context_iteration(nil, 0) }  // let GTK dispose of the window
        let second = RangeSlider.outOfTen()
        let secondWindow = present(second)
        spinMainLoop { !second.needsDisplay }
        second.setValues(lower: 6, upper: 8, animated: true)
        let start = second.lowerThumbCenter.x
        // The thumb can reach its end a frame before the motion ends (the easing lands on
        // it), so wait for the clock to go idle too; a clock that never idles still fails.
        spinMainLoop {
            second.lowerThumbCenter.x == second.point(for: 6).x && FrameClock.main.isIdle && !GtkFrameClockDriver.shared.isTicking
        }
        #expect(second.lowerThumbCenter.x == second.point(for: 6).x && start < second.lowerThumbCenter.x)
        #expect(FrameClock.main.isIdle && !GtkFrameClockDriver.shared.isTicking)
        gtk_window_destroy(secondWindow)
    }

    /// While only a timer waits (a stepper's autorepeat, a PIN digit's reveal) no frame
    /// clock ticks: one timeout wakes the clock at the timer's time; an animation the timer
    /// starts ticks frames until it ends.
    @Test func onlyATimerWaitingTicksNoFrames() throws {
        try requireDisplay()
        let slider = RangeSlider.outOfTen()
        let window = presented(slider, size: CGSize(width: 300, height: 44)).window
        spinMainLoop { !slider.needsDisplay && FrameClock.main.isIdle && !GtkFrameClockDriver.shared.isTicking }
        let driver = GtkFrameClockDriver.shared
        var fired: TimeInterval?
        let scheduled = FrameClock.main.currentTime
        FrameClock.main.schedule(after: 0.2) {
            fired = FrameClock.main.now
            slider.setValues(lower: 5, upper: 9, animated: true)
        }
        #expect(!driver.isTicking && driver.isWaitingForTimer, "\(driver.stateDescription)")
        var tickedWhileWaiting = false
        spinMainLoop {
            if fired == nil, driver.isTicking { tickedWhileWaiting = true }
            return fired != nil
        }
        #expect(!tickedWhileWaiting)
        #expect((fired ?? 0) - scheduled >= 0.2 - 0.001)
        #expect(driver.isTicking || FrameClock.main.isIdle, "the animation ticks frames")
        spinMainLoop { FrameClock.main.isIdle && !driver.isTicking }
        #expect(abs(slider.lowerThumbCenter.x - slider.point(for: 5).x) < 0.001)
        #expect(!driver.isTicking && !driver.isWaitingForTimer)
        gtk_window_destroy(window)
    }

    /// Windows opened and closed at random while controls animate: the driver forgets
    /// every destroyed widget, every animation finishes, and the clock goes idle.
    @Test func windowsOpenedAndClosedAtRandomKeepTheClockAlive() throws {
        try requireDisplay()
        var rng = SystemRandomNumberGenerator()
        let baseline = GtkFrameClockDriver.shared.attachedWidgetCount
        var open: [(window: OpaquePointer, slider: RangeSlider)] = []
        let rounds = ProcessInfo.processInfo.environment["CONTROLKIT_FUZZ_WINDOWS"].flatMap(Int.init) ?? 12
        for _ in 0..<rounds {
            if open.isEmpty || Bool.random(using: &rng) {
                let slider = RangeSlider.outOfTen()
                let view = GtkControlView(control: slider, size: CGSize(width: 300, height: 44))
                let window = gtk_window_new()!
                gtk_window_set_child(window, view.widget)
                gtk_window_present(window)
                open.append((window, slider))
            } else {
                let victim = open.remove(at: Int.random(in: 0..<open.count, using: &rng))
                gtk_window_destroy(victim.window)
            }
            for item in open { item.slider.setValues(lower: Double.random(in: 0...4, using: &rng), upper: 9, animated: true) }
            for _ in 0..<Int.random(in: 1...20, using: &rng) {
                _ = g_main_context_iteration(nil, 0)
                usleep(2_000)
            }
        }
        spinMainLoop { FrameClock.main.isIdle }
        #expect(FrameClock.main.isIdle, "\(GtkFrameClockDriver.shared.stateDescription)")  // every animation finished
        for item in open {
            #expect(abs(item.slider.upperThumbCenter.x - item.slider.point(for: 9).x) < 0.001)
            gtk_window_destroy(item.window)
        }
        for _ in 0..<50 { _ = g_main_context_iteration(nil, 0) }
        #expect(GtkFrameClockDriver.shared.attachedWidgetCount == baseline)  // destroyed widgets forgotten
    }

    @Test func theGroupHoldsAHiddenDrawingAreaAndOneNodePerElement() throws {
        try requireDisplay()
        let view = GtkControlView(control: RangeSlider.outOfTen(), size: CGSize(width: 300, height: 44))
        #expect(gtk_accessible_get_accessible_role(view.widget) == Int32(CK_GTK_ROLE_GROUP))
        #expect(gtk_accessible_get_accessible_role(view.drawingArea) == Int32(CK_GTK_ROLE_PRESENTATION))
        #expect(view.accessibleElements.map(\.id) == ["lower", "upper"])
        for id in ["lower", "upper"] {
            let node = try #require(view.accessibleNode(forElement: id))
            #expect(gtk_accessible_get_accessible_role(node) == Int32(CK_GTK_ROLE_SLIDER))
            #expect(gtk_widget_get_focusable(node) == 1)
        }
        let button = GtkControlView(control: ActionButton(title: "OK"), size: CGSize(width: 80, height: 44))
        let buttonNode = try #require(button.accessibleNode(forElement: "button"))
        #expect(gtk_accessible_get_accessible_role(buttonNode) == Int32(CK_GTK_ROLE_BUTTON))
        let pin = GtkControlView(control: PinCodeField(), size: CGSize(width: 240, height: 64))
        let pinNode = try #require(pin.accessibleNode(forElement: "pin"))
        #expect(gtk_accessible_get_accessible_role(pinNode) == Int32(CK_GTK_ROLE_TEXT_BOX))
    }
}

/// The accessible nodes screen readers use: values mirrored, values set back through the
/// node (what AT-SPI's SetCurrentValue does: GTK calls gtk_range_set_value), disabled
/// nodes insensitive, secure text never in the tree, focus per element.
@MainActor
@Suite(.serialized) struct GtkAccessibleNodeTests {
    func adjustment(_ node: OpaquePointer) -> (value: Double, lower: Double, upper: Double, step: Double) {
        let a = gtk_range_get_adjustment(node)
        return (gtk_range_get_value(node), gtk_adjustment_get_lower(a), gtk_adjustment_get_upper(a), gtk_adjustment_get_step_increment(a))
    }

    @Test func thumbNodesCarryValueRangeAndStep() throws {
        try requireDisplay()
        let slider = RangeSlider.outOfTen()
        slider.stepValue = 0.5
        let view = GtkControlView(control: slider, size: CGSize(width: 300, height: 44))
        let upper = try #require(view.accessibleNode(forElement: "upper"))
        #expect(adjustment(upper) == (8, 0, 10, 0.5))
        slider.upperValue = 6.5  // off screen: mirrored at once
        #expect(adjustment(upper).value == 6.5)
        #expect(view.accessibleText?.value == "2, 6.5")
    }

    @Test func aValueSetOnTheNodeMovesTheThumbAsADragWould() throws {
        try requireDisplay()
        let slider = RangeSlider.outOfTen()
        slider.stepValue = 1
        let log = EventLog(slider)
        let view = GtkControlView(control: slider, size: CGSize(width: 300, height: 44))
        let upper = try #require(view.accessibleNode(forElement: "upper"))
        let lower = try #require(view.accessibleNode(forElement: "lower"))
        gtk_range_set_value(upper, 6.7)  // snapped to the step
        #expect(slider.upperValue == 7)
        #expect(adjustment(upper).value == 7)  // the node shows what the control took
        #expect(log.events == [.valueChanged])
        gtk_range_set_value(lower, 9.5)  // the thumbs never cross
        #expect(slider.lowerValue <= slider.upperValue)
        #expect(adjustment(lower).value == slider.lowerValue)
        slider.isEnabled = false
        let before = slider.lowerValue
        gtk_range_set_value(lower, 0)  // a disabled control ignores it, and the node follows back
        #expect(slider.lowerValue == before)
    }

    @Test func disabledControlsHaveInsensitiveNodesTabSkips() throws {
        try requireDisplay()
        let slider = ValueSlider()
        let view = GtkControlView(control: slider, size: CGSize(width: 200, height: 34))
        let node = try #require(view.accessibleNode(forElement: "slider"))
        #expect(gtk_widget_get_sensitive(node) == 1)
        slider.isEnabled = false
        #expect(gtk_widget_get_sensitive(node) == 0)
        #expect(gtk_widget_get_focusable(node) == 0)
        #expect(gtk_widget_get_sensitive(view.drawingArea) == 0)
        slider.isEnabled = true
        #expect(gtk_widget_get_sensitive(node) == 1)
        #expect(gtk_widget_get_focusable(node) == 1)
    }

    @Test func aSecurePinNodeHoldsBulletsNeverTheDigits() throws {
        try requireDisplay()
        let pin = PinCodeField()
        pin.isSecureTextEntry = true
        pin.text = "2580"
        let view = GtkControlView(control: pin, size: CGSize(width: 240, height: 64))
        let node = try #require(view.accessibleNode(forElement: "pin"))
        #expect(String(cString: gtk_editable_get_text(node)) == "••••")
        #expect(gtk_entry_get_visibility(node) == 0)
        #expect(view.accessibleElements.allSatisfy { !"\($0)".contains("2580") })
        pin.isSecureTextEntry = false
        #expect(String(cString: gtk_editable_get_text(node)) == "2580")
    }

    @Test func nodesFollowAReloadThatAddsComponents() throws {
        try requireDisplay()
        var titles = [["a", "b"]]
        let picker = PickerView(titles: titles)
        let view = GtkControlView(control: picker, size: CGSize(width: 300, height: 216))
        #expect(view.accessibleElements.map(\.id) == ["component-0"])
        titles = [["a", "b"], ["c"], ["d", "e", "f"]]
        let bigger = PickerView(titles: titles)
        picker.dataSource = bigger.dataSource
        picker.delegate = bigger.delegate
        picker.reloadAllComponents()
        #expect(view.accessibleElements.map(\.id) == ["component-0", "component-1", "component-2"])
        let third = try #require(view.accessibleNode(forElement: "component-2"))
        #expect(adjustment(third).upper == 2)
        gtk_range_set_value(third, 1.6)  // a row index, rounded
        #expect(picker.selectedRow(inComponent: 2) == 2)
    }

    @Test func nodesFollowADragIn2PointStepsAndAReloadMidDrag() throws {
        try requireDisplay()
        let slider = RangeSlider.outOfTen()
        let view = GtkControlView(control: slider, size: CGSize(width: 300, height: 44))
        let upper = try #require(view.accessibleNode(forElement: "upper"))
        let finger = Finger(on: slider)
        finger.down(at: slider.upperThumbCenter)
        for _ in 0..<10 {
            finger.move(by: -2, 0, after: 0.016)
            #expect(adjustment(upper).value == slider.upperValue)  // off screen: every step
        }
        finger.up()
        #expect(slider.upperValue < 8)

        let source = PickerView(titles: [["a", "b"], ["c", "d"]])
        let picker = PickerView(titles: [["a", "b", "c"]])
        let pickerView = GtkControlView(control: picker, size: CGSize(width: 300, height: 216))
        let wheel = Finger(on: picker)
        wheel.down(at: CGPoint(x: 150, y: 150))
        wheel.move(by: 0, -2, after: 0.016)
        picker.dataSource = source.dataSource  // a reload while the finger is down
        picker.delegate = source.delegate
        picker.reloadAllComponents()
        wheel.move(by: 0, -2, after: 0.016)
        wheel.up()
        #expect(pickerView.accessibleElements.map(\.id) == ["component-0", "component-1"])
        let second = try #require(pickerView.accessibleNode(forElement: "component-1"))
        #expect(adjustment(second).upper == 1)
    }

    @Test func onScreenADragIsMirroredAtMostEveryQuarterSecondAndAtItsEnd() throws {
        try requireDisplay()
        let (slider, _, window, lower) = try presentedRangeSlider()
        let finger = Finger(on: slider)
        finger.down(at: slider.lowerThumbCenter)
        for _ in 0..<20 { _ = g_main_context_iteration(nil, 0) }  // the touch-down's own mirror
        let start = Date()
        finger.move(by: 2, 0, after: 0.016)
        for _ in 0..<20 { _ = g_main_context_iteration(nil, 0) }
        if Date().timeIntervalSince(start) < 0.2 {  // (a stalled machine proves nothing here)
            #expect(gtk_range_get_value(lower) == 2)  // not yet: the drag is throttled
        }
        spinMainLoop { gtk_range_get_value(lower) != 2 }
        // Within half a second: due after a quarter, then (no move drawing a frame for it
        // to join) a quarter more.
        #expect(gtk_range_get_value(lower) == slider.lowerValue)
        finger.move(by: 2, 0, after: 0.016)
        finger.up()
        spinMainLoop { gtk_range_get_value(lower) == slider.lowerValue }
        #expect(gtk_range_get_value(lower) == slider.lowerValue)  // the end of the drag
        gtk_window_destroy(window)
    }

    /// A control that moves on its own (here a wheel turning to a row by a spring) is
    /// mirrored as a drag is: at most every quarter second, in a frame, and at its end.
    @Test func onScreenMotionIsMirroredAtMostEveryQuarterSecondAndAtItsEnd() throws {
        try requireDisplay()
        let picker = PickerView(titles: [(0..<100).map(String.init)])
        let (view, window) = presented(picker, size: CGSize(width: 300, height: 216))
        spinMainLoop { gtk_widget_get_mapped(view.widget) != 0 && !picker.needsDisplay }
        for _ in 0..<20 { _ = g_main_context_iteration(nil, 0) }
        let node = try #require(view.accessibleNode(forElement: "component-0"))
        #expect(gtk_range_get_value(node) == 0)
        let start = Date()
        picker.selectRow(60, inComponent: 0, animated: true)
        spinMainLoop { picker.selectedRow(inComponent: 0) >= 5 }  // a few frames of the spring
        for _ in 0..<20 { _ = g_main_context_iteration(nil, 0) }
        if Date().timeIntervalSince(start) < 0.2 {  // (a stalled machine proves nothing here)
            #expect(gtk_range_get_value(node) == 0)  // not yet: the motion is throttled
        }
        spinMainLoop { !picker.isSpinning }
        spinMainLoop { gtk_range_get_value(node) == 60 }
        #expect(gtk_range_get_value(node) == 60)  // the end of the motion
        gtk_window_destroy(window)
    }

    /// A slow drag (a move every tenth of a second) is mirrored in the frames its moves
    /// draw: a mirror that falls due between two moves waits for the next one rather than
    /// make GTK run a frame for the invisible node alone. Mirrored all the same, and at the end.
    @Test func aSlowDragRunsNoFrameOfItsOwnForTheMirror() throws {
        try requireDisplay()
        let (slider, view, window, lower) = try presentedRangeSlider()
        let clock = try #require(gtk_widget_get_frame_clock(view.drawingArea))
        let finger = Finger(on: slider)
        finger.down(at: slider.lowerThumbCenter)
        runMainLoop(for: 0.4)  // the press's frames and mirror
        let start = gdk_frame_clock_get_frame_counter(clock)
        let began = Date()
        let moves = 10
        for _ in 0..<moves {
            finger.move(by: 3, 0, after: 0.1)
            runMainLoop(for: 0.1)
        }
        let frames = gdk_frame_clock_get_frame_counter(clock) - start
        // A frame a move, and two more that GTK runs by itself: 12 here. Mirrors fell due
        // about every quarter second among them (four in this second); each asking for a
        // frame of its own made 16. One frame of slack for a busy machine.
        if Date().timeIntervalSince(began) < 1.5 {  // (a stalled machine proves nothing here)
            #expect(frames <= Int64(moves) + 3, "\(frames) frames for \(moves) moves")
        }
        spinMainLoop { gtk_range_get_value(lower) == slider.lowerValue }
        #expect(gtk_range_get_value(lower) == slider.lowerValue)  // mirrored during the drag
        finger.move(by: 3, 0, after: 0.1)
        finger.up()
        spinMainLoop { gtk_range_get_value(lower) == slider.lowerValue }
        #expect(gtk_range_get_value(lower) == slider.lowerValue)  // and at its end
        gtk_window_destroy(window)
    }

    /// A mirror waiting for the next redraw when the drag is cancelled (the app disables the
    /// control) is mirrored with the cancelled state; one waiting when the window closes
    /// does nothing (the view outlives its widgets without touching them).
    @Test func aWaitingMirrorSurvivesACancelAndAClosedWindow() throws {
        try requireDisplay()
        for closes in [false, true] {
            let (slider, view, window, lower) = try presentedRangeSlider()
            let finger = Finger(on: slider)
            finger.down(at: slider.lowerThumbCenter)
            runMainLoop(for: 0.4)
            finger.move(by: 3, 0, after: 0.1)
            runMainLoop(for: 0.3)  // due, with no frame coming: waiting for a redraw
            if closes {
                gtk_window_destroy(window)
                runMainLoop(for: 0.4)  // the fallback fires on a view without widgets
                finger.up()
                slider.lowerValue = 5  // the control lives on, with no host to draw it
                runMainLoop(for: 0.1)
                #expect(slider.lowerValue == 5 && !slider.isTracking)
            } else {
                slider.isEnabled = false  // cancels the drag
                #expect(!slider.isTracking)
                spinMainLoop { gtk_range_get_value(lower) == slider.lowerValue && gtk_widget_get_sensitive(view.drawingArea) == 0 }
                #expect(gtk_range_get_value(lower) == slider.lowerValue)
                #expect(gtk_widget_get_sensitive(view.drawingArea) == 0)
                gtk_window_destroy(window)
            }
        }
    }

    @Test func focusFollowsTheNodeAndTabLeavesTheControl() throws {
        try requireDisplay()
        let first = RangeSlider.outOfTen(), second = RangeSlider.outOfTen()
        first.isFocused = true  // the host owns focus: reset until a node has it
        withExtendedLifetime(GtkControlView(control: first, size: CGSize(width: 300, height: 44))) {
            #expect(!first.isFocused)
        }
        let (a, _, window) = presentedColumn(first, second)
        let upper = try #require(a.accessibleNode(forElement: "upper"))
        #expect(gtk_widget_grab_focus(upper) == 1)
        #expect(first.isFocused && first.keyboardThumb == .upper)
        #expect(first.accessibilityElements.filter(\.isFocused).map(\.id) == ["upper"])
        // Tab from the last element leaves the control for the next one.
        #expect(gtk_widget_child_focus(window, Int32(CK_GTK_DIR_TAB_FORWARD)) == 1)
        #expect(!first.isFocused)
        #expect(second.isFocused && second.keyboardThumb == .lower)
        gtk_window_destroy(window)
    }
}

@MainActor
@Suite struct GtkFocusVisibleTests {
    /// GTK's focus-visible rule: a window that opens with a control focused, or a click
    /// that focuses it, shows no ring; keyboard navigation (Tab) and a key do.
    @Test func theRingShowsOnlyAfterTheKeyboardIsUsed() throws {
        try requireDisplay()
        let first = RangeSlider.outOfTen(), second = RangeSlider.outOfTen()
        let (a, _, window) = presentedColumn(first, second)
        // Focus given without the keyboard (as GTK does when a window opens).
        gtk_window_set_focus_visible(window, 0)
        let lower = try #require(a.accessibleNode(forElement: "lower"))
        #expect(gtk_widget_grab_focus(lower) == 1)
        #expect(first.isFocused && !first.isFocusVisible)
        // A key on the focused control shows it.
        #expect(first.keyDown(.rightArrow))
        #expect(first.isFocusVisible)
        // Tab with GTK's focus-visible on: the next control shows its ring at once.
        gtk_window_set_focus_visible(window, 1)
        #expect(gtk_widget_child_focus(window, Int32(CK_GTK_DIR_TAB_FORWARD)) == 1)  // to the upper thumb
        #expect(gtk_widget_child_focus(window, Int32(CK_GTK_DIR_TAB_FORWARD)) == 1)  // to the next control
        #expect(!first.isFocused && !first.isFocusVisible)
        #expect(second.isFocused && second.isFocusVisible)
        gtk_window_destroy(window)
    }
}

@MainActor
@Suite struct GtkAccessibilityTextTests {
    @Test func rangeSliderReadsBothThumbs() {
        let slider = RangeSlider.outOfTen()
        let text = GtkControlView.accessibleText(for: slider.accessibilityElements)
        #expect(text.label == "Minimum, Maximum")
        #expect(text.value == "2, 8")
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

/// Two controls in a column of a presented window, 300 × 44 each, after its first frames.
@MainActor
func presentedColumn(_ first: Control, _ second: Control) -> (GtkControlView, GtkControlView, OpaquePointer) {
    let a = GtkControlView(control: first, size: CGSize(width: 300, height: 44))
    let b = GtkControlView(control: second, size: CGSize(width: 300, height: 44))
    let window = gtk_window_new()!
    let column = gtk_box_new(Int32(CK_GTK_ORIENTATION_VERTICAL), 0)!
    gtk_box_append(column, a.widget)
    gtk_box_append(column, b.widget)
    gtk_window_set_child(window, column)
    gtk_window_present(window)
    for _ in 0..<200 { _ = g_main_context_iteration(nil, 0) }
    return (a, b, window)
}
