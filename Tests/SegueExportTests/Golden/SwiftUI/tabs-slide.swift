// tabs-slide: Tab switch with a custom animator
// Written by `segue export tabs-slide --target swiftui`; the values are the scenario's.
//
// Left to SwiftUI (the scenario keeps UIKit's default):
// - the tab bar: the system animates it itself

import SwiftUI

extension Animation {
    /// tab: 0.35 s, easeInOut.
    static var tabsSlideTab: Animation { .easeInOut(duration: 0.35) }
}

extension AnyTransition {
    /// A switch to a tab with a higher index: on each tab's view, switched in
    /// `withAnimation(.tabsSlideTab)`
    /// (a TabView switches tabs without a transition: show the selected tab's view yourself).
    static var tabsSlideTabForward: AnyTransition {
        .asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading))
    }

    /// A switch to a tab with a lower index (the forward one mirrored): on each tab's view, switched in
    /// `withAnimation(.tabsSlideTab)`
    /// (a TabView switches tabs without a transition: show the selected tab's view yourself).
    static var tabsSlideTabBackward: AnyTransition {
        .asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))
    }
}
