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
        let whole = wholeLabel.flatMap { $0.isEmpty ? nil : $0 }
        guard !accessibilityOverrides.isEmpty || firstElementOverride != AccessibilityOverride() || groupLabel != nil || whole != nil
        else {
            return elements
        }
        // The whole control's name, placed by the elements there are now: the one element's
        // label, or read before each of several (unless the host reads it as their group's name).
        let several = elements.count > 1
        let prefix = groupLabel.flatMap { $0.isEmpty ? nil : $0 } ?? (several && !wholeLabelNamesGroup ? whole : nil)
        return elements.enumerated().map { index, element in
            var e = element
            if index == 0, !several, let whole { e.label = whole }
            for o in [index == 0 ? firstElementOverride : nil, accessibilityOverrides[element.id]] {
                guard let o else { continue }
                if let label = o.label { e.label = label }
                if let value = o.value { e.value = value }
                if let hint = o.hint { e.hint = hint }
            }
            if let prefix { e.label = e.label.isEmpty ? prefix : prefix + ", " + e.label }
            if prefix == nil, several, wholeLabelNamesGroup, let whole, e.userInputLabels.isEmpty {
                // The part's own name first (what Voice Control shows), then with the group's.
                e.userInputLabels = e.label.isEmpty ? [whole] : [e.label, whole + " " + e.label]
            }
            return e
        }
    }

    /// A name for the whole control, read before each element's own label ("Budget,
    /// Minimum", "Budget, Maximum"); nil (the default) for none. For a control of several
    /// parts, it names the control without hiding what each part is.
    ///
    /// ```swift
    /// price.accessibilityGroupLabel = "Price"   // "Price, Minimum" and "Price, Maximum"
    /// ```
    public var accessibilityGroupLabel: String? {
        get { groupLabel }
        set {
            groupLabel = newValue
            host?.controlNeedsDisplay(self)
        }
    }

    /// Gives the control the name an app gave it as a whole (a view's
    /// `accessibilityLabel`, a SwiftUI view's title): the label of the control's one
    /// element (it is the control), or read before each of several (a range slider's
    /// thumbs, a picker's wheels keep their own names after it). Which of the two is decided
    /// each time the elements are built, so a control that gains or loses parts later (a
    /// picker whose data arrives, a date picker whose style changes) is named right. An
    /// ``accessibilityLabel`` or ``accessibilityGroupLabel`` the app set comes first. Hosts
    /// call it; nil clears it.
    public func setWholeControlAccessibilityLabel(_ label: String?) {
        guard wholeLabel != label else { return }
        wholeLabel = label
        host?.controlNeedsDisplay(self)
    }

    /// The name an app gave the whole control (``setWholeControlAccessibilityLabel(_:)``).
    public var wholeControlAccessibilityLabel: String? { wholeLabel }

    /// Whether the host reads the whole control's name once, as the name of the group its
    /// parts form, instead of before each part: UIKit's host makes its view a semantic
    /// group container (`UIAccessibilityContainerType.semanticGroup`) whose
    /// `accessibilityLabel` VoiceOver reads on entering it, as SwiftUI reads a labelled
    /// container (`.accessibilityElement(children: .contain)`). False (the default): a
    /// control of several parts reads the name before each ("Price, Minimum"), for hosts
    /// with no such group. A control of one part is named by it either way. Hosts set it.
    ///
    /// ```swift
    /// calendar.wholeLabelNamesGroup = true
    /// calendar.setWholeControlAccessibilityLabel("Check-in")
    /// calendar.wholeLabelGroupName          // "Check-in"; the days keep their own labels
    /// ```
    public var wholeLabelNamesGroup: Bool {
        get { namesGroupWithWholeLabel }
        set {
            guard namesGroupWithWholeLabel != newValue else { return }
            namesGroupWithWholeLabel = newValue
            host?.controlNeedsDisplay(self)
        }
    }

    /// The name the host gives the group of the control's parts: the whole control's name
    /// when the host reads it as a group's name (``wholeLabelNamesGroup``), the name is not
    /// empty and the control has several parts now; nil otherwise (the name is then its one
    /// element's label, or read before each part). Decided from the parts there are when
    /// asked, so a picker whose data arrives later becomes a group then.
    public var wholeLabelGroupName: String? { wholeLabelGroupName(partCount: makeAccessibilityElements().count) }

    /// ``wholeLabelGroupName`` for a control that has `partCount` elements now: for a host
    /// that keeps the elements it built (no second build on every query).
    public func wholeLabelGroupName(partCount: Int) -> String? {
        guard namesGroupWithWholeLabel, let whole = wholeLabel, !whole.isEmpty else { return nil }
        return partCount > 1 ? whole : nil
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
    /// controls), replacing the built-in one; nil restores it. It is kept for whichever
    /// element comes first, so a label set before the control has elements (a picker not
    /// yet loaded) is read once it has them; a label set for the first element's id
    /// (``setAccessibilityLabel(_:forElement:)``) wins over it.
    ///
    /// ```swift
    /// price.accessibilityLabel = "Price"   // was "Minimum" on the lower thumb
    /// price.setAccessibilityLabel("Highest price", forElement: "upper")
    /// ```
    public var accessibilityLabel: String? {
        get { firstElementOverride.label }
        set {
            firstElementOverride.label = newValue
            host?.controlNeedsDisplay(self)
        }
    }

    /// The hint of the control's first element, replacing the built-in one; nil restores
    /// it (kept as ``accessibilityLabel`` is).
    public var accessibilityHint: String? {
        get { firstElementOverride.hint }
        set {
            firstElementOverride.hint = newValue
            host?.controlNeedsDisplay(self)
        }
    }

    /// The value text of the control's first element, replacing the built-in one; nil
    /// restores it. Usually you want the control's formatter instead, which follows the
    /// value; a fixed text does not. Kept as ``accessibilityLabel`` is.
    public var accessibilityValue: String? {
        get { firstElementOverride.value }
        set {
            firstElementOverride.value = newValue
            host?.controlNeedsDisplay(self)
        }
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

    private func accessibilityTextsDidChange() {
        accessibilityOverrides = accessibilityOverrides.filter { $0.value != AccessibilityOverride() }
        host?.controlNeedsDisplay(self)  // hosts refresh their accessibility mirror with the drawing
    }

    /// A built-in text in the control's ``locale`` (see `Resources/*.lproj`).
    func localized(_ key: String) -> String { LocalizedStrings.string(key, locale: locale) }

    /// A built-in format (positional `%1$ld` arguments) in the control's ``locale``.
    ///
    /// Kept once formatted, by format, locale and whole-number arguments: formatting with a
    /// locale makes a number formatter every time, and hosts ask for the elements (a
    /// picker's "Component 1 of 3" among them) again and again while a control moves.
    func localized(_ key: String, _ arguments: any CVarArg...) -> String {
        var kept = FormattedText(key: key, locale: locale.identifier, count: arguments.count)
        for (i, argument) in arguments.enumerated() {
            guard i < 3, let n = argument as? Int else { return String(format: localized(key), locale: locale, arguments: arguments) }
            switch i {
            case 0: kept.first = n
            case 1: kept.second = n
            default: kept.third = n
            }
        }
        if let text = Control.formattedTexts[kept] { return text }
        let text = String(format: localized(key), locale: locale, arguments: arguments)
        if Control.formattedTexts.count >= 256 { Control.formattedTexts.removeAll(keepingCapacity: true) }
        Control.formattedTexts[kept] = text
        return text
    }

    /// Built-in texts formatted with whole numbers, by what they were formatted from.
    static var formattedTexts: [FormattedText: String] = [:]

    /// A format, a locale and up to three whole numbers (no array: looked up on every ask).
    struct FormattedText: Hashable {
        var key: String
        var locale: String
        var count: Int
        var first = 0, second = 0, third = 0
    }
}
