import ControlKit
import Foundation

#if os(Linux)
    import ControlKitCairo
#endif

/// The dial: a touch move around the centre, frames at 12 and 1,000 items (the cost must
/// not grow with the items), and a whole fling from release to rest.
@MainActor
func dialBenchmarks() -> [Benchmark] {
    var list: [Benchmark] = []
    let dial = Dial(bounds: CGRect(x: 0, y: 0, width: 240, height: 240))
    dial.addAction(for: .valueChanged) { _ in }
    let clock = FrameClock()
    dial.clock = clock
    dial.touchDown(at: CGPoint(x: 120, y: 40), time: 0)
    var angle = 0.0
    list.append(
        Benchmark(name: "Dial.touchMove", batch: 10_000, samples: 50) {
            angle += 0.01
            dial.touchMove(to: CGPoint(x: 120 + 80 * sin(angle), y: 120 - 80 * cos(angle)), time: 0)
        })
    let twelve = Dial.hours()
    twelve.selectedIndex = 9
    list += frameBenchmarks("Dial(12 items)", twelve, CGSize(width: 240, height: 240))
    let thousand = Dial()
    thousand.numberOfItems = 1_000
    list += frameBenchmarks("Dial(1000 items)", thousand, CGSize(width: 240, height: 240))
    // Turning the dial back and forth by a finger on its rim, 2 pt at a time. Radial
    // labels turn with the dial: every frame draws them at new angles.
    let turnings: [(String, Int, Dial.LabelOrientation)] = [
        ("12 items", 12, .upright), ("1000 items", 1_000, .upright), ("12 items, radial labels", 12, .radial),
    ]
    for (label, count, orientation) in turnings {
        let turned = Dial()
        turned.numberOfItems = count
        turned.labelOrientation = orientation
        list += dragFrameBenchmark("Dial(\(label))", turned, CGSize(width: 240, height: 240)) { d in
            let a = d / 100 - 0.6  // along the rim, 100 pt from the centre
            return CGPoint(x: 120 + 100 * sin(a), y: 120 - 100 * cos(a))
        }
    }
    #if os(Linux)
        // The thousand-item dial's 111 ticks alone, as one cairo fill on a 720 px surface.
        let recorder = RecordingCanvas()
        thousand.render(in: recorder)
        let ticks =
            recorder.displayList.commands.compactMap { command -> DrawingPath? in
                if case .fill(let path, _, _) = command, path.elements.count > 100 { return path }
                return nil
            }.first ?? DrawingPath()
        let surface = CairoBitmap(pixelWidth: 720, pixelHeight: 720, scale: 3)
        list.append(
            Benchmark(name: "Dial ticks(111 quads) @3x", batch: 10, samples: 30) {
                surface.draw { $0.fill(ticks, with: .color(.secondaryLabel)) }
            })
    #endif
    // A fling: release at ~2.5 items/s, then 60 Hz ticks until it rests on an item.
    let spinner = Dial(bounds: CGRect(x: 0, y: 0, width: 240, height: 240))
    let spinClock = FrameClock()
    spinner.clock = spinClock
    list.append(
        Benchmark(name: "Dial.flingToRest(60 Hz ticks)", batch: 10, samples: 30) {
            var t = spinClock.now
            spinner.touchDown(at: CGPoint(x: 120, y: 40), time: t)
            for i in 1...6 {
                t += 0.016
                let a = Double(i) * 0.08
                spinner.touchMove(to: CGPoint(x: 120 + 80 * sin(a), y: 120 - 80 * cos(a)), time: t)
            }
            spinClock.advance(to: t)
            spinner.touchUp(time: t)
            while spinner.isSpinning { spinClock.advance(by: 1.0 / 60) }
        })
    return list
}
