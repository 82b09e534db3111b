import ControlKitGallery
import Foundation
import Testing

/// Text is drawn with the project's fonts only, and they draw everything the gallery and
/// the snapshots show.
@MainActor
struct FontCoverageTests {
    @Test func theProcessDrawsWithTheProjectsFontconfigFile() {
        #expect(FontCoverage.configurationFile == FontCoverage.projectConfigurationFile)
        #expect(FontCoverage.projectConfigurationFile.hasSuffix("/scripts/fonts/fonts.conf"))
        #expect(FileManager.default.fileExists(atPath: FontCoverage.projectConfigurationFile))
    }

    @Test func everyCharacterTheGalleryAndTheLocalesShowHasAGlyph() {
        let missing = FontCoverage.missingGlyphs()
        #expect(missing.isEmpty, "\(missing.map(\.description).joined(separator: "\n"))")
    }

    @Test func theCheckedTextsIncludeEveryLocalesMonthsAndThePagesOwnText() {
        let texts = Dictionary(FontCoverage.texts().map { ($0.source, $0.strings) }, uniquingKeysWith: +)
        #expect(texts["ja_JP"]?.contains("2026年") == true)
        #expect(texts["ru_RU"]?.contains("ноябрь") == true)
        #expect(texts["ar_EG"]?.contains { $0.unicodeScalars.contains { (0x0660...0x0669).contains($0.value) } } == true)
        #expect(texts["date-picker"]?.isEmpty == false)
    }

    @Test func aMissingCharacterIsTracedToThePackageThatHasIt() {
        #expect(FontCoverage.package(for: "年") == "fonts-noto-cjk")
        #expect(FontCoverage.package(for: "ア") == "fonts-noto-cjk")
        #expect(FontCoverage.package(for: "ж") == "fonts-dejavu-core")
        #expect(FontCoverage.package(for: "ن") == "fonts-dejavu-core")
        #expect(FontCoverage.package(for: "ก") == nil)  // Thai: no package of ours has it
    }
}
