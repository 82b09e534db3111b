#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// A ``HorizontalWheel`` (a wheel on its side, AKPickerView's idea) in a `UIControl`:
    /// `.valueChanged` when it rests on a new item; UIKit's types for the look.
    ///
    /// ```swift
    /// let zoom = HorizontalWheelView()
    /// zoom.titles = ["0.5×", "1×", "2×", "3×"]
    /// zoom.selectedIndex = 1
    /// zoom.addAction(UIAction { _ in print(zoom.selectedIndex) }, for: .valueChanged)
    /// ```
    open class HorizontalWheelView: ControlHostView {
        /// The hosted control, typed (no casts): a new one, or the one given to
        /// ``init(wheel:frame:)``.
        public private(set) var wheel: HorizontalWheel

        /// A new wheel with `frame`. With ``init(coder:)``, the designated initializer, as on
        /// UIKit's controls, so a subclass overrides the two the UIKit way.
        public init(frame: CGRect) {
            let wheel = HorizontalWheel()
            self.wheel = wheel
            super.init(control: wheel, frame: frame)
        }

        /// Decodes the view from a storyboard or nib with an empty wheel.
        public required init?(coder: NSCoder) {
            let wheel = HorizontalWheel()
            self.wheel = wheel
            super.init(coder: coder, control: wheel)
        }

        /// A new wheel, made with `init(frame: .zero)`.
        public convenience init() { self.init(frame: .zero) }

        /// Hosts `wheel`, made and configured elsewhere. It runs `init(frame:)` first and
        /// then hosts it, so what a subclass's `init(frame:)` sets on the control it made is
        /// not carried over: configure the given control instead.
        public convenience init(wheel: HorizontalWheel, frame: CGRect = .zero) {
            self.init(frame: frame)
            self.wheel = wheel
            replaceControl(with: wheel)
        }

        /// The items' titles (``HorizontalWheel/titles``).
        open var titles: [String] {
            get { wheel.titles }
            set { wheel.titles = newValue }
        }
        /// The item at the centre; setting it sends nothing.
        open var selectedIndex: Int {
            get { wheel.selectedIndex }
            set { wheel.selectedIndex = newValue }
        }
        /// Brings `index` to the centre, animated or at once; sends nothing.
        open func select(_ index: Int, animated: Bool) { wheel.select(index, animated: animated) }
        /// Whether the wheel goes round.
        @IBInspectable open var wraps: Bool {
            get { wheel.wraps }
            set { wheel.wraps = newValue }
        }
        /// The width of an item along the wheel.
        @IBInspectable open var itemWidth: CGFloat {
            get { wheel.itemWidth }
            set { wheel.itemWidth = newValue }
        }
        /// The titles' font.
        open var font: UIFont {
            get { UIFont(wheel.font) }
            set { wheel.font = DrawingFont(newValue) }
        }
        /// The titles' colour away from the centre (the centre one takes the tint).
        open var textColor: UIColor {
            get { wheel.textColor.uiColor }
            set { wheel.textColor = DrawingColor(newValue) }
        }
    }
#endif
