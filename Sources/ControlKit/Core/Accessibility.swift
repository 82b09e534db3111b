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

    /// Makes an element.
    public init(
        id: String, label: String, value: String? = nil, hint: String? = nil, traits: Traits = [],
        frame: CGRect = .zero, customActions: [String] = []
    ) {
        self.id = id
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.frame = frame
        self.customActions = customActions
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
