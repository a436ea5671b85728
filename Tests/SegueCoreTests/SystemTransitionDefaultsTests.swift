import Foundation
import SegueFiles
import Testing
@testable import SegueCore
@testable import SegueModel

/// UIKit's own navigation push/pop and full-screen modal (docs/transitions.md, "UIKit's own
/// transitions"), against the worked values of the docs and closed forms written here: curve 7
/// p(t) = 1 − (1 + ω0 t)e^(−ω0 t) with ω0 = √(1000/3), the parallax −(W − round(0.7 W)), and the
/// projection rule p + v̄·D + ½·ā·D² > min(187.5 / W, 0.5).
struct SystemTransitionDefaultsTests {
    static let w0 = (1000.0 / 3).squareRoot()
    static func curve7(_ t: Double) -> Double { t >= 0.5 ? 1 : 1 - (1 + w0 * t) * exp(-w0 * t) }

    static func navigation(device: Device = .phone, stack: [String] = ["root"]) -> Scenario {
        Scenario(name: "system", title: "System", device: device,
                 screens: ["root", "child"].map { ScreenSpec(id: $0, title: $0.capitalized, color: RGB(r: 40, g: 80, b: 160)) },
                 container: .navigation(stack: stack))
    }

    static func view(_ m: SimulatedApp, _ id: String) -> SceneView? { m.scene().views.first { $0.id == id } }

    /// Regression: the system push was easeInOut over 0.35 s (299.43 vs 384.6 pt at +0.05 s).
    @Test("push: the pushed view, the covered view, the dimming and the shadow on curve 7 (worked values on the phone)")
    func pushOnCurve7() throws {
        let m = SimulatedApp(scenario: Self.navigation())
        m.handle(.forward, at: 0)
        let worked: [(Double, Double)] = [(0.05, 299.43), (0.10, 177.54), (0.15, 94.28), (0.20, 47.08), (0.25, 22.61), (0.30, 10.56)]
        for (t, x) in worked {
            m.advance(to: t)
            let p = Self.curve7(t)
            let child = try #require(Self.view(m, "child")), root = try #require(Self.view(m, "root"))
            #expect(abs(child.frame.minX - x) < 0.006, "t \(t): \(child.frame.minX)")
            #expect(abs(child.frame.minX - 390 * (1 - p)) < 1e-6)
            #expect(abs(root.frame.minX - -117 * p) < 1e-6)
            let dimming = try #require(Self.view(m, "parallaxDimming")), shadow = try #require(Self.view(m, "parallaxShadow"))
            #expect(abs(dimming.frame.minX - root.frame.minX) < 1e-9 && dimming.color == RGB(r: 0, g: 0, b: 0))
            #expect(abs(dimming.alpha - 0.1 * p) < 1e-9)
            #expect(abs(shadow.frame.minX - (child.frame.minX - 9)) < 1e-9 && shadow.frame.width == 9)
            #expect(abs(shadow.alpha - (1 - p)) < 1e-9)
            // Bottom to top: covered view, dimming, shadow, pushed view.
            #expect(m.scene().views.map(\.id) == ["root", "parallaxDimming", "parallaxShadow", "child"])
        }
    }

    /// Regression: completeTransition came 0.35 s after the start.
    @Test("push: transitionDuration reports 0.35 s, completeTransition comes at 0.5 s")
    func pushCompletesAtHalfASecond() throws {
        let m = SimulatedApp(scenario: Self.navigation())
        var completedAt: Double?
        m.container.observer = { if case .completed = $0 { completedAt = m.now } }
        m.handle(.forward, at: 0)
        let context = try #require(m.container.activeContext), animator = try #require(m.container.activeAnimator)
        #expect(animator.transitionDuration(context) == 0.35)
        m.advance(to: 0.499)
        #expect(completedAt == nil)
        m.advance(to: 0.6)
        #expect(completedAt == 0.5)
        #expect(m.navStack == ["root", "child"])
        // At rest the extras are gone.
        #expect(m.scene().views.map(\.id) == ["child"])
    }

