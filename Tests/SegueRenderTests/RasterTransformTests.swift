import Foundation
import SegueCore
import Testing
@testable import SegueRender

/// Rotated and scaled views, and subviews inside transformed parents.
@Suite struct RasterTransformTests {
    /// The device cells (square device) painted in `color`, as a set of (col, row).
    static func painted(_ grid: CellGrid, _ color: RGB) -> Set<[Int]> {
        var out = Set<[Int]>()
        for row in 0..<20 {
            for col in 0..<20 {
                let c = Fixture.squareCell(grid, col, row)
                if c.bg == color || (c.fg == color && c.glyph != " ") { out.insert([col, row]) }
            }
        }
        return out
    }

    /// The map a view is drawn with puts its corners where `transformedCorners` says.
    @Test(arguments: [(0.0, 1.0, 1.0, 0.0, 0.0, 0.5, 0.5), (0.7, 1.0, 1.0, 10, -20, 0, 1), (-2.1, 0.5, 2.0, 3, 4, 1, 0),
                      (Double.pi, -1, 1, 0, 0, 0.25, 0.75), (1.2, 0.1, 0.1, -50, 70, 0.5, 0.5)])
    func affineMatchesTransformedCorners(_ t: (Double, Double, Double, Double, Double, Double, Double)) {
        let frame = Rect(x: 30, y: 40, width: 200, height: 120)
        let transform = Transform2D(translationX: t.3, translationY: t.4, scaleX: t.1, scaleY: t.2, rotation: t.0)
        let anchor = Anchor(x: t.5, y: t.6)
        let m = Affine.view(frame: frame, transform: transform, anchor: anchor)
        let expected = transformedCorners(of: frame, transform: transform, anchor: anchor)
        let local = [(0.0, 0.0), (200.0, 0.0), (200.0, 120.0), (0.0, 120.0)]
        for (p, e) in zip(local, expected) {
            let q = m.apply(p.0, p.1)
            #expect(abs(q.x - e.x) < 1e-9 && abs(q.y - e.y) < 1e-9)
        }
    }

    /// A wide view (200 × 80 pt, 10 × 2 cells) turned 90° about its centre becomes tall: 80 pt
    /// across (4 cells) and 200 pt down (5 cells), centred on the same point (200, 400).
    @Test func quarterTurnMakesAWideViewTall() {
        let flat = SceneView(id: "w", frame: Rect(x: 100, y: 360, width: 200, height: 80), color: Fixture.amber, border: false)
        var turned = flat
        turned.transform = Transform2D(rotation: .pi / 2)
        let a = Self.painted(Fixture.renderSquare([flat]), Fixture.amber)
        let b = Self.painted(Fixture.renderSquare([turned]), Fixture.amber)
        func extent(_ s: Set<[Int]>) -> (cols: ClosedRange<Int>, rows: ClosedRange<Int>) {
            (s.map { $0[0] }.min()!...s.map { $0[0] }.max()!, s.map { $0[1] }.min()!...s.map { $0[1] }.max()!)
        }
        let ea = extent(a), eb = extent(b)
        #expect(ea.cols == 5...14 && ea.rows == 9...10)
        // x 160–240 pt → cells 8…11; y 300–500 pt → rows 7.5…12.5 → half rows 7…12.
        #expect(eb.cols == 8...11 && eb.rows == 7...12)
        // Tall: 80 pt across < 200 pt down.
        #expect(Double(eb.cols.count) * 20 < Double(eb.rows.count) * 40)
        // The rows 7 and 12 are half rows: ▄ on top, ▀ at the bottom.
        let g = Fixture.renderSquare([turned])
        #expect(Fixture.squareCell(g, 9, 7).glyph == "▄" && Fixture.squareCell(g, 9, 12).glyph == "▀")
    }

