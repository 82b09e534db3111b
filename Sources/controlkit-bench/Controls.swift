import ControlKit
import ControlKitTesting
import Foundation

#if os(Linux)
    import ControlKitCairo
    import ControlKitGallery
#endif

/// Benchmarks of the controls: one touch move, one recorded frame, one cairo frame each.
@MainActor
func controlBenchmarks() -> [Benchmark] {
    var list: [Benchmark] = []

    // RangeSlider: a drag of the lower thumb back and forth.
    let slider = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 320, height: 44))
    slider.stepValue = 0
    slider.addAction(for: .valueChanged) { _ in }
    list.append(dragBenchmark("RangeSlider.touchMove", slider, from: slider.lowerThumbCenter, within: 20...200))
    // The same drag snapping to 50 snap values (a binary search per move), and the whole
    // range dragged from the track between the thumbs.
    let snapping = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 320, height: 44))
    snapping.snapValues = (0...49).map { Double($0) / 4.9 }
    snapping.addAction(for: .valueChanged) { _ in }
    list.append(dragBenchmark("RangeSlider(50 snap values).touchMove", snapping, from: snapping.lowerThumbCenter, within: 20...200))
    let ranged = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 320, height: 44))
    ranged.setValues(lower: 3, upper: 5)
    ranged.trackTouchBehavior = .moveRange
    ranged.addAction(for: .valueChanged) { _ in }
    list.append(dragBenchmark("RangeSlider(range dragged).touchMove", ranged, from: ranged.point(for: 4), within: 100...220))
    // Five thumbs, the middle one dragged between its neighbours: the cost of a move must
    // not grow with the thumbs (the model resolves in place and allocates nothing).
    let many = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 320, height: 44))
    many.values = [0.5, 2, 5, 8, 9.5]
    many.addAction(for: .valueChanged) { _ in }
    list.append(dragBenchmark("RangeSlider(5 thumbs).touchMove", many, from: many.thumbCenter(ofThumbAt: 2), within: 90...230))
    #if os(Linux)
        // A frame while dragging: the thumb moves a fraction of a pixel every frame.
        let dragged = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 320, height: 44))
        dragged.textMeasurer = PangoTextMeasurer()
        let dragBitmap = CairoBitmap(pixelWidth: 960, pixelHeight: 132, scale: 3)
        var v = 0.0
        list.append(
            Benchmark(name: "RangeSlider(modern).dragFrame(cairo @3x)", batch: 10, samples: 30) {
                v = v > 7 ? 0 : v + 0.013
                dragged.lowerValue = v
                dragBitmap.draw(background: .white) { dragged.render(in: $0) }
            })
    #endif
    let idle = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 320, height: 44))
    list += frameBenchmarks("RangeSlider(modern)", idle, CGSize(width: 320, height: 44))
    // The dark style: the same frame drawn through the colour-resolving canvas.
    let dark = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 320, height: 44))
    dark.userInterfaceStyle = .dark
    list += frameBenchmarks("RangeSlider(modern, dark)", dark, CGSize(width: 320, height: 44))
    let ticked = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 320, height: 44))
    ticked.stepValue = 0.5
    ticked.showsTickMarks = true
    list += frameBenchmarks("RangeSlider(21 tick marks)", ticked, CGSize(width: 320, height: 44))
    let manyFrame = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 320, height: 66))
    manyFrame.values = [0.5, 2, 5, 8, 9.5]
    manyFrame.showsValueLabels = true
    list += frameBenchmarks("RangeSlider(5 thumbs, labels)", manyFrame, CGSize(width: 320, height: 66))
    let classic = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 320, height: 30))
    classic.style = .classic
    classic.showsValueLabels = true
    list += frameBenchmarks("RangeSlider(classic, labels)", classic, CGSize(width: 320, height: 52))
    // HorizontalWheel: a drag along 100 items, and a frame mid-turn.
    let strip = HorizontalWheel(bounds: CGRect(x: 0, y: 0, width: 320, height: 44))
    strip.titles = (0..<100).map { "\($0)" }
    strip.addAction(for: .valueChanged) { _ in }
    list.append(dragBenchmark("HorizontalWheel.touchMove", strip, from: CGPoint(x: 160, y: 22), within: 20...300))
    let turned = HorizontalWheel(bounds: CGRect(x: 0, y: 0, width: 320, height: 44))
    turned.titles = (0..<100).map { "\($0)" }
    turned.selectedIndex = 40
    list += frameBenchmarks("HorizontalWheel(100 items)", turned, CGSize(width: 320, height: 44))
    // ValueSlider: a drag of the thumb back and forth.
    let volume = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 280, height: 34))
    volume.maximumValue = 100
    volume.value = 50
    volume.addAction(for: .valueChanged) { _ in }
    list.append(dragBenchmark("Slider.touchMove", volume, from: volume.thumbCenter, within: 30...250))
    list += frameBenchmarks("Slider(default)", ValueSlider(bounds: .zero), CGSize(width: 280, height: 34))
    #if os(Linux)
        list += frameBenchmarks("Slider(temperature images)", TemperatureSlider.make(), CGSize(width: 280, height: 34))
    #endif
    // ValueStepper: a held + button auto-repeating (one repeat = one clock tick + one step).
    let stepper = ValueStepper(bounds: CGRect(x: 0, y: 0, width: 94, height: 32))
    stepper.maximumValue = 1_000_000_000
    stepper.wraps = true
    stepper.addAction(for: .valueChanged) { _ in }
    let stepperClock = FrameClock()
    stepper.clock = stepperClock
    stepper.touchDown(at: CGPoint(x: 70, y: 16), time: 0)
    stepperClock.advance(to: 4)
    list.append(
        Benchmark(name: "Stepper.autorepeatTick", batch: 10_000, samples: 30) {
            stepperClock.advance(by: 0.05)
        })
    list.append(
        Benchmark(name: "Stepper.touchMove", batch: 10_000, samples: 30) {
            stepper.touchMove(to: CGPoint(x: 71, y: 16), time: stepperClock.now)
        })
    // The sliding label dragged back and forth across both edges: moves that slide the
    // label, and now and then a step at an edge (autorepeat off: no timers pile up).
    let sliding = ValueStepper.quantity(maximum: 1_000_000_000)
    sliding.bounds = CGRect(x: 0, y: 0, width: 180, height: 32)
    sliding.allowsValueLabelDragging = true
    sliding.autorepeat = false
    sliding.wraps = true
    sliding.addAction(for: .valueChanged) { _ in }
    list.append(dragBenchmark("Stepper(label dragged).touchMove", sliding, from: sliding.labelRect.center, within: 75...105))
    list += frameBenchmarks("Stepper(UIStepper look)", ValueStepper(), CGSize(width: 94, height: 32))
    let labelled = ValueStepper.quantity()
    labelled.valueFormatter = { "\(Int($0)) cups" }
    list += frameBenchmarks("Stepper(label)", labelled, CGSize(width: 180, height: 32))
    // State engine: one state change re-resolving 1,000 bound key paths (3 values each).
    final class Swatch {
        var color = DrawingColor.black
    }
    let styled = Control()
    let swatches = (0..<1000).map { _ in Swatch() }
    for swatch in swatches {
        styled.setValue(.systemRed, for: swatch, keyPath: \.color, when: .containing(all: .selected))
        styled.setValue(.systemBlue, for: swatch, keyPath: \.color, when: .exactly([.selected, .highlighted]))
        styled.setValue(.systemGray, for: swatch, keyPath: \.color, when: .containing(any: .disabled, priority: 1001))
    }
    list.append(
        Benchmark(name: "StateEngine.stateChange(1000 bindings)", batch: 100, samples: 30) {
            withExtendedLifetime(swatches) { styled.isSelected.toggle() }
        })
    let single = Control()
    let one = Swatch()
    single.setValue(.systemRed, for: one, keyPath: \.color, when: .containing(all: .selected))
    list.append(
        Benchmark(name: "StateEngine.stateChange(1 binding)", batch: 10_000, samples: 30) {
            withExtendedLifetime(one) { single.isSelected.toggle() }
        })

    // PinCodeField: typing a character and deleting it (two transitions, state, events).
    let pin = PinCodeField(bounds: CGRect(x: 0, y: 0, width: 240, height: 64))
    pin.addAction(for: .valueChanged) { _ in }
    pin.insertText("258")
    list.append(
        Benchmark(name: "PinCodeField.insert+delete", batch: 10_000, samples: 30) {
            pin.insertText("0")
            pin.deleteBackward()
        })
    pin.text = "2580"
    list += frameBenchmarks("PinCodeField(valid)", pin, CGSize(width: 240, height: 64))
    return list
}

