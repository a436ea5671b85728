import SegueJSON
import SegueSupport

/// Transitions, animators and tracks (docs/scenarios.md).
extension ScenarioReader {
    static let transitionKeys = ["animator", "interaction", "alongside", "restoreOnCancel"]
    static let animatorKeys = ["preset", "duration", "delay", "curve", "order", "from", "to", "cover", "mirror",
                               "driver", "timingParameters", "interruptible"]
    static let trackKeys = ["from", "to", "keyframes", "anchor", "calculationMode"]
    static let valueKeys = ["x", "y", "scale", "rotation", "alpha"]
    static let keyframeKeys = ["start", "duration", "to"]

    func readTransitions(_ node: JSONNode, _ path: JSONPath) -> [Operation: TransitionSpec]? {
        guard let o = r.object(node, path, allowed: Operation.allCases.map(\.rawValue), what: "an object of transitions by operation") else { return nil }
        var out: [Operation: TransitionSpec] = [:]
        let performed = containerOperations
        for m in o.members {
            guard let op = Operation(rawValue: m.key) else { continue } // reported as unknown key
            if !performed.contains(op) {
                let names = performed.map { "'\($0.rawValue)'" }.joined(separator: " and ")
                r.error(at: m.keyPosition, path / m.key, "a \(containerKind ?? "") container performs \(names), never '\(op.rawValue)'")
                continue
            }
            if op == .transition {
                // UIKit's containment switch takes no animation controller: its arguments live in the container.
                r.error(at: m.keyPosition, path / m.key,
                        "a containment parent's transition(from:to:duration:options:animations:) takes no animator: "
                        + "give its duration, options and animations in container.transition")
                continue
            }
            if let t = readTransition(m.value, path / m.key, op) { out[op] = t }
        }
        return out
    }

    func readTransition(_ node: JSONNode, _ path: JSONPath, _ op: Operation) -> TransitionSpec? {
        guard let o = r.object(node, path, allowed: Self.transitionKeys, what: "a transition object") else { return nil }
        let errorsBefore = r.diagnostics.count
        guard let av = o["animator"] else {
            r.error(node, path, "missing required key 'animator' (UIKit asks for an interaction controller only after the delegate returned an animation controller; leave '\(op.rawValue)' out to get UIKit's default)")
            return nil
        }
        var presetOptions = PresetOptions()
        var preset: Preset?
        let animator = readAnimator(av, o.path("animator"), op, preset: &preset, options: &presetOptions)
        var interaction = preset?.defaultInteraction(for: op, options: presetOptions)
        if let v = o["interaction"] {
            if op.isForward {
                r.error(at: o.keyPosition("interaction") ?? v.position, o.path("interaction"),
                        "only pop and dismiss can be interactive (the gesture takes the top screen away)")
            } else {
                interaction = readInteraction(v, o.path("interaction"), base: interaction)
            }
        }
        var alongside: [TrackSpec] = []
        if let v = o["alongside"], let ao = r.object(v, o.path("alongside"), allowed: Self.targetKeys(in: v), what: "an object of tracks by target") {
            let keyframeCurve: TimingCurve
            if case .curve(let c)? = animator?.timing { keyframeCurve = c } else { keyframeCurve = .easeInOut }
            for m in ao.members {
                guard let target = readTarget(m, ao.path) else { continue }
                if let t = readTrack(m.value, ao.path / m.key, target: target, keyframeCurve: keyframeCurve, keyframesAllowed: true) {
                    alongside.append(t)
                }
            }
        }
        var restore = true
        if let v = o["restoreOnCancel"], let b = r.bool(v, o.path("restoreOnCancel")) { restore = b }
        if let animator, let i = interaction, i.driver == .direct,
           animator.tracks.contains(where: { !$0.keyframes.isEmpty }) {
            // At the driver's value when the interaction names it; else (a preset's driver) at
            // the preset that brought it.
            if let dv = o["interaction"]?["driver"] {
                r.error(dv, o.path("interaction") / "driver",
                        "the direct driver sets track values linearly in the percent; it cannot drive keyframe tracks")
            } else {
                r.error(av["preset"] ?? av, o.path("animator") / "preset",
                        "this preset's interaction uses the direct driver, which sets track values linearly in the percent; "
                        + "it cannot drive keyframe tracks")
            }
        }
        if let animator { checkInterruptibleKeys(o, animator: animator, interaction: interaction) }
        guard let animator, r.diagnostics.count == errorsBefore else { return nil }
        return TransitionSpec(animator: animator, interaction: interaction, alongside: alongside, restoreOnCancel: restore)
    }

