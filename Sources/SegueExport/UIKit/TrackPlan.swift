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

    /// A scale of 0 is written as this: Core Animation cannot interpolate a singular transform
    /// (the view would vanish at once), and 0.001 is the smallest scale that looks like 0.
    static let smallestScale = 0.001

    init(_ spec: TrackSpec) {
        target = spec.target
        anchor = spec.anchor
        let from = Self.nonSingular(spec.from)
        guard !spec.keyframes.isEmpty else {
            (start, end) = Self.filled(from, Self.nonSingular(spec.to))
            keyframes = []
            return
        }
        start = from
        var state = from
        var frames: [Keyframe] = []
        for k in spec.keyframes.sorted(by: { $0.start < $1.start }) {
            let values = Self.nonSingular(k.values)
            let next = Self.merged(state, values)
            frames += Self.split(Keyframe(start: k.start, duration: k.duration, state: next, changes: values), after: state)
            state = next
        }
        keyframes = frames
        end = state
    }

    /// A keyframe that turns by more than 180°, as equal keyframes each turning less: Core
    /// Animation interpolates a rotation the short way, so −270° in one keyframe would turn +90°.
    /// The other values it changes go linearly along (a length of another kind than the one
    /// before, fraction or points, is set in the first piece).
    static func split(_ k: Keyframe, after previous: TrackValues) -> [Keyframe] {
        let from = previous.rotation ?? 0, to = k.state.rotation ?? from
        let pieces = Int((abs(to - from) / 180).rounded(.down)) + 1
        guard k.changes.rotation != nil, pieces > 1 else { return [k] }
        return (1...pieces).map { i in
            let t = Double(i) / Double(pieces)
            var state = k.state
            if i < pieces {
                state.rotation = from + (to - from) * t
                state.x = mix(previous.x, k.state.x, t)
                state.y = mix(previous.y, k.state.y, t)
                state.scale = k.state.scale.map { mix(previous.scale ?? 1, $0, t) }
                state.alpha = k.state.alpha.map { mix(previous.alpha ?? 1, $0, t) }
            }
            let piece = k.duration / Double(pieces)
            return Keyframe(start: k.start + piece * Double(i - 1), duration: piece, state: state, changes: k.changes)
        }
    }

    private static func mix(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }

    private static func mix(_ a: Length?, _ b: Length?, _ t: Double) -> Length? {
        switch (a ?? .fraction(0), b) {
        case let (.fraction(x), .fraction(y)?): .fraction(mix(x, y, t))
        case let (.points(x), .points(y)?): .points(mix(x, y, t))
        default: b
        }
    }

    /// `values` with a scale of 0 replaced by `smallestScale`.
    static func nonSingular(_ values: TrackValues) -> TrackValues {
        var v = values
        if v.scale == 0 { v.scale = smallestScale }
        return v
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
