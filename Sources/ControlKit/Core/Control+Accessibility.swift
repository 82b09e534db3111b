import Foundation

/// The app's own accessibility texts, laid over what a control builds.
struct AccessibilityOverride: Hashable, Sendable {
    var label: String?
    var value: String?
    var hint: String?
}

extension Control {
    /// The elements assistive technologies see: the control's own
    /// (``makeAccessibilityElements()``) with the app's labels, values and hints laid over.
    ///
    /// Hosts read this; it is built fresh on each read, so it always says what the control
    /// shows now.
    public var accessibilityElements: [AccessibilityElement] {
        var elements = makeAccessibilityElements()
        if isFocused, let focused = keyboardElementID ?? elements.first?.id {
            for i in elements.indices where elements[i].id == focused { elements[i].isFocused = true }
        }
        guard !accessibilityOverrides.isEmpty else { return elements }
        return elements.map { element in
            guard let o = accessibilityOverrides[element.id] else { return element }
            var e = element
            if let label = o.label { e.label = label }
            if let value = o.value { e.value = value }
            if let hint = o.hint { e.hint = hint }
            return e
        }
    }

    /// The element with `id` as it is now, or nil when the control has no such element
    /// (any more): what a host's element answers VoiceOver with on every read, so a value
    /// read after an increment, a frame after a drag, or a stepper half's `notEnabled` at
    /// its limit is never the one of an earlier read.
    ///
    /// ```swift
    /// stepper.accessibilityElement(withID: "increment")?.traits.contains(.notEnabled)
    /// ```
    public func accessibilityElement(withID id: String) -> AccessibilityElement? {
        accessibilityElements.first { $0.id == id }
    }

    /// The label of the control's first element (the whole control, for single-element
    /// controls), replacing the built-in one; nil restores it.
    ///
    /// ```swift
    /// price.accessibilityLabel = "Price"   // was "Minimum" on the lower thumb
    /// price.setAccessibilityLabel("Highest price", forElement: "upper")
    /// ```
    public var accessibilityLabel: String? {
        get { primaryElementID.flatMap { accessibilityOverrides[$0]?.label } }
        set { if let id = primaryElementID { setAccessibilityLabel(newValue, forElement: id) } }
    }

    /// The hint of the control's first element, replacing the built-in one; nil restores it.
    public var accessibilityHint: String? {
        get { primaryElementID.flatMap { accessibilityOverrides[$0]?.hint } }
        set { if let id = primaryElementID { setAccessibilityHint(newValue, forElement: id) } }
    }

    /// The value text of the control's first element, replacing the built-in one; nil
    /// restores it. Usually you want the control's formatter instead, which follows the
    /// value; a fixed text does not.
    public var accessibilityValue: String? {
        get { primaryElementID.flatMap { accessibilityOverrides[$0]?.value } }
        set { if let id = primaryElementID { setAccessibilityValue(newValue, forElement: id) } }
    }

    /// Sets the label of the element with `id` (nil: the built-in label).
    public func setAccessibilityLabel(_ label: String?, forElement id: String) {
        accessibilityOverrides[id, default: AccessibilityOverride()].label = label
        accessibilityTextsDidChange()
    }

    /// Sets the value text of the element with `id` (nil: the built-in value).
    public func setAccessibilityValue(_ value: String?, forElement id: String) {
        accessibilityOverrides[id, default: AccessibilityOverride()].value = value
        accessibilityTextsDidChange()
    }

    /// Sets the hint of the element with `id` (nil: the built-in hint).
    public func setAccessibilityHint(_ hint: String?, forElement id: String) {
        accessibilityOverrides[id, default: AccessibilityOverride()].hint = hint
        accessibilityTextsDidChange()
    }

    private var primaryElementID: String? { makeAccessibilityElements().first?.id }

    private func accessibilityTextsDidChange() {
        accessibilityOverrides = accessibilityOverrides.filter { $0.value != AccessibilityOverride() }
        host?.controlNeedsDisplay(self)  // hosts refresh their accessibility mirror with the drawing
    }

    /// A built-in text in the control's ``locale`` (see `Resources/*.lproj`).
    func localized(_ key: String) -> String { LocalizedStrings.string(key, locale: locale) }

    /// A built-in format (positional `%1$ld` arguments) in the control's ``locale``.
    func localized(_ key: String, _ arguments: any CVarArg...) -> String {
        String(format: localized(key), locale: locale, arguments: arguments)
    }
}
