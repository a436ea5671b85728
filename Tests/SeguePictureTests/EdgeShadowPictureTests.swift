import SegueCore
import SegueRender
import SeguePicture
import Testing

/// The navigation parallax's edge shadow in a picture (docs/transitions.md): a gradient one pixel
/// column at a time, black at 0.3·u² (u = the column's middle across the shadow, 0 its left
/// side), times the view's alpha, over what is behind.
struct EdgeShadowPictureTests {
    @Test("a 9-pt shadow at scale 1: nine columns darkening towards the edge by 0.3·((k + ½)/9)²", arguments: [1.0, 0.6])
    func gradient(alpha: Double) throws {
        let blue = PictureRasterizerTests.blue
        let screen = SceneView(id: "covered", frame: Rect(x: 0, y: 0, width: 390, height: 844), color: blue)
        let shadow = SceneView(id: "parallaxShadow", frame: Rect(x: 200, y: 0, width: 9, height: 844), alpha: alpha,
                               color: RGB(r: 0, g: 0, b: 0), border: false)
        let image = try PictureRasterizerTests.render([screen, shadow])
        for k in 0..<9 {
            let u = (Double(k) + 0.5) / 9
            let expected = PictureRasterizerTests.over(RGB(r: 0, g: 0, b: 0), blue, alpha * 0.3 * u * u)
            #expect(image[200 + k, 400] == expected, "column \(k): \(image[200 + k, 400])")
        }
        #expect(image[199, 400] == blue && image[209, 400] == blue)
    }
}
