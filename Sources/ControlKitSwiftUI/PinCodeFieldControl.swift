#if canImport(UIKit) && canImport(SwiftUI)
    import ControlKit
    import ControlKitUIKit
    import SwiftUI

    /// A PIN-code field for SwiftUI, bound to the code's text.
    ///
    /// `rejectsWeakCodes` (on by default) is the field's own rule for a full code
    /// (``ControlKit/PinCodeField/rejectsWeakCodes(_:)``: "1234" and "0000" show red); off,
    /// the field accepts every code itself. A code the rule refuses is shown red with the error haptic and the shake,
    /// and `onComplete` is still called with it: the rule is advice to the user, the app
    /// decides. A check that takes time (a server's) is `verify`: called when the user
    /// completes the code, and a `false` answer, if the code is still the one entered, shows
    /// the same rejection (``ControlKit/PinCodeField/reject()``). An app that keeps its own
    /// verdict passes `isRejected`: while it is `true`, a full code is shown rejected (red,
    /// the haptic and the shake, once per code); the red stays until the code changes, and
    /// every new full code entered while it is still `true` is rejected the same way, so
    /// the app sets it back to `false` when it starts checking a new code.
    ///
    /// `isFocused`, when given, is two-way: `true` begins editing (the keyboard comes up
    /// once the field is in a window), `false` ends it, and the field writes it when the
    /// user begins or ends editing (a tap, Return, a Done bar of the app's), so a SwiftUI
    /// screen can bring the keyboard up for the code and dismiss it.
    ///
    /// ```swift
    /// struct VerifyView: View {
    ///     @State private var code = ""
    ///     var body: some View {
    ///         PinCodeFieldControl(code: $code, length: 6, rejectsWeakCodes: false) { code in
    ///             await Server.shared.verify(code)  // false: red, the haptic and the shake
    ///         }
    ///     }
    /// }
    /// enum Server { static let shared = Check() }
    /// struct Check { func verify(_ code: String) async -> Bool { code == "424242" } }
    /// ```
    public struct PinCodeFieldControl: UIViewRepresentable {
        @Binding private var code: String
        private let length: Int
        private let isSecure: Bool
        private let rejectsWeakCodes: Bool
        private let isRejected: Bool
        private let onComplete: (String) -> Void
        private let verify: (@MainActor (String) async -> Bool)?
        private let isFocused: Binding<Bool>?

        /// Makes a PIN field of `length` cells bound to `code`.
        public init(
            code: Binding<String>, length: Int = 4, isSecure: Bool = false,
            rejectsWeakCodes: Bool = true, isRejected: Bool = false, isFocused: Binding<Bool>? = nil,
            onComplete: @escaping (String) -> Void = { _ in }
        ) {
            _code = code
            self.isFocused = isFocused
            self.length = length
            self.isSecure = isSecure
            self.rejectsWeakCodes = rejectsWeakCodes
            self.isRejected = isRejected
            self.onComplete = onComplete
            verify = nil
        }

        /// Makes a PIN field of `length` cells bound to `code`, whose full code `verify`
        /// checks (asynchronously: a server's answer); `false` shows the rejection.
        public init(
            code: Binding<String>, length: Int = 4, isSecure: Bool = false,
            rejectsWeakCodes: Bool = true, isFocused: Binding<Bool>? = nil,
            verify: @escaping @MainActor (String) async -> Bool
        ) {
            _code = code
            self.isFocused = isFocused
            self.length = length
            self.isSecure = isSecure
            self.rejectsWeakCodes = rejectsWeakCodes
            isRejected = false
            onComplete = { _ in }
            self.verify = verify
        }

        /// Holds the latest copy of the view (see ``LatestView``) and whether its
        /// `isRejected` was already shown.
        public typealias Coordinator = LatestView<PinCodeFieldControl>

        public func makeCoordinator() -> Coordinator { Coordinator(self) }

        public func makeUIView(context: Context) -> PinCodeFieldView {
            let view = PinCodeFieldView()
            let coordinator = context.coordinator
            view.field.addAction(for: .editingChanged) { field in coordinator.parent.code = field.text }
            // Editing began or ended: told to the app's focus binding on the next turn of the
            // run loop, never inside an update (this view's, or another's whose field took the
            // keyboard), as editing is then; until it is told, updates leave focus alone.
            view.field.addAction(for: [.editingDidBegin, .editingDidEnd]) { [weak view] _ in
                guard coordinator.parent.isFocused != nil else { return }
                coordinator.focusReportIsPending = true
                DispatchQueue.main.async {
                    coordinator.focusReportIsPending = false
                    guard let view, let focus = coordinator.parent.isFocused else { return }
                    let editing = view.field.isEditing
                    if focus.wrappedValue != editing { focus.wrappedValue = editing }
                }
            }
            view.field.addAction(for: .primaryActionTriggered) { field in
                let entered = field.text
                coordinator.parent.onComplete(entered)
                guard let verify = coordinator.parent.verify else { return }
                Task { @MainActor [weak field] in
                    let accepted = await verify(entered)
                    if !accepted, let field, field.text == entered { field.reject() }
                }
            }
            return view
        }

        /// Its natural height (and side), the proposal's width where it has none (iOS 16).
        @available(iOS 16.0, *)
        public func sizeThatFits(_ proposal: ProposedViewSize, uiView: PinCodeFieldView, context: Context) -> CGSize? {
            uiView.fittingSize(proposal)
        }

        public func updateUIView(_ view: PinCodeFieldView, context: Context) {
            context.coordinator.parent = self
            context.coordinator.updating { update(view, context) }
        }

        @MainActor private func update(_ view: PinCodeFieldView, _ context: Context) {
            view.adopt(context.environment)
            if view.field.length != length { view.field.length = length }
            // Only real changes: setting it again would end a character's reveal.
            if view.field.isSecureTextEntry != isSecure { view.field.isSecureTextEntry = isSecure }
            if (view.field.validator != nil) != rejectsWeakCodes {
                let weakCodeRule: (String) -> Bool = { PinCodeField.rejectsWeakCodes($0) }
                view.field.validator = rejectsWeakCodes ? weakCodeRule : nil
            }
            if view.field.text != code { view.field.text = code }
            if let isFocused, !context.coordinator.focusReportIsPending, isFocused.wrappedValue != view.field.isEditing {
                if isFocused.wrappedValue { view.field.beginEditing() } else { view.field.endEditing() }
            }
            // Shown once per code: a code already red is not shaken again by a re-render.
            if isRejected, view.field.isFilled, !view.field.isInvalid { view.field.reject() }
        }
    }
#endif
