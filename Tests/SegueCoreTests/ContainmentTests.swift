import Foundation
import Testing
@testable import SegueCore

/// Seed 001's iOS 5/6 containment (docs/transitions.md, "Containment"): the calls a parent makes
/// to switch children, the appearance callbacks the transition forwards, what it holds at rest,
/// queued switches, and the cross-fade of the two children's views.
struct ContainmentTests {
    static func scenario(_ ids: [String] = ["map", "list"], selected: Int = 0,
                         transition: ChildTransitionSpec = ChildTransitionSpec(
                             duration: 0.3, options: ViewAnimationOptions(transition: .transitionCrossDissolve))) -> Scenario {
        let screens = ids.map { ScreenSpec(id: $0, title: $0.capitalized, color: RGB(r: 40, g: 80, b: 160)) }
        return Scenario(name: "containment", title: "Containment", screens: screens,
                        container: .containment(children: ids, selected: selected, transition: transition))
    }

    /// The log lines from model time `t` on (ignoring the warnings).
    static func calls(_ app: SimulatedApp, from t: Double) -> [String] {
        app.runtime.log.entries.filter { $0.t >= t && !$0.isWarning }.map(\.text)
    }

    static func alpha(_ app: SimulatedApp, _ id: String) -> Double? {
        app.scene().views.first { $0.id == id }?.alpha
    }

    /// The order seed 001's code makes its calls in, with what UIKit forwards in between
    /// (Apple's documentation of transition(from:to:duration:options:animations:completion:),
    /// addChild(_:), willMove(toParent:), didMove(toParent:)): the new child is added, the old one
    /// told it will leave, the transition starts and forwards the will-callbacks; at its end
    /// the did-callbacks, then the completion block removes the old child and tells the new one
    /// it has moved. No tab-bar call.
    static let seedOrder = [
        "addChild(list)",
        "map.willMove(toParent: nil)",
        "transition(from: map, to: list, duration: 0.3, options: [.transitionCrossDissolve])",
        "map.viewWillDisappear(true)",
        "list.viewWillAppear(true)",
        "map.viewDidDisappear(true)",
        "list.viewDidAppear(true)",
        "map.removeFromParent()",
        "list.didMove(toParent: self)",
    ]

