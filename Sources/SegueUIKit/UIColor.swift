import SegueCore

/// https://developer.apple.com/documentation/uikit/uicolor — an sRGB colour with alpha. On a view
/// the model paints the red, green and blue channels (0…255, rounded) opaquely, or nothing when
/// the alpha is 0: the model has no translucent fill, a view's translucency is its `alpha`
/// (docs/user-code.md, "The API: views and animations").
open class UIColor: NSObject, @unchecked Sendable {
    /// Channels, 0…1 (values outside are clamped when painted).
    let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// - Parameters: red, green, blue, alpha: unitless, 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        super.init()
    }

    /// A grey: `white` 0 (black) … 1 (white), `alpha` 0…1.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same colour with `alpha` (0…1).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/getred(_:green:blue:alpha:) —
    /// always true (every colour here is RGB).
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return (red, green, blue, alpha) == (other.red, other.green, other.blue, other.alpha)
    }

    open override var hash: Int {
        var hasher = Hasher()
        for c in [red, green, blue, alpha] { hasher.combine(c) }
        return hasher.finalize()
    }

    /// The model's 0…255 channels.
    var rgb: RGB {
        func channel(_ c: CGFloat) -> UInt8 { UInt8(min(max((Double(c) * 255).rounded(), 0), 255)) }
        return RGB(r: channel(red), g: channel(green), b: channel(blue))
    }

    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// The light appearance's system colours (segue has no dark mode).
    public static var systemBackground: UIColor { .white }
    public static var secondarySystemBackground: UIColor { UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1) }
    public static var label: UIColor { .black }
    public static var systemBlue: UIColor { UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1) }
    public static var systemRed: UIColor { UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1) }
    public static var systemGreen: UIColor { UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1) }
    public static var systemGray: UIColor { UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1) }
}
