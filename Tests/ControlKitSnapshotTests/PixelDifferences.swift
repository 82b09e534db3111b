/// How many pixels differ between two RGBA frames of the same size (`Int.max` when their
/// sizes differ): what the store and span tests compare against a whole redraw.
func differences(_ a: [UInt8], _ b: [UInt8]) -> Int {
    guard a.count == b.count else { return .max }
    if a == b { return 0 }
    return stride(from: 0, to: a.count, by: 4).filter { a[$0..<$0 + 4] != b[$0..<$0 + 4] }.count
}
