import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// Several days: each tap adds a day or removes it, as UICalendarView's multi-date
/// selection and SwiftUI's `MultiDatePicker`.
@MainActor
@Suite struct MonthCalendarMultipleSelectionTests {
    func multiple(_ locale: String = "en_US") -> (MonthCalendar, EventLog) {
        let (calendar, log) = makeMonthCalendar(locale: locale)
        calendar.selectionMode = .multiple
        return (calendar, log)
    }

    /// What SwiftUI's update of a calendar bound to `days` does (no limits, UTC).
    func swiftUIUpdate(with days: Set<DateComponents>, on calendar: MonthCalendar) {
        MonthCalendar.MultipleConfiguration(
            selection: days, locale: Locale(identifier: "en_US"), calendar: Calendar(identifier: .gregorian),
            timeZone: TimeZone(identifier: "UTC")
        ).apply(to: calendar)
    }

    /// The days chosen, as day numbers of December 2026 (or months and days elsewhere).
    func days(_ calendar: MonthCalendar) -> [Int] {
        calendar.selectedDates.map { ($0.month == 12 ? 0 : ($0.month ?? 0) * 100) + ($0.day ?? 0) }
    }

    @Test func eachTapAddsOrRemovesADay() {
        let (calendar, log) = multiple()
        #expect(calendar.selectedDates.isEmpty)
        let finger = Finger(on: calendar)
        finger.tap(at: calendar.center(ofDay: 24))
        finger.tap(at: calendar.center(ofDay: 3))
        finger.tap(at: calendar.center(ofDay: 31))
        #expect(days(calendar) == [3, 24, 31], "in order")
        #expect(log.count(of: .valueChanged) == 3)
        finger.tap(at: calendar.center(ofDay: 24))  // again: removed
        #expect(days(calendar) == [3, 31] && log.count(of: .valueChanged) == 4)
        #expect(log.events.suffix(3) == [.touchDown, .valueChanged, .touchUpInside])
        let first = calendar.selectedDates[0]
        // MultiDatePicker's shape: the calendar the app gave (with none, the user's as it is
        // now: an autoupdating calendar equals only its like), no time zone.
        calendar.calendar = nil
        #expect(calendar.selectedDates.first?.calendar == Calendar.current)
        calendar.calendar = Calendar(identifier: .gregorian)
        calendar.clock.advance(by: 1)
        #expect(first.calendar == Calendar(identifier: .gregorian) && first.era == 1 && first.year == 2026 && first.timeZone == nil)
    }

    @Test func eachChosenDayIsDrawnAndReadSelected() throws {
        let (calendar, _) = multiple()
        calendar.selectedDates = [DateComponents(year: 2026, month: 12, day: 9), DateComponents(year: 2026, month: 12, day: 2)]
        let circles = DisplayList.record { calendar.render(in: $0) }.filledPaths.filter { path, paint in
            paint == .color(calendar.tintColor) || paint == .color(calendar.tintColor.withAlpha(0.15))
        }
        #expect(circles.count == 2, "the 9th in the tint at 15 %, today (the 2nd) filled")
        let selected = calendar.accessibilityElements.filter { $0.traits.contains(.selected) }.map(\.id)
        #expect(selected == ["day-2", "day-9"])
        #expect(try #require(calendar.accessibilityElement(withID: "day-17")).traits.contains(.selected) == false, "the date is not chosen")
    }

    /// Keys and screen readers toggle the day as a tap does.
    @Test func keysAndScreenReadersToggleToo() {
        let (calendar, log) = multiple()
        #expect(calendar.performAccessibilityAction(.activate, on: "day-5"))
        #expect(days(calendar) == [5])
        #expect(calendar.performAccessibilityAction(.activate, on: "day-5"))
        #expect(days(calendar).isEmpty && log.count(of: .valueChanged) == 2)
        calendar.isFocused = true
        calendar.keyDown(.enter)  // the keys' day: the 5th, last acted on
        #expect(days(calendar) == [5])
    }

