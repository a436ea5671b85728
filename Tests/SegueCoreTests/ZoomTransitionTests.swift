import Foundation
import Testing
@testable import SegueCore
import SegueFiles

/// The zoom transition (docs/transitions.md, "The zoom transition"): its geometry against the
/// interpolation and the critically damped spring written here, the source hidden while it runs,
/// the provider asked at the push and the pop, and the fallback when the source is gone.
struct ZoomTransitionTests {
    static func builtin() throws -> Scenario { try ScenarioLoader.load(path: TestPaths.scenarios + "/zoom.json").scenario }

    /// grid.photo1 in the built-in: 15, 110, 112 × 112 pt; the phone is 390 × 844 pt.
    static let source = Rect(x: 15, y: 110, width: 112, height: 112)
    static let full = Rect(x: 0, y: 0, width: 390, height: 844)
    /// The spring: perceptual duration 0.5 s, bounce 0 → ω0 = 2π / 0.5, ζ = 1.
    static let omega = 2 * Double.pi / 0.5

    /// Critically damped progress with initial velocity v0 (fractions of the distance per second):
    /// x(t) = (−1 + (v0 − ω)t)·e^(−ωt), progress = 1 + x.
    static func criticalProgress(_ t: Double, v0: Double = 0) -> Double {
        1 + (-1 + (v0 - omega) * t) * exp(-omega * t)
    }

    /// Core Animation's settling duration for this spring from rest: the first multiple of 0.1 s
    /// from which |1 − progress| stays below 0.001 (it only decreases here), searched by steps.
    static var settlingDuration: Double {
        var n = 0
        while 1 - criticalProgress(Double(n) * 0.1) >= 0.001 { n += 1 }
        return Double(n) * 0.1
    }

    static func lerp(_ a: Rect, _ b: Rect, _ u: Double) -> Rect {
        Rect(x: a.minX + (b.minX - a.minX) * u, y: a.minY + (b.minY - a.minY) * u,
             width: a.width + (b.width - a.width) * u, height: a.height + (b.height - a.height) * u)
    }

    static func close(_ a: Rect, _ b: Rect, _ tol: Double = 1e-6) -> Bool {
        abs(a.minX - b.minX) <= tol && abs(a.minY - b.minY) <= tol && abs(a.width - b.width) <= tol && abs(a.height - b.height) <= tol
    }

    static func view(_ id: String, in scene: Scene) -> SceneView? {
        func find(_ views: [SceneView]) -> SceneView? {
            for v in views {
                if v.id == id { return v }
                if let d = find(v.subviews) { return d }
            }
            return nil
        }
        return find(scene.views)
    }

    @Test func theSpringSettlesAsCoreAnimationSays() {
        #expect(nearly(ZoomTransitionSpec.spring().settlingDuration, Self.settlingDuration))
        #expect(nearly(Self.settlingDuration, 0.8))
    }

    /// 0, 50 and 100 % of the push: the pushed screen's frame is source + (full − source) · u with
    /// u the spring's progress at that time; its corner radius 12 · (1 − u); the dimming 0.2 · u.
    @Test(arguments: [0.0, 0.5, 1.0])
    func pushFrameFollowsTheSpring(fraction: Double) throws {
        let app = SimulatedApp(scenario: try Self.builtin())
        app.handle(.forward, at: 0.4)
        let d = Self.settlingDuration
        let t = 0.4 + fraction * d
        app.advance(to: t)
        let u = fraction == 1 ? 1 : Self.criticalProgress(fraction * d)
        let photo = try #require(Self.view("photo", in: app.scene()))
        #expect(Self.close(photo.frame, Self.lerp(Self.source, Self.full, u)), "\(photo.frame) at \(fraction)")
        if fraction < 1 {
            #expect(nearly(app.percent ?? -1, fraction, 1e-9))
            #expect(nearly(photo.cornerRadius, 12 * (1 - u), 1e-9))
            let dimming = try #require(Self.view("dimming", in: app.scene()))
            #expect(nearly(dimming.alpha, 0.2 * u, 1e-9))
            #expect(app.scene().views.map(\.id) == ["grid", "dimming", "photo"], "presenter, dimming, zoomed view")
        } else {
            #expect(app.phase == .idle)
            #expect(app.scene().views.map(\.id) == ["photo"], "at rest only the pushed screen, no dimming view")
            #expect(photo.cornerRadius == 0)
        }
    }

