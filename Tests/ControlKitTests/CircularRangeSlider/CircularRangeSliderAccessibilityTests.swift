import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// VoiceOver's and the keyboard's view of the schedule: three adjustable elements read as
/// times, each stepped by 5 minutes, the range moving both thumbs.
@MainActor
@Suite struct CircularRangeSliderAccessibilityTests {
    /// The values as read, with ICU's narrow no-break space before "AM" and "PM" (newer ICU
    /// versions write one) as a space.
    func values(_ slider: CircularRangeSlider) -> [String] {
        slider.accessibilityElements.map { ($0.value ?? "").replacingOccurrences(of: "\u{202F}", with: " ") }
    }

    @Test func threeElementsReadAsTimes() {
        let (slider, _, _) = makeSchedule()
        let elements = slider.accessibilityElements
        #expect(elements.map(\.id) == ["start", "end", "range"])
        #expect(elements.map(\.label) == ["Start", "End", "Range"])
        #expect(values(slider) == ["10:30 PM", "6:30 AM", "10:30 PM to 6:30 AM, 8 h"])
        #expect(elements.allSatisfy { $0.traits == .adjustable })
        let start = elements[0].numericValue
        #expect(start?.current == 1350 && start?.minimum == 0 && start?.maximum == 1440 && start?.step == 5)
        #expect(elements[1].frame.contains(slider.endThumbCenter) && elements[1].frame.width == 44)
        slider.locale = Locale(identifier: "ru_RU")
        let russian = slider.accessibilityElements
        #expect(russian.map(\.label) == ["Начало", "Конец", "Диапазон"])
        #expect(values(slider) == ["22:30", "06:30", "с 22:30 до 06:30, 8 ч"])
        slider.endValue = 7 * 60 + 15
        #expect(slider.accessibilityElement(withID: "range")?.value == "с 22:30 до 07:15, 8 ч 45 мин")
        slider.isEnabled = false
        #expect(slider.accessibilityElements.allSatisfy { $0.traits.contains(.notEnabled) })
    }

    @Test func incrementMovesAThumbClockwiseByOneStepAndTheRangeMovesBoth() {
        let (slider, _, log) = makeSchedule()
        #expect(slider.performAccessibilityAction(.increment, on: "start"))
        #expect(slider.startValue == 1355 && slider.endValue == 390 && slider.duration == 475)
        #expect(values(slider).first == "10:35 PM")  // read again: the new value
        slider.performAccessibilityAction(.increment, on: "end")
        #expect(slider.endValue == 395 && slider.startValue == 1355)
        slider.performAccessibilityAction(.decrement, on: "range")
        #expect(slider.startValue == 1350 && slider.endValue == 390 && slider.duration == 480)
        #expect(log.events == Array(repeating: .valueChanged, count: 3))
    }

    @Test func theRangeStepsAcrossMidnight() {
        let (slider, _, _) = makeSchedule { $0.setValues(start: 1435, end: 415) }
        slider.performAccessibilityAction(.increment, on: "range")
        #expect(slider.startValue == 0 && slider.endValue == 420)
        slider.performAccessibilityAction(.decrement, on: "range")
        slider.performAccessibilityAction(.decrement, on: "range")
        #expect(slider.startValue == 1430 && slider.endValue == 410)
    }

    @Test func homeAndEndGoAsFarAsTheDurationLetsAThumb() {
        let (slider, _, _) = makeSchedule {
            $0.minimumDuration = 60
            $0.maximumDuration = 600
        }
        slider.adjust(.toMinimum, element: "start")  // counter-clockwise, as far as it may
        #expect(slider.startValue == 1230 && slider.duration == 600)
        slider.adjust(.toMaximum, element: "start")  // clockwise, up to an hour before the end
        #expect(slider.startValue == 330 && slider.duration == 60)
        slider.adjust(.toMaximum, element: "end")
        #expect(slider.endValue == 930 && slider.startValue == 330)
        slider.adjust(.toMinimum, element: "end")
        #expect(slider.endValue == 390)
        slider.adjust(.toMinimum, element: "range")  // starts at the top
        #expect(slider.startValue == 0 && slider.endValue == 60)
        slider.adjust(.toMaximum, element: "range")  // ends at the top
        #expect(slider.startValue == 1380 && slider.endValue == 0)
        slider.performAccessibilityAction(.decrement, on: "end")  // shorter than an hour: held
        #expect(slider.endValue == 0 && slider.duration == 60)
    }

    @Test func aScreenReadersValueIsSnappedAndKeptWithinTheLimits() {
        let (slider, _, log) = makeSchedule { $0.maximumDuration = 600 }
        #expect(slider.performAccessibilityAction(.setValue(7 * 60 + 2), on: "end"))
        #expect(slider.endValue == 420)  // 7:02 → 7:00
        slider.performAccessibilityAction(.setValue(12 * 60), on: "end")  // 13.5 hours: the longest is 10
        #expect(slider.endValue == 510 && slider.duration == 600)
        slider.performAccessibilityAction(.setValue(1500), on: "range")  // taken around: 1:00
        #expect(slider.startValue == 60 && slider.endValue == 660)
        #expect(!slider.performAccessibilityAction(.setValue(.nan), on: "start"))
        #expect(!slider.performAccessibilityAction(.increment, on: "dial"))
        #expect(log.count(of: .valueChanged) == 3)
        slider.isEnabled = false
        #expect(!slider.performAccessibilityAction(.increment, on: "start"))
    }

    @Test func keysMoveTheFocusedPartClockwiseInEveryDirection() {
        for direction in [ControlLayoutDirection.leftToRight, .rightToLeft] {
            let (slider, _, _) = makeSchedule { $0.layoutDirection = direction }
            slider.isFocused = true
            #expect(slider.keyboardPart == .start)
            slider.keyDown(.rightArrow)
            slider.keyDown(.upArrow)
            #expect(slider.startValue == 1360, "\(direction)")  // the face does not mirror: neither do its keys
            slider.keyDown(.leftArrow)
            #expect(slider.startValue == 1355, "\(direction)")
            #expect(slider.keyDown(.tab) && slider.keyboardPart == .end)
            slider.keyDown(.downArrow)
            #expect(slider.endValue == 385)
            #expect(slider.keyDown(.tab) && slider.keyboardPart == .range)
            slider.keyDown(.rightArrow)
            #expect(slider.startValue == 1360 && slider.endValue == 390)
            #expect(!slider.keyDown(.tab))  // the host moves focus on
            #expect(slider.keyDown(.shiftTab) && slider.keyboardPart == .end)
            #expect(slider.accessibilityElements.first { $0.isFocused }?.id == "end")
        }
    }

    @Test func focusArrivingStartsOnTheStartAndElementsCanBeFocused() {
        let (slider, _, _) = makeSchedule()
        #expect(slider.focusElement("range") && slider.keyboardPart == .range)
        #expect(!slider.focusElement("upper"))
        slider.isFocused = true
        #expect(slider.keyboardPart == .start && slider.keyboardElementID == "start")
    }

    @Test func aContinuousSliderStepsAnHourOfADay() {
        let slider = CircularRangeSlider()
        #expect(abs(slider.accessibilityAdjustment - 1.0 / 24) < 1e-15)
        slider.performAccessibilityAction(.increment, on: "end")
        #expect(abs(slider.endValue - (0.25 + 1.0 / 24)) < 1e-12)
        #expect(slider.accessibilityElement(withID: "range")?.value == "0 to 0.29")
    }
}
