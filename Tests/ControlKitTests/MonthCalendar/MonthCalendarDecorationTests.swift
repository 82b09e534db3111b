import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// Decorations: a mark under a day's number, asked of the provider once per day shown and
/// kept until reloaded, as UICalendarView's.
@MainActor
@Suite struct MonthCalendarDecorationTests {
    /// Records which days the provider was asked about, and decorates `marked` days.
    final class Provider {
        var asked: [Int] = []
        var marked: [Int: MonthCalendar.Decoration] = [:]
        func callAsFunction(_ day: DateComponents) -> MonthCalendar.Decoration? {
            asked.append((day.month ?? 0) * 100 + (day.day ?? 0))
            return day.month == 12 ? marked[day.day ?? 0] : nil
        }
    }

    /// The circles filled in `color` and where they are.
    func dots(_ calendar: MonthCalendar, _ color: DrawingColor) -> [CGRect] {
        DisplayList.record { calendar.render(in: $0) }.filledPaths.compactMap { path, paint in
            paint == .color(color) ? path.controlPointBounds : nil
        }
    }

    @Test func aDecoratedDayShowsADotUnderItsNumber() throws {
        let (calendar, log) = makeMonthCalendar()
        let provider = Provider()
        provider.marked = [24: .default(color: .systemRed), 9: .default(color: .systemRed, size: .large)]
        calendar.decorationProvider = { provider($0) }
        let found = dots(calendar, .systemRed)
        #expect(found.count == 2)
        let cell = try #require(calendar.accessibilityElement(withID: "day-24")?.frame)
        let dot = try #require(found.first { cell.contains(CGPoint(x: $0.midX, y: $0.midY)) })
        #expect(abs(dot.midX - cell.midX) < 0.5 && dot.midY > cell.midY + 8, "centred under the number")
        #expect(abs(dot.width - 6) < 0.01, "medium: 6 pt")
        #expect(found.contains { abs($0.width - 8) < 0.01 }, "large: 8 pt")
        #expect(log.events.isEmpty)
    }

    /// A day's events as a row of dots, one per colour, centred under the number: at most
    /// three, none for an empty list, narrowed to a narrow column.
    @Test func eventDotsSitSideBySideUnderTheNumber() throws {
        let (calendar, _) = makeMonthCalendar()
        let provider = Provider()
        provider.marked = [
            10: .dots([.systemRed, .systemBlue]), 11: .dots([.systemGreen, .systemGreen, .systemGreen, .systemGreen, .systemGreen]),
            12: .dots([]),
        ]
        calendar.decorationProvider = { provider($0) }
        let tenth = try #require(calendar.accessibilityElement(withID: "day-10")?.frame)
        let red = dots(calendar, .systemRed), blue = dots(calendar, .systemBlue)
        #expect(red.count == 1 && blue.count == 1)
        #expect(abs(red[0].width - 4) < 0.01 && abs(red[0].midY - blue[0].midY) < 0.01, "small dots, one line")
        #expect(abs((red[0].midX + blue[0].midX) / 2 - tenth.midX) < 0.5, "centred as a pair")
        #expect(abs(blue[0].minX - red[0].maxX - 2) < 0.01, "half a dot apart")
        #expect(dots(calendar, .systemGreen).count == MonthCalendar.Decoration.maximumDotCount)
        calendar.bounds = CGRect(x: 0, y: 0, width: 60, height: 300)  // columns under 9 pt
        let narrow = dots(calendar, .systemGreen)
        let eleventh = try #require(calendar.accessibilityElement(withID: "day-11")?.frame)
        #expect(narrow.count == 3 && narrow.allSatisfy { eleventh.insetBy(dx: -0.01, dy: 0).contains(CGPoint(x: $0.minX, y: $0.midY)) })
        #expect(narrow.allSatisfy { eleventh.insetBy(dx: -0.01, dy: 0).contains(CGPoint(x: $0.maxX, y: $0.midY)) })
    }

