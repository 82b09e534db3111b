import Foundation

/// Decorations: a mark under a day's number (a dot for "something that day", or a small
/// image), as `UICalendarView`'s decorations and the event dots of calendar libraries.
extension MonthCalendar {
    /// What a day shows under its number.
    ///
    /// ```swift
    /// calendar.decorationProvider = { day in
    ///     events.contains(day) ? .default(color: .systemRed) : nil
    /// }
    /// ```
    public enum Decoration: Hashable, Sendable {
        /// A filled circle in `color` (nil: iOS's system fill, a light grey), as
        /// `UICalendarView.Decoration.default(color:size:)`.
        case `default`(color: DrawingColor? = nil, size: DecorationSize = .medium)
        /// `image` fitted into a square of `size`; with a `color` (or a template image) its
        /// shape is filled with that colour (nil: the system fill). A nil image draws the
        /// default circle, as UIKit's `.image(nil)`.
        case image(DrawingImage?, color: DrawingColor? = nil, size: DecorationSize = .medium)
        /// A row of dots, one per colour, as calendar libraries mark a day's events (three
        /// meetings, each in its calendar's colour; FSCalendar's `numberOfEventsFor`): at
        /// most ``maximumDotCount`` are drawn, the first ones; none for an empty list.
        /// `UICalendarView` has no such decoration.
        case dots([DrawingColor], size: DecorationSize = .small)

        /// The most dots a ``dots(_:size:)`` decoration draws: what fits under a day's
        /// number in a phone's column.
        public static let maximumDotCount = 3
    }

    /// The size of a decoration, as `UICalendarView.DecorationSize`.
    public enum DecorationSize: Int, Hashable, Sendable {
        case small, medium, large

        /// The side of the decoration in points at the standard text size.
        var side: (dot: CGFloat, image: CGFloat) {
            switch self {
            case .small: (4, 9)
            case .medium: (6, 12)
            case .large: (8, 15)
            }
        }
    }

    /// Forgets the decorations of the days of `components` (each a year, month and day, and
    /// era if any, in the calendar the components carry or else ``effectiveCalendar``), so that
    /// ``decorationProvider`` is asked again when they are drawn, as UICalendarView's
    /// `reloadDecorations(forDateComponents:animated:)`. A component without a day forgets
    /// its whole month. New decorations are drawn at once (`animated` is accepted for the
    /// call site; the change is not animated).
    public func reloadDecorations(forDateComponents components: [DateComponents], animated: Bool) {
        choosableDays = [:]  // asked again as each day is next drawn: a handful a month
        for parts in components {
            if parts.day != nil {
                guard let date = noon(ofDayNamedBy: parts) else { continue }
                let month = month(containing: date)
                if let day = month.day(containing: date) { decorations[month.start]?[day] = .unknown }
                continue
            }
            // A whole month, in the components' calendar: the months here that hold its first
            // and last days (one, or two when its calendar is another).
            var first = parts
            first.day = 1
            guard let start = noon(ofDayNamedBy: first) else { continue }
            let c = parts.calendar ?? model.calendar
            let length = c.range(of: .day, in: .month, for: start)?.count ?? 1
            let end = start.addingTimeInterval(Double(length - 1) * 86_400)
            for date in [start, end] { decorations[month(containing: date).start] = nil }
        }
        setNeedsDisplay()
    }

    /// Forgets every kept decoration and answer of ``canSelectDate`` (the calendar changed).
    func forgetDecorations() {
        decorations = [:]
        choosableDays = [:]
    }

    /// The components an app's closure is asked with for the day starting at `start`: its
    /// era, year, month and day, made from the day itself (so a Chinese leap month's days say
    /// so, `isLeapMonth`), with the calendar in use and its time zone.
    func providerComponents(ofDayStartingAt start: Date) -> DateComponents {
        var parts = model.calendar.dateComponents([.era, .year, .month, .day], from: start)
        parts.calendar = model.calendar
        parts.timeZone = model.calendar.timeZone
        return parts
    }

    /// Whether the person may choose `day`: within the limits (``isSelectable(_:)``) and
    /// allowed by ``canSelectDate``, whose answer is kept by day.
    func isChoosable(_ day: DateInterval) -> Bool {
        guard isSelectable(day) else { return false }
        guard let canSelectDate else { return true }
        if let kept = choosableDays[day.start] { return kept }
        let answer = canSelectDate(providerComponents(ofDayStartingAt: day.start))
        if choosableDays.count > 1_000 { choosableDays = [:] }  // months long out of view
        choosableDays[day.start] = answer
        return answer
    }

