import SegueSupport
import SegueScenario

/// The system chrome of a container at one instant (docs/chrome.md): the nodes the scene draws
/// above the views — the navigation bar with its items (`NavigationBarTransition`), the tab bar
/// with one item per tab, the status bar — and the safe area the bars leave the screens.
struct SystemChrome {
    let container: Container

    /// The bars' colour (UIKit's default bar background).
    static let barColor = RGB(r: 247, g: 247, b: 247)
    /// The selected tab item's colour (UIKit's default tint, system blue).
    static let tintColor = RGB(r: 0, g: 122, b: 255)
    /// The tab bar's height above the bottom inset; unit: points (UIKit's 49).
    static let tabBarHeight = 49.0
    /// What the status bar says.
    static let statusText = "9:41"

    private var scenario: Scenario { container.scenario }
    private var size: Size { container.view.frame.size }

    /// The status bar's height, 0 without one; unit: points.
    var statusBarHeight: Double { scenario.showsStatusBar ? scenario.device.statusBarHeight : 0 }

    /// The chrome nodes, bottom to top: navigation bar, tab bar, status bar (each when shown).
    func nodes() -> [SceneView] {
        [navigationBar(), tabBar(), statusBar()].compactMap { $0 }
    }

    /// `views` with each screen's safe area (the bars over it) and, under a navigation bar, no
    /// title of its own (the bar shows it).
    func applyingSafeArea(to views: [SceneView]) -> [SceneView] {
        views.map { v in
            guard let vc = container.controllers[v.id] else { return v }
            var out = v
            let barred = showsNavigationBar(over: vc.id)
            let top = statusBarHeight + (barred ? NavigationBarTransition.height : 0)
            out.safeAreaTop = max(0, top - vc.view.layoutFrame.minY)
            if barred { out.title = nil }
            return out
        }
    }

    /// Whether the navigation bar is over `screen` when it is shown: a bar is drawn and the
    /// screen does not hide it.
    func showsNavigationBar(over screen: String) -> Bool {
        guard scenario.showsNavigationBar else { return false }
        return !scenario.chrome.navigationBarHidden.contains(screen)
    }

    // MARK: Bars

    private func statusBar() -> SceneView? {
        guard statusBarHeight > 0 else { return nil }
        return SceneView(id: "statusBar", frame: Rect(x: 0, y: 0, width: size.width, height: statusBarHeight),
                         color: Self.barColor, border: false, title: Self.statusText)
    }

    /// The transition's progress through its curve, 0…1, while one runs.
    private var progress: Double { min(max(container.chromeProgress.presentation(.x), 0), 1) }

    private func navigationBar() -> SceneView? {
        guard scenario.showsNavigationBar, let state = navigationBarState() else { return nil }
        let w = size.width, h = state.hiddenness
        guard h < 1 else { return nil }
        let labels = state.labels.map { l in
            var label = SceneView(id: l.id, frame: l.frame, alpha: l.alpha, color: Self.barColor, border: false, title: l.text)
            label.fillsBackground = false
            return label
        }
        let frame = Rect(x: 0, y: statusBarHeight - h * NavigationBarTransition.height, width: w,
                         height: NavigationBarTransition.height)
        return SceneView(id: "navigationBar", frame: frame, alpha: 1 - h, color: Self.barColor, border: false, subviews: labels)
    }

    /// The bar's labels and how far it is hidden (0 shown … 1 hidden, slid up by its height).
    private func navigationBarState() -> (labels: [NavigationBarTransition.Label], hiddenness: Double)? {
        let w = size.width
        func hidden(_ vc: ViewController) -> Double { showsNavigationBar(over: vc.id) ? 0 : 1 }
        guard let nav = container as? NavigationController else {
            guard let tabs = container as? TabBarController, tabs.tabs.indices.contains(tabs.selectedIndex) else { return nil }
            let vc = tabs.tabs[tabs.selectedIndex]
            return (NavigationBarTransition.resting(item(vc, backTitle: nil), barWidth: w), hidden(vc))
        }
        guard let top = nav.stack.last else { return nil }
        guard let context = container.activeContext, context.operation == .push || context.operation == .pop else {
            return (NavigationBarTransition.resting(item(top, in: nav.stack), barWidth: w), hidden(top))
        }
        let from = context.viewController(forKey: .from), to = context.viewController(forKey: .to)
        let p = progress
        let hiddenness = hidden(from) + (hidden(to) - hidden(from)) * p
        let pushing = context.operation == .push
        let lower = pushing ? from : to, upper = pushing ? to : from
        let upperItem = nav.stack.contains { $0 === upper } ? item(upper, in: nav.stack) : item(upper, backTitle: lower.title)
        let labels = NavigationBarTransition.transition(lower: item(lower, in: nav.stack), upper: upperItem,
                                                        progress: p, isPush: pushing, barWidth: w)
        return (labels, hiddenness)
    }

    private func item(_ vc: ViewController, backTitle: String?) -> NavigationBarTransition.Item {
        NavigationBarTransition.Item(screen: vc.id, title: vc.title, backTitle: backTitle)
    }

    /// `vc`'s item, its back button naming the screen under it on `stack` (none on the root).
    private func item(_ vc: ViewController, in stack: [ViewController]) -> NavigationBarTransition.Item {
        let i = stack.firstIndex { $0 === vc }
        return item(vc, backTitle: i.flatMap { $0 > 0 ? stack[$0 - 1].title : nil })
    }
}
