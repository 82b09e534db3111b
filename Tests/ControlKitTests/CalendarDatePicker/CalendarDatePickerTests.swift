import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// A host that records what a picker presents.
@MainActor
final class PresentationHost: ControlHost {
    var presented: [Control?] = []
    func controlNeedsDisplay(_ control: Control) {}
    func controlNeedsLayout(_ control: Control) {}
    func controlDidChangePresentation(_ control: Control) { presented.append(control.presentedControl) }
}

/// A picker on a manual clock, in UTC and en_US, showing 17 December 2026 09:41, with a host.
@MainActor
func makeDatePicker(
    style: CalendarDatePicker.Style = .automatic, mode: WheelDatePicker.Mode = .dateAndTime,
    size: CGSize = CGSize(width: 320, height: 44)
) -> (CalendarDatePicker, EventLog, PresentationHost) {
    let picker = CalendarDatePicker(bounds: CGRect(origin: .zero, size: size), now: { calendarToday })
    picker.clock = FrameClock()
    picker.locale = Locale(identifier: "en_US")
    picker.calendar = Calendar(identifier: .gregorian)
    picker.timeZone = TimeZone(identifier: "UTC")
    picker.datePickerMode = mode
    picker.preferredDatePickerStyle = style
    picker.date = december(17)
    let host = PresentationHost()
    picker.host = host
    _ = DisplayList.record { picker.render(in: $0) }
    return (picker, EventLog(picker), host)
}

extension String {
    /// The text with the narrow no-break space ICU puts before "AM" made a plain space.
    var plainSpaces: String { replacingOccurrences(of: "\u{202F}", with: " ") }
}

extension CalendarDatePicker {
    /// The centre of a pill.
    func center(of editor: Editor) -> CGPoint {
        let frame = accessibilityElement(withID: CalendarDatePicker.elementID(of: editor))!.frame
        return CGPoint(x: frame.midX, y: frame.midY)
    }
}

@MainActor
@Suite struct CalendarDatePickerTests {
    @Test func theStyleShownIsUIKitsForTheMode() {
        typealias P = CalendarDatePicker
        for mode in [WheelDatePicker.Mode.date, .time, .dateAndTime] {
            #expect(P.resolvedStyle(.automatic, for: mode) == .compact)
            #expect(P.resolvedStyle(.wheels, for: mode) == .wheels)
            #expect(P.resolvedStyle(.inline, for: mode) == .inline)
            #expect(P.resolvedStyle(.compact, for: mode) == .compact)
        }
        for mode in [WheelDatePicker.Mode.countDownTimer, .yearAndMonth] {
            for style in [P.Style.automatic, .wheels, .compact, .inline] { #expect(P.resolvedStyle(style, for: mode) == .wheels) }
        }
        let (picker, _, _) = makeDatePicker()
        #expect(picker.datePickerStyle == .compact && picker.preferredDatePickerStyle == .automatic)
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels && picker.intrinsicContentSize == CGSize(width: 320, height: 216))
    }

    @Test func compactPillsShowTheDateAndTimeAtTheTrailingEdge() {
        let (picker, _, _) = makeDatePicker()
        let elements = picker.accessibilityElements
        #expect(elements.map(\.id) == ["date", "time"])
        #expect(elements.map(\.label) == ["Date", "Time"])
        #expect(elements.map { $0.value?.plainSpaces } == ["Dec 17, 2026", "9:41 AM"])
        #expect(elements.allSatisfy { $0.traits.contains(.button) })
        let (date, time) = (elements[0].frame, elements[1].frame)
        #expect(time.maxX == 320 && date.maxX < time.minX && date.midY == 22 && time.height == 34)
        #expect(picker.intrinsicContentSize.width == time.maxX - date.minX && picker.intrinsicContentSize.height == 34)
        picker.layoutDirection = .rightToLeft
        let mirrored = picker.accessibilityElements.map(\.frame)
        #expect(mirrored[1].minX == 0 && mirrored[0].minX > mirrored[1].maxX)
        picker.layoutDirection = .leftToRight
        picker.locale = Locale(identifier: "he_IL")  // a right-to-left locale mirrors them too
        #expect(picker.accessibilityElements.map(\.frame)[1].minX == 0)
        picker.datePickerMode = .date
        #expect(picker.accessibilityElements.map(\.id) == ["date"])
    }

