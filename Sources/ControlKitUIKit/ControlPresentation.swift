#if canImport(UIKit)
    import ControlKit
    import UIKit

    /// How the UIKit host shows what a control presents (``ControlKit/Control/presentedControl``:
    /// a compact date picker's calendar or time wheels): a popover, as UIKit's compact date
    /// picker shows its editors, pointing at the control's
    /// ``ControlKit/Control/presentationSourceRect``, a popover on iPhone too. A tap outside
    /// closes it and tells the control (``ControlKit/Control/dismissPresentation()``); the
    /// control closing it (a day chosen) dismisses the popover.
    extension ControlHostView {
        /// The control presents something else now, or nothing.
        public func controlDidChangePresentation(_ control: Control) {
            let presented = control.presentedControl
            if let popover = presentedPopover, popover.hosted.control !== presented || presented == nil {
                presentedPopover = nil
                popover.presentingViewController?.dismiss(animated: true)
            }
            guard let presented, presentedPopover == nil else { return }
            guard let presenter = nearestViewController()?.topmostPresented else {
                // Not on screen (no view controller to present from): nothing to show it in.
                control.dismissPresentation()
                return
            }
            let popover = ControlPopoverController(presenting: presented, for: self)
            presentedPopover = popover
            presenter.present(popover, animated: true)
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

    /// A popover holding a presented control in a host view of its own, as big as the
    /// control's natural size.
    final class ControlPopoverController: UIViewController, UIPopoverPresentationControllerDelegate {
        let hosted: ControlHostView
        private weak var source: ControlHostView?

        init(presenting control: Control, for source: ControlHostView) {
            hosted = ControlHostView(control: control)
            self.source = source
            super.init(nibName: nil, bundle: nil)
            modalPresentationStyle = .popover
            preferredContentSize = control.intrinsicContentSize
            if let popover = popoverPresentationController {
                popover.sourceView = source
                popover.sourceRect = source.control.presentationSourceRect
                popover.permittedArrowDirections = [.up, .down]
                popover.delegate = self
            }
        }

        required init?(coder: NSCoder) { nil }

        override func loadView() {
            let container = UIView()
            container.backgroundColor = .systemBackground
            hosted.frame = container.bounds
            hosted.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            hosted.tintColor = source?.tintColor
            container.addSubview(hosted)
            view = container
        }

        /// A popover on iPhone too, not a sheet (UIKit's compact date picker's editors).
        func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
            -> UIModalPresentationStyle
        {
            .none
        }

        /// A tap outside closed it: the control stops presenting (and sends `editingDidEnd`).
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            guard let source else { return }
            source.presentedPopover = nil
            source.control.dismissPresentation()
        }
    }
#endif
