import Foundation
import Testing
@testable import SegueCore
@testable import SegueModel

/// Independent reference for UIKit's block spring: ω fitted by bisection on the docs/animation.md
/// envelope equation, then the underdamped closed form x(t) = e^(−ζωt)(−cos ω_d t + B sin ω_d t).
func referenceBlockSpring(_ t: Double, duration d: Double, zeta z: Double, velocity v: Double) -> Double {
    let eps = 0.001
    func envelope(_ w: Double) -> Double { abs((z * w - v) / ((1 - z * z).squareRoot() * w)) * exp(-z * w * d) }
    var lo = 1.0 / d, hi = 200.0 / d
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if envelope(mid) > eps { lo = mid } else { hi = mid }
    }
    let w = (lo + hi) / 2
    let wd = w * (1 - z * z).squareRoot()
    let b = (v - z * w) / wd
    return 1 + exp(-z * w * t) * (-cos(wd * t) + b * sin(wd * t))
}

private let phone = Size(width: 390, height: 844)
private func screens(_ ids: [String]) -> [ScreenSpec] {
    ids.map { ScreenSpec(id: $0, title: $0.capitalized, color: RGB(r: 40, g: 80, b: 160)) }
}

struct SeedBehaviourModelTests {
    /// Seed 001: alert-style modal — a black cover fades 0 → 0.6 while the modal slides up with a
    /// spring (damping 0.8, velocity 1.0) over 1.0 s; custom style keeps presenter and cover.
    @Test func alertPresentationWithCoverAndSpring() {
        var s = Scenario(name: "alert", title: "Alert", screens: screens(["home", "alert"]),
                         container: .modal(presenter: "home", style: .custom, presented: nil))
        s.transitions[.present] = TransitionSpec(animator: AnimatorSpec(
            duration: 1.0, timing: .blockSpring(dampingRatio: 0.8, velocity: 1.0, duration: nil), order: [.from, .cover, .to],
            tracks: [
                TrackSpec(target: .role(.cover), from: TrackValues(alpha: 0), to: TrackValues(alpha: 0.6)),
                TrackSpec(target: .role(.to), from: TrackValues(y: .fraction(1)), to: TrackValues(y: .fraction(0))),
            ]))
        let m = SimulatedApp(scenario: s)
        m.handle(.forward, at: 0)
        #expect(m.scene().views.map(\.id) == ["home", "cover", "alert"])
        for t in [0.05, 0.1, 0.2, 0.35, 0.5, 0.8, 0.999] {
            m.advance(to: t)
            let p = referenceBlockSpring(t, duration: 1, zeta: 0.8, velocity: 1)
            let scene = m.scene()
            #expect(abs(scene.views[2].frame.minY - 844 * (1 - p)) < 1e-6, "alert y at \(t)")
            #expect(abs(scene.views[1].alpha - min(max(0.6 * p, 0), 1)) < 1e-9, "cover alpha at \(t)")
        }
        m.advance(to: 1.01)
        #expect(m.phase == .idle)
        #expect(m.scene().views.map(\.id) == ["home", "cover", "alert"])
        #expect(abs(m.scene().views[1].alpha - 0.6) < 1e-12)
        // Dismiss with the default (no dismiss animator: coverVertical) removes the cover.
        m.handle(.back, at: 2)
        m.advance(to: 3)
        #expect(m.scene().views.map(\.id) == ["home"])
        // The presenting controller of a custom presentation gets no appearance callbacks.
        #expect((m.container.controllers["home"]!.callbacks) == ["viewWillAppear", "viewDidAppear"])
    }

