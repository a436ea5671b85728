// pop-shrink: Custom interaction controller: shrink to pop
// Written by `segue export pop-shrink --target swiftui`; the values are the scenario's.
//
// Not generated, because SwiftUI cannot express it:
// - push: the motion (to scale 0.1 → 1): NavigationStack pushes and pops take no custom transition, so
//   only the timing is generated
// - pop: the motion (from scale 1 → 0): NavigationStack pushes and pops take no custom transition, so
//   only the timing is generated
// - pop: the custom interaction controller driven by an edge pan from the left edge, which sets the
//   views' values from the percent
// - pop: the finish rule: finish iff percent > 0.5; after release, a fixed 0.4 s animation
//
// Left to SwiftUI (the scenario keeps UIKit's default):
// - the navigation bar's item transition (titles and back button): the system animates it itself

import SwiftUI

extension Animation {
    /// push: 0.4 s, easeInOut.
    /// NavigationStack takes no custom push transition: use this for what you animate with it.
    static var popShrinkPush: Animation { .easeInOut(duration: 0.4) }

    /// pop: 0.4 s, easeInOut.
    /// NavigationStack takes no custom pop transition: use this for what you animate with it.
    static var popShrinkPop: Animation { .easeInOut(duration: 0.4) }
}
