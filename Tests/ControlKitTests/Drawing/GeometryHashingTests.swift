import ControlKit
import Foundation
import Testing

/// Types that hold CoreGraphics geometry hash it themselves (Apple's `CGPoint`, `CGSize` and
/// `CGRect` are not `Hashable`): equal values hash alike, and a value that differs only in
/// one coordinate hashes differently, so a coordinate left out of a `hash(into:)` shows.
@MainActor
struct GeometryHashingTests {
    /// Each base value, then the same value with one coordinate changed.
    func expectHashesFollowEveryCoordinate<T: Hashable>(_ base: T, _ variants: [T], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(base.hashValue == base.hashValue, sourceLocation: sourceLocation)
        for (index, variant) in variants.enumerated() {
            #expect(variant != base, "variant \(index) equals the base", sourceLocation: sourceLocation)
            #expect(variant.hashValue != base.hashValue, "variant \(index) hashes like the base", sourceLocation: sourceLocation)
        }
        #expect(Set([base] + variants + [base]).count == variants.count + 1, sourceLocation: sourceLocation)
    }

    @Test func paintsHashTheirPointsAndRadius() {
        let gradient = DrawingGradient(colors: [.white, .black])
        let linear = Paint.linearGradient(gradient, start: CGPoint(x: 1, y: 2), end: CGPoint(x: 3, y: 4))
        expectHashesFollowEveryCoordinate(
            linear,
            [
                .linearGradient(gradient, start: CGPoint(x: 1.5, y: 2), end: CGPoint(x: 3, y: 4)),
                .linearGradient(gradient, start: CGPoint(x: 1, y: 2.5), end: CGPoint(x: 3, y: 4)),
                .linearGradient(gradient, start: CGPoint(x: 1, y: 2), end: CGPoint(x: 3.5, y: 4)),
                .linearGradient(gradient, start: CGPoint(x: 1, y: 2), end: CGPoint(x: 3, y: 4.5)),
                .radialGradient(gradient, center: CGPoint(x: 1, y: 2), radius: 3),
                .color(.white),
            ])
        let radial = Paint.radialGradient(gradient, center: CGPoint(x: 1, y: 2), radius: 3)
        expectHashesFollowEveryCoordinate(
            radial,
            [
                .radialGradient(gradient, center: CGPoint(x: 0, y: 2), radius: 3),
                .radialGradient(gradient, center: CGPoint(x: 1, y: 0), radius: 3),
                .radialGradient(gradient, center: CGPoint(x: 1, y: 2), radius: 4),
            ])
    }

    @Test func shadowsHashTheirOffset() {
        let shadow = Shadow(offset: CGSize(width: 1, height: 2), blur: 3, color: .black)
        expectHashesFollowEveryCoordinate(
            shadow,
            [
                Shadow(offset: CGSize(width: 0, height: 2), blur: 3, color: .black),
                Shadow(offset: CGSize(width: 1, height: 0), blur: 3, color: .black),
                Shadow(offset: CGSize(width: 1, height: 2), blur: 4, color: .black),
            ])
    }

