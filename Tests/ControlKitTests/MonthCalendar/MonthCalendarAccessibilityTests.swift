import ControlKit
import ControlKitTesting
import Foundation
import Testing

@MainActor
@Suite struct MonthCalendarAccessibilityTests {
    @Test func eachDayIsAButtonReadAsItsFullDate() throws {
        let (calendar, _) = makeMonthCalendar(locale: "en_GB")
        calendar.minimumDate = december(5)
        let ids = calendar.accessibilityElements.map(\.id)
        #expect(ids.prefix(3) == ["month-year", "previous-month", "next-month"])
        #expect(ids.dropFirst(3) == ArraySlice((1...31).map { "day-\($0)" }))
        let first = try #require(calendar.accessibilityElement(withID: "day-1"))
        #expect(first.label == "Tuesday, 1 December 2026" && first.traits == [.button, .notEnabled])
        let today = try #require(calendar.accessibilityElement(withID: "day-2"))
        #expect(today.value == "Today" && today.traits.contains(.notEnabled))
        let chosen = try #require(calendar.accessibilityElement(withID: "day-17"))
        #expect(chosen.label == "Thursday, 17 December 2026" && chosen.traits == [.button, .selected])
        #expect(calendar.accessibilityElement(withID: "day-18")?.traits == .button)
        let header = try #require(calendar.accessibilityElement(withID: "month-year"))
        #expect(header.label == "December 2026" && header.traits == .button && header.hint == "Shows the month and year")
        #expect(calendar.accessibilityElement(withID: "previous-month")?.traits == [.button, .notEnabled], "no day before the minimum")
        #expect(calendar.accessibilityElement(withID: "next-month")?.label == "Next Month")
        // Every element sits over what it names, inside the control.
        for element in calendar.accessibilityElements {
            #expect(calendar.bounds.contains(element.frame), "\(element.id)")
        }
        #expect(calendar.accessibilityElement(withID: "day-17")!.frame.contains(calendar.center(ofDay: 17)))
    }

    /// Today's day reads "Today" in the calendar's language, any language.
    @Test func todayIsReadInTheCalendarsLanguage() throws {
        for (locale, word) in [("ru_RU", "Сегодня"), ("he_IL", "היום"), ("fr_FR", "Aujourd’hui")] {
            let (calendar, _) = makeMonthCalendar(locale: locale)
            #expect(calendar.accessibilityElement(withID: "day-2")?.value == word, "\(locale)")
        }
    }

    @Test func theLocaleReadsTheDaysInItsOwnWords() {
        let (russian, _) = makeMonthCalendar(locale: "ru_RU")
        /// The label of `id` with CLDR's (narrow) no-break spaces as plain ones.
        func label(_ id: String) -> String? {
            russian.accessibilityElement(withID: id)?.label.replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(
                of: "\u{00A0}", with: " ")
        }
        #expect(label("day-1") == "вторник, 1 декабря 2026 г.")
        #expect(label("next-month") == "Следующий месяц")
        #expect(label("month-year") == "Декабрь 2026 г.", "a title begins with a capital")
        let (us, _) = makeMonthCalendar(locale: "en_US")
        #expect(us.accessibilityElement(withID: "day-1")?.label == "Tuesday, December 1, 2026")
        // With an alternate calendar each day also says its date there.
        var hebrew = Calendar(identifier: .hebrew)
        hebrew.locale = Locale(identifier: "en_US")
        us.alternateCalendar = hebrew
        #expect(us.accessibilityElement(withID: "day-1")?.label == "Tuesday, December 1, 2026, Kislev 21, 5787")
    }