    /// Setting the days is programmatic: no event; days that cannot be made or chosen are
    /// left out; a day named twice is chosen once.
    @Test func settingTheDaysSendsNothingAndLeavesOutWhatIsNoDay() {
        let (calendar, log) = multiple()
        calendar.minimumDate = december(2)
        calendar.maximumDate = wallClock(2027, 1, 31)
        calendar.selectedDates = [
            DateComponents(year: 2026, month: 12, day: 24), DateComponents(year: 2026, month: 12, day: 24),
            DateComponents(year: 2027, month: 1, day: 6), DateComponents(year: 2026, month: 11, day: 30),  // before the minimum
            DateComponents(year: 2027, month: 2, day: 30), DateComponents(year: 2026, month: 12),  // no day
            DateComponents(year: Int.max, month: 1, day: 1), DateComponents(month: 1, day: 2),
        ]
        #expect(days(calendar) == [24, 106])
        #expect(log.events.isEmpty)
        calendar.maximumDate = december(28)  // new limits drop the days outside them
        #expect(days(calendar) == [24])
        calendar.selectionMode = .range  // leaving the mode clears them
        #expect(calendar.selectedDates.isEmpty)
        calendar.selectedDates = [DateComponents(year: 2026, month: 12, day: 9)]  // set before the mode: kept
        calendar.selectionMode = .multiple
        #expect(days(calendar) == [9])
        #expect(log.events.isEmpty)
    }

    /// Days named in the calendar the components carry: Gregorian dates in a Buddhist
    /// calendar are those days; without a calendar, the control's (Buddhist 2569 is 2026).
    @Test func daysAreNamedInTheirOwnCalendar() {
        let (calendar, _) = makeMonthCalendar(calendar: .buddhist)
        calendar.selectionMode = .multiple
        let gregorian = Calendar(identifier: .gregorian)
        calendar.selectedDates = [
            DateComponents(calendar: gregorian, year: 2026, month: 12, day: 24), DateComponents(year: 2569, month: 12, day: 25),
        ]
        #expect(calendar.selectedDates.map(\.day) == [24, 25] && calendar.selectedDates.allSatisfy { $0.year == 2569 })
    }

    /// A day outside the limits cannot be toggled; a disabled calendar toggles nothing.
    @Test func limitsAndDisablingHold() {
        let (calendar, log) = multiple()
        calendar.maximumDate = december(20)
        let finger = Finger(on: calendar)
        finger.tap(at: calendar.center(ofDay: 25))
        #expect(calendar.selectedDates.isEmpty && log.count(of: .valueChanged) == 0)
        calendar.isEnabled = false
        finger.tap(at: calendar.center(ofDay: 10))
        #expect(calendar.selectedDates.isEmpty)
    }

    /// A new time zone or calendar keeps the days (UICalendarView keeps date components),
    /// not the instants.
    @Test func aNewZoneOrCalendarKeepsTheDays() {
        let (calendar, _) = multiple()
        calendar.selectedDates = [DateComponents(year: 2026, month: 12, day: 24)]
        calendar.timeZone = TimeZone(identifier: "America/Los_Angeles")
        calendar.clock.advance(by: 1)
        #expect(days(calendar) == [24])
        calendar.calendar = Calendar(identifier: .hebrew)
        calendar.clock.advance(by: 1)
        let hebrew = calendar.selectedDates
        #expect(hebrew.count == 1 && hebrew[0].calendar?.identifier == .hebrew && hebrew[0].year == 5787, "\(hebrew)")
        calendar.calendar = Calendar(identifier: .gregorian)
        calendar.clock.advance(by: 1)
        #expect(days(calendar) == [24])
    }

