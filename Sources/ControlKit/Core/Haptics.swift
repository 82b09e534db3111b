import Foundation

/// A haptic a control asks for; hosts map it to the platform's feedback generators.
///
/// The cases mirror `UISelectionFeedbackGenerator`, `UIImpactFeedbackGenerator` and
/// `UINotificationFeedbackGenerator`.
public enum HapticFeedback: Hashable, Sendable {
    /// The strength of an impact.
    public enum ImpactStyle: Hashable, Sendable { case light, medium, heavy, soft, rigid }
    /// The kind of a notification.
    public enum NotificationKind: Hashable, Sendable { case success, warning, error }

    /// A selection moved (a detent, a stepped value).
    case selection
    /// Something hit something (thumbs meeting, a limit reached).
    case impact(ImpactStyle)
    /// A task finished.
    case notification(NotificationKind)
}

/// Plays haptics. Hosts install one on ``Control/haptics``; tests record them.
///
/// ```swift
/// final class Recorder: HapticsEngine {
///     var played: [HapticFeedback] = []
///     func play(_ feedback: HapticFeedback) { played.append(feedback) }
/// }
/// ```
@MainActor
public protocol HapticsEngine: AnyObject {
    /// Plays one haptic.
    func play(_ feedback: HapticFeedback)

    /// Gets ready to play haptics soon: a control calls it when a touch goes down, before
    /// any detent of that touch (UIKit's `prepare()`: a feedback generator that is not
    /// prepared plays its first haptic late). The default does nothing.
    func prepare()
}

extension HapticsEngine {
    /// Does nothing: an engine that needs no warming up.
    public func prepare() {}
}
