import SegueSupport

/// The tab bar (docs/chrome.md): fixed at the container's bottom, 49 pt plus the bottom inset,
/// one item per tab with its title, the selected one in the tint colour. A tab switch leaves it
/// still (its selection moves at the tap, `TabBarController.tabBarSelectedIndex`); in a navigation container (a
/// navigation controller inside a tab) it has one item, the root's, and a pushed screen with
/// `hidesBottomBarWhenPushed` takes it away with the screen it belongs to.
extension SystemChrome {
    func tabBar() -> SceneView? {
        guard container.scenario.showsTabBar, let x = tabBarX() else { return nil }
        let (items, selected) = tabItems()
        guard !items.isEmpty else { return nil }
        let w = container.view.frame.width, n = Double(items.count)
        let height = Self.tabBarHeight + container.scenario.device.safeAreaBottom
        let subviews = items.enumerated().map { i, vc in
            SceneView(id: "tabBar.item.\(vc.id)", frame: Rect(x: Double(i) * w / n, y: 0, width: w / n, height: Self.tabBarHeight),
                      color: i == selected ? Self.tintColor : Self.barColor, border: false, title: vc.title)
        }
        return SceneView(id: "tabBar", frame: Rect(x: x, y: container.view.frame.height - height, width: w, height: height),
                         color: Self.barColor, border: false, subviews: subviews)
    }

    /// The tab items and the selected index.
    private func tabItems() -> ([ViewController], Int) {
        if let tabs = container as? TabBarController { return (tabs.tabs, tabs.tabBarSelectedIndex) }
        if let root = (container as? NavigationController)?.stack.first { return ([root], 0) }
        return ([], 0)
    }

    /// The tab bar's x: 0 when it stays, the x of the view it belongs to while a push or pop
    /// takes it away or brings it back; nil while it is hidden (unit: points).
    private func tabBarX() -> Double? {
        guard let nav = container as? NavigationController else { return 0 }
        let hiding = container.scenario.chrome.hidesBottomBarWhenPushed
        func hides(_ stack: [ViewController]) -> Bool { stack.dropFirst().contains { hiding.contains($0.id) } }
        guard let context = container.activeContext, context.operation == .push || context.operation == .pop else {
            return hides(nav.stack) ? nil : 0
        }
        let from = context.viewController(forKey: .from), to = context.viewController(forKey: .to)
        let before = nav.stack
        let after = context.operation == .push ? before + [to] : Array(before.prefix { $0 !== to }) + [to]
        let (hidBefore, hidAfter) = (hides(before), hides(after))
        guard hidBefore != hidAfter else { return hidBefore ? nil : 0 }
        let carrier = hidBefore ? to.view : from.view
        return carrier.presentationFrame.minX + carrier.presentationTransform.translationX
    }
}
