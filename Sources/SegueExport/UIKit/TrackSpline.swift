import SegueCore

/// Where a cubic keyframe track is at a time (docs/export.md, "Animators"): each value on the
/// scenario's own Catmull-Rom spline through the keyframes that name it, as the previewer runs it
/// (`KeyframeSequence`). The keyframes the export adds to split a turn of half a turn or more are
/// put on it, so they lie on the motion the scenario defines.
struct TrackSpline {
    private let rotation: KeyframeSequence?
    private let scale: KeyframeSequence?
    private let alpha: KeyframeSequence?
    private let x: (KeyframeSequence, Kind)?
    private let y: (KeyframeSequence, Kind)?

    /// The kind of an offset; a spline runs through offsets of one kind only.
    enum Kind { case fraction, points }

    init(_ spec: TrackSpec) {
        let values = [spec.from] + spec.keyframes.map { TrackPlan.nonSingular($0.values) }
        func sequence(_ value: (TrackValues) -> Double?, laidOut: Double) -> KeyframeSequence? {
            let frames = spec.keyframes.compactMap { k in
                value(TrackPlan.nonSingular(k.values)).map { KeyframeSequence.Keyframe(start: k.start, duration: k.duration, value: $0) }
            }
            guard !frames.isEmpty else { return nil }
            return KeyframeSequence(base: value(TrackPlan.nonSingular(spec.from)) ?? laidOut, keyframes: frames, mode: .cubic, curve: .linear)
        }
        func offset(_ length: (TrackValues) -> Length?) -> (KeyframeSequence, Kind)? {
            let lengths = values.compactMap(length)
            if lengths.allSatisfy({ if case .fraction = $0 { true } else { false } }) {
                return sequence({ length($0).flatMap(Self.fraction) }, laidOut: 0).map { ($0, .fraction) }
            }
            if lengths.allSatisfy({ if case .points = $0 { true } else { false } }) {
                return sequence({ length($0).flatMap(Self.points) }, laidOut: 0).map { ($0, .points) }
            }
            return nil
        }
        rotation = sequence(\.rotation, laidOut: 0)
        scale = sequence(\.scale, laidOut: 1)
        alpha = sequence(\.alpha, laidOut: 1)
        x = offset(\.x)
        y = offset(\.y)
    }

    /// `state` with each value `changes` names, and the spline has, where the spline is at `time`
    /// (a fraction of the keyframe animation's warped time, 0…1).
    func values(at time: Double, over state: TrackValues, changes: TrackValues) -> TrackValues {
        var v = state
        if changes.rotation != nil, let s = rotation { v.rotation = s.value(atFraction: time) }
        if changes.scale != nil, let s = scale { v.scale = s.value(atFraction: time) }
        if changes.alpha != nil, let s = alpha { v.alpha = s.value(atFraction: time) }
        if changes.x != nil, let (s, kind) = x { v.x = Self.length(s.value(atFraction: time), kind) }
        if changes.y != nil, let (s, kind) = y { v.y = Self.length(s.value(atFraction: time), kind) }
        return v
    }

    private static func fraction(_ l: Length) -> Double? { if case .fraction(let f) = l { f } else { nil } }
    private static func points(_ l: Length) -> Double? { if case .points(let p) = l { p } else { nil } }
    private static func length(_ value: Double, _ kind: Kind) -> Length {
        kind == .fraction ? .fraction(value) : .points(value)
    }
}
