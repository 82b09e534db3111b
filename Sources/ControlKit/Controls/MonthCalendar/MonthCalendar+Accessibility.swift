import Foundation

/// Keyboard and accessibility: a button per day read as its full date, the header and
/// chevrons as buttons, the time pill; arrows move the focused day, Page Up/Down a month,
/// Home/End the week's ends, Return and Space choose.
extension MonthCalendar {
    /// The element id of the header, the chevrons and the time pill.
    static let headerID = "month-year", previousID = "previous-month", nextID = "next-month", timeID = "time"

    /// The element id of day `index` (0-based) of the month shown: "day-1" for the first.
    static func dayID(_ index: Int) -> String { "day-\(index + 1)" }

    /// The day (0-based) of element `id`, when it is a day of the month shown.
    func day(forElementID id: String) -> Int? {
        guard id.hasPrefix("day-"), let n = Int(id.dropFirst(4)), n >= 1, n <= shownMonth.numberOfDays else { return nil }
        return n - 1
    }

    var calendarAccessibilityElements: [AccessibilityElement] {
        layoutIfNeeded()
        let g = geometry, month = shownMonth
        typealias Traits = AccessibilityElement.Traits
        let button: Traits = isEnabled ? .button : [.button, .notEnabled]
        var elements: [AccessibilityElement] = []
        var header = AccessibilityElement(
            id: MonthCalendar.headerID, label: texts.title(of: month),
            hint: localized(showsMonthAndYearWheel ? "Shows the days" : "Shows the month and year"),
            traits: button, frame: headerRect(for: month))
        if showsMonthAndYearWheel { header.traits.insert(.selected) }
        elements.append(header)
        if showsMonthAndYearWheel {
            elements += monthAndYearWheel?.accessibilityElements ?? []
        } else {
            for (id, label, step, rect) in [
                (MonthCalendar.previousID, "Previous Month", -1, g.previousButton), (MonthCalendar.nextID, "Next Month", 1, g.nextButton),
            ] {
                elements.append(
                    AccessibilityElement(
                        id: id, label: localized(label), traits: canPage(step) ? button : [.button, .notEnabled],
                        frame: g.placed(rect)))
            }
            elements += dayElements(of: month)
        }
        if showsTime {
            elements.append(
                AccessibilityElement(
                    id: MonthCalendar.timeID, label: localized("Time"), value: texts.timeText(storedDate),
                    traits: isEditingTime ? button.union(.selected) : button, frame: timePillRect))
        }
        return elements
    }

    /// A button per day of `month`: its full date; "Today" and a range's extent as its
    /// value; selected days selected, days outside the limits not enabled.
    private func dayElements(of month: Month) -> [AccessibilityElement] {
        let labels = texts.dayLabels(of: month)
        let today = month.day(containing: now())
        let selected = selectedIndices(in: month)
        let range = rangeIndices(in: month)
        let rangeText = storedRange.map { texts.rangeText(from: $0.start, to: $0.end) }
        let page = Int(pagePosition.rounded())
        return month.dayStarts.indices.map { i in
            var traits: AccessibilityElement.Traits = .button
            var value: [String] = []
            if i == today { value.append(LocalizedStrings.today(locale: locale, calendar: effectiveCalendar)) }
            if selected.contains(i) || range?.contains(i) == true { traits.insert(.selected) }
            if let range, let rangeText, i == range.lowerBound || i == range.upperBound { value.append(rangeText) }
            if let day = month.interval(ofDay: i), !isChoosable(day) || !isEnabled { traits.insert(.notEnabled) }
            return AccessibilityElement(
                id: MonthCalendar.dayID(i), label: labels.indices.contains(i) ? labels[i] : "",
                value: value.isEmpty ? nil : value.joined(separator: ", "), traits: traits,
                frame: cellRect(ofDay: i, in: month, page: page) ?? .zero)
        }
    }

    // MARK: Actions

    func performCalendarAction(_ action: AccessibilityAction, on id: String) -> Bool {
        guard isEnabled else { return false }
        if let handled = monthAndYearWheel?.performAccessibilityAction(action, on: id) { return handled }
        guard action == .activate else { return false }
        switch id {
        case MonthCalendar.headerID: activate(.header)
        case MonthCalendar.previousID: guard canPage(-1) else { return false }; activate(.previous)
        case MonthCalendar.nextID: guard canPage(1) else { return false }; activate(.next)
        case MonthCalendar.timeID: guard showsTime else { return false }; activate(.time)
        default:
            guard !showsMonthAndYearWheel, let day = day(forElementID: id) else { return false }
            return chooseDay(day, of: shownMonth)
        }
        return true
    }

    // MARK: Keys

    /// The element the keys act on.
    var calendarKeyboardElementID: String? {
        switch keyboardPart {
        case .header: return MonthCalendar.headerID
        case .previous: return MonthCalendar.previousID
        case .next: return MonthCalendar.nextID
        case .time: return MonthCalendar.timeID
        case .wheel: return monthAndYearWheel.flatMap { w in w.control.keyboardElementID.map { w.id + "/" + $0 } }
        case .grid: return showsMonthAndYearWheel ? MonthCalendar.headerID : keyboardDayIndex.map(MonthCalendar.dayID)
        }
    }

