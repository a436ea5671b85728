import SegueCore
import SegueRender
import SeguePicture
import Testing

/// The bars in a picture (docs/chrome.md): drawn after the views with square corners; a label
/// (no background of its own) paints only its text.
struct ChromePictureTests {
    static let bar = RGB(r: 247, g: 247, b: 247), yellow = RGB(r: 0xfa, g: 0xcc, b: 0x15)

    @Test func theBarCoversTheScreenAndItsLabelOnlyWrites() throws {
        let screen = SceneView(id: "inbox", frame: Rect(x: 0, y: 0, width: 390, height: 844), color: PictureRasterizerTests.blue)
        var label = SceneView(id: "navigationBar.title.inbox", frame: Rect(x: 78, y: 0, width: 234, height: 44),
                              color: Self.yellow, border: false, title: "Inbox")
        label.fillsBackground = false
        let nav = SceneView(id: "navigationBar", frame: Rect(x: 0, y: 47, width: 390, height: 44), color: Self.bar,
                            border: false, subviews: [label])
        let scene = Scene(containerSize: PictureRasterizerTests.phone, views: [screen], panel: PanelInfo(title: "t"), chrome: [nav])
        let image = PictureRasterizer(device: .phone, fonts: try FontSet()).render(scene)
        // Pixel (1, 47): 45.8 pt from the display's corner centre (47.33, 47.33), inside the display;
        // 9.9 pt from (8, 55), outside the 8 pt corner a subview would have: the bar is square.
        #expect(image[1, 47] == Self.bar, "the bar's corner is square")
        #expect(image[100, 50] == Self.bar, "inside the label, away from its text: the bar, not yellow")
        #expect(image[195, 100] == PictureRasterizerTests.blue, "the screen below the bar")
        let dark = (60..<330).contains { x in (55..<85).contains { y in image[x, y].r < 100 } }
        #expect(dark, "the title's black text is drawn on the bar")
    }
}