    /// Keys of an object that name tracks: roles, and element targets (`screen.element`).
    static func targetKeys(in node: JSONNode) -> [String] {
        let dotted = node.objectValue?.map(\.key).filter { $0.contains(".") } ?? []
        return Role.allCases.map(\.rawValue) + dotted
    }

    func readAnimator(_ node: JSONNode, _ path: JSONPath, _ op: Operation,
                      preset: inout Preset?, options: inout PresetOptions) -> AnimatorSpec? {
        guard case .object(let members) = node.value else {
            r.typeError(node, path, expected: "an animator object")
            return nil
        }
        let errorsBefore = r.diagnostics.count
        let presetKnown = readPreset(node, path, op, into: &preset)
        let paramNames: [String]
        if let p = preset { paramNames = p.parameters.map(\.name) } else if !presetKnown {
            paramNames = Array(Set(Preset.allCases.flatMap { $0.parameters.map(\.name) })).sorted()
        } else { paramNames = [] }
        let dotted = members.map(\.key).filter { $0.contains(".") }
        guard let o = r.object(node, path, allowed: Self.animatorKeys + paramNames + dotted) else { return nil }

        let duration = o["duration"].flatMap { r.number($0, o.path("duration"), Self.durationBounds, unit: "seconds") }
        let delay = o["delay"].flatMap { r.number($0, o.path("delay"), .closed(0, 60), unit: "seconds") } ?? 0
        let timing = o["curve"].flatMap { readTiming($0, o.path("curve")) }
        if let m = o["mirror"], op != .tab {
            r.error(at: o.keyPosition("mirror") ?? m.position, o.path("mirror"), "'mirror' applies only to tab transitions")
        }
        let mirrors = o["mirror"].flatMap { r.bool($0, o.path("mirror")) } ?? true

        if preset == .swingDrop, let t = timing, t.spring(nominalDuration: 1) != nil, let cv = o["curve"] {
            r.error(cv, o.path("curve"), "swingDrop is a keyframe animation: its curve must be a Bézier curve, not a spring")
        }
        // Preset parameters.
        if let p = preset {
            options.duration = duration
            options.delay = delay
            options.timing = timing
            readPresetParameters(p, o, into: &options)
        }
        var spec = preset?.expand(for: op, options: options)
            ?? AnimatorSpec(duration: duration ?? 0.35, delay: delay, timing: timing ?? .default, order: [])
        spec.mirrorsBackward = mirrors
        readExplicitTracks(o, into: &spec)
        readZOrder(o, op, into: &spec)
        readDriver(o, into: &spec)
        if spec.tracks.isEmpty && !spec.matchedElements && r.diagnostics.count == errorsBefore {
            r.error(node, path, "the animator animates nothing: give a 'preset' or tracks for 'from', 'to' or 'cover'")
        }
        // Springs must settle in time (forms 2 and 3 are not cut at the duration).
        if let s = spec.timing.spring(nominalDuration: spec.duration), let problem = Self.springProblem(s) {
            r.error(o["curve"] ?? node, o.path("curve"), problem)
        }
        guard r.diagnostics.count == errorsBefore else { return nil }
        return spec
    }

