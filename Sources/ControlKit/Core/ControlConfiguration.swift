import Foundation

/// What a declarative host says a control should show, applied so that only what differs
/// is written: the update rule of the SwiftUI views, kept here so it is tested on every
/// platform.
///
/// A SwiftUI parent re-renders whenever any of its state changes, and each time it hands
/// its `UIViewRepresentable` the whole description again. Writing a property that did
/// not change is not free: a date picker's calendar rebuilds its wheels, a selection
/// spins a wheel, and either stops a fling under the user's finger. So a configuration
/// compares each value with the control's and writes only those that differ, and never
/// moves a value the user is moving: while a control is tracked or coasting, its own
/// value stands, and the binding hears the user's choice when it settles. Applying the
/// same configuration twice changes nothing the second time.
///
/// ```swift
/// let slider = ValueSlider()
/// var configuration = ValueSlider.Configuration(value: 0.5, bounds: 0...1, step: 0)
/// configuration.apply(to: slider)  // writes the value
/// configuration.apply(to: slider)  // writes nothing
/// ```
public protocol ControlConfiguration: Sendable {
    /// The control it describes.
    associatedtype Target: Control
    /// Writes onto `control` each value that differs from what it shows.
    @MainActor func apply(to control: Target)
}

/// A configuration whose control has a value the user changes, and the wiring a SwiftUI
/// view gives the control it hosts: what the view's binding hears, and when.
///
/// The SwiftUI views wire their controls with ``connect(_:onChange:onEditingChanged:)``,
/// so a test can make the same control from the same configuration, wire it the same way
/// with plain closures, and drive it with a `Finger` (ControlKitTesting), on any platform:
///
/// ```swift
/// var price = 200.0...650.0
/// var editing: [Bool] = []
/// let slider = RangeSlider(bounds: CGRect(x: 0, y: 0, width: 320, height: 44))
/// RangeSlider.Configuration(values: price, bounds: 0...1000, step: 50).apply(to: slider)
/// RangeSlider.Configuration.connect(slider) { price = $0 } onEditingChanged: { editing.append($0) }
/// ```
public protocol BindableConfiguration: ControlConfiguration {
    /// The value the user changes, as the configuration states it.
    associatedtype Value
    /// The control's value as the configuration states it.
    @MainActor static func value(of control: Target) -> Value
}

extension BindableConfiguration {
    /// Wires `control` as a SwiftUI view wires the control it hosts: after each
    /// `valueChanged`, `onChange` hears the control's value (``value(of:)``; the view writes
    /// its binding there), and `onEditingChanged` hears `true` once when the user starts
    /// changing it and `false` once when they stop, however the touch ends
    /// (``Control/observeEditing(_:)``). Returns the tokens that end the wiring.
    @discardableResult @MainActor
    public static func connect(
        _ control: Target, onChange: @escaping @MainActor (Value) -> Void,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) -> [ActionToken] {
        [
            control.addAction(for: .valueChanged) { control in onChange(value(of: control)) },
            control.observeEditing { _, editing in onEditingChanged(editing) },
        ]
    }
}

/// A slider or stepper with one value: ``ValueSlider`` and ``ValueStepper``.
@MainActor
public protocol SingleValueControl: SteppedValueControl {
    /// The value, within the bounds and on a step.
    var value: Double { get set }
}

extension ValueSlider: SingleValueControl {}
extension ValueStepper: SingleValueControl {}

/// A slider's or stepper's value, bounds and step as SwiftUI's `Slider` and `Stepper` give
/// them (``ValueSlider/Configuration``, ``ValueStepper/Configuration``).
public struct ValueConfiguration<Target: SingleValueControl>: BindableConfiguration, Equatable {
    /// The value.
    public static func value(of control: Target) -> Double { control.value }

    /// The value (the binding's).
    public var value: Double
    /// The range of values.
    public var bounds: ClosedRange<Double>
    /// The step; 0 for a continuous slider.
    public var step: Double

    /// A configuration of these values.
    public init(value: Double, bounds: ClosedRange<Double>, step: Double) {
        self.value = value
        self.bounds = bounds
        self.step = step
    }

