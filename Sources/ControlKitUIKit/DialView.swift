#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// A ``Dial`` in a `UIControl`: a dial for UIKit screens, sending the core's events
    /// as `UIControl.Event`s (target-action, `UIAction`).
    ///
    /// Made in code or in Interface Builder (set a view's custom class to `DialView`; the
    /// inspectable properties below appear in the Attributes inspector and forward to
    /// ``dial``). Everything else is set on ``dial``.
    ///
    /// ```swift
    /// final class SettingsViewController: UIViewController {
    ///     let dial = DialView()
    ///
    ///     override func viewDidLoad() {
    ///         super.viewDidLoad()
    ///         dial.addTarget(self, action: #selector(changed(_:)), for: .valueChanged)
    ///         view.addSubview(dial)
    ///     }
    ///
    ///     @objc func changed(_ sender: DialView) { print(sender.selectedIndex) }
    /// }
    /// ```
    open class DialView: ControlHostView {
        /// The hosted control, typed (no casts): a new one, or the one given to
        /// ``init(dial:frame:)``.
        public private(set) var dial: Dial

        /// A new dial with `frame`. With ``init(coder:)``, the designated
        /// initializer, as on UIKit's controls, so a subclass overrides the two the UIKit way.
        public init(frame: CGRect) {
            let dial = Dial.hours()
            self.dial = dial
            super.init(control: dial, frame: frame)
        }

        /// Decodes the view from a storyboard or nib with a new control; the inspectable
        /// properties are set afterwards, as Interface Builder's attributes.
        public required init?(coder: NSCoder) {
            let dial = Dial.hours()
            self.dial = dial
            super.init(coder: coder, control: dial)
        }

        /// A new dial, made with `init(frame: .zero)`.
        public convenience init() { self.init(frame: .zero) }

        /// Hosts `dial`, made and configured elsewhere. It runs
        /// `init(frame:)` first and then hosts it, so what a subclass's `init(frame:)` sets on
        /// the control it made is not carried over: configure the given control instead.
        public convenience init(dial: Dial, frame: CGRect = .zero) {
            self.init(frame: frame)
            self.dial = dial
            replaceControl(with: dial)
        }

        // MARK: Interface Builder attributes (forwarded to the control)

        @IBInspectable open var numberOfItems: Int {
            get { dial.numberOfItems }
            set { dial.numberOfItems = newValue }
        }
        @IBInspectable open var selectedIndex: Int {
            get { dial.selectedIndex }
            set { dial.selectedIndex = newValue }
        }
        @IBInspectable open var labelInterval: Int {
            get { dial.labelInterval }
            set { dial.labelInterval = newValue }
        }
        @IBInspectable open var wraps: Bool {
            get { dial.wraps }
            set { dial.wraps = newValue }
        }
        @IBInspectable open var isContinuous: Bool {
            get { dial.isContinuous }
            set { dial.isContinuous = newValue }
        }

        // MARK: Appearance, in UIKit's types

        /// The labels' font (scaled with Dynamic Type by the host).
        open var font: UIFont {
            get { UIFont(dial.font) }
            set { dial.font = DrawingFont(newValue) }
        }
        /// The labels' colour.
        open var textColor: UIColor {
            get { dial.textColor.uiColor }
            set { dial.textColor = DrawingColor(newValue) }
        }
        /// The ticks' colour.
        open var tickColor: UIColor {
            get { dial.tickColor.uiColor }
            set { dial.tickColor = DrawingColor(newValue) }
        }
        /// An image for the face, drawn to fill it (a template takes the `tintColor`); nil
        /// draws the face in `faceColor`.
        open var faceImage: UIImage? {
            get {
                if case .image(let image) = dial.background { return image.uiImage }
                return nil
            }
            set { dial.background = newValue.map { .image(DrawingImage($0)) } ?? .color(DrawingColor(faceColor)) }
        }
        /// The face's colour when it has no image (default the system's grey 6).
        open var faceColor: UIColor = .systemGray6 {
            didSet { if faceImage == nil { dial.background = .color(DrawingColor(faceColor)) } }
        }
    }
#endif