/// One touch move: a finger goes down at `start` and each operation moves it 1 pt,
/// back and forth along x within `span`.
@MainActor
func dragBenchmark(_ name: String, _ control: Control, from start: CGPoint, within span: ClosedRange<CGFloat>) -> Benchmark {
    control.touchDown(at: start, time: 0)
    var x = start.x
    var dx: CGFloat = 1
    return Benchmark(name: name, batch: 10_000, samples: 50) {
        if x > span.upperBound || x < span.lowerBound { dx = -dx }
        x += dx
        control.touchMove(to: CGPoint(x: x, y: start.y), time: 0)
    }
}

/// One frame of `control`: recorded into a display list, and (on Linux) drawn by cairo at @3x.
@MainActor
func frameBenchmarks(_ name: String, _ control: Control, _ size: CGSize) -> [Benchmark] {
    control.bounds = CGRect(origin: .zero, size: size)
    let recorder = RecordingCanvas()
    var list = [
        Benchmark(name: "\(name).frame(display list)", batch: 1_000, samples: 30) {
            recorder.reset()
            control.render(in: recorder)
        }
    ]
    #if os(Linux)
        control.textMeasurer = PangoTextMeasurer()
        let bitmap = CairoBitmap(pixelWidth: Int(size.width * 3), pixelHeight: Int(size.height * 3), scale: 3)
        list.append(
            Benchmark(name: "\(name).frame(cairo @3x)", batch: 10, samples: 30) {
                bitmap.draw(background: .white) { control.render(in: $0) }
            })
    #endif
    return list
}

