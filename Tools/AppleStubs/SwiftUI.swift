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
}

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
