import CCairo
import CGtk
import ControlKit
import ControlKitCairo
import Foundation

/// Hosts any ``Control`` in GTK 4: the Linux host.
///
/// Thin by design: it turns GTK's drag gesture into the control's one touch path
/// (`touchDown`/`touchMove`/`touchUp`/`touchCancel`), key presses into ``Key``s while
/// focused, focus changes into ``Control/isFocused``, and draws the control with
/// ``CairoCanvas`` whenever the control asks (``ControlHost``). Time comes from
/// ``GtkFrameClockDriver``, which ticks ``FrameClock/main`` from GTK's frame clock while
/// something is animating. No control logic lives here.
///
/// Screen readers (Orca, through AT-SPI) see one node per accessibility element: an
/// adjustable element is an invisible `GtkScale` whose value Orca reads and sets, a button
/// a `GtkButton`, a text entry a `GtkEntry` (bullets when secure), all inside a group
/// named by ``setCaption(_:)``. Those nodes take the keyboard focus: Tab and Shift-Tab
/// move from element to element and on out of the control, arrows act within one.
///
/// ```swift
/// gtk_init()
/// let view = GtkControlView(control: RangeSlider(), size: CGSize(width: 320, height: 44))
/// view.setCaption(captionLabel)   // the group is named by the visible caption
/// gtk_window_set_child(window, view.widget)
/// ```
@MainActor
public final class GtkControlView: ControlHost {
    /// The hosted control.
    public let control: Control
    /// The widget to put in a window (a `GtkWidget *`): a `GtkFixed` whose accessible role
    /// is group, holding ``drawingArea`` and the accessible nodes.
    public let widget: OpaquePointer
    /// The drawing area the control is drawn in and touched through (hidden from screen
    /// readers, which see the nodes instead).
    public let drawingArea: OpaquePointer
    private var dragStart = CGPoint.zero
    /// Where the pointer is over the control (a mouse wheel turns the part under it).
    private var pointer: CGPoint?
    /// The theme's text colour as last judged light or dark (``adoptTheme()``).
    private var themeTextColor: GdkRGBA?
    /// The accessible nodes, one per element (GtkControlView+Accessibility.swift).
    var nodes: [AccessibleNode] = []
    /// Set while the host itself writes a node's value, so GTK's echo is not taken for
    /// a screen reader's request.
    var isMirroring = false
    /// An idle is queued to mirror the control into the nodes.
    var updateIsScheduled = false
    /// The drawing area asked GTK for a frame that has not drawn yet.
    var drawIsPending = false
    /// A due mirror waits for the control's next redraw to join its frame
    /// (GtkControlView+Accessibility.swift).
    var mirrorAwaitsDraw = false
    /// False once GTK has disposed of the widgets (the control may outlive them).
    var isAlive = true
    /// The popover showing what the control presents, and the host inside it
    /// (GtkControlView+Presentation.swift).
    var presentation: (popover: OpaquePointer, view: GtkControlView)?

