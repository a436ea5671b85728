#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore
import SegueRender
import SeguePixels

/// Scene → pixels (docs/panel-and-exports.md, "Pictures"): the device's display at its size in
/// points × `scale`, views painted bottom to top as filled rounded rectangles (`PictureShapes`),
/// each through its transform about its anchor composed with its parents' (`Affine`, shared with
/// the terminal rasteriser), with its alpha times its parents', antialiased edges, and its
/// title and content lines (`PictureText`). The display is a rounded rectangle itself: outside
/// its corners the picture shows `background`.
public struct PictureRasterizer {
    /// The device whose display is drawn.
    public let device: Device
    /// Pixels per point; range (0, 4]; default 1.
    public let scale: Double
    /// What the picture shows outside the display's rounded corners; default `PictureStyle.background`.
    public let background: RGB
    /// The display where no view covers it: the terminal renderer's container background.
    public let displayColor: RGB
    let fonts: FontSet
    /// The pixels of the scenario's images (docs/scenarios.md, "Images"); nil (the default): image
    /// views show their colour only.
    public var images: ImageLibrary?

    /// - Parameters:
    ///   - device: the device (its size in points and its display's corner radius).
    ///   - scale: pixels per point, range (0, 4], default 1.
    ///   - fonts: the faces for titles and content.
    ///   - background: outside the display's corners; default `PictureStyle.background`.
    public init(device: Device, scale: Double = 1, fonts: FontSet, background: RGB = PictureStyle.background) {
        self.device = device
        self.scale = scale
        self.fonts = fonts
        self.background = background
        displayColor = RenderOptions().background
    }

    /// The picture's size in pixels for a container of `size` points: each side × `scale`, rounded.
    public func pixelSize(_ size: Size) -> (width: Int, height: Int) {
        (max(1, Int((size.width * scale).rounded())), max(1, Int((size.height * scale).rounded())))
    }

    /// The picture of `scene`.
    public func render(_ scene: Scene) -> PixelImage {
        let (w, h) = pixelSize(scene.containerSize)
        var image = PixelImage(width: w, height: h, color: displayColor)
        let toPixels = Affine(a: Double(w) / scene.containerSize.width, b: 0, c: 0, d: Double(h) / scene.containerSize.height,
                              tx: 0, ty: 0)
        let text = PictureText(fonts: fonts, containerSize: scene.containerSize, statusBar: PictureShapes.statusBarHeight(device))
        for v in scene.views {
            draw(v, parent: toPixels, parentAlpha: 1, isTopLevel: true, containerSize: scene.containerSize, text: text, into: &image)
        }
        for v in scene.chrome {  // the bars, above the views (docs/chrome.md)
            draw(v, parent: toPixels, parentAlpha: 1, isTopLevel: false, containerSize: scene.containerSize, text: text, into: &image)
        }
        maskDisplayCorners(&image)
        return image
    }

    private func draw(_ v: SceneView, parent: Affine, parentAlpha: Double, isTopLevel: Bool, containerSize: Size,
                      text: PictureText, into image: inout PixelImage) {
        let own = v.alpha.isFinite ? min(max(v.alpha, 0), 1) : 0
        let alpha = parentAlpha * own
        guard alpha > 0 else { return }
        let m = parent.concatenating(Affine.view(frame: v.frame, transform: v.transform, anchor: v.anchor))
        if v.id == EdgeShadow.viewID {
            drawShadow(v, m, alpha: alpha, into: &image)
            return
        }
        let radius = PictureShapes.cornerRadius(of: v, isTopLevel: isTopLevel, containerSize: containerSize)
        if v.fillsBackground {
            RoundedRectFill.fill(width: v.frame.width, height: v.frame.height, radius: radius, map: m, color: v.color,
                                 alpha: alpha, texture: ImageTexture(v, map: m, images: images), into: &image)
        }
        if v.id != "cover" {
            text.draw(v, map: m, alpha: alpha, isScreen: isTopLevel && radius == PictureShapes.fullScreenRadius, into: &image)
        }
        for sub in v.subviews {
            draw(sub, parent: m, parentAlpha: alpha, isTopLevel: false, containerSize: containerSize, text: text, into: &image)
        }
    }

    /// The parallax edge shadow (`EdgeShadow`): its gradient in strips one pixel wide.
    private func drawShadow(_ v: SceneView, _ m: Affine, alpha: Double, into image: inout PixelImage) {
        let pixels = Int((abs(m.a) * v.frame.width).rounded(.up))
        for strip in EdgeShadow.strips(max(pixels, 1)) {
            let shift = Affine(a: 1, b: 0, c: 0, d: 1, tx: v.frame.width * strip.start, ty: 0)
            RoundedRectFill.fill(width: v.frame.width * (strip.end - strip.start), height: v.frame.height, radius: 0,
                                 map: m.concatenating(shift), color: v.color, alpha: alpha * strip.alpha, texture: nil, into: &image)
        }
    }

    /// Paints `background` outside the display's rounded corners (antialiased).
    private func maskDisplayCorners(_ image: inout PixelImage) {
        let r = PictureShapes.displayCornerRadius(device) * scale
        guard r > 0 else { return }
        let w = Double(image.width), h = Double(image.height)
        let reach = Int(r.rounded(.up)) + 1
        for y in 0..<min(reach, image.height) {
            for x in 0..<min(reach, image.width) {
                for (px, py) in [(x, y), (image.width - 1 - x, y), (x, image.height - 1 - y), (image.width - 1 - x, image.height - 1 - y)] {
                    let d = RoundedRectFill.signedDistance(Double(px) + 0.5, Double(py) + 0.5, width: w, height: h, radius: r)
                    let outside = min(max(d + 0.5, 0), 1)
                    if outside > 0 { image.blend(x: px, y: py, background, alpha: outside) }
                }
            }
        }
    }
}