    @Test func switchLogsTheSeedsCallsInUIKitOrder() {
        let app = SimulatedApp(scenario: Self.scenario())
        app.handle(.selectTab(2), at: 1)
        #expect(Self.calls(app, from: 1) == Array(Self.seedOrder.prefix(5)), "the will-callbacks come at the start")
        app.advance(to: 2)
        #expect(Self.calls(app, from: 1) == Self.seedOrder)
        #expect(!app.runtime.log.entries.contains { $0.text.contains("selectedIndex") || $0.text.contains("tabBarController") },
                "a containment parent is not a tab bar controller")
        // The did-callbacks come when the 0.3 s are over, not before.
        #expect(app.runtime.log.entries.filter { $0.text == "list.viewDidAppear(true)" }.map(\.t) == [1.3])
    }

    /// The parent's first child is added without a transition: addChild, the appearance, then
    /// didMove(toParent:) at once (Apple's didMove(toParent:) documentation).
    @Test func firstChildIsEmbeddedWithoutATransition() {
        let app = SimulatedApp(scenario: Self.scenario(selected: 1))
        #expect(Self.calls(app, from: 0) == [
            "addChild(list)", "list.viewWillAppear(false)", "list.viewDidAppear(false)", "list.didMove(toParent: self)",
        ])
        let parent = app.container as! ContainmentController
        #expect(parent.children.map(\.id) == ["list"])
    }

    @Test func appearanceStatesFollowTheCallbacks() {
        let app = SimulatedApp(scenario: Self.scenario())
        let parent = app.container as! ContainmentController
        let map = parent.controllers["map"]!, list = parent.controllers["list"]!
        app.handle(.selectTab(2), at: 0)
        app.advance(to: 0.1)
        #expect(map.appearance == .disappearing && list.appearance == .appearing)
        app.advance(to: 1)
        #expect(map.appearance == .disappeared && list.appearance == .appeared)
        #expect(map.callbacks == ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
        #expect(list.callbacks == ["viewWillAppear", "viewDidAppear"])
    }

    /// During a switch the parent has both children and both views; at rest only the shown one.
    @Test func atRestTheParentHoldsOnlyTheShownChild() {
        let app = SimulatedApp(scenario: Self.scenario(["map", "list", "photos"]))
        let parent = app.container as! ContainmentController
        #expect(parent.children.map(\.id) == ["map"] && parent.view.subviews.map(\.id) == ["map"])
        app.handle(.selectTab(3), at: 0)
        app.advance(to: 0.15)
        #expect(parent.children.map(\.id) == ["map", "photos"])
        #expect(parent.view.subviews.map(\.id) == ["map", "photos"], "the to view is added above the from view")
        #expect(app.phase == .animating && abs(app.percent! - 0.5) < 1e-9)
        app.advance(to: 1)
        #expect(parent.children.map(\.id) == ["photos"] && parent.view.subviews.map(\.id) == ["photos"])
        #expect(parent.selectedIndex == 2 && app.phase == .idle && app.percent == nil)
        #expect(Self.alpha(app, "photos") == 1)
    }

    /// docs/transitions.md: a request made during a transition is queued and runs when the current one completes.
    @Test func aSwitchDuringASwitchIsQueued() {
        let app = SimulatedApp(scenario: Self.scenario())
        app.handle(.selectTab(2), at: 0)
        app.handle(.selectTab(1), at: 0.1)
        #expect(Self.calls(app, from: 0.1) == ["queued transition to map until the running transition completes"])
        app.advance(to: 0.3)
        #expect(Self.calls(app, from: 0.3) == [
            "map.viewDidDisappear(true)", "list.viewDidAppear(true)", "map.removeFromParent()", "list.didMove(toParent: self)",
            "dequeued transition to map", "addChild(map)", "list.willMove(toParent: nil)",
            "transition(from: list, to: map, duration: 0.3, options: [.transitionCrossDissolve])",
            "list.viewWillDisappear(true)", "map.viewWillAppear(true)",
        ], "the queued switch starts once the first one's completion block has run")
        app.advance(to: 1)
        let parent = app.container as! ContainmentController
        #expect(parent.selectedIndex == 0 && parent.children.map(\.id) == ["map"])
        #expect(app.runtime.log.entries.filter { $0.text == "map.didMove(toParent: self)" }.map(\.t) == [0, 0.6])
    }

    /// `.transitionCrossDissolve`: the from view's alpha is 1 − e(t/D) and the to view's e(t/D),
    /// e the options' curve (easeInOut by default) — against the Bernstein-form reference.
    @Test(arguments: [0.0, 0.03, 0.075, 0.15, 0.21, 0.27, 0.2999])
    func crossDissolveAlphasFollowEaseInOut(elapsed: Double) {
        let app = SimulatedApp(scenario: Self.scenario())
        app.handle(.selectTab(2), at: 1)
        app.advance(to: 1 + elapsed)
        let e = MathReference.easeInOut(elapsed / 0.3)
        #expect(abs(Self.alpha(app, "list")! - e) < 1e-6)
        #expect(abs(Self.alpha(app, "map")! - (1 - e)) < 1e-6)
    }

    @Test(arguments: [("curveLinear", TimingCurve.linear, 0.0, 0.0, 1.0, 1.0), ("curveEaseIn", .easeIn, 0.42, 0.0, 1.0, 1.0),
                      ("curveEaseOut", .easeOut, 0.0, 0.0, 0.58, 1.0)])
    func theCurveOptionShapesTheDissolve(name: String, curve: TimingCurve, x1: Double, y1: Double, x2: Double, y2: Double) {
        let spec = ChildTransitionSpec(duration: 0.5, options: ViewAnimationOptions(transition: .transitionCrossDissolve, curve: curve))
        let app = SimulatedApp(scenario: Self.scenario(transition: spec))
        app.handle(.selectTab(2), at: 0)
        for t in [0.1, 0.2, 0.35, 0.45] {
            app.advance(to: t)
            let e = MathReference.bezierY(x: t / 0.5, x1, y1, x2, y2)
            #expect(abs(Self.alpha(app, "list")! - e) < 1e-6, "\(name) at \(t)")
        }
        #expect(Self.calls(app, from: 0).contains("transition(from: map, to: list, duration: 0.5, options: [.transitionCrossDissolve, .\(name)])"))
    }

    /// `.transitionNone`: the to view replaces the from view at once, opaque; the calls and the
    /// completion still wait for the duration (the animations block may animate over it).
    @Test func noTransitionOptionSwapsTheViewsAtTheStart() {
        let spec = ChildTransitionSpec(duration: 0.4, animations: [
            TrackSpec(target: .role(.to), from: TrackValues(y: .fraction(0.5)), to: TrackValues(y: .fraction(0))),
        ])
        let app = SimulatedApp(scenario: Self.scenario(transition: spec))
        let parent = app.container as! ContainmentController
        app.handle(.selectTab(2), at: 0)
        app.advance(to: 0.1)
        #expect(parent.view.subviews.map(\.id) == ["list"] && Self.alpha(app, "list") == 1)
        // The animations block: y from half the height (422 pt) to 0 with easeInOut.
        let y = app.scene().views.first { $0.id == "list" }!.frame.minY
        #expect(abs(y - 422 * (1 - MathReference.easeInOut(0.25))) < 1e-6)
        #expect(Self.calls(app, from: 0).contains("transition(from: map, to: list, duration: 0.4, options: [])"))
        #expect(!Self.calls(app, from: 0).contains("list.viewDidAppear(true)"))
        app.advance(to: 0.4)
        #expect(Self.calls(app, from: 0).suffix(2) == ["map.removeFromParent()", "list.didMove(toParent: self)"])
    }

    @Test func digitsOutsideTheChildrenWarnAndSelectingTheShownChildDoesNothing() {
        let app = SimulatedApp(scenario: Self.scenario())
        app.handle(.selectTab(1), at: 0.5)
        #expect(Self.calls(app, from: 0.5).isEmpty)
        app.handle(.selectTab(3), at: 0.5)
        #expect(app.runtime.log.entries.last == LogEntry(t: 0.5, call: .warning("3: the parent has 2 children")))
        #expect(app.phase == .idle)
    }

    /// No gesture switches children; `p` and `b` have nothing to do; the digits say so.
    @Test func controlsOfferTheChildrenOnly() {
        let app = SimulatedApp(scenario: Self.scenario(["a", "b", "c"]))
        #expect(app.container.controls == Controls(childCount: 3))
        #expect(app.container.interactionRefusal(for: .edgePan) == .childrenSwitchWithDigits)
        app.handle(.forward, at: 0)
        #expect(app.runtime.log.entries.last?.text == "p: a containment parent has nothing to push")
    }
}