    /// Makes a group of `size` points showing `control`, with one accessible node per
    /// accessibility element.
    ///
    /// Call `gtk_init()` first. The view stays alive as long as its widget. The host owns
    /// focus: the control starts unfocused and is focused while one of its nodes is.
    public init(control: Control, size: CGSize) {
        self.control = control
        widget = GtkControlView.makeWidget(gtk_fixed_get_type(), role: Int32(CK_GTK_ROLE_GROUP))
        drawingArea = GtkControlView.makeWidget(gtk_drawing_area_get_type(), role: Int32(CK_GTK_ROLE_PRESENTATION))
        ck_accessible_set_hidden(drawingArea, 1)
        gtk_fixed_put(widget, drawingArea, 0, 0)
        control.bounds = CGRect(origin: .zero, size: size)
        control.textMeasurer = PangoTextMeasurer()
        control.clock = .main
        control.isFocused = false
        control.host = self
        GtkFrameClockDriver.shared.attach(to: drawingArea)

        let w = drawingArea
        gtk_drawing_area_set_content_width(w, Int32(size.width.rounded(.up)))
        gtk_drawing_area_set_content_height(w, Int32(size.height.rounded(.up)))
        gtk_widget_set_focusable(w, 0)
        // GLib owns one reference to this view, released when the group is finalized
        // (after its children, the nodes whose signals call back here).
        let me = Unmanaged.passRetained(self).toOpaque()
        g_object_weak_ref(
            UnsafeMutableRawPointer(widget),
            { data, _ in
                let address = UInt(bitPattern: data)
                MainActor.assumeIsolated {
                    let view = Unmanaged<GtkControlView>.fromOpaque(UnsafeRawPointer(bitPattern: address)!)
                    view.takeUnretainedValue().isAlive = false  // a queued mirror or a late change must not touch it
                    view.release()
                }
            }, me)
        gtk_drawing_area_set_draw_func(
            w,
            { _, cr, _, _, data in
                let (address, context) = (UInt(bitPattern: data), UInt(bitPattern: cr))
                MainActor.assumeIsolated { GtkControlView.from(address).draw(context) }
            }, me, nil)

        let drag = gtk_gesture_drag_new()!
        connect(drag, "drag-begin", unsafeBitCast(GtkControlView.dragBegin, to: GCallback.self))
        connect(drag, "drag-update", unsafeBitCast(GtkControlView.dragUpdate, to: GCallback.self))
        connect(drag, "drag-end", unsafeBitCast(GtkControlView.dragEnd, to: GCallback.self))
        connect(drag, "cancel", unsafeBitCast(GtkControlView.dragCancel, to: GCallback.self))
        gtk_widget_add_controller(w, drag)

        // A mouse wheel (or a touchpad, counted in notches) over a control that takes it (a
        // picker's wheel): the core moves the part under the pointer; otherwise the scroll
        // goes on to the page.
        let pointer = gtk_event_controller_motion_new()!
        connect(pointer, "enter", unsafeBitCast(GtkControlView.pointerMoved, to: GCallback.self))
        connect(pointer, "motion", unsafeBitCast(GtkControlView.pointerMoved, to: GCallback.self))
        gtk_widget_add_controller(w, pointer)
        let scroll = gtk_event_controller_scroll_new(Int32(CK_GTK_SCROLL_BOTH_AXES_DISCRETE))!
        connect(scroll, "scroll", unsafeBitCast(GtkControlView.scrolled, to: GCallback.self))
        gtk_widget_add_controller(w, scroll)

        // Keys and focus on the group: whichever node has focus, keys go to the control
        // first (capture), and focus leaving the group unfocuses the control.
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, Int32(CK_GTK_PHASE_CAPTURE))
        connect(keys, "key-pressed", unsafeBitCast(GtkControlView.keyPressed, to: GCallback.self))
        gtk_widget_add_controller(widget, keys)

        let focus = gtk_event_controller_focus_new()!
        connect(focus, "leave", unsafeBitCast(GtkControlView.focusLeave, to: GCallback.self))
        gtk_widget_add_controller(widget, focus)

