import SegueCore

/// The sentences of the SwiftUI export's header that name what SwiftUI cannot express
/// (docs/export.md, "What is not generated"): nothing the scenario does is dropped
/// without one of these.
enum SwiftUINotes {
    /// What a transition's interaction does that SwiftUI has no API for: the gesture driving a
    /// percent-driven (or custom) interactive transition, the finish rule, and what runs after release.
    static func interaction(_ i: InteractionSpec) -> [String] {
        let gesture = switch i.gesture {
        case .edgePan: "an edge pan from the \(i.edge.rawValue) edge"
        case .pinch: "a pinch"
        }
        let controller = switch i.driver {
        case .percentDriven: "the interactive transition driven by \(gesture) (UIPercentDrivenInteractiveTransition): SwiftUI transitions cannot be scrubbed"
        case .direct: "the custom interaction controller driven by \(gesture), which sets the views' values from the percent"
        }
        let finish = switch i.finish {
        case .threshold(let t): "finish iff percent > \(SwiftLiteral.number(t))"
        case .velocity: "finish iff the velocity > 0"
        case .thresholdOrVelocity(let t): "finish iff percent > \(SwiftLiteral.number(t)) or the velocity > 0"
        case let .pinch(t, v): "cancel iff the velocity < \(SwiftLiteral.number(v)) and percent ≤ \(SwiftLiteral.number(t))"
        case .projection: "finish iff the release projected 0.35 s ahead passes min(187.5 pt / width, 0.5) (UIKit's system pop)"
        }
        let completion = switch i.completion {
        case .remaining: "the rest at completionSpeed \(SwiftLiteral.number(i.completionSpeed)) with the \(i.completionCurve.name) curve"
        case .fixed(let s): "a fixed \(SwiftLiteral.number(s)) s animation"
        }
        return [controller, "the finish rule: \(finish); after release, \(completion)"]
    }

    /// The tracks as text: `to x -0.3333 → 0, from x 0 → 1`.
    static func tracks(_ tracks: [TrackSpec]) -> String {
        tracks.map { target($0.target) + " " + changes($0) }.joined(separator: ", ")
    }

    /// What one track changes: `x 0 → 1, alpha 1 → 0`, or `5 keyframes`.
    static func changes(_ t: TrackSpec) -> String {
        guard t.keyframes.isEmpty else { return "\(t.keyframes.count) keyframe\(t.keyframes.count == 1 ? "" : "s")" }
        func degrees(_ r: Double) -> String { SwiftLiteral.number(r) + "°" }
        let values: [(name: String, from: String?, to: String?)] = [
            ("x", t.from.x.map(length), t.to.x.map(length)),
            ("y", t.from.y.map(length), t.to.y.map(length)),
            ("scale", t.from.scale.map(SwiftLiteral.number), t.to.scale.map(SwiftLiteral.number)),
            ("rotation", t.from.rotation.map(degrees), t.to.rotation.map(degrees)),
            ("alpha", t.from.alpha.map(SwiftLiteral.number), t.to.alpha.map(SwiftLiteral.number)),
        ]
        return values.filter { $0.from != nil || $0.to != nil }
            .map { "\($0.name) \($0.from ?? "as laid out") → \($0.to ?? "as laid out")" }
            .joined(separator: ", ")
    }

    /// A track's target as the scenario names it: `from`, `to.titleBar`.
    static func target(_ t: TrackTarget) -> String {
        switch t {
        case .role(let r): r.rawValue
        case let .element(screen, element): "\(screen).\(element)"
        }
    }

    /// A length as written in scenarios: a fraction, or `120pt`.
    private static func length(_ l: Length) -> String {
        switch l {
        case .fraction(let f), .roundedFraction(let f): SwiftLiteral.number(f)
        case .points(let p): SwiftLiteral.number(p) + "pt"
        }
    }

    /// A custom modal's presentation controller: SwiftUI has no UIPresentationController.
    static func presentationController(_ p: PresentationControllerSpec) -> String {
        var parts: [String] = []
        if let f = p.frame { parts.append("the presented view's frame [\(f.map(length).joined(separator: ", "))]") }
        if let d = p.dimming {
            parts.append("its dimming view (\(d.color.hex), alpha 0 → \(SwiftLiteral.number(d.alpha)) alongside the transition: dim with a view of your own)")
        }
        if p.shouldRemovePresentersView { parts.append("shouldRemovePresentersView") }
        let what = parts.isEmpty ? "" : ": " + parts.joined(separator: ", ")
        return "present, dismiss: the presentation controller (SwiftUI has no UIPresentationController)\(what)"
    }

    /// The parts of an animator, beyond its tracks, that no SwiftUI transition carries.
    static func animator(_ a: AnimatorSpec) -> [String] {
        var out: [String] = []
        if a.matchedElements {
            out.append("the matched elements flying as snapshots between the screens (SwiftUI's tool for this is matchedGeometryEffect(id:in:))")
        }
        if a.interruptible {
            out.append("interruptibleAnimator(using:): the gesture catching the transition mid-flight")
        }
        if let cover = a.tracks.first(where: { $0.target == .role(.cover) }) {
            out.append("the cover view (\(a.coverColor.hex), \(changes(cover))): a transition moves one view, so dim with a view of your own")
        }
        return out
    }
}

