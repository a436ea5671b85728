import SegueCore

/// How an animator's code reaches the views its tracks animate (docs/export.md, "Animators"):
/// the from and to views from the transition context, the cover view, and screens' elements
/// through the scenario's element protocol. Writes the fetch, z-order, start-value and
/// clean-up statements the animator and the custom interaction controller share.
struct TransitionViews {
    let names: ExportNames
    let operation: Operation
    let spec: AnimatorSpec
    let plans: [TrackPlan]
    /// A custom modal: the presenting view stays where it is and the context has no view for it.
    let isCustomModal: Bool
    /// A tab switch mirrored for a lower index: `x` and rotations are multiplied by `direction`.
    let mirrored: Bool
    /// The frame of the presented screen in a custom modal (fractions or points), when it has one.
    let presentedFrame: [Length]?
    /// The `matched` preset: matched elements fly as snapshots (`ExportNames.matchedFlight`).
    var matched: Bool { spec.matchedElements }
    /// A custom modal's presentation controller class that owns the cover as its `dimmingView`
    /// (laid out on rotation and resize, removed when the presentation ends); the animators only
    /// animate it. nil: the animators make and remove the cover themselves.
    var dimmingOwner: String? = nil

    /// The same views with only the tracks `keep` accepts.
    func restricted(_ keep: (TrackPlan) -> Bool) -> TransitionViews {
        TransitionViews(names: names, operation: operation, spec: spec, plans: plans.filter(keep), isCustomModal: isCustomModal,
                        mirrored: mirrored, presentedFrame: presentedFrame, dimmingOwner: dimmingOwner)
    }

    /// The view variable of a track's target, with `?` for an optional element view.
    func accessor(_ target: TrackTarget) -> String { Self.accessor(target, names: names) }

    static func accessor(_ target: TrackTarget, names: ExportNames) -> String {
        switch target {
        case .role(let role): role.rawValue + "View"
        case let .element(screen, element): names.element(screen, element) + "?"
        }
    }

    var roles: Set<Role> {
        Set(plans.compactMap { if case .role(let r) = $0.target { r } else { nil } })
    }
    var hasCover: Bool { roles.contains(.cover) }
    /// Element targets in order of first use, each once.
    var elementTargets: [(screen: String, element: String)] {
        var seen: Set<String> = []
        return plans.compactMap {
            guard case let .element(s, e) = $0.target, seen.insert(s + "." + e).inserted else { return nil }
            return (s, e)
        }
    }

    /// Whether UIKit hands the animator a view for `role` (not the presenter of a custom modal).
    func contextProvides(_ role: Role) -> Bool {
        guard isCustomModal else { return true }
        return role == (operation.isForward ? .to : .from)
    }

    /// Whether the animator adds the to view to the container (not when a custom dismissal
    /// reveals a presenter that never left).
    var insertsToView: Bool { contextProvides(.to) }

    /// The roles placed in the container by the code, bottom first, and whether each goes
    /// below the from view (already there) or on top.
    var placements: [(role: Role, belowFrom: Bool)] {
        let order = spec.order.filter { $0 != .cover || (hasCover && dimmingOwner == nil) }
        let fromIndex = order.firstIndex(of: .from)
        return order.enumerated().compactMap { i, role in
            guard role != .from, role != .to || insertsToView else { return nil }
            return (role, fromIndex.map { i < $0 } ?? false)
        }
    }

    /// A custom presentation of a screen with its own frame: the animator sets that frame.
    var setsPresentedFrame: Bool { operation == .present && presentedFrame != nil }

    var needsFromView: Bool { roles.contains(.from) || placements.contains { $0.belowFrom } }
    var needsToView: Bool { insertsToView || roles.contains(.to) }

    /// `guard let fromView = …, let toView = … else { … }`; the else block is `failure`
    /// (default: complete the transition as not done, and return).
    func writeFetch(into w: inout SourceWriter, context: String = "transitionContext", failure: [String]? = nil) {
        var bindings: [String] = []
        for role in [Role.from, .to] where role == .from ? needsFromView : needsToView {
            let key = role.rawValue
            bindings.append(contextProvides(role)
                ? "let \(key)View = \(context).view(forKey: .\(key))"
                : "let \(key)View = \(context).viewController(forKey: .\(key))?.view")
        }
        if insertsToView && !setsPresentedFrame || matched || elementTargets.contains(where: { $0.screen == "to" }) {
            bindings.append("let toViewController = \(context).viewController(forKey: .to)")
        }
        if matched || elementTargets.contains(where: { $0.screen == "from" }) {
            bindings.append("let fromViewController = \(context).viewController(forKey: .from)")
        }
        if let dimmingOwner, hasCover {
            let presented = operation.isForward ? "to" : "from"
            bindings.append("let coverView = (\(context).viewController(forKey: .\(presented))?.presentationController as? \(dimmingOwner))?.dimmingView")
        }
        guard !bindings.isEmpty else { return }
        for (i, b) in bindings.enumerated() {
            let text = (i == 0 ? "guard " : "      ") + b + (i == bindings.count - 1 ? " else {" : ",")
            w.line(text)
        }
        w.lines((failure ?? ["\(context).completeTransition(false)", "return"]).map { "    " + $0 })
        w.line("}")
    }