    /// A handler that switches the mode or empties the days while told of a change.
    @Test func aHandlerThatChangesTheSelectionWins() {
        let (calendar, log) = multiple()
        let token = calendar.addAction(for: .valueChanged) { control in
            if control.selectedDates.count > 1 { control.selectedDates = [] }
        }
        let finger = Finger(on: calendar)
        finger.tap(at: calendar.center(ofDay: 3))
        finger.tap(at: calendar.center(ofDay: 4))
        #expect(calendar.selectedDates.isEmpty && log.count(of: .valueChanged) == 2)
        token.remove()
        _ = calendar.addAction(for: .valueChanged) { control in control.selectionMode = .single }
        finger.tap(at: calendar.center(ofDay: 7))
        #expect(calendar.selectionMode == .single && calendar.selectedDates.isEmpty)
        finger.tap(at: calendar.center(ofDay: 8))
        #expect(calendar.date == december(8))
    }

    /// SwiftUI's wiring (`MultiDatePicker`'s call site): each toggle writes the set; a
    /// parent's update writes the days only when they differ as days, so a binding whose
    /// components carry another calendar (or none) is not written back in a loop.
    @Test func theSwiftUIConfigurationWritesOnlyNewDays() {
        let calendar = MonthCalendar(bounds: CGRect(x: 0, y: 0, width: 320, height: 330), now: { calendarToday })
        calendar.clock = FrameClock()
        var binding: Set<DateComponents> = [DateComponents(year: 2026, month: 12, day: 10)]
        var writes = 0
        func update() {
            MonthCalendar.MultipleConfiguration(
                selection: binding, minimumDate: december(2), locale: Locale(identifier: "en_US"),
                calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC")
            ).apply(to: calendar)
        }
        MonthCalendar.MultipleConfiguration.connect(calendar) { days in
            binding = days
            writes += 1
        }
        update()
        #expect(calendar.selectionMode == .multiple && days(calendar) == [10])
        let log = EventLog(calendar)
        calendar.setVisibleDateComponents(DateComponents(year: 2026, month: 12), animated: false)
        _ = DisplayList.record { calendar.render(in: $0) }
        Finger(on: calendar).tap(at: calendar.center(ofDay: 12))
        #expect(writes == 1 && binding.count == 2 && log.count(of: .valueChanged) == 1)
        update()  // the parent re-renders with what the control wrote: nothing to do
        #expect(days(calendar) == [10, 12] && log.count(of: .valueChanged) == 1)
        // The same days, named with another calendar value and no era, are the same days.
        var other = Calendar(identifier: .gregorian)
        other.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        binding = [DateComponents(calendar: other, year: 2026, month: 12, day: 10), DateComponents(year: 2026, month: 12, day: 12)]
        update()
        #expect(days(calendar) == [10, 12])
        binding.insert(DateComponents(year: 2026, month: 12, day: 1))  // before the minimum: left out
        binding.insert(DateComponents(year: 2026, month: 12, day: 20))
        update()
        #expect(days(calendar) == [10, 12, 20] && writes == 1, "set in code: no write back")
    }

    /// A Chinese leap month shares its number with the month before: its days say so
    /// (`isLeapMonth`), and naming them again, reloading them or showing their month finds
    /// them, not the same-numbered day a month earlier. (2025 has a leap sixth month, from
    /// 25 July to 22 August.)
    @Test func leapMonthDaysKeepTheirMonth() throws {
        let (calendar, log) = makeMonthCalendar(calendar: .chinese, date: wallClock(2025, 8, 1))
        calendar.selectionMode = .multiple
        var asked: [DateComponents] = []
        calendar.decorationProvider = { day in
            asked.append(day)
            return nil
        }
        _ = DisplayList.record { calendar.render(in: $0) }
        #expect(calendar.visibleDateComponents.isLeapMonth == true && calendar.visibleDateComponents.month == 6)
        let eighth = try #require(asked.first { $0.day == 8 })
        #expect(eighth.isLeapMonth == true && eighth.date == wallClock(2025, 8, 1), "the provider's day.date is the day")
        Finger(on: calendar).tap(at: calendar.center(ofDay: 8))
        let chosen = calendar.selectedDates
        #expect(chosen.count == 1 && chosen[0].isLeapMonth == true && log.count(of: .valueChanged) == 1)
        calendar.selectedDates = chosen
        #expect(calendar.selectedDates == chosen, "named again: the same day, not 2 July")
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = TimeZone(identifier: "UTC")!
        #expect(calendar.selectedDates.first.flatMap { calendar.effectiveCalendar.date(from: $0) } == wallClock(2025, 8, 1))
        let leap = calendar.visibleDateComponents  // the leap sixth month (Chinese year 42 of cycle 78)
        var sixth = leap
        sixth.isLeapMonth = false
        calendar.setVisibleDateComponents(sixth, animated: false)
        #expect(calendar.visibleDateComponents.month == 6 && calendar.visibleDateComponents.isLeapMonth == false)
        calendar.setVisibleDateComponents(leap, animated: false)
        #expect(calendar.visibleDateComponents.month == 6 && calendar.visibleDateComponents.isLeapMonth == true)
        var nextYear = leap  // a year without a leap sixth month: its ordinary sixth
        nextYear.year = (nextYear.year ?? 0) + 1
        calendar.setVisibleDateComponents(nextYear, animated: false)
        #expect(calendar.visibleDateComponents.month == 6 && calendar.visibleDateComponents.isLeapMonth == false)
    }

