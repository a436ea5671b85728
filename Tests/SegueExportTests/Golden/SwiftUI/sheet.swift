// sheet: Page sheet with medium and large detents
// Written by `segue export sheet --target swiftui`; the values are the scenario's.
//
// Left to SwiftUI (the scenario keeps UIKit's default):
// - present, dismiss: UIKit's slide up and down (coverVertical), what .sheet and .fullScreenCover do
//   themselves

import SwiftUI
