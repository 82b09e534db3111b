import ControlKit
import ControlKitGallery
import ControlKitSnapshotTesting
import Foundation
import Testing

@MainActor
@Suite struct DatePickerSnapshotTests {
    let size = CGSize(width: 320, height: 216)

    @Test func dateAndTime() { assertSnapshot(of: DatePickerPage.make(.dateAndTime), size: size) }
    @Test func date() { assertSnapshot(of: DatePickerPage.make(.date), size: size) }
    @Test func time() { assertSnapshot(of: DatePickerPage.make(.time), size: size) }

    @Test func countdown() {
        let picker = DatePickerPage.make(.countDownTimer)
        picker.countDownDuration = 5_400
        assertSnapshot(of: picker, size: size)
    }

    @Test func russian() { assertSnapshot(of: DatePickerPage.make(.date, locale: "ru_RU"), size: size) }
    @Test func japanese() { assertSnapshot(of: DatePickerPage.make(.date, locale: "ja_JP"), size: size) }
    @Test func japaneseCalendarEras() { assertSnapshot(of: DatePickerPage.japaneseEraChange(), size: size) }
    @Test func chineseCalendarLeapMonth() { assertSnapshot(of: DatePickerPage.chineseLeapMonth(), size: size) }
    @Test func arabicRightToLeft() { assertSnapshot(of: DatePickerPage.make(.date, locale: "ar_EG"), size: size) }
    @Test func hebrewDateAndTimeReadsTheTimeLeftToRight() {
        assertSnapshot(of: DatePickerPage.make(.dateAndTime, locale: "he_IL"), size: size)
    }
    @Test func arabicTimeReadsHourThenMinute() { assertSnapshot(of: DatePickerPage.make(.time, locale: "ar"), size: size) }

    @Test func limitsDimTheRowsOutside() {
        let picker = DatePickerPage.make(.date)
        picker.minimumDate = DatePickerPage.now
        picker.maximumDate = DatePickerPage.now.addingTimeInterval(86_400 * 60)
        assertSnapshot(of: picker, size: size)
    }

    @Test func februaryDimsTheDaysItLacks() { assertSnapshot(of: DatePickerPage.february2018(), size: size) }

    @Test func yearAndMonth() { assertSnapshot(of: DatePickerPage.make(.yearAndMonth), size: size) }
    @Test func yearAndMonthJapanese() { assertSnapshot(of: DatePickerPage.make(.yearAndMonth, locale: "ja_JP"), size: size) }
    @Test func yearAndMonthHebrewLeapYear() { assertSnapshot(of: DatePickerPage.hebrewLeapYear(), size: size) }

    @Test func yearAndMonthDark() {
        let picker = DatePickerPage.make(.yearAndMonth)
        picker.userInterfaceStyle = .dark
        assertSnapshot(of: picker, size: size, background: .black)
    }

    @Test func yearAndMonthLimits() {
        let picker = DatePickerPage.make(.yearAndMonth)
        picker.minimumDate = DatePickerPage.now.addingTimeInterval(-86_400 * 45)
        assertSnapshot(of: picker, size: size)
    }
}
