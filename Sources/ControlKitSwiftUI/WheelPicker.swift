#if canImport(UIKit) && canImport(SwiftUI)
    import ControlKit
    import ControlKitUIKit
    import SwiftUI

    /// A drawn wheel picker for SwiftUI, as `Picker` with `.pickerStyle(.wheel)`: a
    /// selection binding over any `Hashable` values, one row per value.
    ///
    /// It takes `Picker`'s call site, rows from a `ForEach`, each drawn from its view
    /// (pictured as UIKit's picker pictures a row view, and read by VoiceOver from it):
    ///
    /// ```swift
    /// struct RoomChoice: View {
    ///     enum Room: String, CaseIterable { case single, double, suite }
    ///     @State private var room = Room.double
    ///     var body: some View {
    ///         WheelPicker("Room type", selection: $room) {  // was: Picker(…)
    ///             ForEach(Room.allCases, id: \.self) { Text($0.rawValue.capitalized).tag($0) }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// A row's value is its element, or for `Identifiable` elements selected by id, the
    /// element's `id`: the `.tag` a `Picker` row carries is SwiftUI's own and cannot be read
    /// by another view, so it must be that value (as it is in the usual `.tag($0)` and
    /// `.tag($0.id)`). The `values:` forms draw plain titles, the cheapest rows.
    ///
    /// The values may change from one render to the next: the wheel is re-titled and keeps
    /// the selection's row (``ControlKit/PickerView/Configuration``); a selection that is
    /// not among the values leaves the wheel where it is, as SwiftUI's does. The label is
    /// not drawn (as on iOS) but is what VoiceOver reads.
    ///
    /// ```swift
    /// struct ColorChoice: View {
    ///     @State private var color = "Blue"
    ///     var body: some View {
    ///         WheelPicker("Colour", selection: $color, values: ["Red", "Green", "Blue"]) { $0 }
    ///     }
    /// }
    /// ```
    public struct WheelPicker<Label: View, Value: Hashable>: View {
        private let wheel: WheelRepresentable<Value>
        private let label: Label

        /// The wheel labelled for VoiceOver; several wheels side by side are several elements,
        /// so their label names SwiftUI's group of them.
        public var body: some View {
            LabelPairing(label: label, showsLabel: false, groupsParts: wheel.values.count > 1, content: wheel)
        }

        /// A wheel of `values`, titled by `title`, bound to `selection`, labelled by `label`.
        public init(
            selection: Binding<Value>, values: [Value], title: @escaping (Value) -> String, @ViewBuilder label: () -> Label
        ) {
            self.label = label()
            wheel = WheelRepresentable(selection: selection, values: values, titles: values.map(title), accessibilityTitle: nil)
        }
    }

    extension WheelPicker where Label == Text {
        /// A wheel of `values` with a title.
        @_disfavoredOverload  // a string literal is a LocalizedStringKey, as SwiftUI's own
        public init<S: StringProtocol>(
            _ title: S, selection: Binding<Value>, values: [Value], rowTitle: @escaping (Value) -> String
        ) {
            label = Text(title)
            wheel = WheelRepresentable(
                selection: selection, values: values, titles: values.map(rowTitle), accessibilityTitle: String(title))
        }

        /// A wheel of `values` with a localized title.
        public init(
            _ titleKey: LocalizedStringKey, selection: Binding<Value>, values: [Value], rowTitle: @escaping (Value) -> String
        ) {
            label = Text(titleKey)
            wheel = WheelRepresentable(
                selection: selection, values: values, titles: values.map(rowTitle), accessibilityTitle: nil)
        }
    }

    extension WheelPicker where Label == EmptyView {
        /// A wheel of `values`, titled by `title`, bound to `selection`.
        public init(selection: Binding<Value>, values: [Value], title: @escaping (Value) -> String) {
            label = EmptyView()
            wheel = WheelRepresentable(selection: selection, values: values, titles: values.map(title), accessibilityTitle: nil)
        }
    }

    /// The hosted wheel: applies titles and the selected row, reports the settled row.
    struct WheelRepresentable<Value: Hashable>: UIViewRepresentable {
        /// One selection per column.
        let selections: Binding<[Value]>
        /// Each column's values.
        let values: [[Value]]
        /// Each column's row titles, or nil when `rowViews` draws the one column.
        let titles: [[String]]?
        var rowViews: [AnyView] = []
        let accessibilityTitle: String?

        /// One column's selection as a one-element list.
        static func column(_ selection: Binding<Value>) -> Binding<[Value]> {
            Binding(get: { [selection.wrappedValue] }, set: { if let first = $0.first { selection.wrappedValue = first } })
        }

        init(selection: Binding<Value>, values: [Value], titles: [String], accessibilityTitle: String?) {
            self.init(selections: Self.column(selection), columns: [values], titles: [titles], accessibilityTitle: accessibilityTitle)
        }

        init(selections: Binding<[Value]>, columns: [[Value]], titles: [[String]], accessibilityTitle: String?) {
            self.selections = selections
            values = columns
            self.titles = titles
            self.accessibilityTitle = accessibilityTitle
        }

        init(selection: Binding<Value>, values: [Value], rowViews: [AnyView], accessibilityTitle: String?) {
            selections = Self.column(selection)
            self.values = [values]
            titles = nil
            self.rowViews = rowViews
            self.accessibilityTitle = accessibilityTitle
        }

        typealias Coordinator = LatestView<WheelRepresentable<Value>>

        func makeCoordinator() -> Coordinator { Coordinator(self) }

        func makeUIView(context: Context) -> WheelPickerView {
            let view: WheelPickerView
            if let titles {
                view = WheelPickerView(titles: titles)
            } else {
                let rows = SwiftUIRowsPickerView()
                rows.dataSource = rows.source
                rows.delegate = rows.source
                view = rows
            }
            let coordinator = context.coordinator
            let picker = view.picker
            PickerView.Configuration.connect(picker) { [weak picker] rows in
                let parent = coordinator.parent
                var chosen = parent.selections.wrappedValue
                guard chosen.count == parent.values.count, let picker else { return }
                // Only columns at rest: one still coasting or under the finger keeps its value
                // until it settles (and is written then).
                for (column, row) in rows.enumerated() where parent.values.indices.contains(column) {
                    guard picker.trackedComponent != column, !picker.isSpinning(inComponent: column) else { continue }
                    if parent.values[column].indices.contains(row) { chosen[column] = parent.values[column][row] }
                }
                if chosen != parent.selections.wrappedValue { parent.selections.wrappedValue = chosen }
            }
            return view
        }

        /// Its natural height (and side), the proposal's width where it has none (iOS 16).
        @available(iOS 16.0, *)
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: WheelPickerView, context: Context) -> CGSize? {
            uiView.fittingSize(proposal)
        }

        func updateUIView(_ view: WheelPickerView, context: Context) {
            context.coordinator.parent = self
            view.adopt(context.environment, title: accessibilityTitle)
            if let rows = view as? SwiftUIRowsPickerView {
                // The row views may have changed with the parent's state: pictured again.
                rows.source.rows = rowViews
                rows.source.environment = context.environment
                rows.reloadAllComponents()
            }
            let chosen = selections.wrappedValue
            let rows = values.indices.map { column in
                chosen.indices.contains(column) ? values[column].firstIndex(of: chosen[column]) ?? -1 : -1
            }
            PickerView.Configuration(titles: titles, selectedRows: rows).apply(to: view.picker)
        }
    }

    extension WheelPicker where Label == Text {
        /// Several wheels side by side (hours and minutes, feet and inches), one selection
        /// per column, as SwiftUI's `Picker`s in an `HStack` are used: `selections` holds one
        /// value per column, each from its column's values.
        ///
        /// ```swift
        /// struct Duration: View {
        ///     @State private var time = [1, 30]
        ///     var body: some View {
        ///         WheelPicker("Duration", selections: $time, columns: [Array(0..<24), Array(0..<60)]) { "\($0)" }
        ///     }
        /// }
        /// ```
        @_disfavoredOverload  // a string literal is a LocalizedStringKey, as SwiftUI's own
        public init<S: StringProtocol>(
            _ title: S, selections: Binding<[Value]>, columns: [[Value]], rowTitle: @escaping (Value) -> String
        ) {
            label = Text(title)
            wheel = WheelRepresentable(
                selections: selections, columns: columns, titles: columns.map { $0.map(rowTitle) }, accessibilityTitle: nil)
        }

        /// Several wheels side by side with a localized title.
        public init(
            _ titleKey: LocalizedStringKey, selections: Binding<[Value]>, columns: [[Value]], rowTitle: @escaping (Value) -> String
        ) {
            label = Text(titleKey)
            wheel = WheelRepresentable(
                selections: selections, columns: columns, titles: columns.map { $0.map(rowTitle) }, accessibilityTitle: nil)
        }
    }

    extension WheelPicker {
        /// `Picker`'s wheel: rows from `content`'s `ForEach`, each row's value its element.
        public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(
            selection: Binding<Value>, @ViewBuilder content: () -> ForEach<Data, ID, Row>, @ViewBuilder label: () -> Label
        ) where Data.Element == Value {
            let rows = content()
            self.label = label()
            wheel = WheelRepresentable(
                selection: selection, values: Array(rows.data), rowViews: rows.data.map { AnyView(rows.content($0)) },
                accessibilityTitle: nil)
        }

        /// `Picker`'s wheel: rows from `content`'s `ForEach` of `Identifiable` elements, each
        /// row's value its element's `id`.
        @_disfavoredOverload  // an element that is its own id (an enum): the element form
        public init<Data: RandomAccessCollection, Row: View>(
            selection: Binding<Value>, @ViewBuilder content: () -> ForEach<Data, Value, Row>, @ViewBuilder label: () -> Label
        ) where Data.Element: Identifiable, Data.Element.ID == Value {
            let rows = content()
            self.label = label()
            wheel = WheelRepresentable(
                selection: selection, values: rows.data.map(\.id), rowViews: rows.data.map { AnyView(rows.content($0)) },
                accessibilityTitle: nil)
        }
    }

    extension WheelPicker where Label == Text {
        /// `Picker("Title", selection:) { ForEach(…) { … .tag($0) } }` as a wheel.
        @_disfavoredOverload  // a string literal is a LocalizedStringKey, as SwiftUI's own
        public init<S: StringProtocol, Data: RandomAccessCollection, ID: Hashable, Row: View>(
            _ title: S, selection: Binding<Value>, @ViewBuilder content: () -> ForEach<Data, ID, Row>
        ) where Data.Element == Value {
            self.init(selection: selection, content: content) { Text(title) }
        }

        /// `Picker("Title", selection:) { ForEach(…) { … .tag($0) } }` with a localized title.
        public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(
            _ titleKey: LocalizedStringKey, selection: Binding<Value>, @ViewBuilder content: () -> ForEach<Data, ID, Row>
        ) where Data.Element == Value {
            self.init(selection: selection, content: content) { Text(titleKey) }
        }

        /// `Picker("Title", selection:) { ForEach(items) { … .tag($0.id) } }` as a wheel.
        @_disfavoredOverload  // a string literal is a LocalizedStringKey, as SwiftUI's own
        public init<S: StringProtocol, Data: RandomAccessCollection, Row: View>(
            _ title: S, selection: Binding<Value>, @ViewBuilder content: () -> ForEach<Data, Value, Row>
        ) where Data.Element: Identifiable, Data.Element.ID == Value {
            self.init(selection: selection, content: content) { Text(title) }
        }

        /// `Picker("Title", selection:) { ForEach(items) { … .tag($0.id) } }` with a localized title.
        public init<Data: RandomAccessCollection, Row: View>(
            _ titleKey: LocalizedStringKey, selection: Binding<Value>, @ViewBuilder content: () -> ForEach<Data, Value, Row>
        ) where Data.Element: Identifiable, Data.Element.ID == Value {
            self.init(selection: selection, content: content) { Text(titleKey) }
        }

        /// `Picker("Title", selection:) { ForEach(Flavor.allCases) { … } }` over values that
        /// are their own id (an enum): the element and its id are the same value, and this
        /// form, the most specific, settles which of the two forms above a call takes.
        @_disfavoredOverload  // a string literal is a LocalizedStringKey, as SwiftUI's own
        public init<S: StringProtocol, Data: RandomAccessCollection, Row: View>(
            _ title: S, selection: Binding<Value>, @ViewBuilder content: () -> ForEach<Data, Value, Row>
        ) where Data.Element == Value, Value: Identifiable, Value.ID == Value {
            self.init(selection: selection, content: content) { Text(title) }
        }

        /// The same, with a localized title.
        public init<Data: RandomAccessCollection, Row: View>(
            _ titleKey: LocalizedStringKey, selection: Binding<Value>, @ViewBuilder content: () -> ForEach<Data, Value, Row>
        ) where Data.Element == Value, Value: Identifiable, Value.ID == Value {
            self.init(selection: selection, content: content) { Text(titleKey) }
        }
    }

    /// A wheel whose rows are SwiftUI views: its own data source and delegate, each row
    /// hosted in a `UIHostingController`'s view that the picker pictures (and VoiceOver reads).
    final class SwiftUIRowsPickerView: WheelPickerView {
        let source = SwiftUIRows()
    }

    final class SwiftUIRows: NSObject, WheelPickerViewDataSource, WheelPickerViewDelegate {
        var rows: [AnyView] = []
        /// The picker's SwiftUI environment, given to every row: a row's hosting controller
        /// is not a child of the app's hierarchy, so without it a row's `@EnvironmentObject`
        /// would be missing (a crash) and its fonts, custom keys and locale the defaults.
        var environment: EnvironmentValues?

        func numberOfComponents(in pickerView: WheelPickerView) -> Int { 1 }
        func pickerView(_ pickerView: WheelPickerView, numberOfRowsInComponent component: Int) -> Int { rows.count }

        func pickerView(_ pickerView: WheelPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?)
            -> UIView
        {
            // Pictured outside any window's safe area or keyboard: a row is laid out at its size.
            let row = (rows.indices.contains(row) ? rows[row] : AnyView(EmptyView())).ignoresSafeArea()
            let content = environment.map { AnyView(row.environment(\.self, $0)) } ?? AnyView(row)
            if let reused = view as? RowHostView {
                reused.host.rootView = content
                return reused
            }
            return RowHostView(UIHostingController(rootView: content))
        }
    }

    /// A row's hosted SwiftUI view, kept with its controller.
    final class RowHostView: UIView {
        let host: UIHostingController<AnyView>

        init(_ host: UIHostingController<AnyView>) {
            self.host = host
            super.init(frame: .zero)
            host.view.backgroundColor = .clear
            if #available(iOS 16.4, *) { host.safeAreaRegions = [] }
            host.view.frame = bounds
            host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(host.view)
        }

        required init?(coder: NSCoder) { nil }

        /// Laid out with the row (the picker lays a row out before picturing it).
        override func layoutSubviews() {
            super.layoutSubviews()
            host.view.frame = bounds
            host.view.layoutIfNeeded()
        }
    }
#endif
