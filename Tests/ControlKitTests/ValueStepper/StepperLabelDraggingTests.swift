import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// ``ValueStepper/allowsValueLabelDragging``: GMStepper's sliding label.
@MainActor
@Suite struct StepperLabelDraggingTests {
    /// A 180 × 32 stepper with its label shown and draggable: − is x 0…44, the label
    /// 44…136, + 136…180.
    func makeLabelled(_ configure: (ValueStepper) -> Void = { _ in }) -> (ValueStepper, Finger, EventLog) {
        makeStepper {
            $0.bounds = CGRect(x: 0, y: 0, width: 180, height: 32)
            $0.showsValueLabel = true
            $0.allowsValueLabelDragging = true
            $0.value = 5
            configure($0)
        }
    }
    let middle = CGPoint(x: 90, y: 16)
    let reach = ValueStepper.valueLabelSlideDistance

    @Test func theLabelFollowsTheFingerThenStepsAtTheEdgeAndSlidesBack() {
        let (stepper, finger, log) = makeLabelled()
        #expect(stepper.labelRect == CGRect(x: 44, y: 0, width: 92, height: 32))
        finger.down(at: middle)
        #expect(stepper.value == 5 && stepper.pressedButton == nil)  // no step on touching the label
        finger.move(by: 6, 0)
        #expect(stepper.valueLabelOffset == 6 && stepper.value == 5)
        finger.move(by: 10, 0)
        #expect(stepper.valueLabelOffset == reach)  // kept at the edge
        #expect(stepper.value == 6 && stepper.pressedButton == .increment)
        #expect(stepper.state(of: .increment) == .highlighted)
        finger.move(by: 30, 120)  // anywhere, off the control too: still at the edge, no second step
        #expect(stepper.value == 6 && stepper.valueLabelOffset == reach)
        finger.up()
        #expect(stepper.pressedButton == nil)
        #expect(stepper.valueLabelOffset == reach)  // slides back over 0.2 s
        finger.wait(0.1)
        #expect(stepper.valueLabelOffset > 0 && stepper.valueLabelOffset < reach)
        finger.wait(0.15)
        #expect(stepper.valueLabelOffset == 0 && finger.clock.isIdle)
        #expect(log.events.first == .touchDown && log.count(of: .valueChanged) == 1)
        #expect(log.events.last == .touchUpOutside)
    }

    @Test func heldAtTheEdgeItRepeatsOnTheButtonsTimelineAndStopsOffIt() {
        let (stepper, finger, _) = makeLabelled()
        var times: [TimeInterval] = []
        stepper.addAction(for: .valueChanged) { [clock = finger.clock] _ in times.append(clock.now) }
        finger.down(at: middle)
        finger.move(by: -reach, 0)  // to the − side
        let start = finger.clock.now
        #expect(stepper.value == 4 && stepper.pressedButton == .decrement)
        finger.wait(1.05)
        #expect(stepper.value == 2)  // repeats at 0.5 and 1.0 s
        #expect(times.map { (($0 - start) * 100).rounded() / 100 } == [0, 0.5, 1])
        finger.move(by: 4, 0)  // off the edge
        #expect(stepper.pressedButton == nil)
        finger.wait(2)
        #expect(stepper.value == 2 && finger.clock.isIdle)
        finger.move(by: -4, 0)  // back on it: steps again at once
        #expect(stepper.value == 1)
        finger.up()
    }

    /// Off the edge and back within a repeat's wait: the new touch of the edge starts a new
    /// timeline, and the old one's repeat never comes.
    @Test func aQuickReturnToTheEdgeRestartsTheTimeline() {
        let (stepper, finger, _) = makeLabelled { $0.value = 50 }
        finger.down(at: middle)
        finger.move(by: reach, 0)
        #expect(stepper.value == 51)
        finger.move(by: -3, 0, after: 0.3)
        finger.move(by: 3, 0, after: 0.1)  // back at 0.4 s
        #expect(stepper.value == 52)
        finger.wait(0.45)  // 0.85 s: the old timeline's 0.5 s repeat must not have come
        #expect(stepper.value == 52)
        finger.wait(0.1)  // 0.95 s: the new timeline's first repeat (0.4 + 0.5)
        #expect(stepper.value == 53)
        finger.up()
    }

    @Test func rightToLeftSlidesLeftToIncrement() {
        let (stepper, finger, _) = makeLabelled { $0.layoutDirection = .rightToLeft }
        finger.down(at: middle)
        finger.move(by: -reach, 0)
        #expect(stepper.value == 6 && stepper.pressedButton == .increment)
        finger.move(by: 2 * reach, 0)  // across to the other edge
        #expect(stepper.value == 5 && stepper.pressedButton == .decrement)
        finger.up()
    }

    @Test func atALimitTheEdgeDoesNothing() {
        let (stepper, finger, log) = makeLabelled { $0.value = 100 }
        finger.down(at: middle)
        finger.move(by: reach, 0)
        #expect(stepper.value == 100 && stepper.pressedButton == nil)
        finger.wait(1)
        finger.up()
        #expect(log.count(of: .valueChanged) == 0)
    }

    @Test func notContinuousTellsOnceAtRelease() {
        let (stepper, finger, log) = makeLabelled { $0.isContinuous = false }
        finger.down(at: middle)
        finger.move(by: reach, 0)
        finger.wait(1.05)
        #expect(stepper.value == 8 && log.count(of: .valueChanged) == 0)
        finger.up()
        #expect(log.count(of: .valueChanged) == 1)
    }

