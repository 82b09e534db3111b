import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// A stepper that reports steps (SwiftUI's `Stepper` shape): each tap or repeat is one
/// report, the stepper rests at 0, and a closed way disables its button.
@MainActor
@Suite struct StepsTests {
    /// A stepper reporting into `count`, kept between `range` as SwiftUI's value forms do.
    @MainActor
    final class Counter {
        var count: Int
        let range: ClosedRange<Int>
        let stepper = ValueStepper(bounds: CGRect(x: 0, y: 0, width: 94, height: 32))
        var reports: [ValueStepper.Segment] = []

        init(_ count: Int, in range: ClosedRange<Int>) {
            self.count = count
            self.range = range
            stepper.observeSteps { [unowned self] _, segment in
                self.reports.append(segment)
                self.count += segment == .increment ? 1 : -1
                self.update()  // what SwiftUI's re-render does after the binding changes
            }
            update()
        }

        func update() {
            ValueStepper.StepsConfiguration(canIncrement: count < range.upperBound, canDecrement: count > range.lowerBound)
                .apply(to: stepper)
        }
    }

    @Test func eachTapIsOneReportAndTheStepperRestsAtZero() {
        let counter = Counter(5, in: 0...10)
        let finger = Finger(on: counter.stepper)
        finger.tap(at: counter.stepper.rect(for: .increment).center)
        finger.tap(at: counter.stepper.rect(for: .increment).center)
        finger.tap(at: counter.stepper.rect(for: .decrement).center)
        #expect(counter.reports == [.increment, .increment, .decrement])
        #expect(counter.count == 6 && counter.stepper.value == 0)
    }

    @Test func aHeldButtonRepeatsUntilTheWayClosesAtTheLimit() {
        // Starts away from the limit it checks: three steps below it.
        let counter = Counter(7, in: 0...10)
        let finger = Finger(on: counter.stepper)
        finger.hold(at: counter.stepper.rect(for: .increment).center, for: 10)
        #expect(counter.count == 10, "repeated up to the limit and stopped there")
        #expect(counter.reports == [.increment, .increment, .increment])
        #expect(counter.stepper.state(of: .increment) == .disabled)
        #expect(counter.stepper.state(of: .decrement) == .normal)
    }

    @Test func aHandlerThatDisablesTheStepperStopsTheRepeat() {
        let stepper = ValueStepper(bounds: CGRect(x: 0, y: 0, width: 94, height: 32))
        ValueStepper.StepsConfiguration(canIncrement: true, canDecrement: true).apply(to: stepper)
        var reports = 0
        stepper.observeSteps { stepper, _ in
            reports += 1
            if reports == 2 { stepper.isEnabled = false }
        }
        let finger = Finger(on: stepper)
        finger.hold(at: stepper.rect(for: .increment).center, for: 5)
        #expect(reports == 2 && stepper.value == 0)
    }

    @Test func aClosedWayDisablesItsButtonAndAStepperWithoutReportsStaysAtZero() {
        let stepper = ValueStepper(bounds: CGRect(x: 0, y: 0, width: 94, height: 32))
        ValueStepper.StepsConfiguration(canIncrement: false, canDecrement: false).apply(to: stepper)
        var reports = 0
        stepper.observeSteps { _, _ in reports += 1 }
        let finger = Finger(on: stepper)
        finger.tap(at: stepper.rect(for: .increment).center)
        finger.tap(at: stepper.rect(for: .decrement).center)
        #expect(reports == 0 && stepper.value == 0)
        #expect(stepper.state(of: .increment) == .disabled && stepper.state(of: .decrement) == .disabled)
    }
}
