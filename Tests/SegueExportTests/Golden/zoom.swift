// zoom: Zoom transition (iOS 18)
// Written by `segue export zoom`; the values are the scenario's.
// Left out as the previewer's own: the keyboard finger (repeat delay, idle release, arrow step),
// the gesture's hysteresis, the demo script and the terminal.
// Every part of the scenario is expressed below.
// Every operation of this scenario uses UIKit's own transition: there is no code to add.

import UIKit