    /// `recedesPresentingView` (YES by default in UIKit): the presenter scales about its centre to
    /// the receded scale k at full size — 1 − u · (1 − k) with u the spring's progress, k = 0.95
    /// (segue's estimate) or the scenario's — and is back at 1 when the pop ends; off, it stays 1.
    @Test(arguments: [([String](), 0.95), (["screens[1].preferredTransition.zoom.recededScale=0.9"], 0.9),
                      (["screens[1].preferredTransition.zoom.recedesPresentingView=false"], 1.0)])
    func thePresenterRecedes(overrides: [String], k: Double) throws {
        let s = try ScenarioLoader.load(path: TestPaths.scenarios + "/zoom.json", overrides: overrides).scenario
        let app = SimulatedApp(scenario: s)
        app.handle(.forward, at: 0.4)
        for fraction in [0.25, 0.5] {
            let d = Self.settlingDuration
            app.advance(to: 0.4 + fraction * d)
            let u = Self.criticalProgress(fraction * d)
            let grid = try #require(Self.view("grid", in: app.scene()))
            #expect(nearly(grid.transform.scaleX, 1 - u * (1 - k), 1e-9) && grid.transform.scaleY == grid.transform.scaleX,
                    "scale \(grid.transform.scaleX) at \(fraction)")
            #expect(grid.anchor == .center)
        }
        app.advance(to: 2)
        app.handle(.back, at: 2)
        app.advance(to: 2.05)
        let receding = try #require(Self.view("grid", in: app.scene()))
        #expect(k == 1 ? receding.transform.scaleX == 1 : receding.transform.scaleX < 1, "the pop starts from the receded presenter")
        app.advance(to: 4)
        #expect(Self.view("grid", in: app.scene())?.transform == .identity, "back at scale 1 after the pop")
    }

    /// The source is hidden from the start of the push to its end, and from the start of the pop to
    /// its end; it is shown again after each.
    @Test func sourceIsHiddenWhileTheZoomRuns() throws {
        let app = SimulatedApp(scenario: try Self.builtin())
        let photo1 = try #require(app.container.controllers["grid"]?.view.descendant("grid.photo1"))
        #expect(Self.view("grid.photo1", in: app.scene()) != nil)
        app.handle(.forward, at: 0.4)
        #expect(photo1.isHidden)
        app.advance(to: 0.8)
        #expect(Self.view("grid", in: app.scene()) != nil && Self.view("grid.photo1", in: app.scene()) == nil)
        app.advance(to: 2)
        #expect(!photo1.isHidden)
        app.handle(.back, at: 2)
        #expect(photo1.isHidden)
        app.advance(to: 2.4)
        #expect(Self.view("grid.photo1", in: app.scene()) == nil)
        app.advance(to: 3)
        #expect(!photo1.isHidden)
        #expect(Self.view("grid.photo1", in: app.scene()) != nil, "shown again on the grid after the pop")
        #expect((app.container as? NavigationController)?.stackIDs == ["grid"])
    }

    /// The pop shrinks the screen back into the source: frame full + (source − full) · u.
    @Test func popShrinksIntoTheSource() throws {
        let app = SimulatedApp(scenario: try Self.builtin())
        app.handle(.forward, at: 0.4)
        app.handle(.back, at: 2)
        app.advance(to: 2.2)
        let photo = try #require(Self.view("photo", in: app.scene()))
        #expect(Self.close(photo.frame, Self.lerp(Self.full, Self.source, Self.criticalProgress(0.2))))
    }

    @Test func providerIsAskedAtThePushAndAtThePop() throws {
        let app = SimulatedApp(scenario: try Self.builtin())
        app.handle(.forward, at: 0.4)
        app.handle(.back, at: 2)
        app.advance(to: 3)
        let asked = app.runtime.log.entries.filter { $0.text == "sourceViewProvider(context) → grid.photo1" }.map(\.t)
        #expect(asked == [0.4, 2])
        #expect(app.runtime.log.entries.contains { $0.text.hasSuffix("→ nil (preferredTransition .zoom)") })
    }

    /// A push from a screen without the source: the provider answers nil and the screen fades in
    /// and grows from 0.8 about the centre with the same spring.
    @Test func pushWithoutTheSourceFadesAndGrows() throws {
        let text = #"""
        {"screens": [
           {"id": "grid", "elements": [{"id": "photo1", "frame": [0.1, 0.1, 0.2, 0.1]}]},
           {"id": "other"},
           {"id": "photo", "preferredTransition": {"zoom": {"sourceElement": "grid.photo1"}}}],
         "container": {"kind": "navigation", "stack": ["other"]}}
        """#
        let app = SimulatedApp(scenario: try ScenarioLoader.load(text: text, file: "z.json").scenario)
        app.handle(.forward, at: 1)
        #expect(app.runtime.log.entries.contains { $0.text == "sourceViewProvider(context) → nil (grid.photo1 is not on other: fade and shrink)" })
        app.advance(to: 1.15)
        let photo = try #require(Self.view("photo", in: app.scene()))
        let u = Self.criticalProgress(0.15)
        #expect(nearly(photo.alpha, u, 1e-9))
        #expect(nearly(photo.transform.scaleX, 0.8 + 0.2 * u, 1e-9))
        app.advance(to: 3)
        #expect((app.container as? NavigationController)?.stackIDs == ["other", "photo"])
        #expect(try #require(Self.view("photo", in: app.scene())).transform.scaleX == 1)
    }

    /// A pop whose source is not on the revealed screen: the provider answers nil (logged) and the
    /// screen fades out and shrinks to 0.8 about the centre with the same spring.
    @Test func popWithoutTheSourceFadesAndShrinks() throws {
        let text = #"""
        {"screens": [
           {"id": "grid", "elements": [{"id": "photo1", "frame": [0.1, 0.1, 0.2, 0.1]}]},
           {"id": "other"},
           {"id": "photo", "preferredTransition": {"zoom": {"sourceElement": "grid.photo1"}}}],
         "container": {"kind": "navigation", "stack": ["other", "photo"]}}
        """#
        let app = SimulatedApp(scenario: try ScenarioLoader.load(text: text, file: "z.json").scenario)
        app.handle(.back, at: 1)
        #expect(app.runtime.log.entries.contains { $0.text == "sourceViewProvider(context) → nil (grid.photo1 is not on other: fade and shrink)" })
        app.advance(to: 1.1)
        let photo = try #require(Self.view("photo", in: app.scene()))
        let u = Self.criticalProgress(0.1)
        #expect(nearly(photo.alpha, 1 - u, 1e-9))
        #expect(nearly(photo.transform.scaleX, 1 - 0.2 * u, 1e-9))
        #expect(Self.close(photo.frame, Self.full), "the frame stays; the transform shrinks it")
        app.advance(to: 3)
        #expect((app.container as? NavigationController)?.stackIDs == ["other"])
    }
}
