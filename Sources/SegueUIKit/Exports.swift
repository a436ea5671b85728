// SegueUIKit's face: Foundation's NSObject and the Core Graphics types Foundation on Linux already
// has (CGFloat, CGPoint, CGSize, CGRect) are re-exported, never redeclared — a second CGRect would
// make every file that also imports Foundation ambiguous (docs/user-code.md, "The API").
@_exported import Foundation
