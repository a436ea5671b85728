// interruptible: Catch the pop mid-flight
// Written by `segue export interruptible --target swiftui`; the values are the scenario's.
//
// Not generated, because SwiftUI cannot express it:
// - pop: the motion (to x -0.3 → 0, from x 0 → 1): NavigationStack pushes and pops take no custom
//   transition, so only the timing is generated
// - pop: interruptibleAnimator(using:): the gesture catching the transition mid-flight
// - pop: the interactive transition driven by an edge pan from the left edge
//   (UIPercentDrivenInteractiveTransition): SwiftUI transitions cannot be scrubbed
// - pop: the finish rule: finish iff percent > 0.5 or the velocity > 0; after release, the rest at
//   completionSpeed 1 with the easeInOut curve
//
// Left to SwiftUI (the scenario keeps UIKit's default):
// - push: NavigationStack's own push
// - the navigation bar's item transition (titles and back button): the system animates it itself

import SwiftUI

extension Animation {
    /// pop: 0.5 s, easeInOut.
    /// NavigationStack takes no custom pop transition: use this for what you animate with it.
    static var interruptiblePop: Animation { .easeInOut(duration: 0.5) }
}
