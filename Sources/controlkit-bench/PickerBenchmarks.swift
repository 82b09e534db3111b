import ControlKit
import Foundation

/// The wheel picker: a touch move and a frame at 10 and 1,000,000,000 rows side by side
/// (the cost must not depend on the rows), and a fling from release to rest.
@MainActor
func pickerBenchmarks() -> [Benchmark] {
    final class Rows: PickerViewDataSource, PickerViewDelegate {
        let count: Int
        init(_ count: Int) { self.count = count }
        func numberOfComponents(in pickerView: PickerView) -> Int { 1 }
        func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { count }
        func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { String(row) }
    }
    var list: [Benchmark] = []
    for (label, count) in [("10 rows", 10), ("1e9 rows", 1_000_000_000)] {
        let rows = Rows(count)
        let picker = PickerView(bounds: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = rows
        picker.delegate = rows
        picker.selectRow(count / 2, inComponent: 0, animated: false)
        picker.addAction(for: .valueChanged) { _ in }
        picker.touchDown(at: CGPoint(x: 160, y: 108), time: 0)
        var y: CGFloat = 108, dy: CGFloat = 1
        list.append(
            Benchmark(name: "PickerView(\(label)).touchMove", batch: 10_000, samples: 50) {
                if y > 200 || y < 20 { dy = -dy }
                y += dy
                withExtendedLifetime(rows) { picker.touchMove(to: CGPoint(x: 160, y: y), time: 0) }
            })
        let still = PickerView(bounds: .zero)
        still.dataSource = rows
        still.delegate = rows
        still.selectRow(count / 2, inComponent: 0, animated: false)
        list += frameBenchmarks("PickerView(\(label))", still, CGSize(width: 320, height: 216))
    }
    // Dragging the wheel up and down in 2 pt steps (each frame shows the rows elsewhere).
    let dragged = PickerView(titles: [(0..<100).map(String.init)], bounds: .zero)
    dragged.selectRow(50, inComponent: 0, animated: false)
    list += dragFrameBenchmark("PickerView(100 rows)", dragged, CGSize(width: 320, height: 216)) { CGPoint(x: 160, y: 48 + $0) }
    let colors = PickerView(titles: [(0..<100).map(String.init)], bounds: CGRect(x: 0, y: 0, width: 320, height: 216))
    let clock = FrameClock()
    colors.clock = clock
    list.append(
        Benchmark(name: "PickerView.flingToRest(60 Hz ticks)", batch: 10, samples: 30) {
            colors.selectRow(10, inComponent: 0, animated: false)
            var t = clock.now
            colors.touchDown(at: CGPoint(x: 160, y: 200), time: t)
            for i in 1...6 {
                t += 0.016
                colors.touchMove(to: CGPoint(x: 160, y: 200 - CGFloat(i) * 20), time: t)
            }
            clock.advance(to: t)
            colors.touchUp(time: t)
            while colors.isSpinning(inComponent: 0) { clock.advance(by: 1.0 / 60) }
        })
    return list
}