    /// A chosen day leaves the calendar open, as UIKit's compact picker (a tap outside
    /// closes it).
    @Test func aTapOnTheDatePillPresentsTheCalendarAndAChosenDayLeavesItOpen() {
        let (picker, log, host) = makeDatePicker(mode: .date)
        Finger(on: picker).tap(at: picker.center(of: .date))
        #expect(picker.presentedEditor == .date && picker.presentedControl === picker.dateEditor)
        #expect(host.presented.count == 1 && host.presented[0] === picker.dateEditor)
        #expect(picker.presentationSourceRect == picker.accessibilityElement(withID: "date")!.frame)
        #expect(log.events == [.touchDown, .editingDidBegin, .touchUpInside])
        #expect(picker.accessibilityElement(withID: "date")!.traits.contains(.selected))
        // The calendar is a control like any other: a host shows it, a finger taps a day.
        let calendar = picker.dateEditor
        calendar.bounds = CGRect(x: 0, y: 0, width: 320, height: 330)
        #expect(calendar.date == picker.date && calendar.datePickerMode == .date)
        log.clear()
        Finger(on: calendar).tap(at: calendar.center(ofDay: 24))
        #expect(picker.date == december(24))  // the time of day kept
        #expect(log.events == [.valueChanged])
        #expect(picker.presentedEditor == .date && host.presented.count == 1)
        #expect(picker.accessibilityElement(withID: "date")!.value == "Dec 24, 2026")
        Finger(on: calendar).tap(at: calendar.center(ofDay: 26))  // and again
        #expect(picker.date == december(26) && log.events == [.valueChanged, .valueChanged])
        picker.dismissPresentation()  // a tap outside
        #expect(log.events == [.valueChanged, .valueChanged, .editingDidEnd])
        #expect(picker.presentedEditor == nil && host.presented.count == 2 && host.presented[1] == nil)
    }

    /// An app's handler that disables the picker on the chosen day (the calendar stays up
    /// for another day otherwise) closes it: one `editingDidEnd`, nothing presented.
    @Test func aHandlerThatDisablesThePickerOnAChosenDayClosesTheCalendar() {
        let (picker, log, host) = makeDatePicker(mode: .date)
        Finger(on: picker).tap(at: picker.center(of: .date))
        picker.addAction(for: .valueChanged) { $0.isEnabled = false }
        let calendar = picker.dateEditor
        calendar.bounds = CGRect(x: 0, y: 0, width: 320, height: 330)
        log.clear()
        Finger(on: calendar).tap(at: calendar.center(ofDay: 24))
        #expect(picker.date == december(24) && log.events == [.valueChanged, .editingDidEnd])
        #expect(picker.presentedEditor == nil && host.presented.last! == nil)
        picker.dismissPresentation()  // the host's popover closing late says nothing more
        #expect(log.count(of: .editingDidEnd) == 1)
    }

    @Test func aTapOutsideClosesTheEditorWithoutAValue() {
        let (picker, log, host) = makeDatePicker()
        #expect(picker.performAccessibilityAction(.activate, on: "time"))
        #expect(picker.presentedControl === picker.timeEditor && picker.timeEditor.datePickerMode == .time)
        picker.dismissPresentation()  // the host's popover was closed
        #expect(log.events == [.editingDidBegin, .editingDidEnd] && host.presented.last! == nil)
        picker.dismissPresentation()
        #expect(log.events.count == 2)
    }

    @Test func theTimeWheelsKeepTheDayAndTellEachTime() {
        let (picker, log, _) = makeDatePicker()
        picker.presentEditor(.time)
        let wheels = picker.timeEditor
        wheels.bounds = CGRect(x: 0, y: 0, width: 320, height: 216)
        #expect(wheels.adjust(.increment, element: "component-0"))  // an hour later
        wheels.clock.advance(by: 2)
        #expect(picker.date == december(17, hour: 10))
        #expect(log.events == [.editingDidBegin, .valueChanged] && picker.presentedEditor == .time)
        #expect(picker.accessibilityElement(withID: "time")!.value?.plainSpaces == "10:41 AM")
    }

