import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// A control with two custom states from Boolean properties, and a look to style.
@MainActor
final class Lamp: Control {
    nonisolated static let on = Control.State(rawValue: 1 << 16)
    nonisolated static let broken = Control.State(rawValue: 1 << 17)
    nonisolated static let dark = Control.State(rawValue: 1 << 18)

    var isOn = false { didSet { stateFactorDidChange() } }
    var isBroken = false { didSet { stateFactorDidChange() } }
    var color = DrawingColor.black { didSet { colorWrites += 1 } }
    var label: String? = "idle"
    var colorWrites = 0

    override init(bounds: CGRect = .zero) {
        super.init(bounds: bounds)
        register(Lamp.on, forBoolKeyPath: \Lamp.isOn)
        register(Lamp.broken, forBoolKeyPath: \Lamp.isBroken)
        register(Lamp.dark, forBoolKeyPath: \Lamp.isOn, inverted: true)
    }
}

@MainActor
@Suite struct StateEngineTests {
    @Test func customStatesComeFromBooleanKeyPaths() {
        let lamp = Lamp()
        #expect(lamp.state == Lamp.dark)
        lamp.isOn = true
        #expect(lamp.state == Lamp.on)
        lamp.isBroken = true
        lamp.isFocused = true
        #expect(lamp.state == [Lamp.on, Lamp.broken, .focused])  // .focused is not lost
    }

    @Test func registeringOutsideTheApplicationRangeIsRefused() {
        let lamp = Lamp()
        #expect(!lamp.register(.selected, forBoolKeyPath: \Lamp.isOn))
        #expect(!lamp.register(Control.State(rawValue: 1 << 24), forBoolKeyPath: \Lamp.isOn))
        #expect(!lamp.register([], forBoolKeyPath: \Lamp.isOn))
        #expect(!Control().register(Lamp.on, forBoolKeyPath: \Lamp.isOn))  // not a Lamp
        #expect(lamp.state == Lamp.dark)
    }

    @Test func everyMatcherKindAgainstStates() {
        let s: Control.State = [.highlighted, .selected]
        #expect(StateMatcher.exactly([.highlighted, .selected]).matches(s))
        #expect(!StateMatcher.exactly(.highlighted).matches(s))
        #expect(StateMatcher.containing(all: .highlighted).matches(s))
        #expect(!StateMatcher.containing(all: [.highlighted, .disabled]).matches(s))
        #expect(StateMatcher.notContaining(all: [.highlighted, .disabled]).matches(s))
        #expect(!StateMatcher.notContaining(all: .selected).matches(s))
        #expect(StateMatcher.containing(any: [.disabled, .selected]).matches(s))
        #expect(!StateMatcher.containing(any: .disabled).matches(s))
        #expect(StateMatcher.containing(none: .disabled).matches(s))
        #expect(!StateMatcher.containing(none: [.disabled, .selected]).matches(s))
        #expect(StateMatcher.matching { $0.rawValue == 5 }.matches(s))
    }

    @Test func everyMatcherKindAgainstTheNormalState() {
        // As a matcher argument, .normal (empty) …
        #expect(StateMatcher.exactly(.normal).matches(.normal))
        #expect(!StateMatcher.exactly(.normal).matches(.selected))
        #expect(StateMatcher.containing(all: .normal).matches(.selected))  // always
        #expect(!StateMatcher.notContaining(all: .normal).matches(.normal))  // never
        #expect(!StateMatcher.containing(any: .normal).matches(.selected))  // never
        #expect(StateMatcher.containing(none: .normal).matches(.selected))  // always
        // … and as the current state.
        #expect(!StateMatcher.containing(all: .selected).matches(.normal))
        #expect(StateMatcher.notContaining(all: .selected).matches(.normal))
        #expect(!StateMatcher.containing(any: .selected).matches(.normal))
        #expect(StateMatcher.containing(none: .selected).matches(.normal))
    }

    @Test func defaultPrioritiesAreTheArticles() {
        #expect(StateMatcher.exactly(.selected).priority == 1000)
        #expect(StateMatcher.containing(all: .selected).priority == 999)
        #expect(StateMatcher.notContaining(all: .selected).priority == 750)
        #expect(StateMatcher.containing(any: .selected).priority == 500)
        #expect(StateMatcher.containing(none: .selected).priority == 500)
        #expect(StateMatcher.matching { _ in true }.priority == 250)
        #expect(StateMatcher.containing(any: .selected, priority: 2000).priority == 2000)
        #expect(StateMatcher.exactly(.selected).withPriority(1).priority == 1)
    }

    @Test func highestPriorityWinsAndTheDefaultIsRestored() {
        let lamp = Lamp()
        lamp.setValue(.systemRed, for: lamp, keyPath: \.color, when: .containing(any: [Lamp.on, Lamp.broken]))  // 500
        lamp.setValue(.systemGreen, for: lamp, keyPath: \.color, when: .containing(all: Lamp.on))  // 999
        lamp.setValue(.systemOrange, for: lamp, keyPath: \.color, when: .exactly([Lamp.on, Lamp.broken]))  // 1000
        #expect(lamp.color == .black)  // dark: nothing matches, the original value
        lamp.isOn = true
        #expect(lamp.color == .systemGreen)
        lamp.isBroken = true
        #expect(lamp.color == .systemOrange)
        lamp.isOn = false
        #expect(lamp.color == .systemRed)
        lamp.isBroken = false
        #expect(lamp.color == .black)
    }

