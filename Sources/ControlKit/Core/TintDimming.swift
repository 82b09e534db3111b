import Foundation

/// How a host's tint reaches its control while the platform dims tints for a while: UIKit
/// dims every tint behind an alert, a sheet or a popover (`tintAdjustmentMode`), then gives
/// it back.
///
/// While the view is dimmed, the control takes the dimmed tint. When the dimming ends, the
/// control gets back the tint it had before, also one the app set on the control itself,
/// unless the view's own tint changed meanwhile (the app gave the view or an ancestor a new
/// tint behind the alert) or the view was first seen dimmed (added behind the alert): then
/// the control takes the view's. Outside dimming, every change of the view's tint becomes
/// the control's.
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
    /// The control's tint when the dimming began.
    private var controlTintBeforeDimming: DrawingColor?
    /// The view's tint when it was last not dimmed (nil: not seen yet).
    private var undimmedViewTint: ViewTint?

    public init() {}

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
            if controlTintBeforeDimming == nil { controlTintBeforeDimming = controlTint }
            return color(viewTint)
        }
        defer { undimmedViewTint = viewTint }
        guard let before = controlTintBeforeDimming else { return color(viewTint) }
        controlTintBeforeDimming = nil
        // A view first seen dimmed (added behind the alert) takes its tint: nothing tells
        // whether the app's tint is the view's or the control's, and the view's is UIKit's rule.
        guard let last = undimmedViewTint, last == viewTint else { return color(viewTint) }
        return before
    }

    /// The control's tint as it is when nothing dims it: what a popover the control
    /// presents takes (presenting one dims the views behind it, the control's included).
    public func undimmedTint(controlTint: DrawingColor) -> DrawingColor { controlTintBeforeDimming ?? controlTint }
}
