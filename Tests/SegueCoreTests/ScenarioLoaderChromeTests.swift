import Testing
@testable import SegueCore
import SegueJSON

/// The `chrome` key and the screens' bar keys: accepted with their meaning, bad values refused
/// with `file:line:col: key.path: message` like every key.
struct ScenarioLoaderChromeTests {
    static func load(_ chrome: String, container: String = #"{"kind": "navigation", "stack": ["a"]}"#,
                     screen: String = "") throws(DiagnosticsError) -> Scenario {
        try ScenarioLoader.load(text: """
        {"screens": [{"id": "a"\(screen)}],
         "container": \(container),
         "chrome": \(chrome)}
        """, file: "c.json").scenario
    }

    static func messages(_ chrome: String, container: String = #"{"kind": "navigation", "stack": ["a"]}"#,
                         screen: String = "") -> [String] {
        do {
            _ = try load(chrome, container: container, screen: screen)
            return []
        } catch {
            return error.diagnostics.map { $0.description }
        }
    }

    @Test func eachBarIsTrueOrFalse() throws {
        let s = try Self.load(#"{"statusBar": false, "navigationBar": true, "tabBar": true}"#)
        #expect(s.chrome.statusBar == false && s.chrome.navigationBar == true && s.chrome.tabBar == true)
        #expect(!s.showsStatusBar && s.showsNavigationBar && s.showsTabBar)
        let defaults = try Self.load("{}")
        #expect(defaults.showsStatusBar && defaults.showsNavigationBar && !defaults.showsTabBar)
    }

    @Test(arguments: [
        (#"{"statusBar": "yes"}"#, "", "segue: c.json:3:26: chrome.statusBar: expected true or false, found a string"),
        (#"{"navBar": true}"#, "", "segue: c.json:3:13: chrome.navBar: unknown key 'navBar' (did you mean 'tabBar'?)"),
        (#"[true]"#, "", "segue: c.json:3:12: chrome: expected an object of bars (statusBar, navigationBar, tabBar), found an array"),
        (#"{}"#, #", "navigationBarHidden": 1"#, "segue: c.json:1:49: screens[0].navigationBarHidden: expected true or false, found a number"),
    ])
    func badValuesAreRefusedWithTheirPosition(chrome: String, screen: String, message: String) {
        #expect(Self.messages(chrome, screen: screen) == [message])
    }

    @Test func aNavigationBarNeedsANavigationOrTabsContainer() {
        let modal = #"{"kind": "modal", "presenter": "a"}"#
        #expect(Self.messages(#"{"navigationBar": true}"#, container: modal)
                == ["segue: c.json:3:30: chrome.navigationBar: a navigation bar needs a navigation or tabs container"])
        #expect(Self.messages(#"{"navigationBar": false, "statusBar": true}"#, container: modal) == [])
    }

    @Test func screensMayHideTheBars() throws {
        let s = try Self.load("{}", screen: #", "navigationBarHidden": true, "hidesBottomBarWhenPushed": true"#)
        #expect(s.chrome.navigationBarHidden == ["a"] && s.chrome.hidesBottomBarWhenPushed == ["a"])
    }
}