    @Test func closedWhileTheTimeWheelsCoastItTellsTheTimeBeforeTheEnd() {
        let (picker, log, _) = makeDatePicker()
        picker.presentEditor(.time)
        let wheels = picker.timeEditor
        wheels.bounds = CGRect(x: 0, y: 0, width: 320, height: 216)
        wheels.clock = picker.clock
        let finger = Finger(on: wheels, clock: picker.clock)
        finger.down(at: CGPoint(x: 110, y: 160))
        for _ in 0..<5 { finger.move(by: 0, -14, after: 0.016) }
        finger.up(after: 0.016)  // a flick: the wheels coast
        #expect(wheels.isSpinningFromUser)
        picker.dismissPresentation()  // a tap outside mid-coast
        #expect(picker.presentedEditor == nil && log.events == [.editingDidBegin], "the end waits for the time")
        picker.clock.advance(by: 3)
        #expect(log.events == [.editingDidBegin, .valueChanged, .editingDidEnd])
        #expect(picker.date == wheels.date && picker.date != december(17))
    }

    @Test func aNewDateWidensThePillsAndLaysThePickerOut() {
        final class LayoutHost: ControlHost {
            var layouts = 0
            func controlNeedsDisplay(_ control: Control) {}
            func controlNeedsLayout(_ control: Control) { layouts += 1 }
        }
        let (picker, _, _) = makeDatePicker()
        let host = LayoutHost()
        picker.host = host
        let narrow = picker.intrinsicContentSize.width
        picker.date = wallClock(2026, 9, 27, 10, 41)  // "Sep 27, 2026", "10:41 AM": wider
        #expect(picker.intrinsicContentSize.width > narrow && host.layouts >= 1)
        let layouts = host.layouts
        picker.date = wallClock(2026, 9, 28, 10, 42)  // the same widths
        #expect(host.layouts == layouts || picker.intrinsicContentSize.width != narrow)
    }

    @Test func anInlinePickerIsTheCalendarAndItsTimeRowPresentsTheWheels() {
        let (picker, log, host) = makeDatePicker(style: .inline, size: CGSize(width: 320, height: 378))
        #expect(picker.datePickerStyle == .inline && picker.intrinsicContentSize == picker.monthCalendar.intrinsicContentSize)
        let ids = picker.accessibilityElements.map(\.id)
        #expect(ids.contains("calendar/day-17") && ids.contains("calendar/time") && !ids.contains("date"))
        let day = picker.accessibilityElement(withID: "calendar/day-3")!.frame
        Finger(on: picker).tap(at: CGPoint(x: day.midX, y: day.midY))
        #expect(picker.date == december(3) && log.count(of: .valueChanged) == 1)
        let pill = picker.accessibilityElement(withID: "calendar/time")!.frame
        Finger(on: picker).tap(at: CGPoint(x: pill.midX, y: pill.midY))
        #expect(picker.presentedControl === picker.timeEditor && host.presented.count == 1)
        #expect(abs(picker.presentationSourceRect.midX - pill.midX) < 1 && abs(picker.presentationSourceRect.midY - pill.midY) < 1)
        #expect(log.count(of: .editingDidBegin) == 1)
        #expect(picker.presentationSourceElementID == "calendar/time")
        picker.dismissPresentation()
        #expect(!picker.monthCalendar.isEditingTime && log.count(of: .editingDidEnd) == 1)
        #expect(picker.presentationSourceElementID == "calendar/time", "VoiceOver goes back to the time pill")
    }

    /// A closed popover gives VoiceOver's focus back to the pill it opened from (the host
    /// focuses that element), not to the control's first element.
    @Test func focusGoesBackToThePillThatPresented() {
        let (picker, _, _) = makeDatePicker()
        #expect(picker.presentationSourceElementID == nil, "nothing presented yet: the first element")
        #expect(picker.performAccessibilityAction(.activate, on: "time"))
        #expect(picker.presentedEditor == .time && picker.presentationSourceElementID == "time")
        picker.dismissPresentation()
        #expect(picker.presentedEditor == nil && picker.presentationSourceElementID == "time")
        #expect(picker.performAccessibilityAction(.activate, on: "date"))
        picker.dismissPresentation()
        #expect(picker.presentationSourceElementID == "date")
        #expect(picker.accessibilityElements.map(\.id).contains("date"))
    }

