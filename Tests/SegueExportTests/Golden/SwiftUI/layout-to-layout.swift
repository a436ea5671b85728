// layout-to-layout: Collection layout-to-layout push
// Written by `segue export layout-to-layout --target swiftui`; the values are the scenario's.
//
// Not generated, because SwiftUI cannot express it:
// - push, pop: the collection layout-to-layout transition (useLayoutToLayoutNavigationTransitions) has
//   no SwiftUI counterpart
//
// Left to SwiftUI (the scenario keeps UIKit's default):
// - push: NavigationStack's own push
// - pop: NavigationStack's own pop
// - the navigation bar's item transition (titles and back button): the system animates it itself

import SwiftUI