    /// Writes the bounds and step that differ, then the value unless the user is
    /// dragging the thumb or holding a button (it repeats from the value it shows).
    @MainActor
    public func apply(to control: Target) {
        control.applyBounds(bounds, step: step)
        if !control.isTracking, control.value != value { control.value = value }
    }
}

extension ValueSlider {
    /// A slider's value, bounds and step as a SwiftUI `Slider` gives them.
    public typealias Configuration = ValueConfiguration<ValueSlider>
}

extension ValueStepper {
    /// A stepper's value, bounds and step as a SwiftUI `Stepper` gives them.
    public typealias Configuration = ValueConfiguration<ValueStepper>
}

extension PickerView {
    /// A wheel picker's title lists and selected rows as a SwiftUI `Picker` gives them.
    public struct Configuration: BindableConfiguration, Equatable {
        /// The selected row of each component.
        public static func value(of picker: PickerView) -> [Int] {
            (0..<picker.numberOfComponents).map { picker.selectedRow(inComponent: $0) }
        }

        /// One list of titles per component; nil when the rows come from the picker's data
        /// source (rows a SwiftUI `ForEach` draws as views), which the configuration leaves alone.
        public var titles: [[String]]?
        /// The selected row per component; a component without one keeps its own, and
        /// −1 (a selection not in the list) leaves the wheel where it is.
        public var selectedRows: [Int]

        /// A configuration of these titles (nil: the data source's rows) and rows.
        public init(titles: [[String]]?, selectedRows: [Int]) {
            self.titles = titles
            self.selectedRows = selectedRows
        }

        /// Re-titles the wheels when the lists differ (the picker's ``PickerView/titles``,
        /// which keeps each selection where it still fits), then spins each wheel whose
        /// selected row (or the row an animated select of the app's is spinning to) differs,
        /// unless the user is dragging it or it coasts from the user's fling (at once before
        /// the picker is first drawn: a view appears showing its selection).
        public func apply(to picker: PickerView) {
            if let titles, picker.titles != titles { picker.titles = titles }
            for (component, row) in selectedRows.enumerated() where row >= 0 {
                guard component < picker.numberOfComponents, picker.trackedComponent != component,
                    !picker.isSpinningFromUser(inComponent: component), picker.aimedRow(inComponent: component) != row
                else { continue }
                picker.selectRow(row, inComponent: component, animated: picker.hasBeenDrawn)
            }
        }
    }
}

/// A date control: the wheels, the calendar and the picker of both, which share their
/// settings. Their configurations write those settings here, in one order.
@MainActor
protocol DateSettingsControl: Control {
    var calendar: Calendar? { get set }
    var timeZone: TimeZone? { get set }
    var datePickerMode: WheelDatePicker.Mode { get set }
    var minimumDate: Date? { get set }
    var maximumDate: Date? { get set }
}

extension DateSettingsControl {
    /// Writes the shared settings (each property ignores a value equal to its own): the
    /// locale, calendar and time zone first, so the mode and the limits are read in them.
    func applyDateSettings(
        locale: Locale, calendar: Calendar, timeZone: TimeZone?, datePickerMode: WheelDatePicker.Mode,
        minimumDate: Date?, maximumDate: Date?
    ) {
        self.locale = locale
        self.calendar = calendar
        self.timeZone = timeZone
        self.datePickerMode = datePickerMode
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
    }
}

extension WheelDatePicker: DateSettingsControl {}
extension MonthCalendar: DateSettingsControl {}
extension CalendarDatePicker: DateSettingsControl {}

extension WheelDatePicker {
    /// What a SwiftUI `DatePicker` gives a date picker: the date, the mode, the limits
    /// and the environment's locale, calendar and time zone.
    public struct Configuration: BindableConfiguration, Equatable {
        /// The date.
        public static func value(of picker: WheelDatePicker) -> Date { picker.date }

        /// The date (the binding's).
        public var date: Date
        /// The mode.
        public var datePickerMode: Mode
        /// The earliest date; nil for none.
        public var minimumDate: Date?
        /// The latest date; nil for none.
        public var maximumDate: Date?
        /// The locale.
        public var locale: Locale
        /// The calendar.
        public var calendar: Calendar
        /// The time zone; nil for the calendar's.
        public var timeZone: TimeZone?

