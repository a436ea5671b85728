// cross-dissolve: Child view controllers: cross-dissolve
// Written by `segue export cross-dissolve`; the values are the scenario's.
// Left out as the previewer's own: the keyboard finger (repeat delay, idle release, arrow step),
// the gesture's hysteresis, the demo script and the terminal.
// Every part of the scenario is expressed below.
// Set up: call setUpCrossDissolve(_:) from your scene delegate with the containment parent, once.

import UIKit

extension UIViewController {
    /// Switches this container's child from `fromChild` to `toChild` (both the same size).
    func crossDissolveSwitchChild(from fromChild: UIViewController, to toChild: UIViewController) {
        fromChild.willMove(toParent: nil)
        addChild(toChild)
        toChild.view.frame = fromChild.view.frame
        transition(from: fromChild, to: toChild, duration: 0.3, options: [.transitionCrossDissolve], animations: nil) { _ in
            fromChild.removeFromParent()
            toChild.didMove(toParent: self)
        }
    }
}

/// Does what an app's scene delegate would for this file: call it once with the containment parent
/// (a scenario runs the file with `"swift": {"setUp": "setUpCrossDissolve"}`).
@MainActor
func setUpCrossDissolve(_ parent: UIViewController) {
    // Nothing to install: the parent switches its children with crossDissolveSwitchChild(from:to:).
}
