import Foundation

/// Touches: a drag moves one component's wheel, a release flings it onto a row, a tap on a
/// row above or below the centre scrolls to that row.
extension PickerView {
    /// A touch that moves less than this is a tap.
    public static let tapSlop: CGFloat = 4

    /// The component a touch at `location` would drag: one with rows, under the touch.
    func draggableComponent(at location: CGPoint) -> Int? {
        guard location.y >= bounds.minY, location.y <= bounds.maxY, let component = component(atX: location.x),
            wheels[component].model.numberOfRows > 0, wheelRadius > 0
        else { return nil }
        return component
    }

    /// Whether a touch at `location` would start dragging a wheel.
    func startsWheelDrag(at location: CGPoint) -> Bool { draggableComponent(at: location) != nil }

    func beginWheelDrag(_ touch: Touch) -> Bool {
        guard let component = draggableComponent(at: touch.location) else { return false }
        stopMotion(component)  // a touch catches a spinning wheel where it is
        trackedComponent = component
        dragStart = (touch.location.y, wheels[component].model.position, touch.timestamp, false)
        lastDragY = touch.location.y
        wheels[component].velocity.reset()
        wheels[component].velocity.add(position: wheels[component].model.position, time: touch.timestamp)
        wheels[component].ticked = wheels[component].model.selectedRow
        return true
    }

    func continueWheelDrag(_ touch: Touch) -> Bool {
        guard let component = trackedComponent, wheels.indices.contains(component), var start = dragStart else { return false }
        lastDragY = touch.location.y
        let dy = touch.location.y - start.y
        if abs(dy) > PickerView.tapSlop { start.moved = true }
        dragStart = start
        guard start.moved else { return true }
        userMove(component, to: start.position - Double(dy / rowHeight(forComponent: component)))
        wheels[component].velocity.add(position: wheels[component].model.position, time: touch.timestamp)
        return true
    }

    func endWheelDrag(_ touch: Touch?) {
        defer {
            trackedComponent = nil
            dragStart = nil
        }
        guard let component = trackedComponent, wheels.indices.contains(component) else { return }
        if let touch, let start = dragStart, !start.moved {
            // A tap: the row under the finger comes to the centre.
            let h = Double(rowHeight(forComponent: component)), r = Double(wheelRadius)
            let sine = min(max(Double(touch.location.y - bounds.midY) / r, -1), 1)
            let rows = asin(sine) * r / h
            let target = wheels[component].model.nearestStop(to: wheels[component].model.position + rows)
            let motion = Motion.spring(from: wheels[component].model.position, to: target, restTolerance: restTolerance(component))
            run(motion, component)
            return
        }
        let v = touch.map { wheels[component].velocity.velocity(at: $0.timestamp) } ?? 0
        settle(component, velocity: v)
    }

    /// Motion rests where it stops being visible: ``Motion/visibleDistance`` in rows.
    func restTolerance(_ component: Int) -> Double {
        Motion.restTolerance(forUnitLength: Double(rowHeight(forComponent: component)))
    }

    /// Flings (or snaps, without velocity) onto the row nearest the projected rest.
    func settle(_ component: Int, velocity v: Double) {
        let model = wheels[component].model
        let motion = Motion.snapping(
            from: model.position, velocity: v, rate: decelerationRate, restTolerance: restTolerance(component),
            toNearest: model.nearestStop)
        run(motion, component)
    }

    private func run(_ motion: Motion, _ component: Int) {
        wheels[component].isUserMotion = true
        wheels[component].animator.run(motion, on: clock, update: { [weak self] p in self?.userMove(component, to: p) }) {
            [weak self] in self?.announceSelection(component)
        }
    }

    /// A move the user caused: a selection tick as each new row reaches the centre.
    func userMove(_ component: Int, to p: Double) {
        guard wheels.indices.contains(component) else { return }
        setPosition(p, of: component)
        tickDetent(at: wheels[component].model.selectedRow, last: &wheels[component].ticked)
    }

    /// At rest on a row the owner has not heard of: ``wheelDidSettle(on:inComponent:)``.
    func announceSelection(_ component: Int) {
        guard wheels.indices.contains(component) else { return }
        let row = wheels[component].model.selectedRow
        guard row >= 0, hasNews(row, inComponent: component) else { return }
        wheels[component].announced = row
        wheelDidSettle(on: row, inComponent: component)
    }

    /// Where `component` will rest: the target of its motion, or where it is (a whole
    /// row, not taken around a wrapping wheel); nil for a component that does not exist.
    func restingPosition(inComponent component: Int) -> Double? {
        guard wheels.indices.contains(component) else { return nil }
        return (wheels[component].animator.target ?? wheels[component].model.position).rounded()
    }

    /// The position showing `row` of `component` nearest where it will rest (the way a
    /// wheel turns to it); nil for a component that does not exist.
    func restingPosition(showing row: Int, inComponent component: Int) -> Double? {
        guard let resting = restingPosition(inComponent: component) else { return nil }
        return wheels[component].model.ring.position(showing: row, from: resting)
    }

    /// The row `component` will rest on (−1 when empty or missing).
    func restingRow(inComponent component: Int) -> Int {
        guard let resting = restingPosition(inComponent: component) else { return -1 }
        return wheels[component].model.row(atPosition: resting)
    }
}
