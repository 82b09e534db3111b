import ControlKit
import ControlKitCairo
import Foundation
import Testing

/// When reference images are written.
public enum SnapshotRecordMode: Sendable {
    /// Write a reference only when it is missing (and fail the test, saying so).
    case missing
    /// Write every reference again (and fail, so a recording run is never mistaken for a pass).
    case all

    /// `.all` when the environment has `RECORD_SNAPSHOTS=1`, otherwise `.missing`.
    public static var fromEnvironment: SnapshotRecordMode {
        ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" ? .all : .missing
    }
}

/// Renders a control with cairo at a size and scale, onto an opaque background.
///
/// The control gets `bounds` of `size`, a pango text measurer, and is laid out first.
@MainActor
public func renderSnapshot(of control: Control, size: CGSize, scale: CGFloat = 2, background: DrawingColor? = .white) -> CairoBitmap {
    control.textMeasurer = PangoTextMeasurer()
    control.bounds = CGRect(origin: .zero, size: size)
    return CairoBitmap.render(size: size, scale: scale, background: background) { canvas in
        control.render(in: canvas)
    }
}

/// Compares a rendering with its reference PNG, recording it when asked or missing.
///
/// The reference lives at `__Snapshots__/<TestFile>/<test>.<variant>.png` next to the
/// test file. On a mismatch the actual image and a difference image are written to
/// `$SNAPSHOT_ARTIFACTS` (default: `<tmp>/controlkit-snapshot-artifacts`) and the message
/// says where.
///
/// - Returns: nil when it matches, otherwise a message for the failure.
public func verifySnapshot(
    _ bitmap: CairoBitmap, named variant: String, testFile: String, testName: String,
    tolerance: SnapshotTolerance = .standard, record: SnapshotRecordMode = .fromEnvironment
) -> String? {
    let fileURL = URL(fileURLWithPath: testFile)
    let fileStem = fileURL.deletingPathExtension().lastPathComponent
    let test = testName.replacingOccurrences(of: "()", with: "")
    let name = variant.isEmpty ? "\(test).png" : "\(test).\(variant).png"
    let directory = fileURL.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(fileStem)
    let referenceURL = directory.appendingPathComponent(name)
    let fm = FileManager.default

    let exists = fm.fileExists(atPath: referenceURL.path)
    if record == .all || !exists {
        do {
            try fm.createDirectory(at: directory, withIntermediateDirectories: true)
            try bitmap.writePNG(to: referenceURL)
        } catch {
            return "Could not record the reference \(referenceURL.path): \(error)"
        }
        return exists
            ? "Recorded the reference again (RECORD_SNAPSHOTS=1): \(referenceURL.path). Look at it, then run without RECORD_SNAPSHOTS."
            : "No reference existed; recorded \(referenceURL.path). Look at it before committing, then run the test again."
    }

    let reference: CairoBitmap
    do {
        reference = try CairoBitmap(pngData: Data(contentsOf: referenceURL))
    } catch {
        return "Could not read the reference \(referenceURL.path): \(error)"
    }
    let comparison = SnapshotComparison.compare(bitmap, reference, tolerance: tolerance)
    if comparison.matches { return nil }

    let artifactsRoot =
        ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
        ?? fm.temporaryDirectory.appendingPathComponent("controlkit-snapshot-artifacts")
    let artifacts = artifactsRoot.appendingPathComponent(fileStem)
    let stem = (name as NSString).deletingPathExtension
    let actualURL = artifacts.appendingPathComponent("\(stem).actual.png")
    let diffURL = artifacts.appendingPathComponent("\(stem).diff.png")
    try? fm.createDirectory(at: artifacts, withIntermediateDirectories: true)
    try? bitmap.writePNG(to: actualURL)
    try? SnapshotComparison.differenceImage(bitmap, reference, tolerance: tolerance).writePNG(to: diffURL)
    let what =
        comparison.sizesMatch
        ? "\(comparison.differingPixels) of \(comparison.totalPixels) pixels differ (largest channel difference \(comparison.largestDifference)/255)"
        : "sizes differ: \(bitmap.pixelWidth)×\(bitmap.pixelHeight) vs reference \(reference.pixelWidth)×\(reference.pixelHeight)"
    return
        "Snapshot \(name) does not match: \(what).\n  reference: \(referenceURL.path)\n  actual:    \(actualURL.path)\n  diff:      \(diffURL.path)"
}

/// Asserts that a control renders as its reference image (see ``verifySnapshot(_:named:testFile:testName:tolerance:record:)``).
///
/// ```swift
/// @Test func lowerThumbHighlighted() {
///     let slider = RangeSlider()
///     assertSnapshot(of: slider, size: CGSize(width: 300, height: 44), named: "classic")
/// }
/// ```
@MainActor
public func assertSnapshot(
    of control: Control, size: CGSize, scale: CGFloat = 2, named variant: String = "",
    background: DrawingColor? = .white, tolerance: SnapshotTolerance = .standard,
    filePath: String = #filePath, testName: String = #function, sourceLocation: SourceLocation = #_sourceLocation
) {
    let bitmap = renderSnapshot(of: control, size: size, scale: scale, background: background)
    if let failure = verifySnapshot(bitmap, named: variant, testFile: filePath, testName: testName, tolerance: tolerance) {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}

/// Asserts that a drawing renders as its reference image.
@MainActor
public func assertSnapshot(
    size: CGSize, scale: CGFloat = 2, named variant: String = "", background: DrawingColor? = .white,
    tolerance: SnapshotTolerance = .standard, filePath: String = #filePath, testName: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation, draw: (DrawingCanvas) -> Void
) {
    let bitmap = CairoBitmap.render(size: size, scale: scale, background: background) { draw($0) }
    if let failure = verifySnapshot(bitmap, named: variant, testFile: filePath, testName: testName, tolerance: tolerance) {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}
