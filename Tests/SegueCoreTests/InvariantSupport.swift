import Testing
@testable import SegueCore
@testable import SegueModel

/// A small seeded generator (SplitMix64) so random scripts are reproducible from their seed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random event scripts over the keys and mouse actions a person could use.
enum RandomScript {
    static let keys: [Key] = [.right, .right, .right, .right, .left, .enter, .space, .escape, .plus, .minus, .minus,
                              .char("p"), .char("b"), .char("1"), .char("2"), .char("3"), .char("s"), .char("r"), .up, .down]

    static func make(seed: UInt64, count: Int = 40) -> [TimedEvent] {
        var rng = SplitMix64(seed: seed)
        var t = 0.0
        var out: [TimedEvent] = []
        for _ in 0..<count {
            // Mostly key-repeat gaps, sometimes long pauses.
            let gap = Double.random(in: 0...1, using: &rng) < 0.7 ? 0.03 : Double.random(in: 0.05...1.2, using: &rng)
            t += gap
            if Double.random(in: 0...1, using: &rng) < 0.1 {
                let kind = MouseEvent.Kind.allCases.randomElement(using: &rng)!
                out.append(TimedEvent(t: t, event: .mouse(MouseEvent(kind: kind, x: Int.random(in: 0..<60, using: &rng),
                                                                      y: Int.random(in: 0..<40, using: &rng)))))
            } else {
                out.append(TimedEvent(t: t, event: .key(keys.randomElement(using: &rng)!)))
            }
        }
        return out
    }
}

/// Checks the invariants of docs/transitions.md while a player runs: completeTransition once per transition,
/// the right views in the container at rest, container state matching what finished or was
/// cancelled, percent in [0, 1], no nested transitions.
final class InvariantChecker {
    var failures: [String] = []
    var started = 0
    var completed = 0
    /// The shadow state, updated from completions only.
    var shadowStack: [String] = []
    var shadowChain: [String] = []
    var shadowSelected = 0
    weak var container: Container?

    func attach(_ model: SimulatedApp) {
        container = model.container
        switch model.container {
        case let nav as NavigationController: shadowStack = nav.stackIDs
        case let modal as ModalController: shadowChain = modal.chain.map(\.id)
        case let tabs as TabBarController: shadowSelected = tabs.selectedIndex
        case let parent as ContainmentController: shadowSelected = parent.selectedIndex
        default: break
        }
        started = 0
        completed = 0
        model.container.observer = { [weak self] e in self?.observe(e, model: model) }
    }

    func observe(_ e: Container.TransitionEvent, model: SimulatedApp) {
        switch e {
        case .started:
            if started != completed { failures.append("a transition started while another was running") }
            started += 1
        case let .completed(op, from, to, done):
            completed += 1
            guard done else { return }
            switch op {
            case .push: shadowStack.append(to)
            case .pop:
                if let i = shadowStack.lastIndex(of: to) { shadowStack.removeSubrange((i + 1)...) }
                else { failures.append("pop to \(to), not on the stack \(shadowStack)") }
            case .present: shadowChain.append(to)
            case .dismiss:
                if shadowChain.last == from { shadowChain.removeLast() } else { failures.append("dismissed \(from), not on top") }
            case .tab:
                if let tabs = model.container as? TabBarController, let i = tabs.tabs.firstIndex(where: { $0.id == to }) {
                    shadowSelected = i
                }
            case .transition:
                if let parent = model.container as? ContainmentController, let i = parent.available.firstIndex(where: { $0.id == to }) {
                    shadowSelected = i
                }
            }
        }
    }

