import Foundation
import Testing
@testable import SegueRender
import SegueCore
@testable import SegueRecords

/// Timeline rows of elements (subviews) and snapshots, on hand-built scenes whose numbers are
/// worked out here by hand.
struct TimelineCSVTests {
    static func scene(_ views: [SceneView]) -> Scene {
        Scene(containerSize: Size(width: 390, height: 844), views: views, panel: PanelInfo(title: "t", phase: .animating, percent: 0.25))
    }

    /// The view id and the numbers of each row.
    static func rows(_ views: [SceneView]) -> [(String, [Double])] {
        TimelineCSV.rows(t: 0.5, scene: scene(views)).map { line in
            let f = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            #expect(f[0] == "0.5000" && f[1] == "animating" && f[2] == "0.250000")
            return (f[3], f[4...].map { Double($0)! })
        }
    }

    static func view(_ id: String, _ frame: Rect, transform: Transform2D = .identity, alpha: Double = 1,
                     subviews: [SceneView] = [], snapshot: Bool = false) -> SceneView {
        SceneView(id: id, frame: frame, transform: transform, alpha: alpha, color: .black, subviews: subviews, isSnapshot: snapshot)
    }

    @Test func elementsFollowTheirParentWithContainerFrames() {
        let bar = Self.view("inbox.titleBar", Rect(x: 0, y: 0, width: 390, height: 67.52), alpha: 0.25)
        let badge = Self.view("inbox.badge", Rect(x: 10, y: 5, width: 20, height: 20),
                              subviews: [Self.view("inbox.dot", Rect(x: 2, y: 3, width: 4, height: 4))])
        let inbox = Self.view("inbox", Rect(x: 117, y: 0, width: 390, height: 844), alpha: 0.5, subviews: [bar, badge])
        let rows = Self.rows([Self.view("mailboxes", Rect(x: -30, y: 0, width: 390, height: 844)), inbox,
                              Self.view("cover", Rect(x: 0, y: 0, width: 390, height: 844), alpha: 0.4)])
        // Bottom to top, each element right after its parent, nested ones after theirs.
        #expect(rows.map(\.0) == ["mailboxes", "inbox", "inbox.titleBar", "inbox.badge", "inbox.dot", "cover"])
        // Frames moved by the parents' origins: 117 + 0; 117 + 10, 0 + 5; 127 + 2, 5 + 3.
        #expect(rows[2].1 == [117, 0, 390, 67.52, 1, 0, 0.25])   // its own alpha, not 0.25 × 0.5
        #expect(rows[3].1 == [127, 5, 20, 20, 1, 0, 1])
        #expect(rows[4].1 == [129, 8, 4, 4, 1, 0, 1])
    }

    @Test func parentTransformsApplyAsConvertDoes() {
        // A parent at (100, 200), 200 × 400, scaled 0.5 about its centre (200, 400): a bounds point
        // b goes to (200, 400) + 0.5 (b − (100, 200)). The element's corner (20, 40) → (160, 320),
        // its 100 × 50 size → 50 × 25; its own scale 2, 30° and alpha 0.8 are its own columns.
        let own = Transform2D(scaleX: 2, scaleY: 2, rotation: .pi / 6)
        let element = Self.view("card.thumb", Rect(x: 20, y: 40, width: 100, height: 50), transform: own, alpha: 0.8)
        let scaled = Self.view("card", Rect(x: 100, y: 200, width: 200, height: 400), transform: Transform2D(scaleX: 0.5, scaleY: 0.5),
                               subviews: [element])
        #expect(Self.rows([scaled])[1].1 == [160, 320, 50, 25, 2, 30, 0.8])
        // A parent 100 × 200 at the origin turned 90° about its centre (50, 100): a point at offset
        // (dx, dy) from the centre goes to (50 − dy, 100 + dx). The title bar (0, 0, 100, 20) has
        // corners at offsets (±50, −100) and (±50, −80): they land at x 130…150, y 50…150.
        let bar = Self.view("modal.bar", Rect(x: 0, y: 0, width: 100, height: 20))
        let turned = Self.view("modal", Rect(x: 0, y: 0, width: 100, height: 200), transform: Transform2D(rotation: .pi / 2),
                               subviews: [bar])
        let rows = Self.rows([turned])
        #expect(rows[0].1 == [0, 0, 100, 200, 1, 90, 1])  // the frame before its own transform
        #expect(rows[1].1 == [130, 50, 20, 100, 1, 0, 1])
    }

    @Test func snapshotsAreRowsLikeAnyView() {
        // A snapshot flying in the container (the image transition) is a top-level view with its
        // element's id; a snapshot of a screen carries its elements' snapshots as subviews.
        let flying = Self.view("photos.thumb1", Rect(x: 19.5, y: 84.4, width: 109.2, height: 109.72), alpha: 1, snapshot: true)
        let screen = Self.view("photos", Rect(x: -97.5, y: 0, width: 390, height: 844),
                               subviews: [Self.view("photos.thumb2", Rect(x: 140.4, y: 84.4, width: 109.2, height: 109.72), snapshot: true)],
                               snapshot: true)
        let rows = Self.rows([screen, flying])
        #expect(rows.map(\.0) == ["photos", "photos.thumb2", "photos.thumb1"])
        #expect(rows[1].1 == [42.9, 84.4, 109.2, 109.72, 1, 0, 1])
        #expect(rows[2].1 == [19.5, 84.4, 109.2, 109.72, 1, 0, 1])
    }
}
