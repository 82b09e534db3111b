import ControlKit
import ControlKitCairo
import ControlKitSnapshotTesting
import Foundation
import Testing

/// The snapshot comparer accepts what is the same and rejects a visible one-pixel change.
@MainActor
@Suite struct SnapshotComparerTests {
    func card() -> CairoBitmap {
        CairoBitmap.render(size: CGSize(width: 40, height: 20), scale: 2, background: .white) { canvas in
            canvas.fill(DrawingPath(roundedRect: CGRect(x: 4, y: 4, width: 32, height: 12), cornerRadius: 6), with: .color(.systemBlue))
        }
    }

    func changingOnePixel(of bitmap: CairoBitmap, x: Int, y: Int, by delta: Int) -> CairoBitmap {
        var px = bitmap.rgbaPixels()
        let i = (y * bitmap.pixelWidth + x) * 4
        px[i] = UInt8(clamping: Int(px[i]) + delta)
        return CairoBitmap(rgbaPixels: px, pixelWidth: bitmap.pixelWidth, pixelHeight: bitmap.pixelHeight)
    }

    @Test func identicalImagesMatch() {
        let result = SnapshotComparison.compare(card(), card())
        #expect(result.matches && result.differingPixels == 0 && result.largestDifference == 0)
    }

    @Test func oneVisiblyChangedPixelIsRejected() {
        let reference = card()
        let changed = changingOnePixel(of: reference, x: 40, y: 20, by: 40)
        let result = SnapshotComparison.compare(changed, reference)
        #expect(!result.matches)
        #expect(result.differingPixels == 1)
        #expect(result.largestDifference == 40)
    }

    @Test func differenceWithinToleranceIsAccepted() {
        let reference = card()
        let noisy = changingOnePixel(of: reference, x: 10, y: 3, by: -3)
        #expect(SnapshotComparison.compare(noisy, reference).matches)
        #expect(!SnapshotComparison.compare(noisy, reference, tolerance: .exact).matches)
    }

    @Test func differingPixelShareCanBeAllowed() {
        let reference = card()
        let changed = changingOnePixel(of: reference, x: 40, y: 20, by: -100)
        let lenient = SnapshotTolerance(channelTolerance: 4, differingPixelFraction: 0.01)
        #expect(SnapshotComparison.compare(changed, reference, tolerance: lenient).matches)
    }

    @Test func differentSizesNeverMatch() {
        let small = CairoBitmap(pixelWidth: 10, pixelHeight: 10)
        let big = CairoBitmap(pixelWidth: 10, pixelHeight: 11)
        let result = SnapshotComparison.compare(small, big)
        #expect(!result.sizesMatch && !result.matches)
    }

    @Test func failureWritesActualAndDiffAndSaysWhere() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ck-snap-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let testFile = root.appendingPathComponent("Tests/FakeTests.swift").path

        // No reference yet: it is recorded and the check fails, saying so.
        let first = verifySnapshot(card(), named: "blue", testFile: testFile, testName: "pill()", record: .missing)
        let reference = root.appendingPathComponent("Tests/__Snapshots__/FakeTests/pill.blue.png")
        #expect(first?.contains("recorded") == true)
        #expect(FileManager.default.fileExists(atPath: reference.path))

        // Same image: passes.
        #expect(verifySnapshot(card(), named: "blue", testFile: testFile, testName: "pill()", record: .missing) == nil)

        // One pixel off: fails, writing the actual and a diff image.
        setenv("SNAPSHOT_ARTIFACTS", root.appendingPathComponent("artifacts").path, 1)
        defer { unsetenv("SNAPSHOT_ARTIFACTS") }
        let changed = changingOnePixel(of: card(), x: 40, y: 20, by: 60)
        let failure = try #require(verifySnapshot(changed, named: "blue", testFile: testFile, testName: "pill()", record: .missing))
        #expect(failure.contains("1 of 3200 pixels differ"))
        let actual = root.appendingPathComponent("artifacts/FakeTests/pill.blue.actual.png")
        let diff = root.appendingPathComponent("artifacts/FakeTests/pill.blue.diff.png")
        #expect(failure.contains(actual.path) && failure.contains(diff.path))
        let diffImage = try CairoBitmap(pngData: Data(contentsOf: diff))
        let px = diffImage.rgbaPixels()
        let i = (20 * 80 + 40) * 4
        #expect(px[i] == 255 && px[i + 1] == 0)  // the changed pixel is magenta
        #expect(px[0] == px[1] && px[1] == px[2])  // the rest is grey
    }

    @Test func recordAllRewritesAndFails() {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ck-snap-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let testFile = root.appendingPathComponent("T.swift").path
        _ = verifySnapshot(card(), named: "", testFile: testFile, testName: "x()", record: .missing)
        let again = verifySnapshot(card(), named: "", testFile: testFile, testName: "x()", record: .all)
        #expect(again?.contains("RECORD_SNAPSHOTS") == true)
    }
}
