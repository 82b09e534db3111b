import Foundation

/// A small seeded random generator (SplitMix64) so property tests are repeatable.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SeededGenerator {
    /// A "nasty" double: usually ordinary, sometimes NaN, ±infinity, zero, negative or huge.
    mutating func nastyDouble(in range: ClosedRange<Double> = -20...20) -> Double {
        switch Int.random(in: 0..<20, using: &self) {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return 0
        case 4: return 1e12
        case 5: return -1e12
        case 6: return 1e-300
        case 7: return 1e300
        default: return Double.random(in: range, using: &self)
        }
    }
}

/// Runs `body` for `count` seeds; a failure names its seed so it can be replayed.
func forAllSeeds(_ count: Int = 200, _ body: (inout SeededGenerator, UInt64) -> Void) {
    for seed in 1...UInt64(count) {
        var generator = SeededGenerator(seed: seed)
        body(&generator, seed)
    }
}