    @Test func pathsHashEveryPointOfEveryElement() {
        func path(_ move: CGPoint = CGPoint(x: 0, y: 0), quad: CGPoint = CGPoint(x: 5, y: 5), control: CGPoint = CGPoint(x: 6, y: 0))
            -> DrawingPath
        {
            var path = DrawingPath()
            path.move(to: move)
            path.addLine(to: CGPoint(x: 10, y: 0))
            path.addQuadCurve(to: quad, control: control)
            path.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 3, y: 9), control2: CGPoint(x: 1, y: 8))
            path.closeSubpath()
            return path
        }
        expectHashesFollowEveryCoordinate(
            path(),
            [
                path(CGPoint(x: 0.5, y: 0)), path(CGPoint(x: 0, y: 0.5)), path(quad: CGPoint(x: 5, y: 6)),
                path(control: CGPoint(x: 7, y: 0)), DrawingPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)),
            ])
    }

    @Test func touchesSlicesAndElementsHashTheirGeometry() {
        let touch = Touch(location: CGPoint(x: 1, y: 2), previousLocation: CGPoint(x: 3, y: 4), timestamp: 5, phase: .moved)
        expectHashesFollowEveryCoordinate(
            touch,
            [
                Touch(location: CGPoint(x: 0, y: 2), previousLocation: CGPoint(x: 3, y: 4), timestamp: 5, phase: .moved),
                Touch(location: CGPoint(x: 1, y: 0), previousLocation: CGPoint(x: 3, y: 4), timestamp: 5, phase: .moved),
                Touch(location: CGPoint(x: 1, y: 2), previousLocation: CGPoint(x: 0, y: 4), timestamp: 5, phase: .moved),
                Touch(location: CGPoint(x: 1, y: 2), previousLocation: CGPoint(x: 3, y: 0), timestamp: 5, phase: .moved),
            ])
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        let moved = [
            CGRect(x: 0, y: 2, width: 3, height: 4), CGRect(x: 1, y: 0, width: 3, height: 4),
            CGRect(x: 1, y: 2, width: 0, height: 4), CGRect(x: 1, y: 2, width: 3, height: 0),
        ]
        expectHashesFollowEveryCoordinate(
            ImageSlice(source: rect, destination: rect),
            moved.map { ImageSlice(source: $0, destination: rect) } + moved.map { ImageSlice(source: rect, destination: $0) })
        expectHashesFollowEveryCoordinate(
            AccessibilityElement(id: "lower", label: "Minimum", frame: rect),
            moved.map { AccessibilityElement(id: "lower", label: "Minimum", frame: $0) })
        expectHashesFollowEveryCoordinate(
            AxisLayout(rect: rect, orientation: .horizontal, direction: .leftToRight),
            moved.map { AxisLayout(rect: $0, orientation: .horizontal, direction: .leftToRight) }
                + [AxisLayout(rect: rect, orientation: .vertical, direction: .leftToRight)])
    }

    @Test func equalValuesHashAlikeAndMagnitudesFromTinyToHugeStayApart() {
        // 0 and -0 are equal coordinates, so their values must hash alike.
        let zero = Touch(location: CGPoint(x: 0, y: 0), timestamp: 1, phase: .began)
        let negativeZero = Touch(location: CGPoint(x: -0.0, y: -0.0), timestamp: 1, phase: .began)
        #expect(zero == negativeZero && zero.hashValue == negativeZero.hashValue)
        #expect(Set([zero, negativeZero]).count == 1)

        let magnitudes: [CGFloat] = [1e-300, 1e-12, 1, 1e12, 1e300, 1e308, .greatestFiniteMagnitude, -1e308]
        let shadows = magnitudes.map { Shadow(offset: CGSize(width: $0, height: 0), blur: 0, color: .black) }
        #expect(Set(shadows.map(\.hashValue)).count == magnitudes.count)
        let rects = magnitudes.map { ImageSlice(source: CGRect(x: 0, y: 0, width: $0, height: 1), destination: .zero) }
        #expect(Set(rects).count == magnitudes.count)

        // Non-finite coordinates hash without trapping; infinities are equal to themselves.
        var path = DrawingPath()
        path.move(to: CGPoint(x: CGFloat.infinity, y: -.infinity))
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 1))
        _ = path.hashValue
        let far = Paint.radialGradient(DrawingGradient(colors: [.white]), center: CGPoint(x: CGFloat.infinity, y: 0), radius: .infinity)
        #expect(far.hashValue == far.hashValue && Set([far, far]).count == 1)
    }

    @Test func valueLabelsHashWhereTheyAreDrawn() {
        let slider = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 320, height: 66))
        slider.showsValueLabels = true
        let before = slider.valueLabels
        slider.setValues(lower: 3, upper: 8)
        let after = slider.valueLabels
        #expect(before.count == 2 && after.count == 2)
        #expect(before[0].text != after[0].text || before[0].rect != after[0].rect)
        var moved = before[1]
        moved.rect.origin.x += 0.5
        expectHashesFollowEveryCoordinate(before[1], [moved])
    }
}
