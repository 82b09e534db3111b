import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// Days the app refuses (`canSelectDate`, UICalendarView's `canSelectDate`): dimmed, not
/// enabled for VoiceOver, deaf to taps, Return and activate, in every selection mode; the
/// closure asked once per day and again after a reload, a new closure or a new calendar.
@MainActor
@Suite struct MonthCalendarCanSelectDateTests {
    /// December 2026 with the 10th to the 12th booked, and the days the closure was asked about.
    func booked(_ mode: MonthCalendar.SelectionMode = .single) -> (MonthCalendar, EventLog, Asked) {
        let (calendar, log) = makeMonthCalendar()
        calendar.selectionMode = mode
        let asked = Asked()
        calendar.canSelectDate = { day in
            asked.days.append(day)
            return !(10...12).contains(day.day ?? 0)
        }
        return (calendar, log, asked)
    }

    final class Asked { var days: [DateComponents] = [] }

    func isNotEnabled(_ calendar: MonthCalendar, _ day: Int) -> Bool {
        calendar.accessibilityElement(withID: "day-\(day)")?.traits.contains(.notEnabled) == true
    }

    @Test func aRefusedDayIgnoresTapsKeysAndVoiceOver() {
        let (calendar, log, _) = booked()
        #expect(isNotEnabled(calendar, 11) && !isNotEnabled(calendar, 9))
        Finger(on: calendar).tap(at: calendar.center(ofDay: 11))
        #expect(calendar.date == december(17) && log.count(of: .valueChanged) == 0)
        #expect(!calendar.performAccessibilityAction(.activate, on: "day-10"))
        calendar.isFocused = true
        for _ in 0..<6 { calendar.keyDown(.leftArrow) }  // from the 17th to the 11th: keys move onto refused days
        calendar.keyDown(.enter)
        #expect(calendar.date == december(17) && log.count(of: .valueChanged) == 0)
        calendar.keyDown(.leftArrow)
        calendar.keyDown(.leftArrow)  // over the 10th to the 9th
        calendar.keyDown(.enter)
        #expect(calendar.date == december(9, hour: 9, minute: 41) && log.count(of: .valueChanged) == 1)
    }

    @Test func refusedDaysAreDrawnDimmed() {
        let (calendar, _, _) = booked()
        func runs(_ list: DisplayList) -> [TextRun] {
            list.commands.compactMap { if case .drawText(let run, _) = $0 { run } else { nil } }
        }
        let texts = runs(DisplayList.record { calendar.render(in: $0) })
        func color(of number: String, in texts: [TextRun]) -> DrawingColor? { texts.first { $0.string == number }?.color }
        #expect(color(of: "11", in: texts) != nil)
        #expect(color(of: "11", in: texts) != color(of: "9", in: texts), "the 11th dimmed as a day outside the limits")
        // A refused day drawn chosen (set in code) keeps its number readable on its circle.
        calendar.date = december(11)
        let chosen = runs(DisplayList.record { calendar.render(in: $0) })
        #expect(color(of: "11", in: chosen) == calendar.tintColor && color(of: "12", in: chosen) == color(of: "11", in: texts))
        calendar.minimumDate = december(20)
        let limited = runs(DisplayList.record { calendar.render(in: $0) })
        #expect(color(of: "9", in: limited) == color(of: "11", in: texts))
    }

    @Test func rangesAndSeveralDaysRefuseTheDayToo() {
        let (range, rangeLog, _) = booked(.range)
        let finger = Finger(on: range)
        finger.tap(at: range.center(ofDay: 8))
        finger.tap(at: range.center(ofDay: 11))  // refused: the range still waits for its end
        #expect(range.isSelectingRangeEnd && rangeLog.count(of: .valueChanged) == 1)
        finger.tap(at: range.center(ofDay: 14))  // may span refused days (the app decides)
        #expect(range.selectedRange?.upperBound == december(14, hour: 0, minute: 0))
        let (several, _, _) = booked(.multiple)
        Finger(on: several).tap(at: several.center(ofDay: 12))
        #expect(several.selectedDates.isEmpty)
        several.selectedDates = [DateComponents(year: 2026, month: 12, day: 12)]  // in code: kept
        #expect(several.selectedDates.map(\.day) == [12])
    }

    @Test func askedOncePerDayUntilReloaded() throws {
        let (calendar, _, asked) = booked()
        #expect(asked.days.isEmpty, "asked only when a day is drawn or acted on")
        _ = DisplayList.record { calendar.render(in: $0) }
        let first = asked.days.count
        #expect(first >= 31, "every day of December was drawn once")
        let eleventh = try #require(asked.days.first { $0.day == 11 })
        #expect(eleventh.era == 1 && eleventh.year == 2026 && eleventh.month == 12 && eleventh.calendar?.identifier == .gregorian)
        _ = DisplayList.record { calendar.render(in: $0) }
        _ = calendar.accessibilityElements
        #expect(asked.days.count == first, "kept: a frame asks nothing")
        calendar.reloadDecorations(forDateComponents: [DateComponents(year: 2026, month: 12, day: 11)], animated: false)
        _ = DisplayList.record { calendar.render(in: $0) }
        #expect(asked.days.count > first)
        calendar.canSelectDate = nil
        #expect(!isNotEnabled(calendar, 11))
        Finger(on: calendar).tap(at: calendar.center(ofDay: 11))
        #expect(calendar.date == december(11))
    }
}
