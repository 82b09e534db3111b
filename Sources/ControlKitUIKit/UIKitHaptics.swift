#if canImport(UIKit)
    import ControlKit
    import QuartzCore
    import UIKit

    /// Plays ControlKit's haptics with UIKit's feedback generators.
    @MainActor
    public final class UIKitHaptics: HapticsEngine {
        private let selection = UISelectionFeedbackGenerator()
        private let notification = UINotificationFeedbackGenerator()
        /// One generator per impact style, made when first needed and kept.
        private var impacts: [HapticFeedback.ImpactStyle: UIImpactFeedbackGenerator] = [:]

        public init() {}

        /// Readies the Taptic Engine when a touch goes down, so the first detent is on
        /// time (`prepare()` keeps it ready for a few seconds).
        public func prepare() {
            selection.prepare()
            notification.prepare()
            // The limits' bumps are the controls' impacts: their generators made (and so
            // readied) now, or the first bump would come late.
            for style in [HapticFeedback.ImpactStyle.light, .medium] where impacts[style] == nil { _ = impact(style) }
            for generator in impacts.values { generator.prepare() }
        }

        private func impact(_ style: HapticFeedback.ImpactStyle) -> UIImpactFeedbackGenerator {
            if let generator = impacts[style] { return generator }
            let uiStyle: UIImpactFeedbackGenerator.FeedbackStyle
            switch style {
            case .light: uiStyle = .light
            case .medium: uiStyle = .medium
            case .heavy: uiStyle = .heavy
            case .soft: uiStyle = .soft
            case .rigid: uiStyle = .rigid
            }
            let generator = UIImpactFeedbackGenerator(style: uiStyle)
            generator.prepare()
            impacts[style] = generator
            return generator
        }

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
            // After each haptic the generator is readied again: the engine idles once a
            // haptic has played, and a drag plays many.
            case .selection:
                selection.selectionChanged()
                selection.prepare()
            case .impact(let style):
                impact(style).impactOccurred()
                impact(style).prepare()
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
