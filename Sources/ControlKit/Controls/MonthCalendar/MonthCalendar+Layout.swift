import Foundation

/// A part of the calendar that a touch, a key or an element can be on.
enum MonthCalendarPart: Hashable {
    /// The month and year with its chevron (toggles the wheel).
    case header
    case previous, next
    /// The time pill.
    case time
    /// The days (a tap chooses one, a drag pages).
    case grid
    /// The month-and-year wheel.
    case wheel
}

/// Where the calendar's parts are, from its bounds and text size (left to right; the
/// drawing and hit tests mirror it for right-to-left).
struct MonthCalendarGeometry {
    var bounds = CGRect.zero
    var isRightToLeft = false
    var headerFont = DrawingFont.system(size: 17, weight: .semibold)
    var weekdayFont = DrawingFont.system(size: 13, weight: .semibold)
    var dayFont = DrawingFont.system(size: 20)
    var alternateFont = DrawingFont.system(size: 10)
    var timeFont = DrawingFont.system(size: 17)
    var scale: CGFloat = 1
    /// The header band, and its buttons.
    var header = CGRect.zero
    var previousButton = CGRect.zero
    var nextButton = CGRect.zero
    var weekdayRow = CGRect.zero
    /// Six rows of days.
    var grid = CGRect.zero
    var cellSize = CGSize.zero
    /// The band pages slide in: the grid, across the whole width.
    var pages = CGRect.zero
    var timeRow = CGRect.zero
    /// Where the month-and-year wheel goes: over the weekday row and the grid.
    var wheel = CGRect.zero
    /// The side margin of the header and time row.
    var margin: CGFloat = 16

