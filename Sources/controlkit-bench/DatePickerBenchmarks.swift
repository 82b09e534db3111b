import ControlKit
import Foundation

/// The date picker: a frame in each wheel-heavy mode, and a touch move on the day wheel
/// (years 1…9999 cost what one year does: only visible rows are formatted).
@MainActor
func datePickerBenchmarks() -> [Benchmark] {
    var list: [Benchmark] = []
    let now = Date(timeIntervalSince1970: 1_796_031_660)
    for mode in [WheelDatePicker.Mode.dateAndTime, .date] {
        let picker = WheelDatePicker(now: { now })
        picker.calendar = Calendar(identifier: .gregorian)
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.locale = Locale(identifier: "en_US")
        picker.datePickerMode = mode
        list += frameBenchmarks("DatePicker(\(mode))", picker, CGSize(width: 320, height: 216))
    }
    // The Japanese calendar's year wheel runs through 236 eras: a frame costs what one era's
    // does (the eras are walked once, when the calendar is set).
    let japanese = WheelDatePicker(now: { now })
    japanese.calendar = Calendar(identifier: .japanese)
    japanese.timeZone = TimeZone(identifier: "UTC")
    japanese.locale = Locale(identifier: "ja_JP")
    japanese.datePickerMode = .date
    list += frameBenchmarks("DatePicker(date, Japanese eras)", japanese, CGSize(width: 320, height: 216))
    // The Chinese calendar's year wheel runs through some 166 cycles of sixty years, and its
    // month wheel has a leap month in some years (2025): a frame on that month.
    let chinese = WheelDatePicker(now: { now })
    var lunar = Calendar(identifier: .chinese)
    lunar.timeZone = TimeZone(identifier: "UTC")!
    chinese.calendar = lunar
    chinese.timeZone = TimeZone(identifier: "UTC")
    chinese.locale = Locale(identifier: "zh_CN")
    chinese.datePickerMode = .date
    var leap = DateComponents(era: 78, year: 42, month: 6, day: 8)
    leap.isLeapMonth = true
    chinese.date = lunar.date(from: leap) ?? now
    list += frameBenchmarks("DatePicker(date, Chinese cycles)", chinese, CGSize(width: 320, height: 216))
    let spun = WheelDatePicker(now: { now })
    spun.calendar = Calendar(identifier: .gregorian)
    spun.timeZone = TimeZone(identifier: "UTC")
    spun.locale = Locale(identifier: "en_US")
    spun.datePickerMode = .dateAndTime
    list += dragFrameBenchmark("DatePicker(dateAndTime)", spun, CGSize(width: 320, height: 216)) { CGPoint(x: 60, y: 48 + $0) }
    let dragged = WheelDatePicker(bounds: CGRect(x: 0, y: 0, width: 320, height: 216), now: { now })
    dragged.datePickerMode = .dateAndTime
    dragged.touchDown(at: CGPoint(x: 60, y: 108), time: 0)
    var y: CGFloat = 108, dy: CGFloat = 1
    list.append(
        Benchmark(name: "DatePicker.touchMove", batch: 10_000, samples: 50) {
            if y > 200 || y < 20 { dy = -dy }
            y += dy
            dragged.touchMove(to: CGPoint(x: 60, y: y), time: 0)
        })
    // The whole UIDatePicker: the compact pills' frame, and the inline calendar drawn
    // through the picker (its embedding's cost over MonthCalendar's own frame), and a drag
    // of the wheels style through the embedding (its cost over DatePicker.touchMove).
    for style in [CalendarDatePicker.Style.compact, .inline] {
        let picker = CalendarDatePicker(now: { now })
        picker.calendar = Calendar(identifier: .gregorian)
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.locale = Locale(identifier: "en_US")
        picker.preferredDatePickerStyle = style
        list += frameBenchmarks(
            "CalendarDatePicker(\(style))", picker, style == .compact ? CGSize(width: 320, height: 44) : CGSize(width: 320, height: 378))
    }
    let wheels = CalendarDatePicker(bounds: CGRect(x: 0, y: 0, width: 320, height: 216), now: { now })
    wheels.preferredDatePickerStyle = .wheels
    wheels.touchDown(at: CGPoint(x: 60, y: 108), time: 0)
    var wy: CGFloat = 108, wdy: CGFloat = 1
    list.append(
        Benchmark(name: "CalendarDatePicker(wheels).touchMove", batch: 10_000, samples: 50) {
            if wy > 200 || wy < 20 { wdy = -wdy }
            wy += wdy
            wheels.touchMove(to: CGPoint(x: 60, y: wy), time: 0)
        })
    return list
}
