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
    var gesture: GestureCode { GestureCode(interaction: interaction, catches: catches) }
    var className: String { names.interaction(operation.rawValue) }
    var isDirect: Bool { interaction.driver == .direct }
    /// An interruptible transition driven by percent: the gesture can catch it while it runs
    /// (started by another call, the Back button's pop, with `wantsInteractiveStart` false).
    var catches: Bool { Self.catches(interaction, views.spec) }

    static func catches(_ interaction: InteractionSpec, _ spec: AnimatorSpec) -> Bool {
        interaction.driver == .percentDriven && spec.interruptible && spec.driver == .propertyAnimator
    }

    func write(into w: inout SourceWriter) {
        let verb = operation.rawValue
        if isDirect {
            w.line("/// \(verb)'s interaction controller, a custom one: \(gesture.summary) sets the views' values")
            w.line("/// directly, linearly in the percent, and the release ends with its own animation.")
        } else {
            w.line("/// \(verb)'s interaction controller: \(gesture.summary) scrubs the animator; released, the")
            w.line("/// transition finishes or cancels by `shouldFinish(percent:velocity:)`.")
        }
        let base = (isDirect ? "NSObject, UIViewControllerInteractiveTransitioning" : "UIPercentDrivenInteractiveTransition")
            + (gesture.isPinch ? "" : ", UIGestureRecognizerDelegate")
        w.block("final class \(className): \(base)") { w in
            w.line("/// Whether the gesture drives a transition now: the delegate returns this controller only then.")
            w.line("private(set) var isInteracting = false")
            w.line("/// Starts the transition; false when it cannot begin now.")
            w.line("private let startTransition: () -> Bool")
            writeStateProperties(into: &w)
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
            if !gesture.delegateMethod.isEmpty {
                w.line()
                w.lines(gesture.delegateMethod)
            }
        }
    }

    /// The catch's and the pinch's state.
    private func writeStateProperties(into w: inout SourceWriter) {
        if catches {
            w.line("/// Whether a transition is running now (the delegate's answer).")
            w.line("private let isTransitionRunning: () -> Bool")
            w.line("/// Whether UIKit runs the current transition with this controller (the delegate sets it): a gesture")
            w.line("/// that begins while it runs catches it instead of starting another.")
            w.line("var drivesRunningTransition = false")
            w.line("/// Where the transition was when the finger caught it; 0 for one the gesture started.")
            w.line("private var percentAtCatch: CGFloat = 0")
        }
        if gesture.isPinch {
            w.line("/// The pinch, on the screen it pops (`attach(to:)`).")
            w.line("private lazy var recognizer = UIPinchGestureRecognizer(target: self, action: #selector(handleGesture(_:)))")
        }
    }

    private func writeInit(into w: inout SourceWriter) {
        let place = gesture.isPinch ? "The pinch goes on the screen to pop (`attach(to:)`)" : "Adds the gesture recognizer to `view`"
        w.line("/// \(place); `startTransition` starts the \(operation.rawValue) when the gesture")
        w.line("/// begins, or returns false when it cannot (the gesture then drives nothing).")
        var parameters = gesture.isPinch ? [] : ["view: UIView"]
        if catches { parameters.append("isTransitionRunning: @escaping () -> Bool") }
        parameters.append("startTransition: @escaping () -> Bool")
        w.block("init(\(parameters.joined(separator: ", ")))") { w in
            w.line("self.startTransition = startTransition")
            if catches { w.line("self.isTransitionRunning = isTransitionRunning") }
            w.line("super.init()")
            if !isDirect {
                w.line("completionSpeed = \(SwiftLiteral.number(interaction.completionSpeed))")
                if let curve = TimingCode.animationCurve(interaction.completionCurve) {
                    w.line("completionCurve = \(curve)")
                } else {
                    w.line("timingCurve = \(TimingCode.cubicParameters(interaction.completionCurve))")
                }
                if views.spec.interruptible && !interaction.wantsInteractiveStart && !catches { w.line("wantsInteractiveStart = false") }
            }
            guard !gesture.isPinch else { return }
            w.line("let recognizer = \(gesture.recognizerType)(target: self, action: #selector(handleGesture(_:)))")
            w.lines(gesture.configuration)
            w.line("view.addGestureRecognizer(recognizer)")
        }
        if gesture.isPinch {
            w.line()
            w.line("/// Moves the pinch to `view`, the screen it would pop (nil: none can be popped): on the navigation")
            w.line("/// controller's view it would take every screen's own pinch.")
            w.block("func attach(to view: UIView?)") { w in
                w.line("recognizer.view?.removeGestureRecognizer(recognizer)")
                w.line("view?.addGestureRecognizer(recognizer)")
            }
        }
    }

    /// At `.began`: the flag first, because UIKit asks the delegate for this controller inside
    /// `startTransition()` (`popViewController(animated:)`, `dismiss(animated:)`); or the catch.
    private var beganLines: [String] {
        var lines = ["// First: UIKit asks the delegate for this controller inside startTransition()."]
        lines.append("isInteracting = true")
        // The transition follows the finger from the frame it began on (the screen-edge pan's
        // translation starts there: UIKit removes the pan's hysteresis when it begins).
        let follow = "if isInteracting { " + updateLines.joined(separator: "; ") + " }"
        guard catches else { return lines + ["isInteracting = startTransition()", follow] }
        return lines + [
            "if drivesRunningTransition && isTransitionRunning() {",
            "    pause()  // catches the running transition where it is; the finger scrubs on from there",
            "    percentAtCatch = percentComplete",
            "} else {",
            "    percentAtCatch = 0",
            "    isInteracting = startTransition()",
            "    " + follow,
            "}",
        ]
    }

    /// What `.changed` does with the finger's percent.
    private var updateLines: [String] {
        isDirect ? ["apply(percent: percent)", "transitionContext?.updateInteractiveTransition(percent)"] : ["update(percent)"]
    }

    private func writeHandler(into w: inout SourceWriter) {
        w.block("@objc private func handleGesture(_ recognizer: \(gesture.recognizerType))") { w in
            w.lines(gesture.measurement)
            w.line("switch recognizer.state {")
            w.line("case .began:")
            w.lines(beganLines.map { "    " + $0 })
            w.line("case .changed:")
            w.line("    guard isInteracting else { return }")
            w.lines(updateLines.map { "    " + $0 })
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
