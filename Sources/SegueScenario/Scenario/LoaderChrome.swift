import SegueJSON

/// The `chrome` key and the screens' bar keys (docs/chrome.md).
extension ScenarioReader {
    static let chromeKeys = ["statusBar", "navigationBar", "tabBar"]

    /// `chrome: {"statusBar", "navigationBar", "tabBar"}` (each true or false) and every screen's
    /// `navigationBarHidden` and `hidesBottomBarWhenPushed`. A navigation or tab bar asked of a
    /// container that has no use for it (a modal, a containment parent) is refused.
    func readChrome(_ top: ObjectView, container: ContainerSpec?) -> ChromeSpec {
        var chrome = ChromeSpec()
        if let v = top["chrome"], let o = r.object(v, top.path("chrome"), allowed: Self.chromeKeys,
                                                    what: "an object of bars (statusBar, navigationBar, tabBar)") {
            chrome.statusBar = o["statusBar"].flatMap { r.bool($0, o.path("statusBar")) }
            chrome.navigationBar = o["navigationBar"].flatMap { r.bool($0, o.path("navigationBar")) }
            chrome.tabBar = o["tabBar"].flatMap { r.bool($0, o.path("tabBar")) }
            refuseBarWithoutUse(o, "navigationBar", chrome.navigationBar, container: container)
            refuseBarWithoutUse(o, "tabBar", chrome.tabBar, container: container)
        }
        guard let screens = top["screens"], case .array(let items) = screens.value else { return chrome }
        for (k, item) in items.enumerated() {
            guard case .object = item.value, let id = item["id"]?.stringValue else { continue }
            let p = top.path("screens") / k
            if let v = item["navigationBarHidden"], r.bool(v, p / "navigationBarHidden") == true {
                chrome.navigationBarHidden.insert(id)
            }
            if let v = item["hidesBottomBarWhenPushed"], r.bool(v, p / "hidesBottomBarWhenPushed") == true {
                chrome.hidesBottomBarWhenPushed.insert(id)
            }
        }
        return chrome
    }

    /// A navigation or tab bar is drawn only by a navigation or tab container.
    private func refuseBarWithoutUse(_ o: ObjectView, _ key: String, _ on: Bool?, container: ContainerSpec?) {
        guard on == true, let v = o[key], let container else { return }
        switch container {
        case .navigation, .tabs: return
        case .modal, .containment:
            r.error(v, o.path(key), "a \(key == "tabBar" ? "tab" : "navigation") bar needs a navigation or tabs container")
        }
    }
}
