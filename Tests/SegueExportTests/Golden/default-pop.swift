// default-pop: The system default push and pop
// Written by `segue export default-pop`; the values are the scenario's.
// Left out as the previewer's own: the keyboard finger (repeat delay, idle release, arrow step),
// the gesture's hysteresis, the demo script and the terminal.
// Every part of the scenario is expressed below.
// This code does not animate the navigation bar's item transition (titles and back button): UIKit does
// it itself, alongside the transition (the previewer draws it the same way).
// Every operation of this scenario uses UIKit's own transition: there is no code to add.

import UIKit

