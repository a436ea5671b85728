import Testing
@testable import SegueCore

/// The sheet's vertical pan (docs/gestures.md, "Sheets"): positions are points up from the
/// touch-down, there is no hysteresis, ↑ moves the finger height / 20 up, the mouse exactly.
@Suite struct SheetPanTests {
    @Test func theKeyboardFingerMovesAStepAPressUpPositive() {
        var g = SheetPan(keyboardIn: phoneContainer)
        var updates = g.handle(.up, at: 1.0)
        updates += g.advance(to: 1.2, canBegin: { false })  // never asked: a sheet pan always begins
        #expect(updates.first.map { if case .began = $0 { true } else { false } } == true)
        #expect(abs(g.translation - 844.0 / 20) < 1e-9, "one step: 42.2 pt up, none of it eaten by a hysteresis")
        _ = g.handle(.down, at: 1.3)
        _ = g.handle(.down, at: 1.35)
        _ = g.advance(to: 1.45, canBegin: { true })  // before letting go is seen (1.35 + 2.5 × 0.05)
        #expect(abs(g.translation + 844.0 / 20) < 1e-9, "two steps down from one up: 42.2 pt below the touch-down")
        #expect(g.velocity < 0, "moving down: negative")
        #expect(g.consumes(.enter) && g.consumes(.up) && !g.consumes(.right))
        let end = g.handle(.enter, at: 1.46)
        #expect(end.contains { if case .ended = $0 { true } else { false } })
        #expect(g.kind == .sheetPan(byMouse: false) && g.liftsWithKeys)
    }

    @Test func theMouseFollowsExactly() {
        var g = SheetPan(mouseIn: phoneContainer)
        _ = g.handle(.mouse(.press, Point(x: 100, y: 600)), at: 1)
        _ = g.handle(.mouse(.drag, Point(x: 140, y: 560)), at: 1.05)
        #expect(g.translation == 40, "40 pt up; the x movement does not count")
        _ = g.handle(.mouse(.drag, Point(x: 140, y: 620)), at: 1.1)
        #expect(g.translation == -20)
        #expect(!g.liftsWithKeys && !g.consumes(.enter) && g.consumes(.escape))
        let end = g.handle(.mouse(.release, Point(x: 140, y: 620)), at: 1.3)
        #expect(end == [.ended(percent: 0, velocity: 0)], "0.2 s after the last move: no velocity")
    }
}
