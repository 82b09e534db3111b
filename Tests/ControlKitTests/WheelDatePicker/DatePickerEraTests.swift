import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// Calendars that count through eras: the Japanese calendar's year wheel runs through every
/// reign ("Shōwa 64", "Heisei 1" … "Reiwa 1"), the Republic of China's through the years
/// before 1912, counted down; a year two eras share has a row in each.
@MainActor
@Suite struct DatePickerEraTests {
    func utc(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ min: Int = 0) -> Date {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min))!
    }

    /// What VoiceOver reads for the wheel of `column`.
    func value(_ picker: WheelDatePicker, _ column: DatePickerLayout.Column) -> String? {
        guard let i = picker.layout.columns.firstIndex(of: column) else { return nil }
        return picker.accessibilityElements.first { $0.id == "component-\(i)" }?.value
    }

    func column(_ picker: WheelDatePicker, _ column: DatePickerLayout.Column) -> Int {
        picker.layout.columns.firstIndex(of: column) ?? -1
    }

    @Test func aJapaneseDateBeforeReiwaIsKeptAndNamedByItsEra() {
        let (picker, log) = makeDatePicker(.date, locale: "ja_JP", calendar: .japanese)
        #expect(value(picker, .year) == "令和8年")
        picker.date = utc(1990, 6, 15)  // Heisei 2
        #expect(picker.date == utc(1990, 6, 15), "not clamped to Reiwa's first day")
        #expect(value(picker, .year) == "平成2年")
        #expect(picker.accessibilityElements.first?.value?.contains("平成2年6月15日") == true)
        picker.date = utc(1975, 6, 15)
        #expect(value(picker, .year) == "昭和50年")
        let text = DisplayList.record { picker.render(in: $0) }.drawnText
        #expect(text.contains("昭和50年") && text.contains("昭和49年") && text.contains("昭和51年"))
        let (en, _) = makeDatePicker(.date, locale: "en_US", calendar: .japanese)
        en.date = utc(1990, 6, 15)
        #expect(value(en, .year) == "2 Heisei")
        #expect(log.events.isEmpty)
    }

    /// The wheel starts at Taika 1 (645) and ends at Reiwa 9999; a year two eras share has
    /// a row in each.
    @Test func theJapaneseYearWheelRunsFromTaikaToReiwa9999() {
        let (picker, _) = makeDatePicker(.date, locale: "en_US", calendar: .japanese)
        let rows = picker.numberOfRows(inComponent: column(picker, .year))
        // 645…2019 in the eras before Reiwa, with a row more for each era change, then 9999.
        #expect(rows > 9_999 + (2019 - 645) && rows < 9_999 + (2019 - 645) + 300, "\(rows)")
        picker.date = Date(timeIntervalSinceReferenceDate: -1e300)
        #expect(value(picker, .year)?.hasPrefix("1 Taika") == true, "ICU adds the era's years: \"1 Taika (645–650)\"")
        var japanese = Calendar(identifier: .japanese)
        japanese.timeZone = TimeZone(identifier: "UTC")!
        #expect(
            japanese.dateComponents([.era, .year, .month, .day], from: picker.date) == DateComponents(era: 0, year: 1, month: 1, day: 1))
        picker.date = Date(timeIntervalSinceReferenceDate: 1e300)
        #expect(value(picker, .year) == "9999 Reiwa")
        picker.date = utc(2019, 4, 30)
        #expect(value(picker, .year) == "31 Heisei")
        picker.date = utc(2019, 5, 1)
        #expect(value(picker, .year) == "1 Reiwa")
    }

    /// A step of the year wheel across an era change keeps the month where the new era
    /// has it, or takes its nearest: Heisei 31 ended in April, Reiwa 1 began in May.
    @Test func aYearStepAcrossAnEraChangeMovesToMonthsTheEraHas() {
        let (picker, log) = makeDatePicker(.date, locale: "en_US", calendar: .japanese)
        let year = column(picker, .year), month = column(picker, .month)
        picker.date = utc(2019, 3, 10)  // 10 March, Heisei 31
        #expect(picker.numberOfRows(inComponent: month) == 4, "January to April")
        userStep(picker, year)
        #expect(picker.date == utc(2019, 5, 10), "Reiwa 1 has no March: its first month, May")
        #expect(value(picker, .year) == "1 Reiwa")
        picker.clock.advance(by: 1)
        #expect(picker.numberOfRows(inComponent: month) == 8, "May to December")
        #expect(value(picker, .month) == "May")
        userStep(picker, year, by: -1)
        #expect(picker.date == utc(2019, 4, 10), "Heisei 31 has no May: its last month, April")
        #expect(value(picker, .year) == "31 Heisei")
        #expect(log.count(of: .valueChanged) == 2)
        // Shōwa 64 was seven days of January; Heisei 1 began on the 8th and has its January.
        picker.date = utc(1989, 1, 5)
        picker.clock.advance(by: 1)
        #expect(value(picker, .year) == "64 Shōwa" && picker.numberOfRows(inComponent: month) == 1)
        picker.date = utc(1989, 1, 20)
        picker.clock.advance(by: 1)
        #expect(value(picker, .year) == "1 Heisei" && picker.numberOfRows(inComponent: month) == 12)
    }

    /// Every era has a year 1, each with its own months: the month wheel's titles are kept
    /// per era and year (Reiwa 1 begins in May, Heisei 1 in January, Shōwa 1 in December).
    @Test func eachErasFirstYearHasItsOwnMonthTitles() {
        let (picker, _) = makeDatePicker(.date, locale: "en_US", calendar: .japanese)
        for (date, month, rows) in [(utc(2019, 5, 10), "May", 8), (utc(1989, 1, 10), "January", 12), (utc(1926, 12, 28), "December", 1)] {
            picker.date = date
            picker.clock.advance(by: 1)
            #expect(value(picker, .month) == month && picker.numberOfRows(inComponent: column(picker, .month)) == rows, "\(date)")
            let selected = picker.selectedRow(inComponent: column(picker, .month))
            let drawn = picker.delegate?.pickerView(picker, attributedTitleForRow: selected, forComponent: column(picker, .month))?.string
            #expect(drawn == month, "the drawn title, not another era's: \(date)")
        }
    }

    /// A person born in Shōwa 50 can reach their year on the wheel, as one in a Gregorian
    /// calendar can reach 1975.
    @Test func steppingBackReachesEarlierEras() {
        let (picker, log) = makeDatePicker(.date, locale: "en_US", calendar: .japanese)
        picker.date = utc(2020, 6, 15)  // Reiwa 2
        userStep(picker, column(picker, .year), by: -3)  // Reiwa 1, Heisei 31, Heisei 30
        // Heisei 31 ended in April, so the month wheel rolled back to April, and stays there.
        #expect(picker.date == utc(2018, 4, 15))
        #expect(value(picker, .year) == "30 Heisei")
        #expect(log.count(of: .valueChanged) == 3)
    }

    /// A limit dims the rows of an era's part of a year shared with another: with a minimum
    /// of 10 May 2019, Heisei 31 (to 30 April) is dimmed and Reiwa 1 is not.
    @Test func limitsDimTheErasPartOfASharedYear() {
        let (picker, _) = makeDatePicker(.date, locale: "en_US", calendar: .japanese)
        let year = column(picker, .year)
        picker.minimumDate = utc(2019, 5, 10)
        picker.maximumDate = utc(2030, 1, 1)
        picker.date = utc(2019, 6, 1)
        let reiwa1 = picker.selectedRow(inComponent: year)
        #expect(!isDimmed(picker, row: reiwa1, component: year))
        #expect(isDimmed(picker, row: reiwa1 - 1, component: year), "Heisei 31 is all before the minimum")
        picker.minimumDate = utc(2019, 4, 10)
        #expect(!isDimmed(picker, row: reiwa1 - 1, component: year))
        picker.minimumDate = nil
        picker.maximumDate = utc(2019, 4, 20)
        picker.date = utc(2019, 4, 1)
        #expect(isDimmed(picker, row: reiwa1, component: year), "Reiwa 1 is all after the maximum")
    }

    /// The Republic of China counts the years before 1912 down ("12 B.R.O.C." is 1900).
    @Test func theRepublicOfChinaCountsEarlierYearsDown() {
        let (picker, _) = makeDatePicker(.date, locale: "zh_TW", calendar: .republicOfChina)
        picker.date = utc(1900, 6, 1)
        #expect(picker.date == utc(1900, 6, 1))
        #expect(value(picker, .year) == "民國前12年")
        userStep(picker, column(picker, .year))
        #expect(picker.date == utc(1901, 6, 1) && value(picker, .year) == "民國前11年")
        picker.date = utc(1911, 6, 1)
        userStep(picker, column(picker, .year))
        #expect(picker.date == utc(1912, 6, 1) && value(picker, .year) == "民國1年")
    }

    /// The date-and-time day wheel reaches as far back as the year wheel.
    @Test func dateAndTimeReachesEarlierErasToo() {
        let (picker, _) = makeDatePicker(.dateAndTime, locale: "ja_JP", calendar: .japanese)
        picker.date = utc(1990, 6, 15, 9, 30)
        #expect(picker.date == utc(1990, 6, 15, 9, 30))
        #expect(picker.accessibilityElements.first?.value?.contains("平成2年") == true)
    }

    /// Calendars of one era keep years 1…9999 of it, their titles without an era.
    @Test func calendarsOfOneEraKeepTheirYears() {
        for identifier in [Calendar.Identifier.gregorian, .buddhist, .hebrew, .islamicUmmAlQura, .persian, .coptic] {
            let (picker, _) = makeDatePicker(.date, locale: "en_US", calendar: identifier)
            #expect(picker.numberOfRows(inComponent: column(picker, .year)) == 9999, "\(identifier)")
        }
        let (gregorian, _) = makeDatePicker(.date)
        #expect(value(gregorian, .year) == "2026")
    }
}