        /// A configuration of these values.
        public init(
            date: Date, datePickerMode: Mode, minimumDate: Date? = nil, maximumDate: Date? = nil,
            locale: Locale, calendar: Calendar, timeZone: TimeZone?
        ) {
            self.date = date
            self.datePickerMode = datePickerMode
            self.minimumDate = minimumDate
            self.maximumDate = maximumDate
            self.locale = locale
            self.calendar = calendar
            self.timeZone = timeZone
        }

        /// Writes each value (the picker ignores one equal to its own: a locale, calendar,
        /// time zone or mode that is written rebuilds the wheels), then spins to the date
        /// unless the user is turning a wheel or one is coasting (at once before the picker is
        /// first drawn).
        public func apply(to picker: WheelDatePicker) {
            picker.applyDateSettings(
                locale: locale, calendar: calendar, timeZone: timeZone, datePickerMode: datePickerMode,
                minimumDate: minimumDate, maximumDate: maximumDate)
            // An animated set of the app's own may be re-aimed; the user's motion may not.
            guard !picker.isTracking, !picker.isSpinningFromUser, picker.date != date else { return }
            picker.setDate(date, animated: picker.hasBeenDrawn)
        }
    }
}

extension RangeSlider {
    /// A range slider's values, bounds, step and options as a SwiftUI view gives them
    /// (`RangeSliderControl`).
    public struct Configuration: BindableConfiguration, Equatable {
        /// Every thumb's value, in thumb order (what the binding hears).
        public static func value(of slider: RangeSlider) -> [Double] { slider.values }

        /// Every thumb's value, in thumb order (the binding's); two for a range.
        public var values: [Double]
        /// The range of values.
        public var bounds: ClosedRange<Double>
        /// The step; 0 for continuous values.
        public var step: Double

        /// Values to snap to instead of the step (``RangeSlider/snapValues``).
        public var snapValues: [Double] = []
        /// Whether tick marks are drawn (``RangeSlider/showsTickMarks``).
        public var showsTickMarks = false
        /// What a touch on the track away from the thumbs does.
        public var trackTouchBehavior = RangeSlider.TrackTouchBehavior.ignore
        /// The smallest distance between neighbouring values.
        public var minimumDistance = 0.0
        /// The largest distance between neighbouring values; nil for none.
        public var maximumDistance: Double?
        /// Horizontal or vertical (``RangeSlider/orientation``).
        public var orientation = ControlOrientation.horizontal
        /// The thumbs that are fixed (``RangeSlider/setEnabled(_:forThumbAt:)``), by index.
        public var fixedThumbs: Set<Int> = []
        /// The parts the slider draws itself (``RangeSlider/drawnParts``).
        public var drawnParts = RangeSlider.DrawnParts.all
        /// The thumbs' side (``RangeSlider/thumbSize``); nil for the style's.
        public var thumbSize: CGFloat?
        /// The track's thickness (``RangeSlider/trackThickness``); nil for the style's.
        public var trackThickness: CGFloat?

        /// A configuration of two values, a range.
        public init(values: ClosedRange<Double>, bounds: ClosedRange<Double>, step: Double) {
            self.init(values: [values.lowerBound, values.upperBound], bounds: bounds, step: step)
        }

        /// A configuration of any number of values, one per thumb.
        public init(values: [Double], bounds: ClosedRange<Double>, step: Double) {
            self.values = values
            self.bounds = bounds
            self.step = step
        }

        /// Writes the options, bounds and step that differ, then the values unless the
        /// user is dragging a thumb (the binding then lags the finger, and writing it back
        /// would pull the thumb away).
        public func apply(to slider: RangeSlider) {
            if slider.snapValues != RangeSlider.Configuration.normalized(snapValues) { slider.snapValues = snapValues }
            if slider.showsTickMarks != showsTickMarks { slider.showsTickMarks = showsTickMarks }
            if slider.trackTouchBehavior != trackTouchBehavior { slider.trackTouchBehavior = trackTouchBehavior }
            if slider.minimumDistance != minimumDistance { slider.minimumDistance = minimumDistance }
            if slider.maximumDistance != maximumDistance { slider.maximumDistance = maximumDistance }
            if slider.orientation != orientation { slider.orientation = orientation }
            if slider.drawnParts != drawnParts { slider.drawnParts = drawnParts }
            if slider.thumbSize != thumbSize { slider.thumbSize = thumbSize }
            if slider.trackThickness != trackThickness { slider.trackThickness = trackThickness }
            slider.applyBounds(bounds, step: step)
            if !slider.isTracking, slider.values != values { slider.values = values }
            for i in slider.disabledThumbs.symmetricDifference(fixedThumbs) { slider.setEnabled(!fixedThumbs.contains(i), forThumbAt: i) }
        }

