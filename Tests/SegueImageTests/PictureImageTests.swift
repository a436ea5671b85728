import SegueCore
import SeguePicture
import SegueRender
import Testing
import SeguePixels

/// Images in the pictures (`segue render --format png|gif`): drawn at the picture's own
/// resolution through the view's transform, with the same fit rules as the terminal.
struct PictureImageTests {
    static let device = Device.phone

    static func picture(_ view: SceneView, image: RGBAImage, scale: Double = 1) throws -> PixelImage {
        let library = ImageLibrary()
        library.add(image, sha256: "test")
        var rasterizer = PictureRasterizer(device: device, scale: scale, fonts: try FontSet())
        rasterizer.images = library
        return rasterizer.render(Scene(containerSize: device.size, views: [view], panel: PanelInfo(title: "t")))
    }

    /// Left half red, right half blue, stretched over the 390 × 844 pt screen at 2 px a point
    /// (780 × 1688 px): the pixel a quarter of the way across is red, three quarters across blue
    /// (growing is bilinear, so only the middle column of the source blends).
    @Test func aStretchedImageFillsThePictureAtItsResolution() throws {
        let image = TestImages.rgba(width: 8, height: 4) { x, _ in x < 4 ? TestImages.red : TestImages.blue }
        let view = SceneView(id: "a", frame: Rect(origin: .zero, size: Self.device.size), color: TestImages.white, border: false,
                             image: TestImages.reference("test", width: 8, height: 4))
        let p = try Self.picture(view, image: image, scale: 2)
        #expect(p.width == 780 && p.height == 1688)
        #expect(p[195, 844] == TestImages.red)
        #expect(p[585, 844] == TestImages.blue)
    }

    /// `fit` of a 2:1 image in the 390 × 844 pt screen: 390 × 195 pt, centred down (y 324.5 …
    /// 519.5 pt); above and below it the view's white.
    @Test func aFittedImageLeavesTheViewColourAroundIt() throws {
        let image = TestImages.rgba(width: 20, height: 10) { _, _ in TestImages.green }
        let view = SceneView(id: "a", frame: Rect(origin: .zero, size: Self.device.size), color: TestImages.white, border: false,
                             image: TestImages.reference("test", width: 20, height: 10, fit: .fit))
        let p = try Self.picture(view, image: image)
        #expect(p[195, 300] == TestImages.white)
        #expect(p[195, 330] == TestImages.green)
        #expect(p[195, 515] == TestImages.green)
        #expect(p[195, 540] == TestImages.white)
    }
}
