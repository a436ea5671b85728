import Foundation
import SegueCore
import Testing
import SegueUIKit

/// Gesture recognizers driven by the model's keyboard and mouse finger. Expected values come from
/// the scenario below (a phone, 390 × 844 points; an edge pan from the left), the keyboard step
/// of docs/gestures.md (width / 20 a press, 0.05 of scale a pinch press), closed forms of the
/// drags and UIKit's documented state order.
@MainActor @Suite struct GestureRecognizerTests {
    static let text = """
    {"segue": 1, "name": "g", "title": "G", "device": "phone",
     "screens": [{"id": "a", "title": "A", "color": "#123456"}, {"id": "b", "title": "B", "color": "#654321"}],
     "container": {"kind": "navigation", "stack": ["a", "b"]},
     "transitions": {"pop": {
       "animator": {"duration": 0.4, "to": {"from": {"x": -0.3}, "to": {"x": 0}}, "from": {"from": {"x": 0}, "to": {"x": 1}}},
       "interaction": {"gesture": "edgePan", "edge": "left", "finish": {"rule": "threshold", "threshold": 0.5}}}}}
    """

    /// What the action received, one entry per call.
    @MainActor final class Handler {
        var states: [UIGestureRecognizer.State] = []
        var translations: [CGPoint] = []
        var velocities: [CGPoint] = []
        var scales: [CGFloat] = []
        var scaleVelocities: [CGFloat] = []

        func handlePan(_ r: UIPanGestureRecognizer) {
            states.append(r.state)
            translations.append(r.translation(in: r.view))
            velocities.append(r.velocity(in: r.view))
        }

        func handlePinch(_ r: UIPinchGestureRecognizer) {
            states.append(r.state)
            scales.append(r.scale)
            scaleVelocities.append(r.velocity)
        }
    }

    final class Refuser: NSObject, UIGestureRecognizerDelegate {
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }

    /// The app, its world routing the finger, and a recognizer `make` builds on the container's view.
    static func setUp<R: UIGestureRecognizer>(_ make: () -> R) throws -> (SimulatedApp, UIKitWorld, R) {
        let app = SimulatedApp(scenario: try ScenarioLoader.load(text: text, file: "g.json").scenario)
        let world = UIKitWorld.of(app.runtime)
        world.routeGestures(of: app)
        let r = world.perform { make() }
        world.perform { UIView.facing(app.container.view).addGestureRecognizer(r) }
        return (app, world, r)
    }

    static func edgePan(_ h: Handler) -> UIScreenEdgePanGestureRecognizer {
        let r = UIScreenEdgePanGestureRecognizer(target: h, action: __sel__(h.handlePan))
        r.edges = .left
        return r
    }

    static func stack(_ app: SimulatedApp) -> [String] { (app.container as? NavigationController)?.stackIDs ?? [] }

    /// Eight → presses 0.12 s apart (no key repeat), left alone: the finger lifts on its own at rest.
    static func pressRight(_ app: SimulatedApp, times: Int = 8) {
        for k in 0..<times { app.handle(.pan(.right), at: 1 + 0.12 * Double(k)) }
        app.advance(to: 4)
    }

    @Test func theKeyboardEdgePanCallsTheActionInUIKitsOrder() throws {
        let h = Handler()
        let (app, _, r) = try Self.setUp { Self.edgePan(h) }
        Self.pressRight(app)
        #expect(h.states.first == .began)
        #expect(h.states.filter { $0 == .began }.count == 1)
        #expect(h.states.last == .ended)
        #expect(h.states.dropFirst().dropLast().allSatisfy { $0 == .changed } && h.states.count > 3)
        // Eight steps of width / 20 from the touch-down, less the pan's 15-point hysteresis
        // (docs/gestures.md): UIKit's screen-edge pan removes it from the translation when it
        // begins (`_removeHysteresisFromTranslation`, decompiled UIKitCore 26.1).
        #expect(h.translations.last == CGPoint(x: 8 * 390.0 / 20 - 15, y: 0))
        // The finger landed in the middle of the left edge (the phone is 844 points tall).
        #expect(r.location(in: nil) == CGPoint(x: 8 * 390.0 / 20, y: 844.0 / 2))
        #expect(r.numberOfTouches == 0)
    }

    /// UIKit: disabling a recognized recognizer cancels it; the rest of the touch is not its.
    @Test func disablingMidTouchCancels() throws {
        let h = Handler()
        let (app, _, r) = try Self.setUp { Self.edgePan(h) }
        for k in 0..<4 { app.handle(.pan(.right), at: 1 + 0.12 * Double(k)) }
        #expect(h.states.last == .changed && r.numberOfTouches == 1)
        r.isEnabled = false
        let calls = h.states.count
        for k in 4..<8 { app.handle(.pan(.right), at: 1 + 0.12 * Double(k)) }
        app.advance(to: 4)
        #expect(h.states.count == calls && h.states.last == .cancelled)
        #expect(Self.stack(app) == ["a", "b"])
    }

    @Test func aHostRecognizerTakesTheGestureAndTheBuiltInPopDoesNotRun() throws {
        let h = Handler()
        let (app, _, _) = try Self.setUp { Self.edgePan(h) }
        Self.pressRight(app, times: 14)  // far past the 0.5 threshold
        #expect(!h.states.isEmpty)
        #expect(Self.stack(app) == ["a", "b"])
        #expect(app.phase == .idle)
        #expect(!app.runtime.log.entries.contains { $0.text.contains("popViewController") || $0.text.contains("update(") })
    }

