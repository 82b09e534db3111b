import CCairo
import ControlKit
import Foundation

/// Text layout and measuring with pango, configured for renders that are the same on
/// every machine: grey antialiasing, no hinting, unhinted metrics, DejaVu Sans as the
/// system font.
enum PangoText {
    /// The family used for ``DrawingFont/system(size:weight:)``.
    static let systemFamily = "DejaVu Sans"

    /// A laid-out line of text, reused across frames (the caller must not release it).
    /// Shaping text is the expensive part of drawing it.
    ///
    /// The layout's glyph positions are rounded for a device of `scale` pixels per point,
    /// whatever the context's transform: text drawn under a plain scale (nearly all of it)
    /// comes out as if laid out for that context, and text drawn scaled or rotated (wheel
    /// rows, radial dial labels) keeps one layout instead of being shaped again for every
    /// new transform, that is every frame of a spin.
    /// Its logical size (in points) is kept with it: the layout never changes, and asking
    /// pango again costs about a tenth of drawing the line.
    static func cachedLayout(_ string: String, font: DrawingFont, scale: CGFloat, on cr: OpaquePointer) -> (
        layout: OpaquePointer, size: CGSize
    ) {
        LayoutCache.shared.layout(for: LayoutCache.Key(string: string, font: font, scale: scale)) {
            let layout = layout(string, font: font, on: cr)
            var matrix = PangoMatrix(xx: Double(scale), xy: 0, yx: 0, yy: Double(scale), x0: 0, y0: 0)
            pango_context_set_matrix(pango_layout_get_context(layout), &matrix)
            pango_layout_context_changed(layout)
            return layout
        }
    }

    static func layout(_ string: String, font: DrawingFont, on cr: OpaquePointer) -> OpaquePointer {
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

    /// The layout's logical size and, when `wantsInk`, its ink (what its glyphs cover), in
    /// layout units from its top-left corner.
    static func extents(_ layout: OpaquePointer, ink wantsInk: Bool) -> (logical: CGSize, ink: CGRect?) {
        var ink = PangoRectangle(), logical = PangoRectangle()
        if wantsInk { pango_layout_get_extents(layout, &ink, &logical) } else { pango_layout_get_extents(layout, nil, &logical) }
        let unit = CGFloat(CK_PANGO_SCALE)
        let size = CGSize(width: CGFloat(logical.width) / unit, height: CGFloat(logical.height) / unit)
        guard wantsInk else { return (size, nil) }
        return (
            size,
            CGRect(x: CGFloat(ink.x) / unit, y: CGFloat(ink.y) / unit, width: CGFloat(ink.width) / unit, height: CGFloat(ink.height) / unit)
        )
    }

    static func logicalSize(_ layout: OpaquePointer) -> CGSize { extents(layout, ink: false).logical }

    /// How many of `string`'s characters no installed font has a glyph for (each is drawn as
    /// a missing-glyph box).
    static func unknownGlyphCount(in string: String, font: DrawingFont) -> Int {
        withScratchLayout(string, font: font) { Int(pango_layout_get_unknown_glyphs_count($0)) }
    }

    static func measure(_ string: String, font: DrawingFont) -> CGSize {
        LayoutCache.shared.size(for: LayoutCache.Key(string: string, font: font)) {
            withScratchLayout(string, font: font, logicalSize)
        }
    }

    /// Lays `string` out on a 1-pixel scratch surface, for questions that draw nothing.
    private static func withScratchLayout<T>(_ string: String, font: DrawingFont, _ body: (OpaquePointer) -> T) -> T {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)
        let cr = cairo_create(surface)!
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        let layout = layout(string, font: font, on: cr)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        return body(layout)
    }
}

/// Pango layouts by (string, font, scale) and measured sizes by (string, font); at most
/// 128 of each, the least recently used layout dropped first. Unhinted metrics make a
/// layout valid on any context.
final class LayoutCache: @unchecked Sendable {
    struct Key: Hashable {
        var string: String
        var font: DrawingFont
        /// Device pixels per point the glyph positions are rounded for (1 for measuring).
        var scale: CGFloat = 1
    }
    static let shared = LayoutCache()
    private let lock = NSLock()
    /// An entry is a class so a hit updates its use without writing to the dictionary
    /// (a second hash of the key, and a uniqueness check, on every text drawn).
    private final class Entry {
        let layout: OpaquePointer
        let size: CGSize
        var used: Int
        init(layout: OpaquePointer, used: Int) {
            self.layout = layout
            self.size = PangoText.logicalSize(layout)
            self.used = used
        }
    }
    private var layouts: [Key: Entry] = [:]
    private var sizes: [Key: CGSize] = [:]
    private var counter = 0
    private let limit = 128

    func layout(for key: Key, make: () -> OpaquePointer) -> (layout: OpaquePointer, size: CGSize) {
        lock.lock()
        defer { lock.unlock() }
        counter += 1
        if let hit = layouts[key] {
            hit.used = counter
            return (hit.layout, hit.size)
        }
        let layout = make()
        if layouts.count >= limit, let oldest = layouts.min(by: { $0.value.used < $1.value.used }) {
            g_object_unref(UnsafeMutableRawPointer(oldest.value.layout))
            layouts[oldest.key] = nil
        }
        let entry = Entry(layout: layout, used: counter)
        layouts[key] = entry
        return (layout, entry.size)
    }

    func size(for key: Key, measure: () -> CGSize) -> CGSize {
        lock.lock()
        if let hit = sizes[key] {
            lock.unlock()
            return hit
        }
        lock.unlock()
        let size = measure()
        lock.lock()
        if sizes.count >= limit { sizes.removeAll(keepingCapacity: true) }
        sizes[key] = size
        lock.unlock()
        return size
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
    public func size(of string: String, font: DrawingFont) -> CGSize {
        PangoText.measure(string, font: font)
    }

    /// How many characters of `string` no font that pango can use has a glyph for: each
    /// would be drawn as a missing-glyph box. 0 when every character can be drawn.
    ///
    /// Fonts come from fontconfig, so the answer depends on the fonts installed and the
    /// configuration in use (`FONTCONFIG_FILE`).
    ///
    /// ```swift
    /// PangoTextMeasurer().unknownGlyphCount(in: "2026年", font: .system(size: 17))   // 0 with a CJK font
    /// ```
    public func unknownGlyphCount(in string: String, font: DrawingFont) -> Int {
        PangoText.unknownGlyphCount(in: string, font: font)
    }
}
