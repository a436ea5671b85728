/// UIKit's own transitions, used for an operation the scenario gives no animator for (SPEC §4.5).
public enum DefaultTransitions {
    /// Navigation push: the to view slides in from the right edge while the from view moves to
    /// −30 % of the width; 0.35 s, easeInOut.
    public static let push = AnimatorSpec(
        preset: "default", duration: 0.35, timing: .curve(.easeInOut), order: [.from, .to],
        tracks: [
            TrackSpec(target: .role(.to), from: TrackValues(x: .fraction(1)), to: TrackValues(x: .fraction(0))),
            TrackSpec(target: .role(.from), from: TrackValues(x: .fraction(0)), to: TrackValues(x: .fraction(-0.3))),
        ])

    /// Navigation pop: the reverse of `push`, the from view on top.
    public static let pop = AnimatorSpec(
        preset: "default", duration: 0.35, timing: .curve(.easeInOut), order: [.to, .from],
        tracks: [
            TrackSpec(target: .role(.to), from: TrackValues(x: .fraction(-0.3)), to: TrackValues(x: .fraction(0))),
            TrackSpec(target: .role(.from), from: TrackValues(x: .fraction(0)), to: TrackValues(x: .fraction(1))),
        ])

    /// The system pop gesture: an edge pan from the left, finishing when past half way or
    /// released moving right — our stated approximation of UIKit's gesture.
    public static let popInteraction = InteractionSpec(gesture: .edgePan, edge: .left, finish: .thresholdOrVelocity(0.5))

    /// Modal `coverVertical` presentation: from below, 0.35 s.
    public static let present = AnimatorSpec(
        preset: "default", duration: 0.35, timing: .curve(.easeInOut), order: [.from, .to],
        tracks: [TrackSpec(target: .role(.to), from: TrackValues(y: .fraction(1)), to: TrackValues(y: .fraction(0)))])

    /// Modal `coverVertical` dismissal: down and out.
    public static let dismiss = AnimatorSpec(
        preset: "default", duration: 0.35, timing: .curve(.easeInOut), order: [.to, .from],
        tracks: [TrackSpec(target: .role(.from), from: TrackValues(y: .fraction(0)), to: TrackValues(y: .fraction(1)))])
}