    /// Seed 000: custom interaction controller — from view scale = |p − 1| while dragging; on
    /// release a fixed 0.4 s animation to scale 0 (finish) or 1 (cancel), then complete.
    @Test(arguments: [(12, true), (6, false)])
    func shrinkCustomInteraction(presses: Int, finishes: Bool) {
        var s = Scenario(name: "shrink", title: "Shrink", screens: screens(["list", "detail"]),
                         container: .navigation(stack: ["list", "detail"]))
        s.transitions[.pop] = TransitionSpec(
            animator: AnimatorSpec(duration: 0.4, order: [.to, .from], tracks: [
                TrackSpec(target: .role(.from), from: TrackValues(scale: 1), to: TrackValues(scale: 0)),
            ]),
            interaction: InteractionSpec(finish: .threshold(0.5), completionCurve: .linear, completion: .fixed(0.4), driver: .direct))
        let m = SimulatedApp(scenario: s)
        for i in 0..<presses { m.handle(.pan(.right), at: 0.1 + Double(i) * 0.03) }
        let release = 0.1 + Double(presses - 1) * 0.03 + 0.05
        // On every frame while dragging, scale = |p − 1| of the percent that frame shows.
        for k in 7...Int(release * 60) {
            m.advance(to: Double(k) / 60)
            guard m.phase == .interactive, let p = m.percent else { continue }
            let scale = m.scene().views.first { $0.id == "detail" }!.transform.scaleX
            #expect(abs(scale - abs(p - 1)) < 1e-9)
        }
        let p = (Double(presses) * 19.5 - 15) / 390
        #expect(abs((m.percent ?? -1) - p) < 1e-9, "the finger has arrived by the release")
        m.handle(.lift, at: release)
        // Halfway through the fixed 0.4 s (linear curve): halfway between |p − 1| and the target.
        m.advance(to: release + 0.2)
        let target = finishes ? 0.0 : 1.0
        let scale = m.scene().views.first { $0.id == "detail" }!.transform.scaleX
        #expect(abs(scale - ((1 - p) + (target - (1 - p)) * 0.5)) < 1e-9)
        m.advance(to: release + 0.399)
        #expect(m.phase != .idle)
        m.advance(to: release + 0.401)
        #expect(m.phase == .idle)
        #expect(m.navStack == (finishes ? ["list"] : ["list", "detail"]))
        // The screen left on top is back at full size.
        #expect(m.scene().views.last!.transform.scaleX == 1)
    }

    /// Seed 002: keyframe dismiss, rotation about a corner through the docs' keyframes.
    @Test func swingKeyframesFollowTheRelativeTimes() {
        var s = Scenario(name: "swing", title: "Swing", screens: screens(["home", "card"]),
                         container: .modal(presenter: "home", style: .custom, presented: "card"))
        let k = [(0.0, 0.15, -270.0), (0.15, 0.10, 180.0), (0.25, 0.20, 234.0), (0.45, 0.20, 144.0), (0.65, 0.35, 54.0)]
        s.transitions[.dismiss] = TransitionSpec(animator: AnimatorSpec(duration: 1.0, order: [.to, .from], tracks: [
            TrackSpec(target: .role(.from),
                      keyframes: k.map { KeyframeSpec(start: $0.0, duration: $0.1, values: TrackValues(rotation: $0.2)) },
                      keyframeCurve: .linear, anchor: Anchor(x: 0, y: 1)),
        ]))
        let m = SimulatedApp(scenario: s)
        m.handle(.back, at: 0)
        func rotation() -> Double { m.scene().views.first { $0.id == "card" }!.transform.rotation * 180 / .pi }
        // Linear overall curve: at f inside keyframe i the angle is linear from the previous value.
        let checks: [(Double, Double)] = [(0.075, -135), (0.15, -270), (0.2, -270 + 450 * 0.5), (0.35, 180 + 54 * 0.5),
                                          (0.55, 234 - 90 * 0.5), (0.825, 144 - 90 * 0.5)]
        for (f, expected) in checks {
            m.advance(to: f)
            #expect(abs(rotation() - expected) < 1e-6, "rotation at \(f)")
            #expect(m.scene().views.first { $0.id == "card" }!.anchor == Anchor(x: 0, y: 1))
        }
        m.advance(to: 1.01)
        #expect(m.scene().views.map(\.id) == ["home"])
    }

    /// Seed 002: tab switch with a custom animator; the direction comes from the tab order.
    @Test func tabDirectionMirrorsOffsets() {
        var s = Scenario(name: "tabs", title: "Tabs", screens: screens(["a", "b", "c"]),
                         container: .tabs(tabs: ["a", "b", "c"], selected: 1))
        s.transitions[.tab] = TransitionSpec(animator: AnimatorSpec(duration: 0.3, timing: .curve(.linear), tracks: [
            TrackSpec(target: .role(.to), from: TrackValues(x: .fraction(1)), to: TrackValues(x: .fraction(0))),
        ]))
        let m = SimulatedApp(scenario: s)
        m.handle(.selectTab(3), at: 0)
        m.advance(to: 0.15)
        #expect(abs(m.frameX("c")! - 195) < 1e-9)  // from the right
        m.advance(to: 1)
        m.handle(.selectTab(1), at: 1)
        m.advance(to: 1.15)
        #expect(abs(m.frameX("a")! + 195) < 1e-9)  // from the left
        m.advance(to: 2)
        #expect((m.container as! TabBarController).selectedIndex == 0)
        // No tab animator: immediate.
        var plain = s
        plain.transitions = [:]
        let m2 = SimulatedApp(scenario: plain)
        m2.handle(.selectTab(1), at: 0)
        #expect(m2.phase == .idle)
        #expect(m2.scene().views.map(\.id) == ["a"])
    }

