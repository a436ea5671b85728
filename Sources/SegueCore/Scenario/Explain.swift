/// What `segue check --explain` prints: each transition of the scenario expanded into its
/// tracks (presets and UIKit defaults included), with fractions also given in points for the
/// scenario's device.
public func explain(_ scenario: Scenario) -> String {
    var out: [String] = []
    let size = scenario.device.size
    out.append("\(scenario.name): \(scenario.title)")
    if !scenario.description.isEmpty { out.append("  \(scenario.description)") }
    let deviceName = scenario.device.name ?? "custom"
    out.append("  device \(deviceName) (\(fmt(size.width))×\(fmt(size.height)) pt); " + describeContainer(scenario.container))
    if let demo = scenario.demoSource { out.append("  demo: \(demo)") }
    let ops: [Operation]
    switch scenario.container {
    case .navigation: ops = [.push, .pop]
    case .modal: ops = [.present, .dismiss]
    case .tabs: ops = [.tab]
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
    return out.joined(separator: "\n") + "\n"
}

private func describeContainer(_ c: ContainerSpec) -> String {
    switch c {
    case .navigation(let stack): "navigation stack " + stack.joined(separator: " → ")
    case let .modal(presenter, style, presented):
        "modal (\(style.rawValue)) presented by \(presenter)" + (presented.map { ", \($0) on screen at the start" } ?? "")
    case let .tabs(tabs, selected): "tabs " + tabs.enumerated().map { $0.offset == selected ? "[\($0.element)]" : $0.element }.joined(separator: " | ")
    }
}

private func describeTransition(_ op: Operation, _ t: TransitionSpec, size: Size, isDefault: Bool) -> [String] {
    var out: [String] = []
    let a = t.animator
    let kind = isDefault ? "UIKit default" : (a.preset.map { "preset \($0)" } ?? "custom tracks")
    var head = "\(op.rawValue): \(kind), \(fmt(a.duration)) s"
    if a.delay > 0 { head += " after \(fmt(a.delay)) s" }
    head += ", \(describeTiming(a.timing, duration: a.duration)); z-order " + a.order.map(\.rawValue).joined(separator: " < ")
    out.append(head)
    if a.driver == .propertyAnimator {
        let p = a.timingParameters ?? TimingParameters(a.timing, duration: a.duration)
        out.append("  on a UIViewPropertyAnimator(duration: \(fmt(a.duration)), timingParameters: \(p.logDescription))")
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
    if let i = t.interaction { out.append("  interaction: " + describeInteraction(i)) }
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
        extras.append("anchor " + (Anchor.named.first { $0.1 == track.anchor }?.0 ?? "(\(fmt(track.anchor.x)), \(fmt(track.anchor.y)))"))
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
        case .fraction(let f): return f == 0 ? "0" : "\(fmt(f)) (\(fmt((f * extent * 10).rounded() / 10)) pt)"
        case .points(let p): return "\(fmt(p)) pt"
        }
    }
    switch key {
    case "x": return len(v.x, size.width)
    case "y": return len(v.y, size.height)
    case "scale": return v.scale.map { fmt($0) }
    case "rotation": return v.rotation.map { "\(fmt($0))°" }
    case "alpha": return v.alpha.map { fmt($0) }
    default: return v.color.map(\.hex)
    }
}

/// A timing as readable text (shared with the interaction line).
func describeTiming(_ t: Timing, duration: Double) -> String {
    switch t {
    case .curve(let c): return "curve \(c.name)"
    case let .blockSpring(z, v, d):
        return "UIKit spring (damping \(fmt(z)), velocity \(fmt(v))" + (d.map { ", duration \(fmt($0)) s" } ?? "") + ")"
    case let .perceptualSpring(b, d):
        let s = Spring.perceptual(duration: d ?? duration, bounce: b)
        return "perceptual spring (bounce \(fmt(b)), duration \(fmt(d ?? duration)) s; settles in \(fmt((s.settleTime * 1000).rounded() / 1000)) s)"
    case .physicalSpring(let s):
        return "spring (mass \(fmt(s.mass)), stiffness \(fmt(s.stiffness)), damping \(fmt(s.damping)), velocity \(fmt(s.initialVelocity)); settles in \(fmt((s.settleTime * 1000).rounded() / 1000)) s)"
    }
}

private func describeInteraction(_ i: InteractionSpec) -> String {
    var parts: [String] = []
    switch i.gesture {
    case .edgePan: parts.append("edge pan from the \(i.edge.rawValue) edge")
    case .pinch: parts.append("pinch (percent = 1 − scale/startScale)")
    }
    switch i.finish {
    case .threshold(let t): parts.append("finish iff percent > \(fmt(t))")
    case .velocity: parts.append("finish iff velocity > 0")
    case .thresholdOrVelocity(let t): parts.append("finish iff percent > \(fmt(t)) or velocity > 0")
    case let .pinch(t, v): parts.append("cancel iff velocity < \(fmt(v)) and percent ≤ \(fmt(t))")
    }
    switch i.completion {
    case .remaining: parts.append("then the remaining time at completionSpeed \(fmt(i.completionSpeed)) with \(i.completionCurve.name)")
    case .fixed(let s): parts.append("then a fixed \(fmt(s)) s animation")
    }
    parts.append(i.driver == .direct ? "driver direct (track values set linearly from the percent)" : "percent-driven")
    var tuning: [String] = []
    if let d = i.distance { tuning.append("distance \(fmt(d)) pt") }
    if let s = i.step { tuning.append("step \(fmt(s)) pt") }
    if i.hysteresis != 15 { tuning.append("hysteresis \(fmt(i.hysteresis)) pt") }
    if i.repeatDelay != KeyRepeat.defaultRepeatDelay { tuning.append("repeat delay \(fmt(i.repeatDelay)) s") }
    if i.idleRelease != KeyRepeat.defaultIdleRelease { tuning.append("idle release \(fmt(i.idleRelease)) s") }
    if !tuning.isEmpty { parts.append(tuning.joined(separator: ", ")) }
    return parts.joined(separator: "; ")
}

private func fixed2(_ v: Double) -> String {
    let r = (v * 100).rounded() / 100
    var s = fmt(r)
    if !s.contains(".") { s += ".00" } else if s.split(separator: ".")[1].count == 1 { s += "0" }
    return s
}

private extension String {
    func padding(_ n: Int) -> String { count >= n ? self : self + String(repeating: " ", count: n - count) }
}