    @Test func aDisabledRecognizerGetsNothingAndTheBuiltInPopRunsAsWithoutOne() throws {
        let h = Handler()
        let (app, _, r) = try Self.setUp { Self.edgePan(h) }
        r.isEnabled = false
        let plain = SimulatedApp(scenario: app.scenario)
        Self.pressRight(app, times: 14)
        Self.pressRight(plain, times: 14)
        #expect(h.states.isEmpty)
        #expect(Self.stack(app) == ["a"])
        #expect(app.runtime.log.entries == plain.runtime.log.entries)
        #expect(app.scene() == plain.scene())
    }

    @Test func shouldBeginFalseGivesNoBeganAndNoTransition() throws {
        let h = Handler(), refuser = Refuser()
        let (app, _, r) = try Self.setUp { Self.edgePan(h) }
        r.delegate = refuser
        Self.pressRight(app, times: 14)
        #expect(h.states.isEmpty)
        #expect(r.state == .failed)
        #expect(Self.stack(app) == ["a", "b"])
    }

    @Test func aMouseDragsTranslationIsExactlyItsMovement() throws {
        let h = Handler()
        let (app, _, _) = try Self.setUp { Self.edgePan(h) }
        app.handle(.press(Point(x: 5, y: 400)), at: 1)
        for k in 1...4 { app.handle(.drag(Point(x: 5 + 25 * Double(k), y: 400 + 5 * Double(k))), at: 1 + 0.05 * Double(k)) }
        app.handle(.release(Point(x: 105, y: 420)), at: 1.25)
        #expect(h.states.first == .began && h.states.last == .ended)
        // The movement less the edge pan's 15-point hysteresis along the edge's inward axis.
        #expect(h.translations.last == CGPoint(x: 100 - 15, y: 20))
        #expect(Self.stack(app) == ["a", "b"])
    }

    /// While the code's own recognizer has the finger, the panel does not predict the release by
    /// a rule segue knows (the scenario's threshold 0.5 here): the code's action decides.
    @Test func thePanelLeavesTheReleaseToTheCodesAction() throws {
        let h = Handler()
        let (app, _, _) = try Self.setUp { Self.edgePan(h) }
        for k in 0..<4 { app.handle(.pan(.right), at: 1 + 0.12 * Double(k)) }
        #expect(app.scene().panel.gesture?.releaseOutcome == .decidedByCode(released: false))
        app.advance(to: 4)
        #expect(app.scene().panel.gesture?.releaseOutcome == .decidedByCode(released: true))
    }

    /// A drag of 10 points every 1/60 s is 600 pt/s in every sample, so the 0.2/0.8 estimator
    /// reports 600 (to rounding, 1e-6), at each change and at a release within 0.1 s.
    @Test func aSteadyDragsVelocityIsItsSpeed() throws {
        let h = Handler()
        let (app, _, _) = try Self.setUp { UIPanGestureRecognizer(target: h, action: __sel__(h.handlePan)) }
        app.handle(.press(Point(x: 100, y: 400)), at: 1)
        for k in 1...12 { app.handle(.drag(Point(x: 100 + 10 * Double(k), y: 400)), at: 1 + Double(k) / 60) }
        app.handle(.release(Point(x: 220, y: 400)), at: 1 + 12.5 / 60)
        #expect(h.states.first == .began && h.states.last == .ended)
        for v in h.velocities.dropFirst(2) { #expect(abs(v.x - 600) < 1e-6 && v.y == 0, "\(v)") }
        #expect(h.translations.last == CGPoint(x: 120, y: 0))
    }

    /// Four `-` presses pinch the target in by 4 × 0.05: the fingers come to rest at scale 0.8.
    /// Each touch starts again from scale 1.
    @Test func aPinchsScaleFollowsTheKeys() throws {
        let h = Handler()
        let (app, _, _) = try Self.setUp { UIPinchGestureRecognizer(target: h, action: __sel__(h.handlePinch)) }
        for k in 0..<4 { app.handle(.pinch(inward: true), at: 1 + 0.12 * Double(k)) }
        app.advance(to: 4)
        #expect(h.states.first == .began && h.states.last == .ended)
        #expect(abs((h.scales.last ?? 0) - 0.8) < 1e-12)
        #expect(h.scaleVelocities.dropLast().contains { $0 < 0 } && !h.scaleVelocities.contains { $0 > 0 })
        #expect(Self.stack(app) == ["a", "b"])
        // A new touch: two `+` presses pinch out to 1 + 2 × 0.05, velocity positive (UIKit's sign).
        let firstTouch = h.states.count
        for k in 0..<2 { app.handle(.pinch(inward: false), at: 5 + 0.12 * Double(k)) }
        app.advance(to: 8)
        #expect(h.states[firstTouch] == .began && h.states.last == .ended)
        #expect(abs((h.scales.last ?? 0) - 1.1) < 1e-12)
        #expect(h.scaleVelocities[firstTouch...].contains { $0 > 0 })
    }

    @Test func aSelectorByNameIsReportedOnceAsAWarning() throws {
        let (app, _, _) = try Self.setUp { () -> UIScreenEdgePanGestureRecognizer in
            let r = UIScreenEdgePanGestureRecognizer(target: nil, action: Selector("handlePan:"))
            r.edges = .left
            return r
        }
        Self.pressRight(app)
        let warnings = app.runtime.log.entries.filter { $0.text.contains("Selector(\"handlePan:\")") }
        #expect(warnings.count == 1)
    }
}
