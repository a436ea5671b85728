// `import QuartzCore` in an engineer's own file: CACurrentMediaTime and the layer's corner
// radius, as SegueUIKit models them on the model's clock (docs/user-code.md).
@_exported import SegueUIKit
