// `import UIKit` in an engineer's own file: UIKit's transition API as segue models it
// (docs/user-code.md). Everything is SegueUIKit's; this module only gives it UIKit's name.
@_exported import SegueUIKit
