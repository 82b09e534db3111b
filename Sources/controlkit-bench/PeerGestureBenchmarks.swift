import ControlKit
import Foundation

#if os(Linux)
    import ControlKitGallery
#endif

/// The frames of `scripts/peer-bench.sh`'s gestures, in-process and at 1× as its windows
/// draw them: the gallery's control of each gesture, touched where the harness touches it,
/// moved as its finger moves (by whole points along a slider or a wheel, 3° a step around
/// a dial, rounded to whole points), drawn into a backing store. What ControlKit itself spends on a frame of the
/// gesture, without GTK; compare builds with `scripts/bench-instructions.sh Gesture`.
@MainActor
func peerGestureBenchmarks() -> [Benchmark] {
    #if os(Linux)
        func control(_ page: String, _ item: Int) -> (Control, CGSize)? {
            guard let entry = Gallery.page(id: page)?.items[item - 1], let make = entry.makeControl else {
                return nil
            }
            return (make(), entry.size)
        }
        var list: [Benchmark] = []
        if let (slider, size) = control("range-slider", 1) {
            list += dragFrameBenchmark("Gesture(range-slider drag)", slider, size, scale: 1, drifts: false) {
                CGPoint(x: 67 + ($0 / 2).rounded(), y: 22)
            }
        }
        if let (wheels, size) = control("picker", 2) {
            list += dragFrameBenchmark("Gesture(three-wheel drag)", wheels, size, scale: 1, drifts: false) {
                CGPoint(x: 200, y: 58 + $0 / 2)
            }
        }
        for (label, item) in [("dial turn", 1), ("1,000-item dial turn", 12)] {
            if let (dial, size) = control("dial", item) {
                list += dragFrameBenchmark("Gesture(\(label))", dial, size, scale: 1, drifts: false) { d in
                    let a = d * 1.5 * .pi / 180  // 3° a step
                    return CGPoint(x: (110 + 80 * sin(a)).rounded(), y: (110 - 80 * cos(a)).rounded())
                }
            }
        }
        return list
    #else
        return []
    #endif
}