    /// `rect` as drawn: mirrored across the control in right-to-left layouts.
    func placed(_ rect: CGRect) -> CGRect {
        guard isRightToLeft else { return rect }
        return CGRect(x: bounds.minX + bounds.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// The cell of `row` and `column` (0 = the first weekday) on a page shifted by `offset`
    /// points (positive: toward the trailing side), as drawn.
    func cell(row: Int, column: Int, offset: CGFloat = 0) -> CGRect {
        let x = grid.minX + CGFloat(column) * cellSize.width + offset
        return placed(CGRect(x: x, y: grid.minY + CGFloat(row) * cellSize.height, width: cellSize.width, height: cellSize.height))
    }

    /// The row and column under `point` on a page shifted by `offset`, or nil off the grid.
    func cellPosition(at point: CGPoint, offset: CGFloat = 0) -> (row: Int, column: Int)? {
        guard cellSize.width > 0, cellSize.height > 0, grid.contains(point) || pages.contains(point) else { return nil }
        let x = isRightToLeft ? bounds.minX + bounds.maxX - point.x : point.x
        let column = Int(((x - grid.minX - offset) / cellSize.width).rounded(.down))
        let row = Int(((point.y - grid.minY) / cellSize.height).rounded(.down))
        guard (0..<7).contains(column), (0..<6).contains(row) else { return nil }
        return (row, column)
    }
}

extension MonthCalendar {
    /// Whether the calendar is mirrored: a right-to-left layout or locale.
    var isRightToLeft: Bool { layoutDirection == .rightToLeft || texts.localeIsRightToLeft }

    /// The height of the header, the weekday row and the time row at text size `s`.
    private func bandHeights(_ s: CGFloat) -> (header: CGFloat, weekdays: CGFloat, time: CGFloat) {
        let header = max(44, (17 * s * 1.25 + 22).rounded())
        let weekdays = (13 * s * 1.2 + 8).rounded()
        let time = showsTime ? max(52, (17 * s * 1.25 + 30).rounded()) : 0
        return (header, weekdays, time)
    }

    /// The days' font at text size `s` in cells `cell` wide and high: the font grown with the
    /// text, at most half the cell.
    private func dayFont(_ s: CGFloat, cell: CGFloat) -> DrawingFont {
        var f = font.scaledForContentSize(by: s)
        f.size = max(min(f.size, cell * 0.5), 1)
        return f
    }

    /// The natural size: 320 pt wide (a little wider at large text sizes) and tall enough
    /// for six rows of days at the text size.
    var naturalSize: CGSize {
        let s = effectiveContentSizeScale
        let width = (320 + 40 * max(s - 1, 0)).rounded()
        let cell = (width - 16) / 7
        let bands = bandHeights(s)
        let row = max(42, (dayFont(s, cell: cell).size * 2.1).rounded())
        return CGSize(width: width, height: bands.header + bands.weekdays + 6 * row + 6 + bands.time)
    }

    /// Works out the parts' places (left to right) from the bounds.
    func layoutParts() {
        var g = MonthCalendarGeometry()
        let b = bounds, s = effectiveContentSizeScale
        g.bounds = b
        g.isRightToLeft = isRightToLeft
        g.scale = s
        let bands = bandHeights(s)
        g.headerFont = DrawingFont.system(size: 17 * s, weight: .semibold)
        g.weekdayFont = DrawingFont.system(size: 13 * s, weight: .semibold)
        g.timeFont = DrawingFont.system(size: 17 * s)
        g.margin = 16
        g.header = CGRect(x: b.minX, y: b.minY, width: b.width, height: min(bands.header, b.height))
        let button = min(44, b.width / 4)
        g.nextButton = CGRect(x: b.maxX - 6 - button, y: g.header.midY - 22, width: button, height: 44)
        g.previousButton = g.nextButton.offsetBy(dx: -button, dy: 0)
        g.weekdayRow = CGRect(x: b.minX + 8, y: g.header.maxY, width: max(b.width - 16, 0), height: bands.weekdays)
        let gridTop = g.weekdayRow.maxY
        let gridBottom = max(b.maxY - bands.time - 6, gridTop)
        g.grid = CGRect(x: b.minX + 8, y: gridTop, width: max(b.width - 16, 0), height: gridBottom - gridTop)
        g.cellSize = CGSize(width: g.grid.width / 7, height: g.grid.height / 6)
        g.pages = CGRect(x: b.minX, y: g.grid.minY, width: b.width, height: g.grid.height)
        g.dayFont = dayFont(s, cell: min(g.cellSize.width, g.cellSize.height))
        g.alternateFont = DrawingFont.system(size: max((g.dayFont.size * 0.5).rounded(), 8))
        if alternateCalendar != nil { g.dayFont.size = max(g.dayFont.size * 0.85, 1) }
        g.timeRow = CGRect(x: b.minX, y: b.maxY - bands.time, width: b.width, height: bands.time)
        g.wheel = CGRect(x: b.minX + 8, y: g.header.maxY, width: max(b.width - 16, 0), height: max(gridBottom - g.header.maxY, 0))
        geometry = g
        monthAndYearWheel?.frame = g.wheel
    }

    // MARK: Parts

    /// The room the title has: from the margin to the chevrons (or the trailing margin
    /// while the wheel shows), less its own chevron.
    private var titleRoom: CGFloat {
        let g = geometry
        let end = showsMonthAndYearWheel ? g.header.maxX - g.margin : g.previousButton.minX - 4
        return max(end - g.header.minX - g.margin - 6 - 12 * g.scale, 0)
    }

    /// The title's font and width: the header's font, made smaller (to half its size at
    /// most) when the title would run into the chevrons, as UIKit shrinks a label to fit.
    func titleLayout(for month: Month) -> (text: String, font: DrawingFont, width: CGFloat) {
        let g = geometry, title = texts.title(of: month)
        var font = g.headerFont
        var width = texts.width(of: title, font: font)
        if width > titleRoom, width > 0 {
            font.size = max(font.size * titleRoom / width, font.size / 2).rounded(.down)
            width = min(texts.width(of: title, font: font), titleRoom)
        }
        return (title, font, width)
    }

    /// The header's touch area: the title and its chevron, the header's full height.
    func headerRect(for month: Month) -> CGRect {
        let g = geometry
        let w = titleLayout(for: month).width + 6 + 10 * g.scale + 12
        return g.placed(CGRect(x: g.header.minX + g.margin - 6, y: g.header.minY, width: w, height: g.header.height))
    }

    /// The time pill: the time in the locale with room around it, at the row's trailing end.
    var timePillRect: CGRect {
        let g = geometry
        guard showsTime, g.timeRow.height > 0 else { return .zero }
        let text = texts.timeText(storedDate)
        let width = texts.width(of: text, font: g.timeFont) + 24 * g.scale
        let height = min((17 * g.scale * 1.25 + 14).rounded(), g.timeRow.height - 8)
        let rect = CGRect(x: g.timeRow.maxX - g.margin - width, y: g.timeRow.midY - height / 2, width: width, height: max(height, 0))
        return g.placed(rect)
    }

    /// The part under `point`, if any.
    func part(at point: CGPoint) -> MonthCalendarPart? {
        let g = geometry
        if showsMonthAndYearWheel, let wheel = monthAndYearWheel, wheel.contains(point) { return .wheel }
        if headerRect(for: shownMonth).contains(point) { return .header }
        if !showsMonthAndYearWheel {
            if g.placed(g.previousButton).contains(point) { return .previous }
            if g.placed(g.nextButton).contains(point) { return .next }
            if g.pages.contains(point) || g.weekdayRow.contains(point) { return .grid }
        }
        if showsTime, timePillRect.insetBy(dx: -6, dy: -6).contains(point) { return .time }
        return nil
    }

    /// The rectangle a part's touch must stay in to act when lifted.
    func rect(of part: MonthCalendarPart) -> CGRect {
        let g = geometry
        switch part {
        case .header: return headerRect(for: shownMonth)
        case .previous: return g.placed(g.previousButton)
        case .next: return g.placed(g.nextButton)
        case .time: return timePillRect.insetBy(dx: -6, dy: -6)
        case .grid: return g.pages
        case .wheel: return g.wheel
        }
    }

    /// The page offset in points of page `page` (relative to the anchor) as drawn now:
    /// positive toward the trailing side, whatever the direction.
    func pageOffset(_ page: Int) -> CGFloat {
        CGFloat(Double(page) - pagePosition) * geometry.bounds.width
    }

    /// The day of the anchor month under `point` at rest, or nil.
    func anchorDay(at point: CGPoint) -> Int? {
        guard let cell = geometry.cellPosition(at: point) else { return nil }
        return anchor.grid.day(atRow: cell.row, column: cell.column)
    }

    /// The cell rectangle of day `index` of `month` on page `page`.
    func cellRect(ofDay index: Int, in month: Month, page: Int = 0) -> CGRect? {
        guard let position = month.grid.position(ofDay: index) else { return nil }
        return geometry.cell(row: position.row, column: position.column, offset: pageOffset(page))
    }
}