    /// The container, sizes, cover, z-order, the to view's frame, element views and start values.
    /// `anchors`: move the anchor points of tracks about a corner (the animator; the custom
    /// interaction controller turns about the centre, a header note says so).
    func writeSetup(into w: inout SourceWriter, context: String = "transitionContext", body: [String], anchors: Bool = true) {
        let all = body.joined(separator: "\n")
        let usesWidth = Self.mentions("width", all) || setsPresentedFrame
        let usesHeight = Self.mentions("height", all) || setsPresentedFrame
        let makesCover = hasCover && dimmingOwner == nil
        if !placements.isEmpty || makesCover || matched || usesWidth || usesHeight { w.line("let container = \(context).containerView") }
        if usesWidth { w.line("let width = container.bounds.width") }
        if usesHeight { w.line("let height = container.bounds.height") }
        if makesCover { writeCover(into: &w) }
        for p in placements {
            let view = p.role.rawValue + "View"
            w.line(p.belowFrom ? "container.insertSubview(\(view), belowSubview: fromView)" : "container.addSubview(\(view))")
        }
        if insertsToView {
            if setsPresentedFrame, let f = presentedFrame {
                let x = ViewPropertyCode.length(f[0], extent: "width"), y = ViewPropertyCode.length(f[1], extent: "height")
                let fw = ViewPropertyCode.length(f[2], extent: "width"), fh = ViewPropertyCode.length(f[3], extent: "height")
                w.line("toView.frame = CGRect(x: \(x), y: \(y), width: \(fw), height: \(fh))")
            } else {
                w.line("toView.frame = \(context).finalFrame(for: toViewController)")
            }
        }
        for e in elementTargets {
            let controller = e.screen + "ViewController"
            w.line("let \(names.element(e.screen, e.element)) = (\(controller) as? \(names.elementViews))?.elementView(\(SwiftLiteral.string(e.element)))")
        }
        if anchors { w.lines(anchorStatements(restoring: false)) }
        if matched { w.line("let flights = \(names.matchedFlight).flights(from: fromViewController, to: toViewController, in: container)") }
    }

    /// The cover: a new one for a forward operation, the one a presentation left for the reverse.
    private func writeCover(into w: inout SourceWriter) {
        if operation.isForward {
            w.line("let coverView = \(names.coverView)(frame: container.bounds)")
        } else {
            w.line("let coverView = container.subviews.first { $0 is \(names.coverView) } ?? \(names.coverView)(frame: container.bounds)")
        }
        w.line("coverView.backgroundColor = \(SwiftLiteral.color(spec.coverColor))")
    }

    /// The role views whose tracks turn or scale about another point than the centre, each
    /// once, with that anchor.
    var anchoredRoles: [(role: Role, anchor: Anchor)] {
        var seen: Set<Role> = []
        return plans.compactMap { plan in
            guard plan.anchor != .center, case .role(let role) = plan.target, contextProvides(role) || role == .cover,
                  seen.insert(role).inserted else { return nil }
            return (role, plan.anchor)
        }
    }