    /// Seed 002: the coordinator's alongside animation is scrubbed with the transition, and the
    /// interaction-end handler restores it when cancelled.
    @Test func alongsideScrubsAndRestoresOnCancel() {
        var s = popParallaxScenario(rule: .threshold(0.9))
        s.screens[0].elements = [ElementSpec(id: "header", frame: [.fraction(0), .fraction(0), .fraction(1), .points(60)],
                                             color: RGB(r: 200, g: 200, b: 200), title: "Inbox")]
        s.transitions[.pop]!.alongside = [TrackSpec(target: .element(screen: "inbox", element: "header"),
                                                    from: TrackValues(alpha: 0), to: TrackValues(alpha: 1))]
        let m = SimulatedApp(scenario: s)
        func headerAlpha() -> Double? {
            m.scene().views.first { $0.id == "inbox" }?.subviews.first { $0.id == "inbox.header" }?.alpha
        }
        m.press(.right, times: 10, from: 0.1, every: 0.03)
        let p = (10 * 19.5 - 15) / 390
        #expect(abs(headerAlpha()! - refEaseInOut(p)) < 1e-9)
        m.handle(.lift, at: 1.0)  // rested, threshold 0.9: cancel
        m.advance(to: 3)
        #expect(m.navStack == ["inbox", "message"])
        let log = m.runtime.log.entries.map(\.text)
        #expect(log.contains("notifyWhenInteractionEnds(isCancelled: true)"))
        #expect(log.contains("alongside state restored after cancel"))
        // Back on inbox by a finished pop: the header ends fully visible.
        m.handle(.back, at: 3)
        m.advance(to: 4)
        #expect(headerAlpha() == 1)
    }

    /// Seed 003: the system default pop — no custom animator — with an interactive edge pan
    /// released by UIKit's projection rule (docs/transitions.md).
    @Test func defaultPopIsInteractive() {
        let s = Scenario(name: "default", title: "Default", screens: screens(["root", "child"]),
                         container: .navigation(stack: ["root", "child"]))
        let m = SimulatedApp(scenario: s)
        m.press(.right, times: 4, from: 0.1, every: 0.12)   // taps: no repeat, the finger stays down
        #expect(m.phase == .interactive)
        // Regression ("the system default pop is eased"): the top view follows the finger
        // exactly — its x is the translation, 4 × 19.5 − 15 = 63 pt — not easeInOut of it.
        let p = (4 * 19.5 - 15) / 390
        #expect(abs(m.frameX("child")! - 63) < 1e-9)
        #expect(abs(m.frameX("root")! - (-0.3 * 390) * (1 - p)) < 1e-9)
        // The last glide ended at 0.56 s: at rest (no move in the last 0.1 s), p = 0.16 ≤ 0.480769 cancels.
        m.handle(.lift, at: 0.7)
        #expect(m.phase == .cancelling)
        // completionSpeed max(p, 0) = p: the rest lasts p·0.35 / p = 0.35 s.
        m.advance(to: 0.7 + 0.35 - 1e-6)
        #expect(m.phase == .cancelling)
        m.advance(to: 0.7 + 0.35 + 1e-6)
        #expect(m.navStack == ["root", "child"])
    }

