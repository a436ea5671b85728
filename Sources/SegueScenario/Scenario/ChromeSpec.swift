/// The scenario's system chrome (docs/chrome.md): which bars the container draws, and the
/// screens that hide the navigation bar or the tab bar. The bars are drawn by the container,
/// not by the screens, as UIKit does.
public struct ChromeSpec: Sendable, Equatable {
    /// `chrome.statusBar`: nil = the default (a status bar always, as tall as the device's top
    /// inset: 47 pt on the phone, 24 pt on the tablet, none in landscape or on other sizes).
    public var statusBar: Bool?
    /// `chrome.navigationBar`: nil = the default (a navigation bar for a navigation container).
    public var navigationBar: Bool?
    /// `chrome.tabBar`: nil = the default (a tab bar for a tab container).
    public var tabBar: Bool?
    /// Ids of the screens with `"navigationBarHidden": true`; default none.
    public var navigationBarHidden: Set<String> = []
    /// Ids of the screens with `"hidesBottomBarWhenPushed": true`; default none.
    public var hidesBottomBarWhenPushed: Set<String> = []

    public init(statusBar: Bool? = nil, navigationBar: Bool? = nil, tabBar: Bool? = nil) {
        self.statusBar = statusBar
        self.navigationBar = navigationBar
        self.tabBar = tabBar
    }

    /// The ids of the bars' scene nodes (their timeline rows).
    public static let barIDs: Set<String> = ["statusBar", "navigationBar", "tabBar"]

    /// Every bar off: the scenario looks as it did before chrome existed.
    public static let none = ChromeSpec(statusBar: false, navigationBar: false, tabBar: false)
}

extension Scenario {
    /// Whether the status bar is drawn: on unless `chrome.statusBar` is false, and only when
    /// the device has a top inset.
    public var showsStatusBar: Bool { (chrome.statusBar ?? true) && device.statusBarHeight > 0 }

    /// Whether the container draws a navigation bar: `chrome.navigationBar`, by default for a
    /// navigation container.
    public var showsNavigationBar: Bool {
        if let on = chrome.navigationBar { return on }
        if case .navigation = container { return true }
        return false
    }

    /// Whether the container draws a tab bar: `chrome.tabBar`, by default for a tab container.
    public var showsTabBar: Bool {
        if let on = chrome.tabBar { return on }
        if case .tabs = container { return true }
        return false
    }
}

extension Device {
    /// The status bar's height, the safe area's top inset; unit: points: phone 47, tablet 24,
    /// none (0) in landscape and on other sizes (docs/chrome.md).
    public var statusBarHeight: Double { safeAreaTop }

    /// The safe area's bottom inset (the home indicator), added under the tab bar; unit:
    /// points: phone 34, phone-landscape 21, tablet 20, 0 on other sizes.
    public var safeAreaBottom: Double {
        switch name {
        case "phone": 34
        case "phone-landscape": 21
        case "tablet": 20
        default: 0
        }
    }
}
