import SegueCore

/// Alongside tracks (docs/transitions.md, "The coordinator"): set up in
/// `navigationController(_:willShow:animated:)` and run through the transition coordinator's
/// `animate(alongsideTransition:completion:)`, so they share the transition's duration and curve
/// and are scrubbed with it; when `restoreOnCancel`, a cancelled transition puts the start values back.
struct AlongsideWriter {
    let names: ExportNames
    /// Push or pop.
    let operation: Operation
    let plans: [TrackPlan]
    let restoreOnCancel: Bool

    private func view(_ target: TrackTarget) -> String { TransitionViews.accessor(target, names: names) }

    private var starts: [String] {
        plans.flatMap { ViewPropertyCode($0.start, mirrored: false).statements(view: view($0.target)) }
    }
    private var ends: [String] {
        plans.flatMap { ViewPropertyCode($0.end, mirrored: false).statements(view: view($0.target)) }
    }

    /// The screens (`from`, `to`) whose views or elements the tracks use.
    private var screens: [String] {
        ["from", "to"].filter { s in
            plans.contains {
                switch $0.target {
                case .role(let r): r.rawValue == s
                case .element(let screen, _): screen == s
                }
            }
        }
    }

    func write(into w: inout SourceWriter) {
        w.line("/// The \(operation.rawValue)'s alongside animations, run and scrubbed with the transition by its coordinator.")
        w.line("func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,")
        w.block("                          animated: Bool)") { w in
            let test = operation == .pop ? "!navigationController.viewControllers.contains(fromViewController)"
                : "navigationController.viewControllers.contains(fromViewController)"
            w.line("guard let coordinator = navigationController.transitionCoordinator,")
            w.line("      let fromViewController = coordinator.viewController(forKey: .from),")
            if screens.contains("to") { w.line("      let toViewController = coordinator.viewController(forKey: .to),") }
            w.line("      \(test) else { return }")
            writeViews(into: &w)
            w.lines(starts)
            w.line("coordinator.animate(alongsideTransition: { _ in")
            w.lines(ends.map { "    " + $0 })
            if restoreOnCancel {
                w.line("}, completion: { context in")
                w.line("    guard context.isCancelled else { return }")
                w.lines(starts.map { "    " + $0 })
                w.line("})")
            } else {
                w.line("}, completion: nil)")
            }
        }
    }

    private func writeViews(into w: inout SourceWriter) {
        var seen: Set<String> = []
        for plan in plans {
            let name = view(plan.target).filter { $0 != "?" }
            guard seen.insert(name).inserted else { continue }
            switch plan.target {
            case .role(let r): w.line("let \(name): UIView = \(r.rawValue)ViewController.view")
            case let .element(screen, element):
                w.line("let \(name) = (\(screen)ViewController as? \(names.elementViews))?.elementView(\(SwiftLiteral.string(element)))")
            }
        }
    }
}
