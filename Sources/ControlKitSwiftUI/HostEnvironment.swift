#if canImport(UIKit) && canImport(SwiftUI)
    import ControlKit
    import ControlKitUIKit
    import SwiftUI

    extension ControlHostView {
        /// Takes what SwiftUI's environment says about the view: `.disabled()`, the layout
        /// direction and the colour scheme (the UIKit host then gives them to the control).
        /// The tint arrives as the UIKit tint colour SwiftUI hands a hosted view.
        func adopt(_ environment: EnvironmentValues) {
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

    extension Control {
        /// Calls `report(true)` when a touch begins tracking and `report(false)` when it
        /// ends or is cancelled: SwiftUI's `onEditingChanged`.
        func reportEditing(_ report: @escaping @MainActor (Bool) -> Void) {
            addAction(for: .touchDown) { _ in report(true) }
            addAction(for: [.touchUpInside, .touchUpOutside, .touchCancel]) { _ in report(false) }
        }
    }

    /// Every view's Coordinator: holds the latest copy of the SwiftUI view, so the hosted
    /// control's handlers always write through the current binding and call the current
    /// closures, not the ones captured when the UIKit view was made.
    @MainActor
    public final class LatestView<Parent> {
        var parent: Parent
        init(_ parent: Parent) { self.parent = parent }
    }
#endif