        /// The values the slider holds when the rules changed the ones this configuration
        /// states (a minimum distance pushed two apart, a value was off the step or out of
        /// the bounds); nil when they agree or while the user is dragging. A SwiftUI view
        /// writes them back to its binding, so the app and the slider never disagree.
        ///
        /// ```swift
        /// var configuration = RangeSlider.Configuration(values: [5, 5.2], bounds: 0...10, step: 0)
        /// configuration.minimumDistance = 1
        /// configuration.apply(to: slider)
        /// configuration.correctedValues(of: slider)   // [4.2, 5.2]
        /// ```
        @MainActor
        public func correctedValues(of slider: RangeSlider) -> [Double]? {
            guard !slider.isTracking, slider.values != values else { return nil }
            return slider.values
        }

        /// Snap values as the slider keeps them (sorted, unique, finite).
        static func normalized(_ values: [Double]) -> [Double] { Array(Set(values.filter(\.isFinite))).sorted() }
    }
}

extension Dial {
    /// A dial's items and selection as a SwiftUI view gives them (`DialControl`).
    public struct Configuration: BindableConfiguration, Equatable {
        /// The selected item.
        public static func value(of dial: Dial) -> Int { dial.selectedIndex }

        /// The number of items.
        public var numberOfItems: Int
        /// The selected item (the binding's).
        public var selectedIndex: Int

        /// A configuration of these values.
        public init(numberOfItems: Int, selectedIndex: Int) {
            self.numberOfItems = numberOfItems
            self.selectedIndex = selectedIndex
        }

        /// Writes the item count when it differs, then turns to the selection unless the
        /// user is turning the dial or it is coasting: while a non-continuous dial turns,
        /// the binding still holds the item it rested on, and a parent's re-render must
        /// not yank the dial back to it. Before the dial is first drawn it turns there at once.
        public func apply(to dial: Dial) {
            if dial.numberOfItems != numberOfItems { dial.numberOfItems = numberOfItems }
            // An animated select of the app's own may be re-aimed; the user's motion may not.
            guard !dial.isTracking, !dial.isSpinningFromUser, dial.aimedIndex != selectedIndex else { return }
            dial.select(selectedIndex, animated: dial.hasBeenDrawn)
        }
    }
}

extension HorizontalWheel {
    /// A horizontal wheel's titles and selection as a SwiftUI view gives them
    /// (`HorizontalWheelControl`).
    public struct Configuration: BindableConfiguration, Equatable {
        /// The selected item.
        public static func value(of wheel: HorizontalWheel) -> Int { wheel.selectedIndex }

        /// The items' titles.
        public var titles: [String]
        /// The selected item (the binding's); −1, a selection not among the items, leaves
        /// the wheel where it is.
        public var selectedIndex: Int

        /// A configuration of these titles and selection.
        public init(titles: [String], selectedIndex: Int) {
            self.titles = titles
            self.selectedIndex = selectedIndex
        }

        /// Re-titles the wheel when the titles differ, then turns to the selection unless the
        /// user is turning it or it coasts (at once before it is first drawn).
        public func apply(to wheel: HorizontalWheel) {
            if wheel.titles != titles { wheel.titles = titles }
            // An animated select of the app's own may be re-aimed; the user's motion may not.
            guard selectedIndex >= 0, !wheel.isTracking, !wheel.isSpinningFromUser else { return }
            let aimed = wheel.isSpinning ? wheel.model.row(atPosition: wheel.animator.target ?? wheel.position) : wheel.selectedIndex
            guard aimed != selectedIndex else { return }
            wheel.select(selectedIndex, animated: wheel.hasBeenDrawn)
        }
    }
}
