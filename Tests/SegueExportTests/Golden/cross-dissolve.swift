// cross-dissolve: Child view controllers: cross-dissolve
// Written by `segue export cross-dissolve`; the values are the scenario's.
// Left out as the previewer's own: the keyboard finger (repeat delay, idle release, arrow step),
// the gesture's hysteresis, the demo script and the terminal.
// Every part of the scenario is expressed below.

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
