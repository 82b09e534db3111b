import ControlKit
import ControlKitGallery
import ControlKitSnapshotTesting
import Foundation
import Testing

/// The whole UIDatePicker: the compact pills in every state, and the inline calendar with
/// its time row drawn through the picker (the calendar's own states are MonthCalendar's).
@MainActor
@Suite struct CalendarDatePickerSnapshotTests {
    let compact = CGSize(width: 320, height: 44)

    @Test func compactDateAndTime() { assertSnapshot(of: DatePickerPage.picker(.compact), size: compact) }

    @Test func compactWithTheCalendarPresented() {
        let picker = DatePickerPage.picker(.compact)
        picker.presentEditor(.date)
        #expect(picker.presentedEditor == .date)
        assertSnapshot(of: picker, size: compact)
    }

    @Test func compactRussianDate() { assertSnapshot(of: DatePickerPage.picker(.compact, .date, locale: "ru_RU"), size: compact) }

    @Test func compactRightToLeft() { assertSnapshot(of: DatePickerPage.picker(.compact, locale: "he_IL"), size: compact) }

    @Test func compactDark() {
        let picker = DatePickerPage.picker(.compact)
        picker.userInterfaceStyle = .dark
        assertSnapshot(of: picker, size: compact, background: .black)
    }

    @Test func compactLargestText() {
        let picker = DatePickerPage.picker(.compact, .time)
        picker.contentSizeScale = 3.1
        assertSnapshot(of: picker, size: CGSize(width: 320, height: 76))
    }

    @Test func compactDisabled() {
        let picker = DatePickerPage.picker(.compact)
        picker.isEnabled = false
        assertSnapshot(of: picker, size: compact)
    }

    @Test func inlineDateAndTime() { assertSnapshot(of: DatePickerPage.picker(.inline), size: CGSize(width: 320, height: 378)) }

    @Test func inlineDark() {
        let picker = DatePickerPage.picker(.inline, .date)
        picker.userInterfaceStyle = .dark
        assertSnapshot(of: picker, size: CGSize(width: 320, height: 326), background: .black)
    }
}
