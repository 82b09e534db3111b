// A SwiftUI screen using every ControlKit control: the source an app would hold.
// Compiled for iOS against Apple's SDK by scripts/ios-check.sh.
#if canImport(UIKit) && canImport(SwiftUI)
    import ControlKit
    import ControlKitSwiftUI
    import SwiftUI

    /// The same booking form in SwiftUI: every control bound to the screen's state.
    struct FiltersScreen: View {
        @State private var price = 200.0...650.0
        @State private var volume = 0.5
        @State private var guests = 2
        @State private var hour = 9
        @State private var room = "Double"
        @State private var arrival = Date()
        @State private var pin = ""
        @State private var verification = ""
        @State private var isDragging = false

        var body: some View {
            VStack(spacing: 16) {
                Text(isDragging ? "Choosing…" : "From $\(Int(price.lowerBound)) to $\(Int(price.upperBound))")
                RangeSliderControl(value: $price, in: 0...1000, step: 50, format: .currency(code: "EUR")) {
                    Text("Price")
                } onEditingChanged: {
                    isDragging = $0
                }
                ValueSliderControl(value: $volume, in: 0...1)
                ValueStepperControl("\(guests) guests", value: $guests, in: 1...8)
                DialControl(selection: $hour, count: 12) { $0 == 0 ? "12" : "\($0)" }
                WheelPicker("Room", selection: $room, values: ["Single", "Double", "Suite"]) { $0 }
                WheelDatePickerControl(
                    "Arrival",
                    selection: $arrival, in: Date()...Date().addingTimeInterval(86_400 * 365), displayedComponents: [.date])
                PinCodeFieldControl(code: $pin, length: 4, isSecure: true) { code in print("confirm \(code.count) digits") }
                    .disabled(room == "Suite")
                // A code a server checks: a wrong one turns red, with the error haptic and the shake.
                PinCodeFieldControl(code: $verification, length: 6, rejectsWeakCodes: false) { code in
                    await Verifier.check(code)
                }
            }
        }
    }

    /// A stand-in for the app's server.
    enum Verifier {
        static func check(_ code: String) async -> Bool {
            try? await Task.sleep(nanoseconds: 300_000_000)
            return code == "424242"
        }
    }
#endif
