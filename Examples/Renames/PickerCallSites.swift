// SwiftUI's Picker in the wheel style, as its documentation calls it. scripts/ios-check.sh
// compiles this file as it is and again with the type renamed, to prove WheelPicker takes
// the same calls.
// rename: Picker -> WheelPicker
import SwiftUI

struct PickerCallSites: View {
    enum Flavor: String, CaseIterable, Identifiable {
        case chocolate, vanilla, strawberry
        var id: Self { self }
    }

    struct Room: Identifiable {
        let id: Int
        let title: String
    }

    @State private var flavor = Flavor.chocolate
    @State private var roomID = 1
    @State private var hours = 8
    private let rooms = [Room(id: 1, title: "Single"), Room(id: 2, title: "Double"), Room(id: 3, title: "Suite")]

    var body: some View {
        Form {
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized).tag(flavor)
                }
            }
            .pickerStyle(.wheel)
            Picker("Room type", selection: $roomID) {
                ForEach(rooms) { Text($0.title).tag($0.id) }
            }
            .pickerStyle(.wheel)
            Picker(selection: $hours) {
                ForEach(0..<24) { Text("\($0) h").tag($0) }
            } label: {
                Label("Hours", systemImage: "clock")
            }
            .pickerStyle(.wheel)
            Picker(String("Flavor"), selection: $flavor) {
                ForEach(Flavor.allCases, id: \.self) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.wheel)
        }
    }
}
