// Declaration-only stand-in for SwiftUI (never linked): what the Apple hosts use, with
// SwiftUI's names, labels and main-actor isolation. SwiftUINames.swift adds an empty
// declaration for every other top-level SwiftUI/UIKit name, so a clash with ours fails the
// check as it would in an app. See README.md.
@_exported import UIKit

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { fatalError() }
}

extension UIViewRepresentable {
    public var body: Never { fatalError() }
}

@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public var coordinator: Representable.Coordinator { fatalError() }
    public var environment: EnvironmentValues { fatalError() }
}

public struct EnvironmentValues {
    public var locale: Locale { get { fatalError() } set { fatalError() } }
    public var calendar: Calendar { get { fatalError() } set { fatalError() } }
    public var timeZone: TimeZone { get { fatalError() } set { fatalError() } }
    public var isEnabled: Bool { get { fatalError() } set { fatalError() } }
    public var layoutDirection: LayoutDirection { get { fatalError() } set { fatalError() } }
    public var colorScheme: ColorScheme { get { fatalError() } set { fatalError() } }
}

public enum LayoutDirection: Hashable, CaseIterable, Sendable { case leftToRight, rightToLeft }
public enum ColorScheme: Hashable, CaseIterable, Sendable { case light, dark }

@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding<Value> { fatalError() }
    public init(projectedValue: Binding<Value>) { fatalError() }
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

extension Binding: @unchecked Sendable {}

// MARK: What the example screen (Examples/SwiftUIFiltersScreen.swift) uses

@propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

extension State: Sendable where Value: Sendable {}

public protocol DynamicProperty {}

@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { fatalError() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> { fatalError() }
}

@MainActor @preconcurrency
public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@MainActor @preconcurrency
public struct EmptyView: View {
    public init() {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@MainActor @preconcurrency
public struct VStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment(), center = HorizontalAlignment(), trailing = HorizontalAlignment()
}

@MainActor @preconcurrency
public struct Text: View, Equatable, Sendable {
    public init<S: StringProtocol>(_ content: S) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
    nonisolated public static func == (a: Text, b: Text) -> Bool { fatalError() }
}

extension View {
    /// Deviation: returns the view itself (the SDK returns `some View` of a modifier).
    public func disabled(_ disabled: Bool) -> some View { self }
}