    @Test func theProviderIsAskedOncePerDayShownNotPerFrame() {
        let (calendar, _) = makeMonthCalendar()
        let provider = Provider()
        calendar.decorationProvider = { provider($0) }
        _ = DisplayList.record { calendar.render(in: $0) }
        #expect(provider.asked == (1...31).map { 1200 + $0 }, "December's 31 days, each once")
        _ = DisplayList.record { calendar.render(in: $0) }
        calendar.setNeedsDisplay()
        _ = DisplayList.record { calendar.render(in: $0) }
        #expect(provider.asked.count == 31)
        calendar.setVisibleDateComponents(DateComponents(year: 2027, month: 1), animated: false)
        _ = DisplayList.record { calendar.render(in: $0) }
        #expect(provider.asked.count == 62 && provider.asked.last == 131, "January's days")
        calendar.setVisibleDateComponents(DateComponents(year: 2026, month: 12), animated: false)
        _ = DisplayList.record { calendar.render(in: $0) }
        #expect(provider.asked.count == 62, "December's were kept")
    }

    @Test func reloadingAsksAgainForThoseDaysOnly() {
        let (calendar, _) = makeMonthCalendar()
        let provider = Provider()
        calendar.decorationProvider = { provider($0) }
        #expect(dots(calendar, .systemGreen).isEmpty)
        provider.marked[5] = .default(color: .systemGreen)
        provider.asked = []
        #expect(dots(calendar, .systemGreen).isEmpty, "the kept answer stands until reloaded")
        calendar.reloadDecorations(forDateComponents: [DateComponents(year: 2026, month: 12, day: 5)], animated: true)
        #expect(dots(calendar, .systemGreen).count == 1)
        #expect(provider.asked == [1205])
        provider.marked[6] = .default(color: .systemGreen)
        calendar.reloadDecorations(forDateComponents: [DateComponents(year: 2026, month: 12)], animated: false)  // the month
        #expect(dots(calendar, .systemGreen).count == 2)
        #expect(provider.asked.count == 1 + 31)
        // A new provider, and a new calendar, ask again.
        calendar.decorationProvider = { _ in .default(color: .systemOrange) }
        #expect(dots(calendar, .systemOrange).count == 31)
        calendar.decorationProvider = nil
        #expect(dots(calendar, .systemOrange).isEmpty)
    }

    @Test func aNewCalendarAsksInItsOwnDays() throws {
        let (calendar, _) = makeMonthCalendar()
        var asked: [DateComponents] = []
        calendar.decorationProvider = { day in
            asked.append(day)
            return nil
        }
        _ = DisplayList.record { calendar.render(in: $0) }
        #expect(asked.first?.calendar?.identifier == .gregorian && asked.first?.timeZone?.secondsFromGMT() == 0)
        #expect(asked.first?.date == wallClock(2026, 12, 1))
        asked = []
        calendar.calendar = Calendar(identifier: .hebrew)
        calendar.clock.advance(by: 1)
        _ = DisplayList.record { calendar.render(in: $0) }
        let first = try #require(asked.first)
        #expect(first.calendar?.identifier == .hebrew && first.year == 5787, "\(first)")
    }

    /// An image decoration is fitted into its square, tinted with its colour; a nil image is
    /// the default circle.
    @Test func imagesAreFittedAndTinted() throws {
        let (calendar, _) = makeMonthCalendar()
        let star = DrawingImage(size: CGSize(width: 20, height: 10)) { canvas in
            canvas.fill(DrawingPath(rect: CGRect(x: 0, y: 0, width: 20, height: 10)), with: .color(.black))
        }
        calendar.decorationProvider = { day in
            day.day == 3 ? .image(star, color: .systemIndigo) : day.day == 4 ? .image(nil, color: .systemTeal, size: .small) : nil
        }
        let list = DisplayList.record { calendar.render(in: $0) }
        let drawn = list.commands.compactMap { command -> (DrawingImage, CGRect)? in
            if case .drawImage(let image, _, let rect) = command { (image, rect) } else { nil }
        }
        let (image, rect) = try #require(drawn.first)
        #expect(image.tintColor == .systemIndigo && image.renderingMode == .template)
        #expect(abs(rect.width - 12) < 0.01 && abs(rect.height - 6) < 0.01, "fitted into 12 pt, its shape kept")
        #expect(dots(calendar, .systemTeal).first.map { abs($0.width - 4) < 0.01 } == true)
    }

