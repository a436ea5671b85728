// zoom-images: Zoom transition (iOS 18), on a photo grid
// Written by `segue export zoom-images`; the values are the scenario's.
// Left out as the previewer's own: the keyboard finger (repeat delay, idle release, arrow step),
// the gesture's hysteresis, the demo script and the terminal.
// Every part of the scenario is expressed below.
// Left to UIKit, which does it itself (the previewer imitates it): the zoom's spring, its corner
// radius, the presenter's recession (recedesPresentingView, on by default), and the dismissal pan from
// anywhere in the zoomed view with its finish rule.
// This code does not animate the navigation bar's item transition (titles and back button): UIKit does
// it itself, alongside the transition (the previewer draws it the same way).
// Needs iOS 18 or later: the zoom transition of photo (preferredTransition = .zoom(options:sourceViewProvider:)).
// Set up: call setUpZoomImages(_:) from your scene delegate with the navigation controller, once. Make
// the grid screen with ZoomImagesGridViewController and the photo screen with
// ZoomImagesPhotoViewController.
// The screen classes find their element views by accessibilityIdentifier, which the app sets to the
// scenario's element ids (in its storyboard, or in code).
// grid: image Images/library.png (fill)
// grid.photo1: image Images/dunes.jpg (fill)
// photo: image Images/dunes.jpg (fit)

import UIKit

/// `photo` is pushed with the zoom transition (iOS 18): it grows from the `photo1` view of
/// the screen it is pushed from (`grid`) and shrinks back into it when popped, by the back button or a pan
/// from anywhere in it; UIKit asks the provider at the push and again at the pop. Call it before pushing.
@available(iOS 18.0, *)
@MainActor
func zoomImagesPhotoPrefersZoom(_ viewController: UIViewController) {
    let options = UIViewController.Transition.ZoomOptions()
    options.dimmingColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.2)
    viewController.preferredTransition = .zoom(options: options) { context in
        (context.sourceViewController as? ZoomImagesElementViews)?.elementView("photo1")
    }
}

/// A screen whose subviews the transition animates, looked up by the scenario's element ids.
protocol ZoomImagesElementViews: UIViewController {
    func elementView(_ id: String) -> UIView?
}

/// The first subview of `view`, depth first, whose accessibilityIdentifier is `identifier`.
@MainActor
func zoomImagesSubview(identifiedBy identifier: String, in view: UIView) -> UIView? {
    for subview in view.subviews {
        if subview.accessibilityIdentifier == identifier { return subview }
        if let found = zoomImagesSubview(identifiedBy: identifier, in: subview) { return found }
    }
    return nil
}

/// `grid`: hands over its element views (below).
final class ZoomImagesGridViewController: UIViewController {}

/// `grid`'s element views: the subviews whose accessibilityIdentifier is the element's id.
extension ZoomImagesGridViewController: ZoomImagesElementViews {
    func elementView(_ id: String) -> UIView? {
        zoomImagesSubview(identifiedBy: id, in: view)
    }
}

/// `photo`: sets its zoom transition when made, before it is pushed.
final class ZoomImagesPhotoViewController: UIViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        if #available(iOS 18.0, *) { zoomImagesPhotoPrefersZoom(self) }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        if #available(iOS 18.0, *) { zoomImagesPhotoPrefersZoom(self) }
    }
}

/// Does what an app's scene delegate would for this file: call it once with the navigation
/// controller (a scenario runs the file with `"swift": {"setUp": "setUpZoomImages"}`).
@MainActor
func setUpZoomImages(_ navigationController: UINavigationController) {
    // Nothing to install: the zoomed screen's class sets its preferred transition.
}
