import ControlKit
import Foundation

#if os(Linux)
    import ControlKitGallery
#endif

/// The circular range slider: a touch move of a thumb and of the arc around the ring (each
/// a new angle, a stop crossed now and then, a handler), frames of the schedule, and a frame
/// while a thumb is dragged.
@MainActor
func circularRangeSliderBenchmarks() -> [Benchmark] {
    var list: [Benchmark] = []
    // A finger on the track's centre line, 114 pt from the centre of a 280 pt schedule.
    func onTrack(_ angle: Double) -> CGPoint { CGPoint(x: 140 + 114 * sin(angle), y: 140 - 114 * cos(angle)) }
    for (name, startAngle) in [("thumb", 105.0), ("arc", 30.0)] {
        let slider = CircularRangeSlider.schedule()
        slider.addAction(for: .valueChanged) { _ in }
        var angle = startAngle * .pi / 180
        slider.touchDown(at: onTrack(angle), time: 0)
        var step = 0.004  // about half a point a move
        list.append(
            Benchmark(name: "CircularRangeSlider(\(name)).touchMove", batch: 10_000, samples: 50) {
                if angle > 2.4 || angle < 0.3 { step = -step }
                angle += step
                slider.touchMove(to: onTrack(angle), time: 0)
            })
    }
    #if os(Linux)
        list += frameBenchmarks("CircularRangeSlider(schedule)", CircularRangeSliderPage.sleep(), CGSize(width: 280, height: 280))
        let dark = CircularRangeSliderPage.sleep()
        dark.userInterfaceStyle = .dark
        list += frameBenchmarks("CircularRangeSlider(schedule, dark)", dark, CGSize(width: 280, height: 280))
        // The end thumb dragged along the ring, 2 pt a frame, out and back.
        list += dragFrameBenchmark("CircularRangeSlider(schedule)", CircularRangeSliderPage.sleep(), CGSize(width: 280, height: 280)) { d in
            let a = 105 * Double.pi / 180 + Double(d) / 114
            return onTrack(a)
        }
    #endif
    return list
}
