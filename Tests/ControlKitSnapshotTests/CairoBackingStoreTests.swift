import CCairo
import ControlKit
import ControlKitCairo
import ControlKitGallery
import ControlKitTesting
import Foundation
import Testing

/// A backing store that draws again only what a control marked must hold, after every
/// frame, exactly the pixels a whole redraw gives: no stale column, no seam at the edge
/// of the part drawn, at 1×, 2× and 3×.
@MainActor
@Suite struct CairoBackingStoreTests {
    /// The control drawn whole into a fresh bitmap, as the store keeps it.
    func wholeFrame(_ control: Control, scale: CGFloat, background: DrawingColor? = nil) -> [UInt8] {
        let fresh = CairoBackingStore()
        fresh.update(control, scale: scale, background: background)
        return fresh.bitmap?.rgbaPixels() ?? []
    }

    @Test(arguments: [1.0, 3.0])
    func aDraggedWheelRedrawnInPartsMatchesAWholeRedraw(scale: CGFloat) {
        let titles = ["a", "b", "c"].map { prefix in (0..<30).map { "\(prefix)\($0)" } }
        let picker = PickerView(titles: titles, bounds: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.textMeasurer = PangoTextMeasurer()
        picker.clock = FrameClock()
        for c in 0..<3 { picker.selectRow(15, inComponent: c, animated: false) }
        let store = CairoBackingStore()
        #expect(store.update(picker, scale: scale) == picker.bounds)
        let finger = Finger(on: picker, clock: picker.clock)
        let column = picker.rect(forComponent: 2)
        #expect(finger.down(at: CGPoint(x: column.midX, y: 100)))
        var partial = 0
        // 2 pt steps with a drift of a fraction of a point: rows at new sub-pixel places.
        for step in 1...14 {
            finger.move(by: 0, step < 8 ? -2.3 : 2.1, after: 0.016)
            let drawn = store.update(picker, scale: scale)
            if !drawn.isNull, drawn.width < picker.bounds.width {
                partial += 1
                #expect(drawn.minX <= column.minX && drawn.maxX >= column.maxX && drawn.width < column.width + 2 / scale)
            }
            #expect(differences(store.bitmap?.rgbaPixels() ?? [], wholeFrame(picker, scale: scale)) == 0, "step \(step)")
        }
        #expect(partial >= 10)
        // Flung: every frame of the spin, then at rest.
        finger.up(after: 0.016)
        for _ in 0..<40 {
            finger.wait(1.0 / 60)
            store.update(picker, scale: scale)
        }
        #expect(differences(store.bitmap?.rgbaPixels() ?? [], wholeFrame(picker, scale: scale)) == 0)
        // Nothing stale: nothing drawn, the pixels kept.
        #expect(store.update(picker, scale: scale).isNull)
    }

    /// Range sliders of every layout and look, a thumb (or the range between two) dragged
    /// in 2 pt steps with a drift: each move draws again only the part the thumbs left and
    /// entered, and the pixels match a whole redraw every time.
    @Test(arguments: [1.0, 3.0])
    func aDraggedRangeSliderThumbRedrawnInPartsMatchesAWholeRedraw(scale: CGFloat) {
        let wide = CGSize(width: 300, height: 44)
        let sliders: [(String, CGSize, (RangeSlider) -> Void)] = [
            ("modern", wide, { _ in }),
            ("right to left", wide, { $0.layoutDirection = .rightToLeft }),
            ("vertical", CGSize(width: 80, height: 200), { $0.orientation = .vertical }),
            ("classic", CGSize(width: 300, height: 30), { $0.style = .classic }),
            (
                "tick marks and labels", CGSize(width: 300, height: 64),
                {
                    $0.stepValue = 0.5
                    $0.showsTickMarks = true
                    $0.tickLabelFormatter = { "\(Int($0))" }
                }
            ),
            (
                "thumb images", wide,
                {
                    $0.setThumbImage(TemperatureSlider.templateThumb, for: .normal, thumb: .lower)
                    $0.setThumbImage(TemperatureSlider.thumbImage(highlighted: true), for: .normal, thumb: .upper)
                }
            ),
            ("focused", wide, { $0.setFocused(true, byKeyboard: true) }),
            ("value labels (drawn whole)", CGSize(width: 300, height: 66), { $0.showsValueLabels = true }),
            (
                "four thumbs, the second fixed, the third dragged", wide,
                {
                    $0.values = [1, 3, 5, 8]
                    $0.setEnabled(false, forThumbAt: 1)
                }
            ),
            (
                "the range between two thumbs dragged", wide,
                {
                    $0.values = [2, 6]
                    $0.trackTouchBehavior = .moveRange
                }
            ),
        ]
        for (name, size, configure) in sliders {
            let slider = RangeSlider.outOfTen(bounds: CGRect(origin: .zero, size: size))
            slider.textMeasurer = PangoTextMeasurer()
            slider.clock = FrameClock()
            configure(slider)
            let store = CairoBackingStore()
            store.update(slider, scale: scale)
            let finger = Finger(on: slider, clock: slider.clock)
            let start =
                slider.numberOfThumbs == 4
                ? slider.thumbCenter(ofThumbAt: 2)
                : slider.trackTouchBehavior == .moveRange
                    ? CGPoint(x: (slider.lowerThumbCenter.x + slider.upperThumbCenter.x) / 2, y: slider.lowerThumbCenter.y)
                    : slider.lowerThumbCenter
            #expect(finger.down(at: start), "\(name)")
            store.update(slider, scale: scale)
            var drawnCount = 0, partial = 0
            for step in 1...12 {
                let d: CGFloat = step < 7 ? 2.3 : -2.1
                finger.move(by: slider.orientation == .vertical ? 0 : d, slider.orientation == .vertical ? -d : 0, after: 0.016)
                let drawn = store.update(slider, scale: scale)
                if !drawn.isNull { drawnCount += 1 }
                if !drawn.isNull, drawn.width * drawn.height < slider.bounds.width * slider.bounds.height { partial += 1 }
                #expect(differences(store.bitmap?.rgbaPixels() ?? [], wholeFrame(slider, scale: scale)) == 0, "\(name), step \(step)")
            }
            #expect(drawnCount >= 2 && partial == (slider.showsValueLabels ? 0 : drawnCount), "\(name)")
            finger.up(after: 0.016)
            store.update(slider, scale: scale)
            #expect(differences(store.bitmap?.rgbaPixels() ?? [], wholeFrame(slider, scale: scale)) == 0, "\(name), lifted")
        }
    }

    @Test func titlesWiderThanTheirColumnsAreCutAtTheEdgesSoPartsStillMatch() {
        // Without the cut, the middle wheel's titles would reach into its neighbours,
        // and a neighbour drawn alone would lose them.
        let wide = (0..<20).map { "Wednesday \($0) Wednesday" }
        let picker = PickerView(titles: [wide, wide, wide], bounds: CGRect(x: 0, y: 0, width: 240, height: 216))
        picker.textMeasurer = PangoTextMeasurer()
        picker.clock = FrameClock()
        let store = CairoBackingStore()
        store.update(picker, scale: 2)
        let finger = Finger(on: picker, clock: picker.clock)
        #expect(finger.down(at: CGPoint(x: 40, y: 108)))
        var partial = 0
        for step in 1...8 {
            finger.move(by: 0, -2.4, after: 0.016)
            let drawn = store.update(picker, scale: 2)
            if !drawn.isNull { partial += 1 }
            #expect(drawn.isNull || drawn.maxX < 90, "\(drawn)")
            #expect(differences(store.bitmap?.rgbaPixels() ?? [], wholeFrame(picker, scale: 2)) == 0, "step \(step)")
        }
        #expect(partial >= 5)
    }

    @Test func aDatePickerWheelRedrawnInPartsMatchesAWholeRedrawInTheDarkStyle() {
        let picker = WheelDatePicker(
            bounds: CGRect(x: 0, y: 0, width: 320, height: 216), now: { Date(timeIntervalSince1970: 1_796_031_660) })
        picker.textMeasurer = PangoTextMeasurer()
        picker.clock = FrameClock()
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.locale = Locale(identifier: "en_US")
        picker.datePickerMode = .dateAndTime
        picker.userInterfaceStyle = .dark
        let store = CairoBackingStore()
        store.update(picker, scale: 2, background: .black)
        let finger = Finger(on: picker, clock: picker.clock)
        #expect(finger.down(at: CGPoint(x: 250, y: 108)))
        for step in 1...10 {
            finger.move(by: 0, 2.2, after: 0.016)
            store.update(picker, scale: 2, background: .black)
            #expect(differences(store.bitmap?.rgbaPixels() ?? [], wholeFrame(picker, scale: 2, background: .black)) == 0, "step \(step)")
        }
        finger.up(after: 0.016)
        finger.wait(2)
        store.update(picker, scale: 2, background: .black)
        #expect(differences(store.bitmap?.rgbaPixels() ?? [], wholeFrame(picker, scale: 2, background: .black)) == 0)
    }

    @Test func paintingPutsThePixelsOnTheTargetAndSurvivesResizesBetweenPaints() {
        let slider = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 120, height: 44))
        let store = CairoBackingStore()
        let target = CairoBitmap(pixelWidth: 240, pixelHeight: 88, scale: 2)
        // Painting before any update draws nothing.
        target.draw { store.paint(on: $0.context, scale: 2) }
        #expect(target.rgbaPixels().allSatisfy { $0 == 0 })
        for width in [120.0, 120, 120, 120, 80, 120] {
            slider.bounds = CGRect(x: 0, y: 0, width: width, height: 44)
            slider.setValues(lower: width / 200, upper: 0.9)
            store.update(slider, scale: 2)
            let fresh = CairoBitmap(pixelWidth: Int(width * 2), pixelHeight: 88, scale: 2)
            fresh.draw { store.paint(on: $0.context, scale: 2) }
            #expect(fresh.rgbaPixels() == store.bitmap?.rgbaPixels(), "\(width)")
        }
        // Bad scales paint nothing and do not crash.
        for scale in [0.0, -1, .nan, .infinity] { target.draw { store.paint(on: $0.context, scale: scale) } }
    }

    /// GTK 4 records what a drawing area paints and replays it when it renders the frame.
    /// The store paints through one surface that it never draws into nor lets go, so cairo
    /// copies no pixels for the recording, however many frames follow: a recording
    /// replayed later shows the pixels as they are then (a copied one would show the old).
    @Test func aRecordingOfThePaintIsNotACopy() {
        let slider = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 120, height: 44))
        let store = CairoBackingStore()
        store.update(slider, scale: 2)
        let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)!
        defer { cairo_surface_destroy(recording) }
        let cr = cairo_create(recording)!
        store.paint(on: cr, scale: 2)
        cairo_destroy(cr)
        let before = store.bitmap?.rgbaPixels() ?? []
        // Frames later: more paints, then a new value drawn.
        let other = CairoBitmap(pixelWidth: 240, pixelHeight: 88, scale: 2)
        for _ in 0..<5 { other.draw { store.paint(on: $0.context, scale: 2) } }
        slider.setValues(lower: 6, upper: 9)
        store.update(slider, scale: 2)
        let replayed = CairoBitmap(pixelWidth: 240, pixelHeight: 88, scale: 2)
        replayed.draw { canvas in
            cairo_set_source_surface(canvas.context, recording, 0, 0)
            cairo_paint(canvas.context)
        }
        #expect(differences(replayed.rgbaPixels(), store.bitmap?.rgbaPixels() ?? []) == 0)
        #expect(differences(replayed.rgbaPixels(), before) > 0)
    }

    @Test func aNewSizeScaleOrBackgroundDrawsEverythingAndNoAreaDrawsNothing() {
        let slider = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 200, height: 44))
        let store = CairoBackingStore()
        #expect(store.update(slider, scale: 2) == slider.bounds)
        #expect(store.update(slider, scale: 2).isNull)
        #expect(store.update(slider, scale: 3) == slider.bounds && store.bitmap?.pixelWidth == 600)
        #expect(store.update(slider, scale: 3, background: .white) == slider.bounds)
        slider.bounds = CGRect(x: 0, y: 0, width: 100, height: 44)
        #expect(store.update(slider, scale: 3, background: .white) == slider.bounds && store.bitmap?.pixelWidth == 300)
        #expect(differences(store.bitmap?.rgbaPixels() ?? [], wholeFrame(slider, scale: 3, background: .white)) == 0)
        // No area, a bad scale, or more pixels than a bitmap holds: nothing kept, no crash.
        for (bounds, scale) in [
            (CGRect.zero, 2.0), (CGRect(x: 0, y: 0, width: 100, height: 44), 0), (CGRect(x: 0, y: 0, width: 100, height: 44), -1),
            (CGRect(x: 0, y: 0, width: 100, height: 44), .nan), (CGRect(x: 0, y: 0, width: 1e300, height: 44), 1),
        ] {
            slider.bounds = bounds
            #expect(store.update(slider, scale: scale).isNull && store.bitmap == nil, "\(bounds) @\(scale)")
        }
        // A part marked at a fractional place is drawn to whole pixels around it.
        slider.bounds = CGRect(x: 0, y: 0, width: 100, height: 44)
        store.update(slider, scale: 3)
        slider.setNeedsDisplay(CGRect(x: 10.1, y: 5.05, width: 1, height: 1))
        let drawn = store.update(slider, scale: 3)
        let pixels = [drawn.minX, drawn.minY, drawn.maxX, drawn.maxY].map { $0 * 3 }
        #expect(zip(pixels, [30, 15, 34, 19]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(pixels)")
    }

    /// A turning dial (its kept face drawn first, labels and ticks over it, every frame
    /// whole) holds after each frame exactly what a fresh store draws: nothing of the frame
    /// before shows through, at the frames' own sub-pixel angles.
    @Test(arguments: [1.0, 3.0])
    func aTurningDialsFramesNeverShowThePreviousFrame(scale: CGFloat) {
        let dial = Dial.hours()
        dial.bounds = CGRect(x: 0, y: 0, width: 220, height: 220)
        dial.labelOrientation = .radial
        dial.textMeasurer = PangoTextMeasurer()
        dial.clock = FrameClock()
        let store = CairoBackingStore()
        store.update(dial, scale: scale, background: .white)
        let finger = Finger(on: dial, clock: dial.clock)
        func rim(_ degrees: Double) -> CGPoint {
            let a = degrees * .pi / 180
            return CGPoint(x: 110 + 80 * sin(a), y: 110 - 80 * cos(a))
        }
        #expect(finger.down(at: rim(0)))
        for step in 1...12 {
            finger.move(to: rim(Double(step) * 2.3), after: 0.016)  // 2.3°: a new angle each frame
            #expect(!store.update(dial, scale: scale, background: .white).isNull)
            #expect(differences(store.bitmap?.rgbaPixels() ?? [], wholeFrame(dial, scale: scale, background: .white)) == 0, "step \(step)")
        }
        finger.up(after: 0.016)
    }
}
