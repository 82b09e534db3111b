// Declaration-only stand-in for UIKit (never linked): what the Apple hosts use, with the
// SDK's Swift names, labels, isolation and Sendable-ness. Bodies are `fatalError()`.
// See README.md for every known deviation from the real SDK.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import ObjectiveC
@_exported import QuartzCore

// MARK: Responders and views

@MainActor
open class UIResponder: NSObject {
    nonisolated public override init() { fatalError() }
    open var canBecomeFirstResponder: Bool { fatalError() }
    open func becomeFirstResponder() -> Bool { fatalError() }
    open func resignFirstResponder() -> Bool { fatalError() }
    open var isFirstResponder: Bool { fatalError() }
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { fatalError() }
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { fatalError() }
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { fatalError() }

    // The UIAccessibility informal protocol. Deviation: the SDK declares these on NSObject;
    // Linux's NSObject cannot take them, so they sit here, which covers every view and
    // accessibility element.
    open var isAccessibilityElement: Bool { get { fatalError() } set { fatalError() } }
    open var accessibilityLabel: String? { get { fatalError() } set { fatalError() } }
    open var accessibilityValue: String? { get { fatalError() } set { fatalError() } }
    open var accessibilityHint: String? { get { fatalError() } set { fatalError() } }
    open var accessibilityTraits: UIAccessibilityTraits { get { fatalError() } set { fatalError() } }
    open var accessibilityFrame: CGRect { get { fatalError() } set { fatalError() } }
    open var accessibilityElements: [Any]? { get { fatalError() } set { fatalError() } }
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? { get { fatalError() } set { fatalError() } }
    open func accessibilityIncrement() { fatalError() }
    open func accessibilityDecrement() { fatalError() }
    open func accessibilityActivate() -> Bool { fatalError() }
}

public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight, rightToLeft }
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// Deviation: only the traits the hosts read.
open class UITraitCollection: NSObject, @unchecked Sendable {
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { fatalError() }
    open var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }
    open var preferredContentSizeCategory: UIContentSizeCategory { fatalError() }
}

public struct UIContentSizeCategory: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
}

// MARK: Gestures

@MainActor
open class UIGestureRecognizer: NSObject {
    open var view: UIView? { fatalError() }
}

@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open func translation(in view: UIView?) -> CGPoint { fatalError() }
    open func velocity(in view: UIView?) -> CGPoint { fatalError() }
}

@MainActor
open class UIView: UIResponder {
    public init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    nonisolated public override convenience init() { fatalError() }
    open func addSubview(_ view: UIView) { fatalError() }
    open var frame: CGRect { get { fatalError() } set { fatalError() } }
    open var bounds: CGRect { get { fatalError() } set { fatalError() } }
    open var isOpaque: Bool { get { fatalError() } set { fatalError() } }
    open var backgroundColor: UIColor? { get { fatalError() } set { fatalError() } }
    open var contentMode: UIView.ContentMode { get { fatalError() } set { fatalError() } }
    open var tintColor: UIColor! { get { fatalError() } set { fatalError() } }
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }
    nonisolated public static let noIntrinsicMetric: CGFloat = -1
    open var intrinsicContentSize: CGSize { fatalError() }
    open func invalidateIntrinsicContentSize() { fatalError() }
    open func layoutSubviews() { fatalError() }
    open func setNeedsLayout() { fatalError() }
    open func setNeedsDisplay() { fatalError() }
    open func setNeedsDisplay(_ rect: CGRect) { fatalError() }
    open func draw(_ rect: CGRect) { fatalError() }
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { fatalError() }
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { fatalError() }
    open func tintColorDidChange() { fatalError() }
    open var traitCollection: UITraitCollection { fatalError() }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle { get { fatalError() } set { fatalError() } }
    open var semanticContentAttribute: UISemanticContentAttribute { get { fatalError() } set { fatalError() } }

    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}

@MainActor
open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var view: UIView! { get { fatalError() } set { fatalError() } }
    open var title: String? { get { fatalError() } set { fatalError() } }
    open func viewDidLoad() { fatalError() }
    open func viewDidLayoutSubviews() { fatalError() }
}

@MainActor
open class UIStackView: UIView {
    open var axis: NSLayoutConstraint.Axis { get { fatalError() } set { fatalError() } }
    open var spacing: CGFloat { get { fatalError() } set { fatalError() } }
    open func addArrangedSubview(_ view: UIView) { fatalError() }
}

/// Deviation: only the axis enum of Auto Layout's constraint class.
@MainActor
open class NSLayoutConstraint: NSObject {
    public enum Axis: Int, Sendable { case horizontal, vertical }
}

@MainActor
open class UIControl: UIView {
    open var isEnabled: Bool { get { fatalError() } set { fatalError() } }
    open var isSelected: Bool { get { fatalError() } set { fatalError() } }
    open var isHighlighted: Bool { get { fatalError() } set { fatalError() } }
    open var isTracking: Bool { fatalError() }
    open var isTouchInside: Bool { fatalError() }
    open func sendActions(for controlEvents: UIControl.Event) { fatalError() }
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) { fatalError() }
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }

    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }
}

