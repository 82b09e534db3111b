import ControlKit
import ControlKitTesting
import Foundation

/// Benchmarks of the controls: one touch move and one frame each.
@MainActor
func controlBenchmarks() -> [Benchmark] {
    []
}
