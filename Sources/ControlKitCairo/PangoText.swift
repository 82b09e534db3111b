import CCairo
import ControlKit
import Foundation

/// Text layout and measuring with pango, configured for renders that are the same on
/// every machine: grey antialiasing, no hinting, unhinted metrics, DejaVu Sans as the
/// system font.
enum PangoText {
    /// The family used for ``Font/system(size:weight:)``.
    static let systemFamily = "DejaVu Sans"

    static func layout(_ string: String, font: Font, on cr: OpaquePointer) -> OpaquePointer {
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        let layout = pango_cairo_create_layout(cr)!
        pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
        cairo_font_options_destroy(options)
        pango_layout_context_changed(layout)

        let description = pango_font_description_new()
        pango_font_description_set_family(description, font.family ?? systemFamily)
        pango_font_description_set_weight(description, Int32(font.weight.rawValue))
        pango_font_description_set_absolute_size(description, Double(font.size) * Double(CK_PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        if font.monospacedDigits {
            let attributes = pango_attr_list_new()
            pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum"))
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        pango_layout_set_text(layout, string, -1)
        return layout
    }

    static func logicalSize(_ layout: OpaquePointer) -> CGSize {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return CGSize(width: CGFloat(logical.width) / CGFloat(CK_PANGO_SCALE), height: CGFloat(logical.height) / CGFloat(CK_PANGO_SCALE))
    }

    static func measure(_ string: String, font: Font) -> CGSize {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)
        let cr = cairo_create(surface)!
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        let layout = layout(string, font: font, on: cr)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        return logicalSize(layout)
    }
}

/// Measures text with pango, exactly as ``CairoCanvas`` draws it. Install it on
/// ``Control/textMeasurer`` when rendering with cairo.
///
/// ```swift
/// slider.textMeasurer = PangoTextMeasurer()
/// ```
public struct PangoTextMeasurer: TextMeasurer {
    public init() {}
    public func size(of string: String, font: Font) -> CGSize {
        PangoText.measure(string, font: font)
    }
}
