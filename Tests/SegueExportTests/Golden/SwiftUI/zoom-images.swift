// zoom-images: Zoom transition (iOS 18), on a photo grid
// Written by `segue export zoom-images --target swiftui`; the values are the scenario's.
//
// Not generated, because SwiftUI cannot express it:
// - push, pop: the zoom's dimming (#000000 at alpha 0.2): SwiftUI's zoom transition takes no dimming
//   colour
//
// Left to SwiftUI (the scenario keeps UIKit's default):
// - push: NavigationStack's own push
// - pop: NavigationStack's own pop
// - the navigation bar's item transition (titles and back button): the system animates it itself
// grid: image Images/library.png (fill)
// grid.photo1: image Images/dunes.jpg (fill)
// photo: image Images/dunes.jpg (fit)

import SwiftUI

@available(iOS 18.0, *)
extension View {
    /// The zoom transition of `photo` (iOS 18): put it on that screen's view, pushed in a
    /// NavigationStack; it grows from the view marked with `zoomImagesPhotoZoomSource(in:)`, in the same namespace.
    func zoomImagesPhotoZoom(in namespace: Namespace.ID) -> some View {
        navigationTransition(.zoom(sourceID: "grid.photo1", in: namespace))
    }

    /// The source of `photo`'s zoom: put it on `grid.photo1`'s view.
    func zoomImagesPhotoZoomSource(in namespace: Namespace.ID) -> some View {
        matchedTransitionSource(id: "grid.photo1", in: namespace)
    }
}
