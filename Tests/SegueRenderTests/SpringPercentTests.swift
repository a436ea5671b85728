import Foundation
import SegueCore
import Testing
@testable import SegueRender

/// The panel's percent on a perceptual spring (docs/panel-and-exports.md, the percent bar): the
/// spring runs past its nominal duration until it settles, and the percent reaches 100 % then,
/// not at the duration. The settle time comes from the damped spring's closed form, written here.
struct SpringPercentTests {
    /// `UISpringTimingParameters(duration: d, bounce: b)` as a damped spring from rest (b in
    /// (0, 1)): ω0 = 2π/d, ζ = 1 − b; its displacement x(t) = e^(−ζω0 t)(−cos ωd t + B sin ωd t)
    /// with ωd = ω0√(1 − ζ²), B = ζω0/ωd, and Core Animation's settling duration: the time its
    /// envelope (1 + |B|)e^(−ζω0 t) falls to ε = 0.001.
    struct ReferenceSpring {
        let omega0: Double, zeta: Double
        init(duration d: Double, bounce b: Double) {
            omega0 = 2 * Double.pi / d
            zeta = 1 - b
        }
        var omegaD: Double { omega0 * (1 - zeta * zeta).squareRoot() }
        var b: Double { zeta * omega0 / omegaD }
        var settlingTime: Double { -log(0.001 / (1 + abs(b))) / (zeta * omega0) }
        /// The largest |x| can be from `t` on, (1 + |B|)e^(−ζω0 t); unit: fractions of the distance.
        func envelope(_ t: Double) -> Double { (1 + abs(b)) * exp(-zeta * omega0 * t) }
    }

    static func player() throws -> Player {
        let scenario = try ScenarioLoader.load(path: ScenarioGoldenTests.scenariosDirectory + "/scale-push-pop.json", overrides: [
            "transitions.push.animator.duration=0.5",
            #"transitions.push.animator.curve={"spring": {"duration": 0.5, "bounce": 0.3}}"#,
        ]).scenario
        return Player(scenario, terminalSize: (100, 30), showsPanel: true)
    }

    @Test func thePercentReachesOneWhenThePerceptualSpringSettlesNotAtItsDuration() throws {
        let spring = ReferenceSpring(duration: 0.5, bounce: 0.3)
        let settle = spring.settlingTime
        #expect(abs(settle - 0.862955) < 1e-6, "docs/animation.md's value")
        // At the nominal duration the views are still far from rest: the bar must not say 100 %.
        #expect(spring.envelope(0.5) > 0.02)
        #expect(abs(spring.envelope(settle) - 0.001) < 1e-12)
        let player = try Self.player()
        try TimeBothWaysTests.run(player, "0.1 p", until: 0.1)
        let start = try #require(player.scene().panel.log.last { $0.text == "animateTransition" }?.t)
        for elapsed in [0.1, 0.25, 0.5, 0.7, settle - 0.01] {
            player.advance(to: start + elapsed)
            let panel = player.scene().panel
            let p = try #require(panel.percent, "running at \(elapsed) s")
            #expect(abs(p - elapsed / settle) < 1e-6, "at \(elapsed) s: \(p), want \(elapsed / settle)")
            #expect(PercentBar.label(p) != " 100%" && PercentBar.label(p) != "100%", "at \(elapsed) s")
        }
        player.advance(to: start + settle + 0.01)
        #expect(player.scene().panel.percent == nil, "idle once settled")
    }

    /// A curve that ends at its duration keeps offset / duration.
    @Test func aCurveStillReachesOneAtItsDuration() throws {
        let scenario = try ScenarioGoldenTests.load("scale-push-pop")
        let player = Player(scenario, terminalSize: (100, 30), showsPanel: true)
        try TimeBothWaysTests.run(player, "0.1 p", until: 0.1)
        let start = try #require(player.scene().panel.log.last { $0.text == "animateTransition" }?.t)
        player.advance(to: start + 0.3)
        #expect(abs((player.scene().panel.percent ?? -1) - 0.3 / 0.4) < 1e-9)
    }
}
