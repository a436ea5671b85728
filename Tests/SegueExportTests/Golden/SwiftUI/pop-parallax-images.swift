// pop-parallax-images: Pan to pop, with parallax, on screenshots
// Written by `segue export pop-parallax-images --target swiftui`; the values are the scenario's.
//
// Not generated, because SwiftUI cannot express it:
// - push: the motion (to x 1 → 0, from x 0 → -1): NavigationStack pushes and pops take no custom
//   transition, so only the timing is generated
// - pop: the motion (to x -0.3333 → 0, from x 0 → 1): NavigationStack pushes and pops take no custom
//   transition, so only the timing is generated
// - pop: the interactive transition driven by an edge pan from the left edge
//   (UIPercentDrivenInteractiveTransition): SwiftUI transitions cannot be scrubbed
// - pop: the finish rule: finish iff the velocity > 0; after release, the rest at completionSpeed 1
//   with the easeInOut curve
//
// Left to SwiftUI (the scenario keeps UIKit's default):
// - the navigation bar's item transition (titles and back button): the system animates it itself
// inbox: image Images/inbox.png (fill)
// message: image Images/message.png (fill)

import SwiftUI

extension Animation {
    /// push: 0.4 s, easeInOut.
    /// NavigationStack takes no custom push transition: use this for what you animate with it.
    static var popParallaxImagesPush: Animation { .easeInOut(duration: 0.4) }

    /// pop: 0.4 s, easeInOut.
    /// NavigationStack takes no custom pop transition: use this for what you animate with it.
    static var popParallaxImagesPop: Animation { .easeInOut(duration: 0.4) }
}
