import CCairo
import CGtk
import ControlKit
import ControlKitCairo
import Foundation

/// Hosts any ``Control`` in a GTK 4 drawing area: the Linux host.
///
/// Thin by design: it turns GTK's drag gesture into the control's one touch path
/// (`touchDown`/`touchMove`/`touchUp`/`touchCancel`), key presses into ``Key``s while
/// focused, focus changes into ``Control/isFocused``, and draws the control with
/// ``CairoCanvas`` whenever the control asks (``ControlHost``). Time comes from
/// ``GtkFrameClockDriver``, which ticks ``FrameClock/main`` from GTK's frame clock while
/// something is animating. No control logic lives here.
///
/// ```swift
/// gtk_init()
/// let view = GtkControlView(control: RangeSlider(), size: CGSize(width: 320, height: 44))
/// gtk_window_set_child(window, view.widget)
/// ```
@MainActor
public final class GtkControlView: ControlHost {
    /// The hosted control.
    public let control: Control
    /// The GTK drawing area (a `GtkWidget *`).
    public let widget: OpaquePointer
    private var dragStart = CGPoint.zero
    private var box: Unmanaged<GtkControlView>?

    /// Makes a focusable drawing area of `size` points showing `control`.
    ///
    /// Call `gtk_init()` first. The view stays alive as long as its widget.
    public init(control: Control, size: CGSize) {
        self.control = control
        widget = GtkControlView.makeDrawingArea(role: GtkControlView.role(for: control.accessibilityElements))
        control.bounds = CGRect(origin: .zero, size: size)
        control.textMeasurer = PangoTextMeasurer()
        control.clock = .main
        control.host = self
        GtkFrameClockDriver.shared.attach(to: widget)

        let w = raw
        gtk_drawing_area_set_content_width(w, Int32(size.width.rounded(.up)))
        gtk_drawing_area_set_content_height(w, Int32(size.height.rounded(.up)))
        gtk_widget_set_focusable(w, 1)
        // GLib owns one reference to this view; released when the widget goes.
        let retained = Unmanaged.passRetained(self)
        box = retained
        let me = retained.toOpaque()
        gtk_drawing_area_set_draw_func(
            w,
            { _, cr, _, _, data in
                let (address, context) = (UInt(bitPattern: data), UInt(bitPattern: cr))
                MainActor.assumeIsolated { GtkControlView.from(address).draw(context) }
            }, me,
            { data in
                let address = UInt(bitPattern: data)
                MainActor.assumeIsolated { Unmanaged<GtkControlView>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).release() }
            })

        let drag = gtk_gesture_drag_new()!
        connect(drag, "drag-begin", unsafeBitCast(GtkControlView.dragBegin, to: GCallback.self))
        connect(drag, "drag-update", unsafeBitCast(GtkControlView.dragUpdate, to: GCallback.self))
        connect(drag, "drag-end", unsafeBitCast(GtkControlView.dragEnd, to: GCallback.self))
        connect(drag, "cancel", unsafeBitCast(GtkControlView.dragCancel, to: GCallback.self))
        gtk_widget_add_controller(w, drag)

        let keys = gtk_event_controller_key_new()!
        connect(keys, "key-pressed", unsafeBitCast(GtkControlView.keyPressed, to: GCallback.self))
        gtk_widget_add_controller(w, keys)

        updateAccessibility()

