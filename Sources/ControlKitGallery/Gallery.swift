import ControlKit
import ControlKitCairo
import Foundation

/// One picture on a gallery page: a control in one state, or a drawing.
public struct GalleryItem {
    /// What the picture shows ("lower thumb highlighted").
    public var caption: String
    /// The size in points.
    public var size: CGSize
    /// Draws the item into a canvas of `size` points.
    public var draw: @MainActor (DrawingCanvas) -> Void
    /// Makes the item's live control, laid out at `size` and configured (nil for drawings).
    /// The interactive gallery hosts it.
    public var makeControl: (@MainActor () -> Control)?
    /// What the picture is drawn on: white, or black for the dark style.
    public var background: DrawingColor = .white

    /// An item that draws anything.
    public init(_ caption: String, size: CGSize, draw: @escaping @MainActor (DrawingCanvas) -> Void) {
        self.caption = caption
        self.size = size
        self.draw = draw
    }

    /// An item that shows a control made by `make`, laid out at `size`.
    ///
    /// The control gets a pango text measurer before `configure` runs, so layout that
    /// measures text sees the real font.
    public static func control<C: Control>(
        _ caption: String, size: CGSize, _ make: @escaping @MainActor () -> C, configure: @escaping @MainActor (C) -> Void = { _ in }
    ) -> GalleryItem {
        let build: @MainActor () -> C = {
            let control = make()
            control.textMeasurer = PangoTextMeasurer()
            control.bounds = CGRect(origin: .zero, size: size)
            configure(control)
            return control
        }
        var item = GalleryItem(caption, size: size) { canvas in build().render(in: canvas) }
        item.makeControl = build
        return item
    }

    /// The same control in the dark style (``Control/userInterfaceStyle``), on black as
    /// iOS's dark system background.
    public static func darkControl<C: Control>(
        _ caption: String, size: CGSize, _ make: @escaping @MainActor () -> C, configure: @escaping @MainActor (C) -> Void = { _ in }
    ) -> GalleryItem {
        var item = control(caption, size: size, make) { control in
            control.userInterfaceStyle = .dark
            configure(control)
        }
        item.background = .black
        return item
    }

    /// The control in the light style, or in the dark one on black, its caption ending in
    /// ", light" or ", dark": for pages that show every control in both.
    public static func control<C: Control>(
        _ caption: String, size: CGSize, dark: Bool, _ make: @escaping @MainActor () -> C
    ) -> GalleryItem {
        dark ? darkControl("\(caption), dark", size: size, make) : control("\(caption), light", size: size, make)
    }
}

/// A page of the gallery: one control (or topic) in all its states.
public struct GalleryPage {
    /// A file-name-safe identifier ("range-slider").
    public var id: String
    public var title: String
    /// One or two sentences shown under the title.
    public var summary: String
    public var items: [GalleryItem]

    public init(id: String, title: String, summary: String, items: [GalleryItem]) {
        self.id = id
        self.title = title
        self.summary = summary
        self.items = items
    }
}

/// A gallery page's maker: its identifier, known without building the page, and the page.
///
/// The gallery lists makers rather than pages so that opening one page (or one control,
/// as `controlkit-gallery --window PAGE N` and the peer benchmark do) builds only that
/// page: building every page would make every control, calendars and their locale data
/// included, in a process that shows a single range slider.
@MainActor
public protocol GalleryPageSource {
    /// The page's file-name-safe identifier, the same as its ``GalleryPage/id``.
    static var id: String { get }
    /// Builds the page.
    static var page: GalleryPage { get }
}

/// The gallery: every registered page rendered to PNGs plus an `index.html`.
///
/// ```swift
/// try Gallery.render(to: URL(fileURLWithPath: "gallery"), scale: 2)
/// ```
@MainActor
public enum Gallery {
    /// Every page's maker, in the order shown. A control issue adds its page here.
    public static let sources: [any GalleryPageSource.Type] = [
        TestCardPage.self, RangeSliderPage.self, SliderPage.self, StepperPage.self, PinCodePage.self, DialPage.self,
        CircularRangeSliderPage.self, PickerPage.self, DatePickerPage.self, MonthCalendarPage.self, TextSizePage.self,
        ContrastPage.self,
    ]

    /// Every page, in the order shown, each built anew.
    public static var pages: [GalleryPage] { sources.map { $0.page } }

    /// The page whose identifier is `id`, built alone; nil when there is none.
    public static func page(id: String) -> GalleryPage? {
        sources.first { $0.id == id }?.page
    }

    /// The file name of an item's picture.
    public static func fileName(page: GalleryPage, index: Int) -> String {
        "\(page.id)-\(String(format: "%02d", index + 1)).png"
    }

    /// Renders one item to a bitmap on its background.
    public static func render(_ item: GalleryItem, scale: CGFloat) -> CairoBitmap {
        CairoBitmap.render(size: item.size, scale: scale, background: item.background) { canvas in item.draw(canvas) }
    }

    /// Renders every page into `directory` and writes `index.html` there.
    ///
    /// - Returns: The number of pictures written.
    @discardableResult
    public static func render(to directory: URL, scale: CGFloat = 2, pages: [GalleryPage]? = nil) throws -> Int {
        let pages = pages ?? self.pages
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>ControlKit gallery</title>
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <style>
            body { font: 15px -apple-system, "DejaVu Sans", sans-serif; margin: 32px; background: #f2f2f7; color: #1c1c1e; overflow-wrap: anywhere; }
            h1 { font-size: 28px; } h2 { margin-top: 40px; } p.summary { color: #555; max-width: 760px; }
            nav { display: flex; flex-wrap: wrap; gap: 4px 16px; }
            .items { display: flex; flex-wrap: wrap; gap: 20px; align-items: flex-start; }
            figure { margin: 0; background: white; border-radius: 12px; padding: 12px; box-shadow: 0 1px 3px rgba(0,0,0,.12); max-width: 100%; box-sizing: border-box; }
            figure img { max-width: 100%; height: auto; }
            figcaption { font-size: 13px; color: #555; margin-top: 8px; }
            @media (max-width: 480px) { body { margin: 12px; } .items { gap: 12px; } figure { padding: 8px; } }
            </style></head><body>
            <h1>ControlKit gallery</h1>
            <p class="summary">Every control in every state, rendered by the real code with the cairo backend at @\(Int(scale))x.</p>
            <nav>\(pages.map { "<a href=\"#\($0.id)\">\(escape($0.title))</a>" }.joined())</nav>

            """
        var count = 0
        for page in pages {
            html +=
                "<section id=\"\(page.id)\"><h2>\(escape(page.title))</h2><p class=\"summary\">\(escape(page.summary))</p><div class=\"items\">\n"
            for (index, item) in page.items.enumerated() {
                let name = fileName(page: page, index: index)
                try render(item, scale: scale).writePNG(to: directory.appendingPathComponent(name))
                count += 1
                html +=
                    "<figure><img src=\"\(name)\" width=\"\(Int(item.size.width))\" height=\"\(Int(item.size.height))\" alt=\"\(escape(altText(page)))\"><figcaption>\(escape(item.caption))</figcaption></figure>\n"
            }
            html += "</div></section>\n"
        }
        html += "</body></html>\n"
        try html.write(to: directory.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        return count
    }

    /// The picture's alternative text: what kind of picture it is. The visible caption
    /// right below says which state it shows, so the alt text does not repeat it (a screen
    /// reader would read the caption twice).
    static func altText(_ page: GalleryPage) -> String { "\(page.title), rendered at the state named below" }

    private static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