    @Test func activatingElementsActsAsTaps() {
        let (calendar, log) = makeMonthCalendar()
        let host = CalendarAnnouncements()
        calendar.host = host
        #expect(calendar.performAccessibilityAction(.activate, on: "day-9"))
        #expect(calendar.date == december(9) && log.count(of: .valueChanged) == 1)
        #expect(calendar.performAccessibilityAction(.activate, on: "next-month"))
        calendar.clock.advance(by: 1)
        #expect(calendar.shown == "2027-1" && host.said == ["January 2027"])
        #expect(
            !calendar.performAccessibilityAction(.activate, on: "day-32") && !calendar.performAccessibilityAction(.increment, on: "day-3"))
        #expect(!calendar.performAccessibilityAction(.activate, on: "time"), "no time row in date mode")
        calendar.maximumDate = december(31)
        #expect(calendar.shown == "2026-12", "January has no day left to choose: the date's month is shown")
        calendar.minimumDate = december(10)
        #expect(!calendar.performAccessibilityAction(.activate, on: "day-5"), "before the minimum")
        calendar.isEnabled = false
        #expect(!calendar.performAccessibilityAction(.activate, on: "previous-month"))
        #expect(calendar.accessibilityElements.allSatisfy { $0.traits.contains(.notEnabled) })
    }

    @Test func arrowsMoveTheFocusedDayAndReturnChoosesIt() {
        let (calendar, log) = makeMonthCalendar()
        calendar.setFocused(true, byKeyboard: true)
        #expect(calendar.keyboardElementID == "day-17")
        calendar.keyDown(.rightArrow)
        calendar.keyDown(.downArrow)
        #expect(calendar.keyboardElementID == "day-25" && calendar.accessibilityElement(withID: "day-25")?.isFocused == true)
        #expect(log.count(of: .valueChanged) == 0, "moving is not choosing")
        calendar.keyDown(.enter)
        #expect(calendar.date == december(25) && log.count(of: .valueChanged) == 1)
        calendar.keyDown(.home)
        #expect(calendar.keyboardElementID == "day-20", "Sunday of that week")
        calendar.keyDown(.end)
        #expect(calendar.keyboardElementID == "day-26")
        calendar.keyDown(.downArrow)  // 2 January: the month pages with it
        calendar.clock.advance(by: 1)
        #expect(calendar.shown == "2027-1" && calendar.keyboardElementID == "day-2")
        calendar.keyDown(.pageUp)
        calendar.clock.advance(by: 1)
        #expect(calendar.shown == "2026-12" && calendar.keyboardElementID == "day-2")
        calendar.keyDown(.space)
        #expect(calendar.date == december(2) && log.count(of: .valueChanged) == 2)
        calendar.keyDown(.upArrow)
        calendar.clock.advance(by: 1)
        #expect(calendar.shown == "2026-11" && calendar.keyboardElementID == "day-25")
        #expect(!calendar.keyDown(.tab), "Tab moves focus on")
    }

    @Test func keysStopAtTheLimitsAndMirrorRightToLeft() {
        let (calendar, _) = makeMonthCalendar(locale: "he_IL")
        calendar.maximumDate = december(18)
        calendar.setFocused(true, byKeyboard: true)
        calendar.keyDown(.leftArrow)  // right to left: the next day is on the left
        #expect(calendar.keyboardElementID == "day-18")
        calendar.keyDown(.leftArrow)
        #expect(calendar.keyboardElementID == "day-18", "the 19th is past the maximum")
        calendar.keyDown(.pageDown)
        #expect(calendar.shown == "2026-12" && calendar.keyboardElementID == "day-18")
        calendar.keyDown(.rightArrow)
        #expect(calendar.keyboardElementID == "day-17")
    }

    @Test func theHeaderShowsTheMonthAndYearWheel() throws {
        let (calendar, log) = makeMonthCalendar()
        let finger = Finger(on: calendar)
        finger.tap(at: calendar.center(of: "month-year"))
        #expect(calendar.showsMonthAndYearWheel)
        let ids = calendar.accessibilityElements.map(\.id)
        #expect(ids == ["month-year", "wheel/date", "wheel/component-0", "wheel/component-1"], "\(ids)")
        #expect(calendar.accessibilityElement(withID: "month-year")!.traits == [.button, .selected])
        let months = try #require(calendar.accessibilityElement(withID: "wheel/component-0"))
        #expect(months.value == "December" && calendar.bounds.contains(months.frame))
        // Turning the month wheel (a drag on it, through the calendar) shows another month.
        let x = months.frame.midX
        finger.drag(from: CGPoint(x: x, y: 230), to: CGPoint(x: x, y: 166), steps: 8, duration: 0.4)
        finger.wait(2)
        #expect(calendar.shown == "2026-2", "two rows down: February (the wheel keeps the year)")
        #expect(calendar.accessibilityElement(withID: "month-year")?.label == "February 2026")
        #expect(calendar.performAccessibilityAction(.increment, on: "wheel/component-1"))
        #expect(calendar.shown == "2027-2")
        // The header again: the grid, on that month; the date never changed.
        finger.tap(at: calendar.center(of: "month-year"))
        #expect(!calendar.showsMonthAndYearWheel && calendar.accessibilityElement(withID: "day-28")?.label == "Sunday, February 28, 2027")
        #expect(calendar.date == december(17) && log.count(of: .valueChanged) == 0)
    }

    @Test func keysReachTheWheelThroughTheHeader() {
        let (calendar, _) = makeMonthCalendar()
        calendar.setFocused(true, byKeyboard: true)
        #expect(calendar.focusElement("month-year") && calendar.keyboardElementID == "month-year")
        calendar.keyDown(.enter)
        #expect(calendar.showsMonthAndYearWheel && calendar.keyboardElementID == "wheel/component-0")
        calendar.keyDown(.downArrow)  // the month wheel: one row down
        #expect(calendar.shown == "2026-1", "December's next row is January (the month wheel loops)")
        calendar.keyDown(.rightArrow)
        calendar.keyDown(.downArrow)
        #expect(calendar.shown == "2027-1" && calendar.keyboardElementID == "wheel/component-1")
        calendar.keyDown(.escape)
        #expect(!calendar.showsMonthAndYearWheel && calendar.keyboardElementID == "month-year")
    }

    @Test func aPageTheUserAsksForIsAnnouncedAndOneInCodeIsNot() {
        let (calendar, _) = makeMonthCalendar()
        let host = CalendarAnnouncements()
        calendar.host = host
        calendar.setDate(december(17).addingTimeInterval(40 * 86_400), animated: true)
        calendar.clock.advance(by: 1)
        calendar.visibleDateComponents = DateComponents(year: 2030, month: 5)
        #expect(calendar.shown == "2030-5" && host.said.isEmpty)
        Finger(on: calendar).drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 40, y: 200), steps: 10, duration: 0.3)
        calendar.clock.advance(by: 1)
        #expect(host.said == ["June 2030"])
    }
}