    @Test func aTapOnTheLabelStillTypesAValueAndADragDoesNot() {
        let (stepper, finger, _) = makeLabelled { $0.allowsValueTextEntry = true }
        finger.down(at: middle)
        finger.move(by: 2, 0)  // within the tap's slop
        finger.up()
        #expect(stepper.isEditingValueText && stepper.value == 5)
        stepper.cancelValueTextEditing()
        finger.down(at: middle)
        finger.move(by: 5, 0)
        finger.move(by: -5, 0)  // back where it began, but it was a drag
        finger.up()
        #expect(!stepper.isEditingValueText && stepper.value == 5)
    }

    @Test func offByDefaultAndWithoutALabelTheLabelDoesNotMove() {
        let (plain, finger, log) = makeLabelled { $0.allowsValueLabelDragging = false }
        finger.down(at: middle)
        finger.move(by: reach + 5, 0)
        finger.up()
        #expect(plain.value == 5 && plain.valueLabelOffset == 0 && log.count(of: .valueChanged) == 0)
        #expect(!ValueStepper().allowsValueLabelDragging)
    }

    @Test func aHandlerThatDisablesTheStepperEndsTheDrag() {
        let (stepper, finger, _) = makeLabelled()
        stepper.addAction(for: .valueChanged) { $0.isEnabled = false }
        finger.down(at: middle)
        finger.move(by: reach, 0)
        #expect(stepper.value == 6 && stepper.pressedButton == nil && !stepper.isTracking)
        finger.wait(1)
        #expect(stepper.value == 6)  // nothing repeats
        finger.up()
        finger.wait(0.3)
        #expect(stepper.valueLabelOffset == 0)
    }

    @Test func switchingItOffOrHidingTheLabelMidDragEndsIt() {
        let (stepper, finger, _) = makeLabelled { $0.reduceMotion = true }
        finger.down(at: middle)
        finger.move(by: reach, 0)
        stepper.allowsValueLabelDragging = false
        #expect(stepper.pressedButton == nil && stepper.valueLabelOffset == 0)  // Reduce Motion: back at once
        finger.wait(1)
        #expect(stepper.value == 6)
        finger.up()
        let (hidden, second, _) = makeLabelled()
        second.down(at: middle)
        second.move(by: reach, 0)
        hidden.showsValueLabel = false
        second.wait(1)
        #expect(hidden.value == 6 && hidden.pressedButton == nil)
        second.up()
    }

    @Test func aTouchDuringTheSlideBackPicksTheLabelUpWhereItIs() {
        let (stepper, finger, _) = makeLabelled()
        finger.down(at: middle)
        finger.move(by: reach, 0)
        finger.up()
        finger.wait(0.1)
        let shown = stepper.valueLabelOffset
        #expect(shown > 0 && shown < reach)
        finger.down(at: middle)
        #expect(stepper.valueLabelOffset == shown)  // no jump
        finger.move(by: 1, 0)
        #expect(abs(stepper.valueLabelOffset - (shown + 1)) < 1e-9)
        finger.up()
    }

    @Test func aScrollViewKeepsTheLabelsSidewaysDragsAndScrollsTheRest() {
        let (stepper, _, _) = makeLabelled()
        #expect(stepper.keepsDrag(from: middle, translation: CGSize(width: 12, height: 2)))
        #expect(!stepper.keepsDrag(from: middle, translation: CGSize(width: 2, height: 12)))
        #expect(!stepper.keepsDrag(from: CGPoint(x: 160, y: 16), translation: CGSize(width: 12, height: 0)))  // on +
        stepper.allowsValueTextEntry = true
        stepper.beginValueTextEditing()  // typing a value: the label is a text field, not a handle
        #expect(!stepper.keepsDrag(from: middle, translation: CGSize(width: 12, height: 2)))
        stepper.cancelValueTextEditing()
        stepper.allowsValueLabelDragging = false
        #expect(!stepper.keepsDrag(from: middle, translation: CGSize(width: 12, height: 0)))

        let (inForm, _, log) = makeLabelled()
        let form = ScrollContainer(around: inForm)
        let finger = Finger(on: inForm, in: form)
        finger.down(at: middle)
        finger.move(by: 12, 0, after: 0.01)  // a quick sideways swipe: asked while held
        finger.move(by: 4, 0, after: 0.02)
        finger.up()
        #expect(form.contentOffset == .zero && inForm.value == 6 && log.count(of: .valueChanged) == 1)
        let (scrolled, _, quiet) = makeLabelled()
        let page = ScrollContainer(around: scrolled)
        let swipe = Finger(on: scrolled, in: page)
        swipe.down(at: middle)
        swipe.move(by: 1, 12, after: 0.02)
        swipe.move(by: 0, 40, after: 0.05)
        swipe.up()
        #expect(page.isScrolling || page.contentOffset.y != 0)
        #expect(scrolled.value == 5 && quiet.events.isEmpty)
    }

    @Test func nonFiniteMovesLeaveTheLabelWhereItIs() {
        let (stepper, finger, _) = makeLabelled()
        finger.down(at: middle)
        finger.move(by: 4, 0)
        finger.move(to: CGPoint(x: CGFloat.nan, y: 16))
        #expect(stepper.valueLabelOffset == 4 && stepper.value == 5)
        finger.up(at: middle)
    }
}
