// `import CoreGraphics` in an engineer's own file: CGFloat, CGPoint, CGSize and CGRect are
// Foundation's; CGAffineTransform and CGVector are SegueUIKit's (docs/user-code.md).
@_exported import SegueUIKit
