import ControlKitTesting
import Foundation
import Testing

@testable import ControlKit

@MainActor
@Suite struct MonthCalendarBadInputTests {
    @Test func nonFiniteDatesAreIgnoredAndExtremeOnesKeptWithinTheYearsOfEveryCalendar() {
        let (calendar, log) = makeMonthCalendar()
        for bad in [Double.nan, .infinity, -.infinity] {
            calendar.date = Date(timeIntervalSinceReferenceDate: bad)
            calendar.setDate(Date(timeIntervalSinceReferenceDate: bad), animated: true)
            calendar.selectTime(of: Date(timeIntervalSinceReferenceDate: bad))
            #expect(calendar.date == december(17), "\(bad)")
        }
        calendar.date = Date(timeIntervalSinceReferenceDate: 1e300)
        #expect(calendar.date == .distantFuture && calendar.shown == "4001-1")
        #expect(calendar.accessibilityElement(withID: "next-month")!.traits.contains(.notEnabled))
        calendar.date = Date(timeIntervalSinceReferenceDate: -1e300)
        #expect(calendar.date == .distantPast && calendar.shown == "1-1")
        #expect(calendar.accessibilityElement(withID: "previous-month")!.traits.contains(.notEnabled))
        for date in [Date.distantPast, .distantFuture] {
            calendar.date = date
            _ = DisplayList.record { calendar.render(in: $0) }
            #expect(calendar.accessibilityElements.count > 28)
        }
        #expect(log.events.isEmpty)
    }

