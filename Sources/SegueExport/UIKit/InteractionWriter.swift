import SegueCore

/// Writes an operation's interaction controller (docs/export.md, "Interaction controllers"): a
/// `UIPercentDrivenInteractiveTransition` subclass that owns its gesture recognizer and scrubs
/// the animator, or — for the `direct` driver — a custom `UIViewControllerInteractiveTransitioning`
/// that sets the views' values itself and ends with its own animation. Either way the finish
/// rule is `shouldFinish(percent:velocity:)`.
struct InteractionWriter {
    let names: ExportNames
    let operation: Operation
    let interaction: InteractionSpec
    let views: TransitionViews
    var gesture: GestureCode { GestureCode(interaction: interaction) }
    var className: String { names.interaction(operation.rawValue) }
    var isDirect: Bool { interaction.driver == .direct }

    func write(into w: inout SourceWriter) {
        let verb = operation.rawValue
        if isDirect {
            w.line("/// \(verb)'s interaction controller, a custom one: \(gesture.summary) sets the views' values")
            w.line("/// directly, linearly in the percent, and the release ends with its own animation.")
        } else {
            w.line("/// \(verb)'s interaction controller: \(gesture.summary) scrubs the animator; released, the")
            w.line("/// transition finishes or cancels by `shouldFinish(percent:velocity:)`.")
        }
        let base = isDirect ? "NSObject, UIViewControllerInteractiveTransitioning" : "UIPercentDrivenInteractiveTransition"
        w.block("final class \(className): \(base)") { w in
            w.line("/// Whether the gesture drives a transition now: the delegate returns this controller only then.")
            w.line("private(set) var isInteracting = false")
            w.line("/// Starts the transition; false when it cannot begin now.")
            w.line("private let startTransition: () -> Bool")
            if isDirect {
                w.line("private var transitionContext: UIViewControllerContextTransitioning?")
                for role in Role.allCases where views.roles.contains(role) { w.line("private var \(role.rawValue)View: UIView?") }
            }
            w.line()
            writeInit(into: &w)
            w.line()
            if isDirect { DirectInteractionWriter(writer: self).writeTransition(into: &w) }
            writeHandler(into: &w)
            w.line()
            w.lines(FinishRuleCode.function(interaction.finish))
        }
    }

    private func writeInit(into w: inout SourceWriter) {
        w.line("/// Adds the gesture recognizer to `view`; `startTransition` starts the \(operation.rawValue) when the gesture")
        w.line("/// begins, or returns false when it cannot (the gesture then drives nothing).")
        w.block("init(view: UIView, startTransition: @escaping () -> Bool)") { w in
            w.line("self.startTransition = startTransition")
            w.line("super.init()")
            if !isDirect {
                w.line("completionSpeed = \(SwiftLiteral.number(interaction.completionSpeed))")
                if let curve = TimingCode.animationCurve(interaction.completionCurve) {
                    w.line("completionCurve = \(curve)")
                } else {
                    w.line("timingCurve = \(TimingCode.cubicParameters(interaction.completionCurve))")
                }
                if views.spec.interruptible && !interaction.wantsInteractiveStart { w.line("wantsInteractiveStart = false") }
            }
            w.line("let recognizer = \(gesture.recognizerType)(target: self, action: #selector(handleGesture(_:)))")
            w.lines(gesture.configuration)
            w.line("view.addGestureRecognizer(recognizer)")
        }
    }

    private func writeHandler(into w: inout SourceWriter) {
        w.block("@objc private func handleGesture(_ recognizer: \(gesture.recognizerType))") { w in
            w.lines(gesture.measurement)
            w.line("switch recognizer.state {")
            w.line("case .began:")
            w.line("    isInteracting = startTransition()")
            w.line("case .changed:")
            w.line("    guard isInteracting else { return }")
            w.lines((isDirect ? ["apply(percent: percent)", "transitionContext?.updateInteractiveTransition(percent)"] : ["update(percent)"])
                .map { "    " + $0 })
            w.line("case .ended:")
            w.line("    guard isInteracting else { return }")
            w.line("    isInteracting = false")
            w.line("    " + gesture.velocity)
            w.lines(releaseLines.map { "    " + $0 })
            w.line("case .cancelled, .failed:")
            w.line("    guard isInteracting else { return }")
            w.line("    isInteracting = false")
            w.line("    " + (isDirect ? DirectInteractionWriter(writer: self).endCall("false") : "cancel()"))
            w.line("default:")
            w.line("    break")
            w.line("}")
        }
    }

    /// At `.ended`: the decision, and for an interruptible transition the release's timing
    /// parameters, the finger's velocity carried into the spring (per remaining distance).
    private var releaseLines: [String] {
        if isDirect { return [DirectInteractionWriter(writer: self).endCall("Self.shouldFinish(percent: percent, velocity: velocity)")] }
        guard views.spec.interruptible else {
            return ["if Self.shouldFinish(percent: percent, velocity: velocity) { finish() } else { cancel() }"]
        }
        var lines = ["let finishing = Self.shouldFinish(percent: percent, velocity: velocity)"]
        if case .spring = interaction.release {
            lines.append("let remaining = \(gesture.remaining)")
            lines.append("let speed = remaining > 0 ? (finishing ? velocity : -velocity) / remaining : 0")
            lines.append("timingCurve = \(TimingCode.parameters(interaction.release, velocity: gesture.springVector("speed")))")
        } else {
            lines.append("timingCurve = \(TimingCode.parameters(interaction.release))")
        }
        lines.append("if finishing { finish() } else { cancel() }")
        return lines
    }
}