    /// Seed 000 / 002: matched elements fly as snapshots while the originals are hidden.
    @Test func matchedElementsFly() {
        var s = Scenario(name: "matched", title: "Matched", screens: screens(["list", "photo"]),
                         container: .navigation(stack: ["list"]))
        s.screens[0].elements = [ElementSpec(id: "thumb", frame: [.points(20), .points(100), .points(80), .points(80)],
                                             color: RGB(r: 255, g: 0, b: 0), match: "img")]
        s.screens[1].elements = [ElementSpec(id: "full", frame: [.points(0), .points(200), .points(390), .points(300)],
                                             color: RGB(r: 255, g: 0, b: 0), match: "img")]
        s.transitions[.push] = TransitionSpec(animator: AnimatorSpec(duration: 0.5, timing: .curve(.linear), matchedElements: true))
        let m = SimulatedApp(scenario: s)
        m.handle(.forward, at: 0)
        m.advance(to: 0.25)
        let scene = m.scene()
        let snap = scene.views.last!
        #expect(snap.isSnapshot)
        #expect(snap.id == "list.thumb")
        #expect(abs(snap.frame.minX - 10) < 1e-9 && abs(snap.frame.minY - 150) < 1e-9)
        #expect(abs(snap.frame.width - 235) < 1e-9 && abs(snap.frame.height - 190) < 1e-9)
        // Originals hidden during the flight.
        #expect(scene.views.first { $0.id == "photo" }!.subviews.isEmpty)
        #expect(abs(scene.views.first { $0.id == "photo" }!.alpha - 0.5) < 1e-9)
        m.advance(to: 0.6)
        #expect(m.scene().views.map(\.id) == ["photo"])
        #expect(m.scene().views[0].subviews.map(\.id) == ["photo.full"])
    }

    /// Finish before the interactive phase is pending; completionSpeed ≤ 0 reads back as 1.
    @Test func pendingFinishAndSpeedReadBack() {
        let runtime = Runtime()
        let s = popParallaxScenario()
        let nav = NavigationController(runtime: runtime, scenario: s, size: phone, stack: ["inbox", "message"])
        let animator = nav.makeAnimator(s.transitions[.pop]!, op: .pop)
        let pd = PercentDrivenInteractiveTransition(runtime: runtime, animator: animator, finishRule: .velocity)
        pd.completionSpeed = -3
        #expect(pd.completionSpeed == 1)
        pd.completionSpeed = 0
        #expect(pd.completionSpeed == 1)
        pd.finish()  // before start: pending
        #expect(runtime.log.entries.last!.text.contains("pending"))
    }

    /// The worked example of docs/transitions.md: D = 0.35, p = 0.4 → finish 0.21 s, cancel 0.14 s;
    /// speed 2 → 0.105 s / 0.07 s. (8 presses of 19.5 pt less 15 pt over a 352.5 pt distance: p = 0.4.)
    @Test(arguments: [(1.0, true, 0.21), (1.0, false, 0.14), (2.0, true, 0.105), (2.0, false, 0.07)])
    func workedExample(speed: Double, finish: Bool, expected: Double) {
        var s = popParallaxScenario(rule: .velocity, speed: speed)
        s.transitions[.pop]!.animator.duration = 0.35
        s.transitions[.pop]!.interaction!.distance = 352.5
        let m = SimulatedApp(scenario: s)
        m.press(.right, times: 8, from: 0.1, every: 0.03)
        #expect(abs(m.percent! - 0.4) < 1e-12)
        let release = 0.1 + 7 * 0.03 + 0.05  // still moving: Enter finishes; Escape always cancels
        m.handle(finish ? .lift : .cancelGesture, at: release)
        #expect(m.phase == (finish ? .finishing : .cancelling))
        m.advance(to: release + expected - 1e-6)
        #expect(m.phase == (finish ? .finishing : .cancelling))
        m.advance(to: release + expected + 1e-6)
        #expect(m.phase == .idle)
        #expect(m.navStack == (finish ? ["inbox"] : ["inbox", "message"]))
    }

    /// completeTransition takes effect once; a second call is a logged warning.
    @Test func completeTransitionTwiceIsIgnored() {
        let m = SimulatedApp(scenario: popParallaxScenario())
        m.handle(.back, at: 0)
        let context = m.container.activeContext!
        m.advance(to: 1)
        #expect(m.navStack == ["inbox"])
        context.completeTransition(false)
        #expect(m.navStack == ["inbox"])
        #expect(m.runtime.log.entries.last!.isWarning)
    }

    /// Requests during a transition are queued and run after it.
    @Test func requestsDuringATransitionAreQueued() {
        var s = popParallaxScenario()
        s.screens.append(ScreenSpec(id: "reply", title: "Reply", color: RGB(r: 1, g: 2, b: 3)))
        let m = SimulatedApp(scenario: s)
        m.handle(.forward, at: 0)
        m.handle(.back, at: 0.1)
        #expect(m.navStack == ["inbox", "message"])
        m.advance(to: 0.41)
        #expect(m.navStack == ["inbox", "message", "reply"])
        #expect(m.container.activeContext?.operation == .pop)
        m.advance(to: 1)
        #expect(m.navStack == ["inbox", "message"])
    }
}
