import Foundation

/// How a host's tint reaches its control while the platform dims tints for a while: UIKit
/// dims every tint behind an alert, a sheet or a popover (`tintAdjustmentMode`), then gives
/// it back.
///
/// Outside dimming, every change of the view's tint becomes the control's. While the view
/// is dimmed, the control takes the dimmed tint. When the dimming ends:
/// - a tint the app gave the control itself (one that is neither the control's default nor
///   the last one the host gave it) comes back, unless the view's tint changed meanwhile;
/// - otherwise the control takes the view's tint as it is then: the same as before, a new
///   one the app gave the view (or an ancestor) behind the alert, or, for a view first seen
///   dimmed (added behind the alert), the one it inherits.
///
/// `ViewTint` is the host's colour type (`UIColor`), compared to see whether the view's
/// tint changed; `color` turns it into the control's.
///
/// ```swift
/// var dimming = TintDimming<UIColor>()
/// override func tintColorDidChange() {
///     control.tintColor = dimming.viewTintDidChange(
///         to: tintColor, isDimmed: tintAdjustmentMode == .dimmed, controlTint: control.tintColor, color: DrawingColor.init)
/// }
/// ```
public struct TintDimming<ViewTint: Equatable> {
    /// The tint a new control has before anything sets it.
    private let defaultTint: DrawingColor
    /// The tint the host last gave the control.
    private var given: DrawingColor?
    /// Whether the view is dimmed now.
    private var isDimming = false
    /// The control's tint when the dimming began.
    private var controlTintBeforeDimming: DrawingColor?
    /// The app's own control tint to give back when the dimming ends.
    private var appTint: DrawingColor?
    /// The view's tint when it was last not dimmed (nil: not seen yet).
    private var undimmedViewTint: ViewTint?

    /// - Parameter defaultTint: The tint a control has before anything sets it
    ///   (``Control/tintColor``'s default, system blue).
    public init(defaultTint: DrawingColor = .systemBlue) {
        self.defaultTint = defaultTint
    }

    /// The tint the control takes now that the view's tint is `viewTint`.
    ///
    /// - Parameters:
    ///   - viewTint: The view's tint as the platform gives it now (dimmed or not).
    ///   - isDimmed: Whether the platform dims the view's tint now.
    ///   - controlTint: The control's tint now.
    ///   - color: The control's colour for a view tint.
    public mutating func viewTintDidChange(
        to viewTint: ViewTint, isDimmed: Bool, controlTint: DrawingColor, color: (ViewTint) -> DrawingColor
    ) -> DrawingColor {
        if isDimmed {
            if !isDimming {
                isDimming = true
                controlTintBeforeDimming = controlTint
                appTint = controlTint != (given ?? defaultTint) ? controlTint : nil
            }
            if let given, controlTint != given { appTint = controlTint }  // the app's, set during the dimming
            return give(color(viewTint))
        }
        let wasDimming = isDimming
        isDimming = false
        controlTintBeforeDimming = nil
        defer {
            undimmedViewTint = viewTint
            appTint = nil
        }
        let viewTintChanged = undimmedViewTint.map { $0 != viewTint } ?? false
        // A tint the app gave the control during the dimming (not the dimmed one the host
        // gave) is the app's too.
        if wasDimming, controlTint != given { appTint = controlTint }
        if wasDimming, let appTint, !viewTintChanged {
            given = nil  // the app's again: a later dimming gives it back too
            return appTint
        }
        return give(color(viewTint))
    }

    /// The control's tint as it is when nothing dims it: what a popover the control
    /// presents takes (presenting one dims the views behind it, the control's included).
    public func undimmedTint(controlTint: DrawingColor) -> DrawingColor {
        guard isDimming else { return controlTint }
        if controlTint != given { return controlTint }  // the app's, set during the dimming
        return appTint ?? controlTintBeforeDimming ?? controlTint
    }

    private mutating func give(_ tint: DrawingColor) -> DrawingColor {
        given = tint
        return tint
    }
}
