import Foundation

/// Drawing: the header (month and year, chevrons), the weekday symbols, the days of the
/// pages in view (or the month-and-year wheel) and the time row, as iOS's inline calendar
/// draws them.
extension MonthCalendar {
    /// iOS's tertiary label colour: dimmed days, weekday symbols, chevrons at a limit.
    static let tertiaryLabel = DrawingColor(
        light: DrawingColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3),
        dark: DrawingColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.3))

    /// How strongly a selected day's circle and a range's band are tinted.
    static let selectionTint = 0.15

    func drawCalendar(in canvas: DrawingCanvas) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let base = isEnabled ? 1.0 : 0.45
        let drawing = invalidRect
        canvas.withSavedState {
            canvas.setAlpha(base)
            if drawing.intersects(geometry.header) { drawHeader(in: canvas, alpha: base) }
            if showsMonthAndYearWheel {
                monthAndYearWheel?.draw(in: canvas)
            } else {
                if drawing.intersects(geometry.weekdayRow) { drawWeekdays(in: canvas) }
                if drawing.intersects(geometry.pages) { drawPages(in: canvas, alpha: base) }
            }
            if showsTime, drawing.intersects(geometry.timeRow) { drawTimeRow(in: canvas) }
        }
        if isFocusVisible { drawFocus(in: canvas) }
    }

    // MARK: Header

    private func drawHeader(in canvas: DrawingCanvas, alpha: Double) {
        let g = geometry, month = shownMonth
        let area = headerRect(for: month)
        let expanded = showsMonthAndYearWheel
        let pressed = pressedPart == .header
        canvas.setAlpha(alpha * (pressed ? 0.3 : 1))
        let (title, titleFont, titleWidth) = titleLayout(for: month)
        let textRect = g.placed(CGRect(x: g.header.minX + g.margin, y: area.minY, width: titleWidth + 2, height: area.height))
        canvas.drawText(
            TextRun(title, font: titleFont, color: expanded ? tintColor : .label, alignment: g.isRightToLeft ? .right : .left),
            in: textRect)
        let chevronX = g.header.minX + g.margin + titleWidth + 6 + 5 * g.scale
        let center = g.placed(CGRect(x: chevronX, y: area.midY, width: 0, height: 0)).origin
        let size = CGSize(width: 6.5 * g.scale, height: 11.5 * g.scale)
        let path =
            expanded
            ? MonthCalendar.chevron(center: center, size: size, pointing: .down)
            : MonthCalendar.chevron(center: center, size: size, pointing: g.isRightToLeft ? .left : .right)
        canvas.stroke(path, with: .color(tintColor), style: MonthCalendar.chevronStroke(2.2 * g.scale))
        canvas.setAlpha(alpha)
        guard !expanded else { return }
        for (part, step) in [(MonthCalendarPart.previous, -1), (.next, 1)] {
            let rect = part == .previous ? g.placed(g.previousButton) : g.placed(g.nextButton)
            let enabled = canPage(step)
            let pointsLeft = (step < 0) != g.isRightToLeft
            let path = MonthCalendar.chevron(
                center: CGPoint(x: rect.midX, y: rect.midY), size: CGSize(width: 9.5 * g.scale, height: 17 * g.scale),
                pointing: pointsLeft ? .left : .right)
            canvas.setAlpha(alpha * (pressedPart == part ? 0.3 : 1))
            canvas.stroke(
                path, with: .color(enabled ? tintColor : MonthCalendar.tertiaryLabel), style: MonthCalendar.chevronStroke(2.6 * g.scale))
        }
        canvas.setAlpha(alpha)
    }

    enum ChevronDirection { case left, right, down }

    /// A chevron (an open arrow head) of `size` (its width along the way it points).
    static func chevron(center c: CGPoint, size: CGSize, pointing direction: ChevronDirection) -> DrawingPath {
        var path = DrawingPath()
        let w = size.width / 2, h = size.height / 2
        switch direction {
        case .right, .left:
            let d: CGFloat = direction == .right ? 1 : -1
            path.move(to: CGPoint(x: c.x - w * d, y: c.y - h))
            path.addLine(to: CGPoint(x: c.x + w * d, y: c.y))
            path.addLine(to: CGPoint(x: c.x - w * d, y: c.y + h))
        case .down:
            path.move(to: CGPoint(x: c.x - h, y: c.y - w))
            path.addLine(to: CGPoint(x: c.x, y: c.y + w))
            path.addLine(to: CGPoint(x: c.x + h, y: c.y - w))
        }
        return path
    }

    static func chevronStroke(_ width: CGFloat) -> DrawingStrokeStyle {
        DrawingStrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round)
    }

    // MARK: Weekdays and days

    private func drawWeekdays(in canvas: DrawingCanvas) {
        let g = geometry
        let symbols = texts.weekdaySymbols(fitting: g.cellSize.width, font: g.weekdayFont)
        for (column, symbol) in symbols.enumerated() {
            let cell = g.cell(row: 0, column: column)
            let rect = CGRect(x: cell.minX, y: g.weekdayRow.minY, width: cell.width, height: g.weekdayRow.height)
            canvas.drawText(TextRun(symbol, font: g.weekdayFont, color: MonthCalendar.tertiaryLabel, alignment: .center), in: rect)
        }
    }

    /// The pages in view: the anchor month and, while moving, its neighbour; or the
    /// cross-fade's two months.
    private func drawPages(in canvas: DrawingCanvas, alpha: Double) {
        canvas.withSavedState {
            canvas.clip(to: DrawingPath(rect: geometry.pages))
            if let fade {
                drawMonth(fade.month, page: 0, in: canvas, alpha: alpha * (1 - fade.progress))
                drawMonth(anchor, page: 0, in: canvas, alpha: alpha * fade.progress)
                return
            }
            let low = Int(pagePosition.rounded(.down)), high = Int(pagePosition.rounded(.up))
            for page in Set([low, high]).sorted() {
                guard abs(pageOffset(page)) < geometry.bounds.width else { continue }
                guard let month = page == 0 ? anchor : neighbour(of: anchor, page) else { continue }
                drawMonth(month, page: page, in: canvas, alpha: alpha)
            }
        }
    }

    /// One month's days on page `page`: the range band behind, then each day's circle and
    /// number (and the alternate calendar's number under it).
    private func drawMonth(_ month: Month, page: Int, in canvas: DrawingCanvas, alpha: Double) {
        guard month.numberOfDays > 0, alpha > 0 else { return }
        let g = geometry
        canvas.setAlpha(alpha)
        let numbers = texts.dayNumbers(of: month)
        let alternates = texts.alternateDayNumbers(of: month)
        let today = month.day(containing: now())
        let selected = selectedIndices(in: month)
        let range = rangeIndices(in: month)
        let side = min(g.cellSize.width, g.cellSize.height)
        let diameter = max(min(side - 4, 46 * g.scale), 0)
        if let range, !isSelectingRangeEnd { drawRangeBand(range, of: month, page: page, diameter: diameter, in: canvas) }
        let drawing = invalidRect
        for index in 0..<month.numberOfDays {
            guard let cell = cellRect(ofDay: index, in: month, page: page), cell.intersects(drawing),
                let day = month.interval(ofDay: index)
            else { continue }
            let isRangeEnd = range.map { index == $0.lowerBound || index == $0.upperBound } ?? false
            let isToday = index == today
            let circle = CGRect(x: cell.midX - diameter / 2, y: cell.midY - diameter / 2, width: diameter, height: diameter)
            var color = isToday ? tintColor : textColor
            var weight = DrawingFont.Weight.regular
            if selected.contains(index) {
                canvas.fill(
                    DrawingPath(ellipseIn: circle), with: .color(isToday ? tintColor : tintColor.withAlpha(MonthCalendar.selectionTint)))
                color = isToday ? .white : tintColor
                weight = isToday ? .bold : .semibold
            } else if isRangeEnd {
                canvas.fill(DrawingPath(ellipseIn: circle), with: .color(tintColor))
                color = .white
                weight = isToday ? .bold : .semibold
            }
            // A day that cannot be chosen is dimmed, unless it is drawn chosen (a booking set
            // in code, today under a "no weekends" rule): its number, alternate number and
            // mark stay readable on its circle.
            let dimmed = !isChoosable(day) && !selected.contains(index) && !isRangeEnd
            if dimmed { color = MonthCalendar.tertiaryLabel }
            var dayFont = g.dayFont
            dayFont.weight = weight
            let numberCenter = alternates == nil ? cell.midY : cell.midY - g.alternateFont.size * 0.55
            canvas.drawText(
                TextRun(numbers[index], font: dayFont, color: color, alignment: .center),
                in: CGRect(x: cell.minX, y: numberCenter - dayFont.size, width: cell.width, height: dayFont.size * 2))
            let filled = selected.contains(index) && isToday || isRangeEnd
            if let decoration = decoration(ofDay: index, in: month) {
                // Under the number (and the alternate calendar's number, when shown).
                let below = alternates == nil ? dayFont.size * 0.62 : dayFont.size * 0.6 + g.alternateFont.size * 1.2
                let center = CGPoint(x: cell.midX, y: numberCenter + below + 3.5 * g.scale)
                // The digits' bottom (about 0.36 of a font's size under its middle), or the
                // alternate number's.
                let textBottom =
                    alternates == nil
                    ? numberCenter + dayFont.size * 0.36
                    : numberCenter + dayFont.size * 0.6 + g.alternateFont.size * 0.55 + g.alternateFont.size * 0.36
                canvas.withSavedState {
                    if dimmed { canvas.setAlpha(alpha * 0.4) }
                    drawDecoration(decoration, center: center, below: textBottom, in: cell, filled: filled, in: canvas)
                }
            }
            if let alternates, alternates.indices.contains(index) {
                let altColor =
                    dimmed ? MonthCalendar.tertiaryLabel : filled ? DrawingColor.white.withAlpha(0.85) : .secondaryLabel
                let y = numberCenter + dayFont.size * 0.6 + g.alternateFont.size * 0.55
                canvas.drawText(
                    TextRun(alternates[index], font: g.alternateFont, color: altColor, alignment: .center),
                    in: CGRect(x: cell.minX, y: y - g.alternateFont.size, width: cell.width, height: g.alternateFont.size * 2))
            }
        }
    }

    /// The days of `month` drawn chosen on their own (a circle each): the date's in
    /// ``SelectionMode/single`` mode, every chosen day's in ``SelectionMode/multiple``.
    func selectedIndices(in month: Month) -> Set<Int> {
        switch selectionMode {
        case .single: return month.day(containing: storedDate).map { [$0] } ?? []
        case .range: return []
        case .multiple:
            guard !storedDays.isEmpty else { return [] }
            return Set(storedDays.compactMap { $0 >= month.start && $0 < month.end ? month.day(containing: $0) : nil })
        }
    }

    /// The range's days in `month` as day indices: −1 when it began in an earlier month,
    /// the month's day count when it ends in a later one; nil when it misses the month.
    func rangeIndices(in month: Month) -> ClosedRange<Int>? {
        guard selectionMode == .range, let range = storedRange, month.numberOfDays > 0 else { return nil }
        guard range.end >= month.start, range.start < month.end else { return nil }
        let first = range.start < month.start ? -1 : (month.day(containing: range.start) ?? 0)
        let last = range.end >= month.end ? month.numberOfDays : (month.day(containing: range.end) ?? month.numberOfDays - 1)
        return first...max(first, last)
    }

    /// The band behind a range: one capsule per week row, from its first to its last day
    /// in that row.
    private func drawRangeBand(_ range: ClosedRange<Int>, of month: Month, page: Int, diameter: CGFloat, in canvas: DrawingCanvas) {
        let first = max(range.lowerBound, 0), last = min(range.upperBound, month.numberOfDays - 1)
        guard first <= last, let top = month.grid.position(ofDay: first), let bottom = month.grid.position(ofDay: last) else { return }
        let band = tintColor.withAlpha(MonthCalendar.selectionTint)
        for row in top.row...bottom.row {
            let a = row == top.row ? first : month.grid.day(atRow: row, column: 0) ?? first
            let b = row == bottom.row ? last : month.grid.day(atRow: row, column: 6) ?? last
            guard a < b, let start = cellRect(ofDay: a, in: month, page: page), let end = cellRect(ofDay: b, in: month, page: page) else {
                continue
            }
            let minX = min(start.midX, end.midX) - diameter / 2, maxX = max(start.midX, end.midX) + diameter / 2
            let rect = CGRect(x: minX, y: start.midY - diameter / 2, width: maxX - minX, height: diameter)
            canvas.fill(DrawingPath(roundedRect: rect, cornerRadius: diameter / 2), with: .color(band))
        }
    }

    // MARK: Time row

    private func drawTimeRow(in canvas: DrawingCanvas) {
        let g = geometry
        let row = g.timeRow
        canvas.fill(
            CGRect(x: row.minX + g.margin, y: row.minY, width: max(row.width - 2 * g.margin, 0), height: 0.5), with: .color(.separator))
        let label = g.placed(CGRect(x: row.minX + g.margin, y: row.minY, width: max(row.width / 2 - g.margin, 0), height: row.height))
        canvas.drawText(
            TextRun(localized("Time"), font: g.timeFont, color: .label, alignment: g.isRightToLeft ? .right : .left), in: label)
        let pill = timePillRect
        guard pill.width > 0, pill.height > 0 else { return }
        canvas.fill(DrawingPath(roundedRect: pill, cornerRadius: pill.height * 0.25), with: .color(.tertiarySystemFill))
        let color = isEditingTime || pressedPart == .time ? tintColor : DrawingColor.label
        canvas.drawText(TextRun(texts.timeText(storedDate), font: g.timeFont, color: color, alignment: .center), in: pill)
    }

    // MARK: Focus

    /// The ring around what the keys act on, once the keyboard is in use.
    private func drawFocus(in canvas: DrawingCanvas) {
        let ring = DrawingStrokeStyle(lineWidth: 2)
        let color = tintColor.withAlpha(0.6)
        switch keyboardPart {
        case .grid:
            guard !showsMonthAndYearWheel, let day = keyboardDayIndex, let cell = cellRect(ofDay: day, in: anchor) else { return }
            let side = min(cell.width, cell.height)
            let rect = CGRect(x: cell.midX - side / 2 + 1, y: cell.midY - side / 2 + 1, width: side - 2, height: side - 2)
            canvas.stroke(DrawingPath(ellipseIn: rect), with: .color(color), style: ring)
        case .wheel:
            break  // the wheel draws its own
        case let part:
            let rect = rect(of: part).insetBy(dx: 2, dy: 4)
            canvas.stroke(DrawingPath(roundedRect: rect, cornerRadius: 8), with: .color(color), style: ring)
        }
    }
}
