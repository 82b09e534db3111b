import Foundation

/// The sliding value label (GMStepper's): dragged sideways to an edge, it steps towards
/// the button it moves to, and repeats there on the autorepeat timeline.
extension ValueStepper {
    /// How far the label slides either way before it steps, in points.
    public static let valueLabelSlideDistance: CGFloat = 10

    /// How far a finger may move the label and still tap it (typing a value, with
    /// ``allowsValueTextEntry``), in points.
    static let valueLabelTapSlop: CGFloat = 3

    /// Whether a touch at `point` starts dragging the label.
    func startsLabelDrag(at point: CGPoint) -> Bool {
        allowsValueLabelDragging && showsValueLabel && isEnabled && !isEditingValueText && labelRect.contains(point)
    }

    func beginLabelDrag(_ touch: Touch) {
        labelReturnToken?.cancel()
        labelReturnToken = nil
        labelDrag = LabelDrag(startX: touch.location.x - valueLabelOffset, moved: false)
        valueAtPress = model.value
        pendingChange = false
    }

    /// Moves the label with the finger (kept within the slide distance, wherever the finger
    /// goes), and starts, moves or stops stepping as it reaches, changes or leaves an edge.
    func continueLabelDrag(_ touch: Touch) {
        guard var drag = labelDrag else { return }
        let reach = ValueStepper.valueLabelSlideDistance
        let dx = touch.location.x - drag.startX
        let offset = dx.isFinite ? min(max(dx, -reach), reach) : valueLabelOffset
        if abs(offset) > ValueStepper.valueLabelTapSlop { drag.moved = true }
        labelDrag = drag
        setValueLabelOffset(offset)
        let edge: Segment? = offset >= reach ? button(onRight: true) : offset <= -reach ? button(onRight: false) : nil
        guard edge != pressedButton else { return }
        // Leaving an edge (or crossing to the other) stops its repeating.
        repeatToken?.cancel()
        repeatToken = nil
        pressedButton = nil
        guard let edge, state(of: edge) != .disabled else { return }
        _ = press(edge, at: touch.timestamp)
    }

    /// Ends a label drag: a pending change is told, and the label slides back. Returns
    /// whether the finger never moved the label (a tap).
    @discardableResult
    func endLabelDrag() -> Bool {
        guard let drag = labelDrag else { return false }
        labelDrag = nil
        endPress()
        returnLabel()
        return !drag.moved
    }

    /// The button the label moves towards when it slides right (or left).
    private func button(onRight: Bool) -> Segment {
        let incrementIsRight = rect(for: .increment).midX > rect(for: .decrement).midX
        return onRight == incrementIsRight ? .increment : .decrement
    }

    private func setValueLabelOffset(_ offset: CGFloat) {
        guard offset != valueLabelOffset else { return }
        valueLabelOffset = offset
        setNeedsDisplay()
    }

    /// Slides the label back to the middle in 0.2 s (at once under Reduce Motion).
    private func returnLabel() {
        labelReturnToken?.cancel()
        labelReturnToken = nil
        let start = valueLabelOffset
        guard start != 0 else { return }
        guard !reduceMotion else { return setValueLabelOffset(0) }
        labelReturnToken = clock.animate(duration: 0.2, curve: .easeOut) { [weak self] t in
            guard let self else { return }
            self.setValueLabelOffset(t >= 1 ? 0 : start * CGFloat(1 - t))
            if t >= 1 { self.labelReturnToken = nil }
        }
    }

    /// The rule for an enclosing scroll view: a sideways drag that starts on a draggable
    /// label is the stepper's (as a slider keeps drags along its track); everything else
    /// scrolls.
    func ownsLabelDrag(from start: CGPoint, translation: CGSize) -> Bool {
        allowsValueLabelDragging && showsValueLabel && !isEditingValueText && labelRect.contains(start)
            && Control.drag(translation, runsAlong: .horizontal)
    }
}

/// A drag of the value label in progress: where the finger would put the label's middle,
/// and whether it has moved past a tap.
struct LabelDrag {
    var startX: CGFloat
    var moved: Bool
}
