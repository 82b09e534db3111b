import ControlKit
import Foundation

/// The circular range slider: the Clock app's sleep schedule in every state.
@MainActor
public enum CircularRangeSliderPage: GalleryPageSource {
    public static let id = "circular-range-slider"

    /// A bed, 18 pt, as a template icon (drawn in the arc's tint).
    public static let bed = DrawingImage(size: CGSize(width: 18, height: 18)) { c in
        var shape = DrawingPath(roundedRect: CGRect(x: 1.5, y: 3.5, width: 2.5, height: 12), cornerRadius: 1)
        shape.addRoundedRect(in: CGRect(x: 1.5, y: 9.5, width: 15, height: 4), cornerRadius: 1.2)
        shape.addRoundedRect(in: CGRect(x: 14, y: 12, width: 2.5, height: 3.5), cornerRadius: 1)
        shape.addRoundedRect(in: CGRect(x: 5, y: 6.2, width: 5, height: 2.8), cornerRadius: 1.3)
        c.fill(shape, with: .color(.black))
    }.withRenderingMode(.template)

    /// An alarm bell, 18 pt, as a template icon.
    public static let bell = DrawingImage(size: CGSize(width: 18, height: 18)) { c in
        var shape = DrawingPath()
        shape.move(to: CGPoint(x: 3.5, y: 12.5))
        shape.addArc(center: CGPoint(x: 9, y: 7.5), radius: 5, startAngle: .pi, endAngle: 2 * .pi, clockwise: true)
        shape.addLine(to: CGPoint(x: 14.5, y: 12.5))
        shape.closeSubpath()
        shape.addRoundedRect(in: CGRect(x: 2, y: 12, width: 14, height: 2.2), cornerRadius: 1.1)
        shape.addEllipse(in: CGRect(x: 7.3, y: 14.4, width: 3.4, height: 3.4))
        shape.addEllipse(in: CGRect(x: 7.8, y: 0.8, width: 2.4, height: 2.4))
        c.fill(shape, with: .color(.black))
    }.withRenderingMode(.template)

    /// The schedule of the Clock app: 24 hours a turn, 22:30 to 7:00 across midnight, in
    /// orange with a bed and a bell, in English (US).
    public static func sleep(twentyFourHour: Bool = true) -> CircularRangeSlider {
        let slider = CircularRangeSlider.schedule(twentyFourHour: twentyFourHour)
        slider.endValue = 7 * 60
        slider.locale = Locale(identifier: "en_US")
        slider.tintColor = .systemOrange
        slider.setThumbImage(bed, for: .normal, thumb: .start)
        slider.setThumbImage(bell, for: .normal, thumb: .end)
        return slider
    }

    /// The schedule with its shortest duration (an hour): the thumbs side by side.
    public static func shortest() -> CircularRangeSlider {
        let slider = sleep()
        slider.minimumDuration = 60
        slider.maximumDuration = 20 * 60
        slider.setValues(start: 23 * 60, end: 23 * 60)  // asks for nothing: gets the hour
        return slider
    }

    /// The schedule with its longest duration (20 hours).
    public static func longest() -> CircularRangeSlider {
        let slider = sleep()
        slider.minimumDuration = 60
        slider.maximumDuration = 20 * 60
        slider.setValues(start: 20 * 60, end: 19 * 60)  // asks for 23 hours: gets 20
        return slider
    }

    /// A schedule caught mid-sweep: an animated set stopped 0.1 s in, on its own clock.
    public static func midSweep() -> CircularRangeSlider {
        let slider = sleep()
        slider.clock = FrameClock()
        slider.setValues(start: 13 * 60, end: 15 * 60, animated: true)
        slider.clock.advance(by: 0.1)
        return slider
    }

    public static var page: GalleryPage {
        let size = CGSize(width: 280, height: 280)
        return GalleryPage(
            id: id, title: "CircularRangeSlider",
            summary:
                "A start and an end on a circle with the arc between them: the Clock app's sleep schedule. Drag a thumb, or the arc to move both; the range crosses midnight, steps tick, durations have limits.",
            items: [
                .control("Sleep schedule: 22:30 to 7:00, across midnight", size: size, { sleep() }),
                .control("12 hours a turn", size: size, { sleep(twentyFourHour: false) }),
                .control("Start thumb held", size: size, { sleep() }) { $0.touchDown(at: $0.startThumbCenter) },
                .control("The arc dragged: both thumbs move", size: size, { sleep() }) {
                    $0.touchDown(at: $0.point(for: 2 * 60))
                },
                .control("Shortest range (an hour)", size: size, { shortest() }),
                .control("Longest range (20 hours)", size: size, { longest() }),
                .control("A whole turn", size: size, { sleep() }) { $0.updateModel { $0.setDuration(1440, keeping: .start) } },
                .control("Mid-sweep (caught 100 ms into an animated set)", size: size, { midSweep() }),
                .control("Disabled", size: size, { sleep() }) { $0.isEnabled = false },
                .control("Focused: the keys move the range", size: size, { sleep() }) {
                    $0.setFocused(true, byKeyboard: true)
                    $0.keyboardPart = .range
                },
                .control("Focused: the keys move the end", size: size, { sleep() }) {
                    $0.setFocused(true, byKeyboard: true)
                    $0.keyboardPart = .end
                },
                .control("Right-to-left: a clock face does not mirror", size: size, { sleep() }) { $0.layoutDirection = .rightToLeft },
                .control("Russian: 24-hour times", size: size, { sleep() }) { $0.locale = Locale(identifier: "ru_RU") },
                .control("Plain: a turn of 0…1, no face, default tint", size: size, { CircularRangeSlider() }) {
                    $0.setValues(start: 0.8, end: 0.3)
                },
                .control("Small (180 pt), thin track", size: CGSize(width: 180, height: 180), { sleep() }) {
                    $0.trackWidth = 30
                    $0.setThumbImage(nil, for: .normal)
                },
                .darkControl("Dark style", size: size, { sleep() }),
                .control("Largest text size: labels twice their size, thinned", size: size, { sleep() }) {
                    $0.contentSizeScale = TextSizePage.largest
                },
            ])
    }
}