    /// The animator's `preset`, when it names one this build knows (set in `preset`, even when
    /// it does not suit `op`, so that its parameters are still checked). Returns false when the
    /// key names no known preset (`system`, a misspelling): every preset's parameters are then
    /// accepted, so that only the preset itself is reported.
    func readPreset(_ node: JSONNode, _ path: JSONPath, _ op: Operation, into preset: inout Preset?) -> Bool {
        guard let pv = node["preset"] else { return true }
        if case .string(let s) = pv.value, s == "system" {
            r.error(pv, path / "preset", "'system' is UIKit's default: leave the operation out of 'transitions' to get it")
            return false
        }
        guard let p = r.choice(pv, path / "preset", Preset.allCases.map { ($0.rawValue, $0) }, what: "preset") else { return false }
        preset = p
        if !p.supports(op) {
            r.error(pv, path / "preset", "\(p.rawValue) is a dismissal animation: use it for pop or dismiss, not \(op.rawValue)")
        }
        return true
    }

    /// Explicit tracks (`from`, `to`, `cover`, `screen.element`) replace the preset's track for
    /// the same target, or add one; a cover track's colour becomes the cover's.
    func readExplicitTracks(_ o: ObjectView, into spec: inout AnimatorSpec) {
        let keyframeCurve: TimingCurve
        if case .curve(let c) = spec.timing { keyframeCurve = c } else { keyframeCurve = .easeInOut }
        let springTiming: Bool
        if case .curve = spec.timing { springTiming = false } else { springTiming = true }
        for m in o.members {
            let isRole = Role(rawValue: m.key) != nil
            guard isRole || m.key.contains(".") else { continue }
            guard let target = readTarget(m, o.path) else { continue }
            guard let t = readTrack(m.value, o.path / m.key, target: target, keyframeCurve: keyframeCurve,
                                    keyframesAllowed: !springTiming) else { continue }
            if let k = spec.tracks.firstIndex(where: { $0.target == target }) { spec.tracks[k] = t } else { spec.tracks.append(t) }
            if target == .role(.cover), let c = t.from.color ?? t.to.color { spec.coverColor = c }
        }
    }

    /// The z-order: `order` when given; otherwise the preset's, with the cover put in between
    /// (or taken out) to match the tracks, or the default (`from, to` going forward, `to, from` back).
    func readZOrder(_ o: ObjectView, _ op: Operation, into spec: inout AnimatorSpec) {
        let hasCover = spec.tracks.contains { $0.target == .role(.cover) }
        if let ov = o["order"] {
            if let order = readOrder(ov, o.path("order"), hasCover: hasCover) { spec.order = order }
        } else if spec.order.isEmpty || (hasCover && !spec.order.contains(.cover)) {
            spec.order = op.isForward ? [.from, .to] : [.to, .from]
            if hasCover { spec.order.insert(.cover, at: 1) }
        } else if !hasCover, spec.order.contains(.cover) {
            spec.order.removeAll { $0 == .cover }
        }
    }

    func readPresetParameters(_ p: Preset, _ o: ObjectView, into options: inout PresetOptions) {
        for param in p.parameters {
            guard let v = o[param.name] else { continue }
            let path = o.path(param.name)
            switch param.name {
            case "damping", "velocity":
                if o.has("curve") {
                    r.error(at: o.keyPosition(param.name) ?? v.position, path, "give either 'curve' or the spring's '\(param.name)', not both")
                    continue
                }
            default: break
            }
            switch param.kind {
            case .number(let lo, let loOpen, let hi):
                let x = r.number(v, path, NumberRange(lower: lo, lowerInclusive: !loOpen, upper: hi))
                switch param.name {
                case "offset": options.offset = x
                case "scale": options.scale = x
                case "damping": options.damping = x
                case "velocity": options.velocity = x
                case "dim": options.dim = x
                case "completion": options.completion = x
                default: break
                }
            case .points(let lo, let hi):
                if let l = r.length(v, path, fraction: .closed(lo, hi), points: .closed(lo, hi)) {
                    switch l {
                    case .points(let x), .fraction(let x), .roundedFraction(let x): options.drop = x
                    }
                }
            case .edge:
                options.edge = r.choice(v, path, Edge.allCases.map { ($0.rawValue, $0) }, what: "edge")
            case .color:
                options.coverColor = r.color(v, path)
            case .bool:
                options.fadeCover = r.bool(v, path)
            case .anchor:
                options.anchor = r.choice(v, path, Anchor.named, what: "anchor")
            }
        }
    }

