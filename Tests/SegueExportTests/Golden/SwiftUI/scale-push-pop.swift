// scale-push-pop: Push and pop with a scale animation
// Written by `segue export scale-push-pop --target swiftui`; the values are the scenario's.
//
// Not generated, because SwiftUI cannot express it:
// - push: the motion (to scale 0.1 → 1): NavigationStack pushes and pops take no custom transition, so
//   only the timing is generated
// - pop: the motion (from scale 1 → 0.1): NavigationStack pushes and pops take no custom transition,
//   so only the timing is generated
//
// Left to SwiftUI (the scenario keeps UIKit's default):
// - the navigation bar's item transition (titles and back button): the system animates it itself

import SwiftUI

extension Animation {
    /// push: 0.4 s, easeInOut.
    /// NavigationStack takes no custom push transition: use this for what you animate with it.
    static var scalePushPopPush: Animation { .easeInOut(duration: 0.4) }

    /// pop: 0.4 s, easeInOut.
    /// NavigationStack takes no custom pop transition: use this for what you animate with it.
    static var scalePushPopPop: Animation { .easeInOut(duration: 0.4) }
}
