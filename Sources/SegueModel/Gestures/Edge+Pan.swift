import SegueSupport
import SegueScenario

/// How a pan from each screen edge maps to arrows and container points.
///
/// The finger's position is always measured inward from the edge, so "positive" means
/// "toward finishing" for every edge: from the left edge it moves right (→), from the right
/// edge left (←), from the top edge down (↓), from the bottom edge up (↑).
extension Edge {
    /// Whether the pan moves vertically (top and bottom edges). The default step and distance
    /// then use the container height instead of the width.
    public var panIsVertical: Bool { self == .top || self == .bottom }

    /// The arrow that moves the finger inward (toward finishing).
    public var panInwardArrow: Arrow {
        switch self {
        case .left: .right
        case .right: .left
        case .top: .down
        case .bottom: .up
        }
    }

    /// The arrow that moves the finger back toward the edge.
    public var panOutwardArrow: Arrow {
        switch self {
        case .left: .left
        case .right: .right
        case .top: .up
        case .bottom: .down
        }
    }

    /// The container extent along the pan's axis (width, or height for top/bottom); unit: points.
    public func panExtent(of size: Size) -> Double { panIsVertical ? size.height : size.width }

    /// How far `point` (container points) is from this edge, inward; may be negative or exceed
    /// the extent for points outside the container.
    public func panInset(of point: Point, in size: Size) -> Double {
        switch self {
        case .left: point.x
        case .right: size.width - point.x
        case .top: point.y
        case .bottom: size.height - point.y
        }
    }

    /// The arrow glyph of the inward key, for hints (`→`, `←`, `↓`, `↑`).
    public var panInwardGlyph: String {
        switch self {
        case .left: "→"
        case .right: "←"
        case .top: "↓"
        case .bottom: "↑"
        }
    }
}
