import ControlKit
import ControlKitTesting
import Foundation

#if os(Linux)
    import ControlKitCairo
    import ControlKitGallery
#endif

// Benchmarks: `swift run -c release controlkit-bench [filter]`: the entries whose names
// contain the filter, or with `=name`, the one entry of that name.
// Each entry times one operation; the table shows median and p95 per operation.

@MainActor
func benchmarks() -> [Benchmark] {
    var list: [Benchmark] = []

    // One touch move through the base class: inside test, events, a handler.
    let control = Control(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
    control.addAction(for: .touchDragInside) { _ in }
    control.touchDown(at: CGPoint(x: 10, y: 10), time: 0)
    var x: CGFloat = 10
    list.append(
        Benchmark(name: "Control.touchMove", batch: 10_000, samples: 50) {
            x = x > 280 ? 10 : x + 1
            control.touchMove(to: CGPoint(x: x, y: 22), time: 0)
        })

    list += controlBenchmarks()
    list += dialBenchmarks()
    list += circularRangeSliderBenchmarks()
    list += pickerBenchmarks()
    list += datePickerBenchmarks()
    list += monthCalendarBenchmarks()
    list += peerGestureBenchmarks()

    #if os(Linux)
        // The floor under every cairo frame entry: a frame that only clears its canvas
        // (the size of the dial's and the wheels'), as each entry does before drawing.
        for size in [CGSize(width: 240, height: 240), CGSize(width: 320, height: 216)] {
            let empty = CairoBitmap(pixelWidth: Int(size.width) * 3, pixelHeight: Int(size.height) * 3, scale: 3)
            list.append(
                Benchmark(name: "Empty frame(\(Int(size.width))×\(Int(size.height)), cairo @3x)", batch: 10, samples: 30) {
                    empty.draw(background: .white) { _ in }
                })
        }
        let card = TestCardPage.page.items
        let bitmap = CairoBitmap(pixelWidth: 240 * 3, pixelHeight: 120 * 3, scale: 3)
        list.append(
            Benchmark(name: "TestCard.render@3x (7 panels)", batch: 1, samples: 30) {
                for item in card { bitmap.draw(background: .white) { item.draw($0) } }
            })
        let recorded = DisplayList.record(TestCardPage.shadows)
        list.append(
            Benchmark(name: "TestCard.shadows replay@3x", batch: 1, samples: 30) {
                bitmap.draw(background: .white) { recorded.replay(into: $0) }
            })
    #endif
    return list
}

@MainActor
func main() {
    let filter = CommandLine.arguments.dropFirst().first
    #if DEBUG
        print("warning: debug build; run `swift run -c release controlkit-bench` for real numbers\n")
    #endif
    let results = benchmarks().filter { benchmark in
        guard let filter else { return true }
        return filter.hasPrefix("=") ? benchmark.name == filter.dropFirst() : benchmark.name.localizedCaseInsensitiveContains(filter)
    }.map(run)
    printTable(results)
}

MainActor.assumeIsolated { main() }