    func readOrder(_ node: JSONNode, _ path: JSONPath, hasCover: Bool) -> [Role]? {
        guard let items = r.array(node, path, count: 2...3, what: "an array of roles, bottom first") else { return nil }
        var roles: [Role] = []
        for (k, item) in items.enumerated() {
            guard let role = r.choice(item, path / k, Role.allCases.map { ($0.rawValue, $0) }, what: "role") else { return nil }
            if roles.contains(role) {
                r.error(item, path / k, "role '\(role.rawValue)' is listed twice")
                return nil
            }
            roles.append(role)
        }
        if !roles.contains(.from) || !roles.contains(.to) {
            r.error(node, path, "the order must list both 'from' and 'to'")
            return nil
        }
        if roles.contains(.cover) && !hasCover {
            r.error(node, path, "the order lists 'cover' but the animator has no cover track")
            return nil
        }
        if !roles.contains(.cover) && hasCover {
            r.error(node, path, "the animator has a cover track: the order must place 'cover' too")
            return nil
        }
        return roles
    }

    /// A role (`from`, `to`, `cover`) or an element target `screenId.elementId`, where the
    /// screen may also be given as the role `from` or `to`.
    func readTarget(_ m: JSONMember, _ parent: JSONPath) -> TrackTarget? {
        if let role = Role(rawValue: m.key) { return .role(role) }
        let parts = m.key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let path = parent / m.key
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            r.error(at: m.keyPosition, path, "a track target is 'from', 'to', 'cover' or 'screenId.elementId'")
            return nil
        }
        let (screen, element) = (parts[0], parts[1])
        guard let screens else { return .element(screen: screen, element: element) }
        if screen == "cover" {
            r.error(at: m.keyPosition, path, "the cover view has no elements")
            return nil
        }
        if screen == "from" || screen == "to" {
            let all = screenOrder.compactMap { screens[$0] }.flatMap(\.elementIDs)
            if !all.contains(element) {
                r.error(at: m.keyPosition, path, "no screen has an element '\(element)'" + suggestionText(for: element, among: Array(Set(all)).sorted()))
                return nil
            }
            return .element(screen: screen, element: element)
        }
        guard let s = screens[screen] else {
            r.error(at: m.keyPosition, path, "unknown screen '\(screen)' in the target '\(m.key)'" + suggestionText(for: screen, among: screenOrder + ["from", "to"]))
            return nil
        }
        if !s.elementIDs.contains(element) {
            let ids = s.elementIDs
            r.error(at: m.keyPosition, path, "screen '\(screen)' has no element '\(element)'" +
                    (ids.isEmpty ? "" : suggestionText(for: element, among: ids)))
            return nil
        }
        return .element(screen: screen, element: element)
    }

    func readTrack(_ node: JSONNode, _ path: JSONPath, target: TrackTarget, keyframeCurve: TimingCurve,
                   keyframesAllowed: Bool) -> TrackSpec? {
        guard let o = r.object(node, path, allowed: Self.trackKeys, what: "a track object") else { return nil }
        let errorsBefore = r.diagnostics.count
        let isCover = target == .role(.cover)
        var track = TrackSpec(target: target, keyframeCurve: keyframeCurve)
        if let v = o["from"], let vals = readValues(v, o.path("from"), allowColor: isCover) { track.from = vals }
        if let v = o["to"], let vals = readValues(v, o.path("to"), allowColor: isCover) { track.to = vals }
        if let v = o["keyframes"] {
            if o.has("to") {
                r.error(at: o.keyPosition("keyframes") ?? v.position, o.path("keyframes"), "give either 'to' or 'keyframes', not both")
            } else if !keyframesAllowed {
                r.error(at: o.keyPosition("keyframes") ?? v.position, o.path("keyframes"),
                        "keyframe tracks need a Bézier curve (animateKeyframes takes no spring), but the animator's curve is a spring")
            } else if let items = r.array(v, o.path("keyframes"), count: 1...100, what: "an array of keyframes") {
                var frames: [KeyframeSpec] = []
                for (k, item) in items.enumerated() {
                    guard let f = readKeyframe(item, o.path("keyframes") / k, allowColor: false) else { continue }
                    // Sorted by start, as written (equal starts keep their order: docs/animation.md).
                    if let previous = frames.last, f.start < previous.start, let sv = item["start"] {
                        r.error(sv, o.path("keyframes") / k / "start",
                                "keyframes must be sorted by start: \(DecimalText.compact(f.start)) comes after \(DecimalText.compact(previous.start)) (keyframes[\(k - 1)])")
                    }
                    frames.append(f)
                }
                track.keyframes = frames
            }
        }
        if let v = o["anchor"], let a = r.choice(v, o.path("anchor"), Anchor.named, what: "anchor") { track.anchor = a }
        if let v = o["calculationMode"],
           let c = r.choice(v, o.path("calculationMode"), CalculationMode.allCases.map { ($0.rawValue, $0) }, what: "calculation mode") {
            track.calculationMode = c
        }
        // A value given on one side only animates from or to the laid-out value
        // (docs/scenarios.md, "Animators"): `from` alone animates back to the layout.
        if !o.has("to") && !o.has("keyframes") && track.from.isEmpty && r.diagnostics.count == errorsBefore {
            r.error(node, path, "the track animates nothing: give 'from', 'to' or 'keyframes'")
        }
        return r.diagnostics.count == errorsBefore ? track : nil
    }

    func readKeyframe(_ node: JSONNode, _ path: JSONPath, allowColor: Bool) -> KeyframeSpec? {
        guard let o = r.object(node, path, allowed: Self.keyframeKeys, required: Self.keyframeKeys, what: "a keyframe object") else { return nil }
        let errorsBefore = r.diagnostics.count
        let start = o["start"].flatMap { r.number($0, o.path("start"), .closed(0, 1), unit: "(fraction of the duration)") }
        let duration = o["duration"].flatMap { r.number($0, o.path("duration"), .openClosed(0, 1), unit: "(fraction of the duration)") }
        let values = o["to"].flatMap { readValues($0, o.path("to"), allowColor: allowColor) }
        if let start, let duration, start + duration > 1 + 1e-9, let dv = o["duration"] {
            r.error(dv, o.path("duration"), "start + duration must be ≤ 1 (got \(DecimalText.compact(start + duration)))")
        }
        guard let start, let duration, let values, r.diagnostics.count == errorsBefore else { return nil }
        if values.isEmpty { r.error(o["to"]!, o.path("to"), "the keyframe sets no value"); return nil }
        return KeyframeSpec(start: start, duration: duration, values: values)
    }

    func readValues(_ node: JSONNode, _ path: JSONPath, allowColor: Bool) -> TrackValues? {
        let allowed = Self.valueKeys + (allowColor ? ["color"] : [])
        guard case .object(let members) = node.value else {
            r.typeError(node, path, expected: "an object of values (x, y, scale, rotation, alpha)")
            return nil
        }
        if !allowColor, let m = members.first(where: { $0.key == "color" }) {
            r.error(at: m.keyPosition, path / "color", "only cover tracks take 'color'")
        }
        guard let o = r.object(node, path, allowed: allowed + (allowColor ? [] : ["color"])) else { return nil }
        let errorsBefore = r.diagnostics.count
        var v = TrackValues()
        let offset = NumberRange.closed(-10, 10), points = NumberRange.closed(-100_000, 100_000)
        if let n = o["x"] { v.x = r.length(n, o.path("x"), fraction: offset, points: points) }
        if let n = o["y"] { v.y = r.length(n, o.path("y"), fraction: offset, points: points) }
        if let n = o["scale"] { v.scale = r.number(n, o.path("scale"), .closed(-10, 10)) }
        if let n = o["rotation"] { v.rotation = r.number(n, o.path("rotation"), .closed(-36_000, 36_000), unit: "degrees") }
        if let n = o["alpha"] { v.alpha = r.number(n, o.path("alpha"), .closed(0, 1)) }
        if allowColor, let n = o["color"] { v.color = r.color(n, o.path("color")) }
        return r.diagnostics.count == errorsBefore ? v : nil
    }
}
