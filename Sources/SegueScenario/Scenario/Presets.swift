import SegueSupport

/// The named animators of docs/scenarios.md ("Presets"). Each expands, per operation, into declarative tracks.
///
/// "Forward" operations are `push`, `present` and `tab` (the incoming `to` view ends on top);
/// "reverse" ones are `pop` and `dismiss` (the outgoing `from` view starts on top and leaves).
/// Tab switches are expanded for a switch to a higher index; the animator mirrors them for a
/// lower one (`AnimatorSpec.mirrorsBackward`).
public enum Preset: String, Sendable, Equatable, CaseIterable {
    /// The incoming screen slides in from `edge` and pushes the other one out of the opposite
    /// side (both move the full width or height). Reverse: the top screen slides back out to
    /// `edge` while the other comes back in. Default 0.35 s, easeInOut.
    case slide
    /// Seed 003: the top screen slides over the other, which moves only `offset` of the way
    /// (default one third). Pop: the revealed screen starts at −width/3 and slides to 0 while the
    /// popped one slides right by the full width. Default 0.4 s, easeInOut.
    case parallax
    /// Seed 000: push scales the to view `scale` → 1 (default 0.1) above the from view; pop
    /// scales the from view 1 → `scale` above the to view. Default 0.4 s, easeInOut.
    case scale
    /// Seed 004: push fades the to view in (alpha 0 → 1); pop fades the from view out (1 → 0).
    /// Default 0.5 s, easeInOut.
    case fade
    /// Seed 001 (iOS 5/6 containment): the to view fades in while the from view fades out.
    /// Default 0.3 s, easeInOut.
    case crossDissolve
    /// Seed 000 modal: the to view slides up from below the container with a UIKit block
    /// spring (`damping` 0.6, `velocity` 0); the reverse slides it down. Default 0.6 s.
    case springSlideUp
    /// Seed 001: a cover view (`coverColor`, default black) fades 0 → `dim` (default 0.6) while
    /// the modal view slides up from the bottom with a block spring (`damping` 0.8, `velocity`
    /// 1.0); the reverse fades the cover out and slides the modal down. Default 1.0 s.
    case alert
    /// Seed 002 keyframe dismissal (pop and dismiss only): the view swings about its
    /// `anchor` corner (default bottomLeft) through −270°, 180°, 234°, 144° over relative times
    /// 0–0.15, 0.15–0.25, 0.25–0.45, 0.45–0.65, then drops `drop` (default 180 pt) while rotating
    /// to 54° and the cover (`fadeCover`, default on for dismiss: from alpha `dim` 0.6) fades
    /// out, 0.65–1.0. Default 1.0 s,
    /// keyframe curve easeInOut.
    case swingDrop
    /// Seed 000 custom interaction controller: pop scales the from view 1 → 0 above the to view
    /// (push: the to view 0 → 1). Its default interaction drives the scale directly
    /// (scale = |p − 1|) and ends with a fixed `completion` animation (default 0.4 s).
    /// Default 0.4 s, easeInOut.
    case shrink
    /// Seed 000's image transition: every element of the from screen whose `match` key appears in the to
    /// screen flies as a snapshot to its partner's frame (originals hidden); the rest of the to
    /// screen fades in (reverse: the from screen fades out). Default 0.5 s, easeInOut.
    case matched

    /// Preset names in the order the docs list them.
    public static var names: [String] { allCases.map(\.rawValue) }

    /// Whether the preset makes sense for `operation` (`swingDrop` is a dismissal animation; no
    /// preset applies to a containment `transition`, which takes no animator).
    public func supports(_ operation: Operation) -> Bool {
        guard operation != .transition else { return false }
        return self == .swingDrop ? !operation.isForward : true
    }

    /// The parameters the preset takes beyond `duration`, `delay` and `curve`.
    public var parameters: [PresetParameter] {
        switch self {
        case .slide: [.edge]
        case .parallax: [.edge, .offset]
        case .scale: [.scale]
        case .fade, .crossDissolve, .matched: []
        case .springSlideUp: [.damping(0.6), .velocity(0)]
        case .alert: [.damping(0.8), .velocity(1.0), .dim, .coverColor]
        case .swingDrop: [.anchor, .drop, .dim, .coverColor, .fadeCover]
        case .shrink: [.completion]
        }
    }

