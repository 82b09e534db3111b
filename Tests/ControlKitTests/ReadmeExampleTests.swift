import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// The README's usage example, kept compiling and true.
@MainActor
@Suite struct ReadmeExampleTests {
    @Test func usageExampleWorks() {
        let price = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 320, height: 66))
        price.maximumValue = 1000
        price.stepValue = 50
        price.setValues(lower: 200, upper: 650)
        price.showsValueLabels = true
        price.valueFormatter = { "$\(Int($0))" }
        var printed: [String] = []
        price.addAction(for: .valueChanged) { price in
            printed.append("from \(price.lowerValue) to \(price.upperValue)")
        }
        let finger = Finger(on: price)
        let log = EventLog(price)
        finger.drag(from: price.upperThumbCenter, to: CGPoint(x: 300, y: 44))
        #expect(price.upperValue == 1000 && log.events.first == .touchDown)
        #expect(printed.last == "from 200.0 to 1000.0")
    }
}
