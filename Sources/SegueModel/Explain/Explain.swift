import SegueSupport
import SegueScenario

/// What `segue check --explain` prints: each transition of the scenario expanded into its
/// tracks (presets and UIKit defaults included), with fractions also given in points for the
/// scenario's device.
public func explain(_ scenario: Scenario) -> String {
    var out: [String] = []
    let size = scenario.device.size
    out.append("\(scenario.name): \(scenario.title)")
    if !scenario.description.isEmpty { out.append("  \(scenario.description)") }
    let deviceName = scenario.device.name ?? "custom"
    out.append("  device \(deviceName) (\(DecimalText.compact(size.width))×\(DecimalText.compact(size.height)) pt); " + describeContainer(scenario.container, automatic: scenario.modalStyleIsAutomatic ? scenario.ios : nil)
               + (scenario.ios == .default ? "" : "; iOS \(scenario.ios.rawValue)"))
    if let demo = scenario.demoSource { out.append("  demo: \(demo)") }
    let ops: [Operation]
    switch scenario.container {
    case .navigation: ops = [.push, .pop]
    case .modal: ops = scenario.sheet == nil ? [.present, .dismiss] : []  // a sheet animates itself
    case .tabs: ops = [.tab]
    case .containment(_, _, let transition):
        out.append("")
        out += describeChildTransition(transition, size: size)
        ops = []
    }
    for op in ops {
        out.append("")
        if let t = scenario.transitions[op] {
            out += describeTransition(op, t, size: size, isDefault: false)
        } else if let t = SystemTransitions.transition(for: op) {
            out += describeTransition(op, t, size: size, isDefault: true)
        } else {
            out.append("\(op.rawValue): UIKit default: immediate (no animation)")
        }
    }
    out += describePresentation(scenario)
    out += describeLayoutToLayout(scenario)
    out += describeZooms(scenario)
    return out.joined(separator: "\n") + "\n"
}

/// The collection view controllers pushed with `useLayoutToLayoutNavigationTransitions`
/// (docs/transitions.md): their push and pop are layout changes, not the transitions above.
private func describeLayoutToLayout(_ scenario: Scenario) -> [String] {
    let flagged = scenario.screens.filter { $0.collection?.useLayoutToLayoutNavigationTransitions == true }
    guard !flagged.isEmpty else { return [] }
    let d = DecimalText.compact(LayoutToLayoutTransition.duration)
    return [""] + flagged.map { s in
        "layout-to-layout: pushing \(s.id) onto a collection view controller changes the shared collection view's layout "
            + "instead (setCollectionViewLayout(_:animated:), \(d) s, easeInOut): the same \(s.collection!.layout.count) cells "
            + "move to \(s.id)'s layout; popping it moves them back, interactively with transitionProgress = percent (linear) by "
            + describeInteraction(SystemTransitions.popInteraction)
    }
}

private func describeContainer(_ c: ContainerSpec, automatic: IOSVersion?) -> String {
    switch c {
    case .navigation(let stack): "navigation stack " + stack.joined(separator: " → ")
    case let .modal(presenter, style, presented):
        "modal (\(automatic.map { "automatic → \($0.automaticModalStyleName) on iOS \($0.rawValue), a sheet at the large detent" } ?? style.rawValue)) "
            + "presented by \(presenter)" + (presented.map { ", \($0) on screen at the start" } ?? "")
    case let .tabs(tabs, selected): "tabs " + tabs.enumerated().map { $0.offset == selected ? "[\($0.element)]" : $0.element }.joined(separator: " | ")
    case let .containment(children, selected, _):
        "containment parent of " + children.enumerated().map { $0.offset == selected ? "[\($0.element)]" : $0.element }.joined(separator: " | ")
    }
}