    /// Default `transitionDuration`; unit: seconds.
    public var defaultDuration: Double {
        switch self {
        case .slide: 0.35
        case .parallax, .scale, .shrink: 0.4
        case .fade, .matched: 0.5
        case .crossDissolve: 0.3
        case .springSlideUp: 0.6
        case .alert, .swingDrop: 1.0
        }
    }
}

/// A preset parameter: name, meaning, unit, range and default (for docs and validation).
public struct PresetParameter: Sendable, Equatable {
    /// What values the parameter takes.
    public enum Kind: Sendable, Equatable {
        /// A number in [lo, hi] (lo excluded when `loOpen`).
        case number(lo: Double, loOpen: Bool, hi: Double)
        /// A length in points, written as a number or `"NNpt"`.
        case points(lo: Double, hi: Double)
        case edge
        case color
        case bool
        case anchor
    }
    /// The key in the animator object.
    public var name: String
    /// Its type and range.
    public var kind: Kind
    /// The default, as written in a scenario file.
    public var defaultText: String
    /// What it does, with its unit.
    public var summary: String

    /// `slide`, `parallax`: the side the upper screen comes in from.
    public static let edge = PresetParameter(name: "edge", kind: .edge, defaultText: "right (present/dismiss: bottom)",
                                             summary: "the side the upper screen comes in from and goes back out to: left, right, top, bottom")
    /// `parallax`: how far the lower screen moves; fraction of the width or height, [0, 1], default 1/3.
    public static let offset = PresetParameter(name: "offset", kind: .number(lo: 0, loOpen: false, hi: 1), defaultText: "0.3333",
                                               summary: "how far the lower screen moves, as a fraction of the width (height)")
    /// `scale`: the small end of the scale; factor, [0, 10], default 0.1.
    public static let scale = PresetParameter(name: "scale", kind: .number(lo: 0, loOpen: false, hi: 10), defaultText: "0.1",
                                              summary: "the small end of the scale animation")
    /// Spring presets: damping ratio ζ, (0, 1], default `d`.
    public static func damping(_ d: Double) -> PresetParameter {
        PresetParameter(name: "damping", kind: .number(lo: 0, loOpen: true, hi: 1), defaultText: DecimalText.compact(d),
                        summary: "UIKit spring damping ratio ζ (usingSpringWithDamping)")
    }
    /// Spring presets: initial velocity, fractions of the distance per second, [−100, 100], default `v`.
    public static func velocity(_ v: Double) -> PresetParameter {
        PresetParameter(name: "velocity", kind: .number(lo: -100, loOpen: false, hi: 100), defaultText: DecimalText.compact(v),
                        summary: "initial spring velocity, fractions of the distance per second")
    }
    /// `alert`, `swingDrop`: alpha of the cover when fully shown, [0, 1], default 0.6.
    public static let dim = PresetParameter(name: "dim", kind: .number(lo: 0, loOpen: false, hi: 1), defaultText: "0.6",
                                            summary: "alpha of the cover view when fully shown")
    /// `alert`, `swingDrop`: the cover's colour, default black.
    public static let coverColor = PresetParameter(name: "coverColor", kind: .color, defaultText: "#000000",
                                                   summary: "colour of the cover view")
    /// `swingDrop`: whether a cover fades out with the drop; default true for dismiss, false for pop.
    public static let fadeCover = PresetParameter(name: "fadeCover", kind: .bool, defaultText: "true for dismiss, false for pop",
                                              summary: "whether a cover view fades out with the drop")
    /// `swingDrop`: the corner the view swings about; default bottomLeft.
    public static let anchor = PresetParameter(name: "anchor", kind: .anchor, defaultText: "bottomLeft",
                                               summary: "the corner the view swings about")
    /// `swingDrop`: how far the view falls; points, [−10000, 10000], default 180.
    public static let drop = PresetParameter(name: "drop", kind: .points(lo: -10000, hi: 10000), defaultText: "180pt",
                                             summary: "how far the view falls in the last keyframe, in points")
    /// `shrink`: the custom controller's finish/cancel animation; seconds, (0, 60], default 0.4.
    public static let completion = PresetParameter(name: "completion", kind: .number(lo: 0, loOpen: true, hi: 60), defaultText: "0.4",
                                                   summary: "seconds of the custom controller's own finish/cancel animation")
}