    /// Rotation about a corner (the seed-002 swing): the corner stays put while the rest moves.
    @Test func swingAboutTheCorner() {
        // 200 × 200 pt with its bottom-left at (100, 600).
        func painted(_ degrees: Double) -> Set<[Int]> {
            let v = SceneView(id: "m", frame: Rect(x: 100, y: 400, width: 200, height: 200),
                              transform: Transform2D(rotation: degrees * .pi / 180), anchor: Anchor(x: 0, y: 1),
                              color: Fixture.amber, border: false)
            return Self.painted(Fixture.renderSquare([v]), Fixture.amber)
        }
        let rest = painted(0), swung = painted(-90)
        // −90° (counter-clockwise on screen) about (100, 600): the right side now points up and
        // the top points left, so the square spans x −100…100, y 400…600 → cells 0…4 (clipped),
        // rows 10…14.
        #expect(rest.contains([5, 14]) && swung.contains([4, 14]) && swung.contains([0, 10]))
        #expect(swung.allSatisfy { $0[0] <= 4 && $0[1] >= 10 && $0[1] <= 14 })
        #expect(swung.count == 25)
        #expect(!swung.contains([6, 12]) && rest.contains([6, 12]))
        // In between the shape is a diamond-ish quad whose painted cells differ from both.
        let mid = painted(-45)
        #expect(mid != rest && mid != swung && !mid.isEmpty)
    }

    /// A rotated view is drawn without text; at zero rotation the text is there.
    @Test func rotatedViewsHaveNoText() {
        var v = SceneView(id: "v", frame: Rect(x: 50, y: 200, width: 300, height: 400), color: Fixture.blue, title: "Title")
        #expect(Fixture.renderSquare([v]).text.contains("Title"))
        v.transform.rotation = 0.3
        let text = Fixture.renderSquare([v]).text
        #expect(!text.contains("Title") && !text.contains("┌"))
    }

    /// A scaled view keeps its text (clipped to the smaller rectangle); at scale 0.1 it is a dot.
    @Test func scaledViews() {
        var v = SceneView(id: "v", frame: Rect(x: 0, y: 0, width: 400, height: 800), color: Fixture.blue, title: "Scaled")
        v.transform = Transform2D(scaleX: 0.5, scaleY: 0.5)
        let half = Self.painted(Fixture.renderSquare([v]), Fixture.blue)
        // 100–300 pt across, 200–600 down: cells 5…14, rows 5…14.
        #expect(half.map { $0[0] }.min() == 5 && half.map { $0[0] }.max() == 14)
        #expect(Fixture.renderSquare([v]).text.contains("Scaled"))
        v.transform = Transform2D(scaleX: 0.1, scaleY: 0.1)
        let tiny = Self.painted(Fixture.renderSquare([v]), Fixture.blue)
        #expect(tiny.count <= 4 && !tiny.isEmpty)
        v.transform = Transform2D(scaleX: 0, scaleY: 0)
        #expect(Self.painted(Fixture.renderSquare([v]), Fixture.blue).isEmpty)
    }

    /// A subview moves and turns with its parent.
    @Test func subviewsComposeTheParentTransform() {
        let child = SceneView(id: "p.c", frame: Rect(x: 0, y: 0, width: 40, height: 80), color: Fixture.amber, border: false)
        var parent = SceneView(id: "p", frame: Rect(x: 0, y: 0, width: 200, height: 200), color: Fixture.blue, border: false,
                               subviews: [child])
        parent.transform = Transform2D(translationX: 100, translationY: 200)
        let moved = Self.painted(Fixture.renderSquare([parent]), Fixture.amber)
        // Child at 100–140 pt across, 200–280 down: cells 5…6, rows 5…6.
        #expect(moved == [[5, 5], [6, 5], [5, 6], [6, 6]])
        // Turned 180° about the parent's centre (200, 300 after the move): the child lands at
        // 260–300 across, 320–400 down: cells 13…14, rows 8…9.
        parent.transform.rotation = .pi
        let turned = Self.painted(Fixture.renderSquare([parent]), Fixture.amber)
        #expect(turned == [[13, 8], [14, 8], [13, 9], [14, 9]])
    }

    /// Non-finite geometry draws nothing and does not crash.
    @Test func nonFiniteGeometry() {
        for bad in [Double.nan, .infinity, -.infinity, 1e300] {
            let v = SceneView(id: "v", frame: Rect(x: bad, y: 0, width: 100, height: bad), transform: Transform2D(rotation: bad),
                              alpha: bad, color: Fixture.amber, title: "x")
            _ = Fixture.renderSquare([v])
            let w = SceneView(id: "w", frame: Rect(x: 0, y: 0, width: 100, height: 100), transform: Transform2D(scaleX: bad, rotation: 0.2),
                              color: Fixture.amber)
            _ = Fixture.renderSquare([w])
        }
    }
}