    @Test("the covered view goes to −(W − round(0.7 W))", arguments: [Device.phone, .tablet, .phoneLandscape])
    func parallaxOffset(device: Device) {
        let m = SimulatedApp(scenario: Self.navigation(device: device))
        m.handle(.forward, at: 0)
        m.advance(to: 0.4999)
        let w = device.size.width
        let expected = -(w - (0.7 * w).rounded())
        #expect(abs((Self.view(m, "root")?.frame.minX ?? 0) - expected * Self.curve7(0.4999)) < 1e-6)
        #expect(SystemTransitions.navigationParallax.resolve(in: w) == expected)
        if w == 390 { #expect(expected == -117) }
    }

    /// docs/transitions.md's worked releases on the phone. Regression: thresholdOrVelocity 0.5
    /// cancelled the first (in 0.17 s), finished the second (0.32 s), and ran the third 0.175 s.
    @Test("system pop releases: at rest 0.49 → finish 0.35 s; 0.1 at +50 pt/s → cancel 0.35 s; 0.5 at 650 pt/s → finish 0.30 s",
          arguments: [(0.49, 0.0, true, 0.35), (0.1, 50.0, false, 0.35), (0.5, 650.0, true, 0.30)])
    func workedReleases(percent: Double, velocity: Double, finishes: Bool, seconds: Double) throws {
        let s = Self.navigation(stack: ["root", "child"])
        let cell = try ReleaseSweep.release(s, operation: .pop, percent: percent, velocity: velocity)
        #expect(cell.finishes == finishes)
        #expect(abs(cell.completion! - seconds) < 1e-9, "\(cell.completion!)")
        // The same from the formulas: D = 0.35, W = 390, completionSpeed max(1 − p, D·|v|/W).
        let d = 0.35, v = velocity / 390
        let projected = percent + v * d
        #expect((projected > min(187.5 / 390, 0.5)) == finishes)
        let speed = max(finishes ? 1 - percent : percent, d * abs(v))
        #expect(abs((finishes ? 1 - percent : percent) * d / speed - seconds) < 1e-9)
    }

    @Test("projection thresholds: 0.480769 on the 390-pt phone, 0.228659 on the 820-pt tablet")
    func thresholds() throws {
        func threshold(_ w: Double) -> Double {
            ReleaseProjection(percent: 0, motion: ReleaseMotion(meanVelocity: 0, acceleration: 0, sampleCount: 3, distance: w)).threshold
        }
        #expect(abs(threshold(390) - 0.480769) < 5e-7 && abs(threshold(820) - 0.228659) < 5e-7)
        #expect(threshold(300) == 0.5)  // capped at half the width
        // On the tablet a release at rest at 0.23 finishes, at 0.22 it cancels.
        let tablet = Self.navigation(device: .tablet, stack: ["root", "child"])
        #expect(try ReleaseSweep.release(tablet, operation: .pop, percent: 0.23, velocity: 0).finishes)
        #expect(try !ReleaseSweep.release(tablet, operation: .pop, percent: 0.22, velocity: 0).finishes)
    }

    @Test("the acceleration term, and fewer than 3 samples: finish iff v̄ > 0")
    func accelerationAndFewSamples() {
        func finishes(_ p: Double, v: Double, a: Double, n: Int) -> Bool {
            FinishRule.projection.shouldFinish(percent: p, velocity: v,
                                               motion: ReleaseMotion(meanVelocity: v, acceleration: a, sampleCount: n, distance: 390))
        }
        // 0.3 + ½·ā·0.35²/390 with ā = −1000 pt/s² → 0.3 − 0.157 → cancel; +2000 → 0.3 + 0.314 → finish.
        #expect(!finishes(0.3, v: 0, a: 2000 * -0.5, n: 3))
        #expect(finishes(0.3, v: 0, a: 2000, n: 3))
        let lifted: Double = 0.3 + 0.5 * (2000.0 / 390) * 0.35 * 0.35
        #expect(lifted > 187.5 / 390)
        #expect(!finishes(0.9, v: 0, a: 0, n: 2))  // too few samples, at rest: cancel
        #expect(finishes(0.05, v: 1, a: 0, n: 2))
    }

    @Test("the velocity estimator's motion: v̄ the mean of the last 3 samples, ā (last − first) / their span")
    func releaseMotion() {
        var e = VelocityEstimator(position: 0, at: 0)
        // Samples 100, 200, 300, 400 pt/s at 0.1, 0.2, 0.3, 0.4 s; the last three count.
        for (x, t) in [(10.0, 0.1), (30, 0.2), (60, 0.3), (100, 0.4)] { e.move(to: x, at: t) }
        let m = e.releaseMotion(at: 0.45, distance: 390)
        #expect(abs(m.meanVelocity - 300) < 1e-9 && abs(m.acceleration - 1000) < 1e-9 && m.sampleCount == 3)
        // A finger at rest (no move in the last 0.1 s): no motion, the samples still counted.
        let rest = e.releaseMotion(at: 0.6, distance: 390)
        #expect(rest.meanVelocity == 0 && rest.acceleration == 0 && rest.sampleCount == 3)
    }

    @Test("the release's words name the projection")
    func words() {
        let motion = ReleaseMotion(meanVelocity: 0, acceleration: 0, sampleCount: 3, distance: 390)
        #expect(FinishRule.projection.explain(percent: 0.49, velocity: 0, motion: motion) == "release → finish (projected 0.49 > 0.480769)")
        let few = ReleaseMotion(meanVelocity: 0, acceleration: 0, sampleCount: 1, distance: 390)
        #expect(FinishRule.projection.explain(percent: 0.9, velocity: 0, motion: few) == "release → cancel (velocity 0 pt/s ≤ 0)")
    }

    @Test("after the release the rest plays on curve 7, its 0.5 s filling the completion time")
    func finishOnCurve7() throws {
        let m = SimulatedApp(scenario: Self.navigation(stack: ["root", "child"]))
        #expect(m.releaseInteractive(.pop, percent: 0.49, velocity: 0))
        let start = m.now
        for tau in [0.05, 0.1, 0.2, 0.3] {
            m.advance(to: start + tau)
            // Linear under the finger: x = W·offset/D; the offset goes 0.49 → 1 along curve 7 over 0.35 s.
            let p = 0.49 + 0.51 * Self.curve7(tau / 0.35 * 0.5)
            #expect(abs((Self.view(m, "child")?.frame.minX ?? -1) - 390 * p) < 1e-6, "τ \(tau)")
            #expect(abs((Self.view(m, "parallaxShadow")?.alpha ?? -1) - p) < 1e-9)
        }
        #expect(m.runtime.log.entries.contains { $0.text == "completionSpeed = 0.51, completionCurve = 7" })
    }

    /// Regression: a full-screen modal with no animator ran coverVertical 0.35 s easeInOut.
    @Test("fullScreen with no animator: coverVertical from below, 0.4 s on curve 7")
    func coverVertical() throws {
        let s = Scenario(name: "modal", title: "Modal",
                         screens: ["home", "sheet"].map { ScreenSpec(id: $0, title: $0, color: RGB(r: 40, g: 80, b: 160)) },
                         container: .modal(presenter: "home", style: .fullScreen, presented: nil))
        let m = SimulatedApp(scenario: s)
        var completedAt: Double?
        m.container.observer = { if case .completed = $0 { completedAt = m.now } }
        m.handle(.forward, at: 0)
        for t in [0.05, 0.1, 0.2, 0.3, 0.39] {
            m.advance(to: t)
            let y = try #require(Self.view(m, "sheet")).frame.minY
            #expect(abs(y - 844 * (1 - (1 - (1 + Self.w0 * t) * exp(-Self.w0 * t)))) < 1e-6, "t \(t): \(y)")
        }
        m.advance(to: 0.5)
        #expect(completedAt == 0.4)
    }
}
