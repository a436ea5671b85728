import SegueSupport
import SegueScenario

/// An iOS 5/6 custom container view controller (docs/transitions.md, "Containment"; seed 001): a
/// parent that shows one of its child screens at a time and switches them as the code of that era
/// did — `addChild(_:)`, `willMove(toParent: nil)`,
/// `transition(from:to:duration:options:animations:completion:)`, and in the completion
/// `removeFromParent()` and `didMove(toParent: self)` — with the appearance callbacks the
/// transition forwards. It is not a tab bar controller: it logs no tab-controller call.
public final class ContainmentController: Container {
    /// The child screens the digits switch between, in the scenario's order (`1` = the first).
    public private(set) var available: [ViewController] = []
    /// UIKit's `children`: the child view controllers now, in the order they were added — the
    /// shown one at rest, the old and the new one during a switch.
    public internal(set) var children: [ViewController] = []
    /// The index in `available` of the child shown; during a switch, of the one leaving.
    public private(set) var selectedIndex: Int
    /// The arguments of every switch's `transition(from:to:…)` call.
    public let arguments: ChildTransitionSpec
    /// The `transition(from:to:…)` call running now, if any.
    public private(set) var runningSwitch: ChildSwitch?

    /// A running `transition(from:to:duration:options:animations:completion:)`.
    public struct ChildSwitch {
        public let from: ViewController
        public let to: ViewController
        /// The animations' shared time line (the panel's percent); its duration is `arguments.duration`.
        public let group: AnimationGroup
        /// The options' curve.
        public let timing: Timing
    }

    init(runtime: Runtime, scenario: Scenario, size: Size, children ids: [String], selected: Int, transition: ChildTransitionSpec) {
        selectedIndex = selected
        arguments = transition
        super.init(runtime: runtime, scenario: scenario, size: size)
        available = ids.compactMap { controllers[$0] }
        selectedIndex = min(max(selected, 0), max(available.count - 1, 0))
        embedInitialChild()
    }

    /// The parent's `viewDidLoad`: the first child is added without a transition, so
    /// `didMove(toParent:)` follows at once (UIKit's rule for a child added without one).
    private func embedInitialChild() {
        guard let first = visibleAtRest.first else { return }
        runtime.record(.addChild(first.id))
        children = [first]
        layoutAtRest()
        appearInitially()
        runtime.record(.didMoveToParent(first.id))
    }

    public override var visibleAtRest: [ViewController] {
        available.indices.contains(selectedIndex) ? [available[selectedIndex]] : []
    }

    public override var isTransitioning: Bool { runningSwitch != nil }

    public override var phase: Phase { runningSwitch == nil ? .idle : .animating }

    public override var percent: Double? {
        guard let group = runningSwitch?.group else { return nil }
        return group.progress(at: runtime.now)
    }

    public override func interactionRefusal(for gesture: GestureKind) -> InteractionRefusal {
        .childrenSwitchWithDigits
    }

    override func childRequest(_ index: Int) -> ContainerRequest? { .transition(toChild: index) }

    override func describe(_ r: ContainerRequest) -> UIKitCall {
        if case .transition(let i) = r, available.indices.contains(i) { return .transitionToChild(available[i].id) }
        return super.describe(r)
    }

    override func perform(_ r: ContainerRequest, interactive: Bool) {
        guard case .transition(let index) = r else {
            super.perform(r, interactive: interactive)
            return
        }
        guard available.indices.contains(index) else {
            runtime.warn("\(index + 1): the parent has \(Plural.count(available.count, "child", plural: "children"))")
            return
        }
        guard index != selectedIndex, available.indices.contains(selectedIndex) else { return }
        let from = available[selectedIndex], to = available[index]
        runtime.record(.addChild(to.id))
        children.append(to)
        runtime.record(.willMoveToNilParent(from.id))
        beginTransition(from: from, to: to, arguments: arguments, host: nil)
    }

    /// `transition(from:to:duration:options:animations:completion:)`: adds the to view above the
    /// from view, forwards the will-callbacks, and runs the options' view transition and the
    /// animations block over the duration with the options' curve.
    func beginTransition(from: ViewController, to: ViewController, arguments args: ChildTransitionSpec, host: HostChildTransition?) {
        runtime.record(.containmentTransition(from: from.id, to: to.id, duration: args.duration, options: args.options.swiftText))
        observer?(.started(.transition, from: from.id, to: to.id, interactive: false))
        let group = runtime.animations.makeGroup(duration: args.duration, paused: false)
        let timing = Timing.curve(args.options.curve)
        runningSwitch = ChildSwitch(from: from, to: to, group: group, timing: timing)
        from.viewWillDisappear(true)
        to.viewWillAppear(true)
        to.view.resetToLayout()
        view.addSubview(to.view)
        let dissolves = args.options.transition == .transitionCrossDissolve
        if !dissolves { from.view.removeFromSuperview() }
        let tracks = resolvedAnimations(from: from, to: to)
        runtime.animations.performWithoutAnimation {
            if dissolves { to.view.alpha = 0 }
            for t in tracks { t.view.apply(t.start) }
        }
        runtime.animations.animate(duration: args.duration, timing: timing, group: group, changes: {
            if dissolves {
                from.view.alpha = 0
                to.view.alpha = 1
            }
            for t in tracks { t.view.apply(t.end) }
            host?.animations?()
        }, completion: { [weak self] finished in
            self?.endTransition(from: from, to: to, finished: finished, host: host)
        })
    }

    /// The end of the transition: the from view leaves the hierarchy, the did-callbacks, then the
    /// completion block of seed 001 (`removeFromParent()`, `didMove(toParent: self)`); then the
    /// next queued switch runs.
    private func endTransition(from: ViewController, to: ViewController, finished: Bool, host: HostChildTransition?) {
        from.view.removeFromSuperview()
        from.view.resetToLayout()
        from.viewDidDisappear(true)
        to.viewDidAppear(true)
        if let host {
            host.completion?(finished)
        } else {
            removeFromParent(from)
            didMoveToParent(to)
        }
        selectedIndex = available.firstIndex { $0 === to } ?? selectedIndex
        runningSwitch = nil
        observer?(.completed(.transition, from: from.id, to: to.id, didComplete: finished))
        runNextQueuedRequest()
    }

    /// The animations block's tracks on the two children's views (or their elements).
    private func resolvedAnimations(from: ViewController, to: ViewController) -> [ResolvedTrack] {
        let resolver = TrackResolver(container: view.frame.size, mirror: 1)
        return arguments.animations.compactMap { track in
            let target: View?
            switch track.target {
            case .role(.from): target = from.view
            case .role(.to): target = to.view
            case .role(.cover): target = nil
            case let .element(screen, element):
                let owner = screen == "from" ? from : screen == "to" ? to : [from, to].first { $0.id == screen }
                target = owner.flatMap { $0.view.descendant("\($0.id).\(element)") }
            }
            return target.map { resolver.resolve(track, view: $0) }
        }
    }
}