        updateAccessibility()
    }

    private var raw: OpaquePointer { drawingArea }

    func connect(_ instance: OpaquePointer, _ signal: String, _ handler: GCallback) {
        _ = g_signal_connect_data(UnsafeMutableRawPointer(instance), signal, handler, Unmanaged.passUnretained(self).toOpaque(), nil, 0)
    }

    /// The view behind a callback's user data, passed as an address (a plain integer is
    /// Sendable; GTK calls back on the main thread).
    static func from(_ address: UInt) -> GtkControlView {
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
            view.focusNode(at: view.dragStart)
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

    private static let pointerMoved: @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = { _, x, y, data in
        let address = UInt(bitPattern: data)
        MainActor.assumeIsolated { from(address).pointer = CGPoint(x: x, y: y) }
    }

    private static let scrolled: @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> Int32 = { _, dx, dy, data in
        let address = UInt(bitPattern: data)
        return MainActor.assumeIsolated {
            let view = from(address)
            guard let at = view.pointer, view.control.scrollWheel(by: CGSize(width: dx, height: dy), at: at) else { return 0 }
            return 1
        }
    }

    private static let keyPressed: @convention(c) (OpaquePointer?, UInt32, UInt32, UInt32, UnsafeMutableRawPointer?) -> Int32 = {
        _, keyval, _, _, data in
        let address = UInt(bitPattern: data)
        return MainActor.assumeIsolated {
            let unicode = gdk_keyval_to_unicode(keyval)
            guard let key = GtkKeys.key(forKeyval: keyval, unicode: unicode == 0 ? nil : unicode) else { return 0 }
            return from(address).handleKey(key) ? 1 : 0
        }
    }

    private static let focusLeave: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
        let address = UInt(bitPattern: data)
        MainActor.assumeIsolated { from(address).control.isFocused = false }
    }

    // MARK: Drawing

    /// The style the control keeps whatever the theme's (nil, the default: the theme's),
    /// as UIKit's `overrideUserInterfaceStyle`: a dark control shown on its own dark
    /// background in a light window.
    public var overrideUserInterfaceStyle: ControlInterfaceStyle? {
        didSet { if overrideUserInterfaceStyle != oldValue { themeTextColor = nil; queueDraw() } }
    }

    /// The contrast the control keeps whatever the theme's (nil, the default: high under a
    /// high-contrast theme).
    public var overrideAccessibilityContrast: ControlAccessibilityContrast? {
        didSet { if overrideAccessibilityContrast != oldValue { queueDraw() } }
    }

    /// A colour painted under the control (nil, the default: the window shows through),
    /// e.g. black behind a control drawn in the dark style.
    public var backgroundColor: DrawingColor? {
        didSet { if backgroundColor != oldValue { queueDraw() } }
    }

    /// The control's pixels between frames: a frame draws again only what the control
    /// marked stale, into an image (GTK 4's drawing area gives a recording surface, where
    /// ControlKitCairo's fast paths do not apply), then paints the image.
    private let backingStore = CairoBackingStore()

    private func draw(_ context: UInt) {
        drawIsPending = false
        guard let cr = OpaquePointer(bitPattern: context) else { return }
        adoptTheme()
        let scale = CGFloat(gtk_widget_get_scale_factor(raw))
        backingStore.update(control, scale: scale, background: backgroundColor)
        backingStore.paint(on: cr, scale: scale)
    }

    /// Gives the control what the GTK settings say of the person's display:
    /// - the light or dark style of the theme, judged by the core from the theme's text
    ///   colour for this widget (``ControlInterfaceStyle/init(forTextColor:)``): under a dark
    ///   theme, system colours take their dark variants and labels turn light;
    /// - the text scale (`gtk-xft-dpi` over 96 dpi) as ``Control/contentSizeScale``, which
    ///   the core applies by its own rule (the twins of UIKit's controls keep their size);
    /// - high contrast (``Control/accessibilityContrast``) under GTK's high-contrast themes
    ///   (`HighContrast`, `HighContrastInverse`).
    /// Asked before every frame, so a change applies at the next one. An unchanged colour is
    /// not judged again, and the text scale is kept from GTK's notice of its change (reading
    /// a GObject property takes a lookup and a lock). (The drawing area keeps the size it
    /// was made with.)
    func adoptTheme() {
        var color = GdkRGBA(red: 0, green: 0, blue: 0, alpha: 1)
        gtk_style_context_get_color(gtk_widget_get_style_context(raw), &color)
        let known = themeTextColor.map {
            $0.red == color.red && $0.green == color.green && $0.blue == color.blue && $0.alpha == color.alpha
        }
        if known != true {
            themeTextColor = color
            let text = DrawingColor(red: Double(color.red), green: Double(color.green), blue: Double(color.blue))
            control.userInterfaceStyle = overrideUserInterfaceStyle ?? ControlInterfaceStyle(forTextColor: text)
        }
        let dpi = GtkControlView.textScaleDPI
        control.contentSizeScale = dpi > 0 ? CGFloat(dpi) / (96 * 1024) : 1
        control.accessibilityContrast = overrideAccessibilityContrast ?? (GtkControlView.themeIsHighContrast ? .high : .normal)
    }

    /// Whether a high-contrast theme is on (``ControlAccessibilityContrast``), read once and
    /// then again whenever the settings say the theme changed.
    private static var themeIsHighContrast: Bool {
        if let known = knownThemeIsHighContrast { return known }
        let settings = UnsafeMutableRawPointer(gtk_settings_get_default())
        let changed: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, _, _ in
            MainActor.assumeIsolated { GtkControlView.knownThemeIsHighContrast = ck_theme_is_high_contrast() != 0 }
        }
        _ = g_signal_connect_data(settings, "notify::gtk-theme-name", unsafeBitCast(changed, to: GCallback.self), nil, nil, 0)
        let high = ck_theme_is_high_contrast() != 0
        knownThemeIsHighContrast = high
        return high
    }
    private static var knownThemeIsHighContrast: Bool?

    /// GTK's `gtk-xft-dpi` (1024ths of a dot per inch; -1 unset), read once and then again
    /// whenever the settings say it changed.
    private static var textScaleDPI: Int32 {
        if let known = knownTextScaleDPI { return known }
        let settings = UnsafeMutableRawPointer(gtk_settings_get_default())
        let changed: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, _, _ in
            MainActor.assumeIsolated { GtkControlView.knownTextScaleDPI = ck_settings_get_xft_dpi() }
        }
        _ = g_signal_connect_data(settings, "notify::gtk-xft-dpi", unsafeBitCast(changed, to: GCallback.self), nil, nil, 0)
        let dpi = ck_settings_get_xft_dpi()
        knownTextScaleDPI = dpi
        return dpi
    }
    private static var knownTextScaleDPI: Int32?

    // MARK: ControlHost

    public func controlNeedsDisplay(_ control: Control) {
        guard isAlive else { return }
        queueDraw()
        accessibilityNeedsUpdate()
    }
    public func controlNeedsLayout(_ control: Control) { if isAlive { queueDraw() } }

    /// Asks GTK for a frame that draws the control; a mirror waiting for one joins it.
    private func queueDraw() {
        gtk_widget_queue_draw(raw)
        drawIsPending = true
        if mirrorAwaitsDraw {
            mirrorAwaitsDraw = false
            mirrorInNextFrame()
        }
    }
}
