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

// What the compiler calls to pass a Bool to and from Objective-C (`@objc`, `@IBInspectable`
// Bool properties); the real module has the same two functions.
public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { ObjCBool(x) }
public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { x.boolValue }
