// zoom: Zoom transition (iOS 18)
// Written by `segue export zoom --target swiftui`; the values are the scenario's.
//
// Not generated, because SwiftUI cannot express it:
// - push, pop: the zoom's dimming (#000000 at alpha 0.2): SwiftUI's zoom transition takes no dimming
//   colour
//
// Left to SwiftUI (the scenario keeps UIKit's default):
// - push: NavigationStack's own push
// - pop: NavigationStack's own pop
// - the navigation bar's item transition (titles and back button): the system animates it itself

import SwiftUI

@available(iOS 18.0, *)
extension View {
    /// The zoom transition of `photo` (iOS 18): put it on that screen's view, pushed in a
    /// NavigationStack; it grows from the view marked with `zoomPhotoZoomSource(in:)`, in the same namespace.
    func zoomPhotoZoom(in namespace: Namespace.ID) -> some View {
        navigationTransition(.zoom(sourceID: "grid.photo1", in: namespace))
    }

    /// The source of `photo`'s zoom: put it on `grid.photo1`'s view.
    func zoomPhotoZoomSource(in namespace: Namespace.ID) -> some View {
        matchedTransitionSource(id: "grid.photo1", in: namespace)
    }
}
