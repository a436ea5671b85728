import SegueCore

/// Writes one `UIViewControllerAnimatedTransitioning` class (docs/export.md, "Animators"):
/// `transitionDuration(using:)`, and `animateTransition(using:)` adding the to view in the
/// scenario's z-order, setting the start values and animating to the end values with the
/// scenario's timing — block animations, keyframes or a property animator, and
/// `interruptibleAnimator(using:)` when the transition is interruptible.
struct AnimatorWriter {
    let names: ExportNames
    let operation: Operation
    let views: TransitionViews
    var spec: AnimatorSpec { views.spec }
    var className: String { names.animator(operation.rawValue) }
    var isInterruptible: Bool { spec.interruptible && spec.driver == .propertyAnimator }
    var usesKeyframes: Bool { views.plans.contains { $0.isKeyframed } }

    func write(into w: inout SourceWriter, summary: String) {
        w.line("/// \(SwiftLiteral.comment(summary))")
        w.block("final class \(className): NSObject, UIViewControllerAnimatedTransitioning") { w in
            if views.mirrored {
                w.line("/// Whether the switch goes to a tab with a higher index; a lower one mirrors the motion.")
                w.line("private let isForward: Bool")
                w.line()
                w.block("init(isForward: Bool)") { w in
                    w.line("self.isForward = isForward")
                    w.line("super.init()")
                }
                w.line()
            }
            if isInterruptible {
                w.line("/// The transition's one property animator, from the first `interruptibleAnimator(using:)` to `animationEnded(_:)`.")
                w.line("private var animator: UIViewPropertyAnimator?")
                w.line()
            }
            w.block("func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval") { w in
                w.line(SwiftLiteral.number(TimingCode.transitionDuration(spec)))
            }
            w.line()
            if isInterruptible {
                writeInterruptible(into: &w)
            } else {
                w.block("func animateTransition(using transitionContext: UIViewControllerContextTransitioning)") { w in
                    writeBody(into: &w, returning: false)
                }
            }
        }
    }

    private func writeInterruptible(into w: inout SourceWriter) {
        w.block("func animateTransition(using transitionContext: UIViewControllerContextTransitioning)") { w in
            w.line("interruptibleAnimator(using: transitionContext).startAnimation()")
        }
        w.line()
        w.line("/// The same animator for the whole transition, so a gesture can catch it while it runs.")
        w.block("func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating") { w in
            w.line("if let animator { return animator }")
            writeBody(into: &w, returning: true)
        }
        w.line()
        w.block("func animationEnded(_ transitionCompleted: Bool)") { w in
            w.line("animator = nil")
        }
    }

    /// Fetch, setup and the animation call. `returning`: store and return the property animator
    /// instead of starting it.
    private func writeBody(into w: inout SourceWriter, returning: Bool) {
        let animations = animationLines
        let completion = completionLines(context: usesKeyframes ? "context" : "transitionContext")
        let start = views.startStatements
        let all = (start + animations + completion).joined(separator: "\n")
        views.writeFetch(into: &w, failure: returning ? ["preconditionFailure(\"a transition context without its view controllers' views\")"] : nil)
        views.writeSetup(into: &w, body: start + animations + completion)
        if views.mirrored && TransitionViews.mentions("direction", all) {
            w.line("let direction: CGFloat = isForward ? 1 : -1")
        }
        w.lines(start)
        w.line("let duration = transitionDuration(using: transitionContext)")
        writeCall(into: &w, animations: animations, completion: completion, returning: returning)
    }

    /// `UIView.animateKeyframes`. UIKit declares its completion `@Sendable` (not main-actor
    /// isolated), though it calls it on the main thread: the context crosses into it unchecked
    /// (`context`), and the body asserts the main actor, so the code is clean in Swift 6.
    private func writeKeyframeCall(into w: inout SourceWriter, animations: [String], completion: [String]) {
        let track = views.spec.tracks.first { !$0.keyframes.isEmpty }!
        let options = TimingCode.keyframeOptions(mode: track.calculationMode, curve: track.keyframeCurve)
        w.line("nonisolated(unsafe) let context = transitionContext  // the completion is @Sendable in UIKit's signature")
        w.line("UIView.animateKeyframes(withDuration: duration, delay: \(SwiftLiteral.number(spec.delay)), options: \(options)) {")
        w.lines(animations.map { "    " + $0 })
        w.line("} completion: { _ in")
        w.line("    // UIKit calls it on the main thread.")
        w.line("    MainActor.assumeIsolated {")
        w.lines(completion.map { "        " + $0 })
        w.line("    }")
        w.line("}")
    }