    /// The decoration of day `index` of `month`, asked of ``decorationProvider`` the first
    /// time the day is drawn and kept until reloaded.
    func decoration(ofDay index: Int, in month: Month) -> Decoration? {
        guard let provider = decorationProvider, month.dayStarts.indices.contains(index) else { return nil }
        var days = decorations[month.start] ?? Array(repeating: .unknown, count: month.numberOfDays)
        if case .known(let kept) = days[index] { return kept }
        let decoration = provider(providerComponents(ofDayStartingAt: month.dayStarts[index]))
        days[index] = .known(decoration)
        if decorations.count > 24, decorations[month.start] == nil { decorations = [:] }  // months long out of view
        decorations[month.start] = days
        return decoration
    }

    /// Draws `decoration` centred at `center` (under a day's number), kept between the text
    /// above it (down to `textBottom`) and the bottom of `cell`: a large mark at the largest
    /// text size, or under an alternate calendar's number, would otherwise touch the number,
    /// reach the next row or be cut off on the last; where there is less room than the mark,
    /// it is drawn smaller. `filled` when the day sits on a filled circle, where a
    /// colourless mark is drawn white.
    func drawDecoration(
        _ decoration: Decoration, center wanted: CGPoint, below textBottom: CGFloat, in cell: CGRect, filled: Bool,
        in canvas: DrawingCanvas
    ) {
        let natural: CGFloat
        switch decoration {
        case .default(_, let size), .image(nil, _, let size), .dots(_, let size): natural = size.side.dot * geometry.scale
        case .image(_, _, let size): natural = size.side.image * geometry.scale
        }
        let top = max(textBottom, cell.minY) + 1, bottom = cell.maxY - 1
        guard bottom - top >= 2 else { return }  // no room at all
        let side = min(natural, bottom - top), s = geometry.scale * side / natural
        let center = CGPoint(x: wanted.x, y: max(min(wanted.y, bottom - side / 2), top + side / 2))
        let fallback = filled ? DrawingColor.white.withAlpha(0.85) : DrawingColor.systemFill
        switch decoration {
        case .default(let color, let size), .image(nil, let color, let size):
            // A kept picture: a month of dots costs what composing small squares does.
            let d = size.side.dot * s, paint = color ?? fallback
            let dot = CGRect(x: center.x - d / 2, y: center.y - d / 2, width: d, height: d)
            canvas.drawPicture(DotKey(color: paint, diameter: d), bounds: dot.insetBy(dx: -1, dy: -1)) { canvas in
                canvas.fill(DrawingPath(ellipseIn: dot), with: .color(paint))
            }
        case .dots(let colors, let size):
            // Side by side with half a dot between, centred; narrowed to the cell if need be.
            let shown = colors.prefix(Decoration.maximumDotCount)
            guard !shown.isEmpty else { return }
            let count = CGFloat(shown.count)
            var d = size.side.dot * s
            d = min(d, (cell.width - 2) / (count * 1.5 - 0.5))
            guard d > 0.5 else { return }
            var x = center.x - (count * 1.5 - 0.5) * d / 2
            for paint in shown {
                let dot = CGRect(x: x, y: center.y - d / 2, width: d, height: d)
                canvas.drawPicture(DotKey(color: paint, diameter: d), bounds: dot.insetBy(dx: -1, dy: -1)) { canvas in
                    canvas.fill(DrawingPath(ellipseIn: dot), with: .color(paint))
                }
                x += 1.5 * d
            }
        case .image(let image?, let color, let size):
            let side = size.side.image * s
            guard image.size.width > 0, image.size.height > 0 else { return }
            let fit = min(side / image.size.width, side / image.size.height)
            let w = image.size.width * fit, h = image.size.height * fit
            var drawn = image
            if color != nil || image.renderingMode == .template { drawn = image.withTintColor(color ?? image.tintColor ?? fallback) }
            canvas.drawImage(drawn, in: CGRect(x: center.x - w / 2, y: center.y - h / 2, width: w, height: h))
        }
    }
}

/// The picture of a dot: its colour and diameter.
struct DotKey: Hashable {
    let color: DrawingColor
    let diameter: CGFloat
}

/// A day's decoration as kept: not asked yet, or the provider's answer (nil for none).
enum KeptDecoration {
    case unknown
    case known(MonthCalendar.Decoration?)
}
