// A screen written for UIKit's UIStepper. scripts/ios-check.sh compiles it as it is and again
// with the class renamed, to prove ValueStepperView takes the same code.
// rename: UIStepper -> ValueStepperView
import UIKit

final class TicketsViewController: UIViewController {
    let stepper = UIStepper()
    let count = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        stepper.minimumValue = 1
        stepper.maximumValue = 10
        stepper.stepValue = 1
        stepper.value = 2
        stepper.wraps = false
        stepper.autorepeat = true
        stepper.isContinuous = true
        stepper.setIncrementImage(UIImage(systemName: "plus.circle"), for: .normal)
        stepper.setDecrementImage(UIImage(systemName: "minus.circle"), for: .normal)
        stepper.setBackgroundImage(UIImage(named: "pill"), for: .normal)
        stepper.setBackgroundImage(UIImage(named: "pill-pressed"), for: .highlighted)
        stepper.setDividerImage(UIImage(named: "divider"), forLeftSegmentState: .normal, rightSegmentState: .normal)
        stepper.addTarget(self, action: #selector(changed(_:)), for: .valueChanged)
        stepper.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stepper)
        NSLayoutConstraint.activate([
            stepper.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stepper.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    @objc func changed(_ sender: UIStepper) {
        count.text = "\(Int(sender.value)) tickets"
        print(sender.incrementImage(for: .normal) as Any, sender.decrementImage(for: .disabled) as Any)
        print(sender.backgroundImage(for: .normal) as Any)
        print(sender.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .highlighted) as Any)
    }
}

// A subclass written the UIKit way: the designated initializers overridden, the
// inherited ones (`TicketStepper()`) still there.
final class TicketStepper: UIStepper {
    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        maximumValue = 10
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        print(value)
    }
}

@MainActor func makeTicketSteppers() -> [TicketStepper] {
    [TicketStepper(), TicketStepper(frame: CGRect(x: 0, y: 0, width: 300, height: 44))]
}
