import Testing
@testable import SegueCore

/// Issue 28: a model is freed once nobody holds it. `segue sweep` builds one model per cell; a
/// reference cycle (a child or a closure holding its owner strongly) kept every one alive. UIKit's
/// ownership is one way: the container owns the transition while it runs, the context and the
/// interaction controller point back weakly. Each case runs a built-in scenario's demo to the end,
/// keeps only weak references, and expects them gone.
struct ModelReleaseTests {
    /// Weak references to what one demo run built.
    final class Watched {
        weak var player: Player?
        weak var app: SimulatedApp?
        weak var runtime: Runtime?
        weak var container: Container?
        weak var interaction: AnyObject?
        weak var context: TransitionContext?
        weak var animator: AnyObject?
        var sawTransition = false
        /// The last frame's time and the last event's; seconds.
        var lastFrame = -1.0, lastEvent = 0.0
    }

    /// Runs the demo with the strong references all inside this function, returns only weak ones.
    func runDemo(_ name: String) throws -> Watched {
        let s = try ScenarioLoader.load(path: TestPaths.scenarios + "/\(name).json").scenario
        let player = Player(scenario: s, terminalSize: (120, 40))
        let w = Watched()
        w.player = player
        w.app = player.app
        w.runtime = player.app.runtime
        w.container = player.app.container
        w.lastEvent = s.demo.map(\.t).max() ?? 0
        HeadlessRun.run(player, events: s.demo, fps: 30) { t in
            w.lastFrame = t
            let c = player.app.container
            if let context = c.activeContext, w.context == nil {
                w.context = context
                w.animator = c.activeAnimator
                w.interaction = c.activeInteraction
                w.sawTransition = true
            }
            if w.interaction == nil, let i = c.activeInteraction { w.interaction = i }
        }
        return w
    }

    @Test(arguments: ["pop-percent-driven", "pop-parallax", "default-pop", "interruptible", "sheet",
                      "zoom", "pop-during-push", "alongside", "tabs-slide", "layout-to-layout", "pinch-pop"])
    func theModelIsFreedAfterItsDemo(name: String) throws {
        let w = try runDemo(name)
        #expect(w.sawTransition, "the demo ran no transition: nothing was tested")
        #expect(w.lastFrame >= w.lastEvent, "the demo did not run to its end")
        #expect(w.context == nil, "the transition context outlives the model")
        #expect(w.interaction == nil, "the interaction controller outlives the model")
        #expect(w.animator == nil, "the animator outlives the model")
        #expect(w.container == nil, "the container outlives the model")
        #expect(w.app == nil, "the SimulatedApp outlives its player")
        #expect(w.runtime == nil, "the runtime outlives the model")
        #expect(w.player == nil, "the player outlives its run")
    }
}
