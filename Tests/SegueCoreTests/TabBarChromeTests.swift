import Testing
@testable import SegueCore

/// The tab bar and the status bar of docs/chrome.md: the tab bar at (0, 844 − 49 − 34, 390,
/// 83) on the phone, one item a third of the width per tab, the selected one in system blue.
struct TabBarChromeTests {
    static let tabBarFrame = Rect(x: 0, y: 844 - 49 - 34, width: 390, height: 49 + 34)
    static let tint = RGB(r: 0, g: 122, b: 255)

    static func tabs() throws -> Scenario {
        try ScenarioLoader.load(text: """
        {"segue": 1, "device": "phone",
         "screens": [{"id": "music", "title": "Music"}, {"id": "podcasts", "title": "Podcasts"}, {"id": "radio", "title": "Radio"}],
         "container": {"kind": "tabs", "tabs": ["music", "podcasts", "radio"], "selected": "music"},
         "transitions": {"tab": {"animator": {"preset": "slide", "duration": 0.35, "curve": "easeInOut"}}}}
        """, file: "tabs.json").scenario
    }

    static func tabBar(_ m: SimulatedApp) -> SceneView? { m.scene().chrome.first { $0.id == "tabBar" } }
    static func selected(_ bar: SceneView?) -> [String] { (bar?.subviews ?? []).filter { $0.color == tint }.map(\.id) }

    /// UIKit's tab bar: the selection moves when the tab is tapped, not when the switch completes,
    /// and a tab tapped while the switch runs is ignored (not queued).
    @Test func aTabSwitchLeavesTheTabBarStillAndSelectsAtTheTap() throws {
        let m = SimulatedApp(scenario: try Self.tabs())
        let start = try #require(Self.tabBar(m))
        #expect(start.frame == Self.tabBarFrame)
        #expect(start.subviews.map(\.title) == ["Music", "Podcasts", "Radio"])
        #expect(start.subviews.map(\.frame.minX) == [0, 130, 260])
        #expect(Self.selected(start) == ["tabBar.item.music"])
        m.advance(to: 0.5)
        m.container.request(.select(1))
        var moving = 0
        for k in 31...60 {
            m.advance(to: Double(k) / 60)
            let bar = Self.tabBar(m)
            #expect(bar?.frame == Self.tabBarFrame && bar?.alpha == 1, "t = \(Double(k) / 60)")
            if m.phase == .animating {
                moving += 1
                #expect(Self.selected(bar) == ["tabBar.item.podcasts"], "the selection moved at the tap")
                if k == 40 { m.container.request(.select(2)) }  // a tap on Radio during the switch
            }
        }
        #expect(m.runtime.log.entries.contains { $0.text == "selectedIndex = 2 ignored: a tab switch is running" })
        #expect(!m.runtime.log.entries.contains { $0.text.contains("queued") }, "UIKit does not queue a tab tapped during a switch")
        #expect(moving > 10)
        #expect(m.phase == .idle)
        #expect(Self.selected(Self.tabBar(m)) == ["tabBar.item.podcasts"], "Radio's tap was ignored")
        #expect((m.container as? TabBarController)?.selectedIndex == 1)
        // A tab container has no navigation bar by default; the status bar is 47 pt.
        #expect(m.scene().chrome.map(\.id) == ["tabBar", "statusBar"])
        #expect(m.scene().chrome.last?.frame == Rect(x: 0, y: 0, width: 390, height: 47))
    }

    /// A navigation container with a tab bar: pushing a screen with hidesBottomBarWhenPushed
    /// takes the bar away with the from view (its x is the from view's presented x).
    @Test func hidesBottomBarWhenPushedMovesTheTabBarWithTheFromView() throws {
        let s = try NavigationBarChromeTests.scenario(stack: ["inbox"], hidden: #", "hidesBottomBarWhenPushed": true"#,
                                                     extra: #", "chrome": {"tabBar": true}"#)
        let m = SimulatedApp(scenario: s)
        #expect(Self.tabBar(m)?.frame == Self.tabBarFrame)
        #expect(Self.tabBar(m)?.subviews.map(\.title) == ["Inbox"])
        m.advance(to: 0.5)
        m.container.request(.push("message"))
        m.advance(to: 0.7)
        let inbox = try #require(m.scene().views.first { $0.id == "inbox" })
        let bar = try #require(Self.tabBar(m))
        #expect(inbox.frame.minX + inbox.transform.translationX < -1, "the from view has moved left")
        #expect(bar.frame.minX == inbox.frame.minX + inbox.transform.translationX)
        m.advance(to: 1.0)
        #expect(Self.tabBar(m) == nil)
    }

    /// The status bar is the device's top inset; landscape has none; `chrome` turns it off.
    @Test(arguments: [("phone", 47.0), ("tablet", 24.0), ("phone-landscape", 0.0)])
    func theStatusBarIsTheTopInset(device: String, height: Double) throws {
        let s = try ScenarioLoader.load(text: """
        {"device": "\(device)", "screens": [{"id": "a"}, {"id": "b"}], "container": {"kind": "modal", "presenter": "a"}}
        """, file: "m.json").scenario
        let bar = SimulatedApp(scenario: s).scene().chrome.first { $0.id == "statusBar" }
        #expect(bar?.frame.height == (height > 0 ? height : nil))
        var off = s
        off.chrome.statusBar = false
        #expect(SimulatedApp(scenario: off).scene().chrome.isEmpty)
    }
}