    /// SwiftUI's binding changes only the day tapped: days the app keeps outside the bounds
    /// and its own components stay as written; a day the app named its own way is removed
    /// by a tap on it.
    @Test func aTapChangesOnlyItsDayInTheAppsSet() {
        let (calendar, _) = multiple()
        calendar.minimumDate = december(2)
        let past = DateComponents(year: 2026, month: 11, day: 20)  // a booking before the bounds
        var mine = Calendar(identifier: .gregorian)
        mine.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        let tenth = DateComponents(calendar: mine, year: 2026, month: 12, day: 10)  // the app's own shape
        var binding: Set<DateComponents> = [past, tenth]
        MonthCalendar.MultipleConfiguration(
            selection: binding, minimumDate: december(2), locale: Locale(identifier: "en_US"), calendar: Calendar(identifier: .gregorian),
            timeZone: TimeZone(identifier: "UTC")
        ).apply(to: calendar)
        #expect(days(calendar) == [10])
        calendar.addAction(for: .valueChanged) { control in
            binding = MonthCalendar.MultipleConfiguration.selection(binding, after: control)
        }
        let finger = Finger(on: calendar)
        finger.tap(at: calendar.center(ofDay: 12))
        #expect(binding.count == 3 && binding.contains(past) && binding.contains(tenth))
        finger.tap(at: calendar.center(ofDay: 10))  // the app's own element for the 10th goes
        #expect(binding.count == 2 && !binding.contains(tenth) && binding.contains(past))
        // A binding that had not yet taken in a tap (a store that commits later) still gets it.
        let stale = binding
        finger.tap(at: calendar.center(ofDay: 14))
        binding = MonthCalendar.MultipleConfiguration.selection(stale, after: calendar)  // as if the first write was lost
        finger.tap(at: calendar.center(ofDay: 15))
        #expect(binding.count == 4 && days(calendar) == [12, 14, 15])
        // A change that is no tap (the time of day edited) changes no day in the set.
        let before = binding
        #expect(MonthCalendar.MultipleConfiguration.selection(binding, after: calendar) == before)
        // It matches what an app makes with Calendar's own recipe.
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = TimeZone(identifier: "UTC")!
        var recipe = gregorian.dateComponents([.era, .year, .month, .day], from: december(12))
        recipe.calendar = Calendar(identifier: .gregorian)
        #expect(binding.contains(recipe))
    }

    /// Days the app adds while a finger is down (a load finishing) wait for the tap's end
    /// and stay: the tap toggles its day among them.
    @Test func daysTheAppAddsDuringATouchAreKept() {
        let (calendar, _) = multiple()
        var binding: Set<DateComponents> = [DateComponents(year: 2026, month: 12, day: 3)]
        func update() { swiftUIUpdate(with: binding, on: calendar) }
        update()
        calendar.addAction(for: .valueChanged) { control in
            binding = MonthCalendar.MultipleConfiguration.selection(binding, after: control)
        }
        let finger = Finger(on: calendar)
        _ = finger.down(at: calendar.center(ofDay: 12))
        binding.formUnion([DateComponents(year: 2026, month: 12, day: 7), DateComponents(year: 2026, month: 12, day: 8)])
        update()  // under the finger: waits
        #expect(days(calendar) == [3])
        finger.up(after: 0.05)
        #expect(days(calendar) == [3, 7, 8, 12])
        #expect(Set(binding.compactMap(\.day)) == [3, 7, 8, 12])
    }

