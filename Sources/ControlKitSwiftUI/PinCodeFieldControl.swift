#if canImport(UIKit) && canImport(SwiftUI)
    import ControlKit
    import ControlKitUIKit
    import SwiftUI

    /// A PIN-code field for SwiftUI, bound to the code's text.
    public struct PinCodeFieldControl: UIViewRepresentable {
        @Binding private var code: String
        private let length: Int
        private let isSecure: Bool
        private let onComplete: (String) -> Void

        /// Makes a PIN field of `length` cells bound to `code`.
        public init(code: Binding<String>, length: Int = 4, isSecure: Bool = false, onComplete: @escaping (String) -> Void = { _ in }) {
            _code = code
            self.length = length
            self.isSecure = isSecure
            self.onComplete = onComplete
        }

        /// Holds the latest copy of the view (see ``LatestView``).
        public typealias Coordinator = LatestView<PinCodeFieldControl>

        public func makeCoordinator() -> Coordinator { Coordinator(self) }

        public func makeUIView(context: Context) -> PinCodeFieldView {
            let view = PinCodeFieldView()
            let coordinator = context.coordinator
            view.field.addAction(for: .editingChanged) { field in coordinator.parent.code = field.text }
            view.field.addAction(for: .primaryActionTriggered) { field in coordinator.parent.onComplete(field.text) }
            return view
        }

        /// Its natural height (and side), the proposal's width where it has none (iOS 16).
        @available(iOS 16.0, *)
        public func sizeThatFits(_ proposal: ProposedViewSize, uiView: PinCodeFieldView, context: Context) -> CGSize? {
            uiView.fittingSize(proposal)
        }

        public func updateUIView(_ view: PinCodeFieldView, context: Context) {
            context.coordinator.parent = self
            view.adopt(context.environment)
            if view.field.length != length { view.field.length = length }
            // Only real changes: setting it again would end a character's reveal.
            if view.field.isSecureTextEntry != isSecure { view.field.isSecureTextEntry = isSecure }
            if view.field.text != code { view.field.text = code }
        }
    }
#endif
