import Foundation

/// A drawn push button with a title, styled per state.
///
/// Small on purpose: enough to submit a form, and to show one control's state driving
/// another (a submit button enabled only while a ``PinCodeField`` is filled and valid).
/// A tap sends `touchUpInside` and `primaryActionTriggered`.
///
/// ```swift
/// let submit = ActionButton(title: "Continue")
/// submit.addAction(for: .primaryActionTriggered) { _ in send() }
/// ```
@MainActor
open class ActionButton: Control {
    /// The title.
    public var title: String { didSet { setNeedsDisplay() } }
    /// The title's font.
    public var font = DrawingFont.system(size: 17, weight: .semibold) { didSet { setNeedsDisplay() } }

    var titleColors: StateValues<DrawingColor> = {
        var c = StateValues(normal: DrawingColor.white)
        c[.disabled] = DrawingColor(white: 1, alpha: 0.8)
        return c
    }()
    var backgroundColors: StateValues<DrawingColor> = {
        var c = StateValues(normal: DrawingColor.systemBlue)
        c[.highlighted] = DrawingColor.systemBlue.mixed(with: .black, amount: 0.2)
        c[.disabled] = DrawingColor.systemGray3
        return c
    }()

    /// Makes a button.
    public init(title: String = "", bounds: CGRect = .zero) {
        self.title = title
        super.init(bounds: bounds)
    }

    /// Sets the title colour for `state` (falls back to `.normal`).
    public func setTitleColor(_ color: DrawingColor?, for state: State) {
        titleColors[state] = color
        setNeedsDisplay()
    }
    /// Sets the background colour for `state` (falls back to `.normal`).
    public func setBackgroundColor(_ color: DrawingColor?, for state: State) {
        backgroundColors[state] = color
        setNeedsDisplay()
    }
    /// The title colour used in `state`.
    public func titleColor(for state: State) -> DrawingColor { titleColors.value(for: state) }
    /// The background colour used in `state`.
    public func backgroundColor(for state: State) -> DrawingColor { backgroundColors.value(for: state) }

    /// True: the button's title and height grow with the user's text size.
    open override var scalesWithContentSize: Bool { true }

    /// The title plus 20 pt each side, 50 pt high (both at the user's text size).
    open override var intrinsicContentSize: CGSize {
        let text = textMeasurer.size(of: title, font: drawnFont)
        return CGSize(
            width: (text.width + 40 * effectiveContentSizeScale).rounded(.up), height: (50 * effectiveContentSizeScale).rounded(.up))
    }

    /// Sends `primaryActionTriggered` when lifted inside.
    open override func endTracking(_ touch: Touch?) {
        if touch != nil, isTouchInside { sendActions(for: .primaryActionTriggered) }
    }

    /// One button element titled like the button.
    open override func makeAccessibilityElements() -> [AccessibilityElement] {
        [AccessibilityElement(id: "button", label: title, traits: isEnabled ? .button : [.button, .notEnabled], frame: bounds)]
    }

    /// Activating the element triggers the primary action, as a tap does.
    @discardableResult
    open override func performAccessibilityAction(_ action: AccessibilityAction, on id: String) -> Bool {
        guard isEnabled, id == "button", action == .activate else { return false }
        sendActions(for: .primaryActionTriggered)
        return true
    }

    /// Draws the rounded background and the centred title for the current state.
    open override func draw(in canvas: DrawingCanvas) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        canvas.fill(DrawingPath(roundedRect: bounds, cornerRadius: min(12, bounds.height / 2)), with: .color(backgroundColor(for: state)))
        canvas.drawText(TextRun(title, font: drawnFont, color: titleColor(for: state), alignment: .center), in: bounds)
    }
}
