// A UIKit screen using every ControlKit control: the source an app would hold.
// Compiled for iOS against Apple's SDK by scripts/ios-check.sh.
#if canImport(UIKit)
    import ControlKit
    import ControlKitUIKit
    import UIKit

    /// A booking form: a price range, a volume, a guest count, a time on the dial, a
    /// room type on a wheel, an arrival date and a PIN to confirm.
    final class FiltersViewController: UIViewController {
        private let price = RangeSliderView()
        private let volume = ValueSliderView()
        private let guests = ValueStepperView()
        private let hour = DialView()
        private let room = WheelPickerView(titles: [["Single", "Double", "Suite"]])
        private let arrival = CalendarDatePickerView()
        private let pin = PinCodeFieldView()
        private let stack = UIStackView()

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Filters"

            price.minimumValue = 0
            price.maximumValue = 1000
            price.stepValue = 50
            price.slider.setValues(lower: 200, upper: 650)
            price.showsValueLabels = true
            price.slider.valueFormatter = { "$\(Int($0))" }
            price.addTarget(self, action: #selector(priceChanged), for: .valueChanged)

            volume.value = 0.5
            volume.addAction(UIAction { [weak self] _ in self?.volumeChanged() }, for: .valueChanged)

            guests.minimumValue = 1
            guests.maximumValue = 8
            guests.value = 2
            guests.showsValueLabel = true
            guests.stepper.valueFormatter = { "\(Int($0)) guests" }

            hour.selectedIndex = 9
            room.selectRow(1, inComponent: 0, animated: false)
            arrival.picker.datePickerMode = .date
            arrival.picker.minimumDate = Date()

            pin.isSecureTextEntry = true
            pin.field.addAction(for: .primaryActionTriggered) { field in print("confirm with \(field.text.count) digits") }

            stack.axis = .vertical
            stack.spacing = 16
            for control in [price, volume, guests, hour, room, arrival, pin] as [UIView] {
                stack.addArrangedSubview(control)
            }
            view.addSubview(stack)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            stack.frame = view.bounds.insetBy(dx: 20, dy: 40)
        }

        @objc private func priceChanged() {
            print("price \(price.lowerValue)…\(price.upperValue)")
        }

        private func volumeChanged() { print("volume \(volume.value)") }
    }
#endif
