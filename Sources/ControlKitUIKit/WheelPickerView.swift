#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// `UIPickerViewDataSource`, for a ``WheelPickerView``: the same two methods, taking
    /// our picker. A data source moves over by renaming the protocol and the parameter type.
    @objc @MainActor public protocol WheelPickerViewDataSource {
        /// The number of components (wheels).
        func numberOfComponents(in pickerView: WheelPickerView) -> Int
        /// The number of rows of `component`.
        func pickerView(_ pickerView: WheelPickerView, numberOfRowsInComponent component: Int) -> Int
    }

    /// `UIPickerViewDelegate`, for a ``WheelPickerView``: the same optional methods, taking
    /// our picker. A delegate moves over by renaming the protocol and the parameter type.
    ///
    /// A row is drawn from the first of these the delegate has: ``pickerView(_:viewForRow:forComponent:reusing:)``
    /// (a real `UIView`, drawn on the wheel), ``pickerView(_:attributedTitleForRow:forComponent:)``,
    /// ``pickerView(_:titleForRow:forComponent:)``.
    @objc @MainActor public protocol WheelPickerViewDelegate {
        /// The width of `component`; without it the components share the width.
        @objc optional func pickerView(_ pickerView: WheelPickerView, widthForComponent component: Int) -> CGFloat
        /// The row height of `component`; without it 32 pt.
        @objc optional func pickerView(_ pickerView: WheelPickerView, rowHeightForComponent component: Int) -> CGFloat
        /// A row's title, in the picker's font and colour.
        @objc optional func pickerView(_ pickerView: WheelPickerView, titleForRow row: Int, forComponent component: Int) -> String?
        /// A row's styled title: its `.font` and `.foregroundColor` are used.
        @objc optional func pickerView(
            _ pickerView: WheelPickerView, attributedTitleForRow row: Int, forComponent component: Int
        ) -> NSAttributedString?
        /// A row's view, sized to the row and drawn on the wheel; `view` is one the
        /// picker no longer shows, to fill and return instead of making another.
        @objc optional func pickerView(
            _ pickerView: WheelPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
        ) -> UIView
        /// The user's wheel settled on `row`.
        @objc optional func pickerView(_ pickerView: WheelPickerView, didSelectRow row: Int, inComponent component: Int)
    }

    /// `UIPickerViewAccessibilityDelegate`'s twin: what VoiceOver calls each component, its
    /// hint, and the names Voice Control answers to. Set as the picker's ``WheelPickerView/delegate``.
    @objc @MainActor public protocol WheelPickerViewAccessibilityDelegate: WheelPickerViewDelegate {
        /// The component's name (without it, "Component 1 of 3").
        @objc optional func pickerView(_ pickerView: WheelPickerView, accessibilityLabelForComponent component: Int) -> String?
        /// The component's hint.
        @objc optional func pickerView(_ pickerView: WheelPickerView, accessibilityHintForComponent component: Int) -> String?
        /// The names Voice Control accepts for the component.
        @objc optional func pickerView(_ pickerView: WheelPickerView, accessibilityUserInputLabelsForComponent component: Int)
            -> [String]
        /// The component's name with speech attributes (its text is read).
        @objc optional func pickerView(
            _ pickerView: WheelPickerView, accessibilityAttributedLabelForComponent component: Int
        ) -> NSAttributedString?
        /// The component's hint with speech attributes (its text is read).
        @objc optional func pickerView(
            _ pickerView: WheelPickerView, accessibilityAttributedHintForComponent component: Int
        ) -> NSAttributedString?
        /// The names Voice Control accepts, with speech attributes (their text is used).
        @objc optional func pickerView(
            _ pickerView: WheelPickerView, accessibilityAttributedUserInputLabelsForComponent component: Int
        ) -> [NSAttributedString]
    }

    /// `UIPickerView`, drawn by ControlKit: the same API with UIKit's types, so a screen
    /// switches by renaming the class and its two protocols (``WheelPickerViewDataSource``,
    /// ``WheelPickerViewDelegate``).
    ///
    /// Every member of `UIPickerView` is here with its type (checked against Apple's SDK
    /// by `scripts/ios-check.sh`). Each forwards to the hosted ``PickerView``, where the
    /// behaviour lives (momentum, snapping, only visible rows asked for). The delegate
    /// hears ``WheelPickerViewDelegate/pickerView(_:didSelectRow:inComponent:)`` when a
    /// wheel settles; `.valueChanged` is sent then too, as an extra over UIKit.
    ///
    /// ```swift
    /// final class SizeViewController: UIViewController, WheelPickerViewDataSource, WheelPickerViewDelegate {
    ///     let sizes = ["S", "M", "L", "XL"]
    ///     let picker = WheelPickerView()  // was: UIPickerView()
    ///
    ///     override func viewDidLoad() {
    ///         super.viewDidLoad()
    ///         picker.dataSource = self
    ///         picker.delegate = self
    ///         picker.selectRow(1, inComponent: 0, animated: false)
    ///         view.addSubview(picker)
    ///     }
    ///
    ///     func numberOfComponents(in pickerView: WheelPickerView) -> Int { 1 }
    ///     func pickerView(_ pickerView: WheelPickerView, numberOfRowsInComponent component: Int) -> Int { sizes.count }
    ///     func pickerView(_ pickerView: WheelPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    ///         sizes[row]
    ///     }
    ///     func pickerView(_ pickerView: WheelPickerView, didSelectRow row: Int, inComponent component: Int) {
    ///         print(sizes[row])
    ///     }
    /// }
    /// ```
    open class WheelPickerView: ControlHostView {
        /// The hosted wheel picker, typed (no casts): a new one, or the one given to
        /// ``init(picker:frame:)``.
        public private(set) var picker: PickerView
        private lazy var bridge = WheelPickerBridge(view: self)

        /// A new picker with `frame`, as `UIPickerView(frame:)`. With ``init(coder:)``, the
        /// designated initializer, as on UIKit's controls, so a subclass overrides the two the
        /// UIKit way.
        public init(frame: CGRect) {
            let picker = PickerView()
            self.picker = picker
            super.init(control: picker, frame: frame)
        }

        /// Decodes the view from a storyboard or nib with an empty picker; connect the
        /// data source and delegate outlets, or set them in code.
        public required init?(coder: NSCoder) {
            let picker = PickerView()
            self.picker = picker
            super.init(coder: coder, control: picker)
        }

        /// A new picker, made with `init(frame: .zero)`.
        public convenience init() { self.init(frame: .zero) }

        /// Hosts `picker`, made and configured elsewhere. It runs
        /// `init(frame:)` first and then hosts it, so what a subclass's `init(frame:)` sets on
        /// the control it made is not carried over: configure the given control instead. It keeps its own data source until
        /// ``dataSource`` or ``delegate`` is set.
        public convenience init(picker: PickerView, frame: CGRect = .zero) {
            self.init(frame: frame)
            self.picker = picker
            replaceControl(with: picker)
        }

        /// Holds the delegate's row views inside this view, hidden, so they have its traits
        /// (dark mode, text size, contrast) when they are pictured, as a row of UIKit's
        /// picker does.
        lazy var rowViewHolder: UIView = {
            let holder = UIView()
            holder.isHidden = true
            holder.isUserInteractionEnabled = false
            addSubview(holder)
            return holder
        }()

        /// A trait change that changes how row views look drops their pictures: the next
        /// frame pictures them again in the new traits.
        open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            let traits = traitCollection
            if previousTraitCollection?.userInterfaceStyle != traits.userInterfaceStyle
                || previousTraitCollection?.preferredContentSizeCategory != traits.preferredContentSizeCategory
                || previousTraitCollection?.accessibilityContrast != traits.accessibilityContrast
                || previousTraitCollection?.layoutDirection != traits.layoutDirection
                || previousTraitCollection?.displayScale != traits.displayScale
                || previousTraitCollection?.legibilityWeight != traits.legibilityWeight
            {
                bridge.forgetRowViews()
                picker.setNeedsDisplay()
            }
        }

        /// Hosts a picker of plain title lists, one per component.
        public convenience init(titles: [[String]]) { self.init(picker: PickerView(titles: titles)) }

        // MARK: Data source and delegate

        /// Supplies the components and rows (weak, as UIKit's).
        @IBOutlet open weak var dataSource: (any WheelPickerViewDataSource)? {
            didSet { adoptBridge() }
        }

        /// Supplies titles or views and sizes, and hears selections (weak, as UIKit's).
        @IBOutlet open weak var delegate: (any WheelPickerViewDelegate)? {
            didSet { adoptBridge() }
        }

        /// The bridge becomes the core picker's data source and delegate; setting them (even
        /// to the same bridge) asks nothing yet: the picker asks at its next layout, draw or
        /// read, as UIKit's, so an app may set both, then load its data.
        private func adoptBridge() {
            bridge.forgetRowViews()
            picker.dataSource = bridge
            picker.delegate = bridge
        }

        // MARK: UIPickerView's members

        /// Whether the band across the centre is drawn (deprecated in UIKit, where it has
        /// no effect; here it shows or hides the band).
        open var showsSelectionIndicator: Bool {
            get { picker.showsSelectionIndicator }
            set { picker.showsSelectionIndicator = newValue }
        }

        /// The number of components, as the data source last said.
        open var numberOfComponents: Int { picker.numberOfComponents }

        /// The number of rows of `component` (0 outside the components).
        open func numberOfRows(inComponent component: Int) -> Int { picker.numberOfRows(inComponent: component) }

        /// The size of a row of `component`: its width and row height.
        open func rowSize(forComponent component: Int) -> CGSize { picker.rowSize(forComponent: component) }

        /// The view the delegate gave for `row` of `component` while that row is on the
        /// wheel; nil otherwise, or when the delegate gives titles. A change the app makes
        /// to it (a colour after `didSelectRow`, as with `UIPickerView`) shows in the next
        /// frame: the wheel draws pictures of its row views, and this one is taken again.
        open func view(forRow row: Int, forComponent component: Int) -> UIView? {
            bridge.handOutView(row: row, component: component)
        }

        /// Asks the data source and delegate again for everything; selections stay where
        /// they still fit.
        open func reloadAllComponents() {
            bridge.forgetRowViews()
            picker.reloadAllComponents()
        }

        /// Asks again for the rows of `component`.
        open func reloadComponent(_ component: Int) {
            bridge.forgetRowViews(component: component)
            picker.reloadComponent(component)
        }

        /// Spins `component` to `row` (at once unless `animated`). Sends nothing.
        open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
            picker.selectRow(row, inComponent: component, animated: animated)
        }

        /// The selected row of `component`; −1 when it has no rows.
        open func selectedRow(inComponent component: Int) -> Int { picker.selectedRow(inComponent: component) }
    }

    /// The core picker's data source and delegate on behalf of a ``WheelPickerView``:
    /// turns each question into the app's UIKit-shaped one, and row views into pictures.
    @MainActor
    final class WheelPickerBridge: PickerViewDataSource, PickerViewDelegate {
        private weak var view: WheelPickerView?
        private struct RowKey: Hashable {
            var row: Int
            var component: Int
        }
        /// Row views drawn recently, with their picture, oldest first.
        private var rowViews: [RowKey: (view: UIView, image: DrawingImage)] = [:]
        private var order: [RowKey] = []
        /// Views off the wheel, offered back to the delegate as `reusing`.
        private var spare: [UIView] = []
        private static let keptRows = 48

        init(view: WheelPickerView) { self.view = view }

        func numberOfComponents(in pickerView: PickerView) -> Int {
            guard let view, let source = view.dataSource else { return 0 }
            return source.numberOfComponents(in: view)
        }

        func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
            guard let view, let source = view.dataSource else { return 0 }
            return source.pickerView(view, numberOfRowsInComponent: component)
        }

        func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            guard let view, let delegate = view.delegate else { return nil }
            return delegate.pickerView?(view, titleForRow: row, forComponent: component) ?? nil
        }

        func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int) -> TextRun? {
            guard let view, let delegate = view.delegate,
                let title = delegate.pickerView?(view, attributedTitleForRow: row, forComponent: component) ?? nil
            else { return nil }
            let attributes = title.length > 0 ? title.attributes(at: 0, effectiveRange: nil) : [:]
            let font = (attributes[.font] as? UIFont).map { DrawingFont($0) } ?? pickerView.font
            let color = (attributes[.foregroundColor] as? UIColor).map { DrawingColor($0) } ?? pickerView.textColor
            return TextRun(title.string, font: font, color: color, alignment: .center)
        }

        /// A component's name from the accessibility delegate, plain or attributed.
        func pickerView(_ pickerView: PickerView, accessibilityLabelForComponent component: Int) -> String? {
            guard let view, let delegate = view.delegate as? WheelPickerViewAccessibilityDelegate else { return nil }
            return delegate.pickerView?(view, accessibilityLabelForComponent: component)
                ?? delegate.pickerView?(view, accessibilityAttributedLabelForComponent: component)?.string
        }

        /// A component's hint from the accessibility delegate, plain or attributed.
        func pickerView(_ pickerView: PickerView, accessibilityHintForComponent component: Int) -> String? {
            guard let view, let delegate = view.delegate as? WheelPickerViewAccessibilityDelegate else { return nil }
            return delegate.pickerView?(view, accessibilityHintForComponent: component)
                ?? delegate.pickerView?(view, accessibilityAttributedHintForComponent: component)?.string
        }

        /// The names Voice Control accepts for a component, from the accessibility delegate,
        /// plain or attributed.
        func pickerView(_ pickerView: PickerView, accessibilityUserInputLabelsForComponent component: Int) -> [String] {
            guard let view, let delegate = view.delegate as? WheelPickerViewAccessibilityDelegate else { return [] }
            return delegate.pickerView?(view, accessibilityUserInputLabelsForComponent: component)
                ?? delegate.pickerView?(view, accessibilityAttributedUserInputLabelsForComponent: component).map(\.string) ?? []
        }

        /// A row given as a view reads that view's accessibility label, as UIPickerView's:
        /// the view the wheel shows, or one the delegate makes for the row.
        func pickerView(_ pickerView: PickerView, accessibilityTitleForRow row: Int, forComponent component: Int) -> String? {
            guard let view, let delegate = view.delegate else { return nil }
            let key = RowKey(row: row, component: component)
            if let said = spokenTitles[key] { return said }
            let rowView =
                shownView(row: row, component: component)
                ?? delegate.pickerView?(view, viewForRow: row, forComponent: component, reusing: nil)
            guard let rowView else { return nil }
            let said = Self.spokenLabel(of: rowView)
            spokenTitles[key] = said
            return said
        }

        /// What VoiceOver says for a row view: its label, else its accessible descendants'
        /// labels joined (a container of an image and a label reads the label).
        private static func spokenLabel(of view: UIView) -> String? {
            if let label = view.accessibilityLabel, !label.isEmpty { return label }
            // A hosted SwiftUI view says its text through the elements it vends.
            let said = (view.accessibilityElements ?? []).compactMap { ($0 as? NSObject)?.accessibilityLabel }.filter { !$0.isEmpty }
            if !said.isEmpty { return said.joined(separator: ", ") }
            let parts = view.subviews.compactMap { spokenLabel(of: $0) }
            return parts.isEmpty ? nil : parts.joined(separator: ", ")
        }

        /// Row views' spoken labels, by row (dropped with the row views on a reload).
        private var spokenTitles: [RowKey: String] = [:]

        func pickerView(_ pickerView: PickerView, drawRow row: Int, forComponent component: Int, in canvas: DrawingCanvas, rect: CGRect)
            -> Bool
        {
            guard let image = rowImage(row: row, component: component, size: rect.size) else { return false }
            canvas.drawImage(image, in: rect)
            return true
        }

        func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat {
            guard let view, let delegate = view.delegate else { return PickerView.defaultRowHeight }
            return delegate.pickerView?(view, rowHeightForComponent: component) ?? PickerView.defaultRowHeight
        }

        func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat {
            guard let view, let delegate = view.delegate else { return -1 }
            return delegate.pickerView?(view, widthForComponent: component) ?? -1
        }

        func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
            guard let view, let delegate = view.delegate else { return }
            delegate.pickerView?(view, didSelectRow: row, inComponent: component)
        }

        // MARK: Row views

        /// The picture of the delegate's view for a row, made once and kept while the row
        /// is among the last ones drawn; nil when the delegate gives no views.
        private func rowImage(row: Int, component: Int, size: CGSize) -> DrawingImage? {
            guard let view, let delegate = view.delegate, size.width > 0, size.height > 0 else { return nil }
            let key = RowKey(row: row, component: component)
            let changed = handedOut.remove(key) != nil
            if let kept = rowViews[key], kept.view.bounds.size == size, !changed { return kept.image }
            let rowView: UIView
            if changed, let kept = rowViews[key] {
                rowView = kept.view  // the app changed the view it was given: pictured again as it is now
            } else {
                let offeredSpare = rowViews[key] == nil ? spare.popLast() : nil
                let given = delegate.pickerView?(
                    view, viewForRow: row, forComponent: component, reusing: rowViews[key]?.view ?? offeredSpare)
                if let offeredSpare, offeredSpare !== given { retire(offeredSpare) }  // not reused: back, or released
                guard let given else { return nil }
                rowView = given
            }
            // In the view's hierarchy (hidden), the row view takes its traits: its dynamic
            // colours and fonts resolve as the picker's own would.
            if rowView.superview !== view.rowViewHolder { view.rowViewHolder.addSubview(rowView) }
            rowView.frame = CGRect(origin: .zero, size: size)
            rowView.layoutIfNeeded()
            let traits = view.traitCollection
            let format = UIGraphicsImageRendererFormat(for: traits)
            format.opaque = false
            var picture = UIImage()
            traits.performAsCurrent {
                picture = UIGraphicsImageRenderer(size: size, format: format).image { context in
                    rowView.layer.render(in: context.cgContext)
                }
            }
            if let replaced = rowViews[key]?.view, replaced !== rowView {
                rowViews[key] = nil
                retire(replaced)
            }
            remember(key, rowView, DrawingImage(picture))
            return rowViews[key]?.image
        }

        private func remember(_ key: RowKey, _ rowView: UIView, _ image: DrawingImage) {
            if rowViews[key] == nil { order.append(key) }
            rowViews[key] = (rowView, image)
            while order.count > Self.keptRows {
                let oldest = order.removeFirst()
                if let gone = rowViews.removeValue(forKey: oldest) { retire(gone.view) }
            }
        }

        /// A row view off the wheel: kept as a spare to offer back (at most 8), or taken out
        /// of the view tree, so dropped views are released.
        private func retire(_ rowView: UIView) {
            if spare.count < 8, !spare.contains(where: { $0 === rowView }) {
                spare.append(rowView)
            } else if !rowViews.values.contains(where: { $0.view === rowView }) {
                rowView.removeFromSuperview()
            }
        }

        /// The view shown for a row, if it is among those drawn.
        /// The view shown for a row (nil when it is not among the last drawn).
        func shownView(row: Int, component: Int) -> UIView? { rowViews[RowKey(row: row, component: component)]?.view }

        /// The view shown for a row, handed to the app, which may change it (a colour after
        /// a selection, as with `UIPickerView`): its picture is taken again at the next draw.
        func handOutView(row: Int, component: Int) -> UIView? {
            guard let shown = shownView(row: row, component: component) else { return nil }
            handedOut.insert(RowKey(row: row, component: component))
            view?.picker.setNeedsDisplay()
            return shown
        }
        /// Rows whose views the app was given since they were last pictured.
        private var handedOut: Set<RowKey> = []

        /// Forgets the row views (of one component, or all) after a reload: the delegate
        /// may give others. The views become spares.
        func forgetRowViews(component: Int? = nil) {
            spokenTitles = spokenTitles.filter { component != nil && $0.key.component != component }
            for key in order where component == nil || key.component == component {
                if let gone = rowViews.removeValue(forKey: key) { retire(gone.view) }
                handedOut.remove(key)
            }
            order.removeAll { rowViews[$0] == nil }
        }
    }
#endif
