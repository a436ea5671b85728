import SegueCore

/// The custom interaction controller's own transition (docs/transitions.md, "Custom interaction
/// controllers"): `startInteractiveTransition(_:)` places the views, `apply(percent:)` sets every
/// track's values linearly in the percent, and `end(finishing:percent:)` animates to the end or
/// back to the start — over the scenario's fixed completion duration, or the remaining time
/// (1 − p)·D or p·D divided by the completion speed — then completes the transition.
struct DirectInteractionWriter {
    let writer: InteractionWriter
    var views: TransitionViews { writer.views }
    var interaction: InteractionSpec { writer.interaction }

    func writeTransition(into w: inout SourceWriter) {
        let apply = applyLines
        w.block("func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)") { w in
            views.writeFetch(into: &w)
            views.writeSetup(into: &w, body: [], anchors: false)
            w.line("self.transitionContext = transitionContext")
            for role in Role.allCases where views.roles.contains(role) { w.line("self.\(role.rawValue)View = \(role.rawValue)View") }
            w.line("apply(percent: 0)")
        }
        w.line()
        w.line("/// Every track's values `percent` of the way, linearly.")
        w.block("private func apply(percent: CGFloat)") { w in
            let text = apply.joined(separator: "\n")
            let width = TransitionViews.mentions("width", text), height = TransitionViews.mentions("height", text)
            if width || height { w.line("guard let container = transitionContext?.containerView else { return }") }
            if width { w.line("let width = container.bounds.width") }
            if height { w.line("let height = container.bounds.height") }
            w.lines(apply)
        }
        w.line()
        writeEnd(into: &w)
        w.line()
    }

    /// Whether the release animation's duration depends on the percent (the remaining time).
    var endTakesPercent: Bool { interaction.completion == .remaining }

    /// `end(finishing: …)` or `end(finishing: …, percent: percent)`.
    func endCall(_ finishing: String) -> String {
        "end(finishing: \(finishing)" + (endTakesPercent ? ", percent: percent)" : ")")
    }

    private func writeEnd(into w: inout SourceWriter) {
        w.line("/// Plays the rest forward (finishing) or back to the start, then completes the transition.")
        w.block("private func end(finishing: Bool" + (endTakesPercent ? ", percent: CGFloat)" : ")")) { w in
            w.line("guard let transitionContext else { return }")
            w.line("if finishing {")
            w.line("    transitionContext.finishInteractiveTransition()")
            w.line("} else {")
            w.line("    transitionContext.cancelInteractiveTransition()")
            w.line("}")
            let duration: String
            switch interaction.completion {
            case .fixed(let d): duration = SwiftLiteral.number(d)
            case .remaining:
                let speed = interaction.completionSpeed > 0 ? interaction.completionSpeed : 1
                duration = "(finishing ? 1 - percent : percent) * \(SwiftLiteral.number(views.spec.duration))"
                    + (speed == 1 ? "" : " / \(SwiftLiteral.number(speed))")
            }
            let option = TimingCode.curveOption(interaction.completionCurve) ?? ".curveEaseInOut"
            w.line("UIView.animate(withDuration: \(duration), delay: 0, options: [\(option)]) {")
            w.line("    self.apply(percent: finishing ? 1 : 0)")
            w.line("} completion: { _ in")
            let cleanup = views.cleanupStatements(cancelled: "!finishing", finished: "finishing", anchors: false) { "self.\($0.rawValue)View?" }
            w.lines(cleanup.map { "    " + $0 })
            w.line("    transitionContext.completeTransition(finishing)")
            w.line("    self.transitionContext = nil")
            for role in Role.allCases where views.roles.contains(role) { w.line("    self.\(role.rawValue)View = nil") }
            w.line("}")
        }
    }

    /// The tracks' values as linear expressions in `percent`.
    var applyLines: [String] {
        views.plans.flatMap { plan -> [String] in
            var code = ViewPropertyCode()
            if let a = plan.start.x, let b = plan.end.x { code.x = Self.lerp(a, b, extent: "width") }
            if let a = plan.start.y, let b = plan.end.y { code.y = Self.lerp(a, b, extent: "height") }
            if let a = plan.start.scale, let b = plan.end.scale { code.scale = Self.lerp(a, b) }
            if let a = plan.start.rotation, let b = plan.end.rotation {
                let degrees = Self.lerp(a, b)
                code.rotation = degrees == "0" ? nil : "(\(degrees)) * .pi / 180"
            }
            if let a = plan.start.alpha, let b = plan.end.alpha { code.alpha = Self.lerp(a, b) }
            code.hasTransform = TrackPlan.touchesTransform(plan.start)
            guard case .role(let role) = plan.target else { return [] }
            return code.statements(view: role.rawValue + "View?")
        }
    }

    /// `a + (b − a) · percent`, simplified: `1 - percent`, `percent * width`, `0.5 + 0.5 * percent`.
    static func lerp(_ a: Double, _ b: Double, unit: String? = nil) -> String {
        let d = b - a
        let scaled = { (v: Double) in SwiftLiteral.product(v, unit.map { "percent * " + $0 } ?? "percent") }
        let start = unit.map { SwiftLiteral.product(a, $0) } ?? SwiftLiteral.number(a)
        if d == 0 { return start }
        if a == 0 { return scaled(d) }
        return d < 0 ? "\(start) - \(scaled(-d))" : "\(start) + \(scaled(d))"
    }

    /// The same for lengths: fractions of `extent`, or points.
    static func lerp(_ a: Length, _ b: Length, extent: String) -> String {
        switch (a, b) {
        case let (.fraction(x), .fraction(y)): lerp(x, y, unit: extent)
        case let (.points(x), .points(y)): lerp(x, y)
        default:
            "\(ViewPropertyCode.length(a, extent: extent)) + (\(ViewPropertyCode.length(b, extent: extent)) - \(ViewPropertyCode.length(a, extent: extent))) * percent"
        }
    }
}
