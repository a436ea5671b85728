// layout-to-layout: Collection layout-to-layout push
// Written by `segue export layout-to-layout`; the values are the scenario's.
// Left out as the previewer's own: the keyboard finger (repeat delay, idle release, arrow step),
// the gesture's hysteresis, the demo script and the terminal.
// Not expressed in this file:
// - grid: the collection's cells and layout (your data source and UICollectionViewLayout)
// - list: the collection's cells and layout (your data source and UICollectionViewLayout)
// This code does not animate the navigation bar's item transition (titles and back button): UIKit does
// it itself, alongside the transition (the previewer draws it the same way).
// Set up: call setUpLayoutToLayout(_:) from your scene delegate with the navigation controller, once.

import UIKit

/// `list`: pushed onto a collection view controller, it takes over that one's collection
/// view, whose cells move from the old layout to `layout`; popping moves them back.
@MainActor
func makeLayoutToLayoutListViewController(collectionViewLayout layout: UICollectionViewLayout) -> UICollectionViewController {
    let controller = UICollectionViewController(collectionViewLayout: layout)
    controller.useLayoutToLayoutNavigationTransitions = true
    return controller
}

/// Does what an app's scene delegate would for this file: call it once with the navigation
/// controller (a scenario runs the file with `"swift": {"setUp": "setUpLayoutToLayout"}`).
@MainActor
func setUpLayoutToLayout(_ navigationController: UINavigationController) {
    // Nothing to install: UIKit's default transitions do it.
}
