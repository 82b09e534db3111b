import CGtk
import ControlKit
import ControlKitCairo
import Foundation

/// A GTK drawing area that shows a fixed drawing (no control, no input).
@MainActor
public final class GtkCanvasView {
    /// The GTK drawing area (a `GtkWidget *`).
    public let widget: OpaquePointer
    private let drawing: @MainActor (DrawingCanvas) -> Void

    /// Makes a drawing area of `size` points that draws with `draw`.
    public init(size: CGSize, draw: @escaping @MainActor (DrawingCanvas) -> Void) {
        drawing = draw
        widget = gtk_drawing_area_new()!
        gtk_drawing_area_set_content_width(widget, Int32(size.width.rounded(.up)))
        gtk_drawing_area_set_content_height(widget, Int32(size.height.rounded(.up)))
        gtk_drawing_area_set_draw_func(
            widget,
            { area, cr, _, _, data in
                let (address, context, widget) = (UInt(bitPattern: data), UInt(bitPattern: cr), UInt(bitPattern: area))
                MainActor.assumeIsolated {
                    let view = Unmanaged<GtkCanvasView>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeUnretainedValue()
                    guard let cr = OpaquePointer(bitPattern: context), let area = OpaquePointer(bitPattern: widget) else { return }
                    view.drawing(CairoCanvas(context: cr, scale: CGFloat(gtk_widget_get_scale_factor(area))))
                }
            }, Unmanaged.passRetained(self).toOpaque(),
            { data in
                let address = UInt(bitPattern: data)
                MainActor.assumeIsolated { Unmanaged<GtkCanvasView>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).release() }
            })
    }
}
