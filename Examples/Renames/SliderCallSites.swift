// SwiftUI's Slider as its documentation calls it. scripts/ios-check.sh compiles this file as
// it is and again with the type renamed, to prove ValueSliderControl takes the same calls.
// rename: Slider -> ValueSliderControl
import SwiftUI

struct SliderCallSites: View {
    @State private var speed = 50.0
    @State private var volume: Float = 0.3
    @State private var brightness: CGFloat = 0.7
    @State private var isEditing = false

    var body: some View {
        VStack {
            Slider(value: $speed)
            Slider(value: $speed, in: 0...100)
            Slider(value: $speed, in: 0...100, step: 5)
            Slider(value: $speed, in: 0...100, onEditingChanged: { editing in isEditing = editing })
            Slider(value: $volume, in: 0...1, step: 0.1) { editing in isEditing = editing }
            Slider(value: $brightness) { Text("Brightness") }
            Slider(value: $speed, in: 0...100) {
                Text("Speed")
            } onEditingChanged: { editing in
                isEditing = editing
            }
            Slider(value: $speed, in: 0...100, step: 1) { Text("Speed") }
            Slider(value: $speed, in: 0...100) {
                Text("Speed")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            } onEditingChanged: { editing in
                isEditing = editing
            }
            Slider(value: $speed, in: 0...100, step: 10) {
                Text("Speed")
            } minimumValueLabel: {
                Image(systemName: "tortoise")
            } maximumValueLabel: {
                Image(systemName: "hare")
            }
        }
        .disabled(isEditing && speed > 99)
    }
}
