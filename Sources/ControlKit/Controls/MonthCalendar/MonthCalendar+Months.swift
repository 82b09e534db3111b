import Foundation

/// Months, limits and choosing days: the calendar's date logic on top of its model.
extension MonthCalendar {
    typealias Month = MonthCalendarModel.Month

    // MARK: Limits

    /// The instants the user may reach: the limits, within Foundation's `distantPast` …
    /// `distantFuture` (the years every calendar can count), so huge dates, NaN-free
    /// infinities and `Date.distantFuture` itself stay in months that exist.
    var navigableRange: (lower: Date, upper: Date) {
        let (lo, hi) = effectiveLimits
        func within(_ date: Date) -> Date { min(max(date, .distantPast), .distantFuture) }
        return (within(lo ?? .distantPast), within(hi ?? .distantFuture))
    }

    /// `date` kept within ``navigableRange``.
    func clampedToLimits(_ date: Date) -> Date {
        let (lower, upper) = navigableRange
        return min(max(date, lower), upper)
    }

    /// Whether a day (its span) has an instant the user may choose.
    func isSelectable(_ day: DateInterval) -> Bool {
        let (lower, upper) = navigableRange
        return day.end > lower && day.start <= upper
    }

    /// New limits move the date only when they exclude it (no event), and the month shown
    /// only when it has no day left to choose.
    func limitsDidChange() {
        storedDate = clampedToLimits(storedDate)
        if let range = storedRange {
            let (lower, upper) = navigableRange
            if range.end < (dayStart(of: lower) ?? lower) || range.start > upper {
                storedRange = nil
            } else {
                storedRange = (max(range.start, dayStart(of: lower) ?? lower), min(range.end, dayStart(of: upper) ?? upper))
            }
        }
        storedDays = storedDays.filter { dayInterval(startingAt: $0).map(isSelectable) ?? false }
        if !hasSelectableDay(anchor) { show(month(containing: storedDate), animated: false) }
        configureMonthAndYearWheel()
        setNeedsDisplay()
    }

    func hasSelectableDay(_ month: Month) -> Bool {
        isSelectable(DateInterval(start: month.start, end: max(month.end, month.start)))
    }

    // MARK: Months

    /// The month containing `date`, from the cache when it was worked out before (the
    /// calendar's answers cost microseconds each, and a month takes dozens of them). A date
    /// the calendar cannot place gets an empty month of its own.
    func month(containing date: Date) -> Month {
        for cached in monthCache.values where date >= cached.start && date < cached.end { return cached }
        let month =
            model.month(containing: date)
            ?? Month(era: 0, year: 0, month: 0, start: date, end: date, dayStarts: [], firstColumn: 0)
        monthsLaidOut &+= 1
        if monthCache.count >= 24 { monthCache.removeAll(keepingCapacity: true) }
        monthCache[month.start] = month
        return month
    }

    /// The month next to `month` (`step` +1 after, −1 before), or nil when the calendar has
    /// none or it lies beyond the limits.
    func neighbour(of month: Month, _ step: Int) -> Month? {
        let (lower, upper) = navigableRange
        if step > 0 {
            guard month.end > month.start, month.end <= upper else { return nil }
            let next = self.month(containing: month.end)
            return next.start > month.start ? next : nil
        } else {
            guard month.start > lower else { return nil }
            let previous = self.month(containing: month.start.addingTimeInterval(-1))
            return previous.start < month.start ? previous : nil
        }
    }

    /// The month containing `date` when the calendar gives it days, else nil.
    func monthWithDays(containing date: Date) -> Month? {
        let m = month(containing: date)
        return m.numberOfDays > 0 ? m : nil
    }

    /// The start of the day, in the calendar in use, of the day `date` falls on in `old`:
    /// that day's date in `old`'s system, read in the new time zone (a new calendar system
    /// keeps the day; its era and year numbers are not the old one's).
    private func sameDay(as date: Date, in old: Calendar) -> Date? {
        let parts = old.dateComponents([.era, .year, .month, .day], from: date)
        var bridge = old
        bridge.timeZone = effectiveCalendar.timeZone
        return bridge.date(from: parts).flatMap(dayStart(of:))
    }

    /// The first instant of the day containing `date`, or nil when no day contains it.
    func dayStart(of date: Date) -> Date? {
        guard date.timeIntervalSinceReferenceDate.isFinite else { return nil }
        let m = month(containing: date)
        return m.day(containing: date).map { m.dayStarts[$0] }
    }