    @Test func lowerPriorityNeverOverridesAHigherOneThatStillMatches() {
        let lamp = Lamp()
        lamp.isOn = true
        lamp.setValue(.systemGreen, for: lamp, keyPath: \.color, when: .containing(all: Lamp.on))
        lamp.setValue(.systemRed, for: lamp, keyPath: \.color, when: .matching { $0.contains(Lamp.on) })  // set later, lower
        #expect(lamp.color == .systemGreen)
    }

    @Test func tiesGoToTheValueSetLast() {
        let lamp = Lamp()
        lamp.isOn = true
        lamp.setValue(.systemRed, for: lamp, keyPath: \.color, when: .containing(any: Lamp.on))
        lamp.setValue(.systemBlue, for: lamp, keyPath: \.color, when: .containing(none: Lamp.broken))
        #expect(lamp.color == .systemBlue)
        lamp.setValue(.systemRed, for: lamp, keyPath: \.color, when: .containing(any: Lamp.on))  // set again: now latest
        #expect(lamp.color == .systemRed)
    }

    @Test func priorityCanBeOverridden() {
        let lamp = Lamp()
        lamp.isOn = true
        lamp.setValue(.systemGreen, for: lamp, keyPath: \.color, when: .exactly(Lamp.on))
        lamp.setValue(.systemRed, for: lamp, keyPath: \.color, when: .matching(priority: 5000) { _ in true })
        #expect(lamp.color == .systemRed)
    }

    @Test func removingAValueReResolves() {
        let lamp = Lamp()
        lamp.isOn = true
        lamp.setValue(.systemGreen, for: lamp, keyPath: \.color, when: .containing(all: Lamp.on))
        lamp.setValue(.systemRed, for: lamp, keyPath: \.color, when: .exactly(Lamp.on))
        #expect(lamp.color == .systemRed)
        lamp.removeValue(for: lamp, keyPath: \.color, when: .exactly(Lamp.on))
        #expect(lamp.color == .systemGreen)
        lamp.removeValues(for: lamp, keyPath: \.color)
        #expect(lamp.color == .black && lamp.stateBindingCount == 0)
    }

    @Test func normalStateAsAFallbackOverride() {
        let lamp = Lamp()
        lamp.setValue(.systemGray, for: lamp, keyPath: \.color, when: .containing(all: .normal))  // every state
        lamp.setValue(.systemGreen, for: lamp, keyPath: \.color, when: .exactly(Lamp.on))
        #expect(lamp.color == .systemGray)
        lamp.isOn = true
        #expect(lamp.color == .systemGreen)
        lamp.isSelected = true
        #expect(lamp.color == .systemGray)
    }

    @Test func optionalPropertiesTakeNil() {
        let lamp = Lamp()
        lamp.setValue(nil, for: lamp, keyPath: \.label, when: .containing(all: Lamp.on))
        lamp.setValue("broken", for: lamp, keyPath: \.label, when: .exactly([Lamp.on, Lamp.broken]))
        lamp.isOn = true
        #expect(lamp.label == nil)
        lamp.isBroken = true
        #expect(lamp.label == "broken")
        lamp.isOn = false
        #expect(lamp.label == "idle")
        #expect(lamp.value(for: lamp, keyPath: \.label, in: Lamp.on) == .some(nil))
    }

    @Test func valuesAreWrittenOnlyWhenTheWinnerChanges() {
        let lamp = Lamp()
        lamp.setValue(.systemGreen, for: lamp, keyPath: \.color, when: .containing(all: Lamp.on))
        let writes = lamp.colorWrites
        lamp.isOn = true
        lamp.isSelected = true  // still the same winner
        lamp.isSelected = false
        #expect(lamp.colorWrites == writes + 1)
    }

    @Test func oneControlDrivesAnother() {
        let pin = Lamp()
        let submit = Control()
        submit.isEnabled = false
        pin.setValue(true, for: submit, keyPath: \.isEnabled, when: .containing(all: [Lamp.on, Lamp.broken]))
        #expect(!submit.isEnabled)
        pin.isOn = true
        #expect(!submit.isEnabled)
        pin.isBroken = true
        #expect(submit.isEnabled)
        pin.isOn = false
        #expect(!submit.isEnabled)
    }

    @Test func bindingsToGoneTargetsAreDropped() {
        let lamp = Lamp()
        var other: Control? = Control()
        lamp.setValue(true, for: other!, keyPath: \.isSelected, when: .containing(all: Lamp.on))
        #expect(lamp.stateBindingCount == 1)
        other = nil
        lamp.isOn = true
        #expect(lamp.stateBindingCount == 0)
    }

