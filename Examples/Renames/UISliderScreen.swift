// A screen written for UIKit's UISlider. scripts/ios-check.sh compiles it as it is and again
// with the class renamed, to prove ValueSliderView takes the same code.
// rename: UISlider -> ValueSliderView
import UIKit

final class BrightnessViewController: UIViewController {
    let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 280, height: 44))

    override func viewDidLoad() {
        super.viewDidLoad()
        slider.minimumValue = 0
        slider.maximumValue = 100
        slider.setValue(40, animated: false)
        slider.isContinuous = false
        slider.minimumValueImage = UIImage(systemName: "sun.min")
        slider.maximumValueImage = UIImage(systemName: "sun.max")
        slider.minimumTrackTintColor = .systemOrange
        slider.maximumTrackTintColor = UIColor.systemGray5
        slider.thumbTintColor = .white
        slider.setThumbImage(UIImage(systemName: "circle.fill")?.withRenderingMode(.alwaysTemplate), for: .normal)
        slider.setThumbImage(UIImage(named: "thumb-pressed"), for: .highlighted)
        let track = UIImage(named: "track")?.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4))
        slider.setMinimumTrackImage(track, for: .normal)
        slider.setMaximumTrackImage(track, for: [.normal])
        slider.addTarget(self, action: #selector(changed(_:)), for: .valueChanged)
        slider.addAction(UIAction { _ in print("released") }, for: .touchUpInside)
        view.addSubview(slider)
    }

    @objc func changed(_ sender: UISlider) {
        let thumb = sender.thumbRect(forBounds: sender.bounds, trackRect: sender.trackRect(forBounds: sender.bounds), value: sender.value)
        print(sender.value, thumb, sender.currentThumbImage as Any, sender.thumbImage(for: .highlighted) as Any)
        print(sender.minimumValueImageRect(forBounds: sender.bounds), sender.maximumValueImageRect(forBounds: sender.bounds))
        print(sender.currentMinimumTrackImage as Any, sender.currentMaximumTrackImage as Any)
        print(sender.minimumTrackImage(for: .normal) as Any, sender.maximumTrackImage(for: .normal) as Any)
    }
}

// A subclass written the UIKit way: the designated initializers overridden, the
// inherited ones (`BrandSlider()`) still there.
final class BrandSlider: UISlider {
    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        minimumTrackTintColor = .systemPurple
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        print(value)
    }
}

@MainActor func makeBrandSliders() -> [BrandSlider] { [BrandSlider(), BrandSlider(frame: CGRect(x: 0, y: 0, width: 300, height: 44))] }