    /// The span of the day that starts at `start`.
    func dayInterval(startingAt start: Date) -> DateInterval? {
        let m = month(containing: start)
        return m.day(containing: start).flatMap(m.interval(ofDay:))
    }

    /// The calendar, time zone or locale changed: months, texts and day boundaries again,
    /// showing the chosen date's month, or, when `keepingShownMonth` (the user's settings
    /// changed, not the app's), the month shown.
    func calendarDidChange(keepingShownMonth: Bool = false) {
        let shown = anchor.start.addingTimeInterval(anchor.end.timeIntervalSince(anchor.start) / 2)  // in it in any zone
        let old = effectiveCalendar
        effectiveCalendar = resolvedCalendar()
        model = MonthCalendarModel(calendar: effectiveCalendar)
        forgetDecorations()
        monthCache = [:]
        namedDays = nil
        texts.calendarDidChange()
        stopPaging()
        finishFade()
        anchor = month(containing: keepingShownMonth ? shown : storedDate)
        pagePosition = 0
        // The chosen days stay the same days (as UICalendarView keeps date components), not
        // the same instants, which a zone to the west would put a day earlier.
        if let range = storedRange, let a = sameDay(as: range.start, in: old), let b = sameDay(as: range.end, in: old) {
            storedRange = (a, b)
        }
        storedDays = Set(storedDays.compactMap { sameDay(as: $0, in: old) })
        keyboardDay = nil
        configureMonthAndYearWheel()
        if showsMonthAndYearWheel, let wheel = monthAndYearWheel?.control {
            let month = anchor
            wheel.setDate(month.start.addingTimeInterval(month.end.timeIntervalSince(month.start) / 2), animated: false)
        }
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: Choosing

    /// A change the user made: kept within the limits; `valueChanged` when it changed.
    func userSetDate(_ date: Date) {
        let chosen = clampedToLimits(date)
        guard chosen != storedDate else { return }
        storedDate = chosen
        sendActions(for: .valueChanged)
    }

    /// The user chose day `index` of `month` (a tap, Return, a screen reader's activate).
    /// Days outside the limits are ignored. Returns whether the day could be chosen.
    @discardableResult
    func chooseDay(_ index: Int, of month: Month) -> Bool {
        guard isEnabled, let day = month.interval(ofDay: index), isChoosable(day) else { return false }
        keyboardDay = day.start
        let kept = model.date(onDayStartingAt: day.start, end: day.end, keepingTimeOf: storedDate)
        switch selectionMode {
        case .single:
            userSetDate(kept)
        case .range:
            storedDate = clampedToLimits(kept)  // follows the tapped day; the range is the change
            let before = storedRange
            if let range = storedRange, isSelectingRangeEnd, day.start >= range.start {
                storedRange = (range.start, day.start)
                isSelectingRangeEnd = false
            } else {
                storedRange = (day.start, day.start)
                isSelectingRangeEnd = true
            }
            if before?.start != storedRange?.start || before?.end != storedRange?.end {
                sendActions(for: .valueChanged)
                if let range = storedRange, !isSelectingRangeEnd {
                    host?.control(self, announces: texts.rangeText(from: range.start, to: range.end))
                }
            }
        case .multiple:
            storedDate = clampedToLimits(kept)  // follows the tapped day; the days are the change
            if let deferred = deferredDays {  // what the app gave during the touch
                storedDays = deferred
                deferredDays = nil
            }
            let added = storedDays.remove(day.start) == nil
            if added { storedDays.insert(day.start) }
            sendActions(for: .valueChanged)
            // VoiceOver speaks a selected trait that appears, not one that goes: a removal is
            // said a moment later (a twentieth of a second), once the handlers and what
            // follows them have had their say (SwiftUI's update with the binding, or the
            // binding read back when no update came): a binding that refuses the removal puts
            // the day back, and nothing is said.
            if !added, let label = texts.dayLabels(of: month).dropFirst(index).first {
                let start = day.start
                clock.schedule(after: 0.05) { [weak self] in
                    guard let self, !storedDays.contains(start), deferredDays?.contains(start) != true else { return }
                    host?.control(self, announces: localizedText("%1$@, not selected", label))
                }
            }
        }
        if month.start != anchor.start { show(month, animated: true, byUser: true) }
        return true
    }

    // MARK: Paging

    /// The month shown at rest nearest the page drawn now (the header's).
    var shownMonth: Month {
        let page = Int(pagePosition.rounded())
        guard page != 0, let m = neighbour(of: anchor, page) else { return anchor }
        return m
    }

    /// Whether the user can page one month before (−1) or after (+1) the month shown.
    func canPage(_ step: Int) -> Bool { neighbour(of: shownMonth, step) != nil }

    /// Shows `target`: at once, or by a slide (a neighbouring month) or a cross-fade (a
    /// farther one, or under Reduce Motion). A page the user asked for is announced.
    func show(_ target: Month, animated: Bool, byUser: Bool = false) {
        let from = shownMonth
        stopPaging()
        finishFade()
        let changed = target.start != from.start
        guard animated, hasBeenDrawn else {
            setAnchor(target)
            if changed, byUser { announceMonth() }
            return
        }
        guard changed || pagePosition != 0 else { return }
        if !reduceMotion, let step = pageStep(to: target) {
            runPage(Motion.spring(from: pagePosition, to: Double(step), response: 0.4, restTolerance: pageRestTolerance), byUser: byUser)
        } else {
            crossFade(from: from, to: target)
            if changed, byUser { announceMonth() }
        }
    }

    /// The page `target` is on relative to the anchor (−1, 0 or +1), or nil when farther.
    func pageStep(to target: Month) -> Int? {
        if target.start == anchor.start { return 0 }
        for step in [1, -1] where neighbour(of: anchor, step)?.start == target.start { return step }
        return nil
    }

    /// Pages one month as the user asked (a chevron, Page Up/Down), if there is one.
    func userPage(_ step: Int) {
        guard let target = neighbour(of: shownMonth, step) else { return }
        show(target, animated: true, byUser: true)
    }

    /// Makes `month` the month at page 0, shown at rest.
    func setAnchor(_ month: Month) {
        anchor = month
        pagePosition = 0
        setNeedsDisplay()
    }

    /// Motion rests within a twentieth of a point of the page.
    var pageRestTolerance: Double { Motion.restTolerance(forUnitLength: Double(max(bounds.width, 1))) }

    /// Runs a page motion; at rest on a neighbouring page, that month becomes the anchor.
    func runPage(_ motion: Motion, byUser: Bool) {
        pageAnimator.run(
            motion, on: clock,
            update: { [weak self] p in self?.setPagePosition(p) },
            completion: { [weak self] in self?.pageDidSettle(byUser: byUser) })
    }

    func setPagePosition(_ p: Double) {
        guard p != pagePosition else { return }
        let headerBefore = Int(pagePosition.rounded())
        pagePosition = p
        if Int(p.rounded()) != headerBefore { setNeedsDisplay() } else { setNeedsDisplay(geometry.pages) }
    }

    /// The page came to rest: a neighbouring page becomes page 0.
    func pageDidSettle(byUser: Bool) {
        let page = Int(pagePosition.rounded())
        let target = page == 0 ? anchor : neighbour(of: anchor, page) ?? anchor
        let changed = target.start != anchor.start
        setAnchor(target)
        if changed, byUser { announceMonth() }
    }

    /// Stops a page in motion where it is (a touch catches it); returns whether one moved.
    @discardableResult
    func stopPaging() -> Bool {
        guard let p = pageAnimator.stop() else { return false }
        pagePosition = p
        return true
    }

    /// Reduce Motion's page: `to` appears over `from` as `from` fades out.
    func crossFade(from: Month, to target: Month) {
        setAnchor(target)
        fade = (from, 0)
        fadeToken = clock.animate(duration: 0.25, curve: .easeInOut) { [weak self] p in
            guard let self, self.fade != nil else { return }
            self.fade?.progress = p
            self.setNeedsDisplay(self.geometry.pages)
        } completion: { [weak self] _ in
            guard let self else { return }
            self.fade = nil
            self.fadeToken = nil
            self.setNeedsDisplay(self.geometry.pages)
        }
    }

    /// Ends a cross-fade at once.
    func finishFade() {
        guard let token = fadeToken else { return }
        fadeToken = nil
        fade = nil
        token.cancel()
        setNeedsDisplay()
    }

    /// Says the month now shown ("January 2027"), unasked, for screen readers.
    func announceMonth() {
        host?.control(self, announces: texts.title(of: shownMonth))
    }
}