    func check(_ model: SimulatedApp, context: String) {
        let c = model.container
        if let p = model.percent, !(0...1).contains(p) { failures.append("\(context): percent \(p)") }
        let warnings = model.runtime.log.entries.filter { $0.isWarning && $0.text.hasPrefix("completeTransition") }
        if !warnings.isEmpty { failures.append("\(context): completeTransition called twice") }
        // Every transition completes exactly once (the running one later).
        if completed != started - (c.isTransitioning ? 1 : 0) {
            failures.append("\(context): \(started) started, \(completed) completed")
        }
        switch c {
        case let nav as NavigationController:
            if nav.stackIDs != shadowStack { failures.append("\(context): stack \(nav.stackIDs) ≠ \(shadowStack)") }
        case let modal as ModalController:
            if modal.chain.map(\.id) != shadowChain { failures.append("\(context): chain \(modal.chain.map(\.id)) ≠ \(shadowChain)") }
        case let tabs as TabBarController:
            if tabs.selectedIndex != shadowSelected { failures.append("\(context): tab \(tabs.selectedIndex) ≠ \(shadowSelected)") }
        case let parent as ContainmentController:
            if parent.selectedIndex != shadowSelected { failures.append("\(context): child \(parent.selectedIndex) ≠ \(shadowSelected)") }
            if !parent.isTransitioning, parent.children.map(\.id) != parent.visibleAtRest.map(\.id) {
                failures.append("\(context): at rest the parent's children are \(parent.children.map(\.id))")
            }
        default: break
        }
        if !c.isTransitioning {
            // Chrome is not a screen: a cover, a presentation controller's dimming view.
            let ids = c.view.subviews.map(\.id).filter { $0 != "cover" && $0 != "dimming" }
            let expected = c.visibleAtRest.map(\.id)
            if ids != expected { failures.append("\(context): at rest the container holds \(ids), expected \(expected)") }
            if c.view.subviews.contains(where: { $0.isSnapshot }) { failures.append("\(context): a snapshot left behind") }
            if let modal = c as? ModalController, modal.presented == nil, c.view.subviews.contains(where: { $0.id == "dimming" }) {
                failures.append("\(context): a dimming view left with nothing presented")
            }
            if let modal = c as? ModalController, modal.style == .fullScreen, c.view.subviews.contains(where: { $0.id == "cover" }) {
                failures.append("\(context): cover left in a fullScreen modal")
            }
            if c is NavigationController || c is TabBarController || c is ContainmentController, c.view.subviews.contains(where: { $0.id == "cover" }) {
                failures.append("\(context): cover left at rest")
            }
        }
    }
}

/// Runs a random script over a scenario, checking invariants after every event and at the end.
func checkInvariants(_ scenario: Scenario, seed: UInt64, events: Int = 40) -> [String] {
    let player = Player(scenario: scenario, terminalSize: (120, 40), viewport: ScaledViewport())
    let checker = InvariantChecker()
    checker.attach(player.app)
    var model = player.app
    let script = RandomScript.make(seed: seed, count: events)
    for (i, e) in script.enumerated() {
        player.handle(e)
        if player.app !== model {  // restarted with `r`
            model = player.app
            checker.attach(model)
        }
        checker.check(model, context: "seed \(seed) event \(i) (\(e))")
        if checker.failures.count > 3 { break }
    }
    // Let everything settle: idle releases, completions, queued requests.
    player.setPaused(false, at: (script.last?.t ?? 0) + 0.01)
    // 300 s of session time is at least 30 s of model time, even at the slowest speed (0.1×).
    player.advance(to: (script.last?.t ?? 0) + 300)
    checker.check(player.app, context: "seed \(seed) at rest")
    if player.app.isAnimating { checker.failures.append("seed \(seed): still animating 300 s after the last event") }
    if player.app.container.isTransitioning {
        // Only a paused player, or a mouse button still held (a mouse pan never lifts on its
        // own; a press catches an interruptible transition: docs/gestures.md), may leave a
        // transition running.
        var mouseHeld = false
        if case .mouse(let g)? = player.app.gesture { mouseHeld = g.isActive }
        if case .zoom(let g)? = player.app.gesture { mouseHeld = g.input == .mouse && g.isActive }
        if !player.paused && !mouseHeld { checker.failures.append("seed \(seed): a transition is still running at rest") }
    }
    return checker.failures
}

/// Every cell is 10 × 20 points from the terminal's corner, whatever the terminal size; the
/// container keeps the device size.
struct ScaledViewport: Viewport {
    func point(col: Int, row: Int, terminalSize: (cols: Int, rows: Int)) -> Point? {
        Point(x: Double(col) * 10, y: Double(row) * 20)
    }
    func containerSize(terminalSize: (cols: Int, rows: Int)) -> Size? { nil }
}
