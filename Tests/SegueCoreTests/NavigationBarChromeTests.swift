import Testing
@testable import SegueCore

/// The navigation bar of docs/chrome.md against its rule written out here, not by calling
/// `NavigationBarTransition`: with W = 390 pt, T = 0.2 W = 78, B = 8, title labels 0.6 W = 234 pt
/// and back buttons 0.4 W = 156 pt wide, 44 pt tall; p the transition's progress (easeInOut of the
/// time fraction for these 0.4 s easeInOut animators) and the push progress q (a push: p, a pop:
/// 1 − p): the deeper title at T + (1 − q) · W / 2, the other title at T + q · (B − T), back
/// buttons at B. Alphas as the decompiled UIKit sets them (`_UINavigationBarTransitionContextPush`
/// / `Pop`, `_animateContentView`): the outgoing item's labels at 1 − fadeOut(p), fadeOut the
/// Bézier (0.25, 0.9, 0.25, 0.9); the incoming item's at fadeIn(p), fadeIn (0.75, 0.1, 0.75, 0.1);
/// both solved here by bisection. The bar fixed at (0, 47, 390, 44) under the phone's 47 pt
/// status bar.
struct NavigationBarChromeTests {
    static let w = 390.0, t = 78.0, b = 8.0, titleWidth = 234.0, backWidth = 156.0
    static let barFrame = Rect(x: 0, y: 47, width: 390, height: 44)

    /// Three screens on a navigation stack; push and pop are 0.4 s easeInOut slides.
    static func scenario(stack: [String], hidden: String = "", extra: String = "") throws -> Scenario {
        let text = """
        {"segue": 1, "name": "bar", "device": "phone",
         "screens": [{"id": "inbox", "title": "Inbox"}, {"id": "message", "title": "Message"\(hidden)},
                     {"id": "reply", "title": "Reply"}],
         "container": {"kind": "navigation", "stack": [\(stack.map { "\"\($0)\"" }.joined(separator: ", "))]},
         "transitions": {"push": {"animator": {"preset": "slide", "duration": 0.4, "curve": "easeInOut"}},
                         "pop": {"animator": {"duration": 0.4, "curve": "easeInOut",
                                 "from": {"from": {"x": 0}, "to": {"x": 1}}},
                                 "interaction": {"gesture": "edgePan", "edge": "left", "finish": {"rule": "velocity"}}}}\(extra)}
        """
        return try ScenarioLoader.load(text: text, file: "bar.json").scenario
    }

    struct Expected: Equatable, CustomStringConvertible {
        var id: String, x: Double, alpha: Double
        var description: String { "\(id) x \(x) alpha \(alpha)" }
    }

    /// UIKit's fadeOut and fadeIn timing functions, by bisection.
    static func fadeOut(_ p: Double) -> Double { MathReference.bezierY(x: p, 0.25, 0.9, 0.25, 0.9) }
    static func fadeIn(_ p: Double) -> Double { MathReference.bezierY(x: p, 0.75, 0.1, 0.75, 0.1) }

    /// The labels the rule gives for `lower` (title, back title or nil) and `upper` at progress
    /// p of a push (`push`) or a pop.
    static func rule(lower: (String, String?), upper: (String, String?), p: Double, push: Bool) -> [Expected] {
        let q = push ? p : 1 - p
        let outgoing = 1 - fadeOut(p), incoming = fadeIn(p)
        let (lowerAlpha, upperAlpha) = push ? (outgoing, incoming) : (incoming, outgoing)
        var out: [Expected] = []
        if lower.1 != nil { out.append(Expected(id: "navigationBar.back.\(lower.0)", x: b, alpha: lowerAlpha)) }
        if upper.1 != nil { out.append(Expected(id: "navigationBar.back.\(upper.0)", x: b, alpha: upperAlpha)) }
        out.append(Expected(id: "navigationBar.title.\(lower.0)", x: t + q * (b - t), alpha: lowerAlpha))
        out.append(Expected(id: "navigationBar.title.\(upper.0)", x: t + (1 - q) * w / 2, alpha: upperAlpha))
        return out
    }