    /// Bad input: components the calendar cannot make, an empty list, a provider that
    /// reloads or removes itself while asked.
    @Test func badInputIsHarmless() {
        let (calendar, _) = makeMonthCalendar()
        calendar.reloadDecorations(forDateComponents: [], animated: false)
        calendar.reloadDecorations(
            forDateComponents: [
                DateComponents(month: 2), DateComponents(year: 2026, month: 99, day: -4), DateComponents(year: Int.max, month: 1),
            ],
            animated: false)
        var calls = 0
        calendar.decorationProvider = { [unowned calendar] day in
            calls += 1
            if day.day == 2 { calendar.reloadDecorations(forDateComponents: [day], animated: false) }
            if day.day == 10 { calendar.decorationProvider = nil }
            return .default()
        }
        _ = DisplayList.record { calendar.render(in: $0) }
        #expect(calls == 10, "the provider removed itself at the 10th day")
        _ = DisplayList.record { calendar.render(in: $0) }
        #expect(calls == 10)
        let (empty, _) = makeMonthCalendar()
        empty.bounds = .zero
        empty.decorationProvider = { _ in .default() }
        _ = DisplayList.record { empty.render(in: $0) }
    }

    /// A day named in another calendar is that day here: the provider's Gregorian dates in a
    /// Buddhist calendar (the user's, in Thailand) reload the right day.
    @Test func aReloadNamesDaysInTheComponentsCalendar() {
        let (calendar, _) = makeMonthCalendar(calendar: .buddhist)
        var marked: Set<Int> = []
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = TimeZone(identifier: "UTC")!
        calendar.decorationProvider = { day in
            guard let date = day.date else { return nil }
            return marked.contains(gregorian.component(.day, from: date)) ? .default(color: .systemRed) : nil
        }
        #expect(dots(calendar, .systemRed).isEmpty)
        marked = [5, 6]
        calendar.reloadDecorations(forDateComponents: [DateComponents(calendar: gregorian, year: 2026, month: 12, day: 5)], animated: false)
        #expect(dots(calendar, .systemRed).count == 1)
        calendar.reloadDecorations(forDateComponents: [DateComponents(calendar: gregorian, year: 2026, month: 12)], animated: false)
        #expect(dots(calendar, .systemRed).count == 2)
        // Without a calendar, the components are the control's (Buddhist year 2569).
        marked = [7]
        calendar.reloadDecorations(forDateComponents: [DateComponents(year: 2569, month: 12, day: 7)], animated: false)
        #expect(dots(calendar, .systemRed).count == 3, "6 stays kept; 7 asked again")
    }

    /// A large mark stays inside its day's cell at the largest text size and under an
    /// alternate calendar's numbers, also on a month's sixth row.
    @Test func aLargeMarkStaysInItsCell() throws {
        let (calendar, _) = makeMonthCalendar(date: wallClock(2026, 5, 12))  // May 2026: six rows
        calendar.contentSizeScale = 53.0 / 17  // the largest text size
        calendar.bounds.size = calendar.intrinsicContentSize
        calendar.alternateCalendar = Calendar(identifier: .chinese)
        calendar.decorationProvider = { _ in .default(color: .systemGreen, size: .large) }
        let found = dots(calendar, .systemGreen)
        #expect(found.count == 31)
        for day in [1, 24, 31] {
            let cell = try #require(calendar.accessibilityElement(withID: "day-\(day)")?.frame)
            let dot = try #require(found.first { cell.contains(CGPoint(x: $0.midX, y: $0.midY)) }, "day \(day)")
            #expect(dot.maxY <= cell.maxY && dot.minY >= cell.minY, "day \(day): \(dot) in \(cell)")
        }
        // Without the alternate numbers, at the largest text size the mark keeps clear of
        // the digits (their bottom about 0.36 of the font's size under the number's middle).
        calendar.alternateCalendar = nil
        let list = DisplayList.record { calendar.render(in: $0) }
        let digits = list.commands.compactMap { command -> (TextRun, CGRect)? in
            if case .drawText(let run, let rect) = command, run.string == "12" { (run, rect) } else { nil }
        }
        let (run, rect) = try #require(digits.first)
        let twelfth = try #require(calendar.accessibilityElement(withID: "day-12")?.frame)
        let dot = try #require(dots(calendar, .systemGreen).first { twelfth.contains(CGPoint(x: $0.midX, y: $0.midY)) })
        #expect(dot.minY >= rect.midY + run.font.size * 0.36 + 0.99, "a point clear: \(dot) under \(rect)")
    }
}
