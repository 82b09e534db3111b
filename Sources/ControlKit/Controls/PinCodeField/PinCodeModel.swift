import Foundation

/// The text rules of a ``PinCodeField``: length, allowed characters, filtering and
/// truncating input. Pure value math, no control.
///
/// Input is filtered first (characters outside ``allowedCharacters`` are dropped), then
/// truncated to the room left, so "12-34-56" into 6 cells is "123456" and "123456789"
/// into 4 is "1234".
///
/// ```swift
/// var code = PinCodeModel(length: 4)
/// code.insert("12a")      // text "12"
/// code.insert("3456")     // text "1234", isFilled
/// code.deleteBackward()   // text "123"
/// ```
public struct PinCodeModel: Hashable, Sendable {
    /// The number of cells, 1…12 (default 4). Other values are ignored; shortening
    /// drops characters past the new length.
    public var length = 4 {
        didSet {
            if length < 1 || length > 12 { length = oldValue }
            if text.count > length { text = String(text.prefix(length)) }
        }
    }

    /// The characters input may contain (default the ASCII digits); changing it drops
    /// characters that are no longer allowed.
    public var allowedCharacters: Set<Character> = Set("0123456789") {
        didSet { text = String(text.filter(allowedCharacters.contains)) }
    }

    /// The entered characters.
    public private(set) var text = ""

    /// Makes an empty code of `length` cells (ignored outside 1…12).
    public init(length: Int = 4) {
        self.length = (1...12).contains(length) ? length : 4
    }

    /// Whether every cell holds a character.
    public var isFilled: Bool { text.count == length }

    /// Whether the allowed characters are all digits (accessibility says "digits").
    public var isNumeric: Bool { allowedCharacters.allSatisfy(\.isNumber) }

    /// Appends what fits of `input`, filtered then truncated; returns the accepted part.
    @discardableResult
    public mutating func insert(_ input: String) -> Substring {
        let accepted = input.filter(allowedCharacters.contains).prefix(max(length - text.count, 0))
        text += accepted
        return accepted
    }

    /// Replaces the characters at `range` (character offsets, clamped to the text) with
    /// `input`, filtered then truncated to the room the rest leaves; returns the offsets the
    /// accepted characters occupy afterwards (empty when none were accepted).
    ///
    /// ```swift
    /// var code = PinCodeModel(length: 4)
    /// code.setText("1234")
    /// code.replace(1..<3, with: "9")   // text "194", returns 1..<2
    /// code.replace(-5..<99, with: "")  // text "", returns 0..<0
    /// ```
    @discardableResult
    public mutating func replace(_ range: Range<Int>, with input: String) -> Range<Int> {
        let characters = Array(text)
        let lower = min(max(range.lowerBound, 0), characters.count)
        let upper = min(max(range.upperBound, lower), characters.count)
        let kept = characters.count - (upper - lower)
        let accepted = input.filter(allowedCharacters.contains).prefix(max(length - kept, 0))
        text = String(characters[..<lower]) + accepted + String(characters[upper...])
        return lower..<(lower + accepted.count)
    }

    /// Removes the last character; returns whether there was one.
    @discardableResult
    public mutating func deleteBackward() -> Bool {
        guard !text.isEmpty else { return false }
        text.removeLast()
        return true
    }

    /// Replaces the text, filtered and truncated like input.
    public mutating func setText(_ newText: String) {
        text = ""
        insert(newText)
    }
}