    /// A screen reader hears a day removed (a selected trait that goes is not spoken).
    @Test func eachToggleIsAnnounced() {
        let (calendar, _) = multiple()
        let host = CalendarAnnouncements()
        calendar.host = host
        _ = calendar.performAccessibilityAction(.activate, on: "day-5")
        _ = calendar.performAccessibilityAction(.activate, on: "day-5")
        #expect(host.said.isEmpty, "said a moment later, after the app's update")
        calendar.clock.advance(by: 0.1)
        #expect(host.said == ["Saturday, December 5, 2026, not selected"], "a removal only: an added day's trait is spoken")
        // A handler that puts the day back: nothing said.
        calendar.addAction(for: .valueChanged) { control in control.selectedDates = [DateComponents(year: 2026, month: 12, day: 5)] }
        _ = calendar.performAccessibilityAction(.activate, on: "day-5")
        calendar.clock.advance(by: 0.1)
        #expect(host.said.count == 1)
    }

    /// SwiftUI writes the binding back after the handlers, in an update of its own: a
    /// binding that refuses a removal (a day that must stay booked) puts the day back before
    /// the announcement is due, and VoiceOver hears nothing false.
    @Test func aRemovalTheBindingRefusesIsNotAnnounced() {
        let (calendar, _) = multiple()
        let host = CalendarAnnouncements()
        calendar.host = host
        let booked = DateComponents(year: 2026, month: 12, day: 5)
        var binding: Set<DateComponents> = [booked, DateComponents(year: 2026, month: 12, day: 6)]
        func update() { swiftUIUpdate(with: binding, on: calendar) }
        update()
        calendar.addAction(for: .valueChanged) { control in
            var wanted = MonthCalendar.MultipleConfiguration.selection(binding, after: control)
            wanted.insert(booked)  // the app's rule: the 5th stays
            binding = wanted
        }
        _ = calendar.performAccessibilityAction(.activate, on: "day-5")
        update()  // SwiftUI's update with what the binding kept
        calendar.clock.advance(by: 0.1)
        #expect(host.said.isEmpty && days(calendar) == [5, 6])
        _ = calendar.performAccessibilityAction(.activate, on: "day-6")
        update()
        calendar.clock.advance(by: 0.1)
        #expect(host.said == ["Sunday, December 6, 2026, not selected"] && days(calendar) == [5])
    }

    /// An app that keeps the days itself and refuses a tap in its handler shows what it kept
    /// at once (`applySelection`): the day is drawn chosen again and nothing is announced.
    @Test func whatARefusingBindingKeepsIsShownAtOnce() {
        let (calendar, _) = multiple()
        let host = CalendarAnnouncements()
        calendar.host = host
        let kept: Set<DateComponents> = [DateComponents(year: 2026, month: 12, day: 5)]
        MonthCalendar.MultipleConfiguration.applySelection(kept, to: calendar)
        #expect(days(calendar) == [5])
        calendar.addAction(for: .valueChanged) { control in
            let written = MonthCalendar.MultipleConfiguration.selection(kept, after: control)
            let readBack = kept  // the setter ignored `written`
            if readBack != written { MonthCalendar.MultipleConfiguration.applySelection(readBack, to: control) }
        }
        _ = calendar.performAccessibilityAction(.activate, on: "day-5")
        #expect(days(calendar) == [5], "at once, with no update")
        calendar.clock.advance(by: 0.1)
        #expect(host.said.isEmpty)
        _ = calendar.performAccessibilityAction(.activate, on: "day-9")  // an addition refused too
        #expect(days(calendar) == [5])
    }
}
