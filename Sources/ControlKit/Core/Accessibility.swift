import Foundation

/// What assistive technologies see of a control: one element per part a user can act on.
///
/// Hosts mirror these into UIAccessibility or GTK's accessibility tree, and forward the
/// user's actions back through ``Control/performAccessibilityAction(_:on:)``.
///
/// ```swift
/// AccessibilityElement(id: "lower", label: "Minimum", value: "2", traits: .adjustable, frame: thumbRect)
/// ```
public struct AccessibilityElement: Hashable, Sendable {
    /// Roles and states, named as `UIAccessibilityTraits`.
    public struct Traits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let button = Traits(rawValue: 1 << 0)
        public static let adjustable = Traits(rawValue: 1 << 1)
        public static let selected = Traits(rawValue: 1 << 2)
        public static let notEnabled = Traits(rawValue: 1 << 3)
        public static let staticText = Traits(rawValue: 1 << 4)
        public static let updatesFrequently = Traits(rawValue: 1 << 5)
        public static let keyboardKey = Traits(rawValue: 1 << 6)
        /// An entry the user types into (a PIN field): hosts expose it as a text field.
        public static let textEntry = Traits(rawValue: 1 << 7)
    }

    /// The number behind an adjustable element's value text, for assistive technologies
    /// that read and set numbers (AT-SPI's Value interface on Linux).
    ///
    /// Sliders give their value and limits; wheels and dials give the selected row or
    /// item index (0 ... count − 1). Setting a number goes through
    /// ``AccessibilityAction/setValue(_:)``, which the control clamps and snaps like a drag.
    ///
    /// ```swift
    /// AccessibilityElement.NumericValue(current: 2, minimum: 0, maximum: 10, step: 1)
    /// ```
    public struct NumericValue: Hashable, Sendable {
        /// The value now.
        public var current: Double
        /// The smallest value.
        public var minimum: Double
        /// The largest value.
        public var maximum: Double
        /// What one increment adds (the keyboard and assistive step).
        public var step: Double

        /// Makes a numeric value; non-finite numbers become 0 and `minimum > maximum` is
        /// swapped, so hosts always receive a usable range.
        public init(current: Double, minimum: Double, maximum: Double, step: Double) {
            let lo = minimum.isFinite ? minimum : 0, hi = maximum.isFinite ? maximum : 0
            self.minimum = Swift.min(lo, hi)
            self.maximum = Swift.max(lo, hi)
            self.current = current.isFinite ? Swift.min(Swift.max(current, self.minimum), self.maximum) : self.minimum
            self.step = step.isFinite && step > 0 ? step : 0
        }

        /// A selected row or item `index` of `count` (steps of 1); nil when there are none.
        static func index(_ index: Int, of count: Int) -> NumericValue? {
            count > 0 ? NumericValue(current: Double(max(index, 0)), minimum: 0, maximum: Double(count - 1), step: 1) : nil
        }
    }

    /// A stable identifier within the control, used to route actions back.
    public var id: String
    /// What it is ("Minimum").
    public var label: String
    /// What it holds now ("2 cups").
    public var value: String?
    /// What acting on it does.
    public var hint: String?
    /// Its role and state.
    public var traits: Traits
    /// Where it is, in the control's coordinates.
    public var frame: CGRect
    /// Names of extra actions (VoiceOver's rotor actions).
    public var customActions: [String]
    /// The number behind ``value`` for adjustable elements (nil otherwise).
    public var numericValue: NumericValue?
    /// The text of a ``Traits/textEntry`` element as a screen reader may read it: the
    /// characters, or one bullet (•) per character when ``isSecureTextEntry``.
    public var text: String?
    /// Whether the entry hides what was typed: ``text`` is bullets and ``value`` only
    /// counts characters, so no host can read a secure code aloud.
    public var isSecureTextEntry: Bool
    /// Whether the element has keyboard focus: the control is focused and this is the
    /// element its keys act on. Filled in by ``Control/accessibilityElements``.
    public var isFocused: Bool
    /// The names Voice Control accepts for it (UIKit's `accessibilityUserInputLabels`),
    /// the one shown first; empty (the default): its ``label``. A part of a control whose
    /// whole name is read as its group's also answers to that name with its own
    /// ("Minimum", "Price Minimum"), so two such controls on a screen are told apart.
    public var userInputLabels: [String] = []

    /// Makes an element.
    public init(
        id: String, label: String, value: String? = nil, hint: String? = nil, traits: Traits = [],
        frame: CGRect = .zero, customActions: [String] = [], numericValue: NumericValue? = nil, text: String? = nil,
        isSecureTextEntry: Bool = false, isFocused: Bool = false
    ) {
        self.id = id
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.frame = frame
        self.customActions = customActions
        self.numericValue = numericValue
        self.text = text
        self.isSecureTextEntry = isSecureTextEntry
        self.isFocused = isFocused
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(label)
        hasher.combine(value)
        hasher.combine(hint)
        hasher.combine(traits)
        hasher.combine(rect: frame)
        hasher.combine(customActions)
        hasher.combine(numericValue)
        hasher.combine(text)
        hasher.combine(isSecureTextEntry)
        hasher.combine(isFocused)
        hasher.combine(userInputLabels)
    }
}

/// An action an assistive technology performs on an element.
public enum AccessibilityAction: Hashable, Sendable {
    /// Swipe up on an adjustable element.
    case increment
    /// Swipe down on an adjustable element.
    case decrement
    /// Double tap.
    case activate
    /// A named custom action.
    case custom(String)
    /// Sets an adjustable element's ``AccessibilityElement/numericValue`` (AT-SPI's
    /// `SetCurrentValue`); the control clamps and snaps it as it would a drag, and
    /// ignores non-finite numbers.
    case setValue(Double)
}

/// A key press delivered to a focused control, named independently of any platform.
public enum Key: Hashable, Sendable {
    case leftArrow, rightArrow, upArrow, downArrow, home, end, pageUp, pageDown
    case space, enter, escape, backspace, tab
    /// Shift-Tab: focus moves backwards.
    case shiftTab
    /// A character key ("+", "7").
    case character(Character)
}
