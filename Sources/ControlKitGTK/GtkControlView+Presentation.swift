import CGtk
import ControlKit
import Foundation

/// What a control presents (``ControlKit/Control/presentedControl``: a compact date picker's
/// calendar or time wheels), shown in a `GtkPopover` pointing at
/// ``ControlKit/Control/presentationSourceRect``, holding a host of its own (a
/// ``GtkControlView``, its nodes read by Orca like any other). Closing it (a click outside,
/// Escape) tells the control (``ControlKit/Control/dismissPresentation()``); the control
/// closing it (its pill tapped again, the control disabled) pops it down.
extension GtkControlView {
    /// The control presents something else now, or nothing.
    public func controlDidChangePresentation(_ control: Control) {
        let presented = control.presentedControl
        if let shown = presentation, shown.view.control !== presented || presented == nil {
            presentation = nil
            gtk_popover_popdown(shown.popover)  // its "closed" finds it is no longer the presentation
            GtkControlView.unparentSoon(shown.popover)
        }
        guard isAlive, let presented, presentation == nil else { return }
        let view = GtkControlView(control: presented, size: presented.intrinsicContentSize)
        let popover = gtk_popover_new()!
        gtk_popover_set_child(popover, view.widget)
        gtk_widget_set_parent(popover, widget)  // the group, so screen readers find it inside the control
        let r = control.presentationSourceRect.integral
        var rect = GdkRectangle(x: Int32(r.minX), y: Int32(r.minY), width: Int32(max(r.width, 1)), height: Int32(max(r.height, 1)))
        gtk_popover_set_pointing_to(popover, &rect)
        connect(popover, "closed", unsafeBitCast(GtkControlView.popoverClosed, to: GCallback.self))
        presentation = (popover, view)
        gtk_popover_popup(popover)
        view.focusFirstNode()
    }

    /// The popover closed. Closed by the person (a click outside, Escape) while it is still
    /// the presentation: the control stops presenting.
    private static let popoverClosed: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { popover, data in
        // Addresses as plain integers (Sendable); GTK calls back on the main thread.
        let (address, closed) = (UInt(bitPattern: data), UInt(bitPattern: popover.map { UnsafeRawPointer($0) }))
        MainActor.assumeIsolated {
            let view = GtkControlView.from(address)
            guard let shown = view.presentation, UInt(bitPattern: UnsafeRawPointer(shown.popover)) == closed else { return }
            view.presentation = nil
            GtkControlView.unparentSoon(shown.popover)
            view.control.dismissPresentation()
        }
    }

    /// Unparents a closed popover after the signal that closed it (its widgets then go).
    static func unparentSoon(_ popover: OpaquePointer) {
        _ = g_object_ref(UnsafeMutableRawPointer(popover))
        _ = g_idle_add_full(
            200,
            { data in
                gtk_widget_unparent(OpaquePointer(data))
                g_object_unref(data)
                return 0
            }, UnsafeMutableRawPointer(popover), nil)
    }

    /// Gives the keyboard to the first node (a popover's content, as it opens).
    func focusFirstNode() {
        if let first = nodes.first { _ = gtk_widget_grab_focus(first.widget) }
    }
}
