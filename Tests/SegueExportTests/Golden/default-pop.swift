// default-pop: The system default push and pop
// Written by `segue export default-pop`; the values are the scenario's.
// Left out as the previewer's own: the keyboard finger (repeat delay, idle release, arrow step),
// the gesture's hysteresis, the demo script and the terminal.
// Every part of the scenario is expressed below.
// This code does not animate the navigation bar's item transition (titles and back button): UIKit does
// it itself, alongside the transition (the previewer draws it the same way).
// Set up: call setUpDefaultPop(_:) from your scene delegate with the navigation controller, once.
// Every operation of this scenario uses UIKit's own transition: there is no code to add.

import UIKit

/// Does what an app's scene delegate would for this file: call it once with the navigation
/// controller (a scenario runs the file with `"swift": {"setUp": "setUpDefaultPop"}`).
@MainActor
func setUpDefaultPop(_ navigationController: UINavigationController) {
    // Nothing to install: UIKit's default transitions do it.
}