@MainActor
@Suite struct MonthCalendarConfigurationTests {
    @Test func aConfigurationWritesOnlyWhatDiffersAndNeverUnderTheFinger() {
        let (calendar, _) = makeMonthCalendar()
        var configuration = MonthCalendar.Configuration(
            date: december(17), datePickerMode: .date, locale: Locale(identifier: "en_US"), calendar: Calendar(identifier: .gregorian),
            timeZone: TimeZone(identifier: "UTC"))
        configuration.apply(to: calendar)
        _ = DisplayList.record { calendar.render(in: $0) }
        configuration.apply(to: calendar)
        #expect(!calendar.needsDisplay, "the same configuration again writes nothing")
        configuration.date = december(3)
        configuration.minimumDate = december(2)
        configuration.apply(to: calendar)
        #expect(calendar.date == december(3) && calendar.minimumDate == december(2))
        // While a finger is on the calendar, the user's date stands.
        let finger = Finger(on: calendar)
        finger.down(at: calendar.center(ofDay: 20))
        configuration.date = december(9)
        configuration.apply(to: calendar)
        finger.up()
        #expect(calendar.date == december(20))
        var heard: [Date] = []
        MonthCalendar.Configuration.connect(calendar) { heard.append($0) }
        finger.tap(at: calendar.center(ofDay: 21))
        #expect(heard == [december(21)])
    }
}

/// The range calendar a SwiftUI screen makes: configured, wired, tapped.
@MainActor
@Suite struct MonthCalendarRangeWiringTests {
    @Test func aRangeChosenByTwoTapsReachesTheBindingAndSurvivesReRenders() {
        let (calendar, _) = makeMonthCalendar()
        var stay: ClosedRange<Date>? = nil
        var heard: [ClosedRange<Date>?] = []
        let utc = TimeZone(identifier: "UTC")
        func configuration() -> MonthCalendar.RangeConfiguration {
            MonthCalendar.RangeConfiguration(
                range: stay, locale: Locale(identifier: "en_US"), calendar: Calendar(identifier: .gregorian), timeZone: utc)
        }
        configuration().apply(to: calendar)
        #expect(calendar.selectionMode == .range && calendar.selectedRange == nil)
        MonthCalendar.RangeConfiguration.connect(calendar) {
            stay = $0
            heard.append($0)
        }
        let finger = Finger(on: calendar)
        finger.tap(at: calendar.center(ofDay: 3))
        configuration().apply(to: calendar)  // the parent re-renders with the half-chosen range
        #expect(calendar.isSelectingRangeEnd, "a re-render keeps the first day chosen")
        finger.tap(at: calendar.center(ofDay: 7))
        #expect(stay == december(3, hour: 0, minute: 0)...december(7, hour: 0, minute: 0))
        #expect(heard.count == 2)
        configuration().apply(to: calendar)
        #expect(calendar.selectedRange == stay && heard.count == 2, "the binding's own range writes nothing back")
        stay = nil  // the app clears it
        configuration().apply(to: calendar)
        #expect(calendar.selectedRange == nil && heard.count == 2)
    }