        let focus = gtk_event_controller_focus_new()!
        connect(focus, "enter", unsafeBitCast(GtkControlView.focusEnter, to: GCallback.self))
        connect(focus, "leave", unsafeBitCast(GtkControlView.focusLeave, to: GCallback.self))
        gtk_widget_add_controller(w, focus)
    }

    private var raw: OpaquePointer { widget }

    private func connect(_ instance: OpaquePointer, _ signal: String, _ handler: GCallback) {
        _ = g_signal_connect_data(UnsafeMutableRawPointer(instance), signal, handler, Unmanaged.passUnretained(self).toOpaque(), nil, 0)
    }

    /// The view behind a callback's user data, passed as an address (a plain integer is
    /// Sendable; GTK calls back on the main thread).
    private static func from(_ address: UInt) -> GtkControlView {
        Unmanaged<GtkControlView>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeUnretainedValue()
    }

    /// The event time: the clock brought up to the present first, so timers started by
    /// this input (a stepper's autorepeat) count from the real press time.
    private static var now: TimeInterval {
        GtkFrameClockDriver.shared.catchUp()
        return FrameClock.main.currentTime
    }

    // MARK: Signals (C callbacks)

    private static let dragBegin: @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = { _, x, y, data in
        let address = UInt(bitPattern: data)
        MainActor.assumeIsolated {
            let view = from(address)
            view.dragStart = CGPoint(x: x, y: y)
            gtk_widget_grab_focus(view.raw)
            view.control.touchDown(at: view.dragStart, time: now)
        }
    }

    private static let dragUpdate: @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = { _, dx, dy, data in
        let address = UInt(bitPattern: data)
        MainActor.assumeIsolated {
            let view = from(address)
            view.control.touchMove(to: CGPoint(x: view.dragStart.x + dx, y: view.dragStart.y + dy), time: now)
        }
    }

    private static let dragEnd: @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = { _, dx, dy, data in
        let address = UInt(bitPattern: data)
        MainActor.assumeIsolated {
            let view = from(address)
            view.control.touchUp(at: CGPoint(x: view.dragStart.x + dx, y: view.dragStart.y + dy), time: now)
        }
    }

    private static let dragCancel: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, _, data in
        let address = UInt(bitPattern: data)
        MainActor.assumeIsolated { from(address).control.touchCancel() }
    }

    private static let keyPressed: @convention(c) (OpaquePointer?, UInt32, UInt32, UInt32, UnsafeMutableRawPointer?) -> Int32 = {
        _, keyval, _, _, data in
        let address = UInt(bitPattern: data)
        return MainActor.assumeIsolated {
            let unicode = gdk_keyval_to_unicode(keyval)
            guard let key = GtkKeys.key(forKeyval: keyval, unicode: unicode == 0 ? nil : unicode) else { return 0 }
            return from(address).control.keyDown(key) ? 1 : 0
        }
    }

    private static let focusEnter: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
        let address = UInt(bitPattern: data)
        MainActor.assumeIsolated { from(address).control.isFocused = true }
    }

    private static let focusLeave: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
        let address = UInt(bitPattern: data)
        MainActor.assumeIsolated { from(address).control.isFocused = false }
    }

    // MARK: Drawing

    /// A colour painted under the control (nil, the default: the window shows through),
    /// e.g. black behind a control drawn in the dark style.
    public var backgroundColor: DrawingColor? {
        didSet { if backgroundColor != oldValue { gtk_widget_queue_draw(raw) } }
    }

    private func draw(_ context: UInt) {
        guard let cr = OpaquePointer(bitPattern: context) else { return }
        let scale = CGFloat(gtk_widget_get_scale_factor(raw))
        if accessibilityIsStale {
            accessibilityIsStale = false
            updateAccessibility()
        }
        let canvas = CairoCanvas(context: cr, scale: scale)
        if let backgroundColor { canvas.fill(CGRect(origin: .zero, size: control.bounds.size), with: .color(backgroundColor)) }
        control.render(in: canvas)
    }

    // MARK: Accessibility

    /// The GTK accessible role for a control's elements: slider for adjustable ones,
    /// button for buttons, label for static text, otherwise generic.
    public static func role(for elements: [AccessibilityElement]) -> Int32 {
        guard let traits = elements.first?.traits else { return Int32(CK_GTK_ROLE_GENERIC) }
        if traits.contains(.adjustable) { return Int32(CK_GTK_ROLE_SLIDER) }
        if traits.contains(.button) { return Int32(CK_GTK_ROLE_BUTTON) }
        if traits.contains(.staticText) { return Int32(CK_GTK_ROLE_LABEL) }
        return Int32(CK_GTK_ROLE_GENERIC)
    }

    /// The accessible label and value text GTK gets: every element's, joined
    /// ("Minimum, Maximum" and "2, 8" for a range slider).
    public static func accessibleText(for elements: [AccessibilityElement]) -> (label: String, value: String) {
        (elements.map(\.label).joined(separator: ", "), elements.compactMap(\.value).joined(separator: ", "))
    }

    /// The accessible role is construct-only in GTK 4, so the drawing area is made with it.
    private static func makeDrawingArea(role: Int32) -> OpaquePointer {
        var value = CKGValue()
        _ = g_value_init(&value, gtk_accessible_role_get_type())
        g_value_set_enum(&value, role)
        defer { g_value_unset(&value) }
        return "accessible-role".withCString { name in
            var names: [UnsafePointer<CChar>?] = [name]
            return names.withUnsafeMutableBufferPointer {
                g_object_new_with_properties(gtk_drawing_area_get_type(), 1, $0.baseAddress, [value])!
            }
        }
    }

    /// The label and value text last given to GTK's accessibility tree (what a screen
    /// reader reads). While the widget is on screen it follows the control once per
    /// drawn frame; off screen, at once.
    public var accessibleText: (label: String, value: String)? { lastAccessibleText }

    private var lastAccessibleText: (label: String, value: String)?
    /// The control changed since the accessible text was last mirrored.
    private var accessibilityIsStale = false

    /// Mirrors the control's label and value into GTK's accessibility tree when they change.
    private func updateAccessibility() {
        let text = GtkControlView.accessibleText(for: control.accessibilityElements)
        if let last = lastAccessibleText, last == text { return }
        lastAccessibleText = text
        var values = [CKGValue(), CKGValue()]
        for i in values.indices { _ = g_value_init(&values[i], CK_G_TYPE_STRING) }
        g_value_set_string(&values[0], text.label)
        g_value_set_string(&values[1], text.value)
        var properties: [Int32] = [Int32(CK_GTK_PROPERTY_LABEL), Int32(CK_GTK_PROPERTY_VALUE_TEXT)]
        gtk_accessible_update_property_value(raw, 2, &properties, values)
        for i in values.indices { g_value_unset(&values[i]) }
    }

    // MARK: ControlHost

    public func controlNeedsDisplay(_ control: Control) {
        gtk_widget_queue_draw(raw)
        // The accessible text follows once per frame (in draw), not once per motion
        // event: GTK delivers about two motion events per frame, and building the text
        // was most of a drag's own cost. A widget not on screen gets it at once.
        if gtk_widget_get_mapped(raw) != 0 { accessibilityIsStale = true } else { updateAccessibility() }
    }
    public func controlNeedsLayout(_ control: Control) { gtk_widget_queue_draw(raw) }
}