    private func writeCall(into w: inout SourceWriter, animations: [String], completion: [String], returning: Bool) {
        let delay = SwiftLiteral.number(spec.delay)
        if usesKeyframes {
            writeKeyframeCall(into: &w, animations: animations, completion: completion)
            return
        }
        switch TimingCode.runner(spec) {
        case .curveBlock(let option):
            w.line("UIView.animate(withDuration: duration, delay: \(delay), options: [\(option)]) {")
        case let .springBlock(z, v):
            w.line("UIView.animate(withDuration: duration, delay: \(delay), usingSpringWithDamping: \(SwiftLiteral.number(z)),")
            w.line("               initialSpringVelocity: \(SwiftLiteral.number(v)), options: []) {")
        case .propertyAnimator(let parameters):
            w.line("let animator = UIViewPropertyAnimator(duration: duration, timingParameters: \(parameters))")
            w.block("animator.addAnimations") { w in w.lines(animations) }
            w.line("animator.addCompletion { _ in")
            w.lines(completion.map { "    " + $0 })
            w.line("}")
            if returning {
                w.line("self.animator = animator")
                w.line("return animator")
            } else {
                w.line(spec.delay > 0 ? "animator.startAnimation(afterDelay: \(delay))" : "animator.startAnimation()")
            }
            return
        }
        w.lines(animations.map { "    " + $0 })
        w.line("} completion: { _ in")
        w.lines(completion.map { "    " + $0 })
        w.line("}")
    }

    /// The end values (or the keyframes), and the matched snapshots' flights.
    var animationLines: [String] {
        var lines: [String] = []
        if usesKeyframes {
            lines = keyframeLines
        } else {
            lines = views.endStatements
        }
        if views.matched { lines.append("flights.forEach { $0.fly() }") }
        return lines
    }

    /// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:)` blocks, one per distinct
    /// interval, in time order; a plain track in a keyframe animation spans the whole of it.
    private var keyframeLines: [String] {
        var intervals: [(frame: TrackPlan.Keyframe, lines: [String])] = []
        func add(_ frame: TrackPlan.Keyframe, _ lines: [String]) {
            guard !lines.isEmpty else { return }
            if let i = intervals.firstIndex(where: { $0.frame.start == frame.start && $0.frame.duration == frame.duration }) {
                intervals[i].lines += lines
            } else {
                intervals.append((frame, lines))
            }
        }
        for plan in views.plans {
            let view = views.accessor(plan.target)
            if plan.isKeyframed {
                for k in plan.keyframes {
                    let code = TrackPlan.code(state: k.state, changes: k.changes, mirrored: views.mirrored)
                    add(k, code.statements(view: view))
                }
            } else {
                let whole = TrackPlan.Keyframe(start: 0, duration: 1, state: plan.end, changes: plan.end)
                add(whole, ViewPropertyCode(plan.end, mirrored: views.mirrored).statements(view: view))
            }
        }
        return intervals.sorted { $0.frame.start < $1.frame.start }.flatMap { i in
            let start = i.frame.startCode ?? SwiftLiteral.number(i.frame.start)
            let duration = i.frame.durationCode ?? SwiftLiteral.number(i.frame.duration)
            return ["UIView.addKeyframe(withRelativeStartTime: \(start), relativeDuration: \(duration)) {"]
                + i.lines.map { "    " + $0 } + ["}"]
        }
    }

    /// Landing the snapshots, putting back what changed, and completing the transition.
    /// `context`: the name of the transition context there.
    func completionLines(context: String) -> [String] {
        var lines: [String] = []
        if views.matched { lines.append("flights.forEach { $0.land() }") }
        lines += views.cleanupStatements(cancelled: "\(context).transitionWasCancelled")
        lines.append("\(context).completeTransition(!\(context).transitionWasCancelled)")
        return lines
    }
}
