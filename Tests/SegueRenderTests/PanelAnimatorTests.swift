import SegueCore
import Testing
@testable import SegueRender

/// The panel's property-animator rows (docs/panel-and-exports.md): two rows under the gesture
/// only while an interruptible transition runs, worded from `PropertyAnimatorInfo`.
struct PanelAnimatorTests {
    @Test func rowsComeUnderTheGestureOnlyWhenWanted() {
        // Height 40 without: gesture 12..<14, log 15..<39. With: animator 14..<16, log 17..<39.
        let with = PanelLayout(height: 40, animator: true)
        #expect(with.gesture == 12..<14 && with.animator == 14..<16 && with.log == 17..<39 && with.hints == 39)
        #expect(PanelLayout(height: 40).animator.isEmpty && PanelLayout(height: 40).log == 15..<39)
        // 10 rows: no room left after the log's first row.
        #expect(PanelLayout(height: 10, animator: true) == PanelLayout(height: 10))
    }

    @Test(arguments: Array(0...60))
    func rowsNeverOverlap(height: Int) {
        let l = PanelLayout(height: height, animator: true)
        var rows: [Int] = [l.title, l.status, l.bar, l.plotCaption, l.hints].compactMap { $0 }
        rows += Array(l.plot) + Array(l.gesture) + Array(l.animator) + Array(l.log)
        #expect(Set(rows).count == rows.count)
        #expect(rows.allSatisfy { $0 >= 0 && $0 < max(height, 0) })
    }

    @Test(arguments: [
        (PropertyAnimatorInfo(state: .paused, fractionComplete: 0.4249, isReversed: false),
         "animator  paused  0.42  forward", "spring v: no release yet"),
        (PropertyAnimatorInfo(state: .active, fractionComplete: 0.07, isReversed: true, releaseVelocity: (-650, 15.198)),
         "animator  active  0.07  reversed", "spring v -650 pt/s = 15.20/s"),
        (PropertyAnimatorInfo(state: .stopped, fractionComplete: 1, isReversed: false, releaseVelocity: (1000, 5)),
         "animator  stopped  1.00  forward", "spring v 1000 pt/s = 5.00/s"),
    ])
    func words(_ info: PropertyAnimatorInfo, state: String, release: String) {
        #expect(PanelAnimatorText.state(info).map(\.0).joined() == state)
        #expect(PanelAnimatorText.release(info).map(\.0).joined() == release)
    }

    @Test func drawnInThePanel() {
        var info = TestGrids.sampleInfo()
        info.propertyAnimator = PropertyAnimatorInfo(state: .paused, fractionComplete: 0.5, isReversed: false)
        var grid = CellGrid(width: 120, height: 40)
        drawPanel(info, into: &grid, rect: CellRect(x: 80, y: 0, width: 40, height: 40))
        #expect(TestGrids.text(grid, row: 14, x: 80, width: 40).hasPrefix("animator  paused  0.50  forward"))
        #expect(TestGrids.text(grid, row: 15, x: 80, width: 40).hasPrefix("spring v: no release yet"))
    }
}
