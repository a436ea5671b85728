import Glibc
import SegueCore
import SegueRender
import SeguePicture
import Testing

/// The picture rasteriser against values computed here: colours inside and outside shapes,
/// alpha composed down the tree, rotation, the display's rounded corners, `--scale`.
struct PictureRasterizerTests {
    static let phone = Size(width: 390, height: 844)
    static let display = RenderOptions().background

    static func render(_ views: [SceneView], scale: Double = 1, device: Device = .phone) throws -> PixelImage {
        let r = PictureRasterizer(device: device, scale: scale, fonts: try FontSet())
        return r.render(Scene(containerSize: device.size, views: views, panel: PanelInfo(title: "test")))
    }

    /// `f` over `b` with opacity `a`, rounded to the nearest level.
    static func over(_ f: RGB, _ b: RGB, _ a: Double) -> RGB {
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) * a + Double(y) * (1 - a)).rounded()) }
        return RGB(r: mix(f.r, b.r), g: mix(f.g, b.g), b: mix(f.b, b.b))
    }

    static let blue = RGB(r: 0x1d, g: 0x4e, b: 0xd8), orange = RGB(r: 0xb4, g: 0x53, b: 0x09)

    @Test func aScreenFillsTheDisplayAndTheCornersShowTheBackground() throws {
        let image = try Self.render([SceneView(id: "inbox", frame: Rect(x: 0, y: 0, width: 390, height: 844), color: Self.blue)])
        #expect(image.width == 390 && image.height == 844)
        #expect(image[195, 422] == Self.blue)
        #expect(image[195, 0] == Self.blue, "the middle of the top edge is inside the display")
        // The centre of pixel (2, 2) is 44.83 · √2 = 63.4 pt from the corner circle's centre (47.33, 47.33): outside.
        #expect(image[2, 2] == PictureStyle.background)
        #expect(image[387, 841] == PictureStyle.background)
        // (14, 14): distance to the corner centre 33.33·√2 = 47.1 < 47.33 − 0.5: inside.
        #expect(image[14, 14] == Self.blue)
    }

    @Test func aViewsAlphaAppliesToItsSubviews() throws {
        let child = SceneView(id: "s.e", frame: Rect(x: 50, y: 50, width: 100, height: 100), alpha: 0.5, color: Self.orange)
        let parent = SceneView(id: "s", frame: Rect(x: 0, y: 0, width: 390, height: 844), alpha: 0.5, color: Self.blue, subviews: [child])
        let image = try Self.render([parent])
        let behind = Self.over(Self.blue, Self.display, 0.5)
        #expect(image[20, 400] == behind)
        // The child at its own 0.5 times its parent's 0.5.
        let expected = Self.over(Self.orange, behind, 0.25)
        #expect(image[100, 100] == expected)
    }

    @Test func aCoverDimsWhatIsUnderIt() throws {
        let screen = SceneView(id: "doc", frame: Rect(x: 0, y: 0, width: 390, height: 844), color: Self.blue)
        let cover = SceneView(id: "cover", frame: Rect(x: 0, y: 0, width: 390, height: 844), alpha: 0.6, color: .black)
        let image = try Self.render([screen, cover])
        let want = RGB(r: UInt8((Double(Self.blue.r) * 0.4).rounded()), g: UInt8((Double(Self.blue.g) * 0.4).rounded()),
                       b: UInt8((Double(Self.blue.b) * 0.4).rounded()))
        #expect(image[195, 600] == want)
    }

    /// A 100 pt card turned 45° about its centre is a diamond reaching 50 · √2 = 70.7 pt from it
    /// along the axes (65.3 pt with its 13 pt corners: 70.7 − 13 · (√2 − 1)), and only 50 pt
    /// from it along the diagonals.
    @Test func rotationTurnsAViewAboutItsAnchor() throws {
        let square = SceneView(id: "s.e", frame: Rect(x: 145, y: 372, width: 100, height: 100),
                               transform: Transform2D(rotation: .pi / 4), color: Self.orange)
        let image = try Self.render([square])
        #expect(image[195, 422] == Self.orange)
        #expect(image[195, 422 - 60] == Self.orange, "a tip of the diamond")
        #expect(image[195 + 60, 422] == Self.orange)
        #expect(image[195 + 68, 422] == Self.display, "beyond the rounded tip")
        #expect(image[195 + 45, 422 - 45] == Self.display, "an unturned corner is no longer covered")
    }

    @Test(arguments: [0.5, 1, 2, 3])
    func scaleMultipliesThePixels(_ scale: Double) throws {
        let view = SceneView(id: "a", frame: Rect(x: 0, y: 0, width: 390, height: 844), color: Self.blue)
        let image = try Self.render([view], scale: scale)
        #expect(image.width == Int(390 * scale) && image.height == Int(844 * scale))
        #expect(image[image.width / 2, image.height / 2] == Self.blue)
    }

    @Test func aCardHasRoundedCornersAndAScreenHasNone() {
        let card = SceneView(id: "alert", frame: Rect(x: 60, y: 300, width: 270, height: 200), color: Self.blue)
        let screen = SceneView(id: "s", frame: Rect(x: 100, y: 0, width: 390, height: 844), color: Self.blue)
        let element = SceneView(id: "s.e", frame: Rect(x: 0, y: 0, width: 10, height: 300), color: Self.blue)
        #expect(PictureShapes.cornerRadius(of: card, isTopLevel: true, containerSize: Self.phone) == PictureShapes.cardRadius)
        #expect(PictureShapes.cornerRadius(of: screen, isTopLevel: true, containerSize: Self.phone) == 0, "a screen sliding in")
        #expect(PictureShapes.cornerRadius(of: element, isTopLevel: false, containerSize: Self.phone) == 5, "at most half the short side")
    }

    @Test func titlesAreDrawnInTheContrastingColour() throws {
        let screen = SceneView(id: "s", frame: Rect(x: 0, y: 0, width: 390, height: 844), color: Self.blue, title: "Inbox")
        let image = try Self.render([screen])
        // The navigation bar's row band: some pixels turn to white (the contrasting colour on blue).
        var whitest = 0
        for y in 47..<91 { for x in 150..<240 { whitest = max(whitest, Int(image[x, y].g)) } }
        #expect(whitest > 200, "no title pixels in the navigation bar")
        #expect(image[20, 70] == Self.blue, "the bar left of the title stays the view's colour")
    }

    @Test func aMissingFontNamesTheDebianPackage() {
        #expect(throws: FontSet.MissingFont.self) { try FontSet(directory: "/nonexistent-segue-fonts") }
        let message = FontSet.MissingFont(path: "/x/DejaVuSans.ttf").message
        #expect(message.contains("fonts-dejavu-core") && message.contains("/x/DejaVuSans.ttf"))
    }
}