    @Test func theWheelsStyleIsTheWheelsAndTellsTheirDates() {
        let (picker, log, _) = makeDatePicker(style: .wheels, size: CGSize(width: 320, height: 216))
        #expect(picker.accessibilityElements.contains { $0.id == "wheels/component-0" })
        #expect(picker.performAccessibilityAction(.increment, on: "wheels/component-0"))
        picker.clock.advance(by: 2)
        #expect(picker.date == december(18) && log.count(of: .valueChanged) == 1)
        #expect(picker.monthCalendar.date == december(18) && picker.dateEditor.date == december(18))
    }

    @Test func propertiesReachEveryPartAndACodeSetSendsNothing() {
        let (picker, log, _) = makeDatePicker()
        picker.minimumDate = december(10)
        picker.maximumDate = december(20)
        picker.locale = Locale(identifier: "ru_RU")
        picker.minuteInterval = 15
        for calendar in [picker.monthCalendar, picker.dateEditor] {
            #expect(calendar.minimumDate == december(10) && calendar.maximumDate == december(20))
            #expect(calendar.locale.identifier == "ru_RU" && calendar.timeZone == TimeZone(identifier: "UTC"))
        }
        #expect(picker.timeEditor.minuteInterval == 15 && picker.timeEditor.locale.identifier == "ru_RU")
        picker.alternateCalendar = Calendar(identifier: .chinese)
        #expect(
            picker.monthCalendar.alternateCalendar?.identifier == .chinese && picker.dateEditor.alternateCalendar?.identifier == .chinese)
        picker.date = december(25)  // beyond the maximum: kept within, and on the quarter hour
        #expect(picker.date == december(20, hour: 9, minute: 30))
        #expect(picker.monthCalendar.date == picker.date && picker.timeEditor.date == picker.date)
        #expect(picker.accessibilityElement(withID: "time")!.value == "09:30")
        picker.date = Date(timeIntervalSinceReferenceDate: .nan)
        #expect(picker.date.timeIntervalSinceReferenceDate.isFinite)
        #expect(log.events.isEmpty)
    }

    @Test func disablingOrAModeWithoutThePillClosesTheEditor() {
        let (picker, log, _) = makeDatePicker()
        picker.presentEditor(.date)
        picker.isEnabled = false
        #expect(picker.presentedEditor == nil && log.events == [.editingDidBegin, .editingDidEnd])
        picker.presentEditor(.date)
        #expect(picker.presentedEditor == nil, "a disabled picker presents nothing")
        picker.isEnabled = true
        picker.presentEditor(.date)
        picker.datePickerMode = .time  // no date pill in time mode
        #expect(picker.presentedEditor == nil && log.count(of: .editingDidEnd) == 2)
        picker.presentEditor(.date)
        #expect(picker.presentedEditor == nil)
    }

    @Test func aHandlerThatDisablesThePickerOnEditingDidBeginLeavesItClosed() {
        let (picker, log, host) = makeDatePicker()
        picker.addAction(for: .editingDidBegin) { $0.isEnabled = false }
        Finger(on: picker).tap(at: picker.center(of: .date))
        #expect(picker.presentedEditor == nil && host.presented.last! == nil)
        #expect(log.events.filter { $0 != .touchDown && $0 != .touchUpInside && $0 != .touchCancel } == [.editingDidBegin, .editingDidEnd])
    }

    @Test func tabMovesBetweenThePillsAndReturnPresents() {
        let (picker, _, _) = makeDatePicker()
        picker.setFocused(true, byKeyboard: true)
        #expect(picker.keyboardElementID == "date")
        #expect(picker.keyDown(.tab) && picker.keyboardElementID == "time")
        #expect(!picker.keyDown(.tab))
        #expect(picker.keyDown(.enter) && picker.presentedEditor == .time)
        #expect(picker.keyDown(.escape) && picker.presentedEditor == nil)
        #expect(picker.keyDown(.shiftTab) && picker.keyboardElementID == "date")
    }

    @Test func aDragOnAPillIsLeftToAScrollView() {
        let (picker, _, _) = makeDatePicker()
        #expect(!picker.keepsDrag(from: picker.center(of: .date), translation: CGSize(width: 0, height: 30)))
        #expect(picker.keepsTap(at: picker.center(of: .date)))
        let finger = Finger(on: picker)
        finger.down(at: picker.center(of: .date))
        finger.move(by: 0, 60)  // off the pill
        finger.up()
        #expect(picker.presentedEditor == nil)
    }
}
