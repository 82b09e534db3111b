// A SwiftUI screen using every ControlKit control: the source an app would hold.
// Compiled for iOS against Apple's SDK by scripts/ios-check.sh.
#if canImport(UIKit) && canImport(SwiftUI)
    import ControlKit
    import ControlKitSwiftUI
    import SwiftUI

    /// The same booking form in SwiftUI: every control bound to the screen's state.
    struct FiltersScreen: View {
        @State private var price = 200.0...650.0
        @State private var shifts = [7.0, 12, 13, 19]
        @State private var volume = 0.5
        @State private var guests = 2
        @State private var hour = 9
        @State private var room = "Double"
        @State private var arrival = Date()
        /// The bookable days, worked out once: a range made in `body` would be new on every
        /// update, and each new limit lays the picker out again.
        private let bookable = Date()...Date().addingTimeInterval(86_400 * 365)
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
                // Four thumbs, the first fixed, drawn by the screen's own style.
                RangeSliderControl(values: $shifts, in: 0...24, step: 0.5) { Text("Shifts") }
                    .rangeSliderFixedThumbs([0])
                    .rangeSliderTickMarks(labels: { "\(Int($0))" })
                    .rangeSliderStyle(RingStyle())
                ValueSliderControl(value: $volume, in: 0...1)
                ValueStepperControl("\(guests) guests", value: $guests, in: 1...8)
                DialControl(selection: $hour, count: 12) { $0 == 0 ? "12" : "\($0)" }
                WheelPicker("Room", selection: $room, values: ["Single", "Double", "Suite"]) { $0 }
                CalendarDatePickerControl(
                    "Arrival",
                    selection: $arrival, in: bookable, displayedComponents: [.date])
                PinCodeFieldControl(code: $pin, length: 4, isSecure: true) { code in print("confirm \(code.count) digits") }
                    .disabled(room == "Suite")
                // A code a server checks: a wrong one turns red, with the error haptic and the shake.
                PinCodeFieldControl(code: $verification, length: 6, rejectsWeakCodes: false) { code in
                    await Verifier.check(code)
                }
            }
        }
    }

    /// A range slider drawn by the app: a thin capsule tinted between the first and last
    /// thumbs, tick dots, and ringed thumbs that grow while held. Positions are measured from
    /// the leading edge, so it reads right in right-to-left layouts too.
    struct RingStyle: RangeSliderControlStyle {
        var thumbSize: CGFloat { 30 }

        func makeTrack(configuration: TrackConfiguration) -> some View {
            let low = configuration.thumbCenters.first?.x ?? 0
            let high = configuration.thumbCenters.last?.x ?? 0
            ZStack(alignment: .leading) {
                Capsule().fill(Color.secondary.opacity(0.2)).frame(height: 8)
                Capsule().fill(Color.accentColor).frame(width: max(high - low, 0), height: 8).offset(x: low)
                ForEach(configuration.tickCenters.indices, id: \.self) { i in
                    Circle().fill(Color.secondary).frame(width: 4, height: 4).offset(x: configuration.tickCenters[i].x - 2)
                }
            }
            .frame(maxHeight: .infinity)
        }

        func makeThumb(configuration: ThumbConfiguration) -> some View {
            Circle()
                .fill(configuration.isEnabled ? Color.white : Color.secondary)
                .overlay(Circle().stroke(Color.accentColor, lineWidth: configuration.isFocused ? 3 : 1))
                .shadow(radius: configuration.isPressed ? 4 : 1)
                .scaleEffect(configuration.isPressed ? 1.2 : 1)
                .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
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
