// SwiftUI's DatePicker as its documentation calls it. scripts/ios-check.sh compiles this file
// as it is and again with the type renamed, to prove CalendarDatePickerControl takes the same calls.
// rename: DatePicker -> CalendarDatePickerControl
import SwiftUI

struct DatePickerCallSites: View {
    @State private var date = Date()
    let dateRange: ClosedRange<Date> = Date()...Date().addingTimeInterval(365 * 86_400)

    var body: some View {
        VStack {
            DatePicker("Start Date", selection: $date)
            DatePicker("Start Date", selection: $date, displayedComponents: [.date])
            DatePicker("Alarm", selection: $date, displayedComponents: .hourAndMinute)
            DatePicker("Start Date", selection: $date, in: dateRange, displayedComponents: [.date, .hourAndMinute])
            DatePicker("From now", selection: $date, in: Date()...)
            DatePicker("Until now", selection: $date, in: ...Date(), displayedComponents: .date)
            DatePicker(LocalizedStringKey("Birthday"), selection: $date, in: ...Date(), displayedComponents: .date)
        }
        VStack {
            DatePicker(selection: $date, label: { Text("Due Date") })
            DatePicker(selection: $date, in: dateRange, displayedComponents: .date) { Text("Trip") }
            DatePicker(selection: $date, in: Date()..., displayedComponents: [.hourAndMinute]) { Text("Wake up") }
            DatePicker(selection: $date, in: ...Date()) { Text("Since") }
        }
        VStack {
            DatePicker("Wheels", selection: $date).datePickerStyle(.wheel)
            DatePicker("Calendar", selection: $date, displayedComponents: .date).datePickerStyle(.graphical)
            DatePicker("Button", selection: $date).datePickerStyle(.compact)
            DatePicker("Platform's", selection: $date).datePickerStyle(.automatic)
            DatePicker("Typed", selection: $date).datePickerStyle(WheelDatePickerStyle())
        }
    }
}
