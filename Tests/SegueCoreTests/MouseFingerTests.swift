import Testing
@testable import SegueCore
@testable import SegueModel

/// The one mouse finger every mouse-driven gesture moves (docs/gestures.md, "Mouse" and "The zoom
/// dismissal"), and the inputs a gesture takes or leaves, with numbers worked by hand on the
/// phone (390×844 pt, hysteresis 15 pt).
struct MouseFingerTests {
    /// Zoom: a press at (100, 100) and one drag to (130, 140) 0.05 s later: the finger moved
    /// d = (30, 40), r = 50 pt from the press, so the pan began (r ≥ 15) with translation 35 pt;
    /// its one sample is 50 / 0.05 = 1000 pt/s along r, (600, 800) pt/s per axis.
    @Test func theZoomsMouseFingerMeasuresItsDistanceFromThePress() {
        var g = ZoomDismissPan(containerSize: phoneContainer, input: .mouse)
        #expect(g.handle(.mouse(.press, Point(x: 100, y: 100)), at: 1).isEmpty)
        #expect(nearly(g.handle(.mouse(.drag, Point(x: 130, y: 140)), at: 1.05), [.began(percent: 35.0 / 844)]))
        #expect(nearly(g.translationVector.dx, 30 * 35.0 / 50) && nearly(g.translationVector.dy, 40 * 35.0 / 50))
        #expect(nearly(g.handle(.mouse(.release, Point(x: 130, y: 140)), at: 1.05), [.ended(percent: 35.0 / 844, velocity: 1000)], 1e-6))
        let v = g.releaseVelocityVector(at: 2)
        #expect(nearly(v.dx, 600, 1e-6) && nearly(v.dy, 800, 1e-6), "the lift's per-axis velocity stays after it")
    }

    /// The sheet's mouse finger is seen as how far up it is: a drag 40 pt up is +40.
    @Test func theSheetsMouseFingerCountsUpward() {
        var g = SheetPan(mouseIn: phoneContainer)
        _ = g.handle(.mouse(.press, Point(x: 100, y: 600)), at: 0)
        #expect(nearly(g.handle(.mouse(.drag, Point(x: 180, y: 560)), at: 0.1), [.began(percent: 40.0 / 844)]))
        #expect(nearly(g.translation, 40))
    }

    /// A keyboard gesture takes no mouse report and a mouse gesture no arrow; the lift belongs to
    /// a keyboard finger that is down; the cancel to any finger that is down.
    @Test func whatEachGestureTakes() {
        let press = GestureInput.mouse(.press, Point(x: 0, y: 400))
        var key = EdgePanGesture(containerSize: phoneContainer)
        #expect(!key.consumes(press) && !key.consumes(.lift) && key.consumes(.arrow(.right)) && !key.consumes(.arrow(.up)))
        _ = key.handle(.arrow(.right), at: 0)
        #expect(key.consumes(.lift) && key.consumes(.cancel) && key.consumes(.arrow(.left)))
        var mouse = MousePan(containerSize: phoneContainer)
        #expect(mouse.consumes(press) && !mouse.consumes(.arrow(.right)) && !mouse.consumes(.cancel))
        _ = mouse.handle(press, at: 0)
        #expect(!mouse.consumes(.lift) && mouse.consumes(.cancel))
        #expect(mouse.handle(.cancel, at: 0.1) == [.failed], "cancelled before it began")
        let zoom = ZoomDismissPan(containerSize: phoneContainer, input: .keyboard)
        #expect(zoom.consumes(.arrow(.up)) && !zoom.consumes(press) && !zoom.consumes(.pinch(inward: true)))
    }

    /// The previewer's intents reach a gesture as inputs, Enter and Space alike; the rest are not a gesture's.
    @Test func intentsAsGestureInputs() {
        #expect(Intent.pan(.left).gestureInput == .arrow(.left))
        #expect(Intent.pinch(inward: true).gestureInput == .pinch(inward: true))
        #expect(Intent.lift.gestureInput == .lift && Intent.liftOrPause.gestureInput == .lift)
        #expect(Intent.cancelGesture.gestureInput == .cancel)
        #expect(Intent.forward.gestureInput == nil && Intent.back.gestureInput == nil)
    }
}
