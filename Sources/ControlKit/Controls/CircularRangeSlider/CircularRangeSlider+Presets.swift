import Foundation

/// The sleep schedule: values in minutes on a clock of 24 or 12 hours a turn.
extension CircularRangeSlider {
    /// A schedule like the Clock app's: values in minutes, 24 hours a turn (0...1440) or 12
    /// (0...720), in 5-minute steps, from 22:30 to 6:30 (across midnight), with a clock face
    /// (``showClockFace(twentyFourHour:)``); sized to fit (``Control/sizeToFit()``).
    ///
    /// ```swift
    /// let night = CircularRangeSlider.schedule()
    /// night.valueFormatter(night.startValue)   // "10:30 PM" in English (US), "22:30" in Russian
    /// night.duration                           // 480
    /// ```
    public static func schedule(twentyFourHour: Bool = true) -> CircularRangeSlider {
        let slider = CircularRangeSlider()
        let minutes: Double = twentyFourHour ? 1440 : 720
        slider.updateModel {
            $0 = CircularRangeSliderModel(minimumValue: 0, maximumValue: minutes, startValue: 1350, endValue: 390, stepValue: 5)
        }
        slider.showClockFace(twentyFourHour: twentyFourHour)
        slider.sizeToFit()
        return slider
    }

    /// Makes the face a clock for values in minutes: 48 ticks (every half hour on a 24-hour
    /// turn, every quarter on a 12-hour one), a label every 2 hours ("0", "2", …, "22") or
    /// every hour ("12", "1", …, "11"); values read as times of day in the control's
    /// ``Control/locale`` (``timeText(forMinutes:)``) and the duration in the centre in
    /// hours and minutes (``durationText(forMinutes:)``). The turn is the app's to set.
    public func showClockFace(twentyFourHour: Bool = true) {
        tickMarkCount = 48
        labelInterval = 4
        // The hour of the tick's minutes on a day's clock (any value: the app sets the turn).
        func hour(_ minutes: Double, of hours: Int) -> Int { (StepMath.index((minutes / 60).rounded()) % hours + hours) % hours }
        tickLabelFormatter = twentyFourHour ? { String(hour($0, of: 24)) } : { hour($0, of: 12) == 0 ? "12" : String(hour($0, of: 12)) }
        // A 12-hour turn cannot tell morning from evening: its times say neither.
        valueFormatter = { [weak self] in self?.timeText(forMinutes: $0, dayPeriod: twentyFourHour) ?? ValueFormat.plain($0) }
        durationFormatter = { [weak self] in self?.durationText(forMinutes: $0) ?? ValueFormat.plain($0) }
    }

    /// `minutes` after midnight as a time of day in the control's locale, hours and
    /// minutes ("10:30 PM" in English (US), "22:30" in Russian); taken around a day.
    /// Without the day period (`dayPeriod` false: a 12-hour face, whose values cannot tell
    /// morning from evening), a 12-hour time alone: "10:30".
    public func timeText(forMinutes minutes: Double, dayPeriod: Bool = true) -> String {
        guard minutes.isFinite else { return ValueFormat.plain(minutes) }
        var m = (minutes.rounded()).truncatingRemainder(dividingBy: 1440)
        if m < 0 { m += 1440 }
        let formatter = CircularRangeSlider.timeFormatter(for: locale, dayPeriod: dayPeriod)
        return formatter.string(from: Date(timeIntervalSinceReferenceDate: m * 60))
    }

    /// `minutes` as hours and minutes in the control's locale: "8 h 30 min", "8 h", "45 min".
    public func durationText(forMinutes minutes: Double) -> String {
        guard minutes.isFinite else { return ValueFormat.plain(minutes) }
        let total = StepMath.index(max(minutes, 0).rounded())
        let (hours, rest) = (total / 60, total % 60)
        // The number put in by hand, not by String(format:): the centre text is drawn every
        // frame, and Foundation's formatting was most of a frame's time.
        func text(_ key: String, _ number: Int) -> String { localized(key).replacingOccurrences(of: "%1$ld", with: String(number)) }
        switch (hours, rest) {
        case (0, _): return text("%1$ld min", rest)
        case (_, 0): return text("%1$ld hours", hours)
        default: return text("%1$ld hours", hours) + " " + text("%1$ld min", rest)
        }
    }

    /// One formatter per locale and kind, made once: this runs for every accessibility read.
    private(set) static var timeFormatters: [String: DateFormatter] = [:]

    /// Forgets the clock formatters: the user's 12- or 24-hour choice changes what a
    /// locale's pattern gives, not its identifier.
    static func forgetTimeFormatters() { timeFormatters = [:] }

    private static func timeFormatter(for locale: Locale, dayPeriod: Bool) -> DateFormatter {
        let key = (dayPeriod ? "j:" : "h:") + locale.identifier
        if let kept = timeFormatters[key] { return kept }
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = TimeZone(identifier: "UTC")
        if dayPeriod {
            formatter.dateFormat = DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: locale) ?? "HH:mm"
        } else {
            // The locale's 12-hour pattern with its day period ("a", "B") taken out.
            let pattern = DateFormatter.dateFormat(fromTemplate: "hmm", options: 0, locale: locale) ?? "h:mm"
            let bare = pattern.filter { $0 != "a" && $0 != "B" }.trimmingCharacters(in: .whitespaces.union(["\u{202F}"]))
            formatter.dateFormat = bare.isEmpty ? "h:mm" : bare
        }
        timeFormatters[key] = formatter
        return formatter
    }
}
