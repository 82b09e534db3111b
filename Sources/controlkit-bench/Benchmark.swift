import CAllocationCounter
import Foundation

/// A named operation to time.
struct Benchmark {
    var name: String
    /// How many times `body` runs per sample (so tiny operations are not lost in timer noise).
    var batch: Int
    var samples: Int
    var body: @MainActor () -> Void
}

/// Median and 95th percentile of one benchmark, per operation.
struct BenchmarkResult {
    var name: String
    var median: Double
    var p95: Double
    var operations: Int
    /// Heap allocations per operation (nil where they cannot be counted).
    var allocations: Double?
}

@MainActor
func run(_ benchmark: Benchmark) -> BenchmarkResult {
    for _ in 0..<max(benchmark.batch, 1) { benchmark.body() }  // warm up
    let allocationsBefore = ck_allocation_count()
    for _ in 0..<benchmark.batch { benchmark.body() }
    let allocations =
        ck_allocation_counting_available() != 0
        ? Double(ck_allocation_count() - allocationsBefore) / Double(max(benchmark.batch, 1)) : nil
    var perOperation: [Double] = []
    for _ in 0..<benchmark.samples {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<benchmark.batch { benchmark.body() }
        let end = DispatchTime.now().uptimeNanoseconds
        perOperation.append(Double(end - start) / Double(benchmark.batch))
    }
    perOperation.sort()
    let median = perOperation[perOperation.count / 2]
    let p95 = perOperation[min(Int(Double(perOperation.count) * 0.95), perOperation.count - 1)]
    return BenchmarkResult(
        name: benchmark.name, median: median, p95: p95, operations: benchmark.batch * benchmark.samples, allocations: allocations)
}

func formatNanoseconds(_ ns: Double) -> String {
    switch ns {
    case ..<1_000: String(format: "%.0f ns", ns)
    case ..<1_000_000: String(format: "%.2f µs", ns / 1_000)
    default: String(format: "%.2f ms", ns / 1_000_000)
    }
}

func printTable(_ results: [BenchmarkResult]) {
    let width = max(results.map(\.name.count).max() ?? 0, 9)
    func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
    func lpad(_ s: String, _ n: Int) -> String { s.count >= n ? s : String(repeating: " ", count: n - s.count) + s }
    print(
        pad("benchmark", width) + "  " + lpad("median", 10) + "  " + lpad("p95", 10) + "  " + lpad("ops", 8) + "  " + lpad("allocs/op", 9))
    print(String(repeating: "-", count: width + 45))
    for r in results {
        print(
            pad(r.name, width) + "  " + lpad(formatNanoseconds(r.median), 10) + "  " + lpad(formatNanoseconds(r.p95), 10) + "  "
                + lpad("\(r.operations)", 8) + "  " + lpad(r.allocations.map { String(format: "%.1f", $0) } ?? "n/a", 9))
    }
}
