// default-pop: The system default push and pop
// Written by `segue export default-pop --target swiftui`; the values are the scenario's.
//
// Left to SwiftUI (the scenario keeps UIKit's default):
// - push: NavigationStack's own push
// - pop: NavigationStack's own pop
// - the navigation bar's item transition (titles and back button): the system animates it itself

import SwiftUI
