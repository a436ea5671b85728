/// https://developer.apple.com/documentation/uikit/uiedgeinsets — unit: points.
public struct UIEdgeInsets: Sendable, Hashable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

    /// - Parameters: top, left, bottom, right: unit points, any value.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// https://developer.apple.com/documentation/coregraphics/cgrect/inset(by:)-1ugt9 — the
    /// rectangle with `insets` (points) taken off each side.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}
