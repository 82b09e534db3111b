import CGtk
import ControlKit
import ControlKitGTK
import ControlKitGallery
import Foundation

/// The interactive gallery: every page in one scrolling GTK window, each control live.
@MainActor
enum GalleryWindow {
    static var closed = false

    /// Starts GTK with the application's name (what a screen reader announces and lists
    /// on the accessibility bus; GTK 4.8 takes the program name).
    static func start() {
        g_set_prgname("controlkit-gallery")
        g_set_application_name("ControlKit Gallery")
        guard gtk_init_check() != 0 else { fail("cannot open a display (set DISPLAY, or run under Xvfb)") }
    }

    /// A window with exactly one live control (page `pageID`, item `item` from 1), 20 pt
    /// from the top-left corner and nothing else: the fair window for peer benchmarks.
    static func runSingle(pageID: String, item: Int) {
        start()
        guard let page = Gallery.page(id: pageID) else { fail("no gallery page \(pageID)") }
        guard page.items.indices.contains(item - 1), let make = page.items[item - 1].makeControl else {
            fail("page \(pageID) has no control number \(item)")
        }
        let entry = page.items[item - 1]
        let window = gtk_window_new()!
        gtk_window_set_title(window, "ControlKit: \(entry.caption)")
        let view = liveView(entry, make)
        for side in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            side(view.widget, 20)
        }
        gtk_widget_set_halign(view.widget, Int32(CK_GTK_ALIGN_START))
        gtk_widget_set_valign(view.widget, Int32(CK_GTK_ALIGN_START))
        gtk_window_set_child(window, view.widget)
        present(window)
    }

    static func run(pageID: String? = nil) {
        start()
        let window = gtk_window_new()!
        gtk_window_set_title(window, "ControlKit gallery")
        gtk_window_set_default_size(window, 760, 900)
        let column = gtk_box_new(Int32(CK_GTK_ORIENTATION_VERTICAL), 10)!
        for side in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            side(column, 20)
        }
        let pages: [GalleryPage]
        if let pageID {
            guard let page = Gallery.page(id: pageID) else { fail("no gallery page \(pageID)") }
            pages = [page]
        } else {
            pages = Gallery.pages
        }
        for page in pages {
            let title = gtk_label_new("\(page.title)")!
            gtk_label_set_xalign(title, 0)
            gtk_widget_set_margin_top(title, 16)
            gtk_box_append(column, title)
            for item in page.items {
                let caption = gtk_label_new(item.caption)!
                gtk_label_set_xalign(caption, 0)
                gtk_box_append(column, caption)
                let widget: OpaquePointer
                if let make = item.makeControl {
                    let view = liveView(item, make)
                    view.setCaption(caption)  // screen readers name the control by its caption
                    widget = view.widget
                } else {
                    widget = GtkCanvasView(size: item.size, draw: item.draw).widget
                }
                gtk_widget_set_halign(widget, Int32(CK_GTK_ALIGN_START))
                gtk_box_append(column, widget)
            }
        }
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(scroller, column)
        gtk_window_set_child(window, scroller)
        present(window)
    }

    /// The item's control, live in a GTK view on the item's background.
    private static func liveView(_ item: GalleryItem, _ make: @MainActor () -> Control) -> GtkControlView {
        let control = make()
        let view = GtkControlView(control: control, size: item.size)
        if item.background != .white { view.backgroundColor = item.background }
        // The item's own look (a dark item, a high-contrast one) stays whatever the theme's.
        if control.userInterfaceStyle == .dark { view.overrideUserInterfaceStyle = .dark }
        if control.accessibilityContrast == .high { view.overrideAccessibilityContrast = .high }
        return view
    }

    /// Shows `window` and runs GTK until it is closed.
    private static func present(_ window: OpaquePointer) {
        let onClose: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32 = { _, _ in
            MainActor.assumeIsolated { GalleryWindow.closed = true }
            return 0
        }
        _ = g_signal_connect_data(UnsafeMutableRawPointer(window), "close-request", unsafeBitCast(onClose, to: GCallback.self), nil, nil, 0)
        gtk_window_present(window)
        while !closed { _ = g_main_context_iteration(nil, 1) }
    }
}
