import SegueCore

/// One track resolved for the export (docs/export.md, "Tracks"): the values set before the
/// animation, the values it animates to, and for a keyframe track the state after each
/// keyframe. As in the previewer, a value a plain track names at one end only is the laid-out
/// value (offset 0, scale 1, rotation 0, alpha 1) at the other; a keyframe track starts from
/// its `from` values and each keyframe keeps the values the earlier ones reached.
struct TrackPlan {
    /// One keyframe: relative start and duration (fractions of the animation), the whole state
    /// the view has reached at its end, and which values the keyframe itself changes.
    struct Keyframe {
        var start: Double
        var duration: Double
        var state: TrackValues
        var changes: TrackValues
    }

    let target: TrackTarget
    let anchor: Anchor
    let start: TrackValues
    let end: TrackValues
    let keyframes: [Keyframe]
    var isKeyframed: Bool { !keyframes.isEmpty }

    init(_ spec: TrackSpec) {
        target = spec.target
        anchor = spec.anchor
        guard !spec.keyframes.isEmpty else {
            (start, end) = Self.filled(spec.from, spec.to)
            keyframes = []
            return
        }
        start = spec.from
        var state = spec.from
        var frames: [Keyframe] = []
        for k in spec.keyframes.sorted(by: { $0.start < $1.start }) {
            state = Self.merged(state, k.values)
            frames.append(Keyframe(start: k.start, duration: k.duration, state: state, changes: k.values))
        }
        keyframes = frames
        end = state
    }

    /// `a` with every value `b` sets replaced.
    static func merged(_ a: TrackValues, _ b: TrackValues) -> TrackValues {
        TrackValues(x: b.x ?? a.x, y: b.y ?? a.y, scale: b.scale ?? a.scale, rotation: b.rotation ?? a.rotation,
                    alpha: b.alpha ?? a.alpha, color: b.color ?? a.color)
    }

    /// Both ends with every value either names, the other end's missing ones laid out.
    static func filled(_ a: TrackValues, _ b: TrackValues) -> (TrackValues, TrackValues) {
        func fill(_ v: TrackValues, from other: TrackValues) -> TrackValues {
            TrackValues(x: v.x ?? other.x.map { _ in .fraction(0) }, y: v.y ?? other.y.map { _ in .fraction(0) },
                        scale: v.scale ?? other.scale.map { _ in 1 }, rotation: v.rotation ?? other.rotation.map { _ in 0 },
                        alpha: v.alpha ?? other.alpha.map { _ in 1 }, color: v.color)
        }
        return (fill(a, from: b), fill(b, from: a))
    }

    /// Whether the values touch the transform (offsets, scale or rotation).
    static func touchesTransform(_ v: TrackValues) -> Bool { v.x != nil || v.y != nil || v.scale != nil || v.rotation != nil }

    /// The code that sets `values` for a keyframe that changes `changes`: the whole transform
    /// when it changes any part of it, and the other values it changes.
    static func code(state: TrackValues, changes: TrackValues, mirrored: Bool) -> ViewPropertyCode {
        var code = ViewPropertyCode(state, mirrored: mirrored)
        if !touchesTransform(changes) { code.hasTransform = false }
        if changes.alpha == nil { code.alpha = nil }
        if changes.color == nil { code.color = nil }
        return code
    }
}
