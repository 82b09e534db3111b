// SwiftUI's Stepper as its documentation calls it. scripts/ios-check.sh compiles this file as
// it is and again with the type renamed, to prove ValueStepperControl takes the same calls.
// rename: Stepper -> ValueStepperControl
import SwiftUI

struct StepperCallSites: View {
    @State private var value = 0
    @State private var guests = 2
    @State private var temperature = 20.5
    @State private var isEditing = false
    let colors: [Color] = [.orange, .red, .gray, .blue]

    var body: some View {
        VStack {
            Stepper("Guests: \(guests)", value: $guests, in: 1...8)
            Stepper("Temperature", value: $temperature, in: 15...30, step: 0.5)
            Stepper("Value: \(value)", value: $value)
            Stepper("Value", value: $value, step: 5) { editing in isEditing = editing }
            Stepper(value: $guests, in: 1...8) { Text("Guests: \(guests)") }
            Stepper(value: $value, step: 2) {
                Text("Even")
            } onEditingChanged: { editing in
                isEditing = editing
            }
            Stepper(value: $guests, in: 0...100, step: 10) { Text("Tens") }
            Stepper {
                Text("Value: \(value) Color: \(colors[abs(value) % colors.count].description)")
            } onIncrement: {
                value += 1
            } onDecrement: {
                value -= 1
            }
            Stepper("Count", onIncrement: { value += 1 }, onDecrement: nil)
            Stepper(LocalizedStringKey("Count"), onIncrement: { value += 1 }, onDecrement: { value -= 1 })
        }
        .disabled(isEditing && value > 99)
    }
}
