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
public struct ValueConfiguration<Target: SingleValueControl>: ControlConfiguration, Equatable {
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
    public struct Configuration: ControlConfiguration, Equatable {
        /// One list of titles per component.
        public var titles: [[String]]
        /// The selected row per component; a component without one keeps its own, and
        /// −1 (a selection not in the list) leaves the wheel where it is.
        public var selectedRows: [Int]

        /// A configuration of these titles and rows.
        public init(titles: [[String]], selectedRows: [Int]) {
            self.titles = titles
            self.selectedRows = selectedRows
        }

        /// Re-titles the wheels when the lists differ (the picker's ``PickerView/titles``,
        /// which keeps each selection where it still fits), then spins each wheel whose
        /// selected row differs, unless the user is dragging it or it is coasting (at once
        /// before the picker is first drawn: a view appears showing its selection).
        public func apply(to picker: PickerView) {
            if picker.titles != titles { picker.titles = titles }
            for (component, row) in selectedRows.enumerated() where row >= 0 {
                guard component < picker.numberOfComponents, picker.trackedComponent != component,
                    !picker.isSpinning(inComponent: component), picker.selectedRow(inComponent: component) != row
                else { continue }
                picker.selectRow(row, inComponent: component, animated: picker.hasBeenDrawn)
            }
        }
    }
}

extension WheelDatePicker {
    /// What a SwiftUI `DatePicker` gives a date picker: the date, the mode, the limits
    /// and the environment's locale, calendar and time zone.
    public struct Configuration: ControlConfiguration, Equatable {
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
            // Each of these properties ignores a value equal to its own.
            picker.locale = locale
            picker.calendar = calendar
            picker.timeZone = timeZone
            picker.datePickerMode = datePickerMode
            picker.minimumDate = minimumDate
            picker.maximumDate = maximumDate
            guard !picker.isTracking, !picker.isSpinning, picker.date != date else { return }
            picker.setDate(date, animated: picker.hasBeenDrawn)
        }
    }
}

extension RangeSlider {
    /// A range slider's range, bounds and step as a SwiftUI view gives them
    /// (`RangeSliderControl`).
    public struct Configuration: ControlConfiguration, Equatable {
        /// The selected range (the binding's).
        public var values: ClosedRange<Double>
        /// The range of values.
        public var bounds: ClosedRange<Double>
        /// The step; 0 for continuous values.
        public var step: Double

        /// A configuration of these values.
        public init(values: ClosedRange<Double>, bounds: ClosedRange<Double>, step: Double) {
            self.values = values
            self.bounds = bounds
            self.step = step
        }

        /// Writes the bounds and step that differ, then the values unless the user is
        /// dragging a thumb (the binding then lags the finger, and writing it back would
        /// pull the thumb away).
        public func apply(to slider: RangeSlider) {
            slider.applyBounds(bounds, step: step)
            guard !slider.isTracking, slider.lowerValue != values.lowerBound || slider.upperValue != values.upperBound else { return }
            slider.setValues(lower: values.lowerBound, upper: values.upperBound)
        }
    }
}

extension Dial {
    /// A dial's items and selection as a SwiftUI view gives them (`DialControl`).
    public struct Configuration: ControlConfiguration, Equatable {
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
            guard !dial.isTracking, !dial.isSpinning, dial.selectedIndex != selectedIndex else { return }
            dial.select(selectedIndex, animated: dial.hasBeenDrawn)
        }
    }
}
