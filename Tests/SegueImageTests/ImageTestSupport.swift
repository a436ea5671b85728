import SegueCore
@testable import SeguePicture
import SegueRender
import SegueJSON
import SeguePixels

/// Images made in the tests: PNG bytes written by the project's own encoder from a colour
/// function, and the same pixels as the decoder should give them back.
enum TestImages {
    /// A `width` × `height` PNG whose pixel (x, y) is `color(x, y)`.
    static func png(width: Int, height: Int, _ color: (Int, Int) -> RGB) -> [UInt8] {
        var picture = PixelImage(width: width, height: height, color: .black)
        for y in 0..<height { for x in 0..<width { picture[x, y] = color(x, y) } }
        var encoder = PNGEncoder()
        return encoder.start() + encoder.frame(picture, at: 0) + encoder.finish()
    }

    /// The RGBA pixels `color` describes (opaque), as a decoder gives them.
    static func rgba(width: Int, height: Int, _ color: (Int, Int) -> RGB) -> RGBAImage {
        var bytes: [UInt8] = []
        for y in 0..<height { for x in 0..<width { let c = color(x, y); bytes += [c.r, c.g, c.b, 255] } }
        return RGBAImage(width: width, height: height, bytes: bytes)
    }

    /// An image reference already loaded: `width` × `height` pixels under `sha256`.
    static func reference(_ sha256: String, width: Int, height: Int, fit: ImageFit = .stretch) -> ImageReference {
        ImageReference(path: "test.png", fit: fit, position: SourcePosition(line: 1, column: 1), keyPath: "screens[0].image",
                       pixelWidth: width, pixelHeight: height, sha256: sha256)
    }

    static let red = RGB(r: 255, g: 0, b: 0), blue = RGB(r: 0, g: 0, b: 255), green = RGB(r: 0, g: 255, b: 0)
    static let white = RGB(r: 255, g: 255, b: 255), black = RGB(r: 0, g: 0, b: 0)
}