/// Values of a preset's parameters as read from a scenario; nil = the preset's default.
public struct PresetOptions: Sendable, Equatable {
    /// Seconds, (0, 60]; nil = `Preset.defaultDuration`.
    public var duration: Double?
    /// Seconds, [0, 60]; default 0.
    public var delay: Double = 0
    /// nil = the preset's own curve or spring.
    public var timing: Timing?
    /// nil = right (bottom for present/dismiss).
    public var edge: Edge?
    /// Fraction, [0, 1]; nil = 0.3333.
    public var offset: Double?
    /// Factor, [0, 10]; nil = 0.1.
    public var scale: Double?
    /// Damping ratio, (0, 1]; nil = the preset's (0.6 springSlideUp, 0.8 alert).
    public var damping: Double?
    /// Fractions of the distance per second; nil = the preset's (0 springSlideUp, 1.0 alert).
    public var velocity: Double?
    /// Cover alpha, [0, 1]; nil = 0.6.
    public var dim: Double?
    /// nil = black.
    public var coverColor: RGB?
    /// swingDrop: whether a cover view fades out with the drop.
    public var fadeCover: Bool?
    /// nil = bottomLeft.
    public var anchor: Anchor?
    /// Points.
    public var drop: Double?
    /// Seconds.
    public var completion: Double?
    /// All defaults.
    public init() {}
}

extension Operation {
    /// push, present, tab and a containment transition bring a new screen on top; pop and dismiss take one away.
    public var isForward: Bool {
        switch self {
        case .push, .present, .tab, .transition: true
        case .pop, .dismiss: false
        }
    }
}

