import Testing
@testable import SegueCore

/// Regression: the model decided whether a gesture may begin from the *previous* gesture's kind,
/// so the first pinch of a session (no gesture yet → taken for an edge pan) was refused with
/// "failed (the container refused)", and a pinch after a refused arrow-key pan was refused too.
/// Seen in the pinch-pop demo: its first, small pinch never started a transition.
struct FirstPinchTests {
    /// A two-screen stack whose pop is driven by a pinch only (seed 002).
    static func pinchPop() -> Scenario {
        var s = Scenario(name: "pinch", title: "Pinch", screens: [
            ScreenSpec(id: "gallery", title: "Gallery", color: RGB(r: 77, g: 124, b: 15)),
            ScreenSpec(id: "photo", title: "Photo", color: RGB(r: 14, g: 116, b: 144)),
        ], container: .navigation(stack: ["gallery", "photo"]))
        s.transitions[.pop] = TransitionSpec(
            animator: AnimatorSpec(duration: 0.4, tracks: [
                TrackSpec(target: .role(.from), from: TrackValues(scale: 1), to: TrackValues(scale: 0.1)),
            ]),
            interaction: InteractionSpec(gesture: .pinch, finish: .pinch(threshold: 0.3, velocity: 5)))
        return s
    }

    @Test func theFirstPinchOfASessionBeginsThePop() {
        let m = SimulatedApp(scenario: Self.pinchPop())
        for i in 0..<4 { m.handle(.pinch(inward: true), at: 0.5 + Double(i) * 0.08) }
        m.advance(to: 0.5 + 3 * 0.08 + 0.1)  // the scale glides to its target within 0.1 s
        // Four presses of 0.05 from a start scale of 1: percent = 1 − 0.8 / 1 = 0.2 (docs/gestures.md).
        #expect(m.phase == .interactive)
        #expect(abs((m.percent ?? -1) - 0.2) < 1e-9, "percent \(m.percent ?? -1)")
    }

    @Test func aPinchAfterARefusedPanBegins() {
        let m = SimulatedApp(scenario: Self.pinchPop())
        m.handle(.pan(.right), at: 0.2)   // no edge pan is offered here: nothing begins
        m.handle(.pan(.right), at: 0.23)
        #expect(m.phase == .idle)
        m.advance(to: 1)            // the pan's idle release has passed
        for i in 0..<6 { m.handle(.pinch(inward: true), at: 1.2 + Double(i) * 0.05) }
        m.advance(to: 1.2 + 5 * 0.05 + 0.1)
        #expect(m.phase == .interactive)
        #expect(abs((m.percent ?? -1) - 0.3) < 1e-9, "percent \(m.percent ?? -1)")
    }
}