    @Test func aBindingThatAdjustsTheFirstDayDoesNotUndoTheHalfChosenRange() {
        let (calendar, _) = makeMonthCalendar()
        var stay: ClosedRange<Date>? = nil
        let utc = TimeZone(identifier: "UTC")
        func apply() {
            MonthCalendar.RangeConfiguration(
                range: stay, locale: Locale(identifier: "en_US"), calendar: Calendar(identifier: .gregorian), timeZone: utc
            ).apply(to: calendar)
        }
        apply()
        // "At least one night": the binding stores a one-day range as two days.
        MonthCalendar.RangeConfiguration.connect(calendar) { range in
            stay = range.map { $0.lowerBound...max($0.upperBound, $0.lowerBound.addingTimeInterval(86_400)) }
        }
        let finger = Finger(on: calendar)
        finger.tap(at: calendar.center(ofDay: 3))
        apply()
        #expect(calendar.isSelectingRangeEnd, "the adjusted range keeps the first day chosen")
        finger.tap(at: calendar.center(ofDay: 9))
        #expect(stay == december(3, hour: 0, minute: 0)...december(9, hour: 0, minute: 0))
    }

    /// An app that keeps the range itself shows what its handler kept (`applyRange`): "at
    /// least one night" still lets the second tap choose the last day, and a range it
    /// refuses outright is shown.
    @Test func whatTheBindingKeepsAfterATapIsShownAndAHalfChosenRangeStands() {
        let (calendar, _) = makeMonthCalendar()
        calendar.selectionMode = .range
        var stay: ClosedRange<Date>? = nil
        final class Rule { var refuses = false }
        let rule = Rule()
        calendar.addAction(for: .valueChanged) { control in
            let written = MonthCalendar.RangeConfiguration.value(of: control)
            if !rule.refuses {  // at least one night
                stay = written.map { $0.lowerBound...max($0.upperBound, $0.lowerBound.addingTimeInterval(86_400)) }
            }
            if stay != written { MonthCalendar.RangeConfiguration.applyRange(stay, to: control) }
        }
        let finger = Finger(on: calendar)
        finger.tap(at: calendar.center(ofDay: 3))
        #expect(calendar.isSelectingRangeEnd, "the first day stands")
        finger.tap(at: calendar.center(ofDay: 9))
        #expect(stay == december(3, hour: 0, minute: 0)...december(9, hour: 0, minute: 0) && calendar.selectedRange == stay)
        // A binding that keeps times of day (check-in at 15:00) names the days shown: nothing
        // to draw again at each update.
        _ = DisplayList.record { calendar.render(in: $0) }
        let timed = december(3, hour: 15, minute: 0)...december(9, hour: 11, minute: 0)
        MonthCalendar.RangeConfiguration.applyRange(timed, to: calendar)
        #expect(!calendar.needsDisplay && calendar.selectedRange == stay)
        // A binding that stores later (an async store) still gives the range before a first
        // tap when it is read back: the half-chosen range stands, and the second tap ends it.
        let before = stay
        finger.tap(at: calendar.center(ofDay: 20))
        MonthCalendar.RangeConfiguration.applyReadBack(before, to: calendar)
        #expect(calendar.isSelectingRangeEnd && calendar.selectedRange?.lowerBound == december(20, hour: 0, minute: 0))
        finger.tap(at: calendar.center(ofDay: 22))
        #expect(!calendar.isSelectingRangeEnd && calendar.selectedRange?.upperBound == december(22, hour: 0, minute: 0))
        MonthCalendar.RangeConfiguration.applyReadBack(stay, to: calendar)  // a complete range read back is shown
        #expect(calendar.selectedRange == stay)
        rule.refuses = true  // the binding keeps the 3rd to the 9th whatever a tap writes
        finger.tap(at: calendar.center(ofDay: 12))
        #expect(calendar.selectedRange == stay && !calendar.isSelectingRangeEnd, "the kept range is shown at once")
    }
}
