#if canImport(UIKit)
    import ControlKit
    import UIKit

    /// How the UIKit host shows what a control presents (``ControlKit/Control/presentedControl``:
    /// a compact date picker's calendar or time wheels): a popover, as UIKit's compact date
    /// picker shows its editors, pointing at the control's
    /// ``ControlKit/Control/presentationSourceRect``, a popover on iPhone too.
    ///
    /// One popover at a time: a change asked for while one is being presented waits for that
    /// to finish; another editor is swapped into the popover shown. The popover's own
    /// disappearance is the one sign that it closed, however it closed (a tap outside,
    /// Escape, the app dismissing what it presented, the control closing it): UIKit calls no
    /// delegate for a dismissal in code and may call no completion for a refused transition.
    /// Closed by anything but the control, the control is told
    /// (``ControlKit/Control/dismissPresentation()``); a control whose view is not on screen
    /// is told, after this turn, that its presentation was closed. Keyboard and VoiceOver
    /// focus go into the popover and come back to the control when it closes.
    extension ControlHostView {
        /// The control presents something else now, or nothing.
        public func controlDidChangePresentation(_ control: Control) { syncPresentation() }

        /// Brings the popover in line with what the control presents, unless a transition
        /// runs: its completion calls this again.
        func syncPresentation() {
            guard !isPresentationTransitioning else { return }
            let wanted = control.presentedControl
            if let popover = presentedPopover {
                guard let wanted else {
                    dismissPopover(popover)
                    return
                }
                if popover.hosted.control !== wanted { popover.host(wanted) }
                popover.followSource()
                return
            }
            guard let wanted else { return }
            guard window != nil, let presenter = nearestViewController()?.topmostPresented,
                presenter.viewIfLoaded?.window != nil, !presenter.isBeingPresented, !presenter.isBeingDismissed
            else {
                // Nowhere to present from: the control hears it was closed, after this turn,
                // so its editingDidBegin is not overtaken by editingDidEnd.
                refusePresentation(of: wanted)
                return
            }
            if presenter.transitionCoordinator != nil || presenter.presentedViewController?.isBeingDismissed == true {
                // Another transition runs (or the last popover is still going): look again in
                // the next turn (its completion may not be queued, and a finished coordinator
                // may still be returned this turn).
                DispatchQueue.main.async { [weak self] in self?.syncPresentation() }
                return
            }
            let popover = ControlPopoverController(presenting: wanted, for: self)
            presentedPopover = popover
            isPresentationTransitioning = true
            presenter.present(popover, animated: true) { [weak self, weak popover] in
                guard let self, let popover, self.presentedPopover === popover else { return }
                self.isPresentationTransitioning = false
                self.syncPresentation()  // closed or swapped meanwhile
            }
            if popover.presentingViewController == nil {
                // UIKit refused it (and calls no completion).
                presentedPopover = nil
                isPresentationTransitioning = false
                popover.releaseHostedControl()
                refusePresentation(of: wanted)
            }
        }

        /// Dismisses `popover` (the control closed it); its disappearance finishes the close.
        /// One already gone (the app dismissed it) or going finishes at once.
        private func dismissPopover(_ popover: ControlPopoverController) {
            presentedPopover = nil
            isPresentationTransitioning = false
            if popover.presentingViewController == nil || popover.isBeingDismissed {
                popoverDidClose(popover)
            } else {
                popover.presentingViewController?.dismiss(animated: true)
            }
        }

        /// `popover` is gone (its `viewDidDisappear` while dismissed, or at once when it was
        /// already gone): the editor is let go, focus comes back, and a popover closed by
        /// anything but the control tells the control. Runs once per popover.
        func popoverDidClose(_ popover: ControlPopoverController) {
            guard !popover.hasClosed else { return }
            popover.hasClosed = true
            let hadKeyboard = popover.hadKeyboard
            popover.releaseHostedControl()
            if presentedPopover === popover {
                presentedPopover = nil
                isPresentationTransitioning = false
                control.dismissPresentation()
            }
            presentationDidClose(hadKeyboard: hadKeyboard)
            syncPresentation()
        }

        /// Focus back on the control: VoiceOver's on the element the popover opened from (the
        /// pill, ``ControlKit/Control/presentationSourceElementID``; else the control's first),
        /// and the keyboard's if the popover had it. A control no longer on screen (its cell
        /// reloaded, its screen popped) takes neither: VoiceOver picks its own place.
        private func presentationDidClose(hadKeyboard: Bool) {
            if hadKeyboard, window != nil { _ = becomeFirstResponder() }
            guard window != nil else { return postScreenChanged(focusing: nil) }
            postScreenChanged(focusing: accessibilityItem(withID: control.presentationSourceElementID) ?? self)
        }

        private func refusePresentation(of wanted: Control) {
            DispatchQueue.main.async { [weak self] in
                guard let self, self.presentedPopover == nil, self.control.presentedControl === wanted else { return }
                self.control.dismissPresentation()
            }
        }

        /// The view left the window with a popover up: the control closes it (the popover is
        /// dismissed, or, mid-presentation, as soon as that finishes).
        func closePresentationOffScreen() {
            guard window == nil, presentedPopover != nil else { return }
            control.dismissPresentation()
        }

        /// The view controller whose view holds this view.
        func nearestViewController() -> UIViewController? {
            var responder: UIResponder? = self
            while let r = responder {
                if let controller = r as? UIViewController { return controller }
                responder = r.next
            }
            return nil
        }
    }

    extension UIViewController {
        /// The controller on top of whatever this one presents.
        var topmostPresented: UIViewController {
            var top = self
            while let next = top.presentedViewController, !next.isBeingDismissed { top = next }
            return top
        }
    }

    /// A popover holding a presented control in a host view of its own, inside the
    /// popover's safe area (clear of its arrow), as big as the control's natural size.
    final class ControlPopoverController: UIViewController, UIPopoverPresentationControllerDelegate {
        private(set) var hosted: ControlHostView
        private weak var source: ControlHostView?
        /// Its close has been handled.
        var hasClosed = false
        /// Whether its content had the keyboard as it went.
        private(set) var hadKeyboard = false

        init(presenting control: Control, for source: ControlHostView) {
            hosted = ControlHostView(control: control)
            self.source = source
            super.init(nibName: nil, bundle: nil)
            modalPresentationStyle = .popover
            preferredContentSize = control.intrinsicContentSize
            if let popover = popoverPresentationController {
                popover.sourceView = source
                popover.permittedArrowDirections = .any
                popover.delegate = self
            }
            followSource()
        }

        required init?(coder: NSCoder) { nil }

        override func loadView() {
            let container = UIView()
            container.backgroundColor = .systemBackground
            view = container
            place(hosted)
        }

        /// Pins a host inside the safe area: a popover's content reaches under its arrow.
        private func place(_ host: ControlHostView) {
            if let source {
                // The source's own tint and direction: the popover dims the views behind it
                // (the source's tint reads grey then), and a direction forced on the source
                // or one of its superviews (by SwiftUI, or an app's per-screen language) is
                // not in the popover's traits.
                let tint = source.undimmedTint
                host.tintColor = tint.uiColor
                host.control.tintColor = tint
                host.semanticContentAttribute =
                    source.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
            }
            host.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(host)
            let guide = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                host.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                host.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                host.topAnchor.constraint(equalTo: guide.topAnchor),
                host.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            ])
        }

        /// Shows another control in this popover (the other editor): swapped, not presented again.
        func host(_ control: Control) {
            let old = hosted
            hosted = ControlHostView(control: control)
            if isViewLoaded {
                let hadKeyboard = old.isFirstResponder
                old.removeFromSuperview()
                place(hosted)
                if hadKeyboard { _ = hosted.becomeFirstResponder() }
            }
            old.releaseControl()
            preferredContentSize = control.intrinsicContentSize
            followSource()
        }

        /// Points at where the source says now (its pills move when the date's text does, a
        /// day chosen with the calendar still up) and takes the source's colour scheme (the
        /// presenting screen's may differ: SwiftUI's colorScheme reaches only the picker's
        /// view; and the system's may change while the popover is up). The source calls it
        /// whenever it lays out or its traits change.
        func followSource() {
            guard let source else { return }
            let style = source.traitCollection.userInterfaceStyle
            if overrideUserInterfaceStyle != style { overrideUserInterfaceStyle = style }
            guard let popover = popoverPresentationController else { return }
            let rect = source.control.presentationSourceRect
            guard popover.sourceRect != rect else { return }
            popover.sourceRect = rect
            popover.containerView?.setNeedsLayout()  // a shown popover moves at its next layout
        }

        /// The host lets go of the control (its handlers on the editor go with it).
        func releaseHostedControl() { hosted.releaseControl() }

        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            // The text size may have changed: the content's natural size with it.
            let size = hosted.control.intrinsicContentSize
            if size.width > 0, size.height > 0, size != preferredContentSize { preferredContentSize = size }
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            // A hardware keyboard drives the editor; VoiceOver moves into it.
            if source?.isFirstResponder == true { _ = hosted.becomeFirstResponder() }
            hosted.postScreenChanged(focusing: hosted)
        }

        /// Escape closes the popover, as a tap outside does.
        override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(close))]
        }

        @objc private func close() {
            dismiss(animated: true)  // its disappearance tells the control
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            if hosted.isFirstResponder { hadKeyboard = true }
        }

        /// Gone: however it was dismissed, the one sign of it.
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            guard isBeingDismissed || presentingViewController == nil else { return }
            source?.popoverDidClose(self)
        }

        /// A popover on iPhone too, not a sheet (UIKit's compact date picker's editors).
        func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
            -> UIModalPresentationStyle
        {
            .none
        }

        /// The screen rotated or resized: the arrow points at the pill's new place.
        func popoverPresentationController(
            _ popoverPresentationController: UIPopoverPresentationController, willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
            in view: AutoreleasingUnsafeMutablePointer<UIView>
        ) {
            guard let source else { return }
            source.layoutIfNeeded()
            view.pointee = source
            rect.pointee = source.control.presentationSourceRect
        }

    }
#endif
