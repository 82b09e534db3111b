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

        public func makeUIView(context: Context) -> PinCodeFieldView {
            let view = PinCodeFieldView()
            let binding = $code
            view.field.addAction(for: .editingChanged) { field in binding.wrappedValue = field.text }
            let complete = onComplete
            view.field.addAction(for: .primaryActionTriggered) { field in complete(field.text) }
            return view
        }

        public func updateUIView(_ view: PinCodeFieldView, context: Context) {
            view.field.length = length
            view.field.isSecureTextEntry = isSecure
            if view.field.text != code { view.field.text = code }
        }
    }
#endif