@MainActor
open class UIAction {
    public convenience init(title: String = "", handler: @escaping @MainActor (UIAction) -> Void) { fatalError() }
    public init() { fatalError() }
}

// MARK: Events

@MainActor
open class UITouch: NSObject {
    open func location(in view: UIView?) -> CGPoint { fatalError() }
    open var timestamp: TimeInterval { fatalError() }
}

@MainActor
open class UIEvent: NSObject {}

@MainActor
open class UIPress: NSObject {
    open var key: UIKey? { fatalError() }
}

@MainActor
open class UIPressesEvent: UIEvent {}

@MainActor
open class UIKey: NSObject {
    open var keyCode: UIKeyboardHIDUsage { fatalError() }
    open var characters: String { fatalError() }
    open var modifierFlags: UIKeyModifierFlags { fatalError() }
}

public struct UIKeyModifierFlags: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
}

public enum UIKeyboardHIDUsage: Int, Sendable {
    case keyboardReturnOrEnter = 40, keyboardEscape = 41, keyboardDeleteOrBackspace = 42, keyboardTab = 43
    case keyboardSpacebar = 44, keyboardHome = 74, keyboardPageUp = 75, keyboardEnd = 77, keyboardPageDown = 78
    case keyboardRightArrow = 79, keyboardLeftArrow = 80, keyboardDownArrow = 81, keyboardUpArrow = 82
    case keypadEnter = 88
}

// MARK: Text input

@MainActor
public protocol UITextInputTraits: NSObjectProtocol {}

@MainActor
public protocol UIKeyInput: UITextInputTraits {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}

public enum UIKeyboardType: Int, Sendable { case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad }

public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
}

public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }

// MARK: Colours, fonts, images, text

public final class UIColor: NSObject, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    public var cgColor: CGColor { fatalError() }
    public static var clear: UIColor { fatalError() }
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { fatalError() }
    /// Deviation: `inout` where the SDK takes `UnsafeMutablePointer<CGFloat>?` (the call
    /// `getRed(&r, green: &g, blue: &b, alpha: &a)` reads the same for both).
    public func getRed(_ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat) -> Bool { fatalError() }
}

open class UIFontMetrics: NSObject, @unchecked Sendable {
    open class var `default`: UIFontMetrics { fatalError() }
    public init(forTextStyle textStyle: UIFont.TextStyle) { fatalError() }
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { fatalError() }
}

public final class UIFont: NSObject, @unchecked Sendable {
    public init?(name fontName: String, size fontSize: CGFloat) { fatalError() }
    public static func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    }
    public struct Weight: Hashable, Sendable {
        public init(_ rawValue: CGFloat) { fatalError() }
        public static let ultraLight = Weight(-0.8), thin = Weight(-0.6), light = Weight(-0.4), regular = Weight(0)
        public static let medium = Weight(0.23), semibold = Weight(0.3), bold = Weight(0.4), heavy = Weight(0.56), black = Weight(0.62)
    }
}

public final class UIImage: NSObject, @unchecked Sendable {
    public init?(data: Data, scale: CGFloat) { fatalError() }
    public func draw(in rect: CGRect) { fatalError() }
}

public func UIGraphicsGetCurrentContext() -> CGContext? { fatalError() }
public func UIGraphicsPushContext(_ context: CGContext) { fatalError() }
public func UIGraphicsPopContext() { fatalError() }

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

extension NSAttributedString {
    public func size() -> CGSize { fatalError() }
    public func draw(at point: CGPoint) { fatalError() }
}

// MARK: Accessibility

/// Deviation: the SDK's `UIAccessibility` namespace; only what the hosts use.
public enum UIAccessibility {
    public struct Notification: Hashable, Sendable {
        public init(rawValue: UInt32) { fatalError() }
        nonisolated public static let layoutChanged = Notification(rawValue: 1001)
        nonisolated public static let announcement = Notification(rawValue: 1008)
    }
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) { fatalError() }
    @MainActor public static var isReduceMotionEnabled: Bool { fatalError() }
    nonisolated public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
}

public struct UIAccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
}

@MainActor
open class UIAccessibilityElement: UIResponder {
    public init(accessibilityContainer container: Any) { fatalError() }
    open var accessibilityFrameInContainerSpace: CGRect { get { fatalError() } set { fatalError() } }
}

@MainActor
open class UIAccessibilityCustomAction: NSObject {
    public init(name: String, actionHandler: @escaping @MainActor (UIAccessibilityCustomAction) -> Bool) { fatalError() }
}

// MARK: Haptics

@MainActor
open class UIFeedbackGenerator: NSObject {
    open func prepare() { fatalError() }
}

@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() { fatalError() }
}

@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) { fatalError() }
    open func impactOccurred() { fatalError() }
}

@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) { fatalError() }
}

// MARK: Foundation on Apple platforms

/// Deviation: Apple's Foundation API, missing from Linux's Foundation; declared here.
extension NotificationCenter {
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        fatalError()
    }
}
