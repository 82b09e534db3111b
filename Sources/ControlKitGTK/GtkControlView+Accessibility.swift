import CGtk
import ControlKit
import Foundation

/// Screen readers: one accessible node per ``AccessibilityElement``.
///
/// GTK 4.8 gives AT-SPI's Value interface only to its own range widgets and the Text
/// interface only to its own entries, and has no public way for a custom widget to offer
/// them. So each element is mirrored by a real, invisible GTK widget inside the group
/// (``GtkControlView/widget``):
///
/// | element | node | what Orca gets |
/// |---|---|---|
/// | adjustable | `GtkScale` (role slider) | Value: current/min/max/step, settable |
/// | button | `GtkButton` | the "click" action |
/// | text entry | `GtkEntry` | Text (bullets when secure), editable |
/// | static text | `GtkLabel` | the text |
///
/// Every node is named by the element's label; its description carries the value text and
/// the hint (GTK 4.8 does not pass the value text itself on to AT-SPI); a selected element
/// (a calendar's chosen day) has AT-SPI's selected state. Nodes are drawn
/// at opacity 0, take no pointer events (the drawing area below gets the touches) and take
/// the keyboard focus, so Tab walks the elements and leaves the control after the last.
/// A screen reader's new value comes back as ``AccessibilityAction/setValue(_:)``.
///
/// The mirror follows the control once per main-loop pass (an idle after the frame), at
/// most every 250 ms (in a frame's update phase) while the control moves, and at once off
/// screen.
extension GtkControlView {
    /// What kind of GTK widget mirrors an element.
    enum NodeKind: Equatable {
        case adjustable, button, entry, text, other

        init(_ traits: AccessibilityElement.Traits) {
            if traits.contains(.textEntry) {
                self = .entry
            } else if traits.contains(.adjustable) {
                self = .adjustable
            } else if traits.contains(.button) {
                self = .button
            } else if traits.contains(.staticText) {
                self = .text
            } else {
                self = .other
            }
        }
    }

    /// One element's widget. Its signals carry this object (kept alive by the view's
    /// ``nodes`` for as long as the widget is in the group).
    final class AccessibleNode {
        let id: String
        let kind: NodeKind
        let widget: OpaquePointer
        unowned let view: GtkControlView
        /// The element as last mirrored.
        var element: AccessibilityElement?

        init(id: String, kind: NodeKind, widget: OpaquePointer, view: GtkControlView) {
            self.id = id
            self.kind = kind
            self.widget = widget
            self.view = view
        }
    }

    /// The elements as last given to GTK's accessibility tree (what a screen reader
    /// reads), in order.
    public var accessibleElements: [AccessibilityElement] { nodes.compactMap(\.element) }

    /// The node widget (`GtkWidget *`) mirroring element `id`, e.g. a range slider's
    /// `"upper"` thumb: a `GtkScale`, `GtkButton`, `GtkEntry` or `GtkLabel`.
    public func accessibleNode(forElement id: String) -> OpaquePointer? { nodes.first { $0.id == id }?.widget }

    /// The labels and value texts last mirrored, joined ("Minimum, Maximum" and "2, 8"
    /// for a range slider): a quick summary for tests and logs.
    public var accessibleText: (label: String, value: String)? {
        nodes.isEmpty ? nil : GtkControlView.accessibleText(for: accessibleElements)
    }

    /// Every element's label and value text, joined with ", ".
    public static func accessibleText(for elements: [AccessibilityElement]) -> (label: String, value: String) {
        (elements.map(\.label).joined(separator: ", "), elements.compactMap(\.value).joined(separator: ", "))
    }

    /// Names the control's group after a visible caption (a `GtkLabel`), as a screen
    /// reader expects of a labelled control: Orca reads the caption when focus enters.
    public func setCaption(_ label: OpaquePointer) {
        ck_accessible_set_labelled_by(widget, label)
    }

    // MARK: Mirroring

