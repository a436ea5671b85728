// zoom: Zoom transition (iOS 18)
// Written by `segue export zoom --target swiftui`; the values are the scenario's.
//
// Left to SwiftUI (the scenario keeps UIKit's default):
// - push: NavigationStack's own push
// - pop: NavigationStack's own pop

import SwiftUI
