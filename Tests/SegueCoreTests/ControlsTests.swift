import Testing
@testable import SegueCore
import SegueFiles

/// What the scenario lets the keys do now (`Scene.panel.controls`), read off the scenario files:
/// which interaction each pop or dismiss has, the container, and the screen list. Regression:
/// the panel offered `←→ pan ⏎ release` in every scenario.
struct ControlsTests {
    static func model(_ name: String) throws -> SimulatedApp {
        SimulatedApp(scenario: try ScenarioLoader.load(path: TestPaths.scenarios + "/\(name).json").scenario)
    }

    @Test(arguments: [
        ("pop-parallax", Controls(panEdge: .left, back: .pop)),       // stack inbox, message; left-edge pop
        ("pinch-pop", Controls(pinch: true, back: .pop)),             // a pinch pop, no pan
        ("tabs-slide", Controls(tabCount: 3)),                        // music, podcasts, radio
        ("cross-dissolve", Controls(childCount: 2)),                  // map, list: children of a containment parent
        ("alert", Controls(forward: .present)),                       // presenter only; confirm comes next
        ("default-pop", Controls(forward: .push)),                    // the root alone: nothing to pop yet
        ("scale-push-pop", Controls(forward: .push)),
        ("sheet", Controls(forward: .present)),                       // no sheet up yet: ↑ ↓ do nothing
    ] as [(String, Controls)])
    func atTheStart(_ name: String, _ expected: Controls) throws {
        #expect(try Self.model(name).scene().panel.controls == expected)
    }

    /// After a push (or presentation) the offer changes with the stack.
    @Test(arguments: [
        ("default-pop", Controls(panEdge: .left, back: .pop)),        // UIKit's default pop has the left-edge pan
        ("scale-push-pop", Controls(back: .pop)),                     // a custom pop without an interaction: no pan
        ("modal-spring", Controls(back: .dismiss)),                   // no dismiss interaction
        ("sheet", Controls(panEdge: .bottom, back: .dismiss)),        // ↑ ↓ drag the sheet
    ] as [(String, Controls)])
    func afterGoingForward(_ name: String, _ expected: Controls) throws {
        let m = try Self.model(name)
        m.handle(.forward, at: 0.1)
        m.advance(to: 3)
        #expect(m.phase == .idle)
        #expect(m.scene().panel.controls == expected)
    }

    /// While the finger drives the pop its pan stays on offer; once released nothing can begin
    /// until the transition ends.
    @Test func duringAnInteractivePop() throws {
        let m = try Self.model("pop-parallax")
        for i in 0..<6 { m.handle(.pan(.right), at: 0.5 + Double(i) * 0.03) }
        m.advance(to: 0.7)
        var panel = m.scene().panel
        #expect(panel.phase == .interactive)
        #expect(panel.controls == Controls(panEdge: .left, back: .pop))
        #expect(panel.gesture?.isTouching == true)
        m.handle(.lift, at: 0.72)
        m.advance(to: 0.75)
        panel = m.scene().panel
        #expect(panel.phase == .finishing || panel.phase == .cancelling)
        #expect(panel.controls.panEdge == nil)
        #expect(panel.gesture?.isTouching == false)
    }
}