/// A frame while a finger drags: each operation moves the finger 2 pt further along its
/// path, out to 120 pt and back (`point` gives the touch at a distance along it), and
/// draws a frame at `scale` (3× unless said). Rows, labels and ticks then sit at a new place and scale every
/// frame, which is what the caches must cope with.
///
/// A real finger never comes back to exactly the same point, so each step is shifted by
/// a new fraction of half a point (golden-ratio steps, unless `drifts` is false: the
/// peer harness's pointer moves by whole pixels): no two frames of a run repeat a
/// position. (A cycle that repeated them let cairo's glyph caches hide the cost of the
/// wheels' squashed text, 3–4× a frame.)
///
/// The frame is what the GTK host draws: into a ``CairoBackingStore``, which keeps the
/// pixels and draws again only what the control marked stale (a dragged wheel's column;
/// all of a turned dial).
@MainActor
func dragFrameBenchmark(
    _ name: String, _ control: Control, _ size: CGSize, scale: CGFloat = 3, drifts: Bool = true,
    point: @escaping (_ distance: CGFloat) -> CGPoint
) -> [Benchmark] {
    #if os(Linux)
        control.bounds = CGRect(origin: .zero, size: size)
        control.textMeasurer = PangoTextMeasurer()
        let store = CairoBackingStore()
        store.update(control, scale: scale)
        var step = 0
        var time = 0.0
        control.touchDown(at: point(0), time: time)
        func distance(_ step: Int) -> CGFloat { 2 * CGFloat(step % 120 < 60 ? step % 120 : 120 - step % 120) }
        return [
            Benchmark(name: "\(name).dragFrame(cairo @\(Int(scale))x)", batch: 10, samples: 30) {
                step += 1
                time += 1.0 / 60
                let p = point(distance(step)), drift = drifts ? (CGFloat(step) * 0.618_034).truncatingRemainder(dividingBy: 1) / 2 : 0
                control.touchMove(to: CGPoint(x: p.x + drift, y: p.y + drift), time: time)
                store.update(control, scale: scale)
            }
        ]
    #else
        return []
    #endif
}