extension Preset {
    /// The animator this preset gives for `operation`.
    public func expand(for operation: Operation, options o: PresetOptions = PresetOptions()) -> AnimatorSpec {
        let forward = operation.isForward
        let duration = o.duration ?? defaultDuration
        var spec = AnimatorSpec(preset: rawValue, duration: duration, delay: o.delay, timing: o.timing ?? .default,
                                order: forward ? [.from, .to] : [.to, .from])
        func track(_ role: Role, _ from: TrackValues, _ to: TrackValues) -> TrackSpec {
            TrackSpec(target: .role(role), from: from, to: to)
        }
        func along(_ edge: Edge, _ v: Double) -> TrackValues {
            switch edge {
            case .left: TrackValues(x: .fraction(-v))
            case .right: TrackValues(x: .fraction(v))
            case .top: TrackValues(y: .fraction(-v))
            case .bottom: TrackValues(y: .fraction(v))
            }
        }
        let defaultEdge: Edge = (operation == .present || operation == .dismiss) ? .bottom : .right
        let edge = o.edge ?? defaultEdge
        func spring(_ z: Double, _ v: Double) -> Timing {
            o.timing ?? .blockSpring(dampingRatio: o.damping ?? z, velocity: o.velocity ?? v, duration: nil)
        }
        switch self {
        case .slide:
            spec.tracks = forward
                ? [track(.to, along(edge, 1), along(edge, 0)), track(.from, along(edge, 0), along(edge, -1))]
                : [track(.from, along(edge, 0), along(edge, 1)), track(.to, along(edge, -1), along(edge, 0))]
        case .parallax:
            let k = o.offset ?? 0.3333
            spec.tracks = forward
                ? [track(.to, along(edge, 1), along(edge, 0)), track(.from, along(edge, 0), along(edge, -k))]
                : [track(.to, along(edge, -k), along(edge, 0)), track(.from, along(edge, 0), along(edge, 1))]
        case .scale:
            let s = o.scale ?? 0.1
            spec.tracks = forward
                ? [track(.to, TrackValues(scale: s), TrackValues(scale: 1))]
                : [track(.from, TrackValues(scale: 1), TrackValues(scale: s))]
        case .fade, .matched:
            spec.tracks = forward
                ? [track(.to, TrackValues(alpha: 0), TrackValues(alpha: 1))]
                : [track(.from, TrackValues(alpha: 1), TrackValues(alpha: 0))]
            spec.matchedElements = self == .matched
        case .crossDissolve:
            spec.tracks = [track(.to, TrackValues(alpha: 0), TrackValues(alpha: 1)),
                           track(.from, TrackValues(alpha: 1), TrackValues(alpha: 0))]
        case .springSlideUp:
            spec.timing = spring(0.6, 0)
            spec.tracks = forward
                ? [track(.to, TrackValues(y: .fraction(1)), TrackValues(y: .fraction(0)))]
                : [track(.from, TrackValues(y: .fraction(0)), TrackValues(y: .fraction(1)))]
        case .alert:
            spec.timing = spring(0.8, 1.0)
            let dim = o.dim ?? 0.6
            spec.coverColor = o.coverColor ?? .black
            spec.order = forward ? [.from, .cover, .to] : [.to, .cover, .from]
            spec.tracks = forward
                ? [track(.cover, TrackValues(alpha: 0), TrackValues(alpha: dim)),
                   track(.to, TrackValues(y: .fraction(1)), TrackValues(y: .fraction(0)))]
                : [track(.cover, TrackValues(alpha: dim), TrackValues(alpha: 0)),
                   track(.from, TrackValues(y: .fraction(0)), TrackValues(y: .fraction(1)))]
        case .swingDrop:
            swingDrop(into: &spec, forward: forward, operation: operation, options: o)
        case .shrink:
            spec.tracks = forward
                ? [track(.to, TrackValues(scale: 0), TrackValues(scale: 1))]
                : [track(.from, TrackValues(scale: 1), TrackValues(scale: 0))]
        }
        return spec
    }

    /// Seed 002's keyframe swing about a corner, then the drop; the cover fades out over the drop
    /// (on dismiss, or when `fadeCover` says so).
    private func swingDrop(into spec: inout AnimatorSpec, forward: Bool, operation: Operation, options o: PresetOptions) {
        let curve: TimingCurve
        if case .curve(let c)? = o.timing { curve = c } else { curve = .easeInOut }
        spec.timing = .curve(curve)
        let swing: [(Double, Double, TrackValues)] = [
            (0.0, 0.15, TrackValues(rotation: -270)),
            (0.15, 0.10, TrackValues(rotation: 180)),
            (0.25, 0.20, TrackValues(rotation: 234)),
            (0.45, 0.20, TrackValues(rotation: 144)),
            (0.65, 0.35, TrackValues(y: .points(o.drop ?? 180), rotation: 54)),
        ]
        let moving: Role = forward ? .to : .from
        var tracks = [TrackSpec(target: .role(moving),
                                keyframes: swing.map { KeyframeSpec(start: $0.0, duration: $0.1, values: $0.2) },
                                keyframeCurve: curve, anchor: o.anchor ?? Anchor(x: 0, y: 1))]
        let withCover = o.fadeCover ?? (operation == .dismiss)
        if withCover {
            spec.coverColor = o.coverColor ?? .black
            tracks.append(TrackSpec(target: .role(.cover), from: TrackValues(alpha: o.dim ?? 0.6),
                                    keyframes: [KeyframeSpec(start: 0.65, duration: 0.35, values: TrackValues(alpha: 0))],
                                    keyframeCurve: curve))
            spec.order = [.to, .cover, .from]
        }
        spec.tracks = tracks
    }

