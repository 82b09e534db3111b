import ControlKit
import Foundation
import Testing

@Suite struct PinCodeModelTests {
    @Test func inputIsFilteredThenTruncated() {
        var code = PinCodeModel(length: 6)
        let accepted = code.insert("12-34-56")
        #expect(accepted == "123456" && code.text == "123456" && code.isFilled)
        var short = PinCodeModel(length: 4)
        short.insert("12")
        let second = short.insert("3a456")
        #expect(second == "34" && short.text == "1234")
        let overflow = short.insert("7")
        #expect(overflow.isEmpty)
    }

    @Test func lengthAndAllowedCharactersKeepTheTextValid() {
        var code = PinCodeModel()
        code.insert("1234")
        code.length = 2
        #expect(code.text == "12")
        code.length = 0
        code.length = 13
        #expect(code.length == 2)
        code.allowedCharacters = Set("2")
        #expect(code.text == "2" && code.isNumeric)
        #expect(PinCodeModel(length: -1).length == 4 && PinCodeModel(length: 99).length == 4)
    }

    @Test func deleteAndSetText() {
        var code = PinCodeModel()
        let deletedFromEmpty = code.deleteBackward()
        #expect(!deletedFromEmpty)
        code.setText("98x76543")
        #expect(code.text == "9876")
        let deleted = code.deleteBackward()
        #expect(deleted && code.text == "987")
        code.allowedCharacters = Set("ABC")
        #expect(!code.isNumeric && code.text.isEmpty)
    }
}
