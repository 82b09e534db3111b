import ControlKit
import Foundation

/// The inline calendar: a frame (a month's days, the header and weekdays; with a range
/// and an alternate calendar; with limits a thousand years apart, which cost what none
/// do; with every day decorated, asked once and kept), a frame while a finger pages it
/// (also decorated), and a touch move of that drag.
@MainActor
func monthCalendarBenchmarks() -> [Benchmark] {
    var list: [Benchmark] = []
    let now = Date(timeIntervalSince1970: 1_796_204_460)  // 2 December 2026
    let size = CGSize(width: 320, height: 330)
    func make() -> MonthCalendar {
        let calendar = MonthCalendar(now: { now })
        calendar.calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")
        calendar.locale = Locale(identifier: "en_US")
        calendar.date = now.addingTimeInterval(15 * 86_400)
        return calendar
    }
    list += frameBenchmarks("MonthCalendar", make(), size)
    let ranged = make()
    ranged.selectionMode = .range
    ranged.selectedRange = now...now.addingTimeInterval(5 * 86_400)
    var lunar = Calendar(identifier: .chinese)
    lunar.locale = Locale(identifier: "zh_CN@numbers=hanidays")
    ranged.alternateCalendar = lunar
    list += frameBenchmarks("MonthCalendar(range, alternate)", ranged, size)
    let limited = make()
    limited.minimumDate = now.addingTimeInterval(-500 * 365 * 86_400)
    limited.maximumDate = now.addingTimeInterval(500 * 365 * 86_400)
    list += frameBenchmarks("MonthCalendar(limits 1,000 years apart)", limited, size)
    list += dragFrameBenchmark("MonthCalendar", make(), size) { CGPoint(x: 300 - $0, y: 200) }
    func decorated() -> MonthCalendar {
        let calendar = make()
        calendar.decorationProvider = { day in (day.day ?? 0) % 3 == 0 ? .default(color: .systemRed) : .default() }
        return calendar
    }
    list += frameBenchmarks("MonthCalendar(decorations)", decorated(), size)
    // Every third day refused by the app (canSelectDate): asked once per day and kept.
    let refusing = make()
    refusing.canSelectDate = { day in (day.day ?? 0) % 3 != 0 }
    list += frameBenchmarks("MonthCalendar(canSelectDate)", refusing, size)
    list += dragFrameBenchmark("MonthCalendar(decorations)", decorated(), size) { CGPoint(x: 300 - $0, y: 200) }
    // An app's set of 900 days (a habit tracker's two and a half years), as SwiftUI hands it
    // over at every update and takes it back after a tap: the update, and a tap with its
    // write-back and the update that follows, in the Gregorian and the Chinese calendar.
    for identifier in [Calendar.Identifier.gregorian, .chinese] {
        let held = make()
        var own = Calendar(identifier: identifier)
        own.timeZone = TimeZone(identifier: "UTC")!
        let days = Set(
            (0..<900).map {
                own.dateComponents([.calendar, .era, .year, .month, .day], from: now.addingTimeInterval(Double(-$0) * 86_400))
            })
        let configuration = MonthCalendar.MultipleConfiguration(
            selection: days, locale: Locale(identifier: "en_US"), calendar: own, timeZone: TimeZone(identifier: "UTC"))
        configuration.apply(to: held)
        held.bounds = CGRect(origin: .zero, size: size)
        let name = identifier == .gregorian ? "MonthCalendar(900 days)" : "MonthCalendar(900 days, Chinese)"
        list.append(Benchmark(name: "\(name).update", batch: 5, samples: 20) { configuration.apply(to: held) })
        var selection = days
        list.append(
            Benchmark(name: "\(name).tap", batch: 5, samples: 20) {
                held.touchDown(at: CGPoint(x: 200, y: 200), time: 0)
                held.touchUp(at: CGPoint(x: 200, y: 200), time: 0)
                selection = MonthCalendar.MultipleConfiguration.selection(selection, after: held)
                var update = configuration
                update.selection = selection
                update.apply(to: held)
            })
    }
    let dragged = make()
    dragged.bounds = CGRect(origin: .zero, size: size)
    dragged.touchDown(at: CGPoint(x: 160, y: 200), time: 0)
    var x: CGFloat = 160, dx: CGFloat = 1
    list.append(
        Benchmark(name: "MonthCalendar.touchMove", batch: 10_000, samples: 50) {
            if x > 300 || x < 20 { dx = -dx }
            x += dx
            dragged.touchMove(to: CGPoint(x: x, y: 200), time: 0)
        })
    return list
}