    @Test func transitionAppliesOnceAtTheEnd() {
        let lamp = Lamp()
        lamp.setValue(.systemOrange, for: lamp, keyPath: \.color, when: .exactly([Lamp.on, Lamp.broken]))
        var changes: [(Control.State, Control.State)] = []
        lamp.observeState { _, old, new in changes.append((old, new)) }
        let writes = lamp.colorWrites
        lamp.performTransition {
            lamp.isOn = true
            lamp.isBroken = true
            #expect(lamp.color == .black)  // not yet
            #expect(changes.isEmpty)
        }
        #expect(lamp.color == .systemOrange)
        #expect(lamp.colorWrites == writes + 1)
        #expect(changes.map(\.0) == [Lamp.dark] && changes.map(\.1) == [[Lamp.on, Lamp.broken]])
    }

    @Test func nestedTransitionsApplyOnceAtTheOutermostEnd() {
        let lamp = Lamp()
        var count = 0
        lamp.observeState { _, _, _ in count += 1 }
        lamp.beginTransition()
        lamp.performTransition { lamp.isOn = true }
        #expect(count == 0 && lamp.isInTransition)
        lamp.isBroken = true
        lamp.commitTransition()
        #expect(count == 1 && !lamp.isInTransition)
    }

    @Test func eventsInsideATransitionArriveOnceEachInOrderAfterTheApply() {
        let lamp = Lamp()
        lamp.setValue(.systemGreen, for: lamp, keyPath: \.color, when: .containing(all: Lamp.on))
        var seen: [String] = []
        lamp.addAction(for: .valueChanged) { c in seen.append("value:\(c.color == .systemGreen)") }
        lamp.addAction(for: .editingChanged) { _ in seen.append("editing") }
        lamp.performTransition {
            lamp.isOn = true
            lamp.sendActions(for: .valueChanged)
            lamp.sendActions(for: .editingChanged)
            lamp.sendActions(for: .valueChanged)
            #expect(seen.isEmpty)
        }
        #expect(seen == ["value:true", "editing"])
    }

    @Test func transitionWithoutCommitDiscardsItsEvents() {
        let lamp = Lamp()
        let log = EventLog(lamp)
        var observed = 0
        lamp.observeState { _, _, _ in observed += 1 }
        lamp.setValue(.systemGreen, for: lamp, keyPath: \.color, when: .containing(all: Lamp.on))
        lamp.performTransition(commit: false) {
            lamp.isOn = true
            lamp.sendActions(for: .valueChanged)
        }
        #expect(log.events.isEmpty && observed == 0)
        #expect(lamp.color == .systemGreen)  // the look still follows the state
        lamp.beginTransition()
        lamp.performTransition(commit: false) { lamp.sendActions(for: .valueChanged) }  // inner discard
        lamp.sendActions(for: .editingChanged)
        lamp.commitTransition()
        #expect(log.events == [.editingChanged])
    }

    @Test func valueSetInsideATransitionWaitsForItsEnd() {
        let lamp = Lamp()
        lamp.isOn = true
        lamp.performTransition {
            lamp.setValue(.systemGreen, for: lamp, keyPath: \.color, when: .containing(all: Lamp.on))
            #expect(lamp.color == .black)
        }
        #expect(lamp.color == .systemGreen)
    }

    @Test func stateValuesFallBackLikeUIKit() {
        var values = StateValues(normal: "n")
        values[.highlighted] = "h"
        #expect(values.value(for: .highlighted) == "h")
        #expect(values.value(for: [.highlighted, .selected]) == "n")
        values[.normal] = "N"
        #expect(values.value(for: .selected) == "N")
        values[.highlighted] = nil
        #expect(values.value(for: .highlighted) == "N")
        values.set("any", when: .containing(any: .disabled))
        #expect(values.value(for: [.disabled, .selected]) == "any")
    }
}

@MainActor
@Suite struct StateEngineOnControlsTests {
    @Test func engineDrivesARangeSlidersColoursByState() {
        let slider = RangeSlider.outOfTen(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        slider.setValue(DrawingColor.systemOrange, for: slider, keyPath: \.tintColor, when: .containing(all: .highlighted))
        let finger = Finger(on: slider)
        #expect(slider.tintColor == .systemBlue)
        finger.down(at: slider.lowerThumbCenter)
        #expect(slider.tintColor == .systemOrange)
        let fills = DisplayList.record { slider.draw(in: $0) }.filledPaths.map(\.1)
        #expect(fills.contains(.color(.systemOrange)))
        finger.up()
        #expect(slider.tintColor == .systemBlue)
    }

    @Test func uikitStyleSettersAndTheEngineResolveAlike() {
        let slider = ValueSlider()
        let image = DrawingImage(size: CGSize(width: 10, height: 10)) { _ in }
        slider.setThumbImage(image, for: .highlighted)
        var table = StateValueTable<DrawingImage?>(fallback: nil)
        table.set(image, when: .exactly(.highlighted))
        for state: Control.State in [.normal, .highlighted, [.highlighted, .selected], .disabled] {
            slider.isHighlighted = state.contains(.highlighted)
            slider.isSelected = state.contains(.selected)
            slider.isEnabled = !state.contains(.disabled)
            #expect(slider.currentThumbImage == table.value(for: state))
        }
    }
}
