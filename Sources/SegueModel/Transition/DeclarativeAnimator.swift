import SegueSupport
import SegueScenario

/// An animation controller built from a scenario's animator spec (tracks, keyframes, presets
/// already expanded): it does what a hand-written `animateTransition` would — add the to view,
/// set the start values, animate to the end values inside the transition, and complete with
/// `completeTransition(!transitionWasCancelled)`.
final class DeclarativeAnimator: AnimatedTransitioning {
    let spec: AnimatorSpec
    let name: String
    unowned let runtime: Runtime

    /// The timing its animations run with: `spec.interactiveTiming` when the transition
    /// started interactively and the spec has one (the system pop, linear under the finger),
    /// else `spec.timing`. Decided in `animateTransition`, as a UIKit animator would by reading
    /// `transitionContext.isInteractive`.
    private(set) var mainTiming: Timing

    init(spec: AnimatorSpec, name: String, runtime: Runtime) {
        self.spec = spec
        self.name = name
        self.runtime = runtime
        mainTiming = spec.timing
    }

    func transitionDuration(_ context: TransitionContext) -> Double { spec.delay + spec.duration }

    /// Finds or creates the cover view (one per container), just above the bottom role view.
    static func cover(in context: TransitionContext, color: RGB, runtime: Runtime) -> View {
        if let existing = context.containerView.subviews.first(where: { $0.id == "cover" }) { return existing }
        let v = View(runtime: runtime, id: "cover", frame: context.bounds, color: color)
        v.border = false
        v.alpha = 0
        return v
    }

    /// The view a track target names in this transition, or nil when it is not part of it.
    static func view(for target: TrackTarget, in context: TransitionContext, cover: () -> View) -> View? {
        switch target {
        case .role(.from): return context.view(forKey: .from)
        case .role(.to): return context.view(forKey: .to)
        case .role(.cover): return cover()
        case let .element(screen, element):
            let owner: ViewController?
            switch screen {
            case "from": owner = context.viewController(forKey: .from)
            case "to": owner = context.viewController(forKey: .to)
            default:
                owner = [context.viewController(forKey: .from), context.viewController(forKey: .to)].first { $0.id == screen }
            }
            return owner.flatMap { $0.view.descendant("\($0.id).\(element)") }
        }
    }

    /// Puts the role views into the container in `order` (bottom first), adding the to view.
    static func arrange(_ context: TransitionContext, order: [Role], cover: View?) {
        let container = context.containerView
        var stack: [View] = []
        for role in order {
            switch role {
            case .from: if let v = context.view(forKey: .from) { stack.append(v) }
            case .to: if let v = context.view(forKey: .to) { stack.append(v) }
            case .cover: if let c = cover { stack.append(c) }
            }
        }
        if let c = cover, !stack.contains(where: { $0 === c }) {
            // Not named in the order: directly above the bottom role view.
            stack.insert(c, at: min(1, stack.count))
        }
        for v in [context.view(forKey: .from), context.view(forKey: .to)].compactMap({ $0 }) where !stack.contains(where: { $0 === v }) {
            stack.append(v)
        }
        // Keep views not managed by the animator (a custom modal's presenter) below.
        for v in stack { container.addSubview(v) }
    }

    /// What `animateTransition` has set up before it animates: the resolved tracks (plain and
    /// keyframed), the matched flights, and the completion that ends the transition.
    struct Prepared {
        var basic: [ResolvedTrack], keyed: [ResolvedTrack], flights: [MatchedFlight]
        var completion: (Bool) -> Void
    }

    func animateTransition(_ context: TransitionContext) {
        if spec.interruptible, let animator = interruptibleAnimator(using: context) {
            // A UIKit animator's usual body: the transition runs on its interruptible animator
            // (paused at 0 for an interactive start: the interaction controller scrubs it).
            if context.isInteractive { animator.pauseAnimation() } else { animator.startAnimation() }
            return
        }
        let prepared = prepare(context)
        let (basic, keyed, flights, completion) = (prepared.basic, prepared.keyed, prepared.flights, prepared.completion)
        let group = context.group
        let duration = spec.duration
        let animator = runtime.animations
        if spec.driver == .propertyAnimator && !context.isInteractive {
            // Interactive starts keep the scrubbable group (docs/transitions.md).
            runOnPropertyAnimator(basic, flights: flights, completion: completion)
            return
        }
        // One block for the plain tracks and the flights, one per keyframe track; the transition
        // completes when the last of them does (a block with nothing in it ends with the group).
        var remaining = 1 + keyed.count
        let one: (Bool) -> Void = { finished in
            remaining -= 1
            if remaining == 0 { completion(finished) }
        }
        animator.animate(duration: duration, delay: spec.delay, timing: mainTiming, group: group, changes: {
            for r in basic { r.view.apply(r.end) }
            for f in flights { f.animate() }
        }, completion: one)
        for r in keyed {
            animator.animateKeyframes(duration: duration, delay: spec.delay, curve: r.spec.keyframeCurve,
                                      mode: r.spec.calculationMode, group: group, changes: {
                for (k, values) in r.keyframes {
                    animator.addKeyframe(relativeStart: k.start, relativeDuration: k.duration) { r.view.apply(values) }
                }
            }, completion: one)
        }
    }