    func focusCalendarElement(_ id: String) -> Bool {
        if let moved = monthAndYearWheel?.focusElement(id) {
            if moved { keyboardPart = .wheel }
            return moved
        }
        switch id {
        case MonthCalendar.headerID: keyboardPart = .header
        case MonthCalendar.previousID: keyboardPart = .previous
        case MonthCalendar.nextID: keyboardPart = .next
        case MonthCalendar.timeID where showsTime: keyboardPart = .time
        default:
            guard let day = day(forElementID: id) else { return false }
            keyboardPart = .grid
            keyboardDay = shownMonth.dayStarts[day]
        }
        monthAndYearWheel?.resignFocus()
        return true
    }

    /// The day the keys act on in the month shown: the focused day, else the chosen one,
    /// else the month's first day that can be chosen.
    var keyboardDayIndex: Int? {
        let month = shownMonth
        guard month.numberOfDays > 0 else { return nil }
        if let keyboardDay, let i = month.day(containing: keyboardDay) { return i }
        if let i = month.day(containing: storedDate) { return i }
        return month.dayStarts.indices.first { month.interval(ofDay: $0).map(isSelectable) == true } ?? 0
    }

    func handleCalendarKey(_ key: Key) -> Bool {
        layoutIfNeeded()
        if keyboardPart == .wheel {
            guard showsMonthAndYearWheel, let wheel = monthAndYearWheel else {
                keyboardPart = .header
                return handleCalendarKey(key)
            }
            if key == .escape || key == .enter {
                showsMonthAndYearWheel = false
                return true
            }
            return wheel.keyDown(key)
        }
        if keyboardPart != .grid {
            switch key {
            case .enter, .space:
                let part = keyboardPart
                activate(part)
                if part == .header, showsMonthAndYearWheel { keyboardPart = .wheel }
                return true
            case .leftArrow, .rightArrow, .upArrow, .downArrow, .pageUp, .pageDown, .home, .end:
                if showsMonthAndYearWheel {
                    keyboardPart = .wheel
                    return handleCalendarKey(key)
                }
                keyboardPart = .grid
            default: return false
            }
        }
        guard !showsMonthAndYearWheel else {
            keyboardPart = .wheel
            return handleCalendarKey(key)
        }
        let forward = isRightToLeft ? -1 : 1
        switch key {
        case .leftArrow: moveKeyboardDay(by: -forward)
        case .rightArrow: moveKeyboardDay(by: forward)
        case .upArrow: moveKeyboardDay(by: -7)
        case .downArrow: moveKeyboardDay(by: 7)
        case .pageUp: moveKeyboardDay(months: -1)
        case .pageDown: moveKeyboardDay(months: 1)
        case .home: moveKeyboardDayInWeek(toEnd: false)
        case .end: moveKeyboardDayInWeek(toEnd: true)
        case .enter, .space:
            guard let day = keyboardDayIndex else { return true }
            chooseDay(day, of: shownMonth)
        default: return false
        }
        return true
    }

    /// Moves the focused day `days` days (into the months around when it must), unless that
    /// day cannot be chosen.
    private func moveKeyboardDay(by days: Int) {
        guard var index = keyboardDayIndex else { return }
        var month = shownMonth
        index += days
        while index >= month.numberOfDays {
            guard let next = neighbour(of: month, 1), next.numberOfDays > 0 else { return }
            index -= month.numberOfDays
            month = next
        }
        while index < 0 {
            guard let previous = neighbour(of: month, -1), previous.numberOfDays > 0 else { return }
            month = previous
            index += month.numberOfDays
        }
        focus(day: index, of: month)
    }

    /// Moves the focused day to the same day of the month `months` away (the month's last
    /// day when it is shorter).
    private func moveKeyboardDay(months: Int) {
        guard let index = keyboardDayIndex, let month = neighbour(of: shownMonth, months < 0 ? -1 : 1), month.numberOfDays > 0 else {
            return
        }
        var target = min(index, month.numberOfDays - 1)
        // Not past a limit: the nearest day that can be chosen.
        while target > 0, month.interval(ofDay: target).map(isSelectable) == false { target -= 1 }
        while target < month.numberOfDays - 1, month.interval(ofDay: target).map(isSelectable) == false { target += 1 }
        focus(day: target, of: month)
    }

    /// Moves the focused day to the first or last day of its week row (within the month).
    private func moveKeyboardDayInWeek(toEnd: Bool) {
        let month = shownMonth
        guard let index = keyboardDayIndex, let position = month.grid.position(ofDay: index) else { return }
        let candidates = toEnd ? Array((position.column..<7).reversed()) : Array(0...position.column)
        for column in candidates {
            if let day = month.grid.day(atRow: position.row, column: column), month.interval(ofDay: day).map(isSelectable) == true {
                return focus(day: day, of: month)
            }
        }
    }

    /// Focuses day `index` of `month` if it can be chosen, paging there when it is another month.
    private func focus(day index: Int, of month: Month) {
        guard let day = month.interval(ofDay: index), isSelectable(day) else { return }
        keyboardDay = day.start
        if month.start != shownMonth.start { show(month, animated: true, byUser: true) }
    }
}
