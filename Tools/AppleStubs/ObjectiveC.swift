// Declaration-only stand-in for Apple's ObjectiveC module (never linked): what
// `#selector` and `@objc` need on Linux. The compiler requires Selector's real layout
// (one opaque pointer). See README.md.
@frozen
public struct Selector: Hashable, @unchecked Sendable {
    var ptr: OpaquePointer
    public init(_ name: String) { fatalError() }
}

@frozen
public struct ObjCBool: Sendable {
    var value: Bool
    public var boolValue: Bool { value }
    public init(_ value: Bool) { self.value = value }
}