    /// Adds the to view, arranges the container, resolves the tracks and sets their start values.
    func prepare(_ context: TransitionContext) -> Prepared {
        mainTiming = context.isInteractive ? (spec.interactiveTiming ?? spec.timing) : spec.timing
        let toVC = context.viewController(forKey: .to)
        if let to = context.view(forKey: .to) {
            runtime.animations.performWithoutAnimation { to.frame = context.finalFrame(for: toVC) }
        }
        let needsCover = spec.tracks.contains { $0.target == .role(.cover) }
        var coverView: View?
        let coverProvider: () -> View = { [runtime, spec] in
            if let c = coverView { return c }
            let c = Self.cover(in: context, color: spec.coverColor, runtime: runtime)
            coverView = c
            return c
        }
        if needsCover { _ = coverProvider() }
        Self.arrange(context, order: spec.order, cover: coverView)

        let resolver = TrackResolver(container: context.bounds.size, mirror: context.direction < 0 && spec.mirrorsBackward ? -1 : 1)
        var resolved: [ResolvedTrack] = []
        for track in spec.tracks {
            guard let v = Self.view(for: track.target, in: context, cover: coverProvider) else { continue }
            resolved.append(resolver.resolve(track, view: v))
        }
        if spec.parallaxViews {
            resolved += NavigationParallax.tracks(context, resolved: resolved, forward: context.operation.isForward, runtime: runtime)
        }
        let flights = spec.matchedElements ? MatchedFlight.prepare(context, runtime: runtime) : []

        // Start values, at once.
        runtime.animations.performWithoutAnimation {
            for r in resolved {
                r.view.anchor = r.spec.anchor
                r.view.apply(r.start)
            }
            for f in flights { f.begin() }
        }
        let runtime = runtime
        let completion: (Bool) -> Void = { _ in Self.complete(context, resolved: resolved, flights: flights, runtime: runtime) }
        return Prepared(basic: resolved.filter { $0.spec.keyframes.isEmpty }, keyed: resolved.filter { !$0.spec.keyframes.isEmpty },
                        flights: flights, completion: completion)
    }
}

extension DeclarativeAnimator {
    /// The tracks' values set at once (the start ones when cancelled), the flights landed, then
    /// `completeTransition(!transitionWasCancelled)`.
    static func complete(_ context: TransitionContext, resolved: [ResolvedTrack], flights: [MatchedFlight], runtime: Runtime) {
        let cancelled = context.transitionWasCancelled
        runtime.animations.performWithoutAnimation {
            for r in resolved { r.view.apply(cancelled ? r.start : r.end) }
        }
        for f in flights { f.end() }
        NavigationParallax.remove(from: context.containerView)
        context.completeTransition(!cancelled)
    }
}

/// The `matched` preset: every element of the from screen whose `match` key appears in the to
/// screen flies, as a snapshot, from its frame to the partner's frame while both originals are
/// hidden; the rest of the to screen fades in.
struct MatchedFlight {
    let snapshot: View
    let source: View
    let target: View
    let startFrame: Rect
    let endFrame: Rect
    let container: View
    let toView: View?

    static func prepare(_ context: TransitionContext, runtime: Runtime) -> [MatchedFlight] {
        let fromVC = context.viewController(forKey: .from), toVC = context.viewController(forKey: .to)
        var out: [MatchedFlight] = []
        for source in fromVC.view.subviews {
            guard let key = source.matchKey,
                  let target = toVC.view.subviews.first(where: { $0.matchKey == key }) else { continue }
            let fromOrigin = fromVC.view.presentationFrame.origin
            let start = Rect(x: fromOrigin.x + source.frame.minX, y: fromOrigin.y + source.frame.minY,
                             width: source.frame.width, height: source.frame.height)
            let toOrigin = context.finalFrame(for: toVC).origin
            let end = Rect(x: toOrigin.x + target.frame.minX, y: toOrigin.y + target.frame.minY,
                           width: target.frame.width, height: target.frame.height)
            let snap = source.snapshot(afterScreenUpdates: false)
            out.append(MatchedFlight(snapshot: snap, source: source, target: target, startFrame: start, endFrame: end,
                                     container: context.containerView, toView: context.view(forKey: .to)))
        }
        return out
    }

    func begin() {
        snapshot.frame = startFrame
        snapshot.layoutFrame = startFrame
        container.addSubview(snapshot)
        source.isHidden = true
        target.isHidden = true
        toView?.alpha = 0
    }

    func animate() {
        snapshot.frame = endFrame
        toView?.alpha = 1
    }

    func end() {
        source.isHidden = false
        target.isHidden = false
        snapshot.removeFromSuperview()
        toView?.runtime.animations.performWithoutAnimation { toView?.alpha = 1 }
    }
}
