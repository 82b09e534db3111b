// Declaration-only stand-in for QuartzCore (never linked). CADisplayLink itself is an
// Objective-C class declared in QuartzCoreObjC/CADisplayLink.h.
import Foundation
@_exported import ObjectiveC
@_exported import QuartzCoreObjC

public func CACurrentMediaTime() -> Double { fatalError() }

extension CADisplayLink {
    public convenience init(target: Any, selector sel: Selector) { fatalError() }
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) { fatalError() }
}
