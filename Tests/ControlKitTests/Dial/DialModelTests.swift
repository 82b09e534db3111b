import ControlKit
import Foundation
import Testing

@Suite struct DialModelTests {
    let center = CGPoint(x: 100, y: 100)

    @Test func anglesInEveryQuadrantRunClockwiseFromTwelve() {
        func angle(_ x: CGFloat, _ y: CGFloat) -> Double { DialModel.angle(of: CGPoint(x: x, y: y), around: center) }
        #expect(abs(angle(100, 0)) < 1e-12)  // 12 o'clock
        #expect(abs(angle(200, 100) - .pi / 2) < 1e-12)  // 3 o'clock
        #expect(abs(abs(angle(100, 200)) - .pi) < 1e-12)  // 6 o'clock
        #expect(abs(angle(0, 100) + .pi / 2) < 1e-12)  // 9 o'clock
        #expect(abs(angle(200, 0) - .pi / 4) < 1e-12)  // upper right
        #expect(abs(angle(200, 200) - 3 * .pi / 4) < 1e-12)  // lower right
        #expect(abs(angle(0, 200) + 3 * .pi / 4) < 1e-12)  // lower left
        #expect(abs(angle(0, 0) + .pi / 4) < 1e-12)  // upper left
    }

    @Test func signedAngleTakesTheShortWayAcrossTheWrap() {
        #expect(abs(DialModel.signedAngle(from: 3.1, to: -3.1) - (2 * .pi - 6.2)) < 1e-12)  // across ±π, clockwise
        #expect(abs(DialModel.signedAngle(from: -3.1, to: 3.1) + (2 * .pi - 6.2)) < 1e-12)
        #expect(abs(DialModel.signedAngle(from: 0.2, to: 0.5) - 0.3) < 1e-12)
        #expect(DialModel.signedAngle(from: .nan, to: 1) == 0 && DialModel.signedAngle(from: 1, to: .infinity) == 0)
    }

    @Test func selectionRoundsAndWrapsAroundTheDial() {
        var m = DialModel(numberOfItems: 12)
        m.position = 2.6
        #expect(m.selectedIndex == 3)
        m.position = -0.6
        #expect(m.selectedIndex == 11)
        m.position = 25.2
        #expect(m.selectedIndex == 1)
        #expect(m.nearestStop(to: 14.4) == 14)
        m.position = 11
        #expect(m.position(showing: 0) == 12)  // the short way: forward one item
        #expect(m.position(showing: 9) == 9)
        m.position = .nan
        #expect(m.position == 11)
    }

    @Test func limitsStopAtTheFirstAndLastItem() {
        var m = DialModel(numberOfItems: 12, wraps: false)
        m.position = 15
        #expect(m.position == 11)
        m.position = -3
        #expect(m.position == 0 && m.nearestStop(to: -7) == 0 && m.nearestStop(to: 40) == 11)
        #expect(m.position(showing: 30) == 11)
    }

    @Test func noItemsIsFine() {
        var m = DialModel(numberOfItems: 0)
        #expect(m.selectedIndex == -1 && m.itemAngle == 0)
        m.numberOfItems = -5
        #expect(m.numberOfItems == 0 && m.position(showing: 3) == 0)
    }

    @Test func labelStrideBoundsTheLabelsDrawn() {
        let few = DialModel(numberOfItems: 12), many = DialModel(numberOfItems: 1_000)
        #expect(few.labelStride(radius: 80, spacing: 27) == 1)
        let stride = many.labelStride(radius: 80, spacing: 27)
        #expect(1_000 / stride <= Int(2 * Double.pi * 80 / 27) + 1)  // at most what fits on the circle
        #expect(many.labelStride(radius: 0, spacing: 27, interval: 5) == 5)
    }
}
