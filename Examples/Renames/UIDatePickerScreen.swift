// A screen written for UIKit's UIDatePicker. scripts/ios-check.sh compiles it as it is and
// again with the class renamed, to prove CalendarDatePickerView takes the same code.
// rename: UIDatePicker -> CalendarDatePickerView
import UIKit

final class ReminderViewController: UIViewController {
    let picker = UIDatePicker()

    override func viewDidLoad() {
        super.viewDidLoad()
        picker.preferredDatePickerStyle = .wheels
        picker.datePickerMode = .dateAndTime
        picker.locale = Locale(identifier: "en_GB")
        picker.calendar = Calendar(identifier: .gregorian)
        picker.timeZone = TimeZone(identifier: "Europe/London")
        picker.minimumDate = Date()
        picker.maximumDate = Calendar.current.date(byAdding: .year, value: 1, to: Date())
        picker.minuteInterval = 5
        picker.roundsToMinuteInterval = true
        picker.setDate(Date().addingTimeInterval(3600), animated: true)
        picker.addTarget(self, action: #selector(changed(_:)), for: .valueChanged)
        view.addSubview(picker)
    }

    @objc func changed(_ sender: UIDatePicker) {
        print(sender.date, sender.datePickerStyle == .wheels, sender.calendar.identifier)
        if sender.datePickerMode == .countDownTimer { print(sender.countDownDuration) }
    }
}

// A subclass written the UIKit way: the designated initializers overridden, the
// inherited ones (`ArrivalPicker()`) still there.
final class ArrivalPicker: UIDatePicker {
    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        datePickerMode = .date
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        print(date)
    }
}

@MainActor func makeArrivalPickers() -> [ArrivalPicker] {
    [ArrivalPicker(), ArrivalPicker(frame: CGRect(x: 0, y: 0, width: 300, height: 44))]
}
