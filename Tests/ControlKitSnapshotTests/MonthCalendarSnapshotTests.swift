import ControlKit
import ControlKitGallery
import ControlKitSnapshotTesting
import Foundation
import Testing

/// The inline calendar in the states UIDatePicker's `.inline` style shows, and beyond.
@MainActor
@Suite struct MonthCalendarSnapshotTests {
    typealias Page = MonthCalendarPage

    func snapshot(_ calendar: MonthCalendar, background: DrawingColor = .white, filePath: String = #filePath, testName: String = #function)
    {
        assertSnapshot(of: calendar, size: calendar.intrinsicContentSize, background: background, filePath: filePath, testName: testName)
    }

    @Test func light() { snapshot(Page.make()) }
    @Test func todayChosen() { snapshot(Page.make(date: Page.now)) }

    @Test func dark() {
        let calendar = Page.range()
        calendar.userInterfaceStyle = .dark
        snapshot(calendar, background: .black)
    }

    @Test func rightToLeftHebrew() { snapshot(Page.make(locale: "he_IL")) }
    @Test func hebrewLeapYearAdarI() { snapshot(Page.hebrewLeapYear()) }
    @Test func islamic() { snapshot(Page.make(locale: "ar_SA", calendar: .islamicUmmAlQura)) }
    @Test func mondayFirstRussian() { snapshot(Page.make(locale: "ru_RU")) }
    @Test func largestTextSize() { snapshot(Page.largest()) }
    @Test func limits() { snapshot(Page.limits()) }
    @Test func decorations() { snapshot(Page.decorations()) }
    @Test func japaneseCalendarEra() { snapshot(Page.make(locale: "ja_JP", calendar: .japanese)) }
    @Test func range() { snapshot(Page.range()) }
    @Test func severalDays() { snapshot(Page.multiple()) }
    @Test func bookedNights() { snapshot(Page.bookedNights()) }
    @Test func alternateChineseCalendar() { snapshot(Page.alternate()) }
    @Test func dateAndTime() { snapshot(Page.dateAndTime()) }
    @Test func monthAndYearWheel() { snapshot(Page.wheel()) }

    @Test func focusedDayAndPressedChevron() {
        let calendar = Page.make()
        calendar.bounds.size = calendar.intrinsicContentSize
        calendar.touchDown(at: calendar.accessibilityElement(withID: "next-month")!.frame.center)
        calendar.setFocused(true, byKeyboard: true)
        calendar.keyDown(.rightArrow)  // after the touch: a touch hides the ring, a key shows it
        snapshot(calendar)
    }
}
