import Foundation
import SegueCore
import Testing
@testable import SegueRender

/// Scenes and checks shared by the renderer tests.
enum Fixture {
    static let blue = RGB(r: 0x1d, g: 0x4e, b: 0xd8)
    static let amber = RGB(r: 0xb4, g: 0x53, b: 0x09)
    static let yellow = RGB(r: 0xfa, g: 0xcc, b: 0x15)
    /// The renderer's default container background, #121212.
    static let background = RGB(r: 0x12, g: 0x12, b: 0x12)

    /// A 400 × 800 pt device on a 42 × 22 terminal without the panel: the device is 20 × 20
    /// cells at (11, 1), so one cell is exactly 20 pt across and 40 pt down (an eighth = 2.5 pt,
    /// a half = 20 pt). Worked by hand: inside the frame 40 × 20 cells; aspect 2·400/800 = 1, so
    /// 20 rows give 20 columns; x = 1 + (40 − 20)/2 = 11.
    static let squareDevice = Size(width: 400, height: 800)
    static let squareCols = 42, squareRows = 22
    static let squareOrigin = (x: 11, y: 1)

    static func scene(_ views: [SceneView], size: Size = squareDevice) -> Scene {
        Scene(containerSize: size, views: views, panel: PanelInfo(title: "test"))
    }

    /// Renders on the square device (no panel).
    static func renderSquare(_ views: [SceneView], options: RenderOptions = RenderOptions(showsPanel: false)) -> CellGrid {
        var o = options
        o.showsPanel = false
        return FrameRenderer.render(scene: scene(views), cols: squareCols, rows: squareRows, options: o).grid
    }

    /// The grid cell for device cell (`col`, `row`) of the square device.
    static func squareCell(_ grid: CellGrid, _ col: Int, _ row: Int) -> Cell {
        grid[squareOrigin.x + col, squareOrigin.y + row]
    }

    /// A plain filled view without border or text.
    static func box(_ id: String = "box", x: Double, y: Double = 0, width: Double, height: Double = 800,
                    color: RGB = amber, alpha: Double = 1) -> SceneView {
        SceneView(id: id, frame: Rect(x: x, y: y, width: width, height: height), alpha: alpha, color: color, border: false)
    }

    /// Two phone screens mid-slide (pop with parallax at p): inbox at x = −130·(1 − p) beneath,
    /// message at x = 390·p on top.
    static func phoneSlide(p: Double) -> Scene {
        let inbox = SceneView(id: "inbox", frame: Rect(x: -130 * (1 - p), y: 0, width: 390, height: 844), color: blue,
                              title: "Inbox", content: ["Anna: lunch?", "Build #412 passed"])
        let message = SceneView(id: "message", frame: Rect(x: 390 * p, y: 0, width: 390, height: 844), color: amber,
                                title: "Message", content: ["Lunch at noon?", "— Anna"])
        return Scene(containerSize: Size(width: 390, height: 844), views: [inbox, message], panel: PanelInfo(title: "pop-parallax"))
    }

    /// The seed-002 swing: a modal rotated about its bottom-left corner over a dimmed presenter.
    static func swing(degrees: Double) -> Scene {
        let presenter = SceneView(id: "home", frame: Rect(x: 0, y: 0, width: 390, height: 844), color: blue,
                                  title: "Home", content: ["Tap to present"])
        let cover = SceneView(id: "cover", frame: Rect(x: 0, y: 0, width: 390, height: 844), alpha: 0.4, color: .black, border: false)
        let modal = SceneView(id: "modal", frame: Rect(x: 45, y: 272, width: 300, height: 300),
                              transform: Transform2D(rotation: degrees * .pi / 180), anchor: Anchor(x: 0, y: 1),
                              color: yellow, title: "Modal", content: ["Swing me"])
        return Scene(containerSize: Size(width: 390, height: 844), views: [presenter, cover, modal], panel: PanelInfo(title: "swing"))
    }

    /// The seed-001 alert: a presenter, a black cover at 0.6 and an alert view with an element.
    static func alert() -> Scene {
        let presenter = SceneView(id: "list", frame: Rect(x: 0, y: 0, width: 390, height: 844), color: blue,
                                  title: "List", content: ["Row 1", "Row 2", "Row 3"])
        let cover = SceneView(id: "cover", frame: Rect(x: 0, y: 0, width: 390, height: 844), alpha: 0.6, color: .black, border: false)
        let badge = SceneView(id: "alert.icon", frame: Rect(x: 20, y: 60, width: 80, height: 80), color: amber, title: "!")
        let alert = SceneView(id: "alert", frame: Rect(x: 45, y: 300, width: 300, height: 240), color: RGB(r: 0xf3, g: 0xf4, b: 0xf6),
                              title: "Alert", content: ["", "", "", "Delete this?"], subviews: [badge])
        return Scene(containerSize: Size(width: 390, height: 844), views: [presenter, cover, alert], panel: PanelInfo(title: "alert"))
    }
}

/// Checks that hold for every frame: no control character and no invisible one (zero-width
/// format characters, tags: docs/scenarios.md, "Text") in any cell, wide characters always
/// followed by their continuation and continuations always preceded by a wide character.
func expectWellFormed(_ grid: CellGrid, sourceLocation: SourceLocation = #_sourceLocation) {
    for y in 0..<grid.height {
        for x in 0..<grid.width {
            let c = grid[x, y]
            let scalars = c.glyph.unicodeScalars
            if scalars.contains(where: Sanitize.isControl) {
                Issue.record("control character at (\(x), \(y)): \(scalars.map { String($0.value, radix: 16) })", sourceLocation: sourceLocation)
            }
            if scalars.contains(where: TextSafety.isInvisible) {
                Issue.record("invisible character at (\(x), \(y)): \(scalars.map { String($0.value, radix: 16) })", sourceLocation: sourceLocation)
            }
            if c.isContinuation {
                let lead = grid[x - 1, y]
                if x == 0 || lead.isContinuation || DisplayWidth.of(lead.glyph) != 2 {
                    Issue.record("orphan continuation at (\(x), \(y))", sourceLocation: sourceLocation)
                }
            } else if DisplayWidth.of(c.glyph) == 2, !(x + 1 < grid.width && grid[x + 1, y].isContinuation) {
                Issue.record("wide character without continuation at (\(x), \(y))", sourceLocation: sourceLocation)
            }
        }
    }
}