    /// Moves (or, `restoring`, puts back) the layer's anchor point of each anchored view, the
    /// centre compensated so the view stays where it is laid out. Core Animation turns and scales
    /// a layer about its anchor point; a translate·rotate·translate transform about a corner would
    /// be decomposed and interpolated as a translation and a rotation, so the hinge would drift.
    func anchorStatements(restoring: Bool) -> [String] {
        anchoredRoles.flatMap { role, anchor -> [String] in
            let view = role.rawValue + "View"
            let sign = restoring ? -1.0 : 1.0
            let dx = SwiftLiteral.product(sign * (anchor.x - 0.5), view + ".bounds.width")
            let dy = SwiftLiteral.product(sign * (anchor.y - 0.5), view + ".bounds.height")
            let point = restoring ? "CGPoint(x: 0.5, y: 0.5)" : "CGPoint(x: \(SwiftLiteral.number(anchor.x)), y: \(SwiftLiteral.number(anchor.y)))"
            var lines = restoring ? [] : ["// \(role.rawValue)View turns about its (\(SwiftLiteral.number(anchor.x)), \(SwiftLiteral.number(anchor.y))) point: "
                                         + "the layer's anchor point, the centre moved with it."]
            lines.append("\(view).layer.anchorPoint = \(point)")
            lines.append("\(view).center = CGPoint(x: \(view).center.x \(Self.signed(dx)), y: \(view).center.y \(Self.signed(dy)))")
            return lines
        }
    }

    /// `+ 0.5 * w` or `- 0.5 * w` from a product that may start with a minus.
    private static func signed(_ product: String) -> String {
        product.hasPrefix("-") ? "- " + product.dropFirst() : "+ " + product
    }

    /// The statements giving every track its start values.
    var startStatements: [String] {
        plans.flatMap { ViewPropertyCode($0.start, mirrored: mirrored).statements(view: accessor($0.target)) }
    }

    /// The statements giving every track its end values (a keyframe track: its last state).
    var endStatements: [String] {
        plans.flatMap { ViewPropertyCode($0.end, mirrored: mirrored).statements(view: accessor($0.target)) }
    }

    /// After the animation: the view that left is put back as laid out (UIKit reuses it), the
    /// cover goes when the presentation it belongs to ends. Empty when there is nothing to undo.
    /// `view` names a role's view (default `fromView`, `toView`, `coverView`).
    /// `cancelled` and `finished` are the conditions as code (default `!cancelled`).
    /// `anchors`: put back the anchor points `writeSetup` moved.
    func cleanupStatements(cancelled: String, finished: String? = nil, anchors: Bool = true,
                           view: (Role) -> String = { $0.rawValue + "View" }) -> [String] {
        func reset(_ role: Role) -> [String] {
            let touched = plans.filter { $0.target == .role(role) }
            var out: [String] = []
            if touched.contains(where: { TrackPlan.touchesTransform($0.end) || TrackPlan.touchesTransform($0.start) }) {
                out.append("\(view(role)).transform = .identity")
            }
            if touched.contains(where: { $0.end.alpha != nil || $0.start.alpha != nil }) { out.append("\(view(role)).alpha = 1") }
            return out
        }
        // Cancelled or not, UIKit leaves each view with the values the animation block set (a
        // cancelled interactive transition only plays them back on screen): the from view, which
        // a cancel leaves on screen, and the to view it takes away get their laid-out look back.
        var whenFinished = contextProvides(.from) ? reset(.from) : []
        var whenCancelled = (insertsToView ? reset(.to) : []) + (contextProvides(.from) ? reset(.from) : [])
        if hasCover && dimmingOwner == nil {
            if operation.isForward { whenCancelled.append("\(view(.cover)).removeFromSuperview()") } else { whenFinished.append("\(view(.cover)).removeFromSuperview()") }
        }
        return Self.branch(cancelled: cancelled, finished: finished ?? "!" + cancelled, whenCancelled: whenCancelled, whenFinished: whenFinished)
            + (anchors ? anchorStatements(restoring: true) : [])
    }

    /// `if cancelled { … } else { … }`, leaving out an empty side.
    static func branch(cancelled: String, finished: String, whenCancelled: [String], whenFinished: [String]) -> [String] {
        let indent = { (lines: [String]) in lines.map { "    " + $0 } }
        switch (whenCancelled.isEmpty, whenFinished.isEmpty) {
        case (true, true): return []
        case (false, true): return ["if \(cancelled) {"] + indent(whenCancelled) + ["}"]
        case (true, false): return ["if \(finished) {"] + indent(whenFinished) + ["}"]
        case (false, false): return ["if \(cancelled) {"] + indent(whenCancelled) + ["} else {"] + indent(whenFinished) + ["}"]
        }
    }

    /// Whether `identifier` appears in `text` as a whole word.
    static func mentions(_ identifier: String, _ text: String) -> Bool {
        var rest = Substring(text)
        while let r = rest.firstRange(of: identifier) {
            let before = rest[..<r.lowerBound].last
            let after = rest[r.upperBound...].first
            func isWord(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !isWord(before) && !isWord(after) && before != "." { return true }
            rest = rest[r.upperBound...]
        }
        return false
    }
}