    /// The interaction a transition using this preset gets when the scenario gives none, and
    /// the defaults it lends to one that is given: only `shrink` (on pop and dismiss) has one —
    /// seed 000's custom controller: driver `direct`, finish iff percent > 0.5, a fixed
    /// `completion` animation.
    public func defaultInteraction(for operation: Operation, options: PresetOptions = PresetOptions()) -> InteractionSpec? {
        guard self == .shrink, !operation.isForward else { return nil }
        return InteractionSpec(gesture: .edgePan, edge: .left, finish: .threshold(0.5),
                               completion: .fixed(options.completion ?? 0.4), driver: .direct)
    }
}

/// UIKit's own transitions, used for an operation the scenario gives no animator for
/// (docs/transitions.md, "UIKit's own transitions"), as the shipping UIKit computes them.
public enum SystemTransitions {
    /// Where the covered screen goes in the navigation push: −(W − round(0.7 W)) (−117 pt on a
    /// 390-pt phone), `_UINavigationParallaxTransition`'s parallax.
    public static let navigationParallax = Length.roundedFraction(-0.3)
    /// What the navigation push and pop report as `transitionDuration`; unit: seconds; 0.35.
    /// Their views move on curve 7 for its Core Animation duration, 0.5 s
    /// (`Spring.curve7NavigationDuration`), so `completeTransition` comes 0.5 s after the start.
    public static let duration = 0.35
    /// The full-screen modal's coverVertical: 0.4 s, on curve 7 with that Core Animation duration.
    public static let coverVerticalDuration = 0.4
    /// The system pop gesture: an edge pan from the left, released by UIKit's projection rule
    /// (`FinishRule.projection`: completionSpeed max(1 − p, D·|v|/W), curve 7).
    public static let popInteraction = InteractionSpec(gesture: .edgePan, edge: .left, finish: .projection)

    /// The default transition for `operation`: navigation push/pop slide the to view in from the
    /// right while the from view moves to `navigationParallax`, on curve 7 (0.35 s reported,
    /// 0.5 s run), with the dimming view and the edge shadow (`NavigationParallax`); the pop is
    /// interactive by the edge pan with the top view under the finger (linear while interactive,
    /// curve 7 after release); modal present/dismiss `coverVertical` (from and to below, 0.4 s
    /// on curve 7). Tab switches are immediate: nil.
    public static func transition(for operation: Operation) -> TransitionSpec? {
        func anim(_ order: [Role], _ tracks: [TrackSpec], duration: Double = duration,
                  spring: Double = Spring.curve7NavigationDuration) -> AnimatorSpec {
            AnimatorSpec(preset: "system", duration: duration, timing: .curve7(duration: spring), order: order, tracks: tracks)
        }
        let k = navigationParallax
        switch operation {
        case .push:
            var push = anim([.from, .to], [
                TrackSpec(target: .role(.to), from: TrackValues(x: .fraction(1)), to: TrackValues(x: .fraction(0))),
                TrackSpec(target: .role(.from), from: TrackValues(x: .fraction(0)), to: TrackValues(x: k)),
            ])
            push.parallaxViews = true
            return TransitionSpec(animator: push)
        case .pop:
            var pop = anim([.to, .from], [
                TrackSpec(target: .role(.to), from: TrackValues(x: k), to: TrackValues(x: .fraction(0))),
                TrackSpec(target: .role(.from), from: TrackValues(x: .fraction(0)), to: TrackValues(x: .fraction(1))),
            ])
            pop.parallaxViews = true
            pop.interactiveTiming = .curve(.linear)  // the top view follows the finger exactly
            return TransitionSpec(animator: pop, interaction: popInteraction)
        case .present:
            return TransitionSpec(animator: anim([.from, .to], [
                TrackSpec(target: .role(.to), from: TrackValues(y: .fraction(1)), to: TrackValues(y: .fraction(0))),
            ], duration: coverVerticalDuration, spring: coverVerticalDuration))
        case .dismiss:
            return TransitionSpec(animator: anim([.to, .from], [
                TrackSpec(target: .role(.from), from: TrackValues(y: .fraction(0)), to: TrackValues(y: .fraction(1))),
            ], duration: coverVerticalDuration, spring: coverVerticalDuration))
        case .tab, .transition:
            return nil
        }
    }
}