/// `transition: transition(from:to:duration: 0.3, options: [.transitionCrossDissolve]), easeInOut`, then
/// the cross-fade and the animations block's tracks.
private func describeChildTransition(_ t: ChildTransitionSpec, size: Size) -> [String] {
    var out = ["transition: transition(from:to:duration: \(DecimalText.compact(t.duration)), options: \(t.options.swiftText)), "
               + describeTiming(.curve(t.options.curve), duration: t.duration)]
    switch t.options.transition {
    case .transitionCrossDissolve: out.append("  cross-dissolve: from alpha 1 → 0 while to alpha 0 → 1")
    case .transitionNone: out.append("  no view transition: the to view replaces the from view at the start")
    }
    if !t.animations.isEmpty {
        out.append("  animations block:")
        for track in t.animations { out += describeTrack(track, size: size, coverColor: .black).map { "  " + $0 } }
    }
    return out
}

private func describeTransition(_ op: Operation, _ t: TransitionSpec, size: Size, isDefault: Bool) -> [String] {
    var out: [String] = []
    let a = t.animator
    let kind = isDefault ? "UIKit default" : (a.preset.map { "preset \($0)" } ?? "custom tracks")
    var head = "\(op.rawValue): \(kind), \(DecimalText.compact(a.duration)) s"
    if a.delay > 0 { head += " after \(DecimalText.compact(a.delay)) s" }
    head += ", \(describeTiming(a.timing, duration: a.duration)); z-order " + a.order.map(\.rawValue).joined(separator: " < ")
    out.append(head)
    if a.driver == .propertyAnimator {
        let p = a.timingParameters ?? TimingParameters(a.timing, duration: a.duration)
        out.append("  on a UIViewPropertyAnimator(duration: \(DecimalText.compact(a.duration)), timingParameters: \(p.logDescription))")
        if a.interruptible { out.append("  interruptible: interruptibleAnimator(using:) returns it for the whole transition; an arrow or a mouse press catches it") }
    }
    if op == .tab && a.mirrorsBackward { out.append("  (as written for a switch to a later tab; mirrored for an earlier one)") }
    for track in a.tracks { out += describeTrack(track, size: size, coverColor: a.coverColor) }
    if a.matchedElements {
        out.append("  matched elements: each from-screen element whose match key appears in the to screen flies as a snapshot to its partner's frame; originals hidden")
    }
    if !t.alongside.isEmpty {
        out.append("  alongside (transition coordinator; same duration and curve, scrubbed with it):")
        for track in t.alongside { out += describeTrack(track, size: size, coverColor: a.coverColor).map { "  " + $0 } }
        out.append("  interaction-end handler " + (t.restoreOnCancel ? "restores them when cancelled" : "leaves them as they are when cancelled"))
    }
    if a.parallaxViews { out += describeParallax(op, a) }
    if let i = t.interaction { out.append("  interaction: " + describeInteraction(i)) }
    if t.interaction?.finish == .projection {
        let threshold = ReleaseProjection(percent: 0, motion: ReleaseMotion(meanVelocity: 0, acceleration: 0, sampleCount: 3, distance: size.width)).threshold
        out.append("  projection threshold on this \(DecimalText.compact(size.width))-pt width: \(DecimalText.compact(threshold, decimals: 6))")
    }
    if a.interruptible, let i = t.interaction {
        out.append("  release: continues with \(i.release.logDescription), initialVelocity = the finger's velocity / the remaining distance"
                   + (i.wantsInteractiveStart ? "" : "; wantsInteractiveStart false"))
    }
    return out
}

/// The system push and pop's extras: their real length, the dimming view and the edge shadow.
private func describeParallax(_ op: Operation, _ a: AnimatorSpec) -> [String] {
    let run = a.timing.totalDuration(nominal: a.duration)
    let forward = op.isForward
    var out = ["  transitionDuration reports \(DecimalText.compact(a.duration)) s; the views move for \(DecimalText.compact(run)) s, when completeTransition comes"]
    if a.interactiveTiming == .curve(.linear) { out.append("  interactive: the views follow the finger linearly; after release the rest plays on curve 7") }
    let dim = "alpha " + (forward ? "0 → \(DecimalText.compact(NavigationParallax.dimmingAlpha))" : "\(DecimalText.compact(NavigationParallax.dimmingAlpha)) → 0")
    out.append("  parallaxDimming  black, \(dim), over the \(forward ? "from" : "to") view and moving with it")
    out.append("  parallaxShadow   \(DecimalText.compact(NavigationParallax.shadowWidth)) pt against the leading edge of the \(forward ? "to" : "from") view, alpha \(forward ? "1 → 0" : "0 → 1")")
    return out
}