    /// The curves' worked values: mirror images (incoming(p) = outgoing(1 − p)), both ≈ 0.09 at
    /// p = ½ (the overlap), and both under a quarter from p = 0.3 to 0.7: the old item is mostly
    /// gone in the first part, the new one arrives in the second.
    @Test(arguments: [0.0, 0.1, 0.3, 0.5, 0.7, 0.9, 1.0])
    func theFadeCurvesOverlapInTheMiddle(p: Double) {
        #expect(abs(NavigationBarTransition.outgoingAlpha(p) - (1 - Self.fadeOut(p))) < 1e-6)
        #expect(abs(NavigationBarTransition.incomingAlpha(p) - Self.fadeIn(p)) < 1e-6)
        #expect(abs(NavigationBarTransition.incomingAlpha(p) - NavigationBarTransition.outgoingAlpha(1 - p)) < 1e-6)
        if p >= 0.3, p <= 0.7 {
            #expect(max(NavigationBarTransition.incomingAlpha(p), NavigationBarTransition.outgoingAlpha(p)) < 0.25)
        }
        if p == 0.5 { #expect(abs(NavigationBarTransition.incomingAlpha(p) - 0.0902) < 1e-3) }
    }

    static func bar(_ m: SimulatedApp) -> SceneView? { m.scene().chrome.first { $0.id == "navigationBar" } }

    static func matches(_ labels: [SceneView], _ expected: [Expected], tol: Double = 1e-6) -> Bool {
        labels.count == expected.count && zip(labels, expected).allSatisfy { l, e in
            l.id == e.id && abs(l.frame.minX - e.x) <= tol && abs(l.alpha - e.alpha) <= tol
                && l.frame.width == (l.id.contains(".back.") ? backWidth : titleWidth) && l.frame.height == 44 && l.frame.minY == 0
        }
    }

    @Test(arguments: [0.0, 0.25, 0.5, 0.75, 1.0])
    func pushItemsFollowTheRule(fraction: Double) throws {
        let m = SimulatedApp(scenario: try Self.scenario(stack: ["inbox", "message"]))
        m.advance(to: 0.5)
        m.container.request(.push("reply"))
        m.advance(to: 0.5 + 0.4 * fraction - (fraction == 1 ? 1e-9 : 0))
        let bar = try #require(Self.bar(m))
        #expect(bar.frame == Self.barFrame && bar.alpha == 1)
        let expected = Self.rule(lower: ("message", "Inbox"), upper: ("reply", "Message"), p: refEaseInOut(fraction), push: true)
        #expect(Self.matches(bar.subviews, expected, tol: 1e-5), "\(bar.subviews.map { ($0.id, $0.frame.minX, $0.alpha) }) vs \(expected)")
        #expect(bar.subviews.first { $0.id == "navigationBar.back.reply" }?.title == "‹ Message")
    }

    @Test(arguments: [0.0, 0.25, 0.5, 0.75, 1.0])
    func popItemsFollowTheRuleReversed(fraction: Double) throws {
        let m = SimulatedApp(scenario: try Self.scenario(stack: ["inbox", "message", "reply"]))
        m.advance(to: 0.5)
        m.container.request(.pop)
        m.advance(to: 0.5 + 0.4 * fraction - (fraction == 1 ? 1e-9 : 0))
        let bar = try #require(Self.bar(m))
        #expect(bar.frame == Self.barFrame && bar.alpha == 1)
        let expected = Self.rule(lower: ("message", "Inbox"), upper: ("reply", "Message"), p: refEaseInOut(fraction), push: false)
        #expect(Self.matches(bar.subviews, expected, tol: 1e-5), "\(bar.subviews.map { ($0.id, $0.frame.minX, $0.alpha) }) vs \(expected)")
    }

    @Test func aRootScreenHasNoBackButton() throws {
        let m = SimulatedApp(scenario: try Self.scenario(stack: ["inbox"]))
        let bar = try #require(Self.bar(m))
        #expect(bar.subviews.map(\.id) == ["navigationBar.title.inbox"])
        #expect(bar.subviews.first?.title == "Inbox")
        #expect(Self.matches(bar.subviews, [Expected(id: "navigationBar.title.inbox", x: Self.t, alpha: 1)]))
        // One screen up, the back button names the root.
        let deeper = SimulatedApp(scenario: try Self.scenario(stack: ["inbox", "message"]))
        #expect(Self.bar(deeper)?.subviews.map(\.title) == ["‹ Inbox", "Message"])
    }

    /// The bar (not its items) is at the same frame and alpha in every frame of a push, a pop
    /// and a cancelled interactive pop; after the cancel its items are back where they started.
    @Test func theBarStaysPutThroughPushPopAndCancelledPop() throws {
        let m = SimulatedApp(scenario: try Self.scenario(stack: ["inbox", "message"]))
        let resting = try #require(Self.bar(m))
        var frames = 0
        func run(until end: Double, from start: Double) {
            var k = Int((start * 60).rounded(.up))
            while Double(k) / 60 <= end {
                m.advance(to: Double(k) / 60)
                let bar = Self.bar(m)
                #expect(bar?.frame == Self.barFrame && bar?.alpha == 1, "t = \(Double(k) / 60)")
                frames += 1
                k += 1
            }
        }
        m.container.request(.push("reply"))
        run(until: 0.6, from: 0)
        #expect((m.container as! NavigationController).stackIDs == ["inbox", "message", "reply"])
        m.container.request(.pop)
        run(until: 1.2, from: 0.6)
        #expect((m.container as! NavigationController).stackIDs == ["inbox", "message"])
        for i in 0..<8 { m.handle(.pan(.right), at: 1.3 + Double(i) * 0.03) }
        run(until: 1.57, from: 1.3)   // letting go of the key would be seen at 1.51 + 0.08
        #expect(m.phase == .interactive)
        m.handle(.cancelGesture, at: 1.57)
        #expect(m.phase == .cancelling)
        run(until: 2.4, from: 1.57)
        #expect(m.phase == .idle)
        #expect(frames > 100)
        #expect(Self.bar(m) == resting)
    }

    /// During the interactive pop the items follow the finger's percent (through the pop's
    /// easeInOut), and cancelling plays them back to the start.
    @Test func anInteractivePopScrubsTheItemsAndCancelPlaysThemBack() throws {
        let m = SimulatedApp(scenario: try Self.scenario(stack: ["inbox", "message"]))
        for i in 0..<8 { m.handle(.pan(.right), at: 0.5 + Double(i) * 0.03) }
        m.advance(to: 0.78)   // the finger is at its target; letting go would be seen at 0.71 + 0.08
        let p = try #require(m.percent)
        #expect(p > 0.1 && m.phase == .interactive)
        let expected = Self.rule(lower: ("inbox", nil), upper: ("message", "Inbox"), p: refEaseInOut(p), push: false)
        let bar = try #require(Self.bar(m))
        #expect(Self.matches(bar.subviews, expected), "\(bar.subviews.map { ($0.id, $0.frame.minX, $0.alpha) }) vs \(expected)")
        m.handle(.cancelGesture, at: 0.78)
        var last = Self.fadeIn(refEaseInOut(p))
        for k in 47...90 {
            m.advance(to: Double(k) / 60)
            guard m.phase == .cancelling, let b = Self.bar(m) else { break }
            let alpha = try #require(b.subviews.first { $0.id == "navigationBar.title.inbox" }).alpha
            #expect(alpha <= last + 1e-12, "the revealed title fades back out")
            last = alpha
        }
        #expect(Self.bar(m)?.subviews.map(\.id) == ["navigationBar.back.message", "navigationBar.title.message"])
    }

    /// A pushed screen that hides the bar: the bar slides up by h · 44 and fades to 1 − h, with
    /// h = easeInOut of the time fraction; `setNavigationBarHidden(true, animated: true)` is logged.
    @Test func aHiddenBarAnimatesWithThePush() throws {
        let m = SimulatedApp(scenario: try Self.scenario(stack: ["inbox"], hidden: #", "navigationBarHidden": true"#))
        m.advance(to: 0.5)
        m.container.request(.push("message"))
        m.advance(to: 0.7)
        let h = refEaseInOut(0.5)
        let bar = try #require(Self.bar(m))
        #expect(abs(bar.frame.minY - (47 - h * 44)) < 1e-6)
        #expect(abs(bar.alpha - (1 - h)) < 1e-6)
        let log = m.runtime.log.entries.map(\.text)
        #expect(log.contains("navigationBar.pushItem(message, animated: true)"))
        #expect(log.contains("setNavigationBarHidden(true, animated: true)"))
        m.advance(to: 1.0)
        #expect(Self.bar(m) == nil, "a hidden bar at rest is not drawn")
        // Its content moves up to under the status bar alone; its title comes back.
        let message = try #require(m.scene().views.first { $0.id == "message" })
        #expect(message.safeAreaTop == 47 && message.title == "Message")
    }

    /// The zoom and the layout-to-layout transitions are navigation pushes and pops too: the
    /// bar's items are pushed and popped right after `willShow`, as for any other transition.
    /// (Regression: those two paths skipped the bar's calls.)
    @Test(arguments: [("zoom", "photo"), ("layout-to-layout", "list")])
    func zoomAndLayoutToLayoutTellTheBar(name: String, pushed: String) throws {
        let s = try ScenarioLoader.load(path: TestPaths.scenarios + "/\(name).json").scenario
        let m = SimulatedApp(scenario: s)
        m.container.request(.push(pushed))
        m.advance(to: 2)
        m.container.request(.pop)
        m.advance(to: 4)
        let log = m.runtime.log.entries.map(\.text)
        let willShow = log.indices.filter { log[$0].hasPrefix("navigationController(willShow:") }
        try #require(willShow.count == 2, "\(log)")
        #expect(log[willShow[0] + 1] == "navigationBar.pushItem(\(pushed), animated: true)")
        #expect(log[willShow[1] + 1] == "navigationBar.popItem(animated: true)")
    }

    /// Popping from a screen that hides the bar brings it back: h = 1 − easeInOut(fraction), so
    /// at a quarter of the pop the bar is 44 · h above its place with alpha 1 − h.
    @Test func aHiddenBarComesBackWithThePop() throws {
        let m = SimulatedApp(scenario: try Self.scenario(stack: ["inbox", "message"], hidden: #", "navigationBarHidden": true"#))
        #expect(Self.bar(m) == nil)
        m.advance(to: 0.5)
        m.container.request(.pop)
        m.advance(to: 0.6)
        let h = 1 - refEaseInOut(0.25)
        let bar = try #require(Self.bar(m))
        #expect(abs(bar.frame.minY - (47 - h * 44)) < 1e-6 && abs(bar.alpha - (1 - h)) < 1e-6)
        #expect(m.runtime.log.entries.map(\.text).contains("setNavigationBarHidden(false, animated: true)"))
        m.advance(to: 1.0)
        #expect(Self.bar(m)?.frame == Self.barFrame && Self.bar(m)?.alpha == 1)
    }

    /// Under the bar a screen keeps the container's frame but its content starts below the
    /// bars, and the bar (not the screen) shows its title.
    @Test func theSafeAreaMovesContentNotTheView() throws {
        let m = SimulatedApp(scenario: try Self.scenario(stack: ["inbox"]))
        let inbox = try #require(m.scene().views.first { $0.id == "inbox" })
        #expect(inbox.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(inbox.safeAreaTop == 47 + 44)
        #expect(inbox.title == nil)
        let log = m.runtime.log.entries.map(\.text)
        #expect(!log.contains { $0.contains("navigationBar.") }, "nothing is logged before a push")
    }
}
