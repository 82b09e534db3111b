#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// Plays ControlKit's haptics with UIKit's feedback generators.
    @MainActor
    public final class UIKitHaptics: HapticsEngine {
        private let selection = UISelectionFeedbackGenerator()
        private let notification = UINotificationFeedbackGenerator()

        public init() {}

        /// The engine for this platform: UIKit's feedback generators, or none on tvOS,
        /// which has no haptics.
        public static func forThisPlatform() -> (any HapticsEngine)? {
            #if os(tvOS)
                return nil
            #else
                return UIKitHaptics()
            #endif
        }

        public func play(_ feedback: HapticFeedback) {
            switch feedback {
            case .selection:
                selection.selectionChanged()
            case .impact(let style):
                let uiStyle: UIImpactFeedbackGenerator.FeedbackStyle
                switch style {
                case .light: uiStyle = .light
                case .medium: uiStyle = .medium
                case .heavy: uiStyle = .heavy
                case .soft: uiStyle = .soft
                case .rigid: uiStyle = .rigid
                }
                UIImpactFeedbackGenerator(style: uiStyle).impactOccurred()
            case .notification(let kind):
                switch kind {
                case .success: notification.notificationOccurred(.success)
                case .warning: notification.notificationOccurred(.warning)
                case .error: notification.notificationOccurred(.error)
                }
            }
        }
    }
#endif