private func targetName(_ t: TrackTarget) -> String {
    switch t {
    case .role(let r): r.rawValue
    case let .element(s, e): "\(s).\(e)"
    }
}

private func describeTrack(_ track: TrackSpec, size: Size, coverColor: RGB) -> [String] {
    let name = targetName(track.target).padding(6)
    var out: [String] = []
    var extras: [String] = []
    if track.anchor != .center {
        extras.append("anchor " + (Anchor.named.first { $0.1 == track.anchor }?.0 ?? "(\(DecimalText.compact(track.anchor.x)), \(DecimalText.compact(track.anchor.y)))"))
    }
    if track.target == .role(.cover) { extras.append("colour \(coverColor.hex)") }
    if track.keyframes.isEmpty {
        let keys = ["x", "y", "scale", "rotation", "alpha", "color"]
        var parts: [String] = []
        for k in keys {
            let a = value(k, track.from, size: size), b = value(k, track.to, size: size)
            if a == nil && b == nil { continue }
            parts.append("\(k) \(a ?? "as laid out") → \(b ?? "as laid out")")
        }
        out.append("  \(name) " + (parts + extras).joined(separator: ", "))
    } else {
        let start = ["x", "y", "scale", "rotation", "alpha"].compactMap { k in value(k, track.from, size: size).map { "\(k) \($0)" } }
        var head = "  \(name) keyframes (curve \(track.keyframeCurve.name), \(track.calculationMode.rawValue))"
        if !extras.isEmpty { head += ", " + extras.joined(separator: ", ") }
        if !start.isEmpty { head += "; starts at " + start.joined(separator: ", ") }
        out.append(head)
        for f in track.keyframes {
            let vals = ["x", "y", "scale", "rotation", "alpha"].compactMap { k in value(k, f.values, size: size).map { "\(k) \($0)" } }
            out.append("         \(fixed2(f.start))–\(fixed2(f.start + f.duration))  " + vals.joined(separator: ", "))
        }
    }
    return out
}

private func value(_ key: String, _ v: TrackValues, size: Size) -> String? {
    func len(_ l: Length?, _ extent: Double) -> String? {
        guard let l else { return nil }
        switch l {
        case .fraction(let f): return f == 0 ? "0" : "\(DecimalText.compact(f)) (\(DecimalText.compact((f * extent * 10).rounded() / 10)) pt)"
        case .points(let p): return "\(DecimalText.compact(p)) pt"
        case .roundedFraction: return "\(DecimalText.compact(l.resolve(in: extent))) pt"
        }
    }
    switch key {
    case "x": return len(v.x, size.width)
    case "y": return len(v.y, size.height)
    case "scale": return v.scale.map { DecimalText.compact($0) }
    case "rotation": return v.rotation.map { "\(DecimalText.compact($0))°" }
    case "alpha": return v.alpha.map { DecimalText.compact($0) }
    default: return v.color.map(\.hex)
    }
}

