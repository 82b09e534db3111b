import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// `setNeedsDisplay(_:)` and `invalidRect`: what a host that keeps its pixels draws again.
@MainActor
@Suite struct InvalidRectTests {
    /// A control that notes the part it was asked to draw, and a host that counts requests.
    final class Probe: Control, ControlHost {
        var drawnParts: [CGRect] = []
        var requests = 0
        override func draw(in canvas: DrawingCanvas) { drawnParts.append(invalidRect) }
        func controlNeedsDisplay(_ control: Control) { requests += 1 }
        func controlNeedsLayout(_ control: Control) {}
    }

    func makeProbe() -> Probe {
        let probe = Probe(bounds: CGRect(x: 0, y: 0, width: 100, height: 50))
        probe.host = probe
        _ = DisplayList.record { probe.render(in: $0) }  // everything is stale at first
        probe.requests = 0
        return probe
    }

    @Test func marksAddUpToTheirUnionAndARenderClearsThem() {
        let probe = makeProbe()
        #expect(!probe.needsDisplay && probe.invalidRect.isNull)
        probe.setNeedsDisplay(CGRect(x: 10, y: 10, width: 2, height: 2))
        #expect(probe.needsDisplay && probe.invalidRect == CGRect(x: 10, y: 10, width: 2, height: 2))
        probe.setNeedsDisplay(CGRect(x: 40, y: 20, width: 2, height: 2))
        #expect(probe.invalidRect == CGRect(x: 10, y: 10, width: 32, height: 12))
        #expect(probe.requests == 2)
        _ = DisplayList.record { probe.render(in: $0, rect: probe.invalidRect) }
        #expect(probe.drawnParts.last == CGRect(x: 10, y: 10, width: 32, height: 12))
        #expect(!probe.needsDisplay && probe.invalidRect.isNull)
    }

    @Test func aWholeMarkStaysWholeUntilDrawn() {
        let probe = makeProbe()
        probe.setNeedsDisplay()
        probe.setNeedsDisplay(CGRect(x: 1, y: 1, width: 1, height: 1))
        #expect(probe.invalidRect == probe.bounds)
        _ = DisplayList.record { probe.render(in: $0) }
        #expect(probe.drawnParts.last == probe.bounds)  // a whole render draws the bounds
        probe.setNeedsDisplay(CGRect(x: 1, y: 1, width: 1, height: 1))
        #expect(probe.invalidRect == CGRect(x: 1, y: 1, width: 1, height: 1))
    }

    @Test func badRectanglesMarkEverythingOrNothingNeverAHalfState() {
        let probe = makeProbe()
        for bad in [
            CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1),
            CGRect(x: -1e308, y: 0, width: 1e308 * 10, height: 1),
        ] {
            probe.setNeedsDisplay(bad)
            #expect(probe.invalidRect == probe.bounds, "\(bad)")
            _ = DisplayList.record { probe.render(in: $0) }
        }
        // Outside the bounds, or empty: nothing to draw and no request.
        for outside in [
            CGRect(x: 200, y: 0, width: 5, height: 5), CGRect(x: 10, y: 10, width: 0, height: 0), CGRect.null,
            CGRect(x: 100, y: 0, width: 5, height: 50),  // touching the right edge
        ] {
            probe.setNeedsDisplay(outside)
            #expect(!probe.needsDisplay && probe.invalidRect.isNull, "\(outside)")
        }
        #expect(probe.requests == 3)
        // A negative size: the standardized rectangle.
        probe.setNeedsDisplay(CGRect(x: 10, y: 20, width: -5, height: -10))
        #expect(probe.invalidRect == CGRect(x: 5, y: 10, width: 5, height: 10))
        _ = DisplayList.record { probe.render(in: $0) }
        // Partly outside: the part inside.
        probe.setNeedsDisplay(CGRect(x: 90, y: 40, width: 1e300, height: 5))
        #expect(probe.invalidRect == CGRect(x: 90, y: 40, width: 10, height: 5))
        // Tiny and huge magnitudes inside the bounds are kept as given.
        probe.setNeedsDisplay(CGRect(x: 1e-300, y: 1e-300, width: 1e-300, height: 1e-300))
        #expect(probe.invalidRect.minX == 1e-300 && probe.invalidRect.maxX == 100)
    }

    @Test func aMarkMadeWhileDrawingWaitsForTheNextFrame() {
        final class Marker: Control {
            override func draw(in canvas: DrawingCanvas) { setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5)) }
        }
        let marker = Marker(bounds: CGRect(x: 0, y: 0, width: 20, height: 20))
        _ = DisplayList.record { marker.render(in: $0) }
        #expect(marker.needsDisplay)
        // While drawing it read the part being drawn; after, the mark it made.
        #expect(marker.invalidRect == CGRect(x: 0, y: 0, width: 5, height: 5))
    }
}