    /// The control changed: mirror it after this main-loop pass (on screen) or now.
    ///
    /// While a finger drags or the control moves on its own (a fling, a snap, an animated
    /// change: its clock has work), at most every 250 ms, and then in a frame's update
    /// phase: each mirror costs GTK a round of accessible-property updates, a relayout and
    /// a redraw of the invisible node, and the control a new set of elements, and a screen
    /// reader cannot speak faster anyway. Mirrored in the update phase, the node's redraw
    /// joins the frame that draws the moving control instead of costing a frame of its own
    /// (measured: a range-slider drag rendered a third more frames than it drew; ten
    /// flings of a three-wheel picker mirrored every frame spent a fifth of their CPU
    /// there). The change that ends the motion is mirrored too.
    func accessibilityNeedsUpdate() {
        guard gtk_widget_get_mapped(widget) != 0 else { return updateAccessibility() }
        guard !updateIsScheduled else { return }
        updateIsScheduled = true
        let me = Unmanaged.passRetained(self).toOpaque()
        _ = g_timeout_add_full(
            200,  // G_PRIORITY_DEFAULT_IDLE: after input and the frame
            isMoving ? 250 : 0,
            { data in
                let address = UInt(bitPattern: data)
                MainActor.assumeIsolated { GtkControlView.from(address).mirrorWhenDue() }
                return 0
            }, me,
            { data in
                let address = UInt(bitPattern: data)
                MainActor.assumeIsolated { Unmanaged<GtkControlView>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).release() }
            })
    }

    /// Whether the control moves now: a finger drags it, or its clock runs its motion.
    private var isMoving: Bool { control.isTracking || !control.clock.isIdle }

    /// The wait is over: mirror now, or, while the control still moves, in the update
    /// phase of the frame that next draws it. With no frame coming (a slow drag between
    /// two moves), asking for one would make GTK lay out and render a frame for the
    /// invisible node alone (measured: a slow drag rendered 175 frames where it drew 151),
    /// so the mirror waits for the control's next redraw (``queueDraw()``), or, should the
    /// control stop changing while it is still held, a quarter second more.
    ///
    /// - Parameter mayWait: false when the quarter second of waiting is over.
    private func mirrorWhenDue(mayWait: Bool = true) {
        guard isAlive, isMoving, gtk_widget_get_realized(drawingArea) != 0 else {
            updateIsScheduled = false
            return updateAccessibility()
        }
        if drawIsPending || !mayWait { return mirrorInNextFrame() }
        mirrorAwaitsDraw = true
        let me = Unmanaged.passRetained(self).toOpaque()
        _ = g_timeout_add_full(
            200, 250,
            { data in
                let address = UInt(bitPattern: data)
                MainActor.assumeIsolated {
                    let view = GtkControlView.from(address)
                    guard view.mirrorAwaitsDraw else { return }  // a redraw took it
                    view.mirrorAwaitsDraw = false
                    view.mirrorWhenDue(mayWait: false)
                }
                return 0
            }, me,
            { data in
                let address = UInt(bitPattern: data)
                MainActor.assumeIsolated { Unmanaged<GtkControlView>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).release() }
            })
    }

    /// Mirrors in the update phase of the next frame.
    func mirrorInNextFrame() {
        let me = Unmanaged.passRetained(self).toOpaque()
        _ = gtk_widget_add_tick_callback(
            drawingArea,
            { _, _, data in
                let address = UInt(bitPattern: data)
                MainActor.assumeIsolated {
                    let view = GtkControlView.from(address)
                    view.updateIsScheduled = false
                    view.updateAccessibility()
                }
                return 0  // G_SOURCE_REMOVE
            }, me,
            { data in
                let address = UInt(bitPattern: data)
                MainActor.assumeIsolated {
                    let view = Unmanaged<GtkControlView>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeRetainedValue()
                    // Removed before its frame came (the widget was unrealized): mirror now.
                    if view.updateIsScheduled {
                        view.updateIsScheduled = false
                        view.updateAccessibility()
                    }
                }
            })
    }

    /// Brings the nodes in line with the control's elements: rebuilt when the set of
    /// elements changed (a picker reloaded to more components), otherwise updated in place.
    func updateAccessibility() {
        guard isAlive else { return }
        let elements = control.accessibilityElements
        let enabled = control.isEnabled
        gtk_widget_set_sensitive(drawingArea, enabled ? 1 : 0)
        if nodes.map(\.id) != elements.map(\.id) || zip(nodes, elements).contains(where: { $0.kind != NodeKind($1.traits) }) {
            rebuildNodes(for: elements)
        }
        for (node, element) in zip(nodes, elements) where node.element != element {
            mirror(element, into: node)
        }
    }

    private func rebuildNodes(for elements: [AccessibilityElement]) {
        let focusedID = nodes.first { gtk_widget_has_focus($0.widget) != 0 }?.id
        for node in nodes { gtk_fixed_remove(widget, node.widget) }
        nodes = elements.map { element in
            let kind = NodeKind(element.traits)
            let node = AccessibleNode(id: element.id, kind: kind, widget: makeNodeWidget(kind), view: self)
            gtk_widget_set_opacity(node.widget, 0)
            gtk_widget_set_can_target(node.widget, 0)
            gtk_widget_set_focusable(node.widget, kind == .text ? 0 : 1)
            gtk_fixed_put(widget, node.widget, 0, 0)
            connectNode(node)
            return node
        }
        if let focusedID, let node = nodes.first(where: { $0.id == focusedID }) { gtk_widget_grab_focus(node.widget) }
    }

    private func makeNodeWidget(_ kind: NodeKind) -> OpaquePointer {
        switch kind {
        case .adjustable: return GtkControlView.makeWidget(gtk_scale_get_type(), role: Int32(CK_GTK_ROLE_SLIDER))
        case .button: return GtkControlView.makeWidget(gtk_button_get_type(), role: Int32(CK_GTK_ROLE_BUTTON))
        case .entry: return GtkControlView.makeWidget(gtk_entry_get_type(), role: Int32(CK_GTK_ROLE_TEXT_BOX))
        case .text: return GtkControlView.makeWidget(gtk_label_get_type(), role: Int32(CK_GTK_ROLE_LABEL))
        case .other: return GtkControlView.makeWidget(gtk_drawing_area_get_type(), role: Int32(CK_GTK_ROLE_GENERIC))
        }
    }

    private func connectNode(_ node: AccessibleNode) {
        let data = Unmanaged.passUnretained(node).toOpaque()
        func connect(_ signal: String, _ handler: GCallback) {
            _ = g_signal_connect_data(UnsafeMutableRawPointer(node.widget), signal, handler, data, nil, 0)
        }
        switch node.kind {
        case .adjustable: connect("value-changed", unsafeBitCast(GtkControlView.nodeValueChanged, to: GCallback.self))
        case .button: connect("clicked", unsafeBitCast(GtkControlView.nodeClicked, to: GCallback.self))
        default: break
        }
        let focus = gtk_event_controller_focus_new()!
        _ = g_signal_connect_data(
            UnsafeMutableRawPointer(focus), "enter", unsafeBitCast(GtkControlView.nodeFocusEnter, to: GCallback.self), data, nil, 0)
        gtk_widget_add_controller(node.widget, focus)
    }

    /// Writes one element into its node: name and description, value or text, enabled
    /// state, and its place over the drawn element.
    private func mirror(_ element: AccessibilityElement, into node: AccessibleNode) {
        let old = node.element
        node.element = element
        let w = node.widget
        // The value text where it says more than the number (a "$200" or a month name).
        let numeric = element.numericValue.map(\.current)
        let valueText = element.value.flatMap { text in Double(text).map { $0 == numeric } == true ? nil : text }
        let description = [valueText, element.hint].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ". ")
        if old?.label != element.label || old?.value != element.value || old?.hint != element.hint {
            ck_accessible_set_label(w, element.label, description)
            ck_accessible_set_value_text(w, element.value ?? "")
        }
        let selected = element.traits.contains(.selected)
        if old.map({ $0.traits.contains(.selected) }) ?? false != selected { ck_accessible_set_selected(w, selected ? 1 : 0) }
        let enabled = !element.traits.contains(.notEnabled) && control.isEnabled
        if gtk_widget_get_sensitive(w) != (enabled ? 1 : 0) {
            gtk_widget_set_sensitive(w, enabled ? 1 : 0)
            gtk_widget_set_focusable(w, enabled && node.kind != .text ? 1 : 0)  // Tab skips it
            gtk_widget_set_can_focus(w, enabled ? 1 : 0)
            // An entry's focus is its inner GtkText's, which AT-SPI reports.
            var child = gtk_widget_get_first_child(w)
            while let c = child {
                gtk_widget_set_focusable(c, enabled ? 1 : 0)
                child = gtk_widget_get_next_sibling(c)
            }
        }
        isMirroring = true
        defer { isMirroring = false }
        switch node.kind {
        case .adjustable:
            if old?.numericValue != element.numericValue {
                let n = element.numericValue ?? .init(current: 0, minimum: 0, maximum: 0, step: 0)
                gtk_adjustment_configure(gtk_range_get_adjustment(w), n.current, n.minimum, n.maximum, n.step, n.step * 10, 0)
            }
        case .entry:
            let text = element.text ?? ""
            if String(cString: gtk_editable_get_text(w)) != text { gtk_editable_set_text(w, text) }
            gtk_entry_set_visibility(w, element.isSecureTextEntry ? 0 : 1)
        case .text:
            gtk_label_set_text(w, element.value ?? element.label)
        case .button, .other:
            break
        }
        if old?.frame != element.frame { place(node, at: element.frame) }
    }

    /// Puts a node over its element, kept inside the control (a node wider than its
    /// element would otherwise grow the group).
    private func place(_ node: AccessibleNode, at frame: CGRect) {
        let bounds = control.bounds
        guard frame.isFinite else { return }
        var minWidth: Int32 = 0, minHeight: Int32 = 0, natural: Int32 = 0, baseline: Int32 = 0, naturalBaseline: Int32 = 0
        gtk_widget_measure(node.widget, Int32(CK_GTK_ORIENTATION_HORIZONTAL), -1, &minWidth, &natural, &baseline, &naturalBaseline)
        gtk_widget_measure(node.widget, Int32(CK_GTK_ORIENTATION_VERTICAL), -1, &minHeight, &natural, &baseline, &naturalBaseline)
        let width = max(Double(frame.width.rounded()), Double(minWidth))
        let height = max(Double(frame.height.rounded()), Double(minHeight))
        gtk_widget_set_size_request(node.widget, Int32(min(width, 100_000)), Int32(min(height, 100_000)))
        let x = max(min(Double(frame.minX), Double(bounds.width) - width), 0)
        let y = max(min(Double(frame.minY), Double(bounds.height) - height), 0)
        gtk_fixed_move(widget, node.widget, x.rounded(), y.rounded())
    }

    // MARK: Focus and keys

    /// A touch focuses the element under it (or the keyboard's element, or the first).
    func focusNode(at point: CGPoint) {
        let focusable = nodes.filter { $0.kind != .text && gtk_widget_get_sensitive($0.widget) != 0 }
        let hit =
            focusable.first { $0.element?.frame.contains(point) == true && $0.kind != .button }
            ?? focusable.first { $0.id == control.keyboardElementID } ?? focusable.first
        if let hit, gtk_widget_has_focus(hit.widget) == 0 { gtk_widget_grab_focus(hit.widget) }
    }

    /// A key while one of the nodes has focus: Tab and Shift-Tab are GTK's (focus moves
    /// to the next element or control); everything else goes to the control first. A
    /// text entry's node never edits itself: the control's model is the text.
    func handleKey(_ key: Key) -> Bool {
        if key == .tab || key == .shiftTab { return false }
        let used = control.keyDown(key)
        if !used, let focused = nodes.first(where: { gtk_widget_has_focus($0.widget) != 0 }), focused.kind == .entry { return true }
        return used
    }

    private static let nodeFocusEnter: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
        let address = UInt(bitPattern: data)
        MainActor.assumeIsolated {
            let node = Unmanaged<AccessibleNode>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeUnretainedValue()
            let control = node.view.control
            // GTK's focus-visible: set by keyboard navigation (Tab), not by a click or a
            // window giving its first widget focus; the control shows its ring only then.
            let root = gtk_widget_get_root(node.widget)
            let byKeyboard = root.map { gtk_window_get_focus_visible($0) != 0 } ?? false
            control.setFocused(true, byKeyboard: byKeyboard)  // first: a range slider starts its keys on the lower thumb
            control.focusElement(node.id)
        }
    }

    private static let nodeValueChanged: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
        let address = UInt(bitPattern: data)
        MainActor.assumeIsolated {
            let node = Unmanaged<AccessibleNode>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeUnretainedValue()
            let view = node.view
            guard !view.isMirroring else { return }
            view.control.performAccessibilityAction(.setValue(gtk_range_get_value(node.widget)), on: node.id)
            // The control may clamp or snap: the node shows what the control took.
            node.element = nil
            view.updateAccessibility()
        }
    }

    private static let nodeClicked: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
        let address = UInt(bitPattern: data)
        MainActor.assumeIsolated {
            let node = Unmanaged<AccessibleNode>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeUnretainedValue()
            node.view.control.performAccessibilityAction(.activate, on: node.id)
        }
    }

    /// Makes a widget of `type` with an accessible role (construct-only in GTK 4).
    static func makeWidget(_ type: GType, role: Int32) -> OpaquePointer {
        var value = CKGValue()
        _ = g_value_init(&value, gtk_accessible_role_get_type())
        g_value_set_enum(&value, role)
        defer { g_value_unset(&value) }
        return "accessible-role".withCString { name in
            var names: [UnsafePointer<CChar>?] = [name]
            return names.withUnsafeMutableBufferPointer {
                g_object_new_with_properties(type, 1, $0.baseAddress, [value])!
            }
        }
    }
}

extension CGRect {
    fileprivate var isFinite: Bool { minX.isFinite && minY.isFinite && width.isFinite && height.isFinite }
}
