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
    /// A "nasty" double: usually ordinary, sometimes NaN, ±infinity, zero, or a magnitude
    /// from 1e-300 to the largest Double.
    mutating func nastyDouble(in range: ClosedRange<Double> = -20...20) -> Double {
        switch Int.random(in: 0..<28, using: &self) {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return 0
        case 4: return 1e12
        case 5: return -1e12
        case 6: return 1e-300
        case 7: return 1e300
        case 8: return 1e308
        case 9: return -1e308
        case 10: return .greatestFiniteMagnitude
        case 11: return -.greatestFiniteMagnitude
        case 12: return .leastNonzeroMagnitude
        case 13: return 3e9
        case 14: return 1e-8
        default: return Double.random(in: range, using: &self)
        }
    }

    /// A step: ordinary, tiny, huge, zero or invalid.
    mutating func nastyStep() -> Double {
        [0, 0.5, 1, 3, 0.1, -2, .nan, .infinity, 1e-300, 1e-8, 1e300, 1e10].randomElement(using: &self)!
    }
}

/// How much fuzzing a run does. The defaults keep the suite fast; a long soak is one
/// command, e.g. `CONTROLKIT_FUZZ_SEEDS=5000 CONTROLKIT_FUZZ_STEPS=1000 swift test --filter Fuzz`.
/// `CONTROLKIT_FUZZ_FIRST_SEED` replays from a given seed (a failure names its seed).
enum FuzzBudget {
    static let seeds = environmentInt("CONTROLKIT_FUZZ_SEEDS") ?? 40
    static let steps = environmentInt("CONTROLKIT_FUZZ_STEPS") ?? 150
    static let firstSeed = UInt64(environmentInt("CONTROLKIT_FUZZ_FIRST_SEED") ?? 1)

    private static func environmentInt(_ name: String) -> Int? {
        ProcessInfo.processInfo.environment[name].flatMap(Int.init).map { max($0, 1) }
    }
}

/// Runs `body` for `count` seeds (default ``FuzzBudget/seeds``); a failure names its seed
/// so it can be replayed.
func forAllSeeds(_ count: Int = FuzzBudget.seeds, _ body: (inout SeededGenerator, UInt64) -> Void) {
    for seed in FuzzBudget.firstSeed..<(FuzzBudget.firstSeed + UInt64(max(count, 1))) {
        var generator = SeededGenerator(seed: seed)
        body(&generator, seed)
    }
}
