import ControlKit
import ControlKitCairo
import ControlKitGallery
import Foundation
import Testing

@MainActor
@Suite struct GalleryTests {
    @Test func rendersEveryPageAndAnIndex() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ck-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let pages = Gallery.pages
        let count = try Gallery.render(to: directory, scale: 1)
        #expect(count == pages.reduce(0) { $0 + $1.items.count })
        #expect(
            pages.map(\.id) == [
                "test-card", "range-slider", "slider", "stepper", "pin-code", "dial", "circular-range-slider", "picker", "date-picker",
                "calendar", "text-size", "contrast",
            ])
        let html = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        // Phones: a viewport, pictures that shrink to the width (no sideways scroll at 400 px),
        // and alt texts that do not repeat the caption printed under each picture.
        #expect(html.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"))
        #expect(html.contains("figure img { max-width: 100%; height: auto; }"))
        let alts = html.components(separatedBy: "alt=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(alts.count == count)
        for page in pages {
            for item in page.items { #expect(!alts.contains(item.caption), "\(item.caption)") }
        }
        for page in pages {
            #expect(html.contains("id=\"\(page.id)\""))
            for index in page.items.indices {
                let name = Gallery.fileName(page: page, index: index)
                #expect(html.contains("src=\"\(name)\""))
                let png = try CairoBitmap(pngData: Data(contentsOf: directory.appendingPathComponent(name)))
                #expect(png.pixelWidth == Int(page.items[index].size.width.rounded(.up)))
            }
        }
    }

    /// One page is found by its identifier without building the others (what
    /// `controlkit-gallery --window PAGE N` and the peer benchmark open); each maker's
    /// identifier is its page's, and no two are the same.
    @Test func aPageIsFoundByItsIdentifier() {
        let ids = Gallery.sources.map { $0.id }
        #expect(Set(ids).count == ids.count)
        for source in Gallery.sources {
            let page = Gallery.page(id: source.id)
            #expect(page?.id == source.id)
            #expect(page?.items.count == source.page.items.count)
        }
        #expect(Gallery.page(id: "no-such-page") == nil)
        #expect(Gallery.pages.map(\.id) == ids)
    }

    @Test func controlItemsMakeLiveControls() {
        for page in Gallery.pages {
            for item in page.items {
                guard let make = item.makeControl else { continue }
                let control = make()
                #expect(control.bounds.size == item.size, "\(item.caption)")
                // The live control (the GTK window's) draws exactly the gallery's picture,
                // pixel for pixel (display lists differ only by image identity).
                let live = CairoBitmap.render(size: item.size, scale: 1, background: item.background) { control.render(in: $0) }
                let picture = Gallery.render(item, scale: 1)
                let blank = CairoBitmap.render(size: item.size, scale: 1, background: item.background) { _ in }
                let pixels = live.rgbaPixels()
                let samePicture = pixels == picture.rgbaPixels()  // compared outside #expect: no pixel dump
                let drewSomething = pixels != blank.rgbaPixels()
                #expect(samePicture, "\(item.caption)")
                #expect(drewSomething, "\(item.caption): the live control drew something")
            }
        }
    }

    @Test func overviewDrawsTheMainControls() {
        let list = DisplayList.record { Overview.draw($0) }
        #expect(list.drawnText.contains("RangeSlider") && list.drawnText.contains("PinCodeField"))
        #expect(list.drawnText.contains("$200") && list.drawnText.contains("2 cups"))
    }
}
