import ControlKitCairo
import ControlKitGallery
import Foundation

// Renders every gallery page to PNGs and an index.html.
//
//     swift run controlkit-gallery [--out DIR] [--scale N]

@MainActor
func main() throws {
    var out = "gallery"
    var scale = 2.0
    var overview: String?
    var arguments = CommandLine.arguments.dropFirst()
    while let argument = arguments.popFirst() {
        switch argument {
        case "--out":
            guard let value = arguments.popFirst() else { fail("--out needs a directory") }
            out = value
        case "--scale":
            guard let value = arguments.popFirst().flatMap(Double.init), value > 0, value <= 4 else { fail("--scale needs 1, 2 or 3") }
            scale = value
        case "--window":
            let page = arguments.popFirst().flatMap { $0.hasPrefix("-") ? nil : $0 }
            let item = arguments.first.flatMap(Int.init)
            if let page, let item {
                GalleryWindow.runSingle(pageID: page, item: item)
            } else {
                GalleryWindow.run(pageID: page)
            }
            return
        case "--check-fonts":
            checkFonts()
            return
        case "--overview":
            guard let value = arguments.popFirst() else { fail("--overview needs a PNG path") }
            overview = value
        case "-h", "--help":
            print(
                """
                usage: controlkit-gallery [--out DIR] [--scale N] [--overview PNG] | --window [PAGE]
                Renders every control in every state to DIR (default ./gallery) with an index.html.
                --overview PNG also writes the README's picture of the main controls.
                --window [PAGE] opens the interactive GTK 4 gallery instead, optionally one page
                (\(Gallery.sources.map { $0.id }.joined(separator: ", ")));
                --window PAGE N opens a window with only that page's N-th control (from 1), 20 pt
                from the window's top-left corner: what scripts/peer-bench.sh measures.
                Both need a display.
                --check-fonts checks that the project's fonts (scripts/fonts/fonts.conf) draw every
                character the gallery and the tests show, and names the package that is missing.
                """)
            return
        default:
            fail("unknown argument \(argument)")
        }
    }
    if let overview {
        let bitmap = CairoBitmap.render(size: Overview.size, scale: CGFloat(scale)) { Overview.draw($0) }
        try bitmap.writePNG(to: URL(fileURLWithPath: overview))
        print("Wrote the overview to \(overview)")
    }
    let directory = URL(fileURLWithPath: out)
    let count = try Gallery.render(to: directory, scale: CGFloat(scale))
    print("Rendered \(count) pictures on \(Gallery.sources.count) pages to \(directory.appendingPathComponent("index.html").path)")
}

/// Fails (exit 1) when a character the gallery or the tests draw has no glyph in the
/// project's fonts, naming the package to install.
@MainActor
func checkFonts() {
    let project = FontCoverage.projectConfigurationFile
    guard FontCoverage.configurationFile == project, FileManager.default.fileExists(atPath: project) else {
        fail("text is not drawn with the project's fonts: FONTCONFIG_FILE is \(FontCoverage.configurationFile), not \(project)")
    }
    let texts = FontCoverage.texts()
    let missing = FontCoverage.missingGlyphs(in: texts)
    guard missing.isEmpty else {
        for glyph in missing { FileHandle.standardError.write(Data("fonts: \(glyph)\n".utf8)) }
        let packages = Set(missing.compactMap(\.package)).sorted()
        let hint = packages.isEmpty ? "" : " (run scripts/setup.sh, or apt-get install \(packages.joined(separator: " ")))"
        fail("\(missing.count) characters have no glyph in the project's fonts\(hint)", status: 1)
    }
    let count = texts.reduce(0) { $0 + $1.strings.count }
    print("fonts: \(count) texts from \(texts.count) pages and locales drawn with \(project), no missing glyph")
}

func fail(_ message: String, status: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data("controlkit-gallery: \(message)\n".utf8))
    exit(status)
}

try MainActor.assumeIsolated { try main() }
