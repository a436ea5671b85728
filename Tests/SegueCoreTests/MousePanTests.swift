import Testing
@testable import SegueCore

/// The mouse edge pan of docs/gestures.md, in container points (phone 390×844, edge region 13 pt).
struct MousePanTests {
    @Test(arguments: [
        (Edge.left, Point(x: 13, y: 400), true),
        (Edge.left, Point(x: 0, y: 0), true),
        (Edge.left, Point(x: 13.5, y: 400), false),
        (Edge.left, Point(x: -1, y: 400), false),
        (Edge.left, Point(x: 5, y: 900), false),
        (Edge.right, Point(x: 377, y: 10), true),
        (Edge.right, Point(x: 376, y: 10), false),
        (Edge.top, Point(x: 200, y: 13), true),
        (Edge.top, Point(x: 5, y: 14), false),
        (Edge.bottom, Point(x: 200, y: 831), true),
        (Edge.bottom, Point(x: 200, y: 830), false),
    ])
    func edgeRegion(edge: Edge, point: Point, inside: Bool) {
        var m = MousePan(edge: edge, containerSize: phoneContainer)
        #expect(m.isInEdgeRegion(point) == inside)
        #expect(m.handle(.mouse(.press, point), at: 0).isEmpty)
        #expect(m.isActive == inside)
    }

    @Test func pressOutsideTheRegionIsIgnored() {
        var m = MousePan(containerSize: phoneContainer)
        #expect(m.handle(.mouse(.press, Point(x: 100, y: 400)), at: 0).isEmpty)
        #expect(!m.isActive)
        #expect(m.handle(.mouse(.drag, Point(x: 200, y: 400)), at: 0.1).isEmpty)
        #expect(m.handle(.mouse(.release, Point(x: 200, y: 400)), at: 0.2).isEmpty)
        #expect(m.state == .possible)
    }

    @Test func dragMovesTheFingerExactlyWithTheSameRules() {
        var m = MousePan(containerSize: phoneContainer)
        _ = m.handle(.mouse(.press, Point(x: 5, y: 400)), at: 0)
        // Moved 10 < 15: nothing yet.
        #expect(m.handle(.mouse(.drag, Point(x: 15, y: 400)), at: 0.02).isEmpty)
        #expect(m.state == .possible)
        // Moved 20 ≥ 15: began, translation 20 − 15 = 5. Samples 10/0.02 = 500, 10/0.02 = 500.
        #expect(nearly(m.handle(.mouse(.drag, Point(x: 25, y: 410)), at: 0.04), [.began(percent: 5.0 / 390)]))
        #expect(nearly(m.velocity, 500, 1e-6))
        // Moved 40: translation 25; sample 20/0.02 = 1000 → 0.2·1000 + 0.8·500 = 600.
        #expect(nearly(m.handle(.mouse(.drag, Point(x: 45, y: 420)), at: 0.06),
                      [.changed(percent: 25.0 / 390, translation: 25, velocity: 600)], 1e-6))
        // Release 0.04 s after the last drag keeps the velocity.
        #expect(nearly(m.handle(.mouse(.release, Point(x: 45, y: 420)), at: 0.10), [.ended(percent: 25.0 / 390, velocity: 600)], 1e-6))
        #expect(m.state == .ended)
        #expect(!m.isActive)
    }

    @Test func releaseAfterRestHasZeroVelocity() {
        var m = MousePan(containerSize: phoneContainer)
        _ = m.handle(.mouse(.press, Point(x: 0, y: 400)), at: 0)
        _ = m.handle(.mouse(.drag, Point(x: 100, y: 400)), at: 0.1)
        #expect(nearly(m.handle(.mouse(.release, Point(x: 100, y: 400)), at: 0.25), [.ended(percent: 85.0 / 390, velocity: 0)]))
    }

    @Test func firstDragIsMeasuredFromThePress() {
        var m = MousePan(containerSize: phoneContainer)
        _ = m.handle(.mouse(.press, Point(x: 10, y: 400)), at: 1.0)
        _ = m.handle(.mouse(.drag, Point(x: 40, y: 400)), at: 1.05)
        #expect(nearly(m.velocity, 600, 1e-6), "30 pt in 0.05 s")
    }

    @Test func rightEdgeMeasuresInward() {
        var m = MousePan(edge: .right, containerSize: phoneContainer)
        _ = m.handle(.mouse(.press, Point(x: 385, y: 400)), at: 0)
        let u = m.handle(.mouse(.drag, Point(x: 285, y: 400)), at: 0.1)
        // 100 pt leftward = inward: translation 85, velocity +1000.
        #expect(nearly(u, [.began(percent: 85.0 / 390)]))
        #expect(nearly(m.velocity, 1000, 1e-6))
    }

    @Test func neverPastTheEdge() {
        var m = MousePan(containerSize: phoneContainer)
        _ = m.handle(.mouse(.press, Point(x: 10, y: 400)), at: 0)
        _ = m.handle(.mouse(.drag, Point(x: -40, y: 400)), at: 0.1)
        #expect(m.tracker.position == 0)
        #expect(m.tracker.movement == -10)
        #expect(m.state == .possible)
    }

    @Test func refusedDragFails() {
        var m = MousePan(containerSize: phoneContainer)
        _ = m.handle(.mouse(.press, Point(x: 0, y: 400)), at: 0)
        #expect(m.handle(.mouse(.drag, Point(x: 50, y: 400)), at: 0.1, canBegin: { false }) == [.failed])
        #expect(m.handle(.mouse(.drag, Point(x: 90, y: 400)), at: 0.2).isEmpty)
        #expect(m.handle(.mouse(.release, Point(x: 90, y: 400)), at: 0.3).isEmpty)
        #expect(m.tracker.failure == .refused)
    }

    @Test func pressWhileDownLiftsTheOldTouchFirst() {
        var m = MousePan(containerSize: phoneContainer)
        _ = m.handle(.mouse(.press, Point(x: 0, y: 400)), at: 0)
        _ = m.handle(.mouse(.drag, Point(x: 60, y: 400)), at: 0.05)
        let u = m.handle(.mouse(.press, Point(x: 2, y: 400)), at: 0.1)
        #expect(nearly(u, [.ended(percent: 45.0 / 390, velocity: 1200)], 1e-6))
        #expect(m.isActive)
        #expect(m.state == .possible)
    }

    /// Regression ("the panel lies at rest", mouse): 958 pt/s stayed on the panel after a
    /// 0.3 s rest and nothing redrew. The pan's only deadline is the moment its velocity goes
    /// stale, 0.1 s after the last drag; it never ends on its own.
    @Test func theVelocityGoesStaleAtItsDeadlineAndNothingEndsOnItsOwn() {
        var m = MousePan(containerSize: phoneContainer)
        _ = m.handle(.mouse(.press, Point(x: 0, y: 400)), at: 0)
        #expect(m.deadline == nil, "not recognized yet")
        _ = m.handle(.mouse(.drag, Point(x: 60, y: 400)), at: 0.05)
        #expect(nearly(m.deadline ?? -1, 0.15, 1e-6))
        #expect(nearly(m.releaseVelocity(at: 0.149), 1200, 1e-6))
        #expect(m.advance(to: 0.15 + 1e-6, canBegin: { true }).isEmpty)
        #expect(m.releaseVelocity(at: 0.15 + 1e-6) == 0)
        #expect(m.deadline == nil)
        #expect(m.advance(to: 100, canBegin: { true }).isEmpty)
        #expect(m.isActive)
        #expect(m.cancel(at: 100) == [.cancelled])
        #expect(m.state == .cancelled)
    }
}
