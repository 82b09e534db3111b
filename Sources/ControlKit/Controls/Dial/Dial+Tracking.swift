import Foundation

/// Turning: the finger's signed angle around the centre, a velocity estimate, and a fling
/// that snaps onto an item through the motion engine.
extension Dial {
    /// Within this distance of the centre a touch has no usable angle and turns nothing.
    public static let centerDeadZone: CGFloat = CircleGeometry.centerDeadZone

    func beginTurn(_ touch: Touch) -> Bool {
        guard model.numberOfItems > 0, faceRadius > 0 else { return false }
        stopMotion()  // a touch catches a spinning dial where it is
        velocity.reset()
        tickedIndex = model.selectedIndex
        dragAngle = angle(of: touch.location)
        velocity.add(position: model.position, time: touch.timestamp)
        return true
    }

    func continueTurn(_ touch: Touch) -> Bool {
        guard let a = angle(of: touch.location) else { return true }  // over the centre: wait
        guard let last = dragAngle else {
            dragAngle = a
            return true
        }
        dragAngle = a
        let delta = DialModel.signedAngle(from: last, to: a)
        guard delta != 0, model.itemAngle > 0 else { return true }
        userMove(to: model.position - delta / model.itemAngle)
        velocity.add(position: model.position, time: touch.timestamp)
        return true
    }

    /// Lifted (with the finger's velocity) or cancelled (without): spin on and come to
    /// rest exactly on an item; the owner hears the new selection when it rests.
    func endTurn(_ touch: Touch?) {
        let v = touch.map { velocity.velocity(at: $0.timestamp) } ?? 0
        dragAngle = nil
        velocity.reset()
        let motion = Motion.snapping(
            from: model.position, velocity: v, rate: decelerationRate, restTolerance: restTolerance, toNearest: model.nearestStop)
        isUserMotion = true
        animator.run(motion, on: clock, update: { [weak self] p in self?.userMove(to: p) }) { [weak self] in
            self?.announceSelectionIfChanged()
        }
    }

    /// The angle of a touch around the centre, or nil too near the centre to tell.
    func angle(of point: CGPoint) -> Double? {
        guard point.isFinite, point.distance(to: faceCenter) >= Dial.centerDeadZone else { return nil }
        return DialModel.angle(of: point, around: faceCenter)
    }

    /// A rotation the user caused (finger or fling): a haptic tick as each item passes the
    /// marker, and `valueChanged` at once when continuous.
    func userMove(to p: Double) {
        setPosition(p)
        if tickDetent(at: model.selectedIndex, last: &tickedIndex), isContinuous { announceSelectionIfChanged() }
    }

    /// Tells the owner about a selection it has not heard of: `valueChanged`, then the
    /// delegate.
    func announceSelectionIfChanged() {
        let index = model.selectedIndex
        guard index >= 0, index != announcedIndex else { return }
        announcedIndex = index
        sendActions(for: .valueChanged)
        delegate?.dial(self, didSelectItemAt: index)
    }
}
