#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A point; unit: points (the device's logical coordinate space), y grows downward as in UIKit.
public struct Point: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
}

/// A size; unit: points; width and height ≥ 0.
public struct Size: Sendable, Hashable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)
}

/// A rectangle; unit: points; origin is the top-left corner.
public struct Rect: Sendable, Hashable {
    public var origin: Point
    public var size: Size
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    /// The centre point (midX, midY).
    public var center: Point { Point(x: midX, y: midY) }
}

/// A view's transform, applied about its anchor point: scale, then rotation, then translation
/// (the order UIKit's `CGAffineTransform(translationX:y:).rotated(by:).scaledBy(x:y:)` gives).
public struct Transform2D: Sendable, Hashable {
    /// Unit: points; default 0.
    public var translationX: Double
    /// Unit: points; default 0.
    public var translationY: Double
    /// Unitless factor; default 1 (may be 0 or negative).
    public var scaleX: Double
    /// Unitless factor; default 1.
    public var scaleY: Double
    /// Unit: radians, clockwise on screen (y grows downward); default 0.
    public var rotation: Double

    public init(translationX: Double = 0, translationY: Double = 0, scaleX: Double = 1, scaleY: Double = 1, rotation: Double = 0) {
        self.translationX = translationX
        self.translationY = translationY
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.rotation = rotation
    }

    public static let identity = Transform2D()
    public var isIdentity: Bool { self == .identity }

    /// Maps a point given relative to the anchor (in points) to its offset after the transform.
    public func apply(toOffset p: Point) -> Point {
        let sx = p.x * scaleX, sy = p.y * scaleY
        let c = cos(rotation), s = sin(rotation)
        return Point(x: sx * c - sy * s + translationX, y: sx * s + sy * c + translationY)
    }
}

/// An anchor in unit coordinates of a view's bounds: (0, 0) top-left, (0.5, 0.5) centre (default).
public struct Anchor: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let center = Anchor(x: 0.5, y: 0.5)

    /// Names accepted in scenario files.
    public static let named: [(String, Anchor)] = [
        ("center", .center), ("topLeft", Anchor(x: 0, y: 0)), ("top", Anchor(x: 0.5, y: 0)),
        ("topRight", Anchor(x: 1, y: 0)), ("left", Anchor(x: 0, y: 0.5)), ("right", Anchor(x: 1, y: 0.5)),
        ("bottomLeft", Anchor(x: 0, y: 1)), ("bottom", Anchor(x: 0.5, y: 1)), ("bottomRight", Anchor(x: 1, y: 1)),
    ]
    public init?(name: String) {
        guard let a = Self.named.first(where: { $0.0 == name }) else { return nil }
        self = a.1
    }
}

/// The four corners of `frame` after `transform` about `anchor`, clockwise from the top-left.
public func transformedCorners(of frame: Rect, transform: Transform2D, anchor: Anchor) -> [Point] {
    let ax = frame.minX + anchor.x * frame.width, ay = frame.minY + anchor.y * frame.height
    return [
        Point(x: frame.minX, y: frame.minY), Point(x: frame.maxX, y: frame.minY),
        Point(x: frame.maxX, y: frame.maxY), Point(x: frame.minX, y: frame.maxY),
    ].map { c in
        let o = transform.apply(toOffset: Point(x: c.x - ax, y: c.y - ay))
        return Point(x: ax + o.x, y: ay + o.y)
    }
}

/// An sRGB colour, 8 bits a channel.
public struct RGB: Sendable, Hashable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public init(r: UInt8, g: UInt8, b: UInt8) { self.r = r; self.g = g; self.b = b }

    public static let black = RGB(r: 0, g: 0, b: 0)
    public static let white = RGB(r: 255, g: 255, b: 255)

    /// Parses `#rrggbb` or `#rgb` (case-insensitive); nil for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        let digits = Array(hex.dropFirst())
        guard digits.allSatisfy({ $0.isHexDigit }) else { return nil }
        func v(_ s: String) -> UInt8 { UInt8(s, radix: 16)! }
        switch digits.count {
        case 6:
            r = v(String(digits[0...1])); g = v(String(digits[2...3])); b = v(String(digits[4...5]))
        case 3:
            r = v(String([digits[0], digits[0]])); g = v(String([digits[1], digits[1]])); b = v(String([digits[2], digits[2]]))
        default: return nil
        }
    }

    /// `#rrggbb`, lower case.
    public var hex: String { "#" + [r, g, b].map { DecimalText.hex($0, width: 2, uppercase: false) }.joined() }

    /// This colour drawn with `alpha` (0…1, clamped) over `background`, blended per channel in sRGB.
    public func over(_ background: RGB, alpha: Double) -> RGB {
        let a = min(max(alpha, 0), 1)
        func mix(_ f: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Double(f) * a + Double(b) * (1 - a)).rounded())
        }
        return RGB(r: mix(r, background.r), g: mix(g, background.g), b: mix(b, background.b))
    }
}