/// A timing as readable text (shared with the interaction line).
func describeTiming(_ t: Timing, duration: Double) -> String {
    switch t {
    case .curve(let c): return "curve \(c.name)"
    case let .blockSpring(z, v, d):
        return "UIKit spring (damping \(DecimalText.compact(z)), velocity \(DecimalText.compact(v))" + (d.map { ", duration \(DecimalText.compact($0)) s" } ?? "") + ")"
    case let .perceptualSpring(b, d):
        let s = Spring.perceptual(duration: d ?? duration, bounce: b)
        return "perceptual spring (bounce \(DecimalText.compact(b)), duration \(DecimalText.compact(d ?? duration)) s; settles in \(DecimalText.compact((s.settlingDuration * 1000).rounded() / 1000)) s)"
    case let .coreAnimationSpring(s, d):
        return "curve 7: UISpringTimingParameters() = CASpringAnimation (mass \(DecimalText.compact(s.mass)), stiffness \(DecimalText.compact(s.stiffness)), damping \(DecimalText.compact(s.damping)); ζ \(DecimalText.compact((s.dampingRatio * 1000).rounded() / 1000)) computed critically damped, ω0 \(DecimalText.compact((s.undampedFrequency * 10000).rounded() / 10000)) rad/s), Core Animation duration \(DecimalText.compact(d)) s"
    case .physicalSpring(let s):
        let overdamping = s.allowsOverdamping ? ", allowsOverdamping" : ""
        return "spring (mass \(DecimalText.compact(s.mass)), stiffness \(DecimalText.compact(s.stiffness)), damping \(DecimalText.compact(s.damping)), velocity \(DecimalText.compact(s.initialVelocity))\(overdamping); settles in \(DecimalText.compact((s.settlingDuration * 1000).rounded() / 1000)) s)"
    }
}

private func describeInteraction(_ i: InteractionSpec) -> String {
    var parts: [String] = []
    switch i.gesture {
    case .edgePan: parts.append("edge pan from the \(i.edge.rawValue) edge")
    case .pinch: parts.append("pinch (percent = 1 − scale/startScale)")
    }
    switch i.finish {
    case .threshold(let t): parts.append("finish iff percent > \(DecimalText.compact(t))")
    case .velocity: parts.append("finish iff velocity > 0")
    case .thresholdOrVelocity(let t): parts.append("finish iff percent > \(DecimalText.compact(t)) or velocity > 0")
    case let .pinch(t, v): parts.append("cancel iff velocity < \(DecimalText.compact(v)) and percent ≤ \(DecimalText.compact(t))")
    case .projection:
        parts.append("UIKit's projection: finish iff p + v̄·0.35 + ½·ā·0.35² > min(187.5 pt / width, 0.5) (v̄, ā over the last 3 samples; fewer: iff v̄ > 0)")
        parts.append("then the rest at completionSpeed max(1 − p, 0.35·|v|/width) (cancelling max(p, …)) on curve 7")
        parts.append("percent-driven")
        return parts.joined(separator: ", ")
    }
    switch i.completion {
    case .remaining: parts.append("then the remaining time at completionSpeed \(DecimalText.compact(i.completionSpeed)) with \(i.completionCurve.name)")
    case .fixed(let s): parts.append("then a fixed \(DecimalText.compact(s)) s animation")
    }
    parts.append(i.driver == .direct ? "driver direct (track values set linearly from the percent)" : "percent-driven")
    var tuning: [String] = []
    if let d = i.distance { tuning.append("distance \(DecimalText.compact(d)) pt") }
    if let s = i.step { tuning.append("step \(DecimalText.compact(s)) pt") }
    if i.hysteresis != 15 { tuning.append("hysteresis \(DecimalText.compact(i.hysteresis)) pt") }
    if i.repeatDelay != KeyRepeat.defaultRepeatDelay { tuning.append("repeat delay \(DecimalText.compact(i.repeatDelay)) s") }
    if let r = i.idleRelease { tuning.append("idle release \(DecimalText.compact(r)) s") }
    if !tuning.isEmpty { parts.append(tuning.joined(separator: ", ")) }
    return parts.joined(separator: "; ")
}

private func fixed2(_ v: Double) -> String {
    let r = (v * 100).rounded() / 100
    var s = DecimalText.compact(r)
    if !s.contains(".") { s += ".00" } else if s.split(separator: ".")[1].count == 1 { s += "0" }
    return s
}

private extension String {
    func padding(_ n: Int) -> String { count >= n ? self : self + String(repeating: " ", count: n - count) }
}
