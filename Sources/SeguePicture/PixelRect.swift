/// A rectangle of whole pixels: columns `minX..<maxX`, rows `minY..<maxY`.
public struct PixelRect: Sendable, Equatable {
    public var minX: Int, minY: Int, maxX: Int, maxY: Int
    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }
}
