import Testing
@testable import SegueCore
import SegueFiles

/// The panel's plot for a custom (direct) interaction controller shows what moves the views:
/// while interactive the driver's linear mapping (scale = |p − 1|, so 1 − scale is the plotted
/// value), after release the fixed completion animation with its curve and time. Regression:
/// pop-shrink plotted the animator's easeInOut over 0.4 s the whole time.
struct DirectInteractionPlotTests {
    /// pop-shrink (Scenarios/pop-shrink.json): pop duration 0.4 s, `completion: {"fixed": 0.4}`,
    /// completionCurve not given (UIKit's default easeInOut), the popped screen `note` on top.
    static let duration = 0.4, completionTime = 0.4

    static func model() throws -> SimulatedApp {
        SimulatedApp(scenario: try ScenarioLoader.load(path: TestPaths.scenarios + "/pop-shrink.json").scenario)
    }

    static func noteScale(_ m: SimulatedApp) throws -> Double {
        try #require(m.scene().views.first { $0.id == "note" }).transform.scaleX
    }

    @Test func whileInteractiveThePlotIsTheLinearDriver() throws {
        let m = try Self.model()
        for i in 0..<8 { m.handle(.pan(.right), at: 0.5 + Double(i) * 0.03) }
        for t in [0.62, 0.70, 0.75] {
            m.advance(to: t)
            let panel = m.scene().panel
            #expect(panel.phase == .interactive)
            let timing = try #require(panel.timing)
            let offset = try #require(panel.timingOffset)
            #expect(timing.timing == .curve(.linear), "at \(t): \(timing.timing)")
            #expect(abs(timing.duration - Self.duration) < 1e-12)
            // The plotted value is what the views show: 1 − scale = p.
            #expect(abs(timing.progress(elapsed: offset) - (1 - (try Self.noteScale(m)))) < 1e-9, "at \(t)")
        }
    }

    @Test func afterReleaseThePlotIsTheCompletionAnimation() throws {
        let m = try Self.model()
        for i in 0..<15 { m.handle(.pan(.right), at: 0.5 + Double(i) * 0.03) }
        let release = 1.0
        m.advance(to: release)
        let start = try Self.noteScale(m)   // finishing: the scale goes from here to 0
        m.handle(.lift, at: release)
        for elapsed in [0.05, 0.1, 0.2, 0.3] {
            m.advance(to: release + elapsed)
            let panel = m.scene().panel
            #expect(panel.phase == .finishing)
            let timing = try #require(panel.timing)
            #expect(timing.timing == .curve(.easeInOut))
            #expect(abs(timing.duration - Self.completionTime) < 1e-12)
            let offset = try #require(panel.timingOffset)
            #expect(abs(offset - elapsed) < 1e-9, "offset \(offset) at \(elapsed) s after release")
            // The views follow easeInOut(elapsed / 0.4) of the way from `start` to 0.
            let shown = (start - (try Self.noteScale(m))) / start
            #expect(abs(shown - MathReference.easeInOut(elapsed / Self.completionTime)) < 1e-6)
            #expect(abs(timing.progress(elapsed: offset) - shown) < 1e-6)
        }
    }
}
