#if canImport(UIKit) && canImport(SwiftUI)
    import ControlKit
    import ControlKitUIKit
    import SwiftUI

    extension ControlHostView {
        /// Takes what SwiftUI's environment says about the view: `.disabled()`, the layout
        /// direction and the colour scheme (the UIKit host then gives them to the control).
        /// The tint arrives as the UIKit tint colour SwiftUI hands a hosted view.
        ///
        /// iOS 15 has no `sizeThatFits(_:uiView:context:)`: SwiftUI sizes the view by its
        /// intrinsic size and priorities, so on each axis where the control has a natural
        /// size (a slider's height, a vertical slider's width, a stepper's both) it holds it,
        /// a compressible width (a picker's) no wider than its natural one, and elsewhere
        /// UIKit's default priorities let it take what it is offered: the same rule as
        /// ``fittingSize(_:)``.
        func adopt(_ environment: EnvironmentValues) {
            // A round control fits any square: nothing held, the layout's offer taken.
            let natural = control.fitsOfferedSquare ? CGSize(width: -1, height: -1) : control.intrinsicContentSize
            for (axis, length) in [(NSLayoutConstraint.Axis.horizontal, natural.width), (.vertical, natural.height)] {
                let compressible = axis == .horizontal && control.isHorizontallyCompressible
                let (hugging, resistance): (UILayoutPriority, UILayoutPriority) =
                    length > 0 ? (.required, compressible ? .defaultLow : .required) : (.defaultLow, .defaultHigh)
                if contentHuggingPriority(for: axis) != hugging { setContentHuggingPriority(hugging, for: axis) }
                if contentCompressionResistancePriority(for: axis) != resistance {
                    setContentCompressionResistancePriority(resistance, for: axis)
                }
            }
            if isEnabled != environment.isEnabled { isEnabled = environment.isEnabled }
            let direction: UISemanticContentAttribute = environment.layoutDirection == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
            if semanticContentAttribute != direction {
                semanticContentAttribute = direction
                setNeedsLayout()
            }
            let style: UIUserInterfaceStyle = environment.colorScheme == .dark ? .dark : .light
            if overrideUserInterfaceStyle != style { overrideUserInterfaceStyle = style }
        }
    }

    extension ControlHostView {
        /// The size for SwiftUI's proposal: the core's rule (``Control/fittingSize(width:height:)``),
        /// the control's natural size where it has one and the proposal elsewhere, so a
        /// slider or PIN field does not stretch to the height it is offered.
        @available(iOS 16.0, *)
        func fittingSize(_ proposal: ProposedViewSize) -> CGSize? {
            control.fittingSize(width: proposal.width, height: proposal.height)
        }
    }

    extension ControlHostView {
        /// ``adopt(_:)``, and the SwiftUI view's title (nil without one) as the control's
        /// accessibility label: its one element's, or read before each of its parts.
        func adopt(_ environment: EnvironmentValues, title: String?) {
            adopt(environment)
            // SwiftUI groups parts itself (LabelPairing); a title given here is read before
            // each part, not as the UIKit view's semantic group.
            if control.wholeLabelNamesGroup { control.wholeLabelNamesGroup = false }
            if control.wholeControlAccessibilityLabel != title { control.setWholeControlAccessibilityLabel(title) }
        }
    }

    /// Every representable's Coordinator: holds the latest copy of the SwiftUI view, so the
    /// hosted control's handlers always write through the current binding and call the
    /// current closures, not the ones captured when the UIKit view was made.
    ///
    /// It also knows whether SwiftUI is updating the view: a control reports what happens to
    /// it during an update (`.disabled()` ending a drag calls `onEditingChanged(false)`)
    /// after the update, since writing state during one is SwiftUI's runtime warning.
    @MainActor
    public final class LatestView<Parent> {
        var parent: Parent
        /// Set by `updateUIView` while it runs.
        var isUpdating = false
        /// What a view last wrote back to its bindings and the values it was correcting, so a
        /// binding that cannot hold them is not written again and again.
        var lastCorrection: (stated: [Double], corrected: [Double])?
        /// Whether a view has given its control the format it draws values in.
        var hasInstalledFormat = false
        /// Whether a focus change the user made waits to be written to the app's binding:
        /// until it is, an update must not push the binding's older value back.
        var focusReportIsPending = false
        init(_ parent: Parent) { self.parent = parent }

        /// Runs `report` now, or just after the update when SwiftUI is updating the view.
        func deliver(_ report: @escaping @MainActor () -> Void) {
            if isUpdating { DispatchQueue.main.async { report() } } else { report() }
        }

        /// Runs an update of the view, marking it as one for ``deliver(_:)``.
        func updating(_ update: () -> Void) {
            isUpdating = true
            updates &+= 1
            defer { isUpdating = false }
            update()
        }

        /// How many updates SwiftUI has run.
        private var updates = 0

        /// Runs `check` with this coordinator 30 ms from now unless SwiftUI updated the view
        /// (or dismantled it) meanwhile: what a view does after writing a binding, to show
        /// what the binding kept when no update comes (a setter that ignores the value, or
        /// one whose rule gives back the value it held). SwiftUI applies a binding's new
        /// value in an update within the same pass of the run loop (a child's `let` with a
        /// setter included), so that is not read back early; a setter that stores its value
        /// later than 30 ms (an async store) is, and shows the old value until it does.
        func unlessUpdated(_ check: @escaping @MainActor (LatestView) -> Void) {
            let seen = updates
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.03) { [weak self] in
                guard let self, self.updates == seen else { return }
                check(self)
            }
        }

        /// SwiftUI took the view down: a pending ``unlessUpdated(_:)`` check does nothing.
        func dismantled() { updates &+= 1 }
    }

    /// How a SwiftUI view's label reaches VoiceOver, as SwiftUI's own controls take theirs.
    ///
    /// A drawn label (the stepper's) stands before the control and is paired with it. A
    /// label that is not drawn (the slider's, the wheels'): a `Text` is the hosted control's
    /// accessibility label as it is (SwiftUI resolves its localization and interpolation,
    /// so "Guests: \(guests)" is read with the number); any other view is laid out at no
    /// size and paired with the control as its label. A control of several parts (two
    /// thumbs) is labelled as a group instead (`groupsParts`): SwiftUI's documented way to
    /// name a container (`accessibilityElement(children: .contain)`), read as VoiceOver
    /// enters it, each part staying the element it is.
    struct LabelPairing<Label: View, Content: View>: View {
        let label: Label
        let showsLabel: Bool
        var groupsParts = false
        let content: Content
        @Namespace private var pair

        var body: some View {
            if showsLabel {
                HStack {
                    label.accessibilityLabeledPair(role: .label, id: "label", in: pair)
                    Spacer(minLength: 8)
                    content.accessibilityLabeledPair(role: .content, id: "label", in: pair)
                }
            } else if let text = label as? Text, groupsParts {
                content.accessibilityElement(children: .contain).accessibilityLabel(text)
            } else if let text = label as? Text {
                content.accessibilityLabel(text)
            } else if Label.self == EmptyView.self {
                content
            } else {
                HStack(spacing: 0) {
                    label.accessibilityLabeledPair(role: .label, id: "label", in: pair).frame(width: 0, height: 0).clipped()
                    content.accessibilityLabeledPair(role: .content, id: "label", in: pair)
                }
            }
        }
    }
#endif