    @Test func badLimitsAreIgnored() {
        let (calendar, _) = makeMonthCalendar()
        calendar.minimumDate = december(20)  // the date moves to the minimum
        calendar.maximumDate = december(10)  // min > max: both ignored, as UIDatePicker
        #expect(calendar.effectiveLimits.minimum == nil && calendar.effectiveLimits.maximum == nil)
        #expect(calendar.date == december(20))
        calendar.minimumDate = Date(timeIntervalSinceReferenceDate: .nan)
        calendar.maximumDate = Date(timeIntervalSinceReferenceDate: -.infinity)
        #expect(calendar.effectiveLimits.minimum == nil && calendar.effectiveLimits.maximum == nil)
        Finger(on: calendar).tap(at: calendar.center(ofDay: 3))
        #expect(calendar.date == december(3))
        // Limits far outside the years every calendar counts keep what there is.
        calendar.minimumDate = Date(timeIntervalSinceReferenceDate: -1e300)
        calendar.maximumDate = Date(timeIntervalSinceReferenceDate: 1e300)
        #expect(calendar.date == december(3) && calendar.navigableRange == (Date.distantPast, Date.distantFuture))
        // Both on one instant: that instant is the only date, its day the only day.
        calendar.minimumDate = december(9, hour: 12)
        calendar.maximumDate = december(9, hour: 12)
        #expect(calendar.date == december(9, hour: 12))
        #expect(
            calendar.accessibilityElements.filter { $0.id.hasPrefix("day-") && !$0.traits.contains(.notEnabled) }.map(\.id) == ["day-9"])
    }

    @Test func emptyAndNegativeSizesTakeNoTouchAndDrawNothingWrong() {
        let (calendar, log) = makeMonthCalendar()
        for size in [CGSize.zero, CGSize(width: -10, height: 300), CGSize(width: 320, height: CGFloat.nan), CGSize(width: 1, height: 1)] {
            calendar.bounds = CGRect(origin: .zero, size: size)
            let finger = Finger(on: calendar)
            finger.tap(at: CGPoint(x: 0.5, y: 0.5))
            finger.drag(from: .zero, to: CGPoint(x: -100, y: 0))
            _ = DisplayList.record { calendar.render(in: $0) }
            #expect(calendar.accessibilityElements.allSatisfy { $0.frame.origin.x.isFinite && $0.frame.width >= 0 }, "\(size)")
        }
        #expect(log.count(of: .valueChanged) == 0)
        #expect(calendar.intrinsicContentSize == CGSize(width: 320, height: 326))
    }

    @Test func aMonthTheCalendarGivesNoDaysIsDrawnEmptyAndPagedAway() {
        let (calendar, log) = makeMonthCalendar()
        let start = calendar.anchor.start
        // A calendar that says December has no days: only the month's span is known.
        let empty = MonthCalendarModel.Month(
            era: 1, year: 2026, month: 12, start: start, end: calendar.anchor.end, dayStarts: [], firstColumn: 2)
        calendar.monthCache = [start: empty]
        calendar.anchor = empty
        let list = DisplayList.record { calendar.render(in: $0) }
        #expect(!list.drawnText.contains("17"))
        #expect(calendar.accessibilityElements.allSatisfy { !$0.id.hasPrefix("day-") })
        let finger = Finger(on: calendar)
        finger.tap(at: CGPoint(x: 160, y: 200))
        calendar.setFocused(true, byKeyboard: true)
        calendar.keyDown(.rightArrow)
        calendar.keyDown(.enter)
        #expect(log.count(of: .valueChanged) == 0)
        finger.tap(at: calendar.center(of: "next-month"))
        finger.wait(1)
        #expect(calendar.shown == "2027-1" && calendar.accessibilityElement(withID: "day-31") != nil)
    }

    @Test func aDayThatBeginsAt1AMIsChosenAtTheTimeItHas() {
        let zone = "America/Sao_Paulo"
        let (calendar, log) = makeMonthCalendar(locale: "pt_BR", zone: zone, date: wallClock(2018, 11, 20, 0, 30, zone: zone))
        #expect(calendar.shown == "2018-11")
        Finger(on: calendar).tap(at: calendar.center(ofDay: 4))
        #expect(calendar.date == wallClock(2018, 11, 4, 1, 30, zone: zone) && log.count(of: .valueChanged) == 1)
        calendar.timeZone = TimeZone(identifier: "Pacific/Kiritimati")  // UTC+14: the same instant on another day
        #expect(calendar.date == wallClock(2018, 11, 4, 1, 30, zone: zone), "a new zone never moves the date")
        _ = DisplayList.record { calendar.render(in: $0) }
    }

    @Test func garbageMonthComponentsAreKeptWithinTheLimits() {
        let (calendar, _) = makeMonthCalendar()
        calendar.maximumDate = december(31)
        calendar.visibleDateComponents = DateComponents(year: 2030, month: 99)
        #expect(calendar.shown == "2026-12", "past the maximum: its month")
        calendar.visibleDateComponents = DateComponents(month: 5)
        #expect(calendar.shown == "2026-5", "a missing year is the shown one")
        calendar.visibleDateComponents = DateComponents(era: -7, year: Int.max)
        #expect(["2026-5", "1-1"].contains(calendar.shown))
    }

    @Test func randomUseKeepsTheCalendarsPromises() {
        // A quarter of the suite's seeds: each step draws and reads thirty-odd elements.
        forAllSeeds(max(FuzzBudget.seeds / 4, 1)) { rng, seed in
            let (calendar, _) = makeMonthCalendar(locale: ["en_US", "he_IL", "ru_RU"].randomElement(using: &rng)!)
            let finger = Finger(on: calendar)
            let fuzz = ControlFuzzTests()
            var reported: [Date] = []
            calendar.addAction(for: .valueChanged) { reported.append($0.date) }
            fuzz.installMeddlers(on: calendar, &rng) { $0.minimumDate = december(1) }
            for step in 0..<FuzzBudget.steps {
                switch Int.random(in: 0..<14, using: &rng) {
                case 0: calendar.selectionMode = calendar.selectionMode == .single ? .range : .single
                case 1: calendar.showsMonthAndYearWheel.toggle()
                case 2: calendar.datePickerMode = calendar.datePickerMode == .date ? .dateAndTime : .date
                case 3: calendar.maximumDate = [nil, december(24), wallClock(2027, 3, 1)].randomElement(using: &rng)!
                case 4: calendar.reduceMotion.toggle()
                case 5: calendar.keyDown([.pageUp, .pageDown, .enter, .space, .escape].randomElement(using: &rng)!)
                default: fuzz.poke(calendar, finger, &rng)
                }
                let (lower, upper) = calendar.navigableRange
                var ok = fuzz.commonPromises(calendar) && calendar.date >= lower && calendar.date <= upper
                ok = ok && calendar.pagePosition.isFinite && abs(calendar.pagePosition) <= 1.25
                ok = ok && calendar.selectedRange.map { $0.lowerBound <= $0.upperBound } != false
                ok = ok && reported.allSatisfy { $0.timeIntervalSinceReferenceDate.isFinite }
                #expect(ok, "seed \(seed) step \(step): \(calendar.date) in \(lower)...\(upper), page \(calendar.pagePosition)")
                if !ok { return }
            }
        }
    }
}