/// The calendar grid names the era of a year in those calendars as well.
@MainActor
@Suite struct MonthCalendarEraTests {
    @Test func theMonthTitleAndTheDaysNameTheirEra() {
        let (grid, _) = makeMonthCalendar(locale: "ja_JP", calendar: .japanese)
        let text = DisplayList.record { grid.render(in: $0) }.drawnText
        #expect(text.contains("令和8年12月"), "\(text.prefix(3))")
        #expect(grid.accessibilityElement(withID: "day-17")?.label.contains("令和8年") == true)
        let (roc, _) = makeMonthCalendar(locale: "zh_TW", calendar: .republicOfChina)
        #expect(DisplayList.record { roc.render(in: $0) }.drawnText.contains("民國115年12月"))
        let (gregorian, _) = makeMonthCalendar(locale: "ja_JP")
        #expect(DisplayList.record { gregorian.render(in: $0) }.drawnText.contains("2026年12月"))
    }

    /// The month-and-year wheel in the header reaches the earlier eras too.
    @Test func theMonthAndYearWheelNamesTheEras() {
        let (grid, _) = makeMonthCalendar(locale: "ja_JP", calendar: .japanese, date: wallClock(1990, 6, 15))
        grid.showsMonthAndYearWheel = true
        let text = DisplayList.record { grid.render(in: $0) }.drawnText
        #expect(text.contains("平成2年") && text.contains("平成元年") && text.contains("昭和64年"), "\(text)")
    }
}
