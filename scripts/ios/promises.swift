// What the iOS check holds our types to, beyond compiling: each function below states a
// promise a type makes to UIKit or SwiftUI (a protocol it adopts, a call site it takes), so
// a change that breaks one fails the check. Compiled as a file of an app by ios-check.sh.
import ControlKit
import ControlKitSwiftUI
import ControlKitUIKit
import SwiftUI
import UIKit

@MainActor
enum Promises {
    /// Password and one-time-code AutoFill fill a `UITextInput` (Apple documents it for
    /// `UITextField`, `UITextView` and custom views adopting `UITextInput`); the field's
    /// content type is the one-time code and its keyboard the number pad.
    static func pinFieldIsATextInput() {
        let pin = PinCodeFieldView()
        let input: any UITextInput = pin
        let traits: any UITextInputTraits = pin
        _ = (input.beginningOfDocument, input.endOfDocument, traits.textContentType)
        pin.textContentType = .oneTimeCode
        pin.keyboardType = .numberPad
        let responder: UIResponder = pin
        _ = responder.canBecomeFirstResponder
    }

    /// Every hosted control is a `UIControl`: target-action, `isEnabled`, `isSelected`,
    /// `isHighlighted` and `UIAction`s as on UIKit's own controls.
    static func everyViewIsAUIControl() {
        let views: [UIControl] = [
            ValueSliderView(), RangeSliderView(), DialView(), ValueStepperView(), WheelPickerView(), CalendarDatePickerView(),
            PinCodeFieldView(), HorizontalWheelView(), CircularRangeSliderView(),
        ]
        for view in views { view.addAction(UIAction { _ in }, for: .valueChanged) }
    }

    /// iOS 17.4's `.yearAndMonth` reaches the date picker twin by its raw value on the SDK
    /// we compile against, which does not name it (an app built with iOS 17.4's SDK writes
    /// `.yearAndMonth`, the same value).
    static func yearAndMonthIsTakenByItsRawValue(_ picker: CalendarDatePickerView) {
        picker.datePickerMode = UIDatePicker.Mode(rawValue: CalendarDatePickerView.yearAndMonthRawValue) ?? .date
        _ = picker.datePickerMode.rawValue == 4
    }

    /// A view's accessibility label, hint, value and identifier are an app's to set, as on
    /// UIKit's controls (the view hands them to the elements it vends).
    static func appAccessibilityTextsAreSettable(_ slider: ValueSliderView) {
        slider.accessibilityLabel = "Brightness"
        slider.accessibilityHint = "Adjusts the screen"
        slider.accessibilityValue = nil
        slider.accessibilityIdentifier = "brightness"
    }

    /// SwiftUI's labels, in each of its forms, reach VoiceOver: a `Text` built from a
    /// localized key with interpolation, a `Text` label view, any other label view.
    struct LabelledViews: View {
        @State var volume = 0.5
        @State var guests = 2
        @State var due = Date()
        @State var room = "Single"
        @State var zoom = 2.0
        @State var bedtime = 1350.0
        @State var wake = 390.0

        var body: some View {
            Form {
                ValueSliderControl(value: $volume, in: 0...1) { Text("Volume") }
                ValueSliderControl(value: $volume) { SwiftUI.Label("Volume", systemImage: "speaker") }
                ValueStepperControl("Guests: \(guests)", value: $guests, in: 1...8)
                CalendarDatePickerControl(selection: $due) { Text("Due Date") }
                WheelPicker("Room type", selection: $room, values: ["Single", "Double"]) { $0 }
                HorizontalWheelControl("Zoom", selection: $zoom, values: [0.5, 1, 2, 3]) { "\($0)×" }
                PinCodeFieldControl(code: .constant(""))
                CircularRangeSliderControl(start: $bedtime, end: $wake, in: 0...1440, step: 5) { Text("Sleep schedule") }
                CircularRangeSliderControl(start: $bedtime, end: $wake, in: 0...1440) { SwiftUI.Label("Sleep", systemImage: "bed.double") }
            }
        }
    }
}
