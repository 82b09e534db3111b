import Foundation

/// Touches: a tap on a day chooses it, a horizontal drag on the grid pages (following the
/// finger), the chevrons page, the header toggles the wheel, the pill begins time editing;
/// the wheel's touches are the wheel's.
extension MonthCalendar {
    /// A touch that moves less than this along the grid is a tap.
    static let tapSlop: CGFloat = 6

    /// A release faster than this (points per second, toward a page) pages even short of
    /// half a page: a flick.
    static let flickSpeed: Double = 300

    func beginCalendarTouch(_ touch: Touch) -> Bool {
        guard bounds.width > 0, bounds.height > 0 else { return false }
        layoutIfNeeded()
        finishFade()
        guard let part = part(at: touch.location) else { return false }
        if part == .wheel {
            guard let wheel = monthAndYearWheel, wheel.touchDown(touch) else { return false }
            touchPart = .wheel
            return true
        }
        touchPart = part
        if part == .grid {
            // A page in motion is caught where it is; the touch then only settles it.
            let caught = stopPaging() || pagePosition != 0
            drag = (touch.location.x, pagePosition, caught)
            velocity.reset()
            velocity.add(position: pagePosition, time: touch.timestamp)
            fingerPosition = pagePosition
        } else {
            pressedPart = part
        }
        return true
    }

    func continueCalendarTouch(_ touch: Touch) -> Bool {
        switch touchPart {
        case .wheel?:
            monthAndYearWheel?.touchMove(touch)
        case .grid?:
            guard var d = drag else { return false }
            let dx = touch.location.x - d.x
            if !d.moved, abs(dx) > MonthCalendar.tapSlop { d.moved = true }
            drag = d
            guard d.moved else { return true }
            let width = Double(max(bounds.width, 1))
            let raw = d.position - Double(dx) * (isRightToLeft ? -1 : 1) / width
            fingerPosition = raw
            velocity.add(position: raw, time: touch.timestamp)
            if !reduceMotion { setPagePosition(resisted(raw)) }  // Reduce Motion: the release cross-fades
        case let part?:
            pressedPart = rect(of: part).contains(touch.location) ? part : nil
        case nil:
            return false
        }
        return true
    }

    func endCalendarTouch(_ touch: Touch?) {
        let part = touchPart
        let d = drag
        touchPart = nil
        drag = nil
        pressedPart = nil
        switch part {
        case .wheel?:
            monthAndYearWheel?.touchUp(touch)
        case .grid?:
            guard let d else { return }
            guard let touch else { return settlePage(velocity: 0) }
            if !d.moved {
                if pagePosition != 0 { return settlePage(velocity: 0) }
                if let day = anchorDay(at: touch.location) { chooseDay(day, of: anchor) }
                return
            }
            settlePage(velocity: velocity.velocity(at: touch.timestamp))
        case let part?:
            guard let touch, rect(of: part).contains(touch.location) else { return }
            activate(part)
        case nil:
            break
        }
    }

    /// What a tap on a part (or a screen reader's activate) does.
    func activate(_ part: MonthCalendarPart) {
        guard isEnabled else { return }
        switch part {
        case .header: showsMonthAndYearWheel.toggle()
        case .previous: userPage(-1)
        case .next: userPage(1)
        case .time: if isEditingTime { endTimeEditing() } else { beginTimeEditing() }
        case .grid, .wheel: break
        }
    }

    /// The pages a drag may reach: the neighbours that exist within the limits.
    var pageSpan: ClosedRange<Double> {
        (canPageFromAnchor(-1) ? -1 : 0)...(canPageFromAnchor(1) ? 1 : 0)
    }

    private func canPageFromAnchor(_ step: Int) -> Bool { neighbour(of: anchor, step) != nil }

    /// A drag's page position with a scroll view's resistance past the ends it may reach: a
    /// third of the finger's movement, at most a quarter of a page.
    func resisted(_ raw: Double) -> Double {
        let span = pageSpan
        if raw > span.upperBound { return span.upperBound + min((raw - span.upperBound) / 3, 0.25) }
        if raw < span.lowerBound { return span.lowerBound - min((span.lowerBound - raw) / 3, 0.25) }
        return raw
    }

    /// The release: a flick pages one month its way, a drag past half a page pages, else
    /// the grid springs back; the motion carries the finger's speed. Under Reduce Motion the
    /// grid did not follow the finger, and the page cross-fades.
    func settlePage(velocity v: Double) {
        let width = Double(max(bounds.width, 1))
        let position = reduceMotion ? fingerPosition : pagePosition
        var target = position.rounded()
        if abs(v) * width > MonthCalendar.flickSpeed { target = v > 0 ? position.rounded(.down) + 1 : position.rounded(.up) - 1 }
        let span = pageSpan
        target = min(max(target, span.lowerBound), span.upperBound)
        if reduceMotion {
            pagePosition = 0
            let page = Int(target)
            if page != 0, let month = neighbour(of: anchor, page) { show(month, animated: true, byUser: true) }
            setNeedsDisplay()
            return
        }
        // A critically damped spring that starts at the finger's speed (capped where it would
        // carry the page past its target): a page, however flung, lands in about a third of
        // a second, as a paged scroll view's does.
        let response = 0.35, omega = 2 * Double.pi / response
        let reach = omega * abs(target - pagePosition)
        let speed = v.isFinite ? min(max(v, -reach), reach) : 0
        runPage(
            Motion.spring(from: pagePosition, velocity: speed, to: target, response: response, restTolerance: pageRestTolerance),
            byUser: true)
    }

    /// A mouse wheel's notches: the month-and-year wheel's when shown and under the
    /// pointer, else a month back or on over the grid, the weekdays or the header, while
    /// there is one that way.
    func scrollCalendarWheel(_ steps: CGSize, at point: CGPoint, perform: Bool) -> Bool {
        layoutIfNeeded()
        if showsMonthAndYearWheel, let wheel = monthAndYearWheel, wheel.contains(point) {
            return wheel.scrollWheel(steps, at: point, perform: perform)
        }
        guard !showsMonthAndYearWheel,
            geometry.pages.contains(point) || geometry.weekdayRow.contains(point) || geometry.header.contains(point)
        else { return false }
        let later = layoutDirection == .rightToLeft ? -steps.width : steps.width
        let notches = steps.width != 0 ? later : steps.height
        let way = notches > 0 ? 1 : -1
        guard canPage(way) else { return false }
        if perform { userPage(way) }
        return true
    }

    /// Keeps horizontal drags that start on the grid (they page) and the wheel's own; a
    /// vertical drag scrolls an enclosing scroll view.
    func ownsCalendarDrag(from start: CGPoint, translation: CGSize) -> Bool {
        layoutIfNeeded()
        if showsMonthAndYearWheel, let wheel = monthAndYearWheel, wheel.contains(start) {
            return wheel.ownsDrag(from: start, translation: translation)
        }
        guard !showsMonthAndYearWheel, geometry.pages.contains(start) || geometry.weekdayRow.contains(start) else { return false }
        return Control.drag(translation, runsAlong: .horizontal)
    }
}
