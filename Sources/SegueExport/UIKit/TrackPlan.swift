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
        /// The code of `start` and `duration` when their shortest decimals would not be exact: a
        /// piece of a split keyframe is written as its share (`0.15 + 0.1 / 3`, `0.1 / 3`), so
        /// its turn keeps the scenario's pace to the last digit.
        var startCode: String? = nil
        var durationCode: String? = nil
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
        let spline = spec.calculationMode == .cubic ? TrackSpline(spec) : nil
        for k in spec.keyframes.sorted(by: { $0.start < $1.start }) {
            let values = Self.nonSingular(k.values)
            let next = Self.merged(state, values)
            let frame = Keyframe(start: k.start, duration: k.duration, state: next, changes: values)
            frames += spec.calculationMode == .discrete ? [frame] : Self.split(frame, after: state, along: spline)
            state = next
        }
        keyframes = frames
        end = state
    }

    /// A keyframe that turns by 180° or more, as keyframes each turning less: a matrix has no
    /// turns and Core Animation goes from one to the next the short way, so −270° in one keyframe
    /// would turn +90°. The pieces are equal in time. In linear mode (`spline` nil) the other
    /// values the keyframe changes go linearly along, so the pieces lie on the scenario's straight
    /// segment (a length of another kind than the one before, fraction or points, is set in the
    /// first piece); in cubic mode they lie on the scenario's spline, with as many pieces as keep
    /// every one under half a turn. Discrete mode does not interpolate: it is never split.
    static func split(_ k: Keyframe, after previous: TrackValues, along spline: TrackSpline? = nil) -> [Keyframe] {
        let from = previous.rotation ?? 0, to = k.state.rotation ?? from
        let fewest = Int((abs(to - from) / 180).rounded(.down)) + 1
        guard k.changes.rotation != nil, fewest > 1 else { return [k] }
        func state(_ t: Double) -> TrackValues {
            guard t < 1 else { return k.state }
            if let spline { return spline.values(at: k.start + k.duration * t, over: k.state, changes: k.changes) }
            var state = k.state
            state.rotation = from + (to - from) * t
            state.x = mix(previous.x, k.state.x, t)
            state.y = mix(previous.y, k.state.y, t)
            state.scale = k.state.scale.map { mix(previous.scale ?? 1, $0, t) }
            state.alpha = k.state.alpha.map { mix(previous.alpha ?? 1, $0, t) }
            return state
        }
        func states(_ pieces: Int) -> [TrackValues] { (1...pieces).map { state(Double($0) / Double(pieces)) } }
        var pieces = fewest, reached = states(pieces)
        while pieces < 64, zip([previous] + reached, reached).contains(where: { abs(($1.rotation ?? 0) - ($0.rotation ?? 0)) >= 180 }) {
            pieces += 1
            reached = states(pieces)
        }
        let piece = k.duration / Double(pieces)
        let whole = SwiftLiteral.number(k.duration), exact = Double(SwiftLiteral.number(piece)) == piece
        return reached.enumerated().map { i, state in
            let start = k.start + piece * Double(i)
            return Keyframe(start: start, duration: piece, state: state, changes: k.changes,
                            startCode: exact || i == 0 ? nil : "\(SwiftLiteral.number(k.start)) + \(SwiftLiteral.product(Double(i), whole)) / \(pieces)",
                            durationCode: exact ? nil : "\(whole) / \(pieces)")
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
