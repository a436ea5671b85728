// fade: Fade push and pop, edge-swipe to pop
// Written by `segue export fade --target swiftui`; the values are the scenario's.
//
// Not generated, because SwiftUI cannot express it:
// - push: the motion (to alpha 0 → 1): NavigationStack pushes and pops take no custom transition, so
//   only the timing is generated
// - pop: the motion (from alpha 1 → 0): NavigationStack pushes and pops take no custom transition, so
//   only the timing is generated
// - pop: the interactive transition driven by an edge pan from the left edge
//   (UIPercentDrivenInteractiveTransition): SwiftUI transitions cannot be scrubbed
// - pop: the finish rule: finish iff percent > 0.5 or the velocity > 0; after release, the rest at
//   completionSpeed 1 with the easeInOut curve
//
// Left to SwiftUI (the scenario keeps UIKit's default):
// - the navigation bar's item transition (titles and back button): the system animates it itself

import SwiftUI

extension Animation {
    /// push: 0.5 s, easeInOut.
    /// NavigationStack takes no custom push transition: use this for what you animate with it.
    static var fadePush: Animation { .easeInOut(duration: 0.5) }

    /// pop: 0.5 s, easeInOut.
    /// NavigationStack takes no custom pop transition: use this for what you animate with it.
    static var fadePop: Animation { .easeInOut(duration: 0.5) }
}
