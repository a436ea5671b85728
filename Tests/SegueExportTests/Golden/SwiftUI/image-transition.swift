// image-transition: Image transition with a snapshot
// Written by `segue export image-transition --target swiftui`; the values are the scenario's.
//
// Not generated, because SwiftUI cannot express it:
// - push: the motion (to alpha 0 → 1): NavigationStack pushes and pops take no custom transition, so
//   only the timing is generated
// - push: the matched elements flying as snapshots between the screens (SwiftUI's tool for this is
//   matchedGeometryEffect(id:in:))
// - pop: the motion (from alpha 1 → 0): NavigationStack pushes and pops take no custom transition, so
//   only the timing is generated
// - pop: the matched elements flying as snapshots between the screens (SwiftUI's tool for this is
//   matchedGeometryEffect(id:in:))
// - pop: the interactive transition driven by an edge pan from the left edge
//   (UIPercentDrivenInteractiveTransition): SwiftUI transitions cannot be scrubbed
// - pop: the finish rule: finish iff percent > 0.5; after release, the rest at completionSpeed 1 with
//   the easeInOut curve
//
// Left to SwiftUI (the scenario keeps UIKit's default):
// - the navigation bar's item transition (titles and back button): the system animates it itself

import SwiftUI

extension Animation {
    /// push: 0.5 s, easeInOut.
    /// NavigationStack takes no custom push transition: use this for what you animate with it.
    static var imageTransitionPush: Animation { .easeInOut(duration: 0.5) }

    /// pop: 0.5 s, easeInOut.
    /// NavigationStack takes no custom pop transition: use this for what you animate with it.
    static var imageTransitionPop: Animation { .easeInOut(duration: 0.5) }
}
